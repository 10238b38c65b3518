//go:build !js

package wasm

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	stdnet "net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"outback/rules"
	"outback/server"
)

// restartableServer is an Outback server on loopback that can be stopped
// and started again on its data at the same address.
type restartableServer struct {
	t   *testing.T
	dir string
	url string
	mu  sync.Mutex
	srv *server.Server
}

func newRestartableServer(t *testing.T) *restartableServer {
	rs := &restartableServer{t: t, dir: t.TempDir()}
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rs.url = "http://" + ln.Addr().String()
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rs.mu.Lock()
		s := rs.srv
		rs.mu.Unlock()
		s.Handler().ServeHTTP(w, r)
	})}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close(); rs.server().Close() })
	rs.start()
	return rs
}

func (rs *restartableServer) server() *server.Server {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	return rs.srv
}

func (rs *restartableServer) start() {
	store, err := server.OpenSQLite(rs.dir)
	if err != nil {
		rs.t.Fatal(err)
	}
	s, err := server.New(server.Config{Store: store, Web: os.DirFS(buildSite(rs.t)), Pace: 300 * time.Millisecond,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		rs.t.Fatal(err)
	}
	rs.mu.Lock()
	rs.srv = s
	rs.mu.Unlock()
}

// A phone alone plays against the server's computer: it opens the
// server's page, starts a Down Under table there (seat 2 the computer),
// takes its seat by the link, and plays by taps. Mid-game the player
// shuts the page and opens the link again (the seat comes back), then the
// server is stopped and started again on its data (the page reconnects by
// itself); the game ends at the position of the server's Record.
func TestPhonePlaysAServerTable(t *testing.T) {
	rs := newRestartableServer(t)
	ctx, consoleErrors := browser(t, 390, 844)
	p := newTouchPage(t, ctx, "phone-server")
	p.open(rs.url + "/")
	// The player picks Down Under and a computer for seat 2 (as a select
	// does: the value, then its change event).
	err := chromedp.Do(ctx,
		chromedp.WaitReady(`#game option[value="downunder"]`),
		chromedp.SetValue("#game", "downunder"),
	)
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("game").dispatchEvent(new Event("change"))`))
	}
	if err == nil {
		err = chromedp.Do(ctx, chromedp.SetValue("#seat1", "easy"))
	}
	if err != nil {
		t.Fatal(err)
	}
	p.shot("1-lobby")
	tapElement(t, ctx, "go")
	if !waitJS(ctx, `getComputedStyle(document.getElementById("share")).display != "none"`, time.Minute) {
		p.shot("stuck-lobby")
		problem, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("error").textContent`))
		t.Fatalf("the table was not started (the page says %q)", problem)
	}
	link, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("link").textContent`))
	if err != nil {
		t.Fatal(err)
	}
	p.shot("2-share")
	if !strings.HasPrefix(link, rs.url+"/?join=") {
		t.Fatalf("the table's link is %q", link)
	}
	code := link[strings.Index(link, "=")+1:]
	tapElement(t, ctx, "sit")
	sitDown := func(what string) {
		n, _ := p.until(3*time.Minute, func(n pageNow) bool {
			return strings.Contains(n.Status, "join=naming") || n.scene() == "play:downunder"
		})
		if strings.Contains(n.Status, "join=naming") {
			p.tapLabel("Join")
		}
		if _, ok := p.until(3*time.Minute, func(n pageNow) bool { return n.scene() == "play:downunder" }); !ok {
			p.shot("stuck-" + what)
			t.Fatalf("%s: the game did not open: %s", what, p.now().Status)
		}
		p.fit()
	}
	sitDown("taking the seat")
	seat := -1
	played := 0
	playSome := func(k int) {
		for range k {
			n, over := p.waitTurn(0, 3*time.Minute)
			if over {
				return
			}
			n = p.fit()
			if len(n.MoveTaps) == 0 {
				continue
			}
			seat = n.Move.Seat
			if err := p.playMove(n, 120, nil); err != nil {
				p.shot("failure")
				t.Fatalf("move %d: %v", n.Move.Moves+1, err)
			}
			played++
		}
	}
	playSome(2)
	p.shot("3-play")

	// The player shuts the page and opens the link again.
	p.open("about:blank")
	p.open(link)
	sitDown("coming back")
	if n := p.now(); n.Move.Seat != seat && len(n.MoveTaps) > 0 {
		t.Errorf("back at seat %d, was at seat %d", n.Move.Seat+1, seat+1)
	}
	playSome(1)

	// The server goes and comes back on its data.
	rs.server().Close()
	rs.start()
	moves := p.playToEnd(10*time.Minute, nil) + played
	n := p.endPanel()
	p.shot("4-end")

	resp, err := http.Get(rs.url + "/api/tables/" + code + "/record")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatalf("the server's Record: %v", err)
	}
	m, err := rules.Resume(rec)
	if err != nil || m.State().ToMove() != rules.Nobody {
		t.Fatalf("the server's game: %v, over: %v", err, m != nil && m.State().ToMove() == rules.Nobody)
	}
	if want := strconv.FormatUint(m.State().Hash(), 16); n.Move.Hash != want {
		t.Errorf("the phone ends on position %s, the server on %s", n.Move.Hash, want)
	}
	t.Logf("a server table of Down Under on a phone: %d moves tapped, %d in all", moves, len(rec.Moves))
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// tapElement taps the middle of the page's element id, scrolled into view
// (a finger on the lobby's HTML, as on the game's canvas).
func tapElement(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(`(() => {
		const e = document.getElementById(%q);
		e.scrollIntoView({block: "center"});
		const r = e.getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2];
	})()`, id)))
	if err != nil || len(xy) != 2 {
		t.Fatalf("finding #%s: %v", id, err)
	}
	touchTap(t, ctx, xy[0], xy[1])
}

// waitJS waits until the page's expression is true.
func waitJS(ctx context.Context, expr string, within time.Duration) bool {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr)); err == nil && ok {
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}
