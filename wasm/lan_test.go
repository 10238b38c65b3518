//go:build !js

package wasm

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// A browser joins a LAN game from the join link alone: the host serves the
// page and the game on one port, the page connects back to it, takes the
// free seat, and a move made in the page reaches the host's game.
func TestBrowserJoinsLANGame(t *testing.T) {
	h := browserHost(t, "crossing", 6)
	defer h.Close()
	link := h.URL()
	if !strings.HasPrefix(link, "http://127.0.0.1:") {
		t.Fatalf("the host must be on loopback, not %s", link)
	}
	ctx, consoleErrors := browser(t, 1280, 800)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	// The page asks the player's name first; Join keeps the seat's own.
	waitStatus(t, ctx, "join=naming", 60*time.Second)
	click(t, ctx, 640, 477) // Join (golden scenes/testdata/golden/join-name.png)
	waitStatus(t, ctx, "scene=play:crossing", 60*time.Second)
	waitStatus(t, ctx, "toMove=0;phase=turn", 60*time.Second)
	waitStatus(t, ctx, "busy=false", 30*time.Second)
	before := h.Played()
	click(t, ctx, 1000, 420) // focus the canvas
	press(t, ctx, "d")       // Blue draws
	deadline := time.Now().Add(30 * time.Second)
	for h.Played() <= before {
		if time.Now().After(deadline) {
			t.Fatalf("the page's move never reached the host (%d moves)", h.Played())
		}
		time.Sleep(50 * time.Millisecond)
	}
	// The host relays it (and the draw's outcome) back: the page shows the
	// drawn tile.
	waitStatus(t, ctx, "phase=drawn", 30*time.Second)
	if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(90)); err == nil {
		os.MkdirAll("testdata/out", 0o755)
		os.WriteFile("testdata/out/lan-browser.jpg", shot, 0o644)
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// BenchmarkJoinBytes is what a browser downloads to join a LAN game from
// its link (the page, the script and the compressed browser build, as the
// host serves them), measured by the browser itself (resource timing's
// transfer sizes) up to the join screen. Target: at most 5 MB.
func BenchmarkJoinBytes(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := browserHost(b, "billabong", uint64(i+1))
		ctx, _, closeBrowser := openBrowser(b, 1280, 800)
		if err := chromedp.Do(ctx, chromedp.Navigate(h.URL())); err != nil {
			b.Fatal(err)
		}
		// The page is up and asks the player's name: all it needs is here.
		if s, ok := statusWithin(ctx, "join=naming", time.Minute, 20*time.Millisecond); !ok {
			b.Fatalf("the join page never showed: %q", s)
		}
		bytes, err := chromedp.Run(ctx, chromedp.Evaluate[float64](
			`performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource")).reduce((n, e) => n + e.transferSize, 0)`))
		h.Close()
		closeBrowser()
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(bytes, "bytes/join")
		b.Logf("a browser joining downloads %.0f KiB", bytes/1024)
	}
}

// browserHost hosts a game on loopback for a browser: seat 1 open to it,
// seat 2 the host's greedy bot, the browser build served on the game's port.
func browserHost(tb testing.TB, game string, seed uint64) *net.Host {
	tb.Helper()
	setup := rules.Setup{Game: game, Seed: seed, Seats: []rules.SeatInfo{
		{Name: "Browser", Kind: net.RemoteKind}, {Name: "Host bot", Kind: "bot:greedy"}}}
	h, err := net.NewHost(net.HostConfig{Setup: setup, Web: os.DirFS(buildSite(tb))})
	if err != nil {
		tb.Fatal(err)
	}
	if err := h.Listen("127.0.0.1:0"); err != nil {
		tb.Fatal(err)
	}
	return h
}

// The host goes away mid-game, per title: the first peer in the succession
// hosts the game at the address it offered, with the same join code, and a
// browser watching it — which can hear no announcement — follows it there
// by the succession alone and shows the game to its end, with the last
// host's final position.
func TestBrowserFollowsTheSuccession(t *testing.T) {
	for _, game := range []string{"billabong", "crossing", "downunder"} {
		t.Run(game, func(t *testing.T) { browserFollows(t, game) })
	}
}

func browserFollows(t *testing.T, game string) {
	first, site, standby, ann, ben := tableOfTwo(t, game, 12)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bctx, _ := browser(t, 1280, 800)
	if err := chromedp.Do(bctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(first.URL()+"&watch=1")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, bctx, "scene=play:"+game, 90*time.Second)

	hosted := make(chan *net.Host, 1)
	var annLog lockedBuffer
	type result struct {
		cl  *net.Client
		h   *net.Host
		err error
	}
	results := make(chan result, 2)
	pace := 150 * time.Millisecond // the page follows move by move
	for _, p := range []struct {
		cl *net.Client
		co net.CarryOn
	}{{ann, net.CarryOn{Standby: standby, Host: net.HostConfig{Web: site, Log: &annLog}, Hosting: func(h *net.Host) { hosted <- h }}}, {ben, net.CarryOn{}}} {
		bot, _ := ai.New("greedy", uint64(p.cl.Seat+1))
		go func() {
			cl, h, err := p.co.Follow(ctx, p.cl, bot, pace)
			results <- result{cl, h, err}
		}()
	}
	for first.Played() < 6 {
		time.Sleep(20 * time.Millisecond)
	}
	first.Close()
	at := first.Played()
	var second *net.Host
	select {
	case second = <-hosted:
	case <-time.After(20 * time.Second):
		t.Fatal("no successor hosted the game")
	}
	if !strings.HasSuffix(second.URL(), "?join="+first.Code()) {
		t.Errorf("the successor hosts %s; the game's code was %s", second.URL(), first.Code())
	}
	if err := second.Run(ctx); err != nil {
		t.Fatalf("the successor's game: %v", err)
	}
	for range 2 {
		if r := <-results; r.err != nil {
			t.Fatalf("a peer: %v", r.err)
		}
	}
	// The page shows moves played only at the successor (it plays each
	// move's animation, slowly in a software-rendered headless browser, so
	// it may not have reached the end yet).
	deadline := time.Now().Add(90 * time.Second)
	for shown := 0; shown < at+4; {
		st, _ := statusWithin(bctx, "moves=", time.Second, 200*time.Millisecond)
		if i := strings.Index(st, "moves="); i >= 0 {
			fmt.Sscanf(st[i:], "moves=%d", &shown)
		}
		if time.Now().After(deadline) {
			if shot, err := chromedp.Run(bctx, chromedp.FullScreenshot(90)); err == nil {
				os.MkdirAll("testdata/out", 0o755)
				os.WriteFile("testdata/out/lan-browser-not-followed-"+game+".png", shot, 0o644)
			}
			t.Fatalf("the page shows %d moves; the successor took over after %d (status %q; screenshot testdata/out/lan-browser-not-followed-%s.png); the successor's log:\n%s", shown, at, st, game, annLog.String())
		}
	}
	if shot, err := chromedp.Run(bctx, chromedp.FullScreenshot(100)); err == nil {
		os.MkdirAll("testdata/out", 0o755)
		os.WriteFile("testdata/out/lan-browser-followed-"+game+".png", shot, 0o644)
	}
}

// lockedBuffer is a log written from a host's goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// tableOfTwo hosts game for two LAN players and the host's greedy bot,
// with the browser build: Ann, who stands by to host on loopback, and
// Ben, who only follows, have joined.
func tableOfTwo(t *testing.T, game string, seed uint64) (first *net.Host, site fs.FS, standby *net.Standby, ann, ben *net.Client) {
	t.Helper()
	setup := rules.Setup{Game: game, Seed: seed, Seats: []rules.SeatInfo{
		{Name: "Ann", Kind: net.RemoteKind}, {Name: "Ben", Kind: net.RemoteKind}, {Name: "Host bot", Kind: "bot:greedy"}}}
	site = os.DirFS(buildSite(t))
	first, err := net.NewHost(net.HostConfig{Setup: setup, Web: site})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(first.Close)
	if standby, err = net.NewStandby("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(standby.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	annCfg := net.JoinConfig{URL: first.URL(), Name: "Ann"}
	annCfg.Offer, annCfg.OfferID = standby.Offer()
	if ann, err = net.Join(ctx, annCfg); err != nil {
		t.Fatal(err)
	}
	if ben, err = net.Join(ctx, net.JoinConfig{URL: first.URL(), Name: "Ben"}); err != nil {
		t.Fatal(err)
	}
	return first, site, standby, ann, ben
}
