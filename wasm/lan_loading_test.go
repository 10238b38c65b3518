//go:build !js

package wasm

import (
	"context"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"outback/ai"
	"outback/net"
)

// A page opened by the join link while the host goes away: it has loaded
// (and asked the host for the successors) but not yet joined when the host
// is gone. It finds the game at the successor that took it over and shows
// it — before, it stayed on "the host did not answer" (it had
// no successor list yet). The host the page sees is a relay in front of
// the real one that serves the page and the succession but lets no game
// connection through: the host already gone when the page's program
// joins.
func TestPageLoadingWhenTheHostGoes(t *testing.T) {
	game := "billabong"
	first, site, standby, ann, ben := tableOfTwo(t, game, 21)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// The host lists Ann once it has read her offer.
	target, _ := url.Parse(first.URL())
	deadline := time.Now().Add(10 * time.Second)
	for {
		resp, err := http.Get("http://" + target.Host + "/succession?join=" + first.Code())
		var body []byte
		if err == nil {
			body, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
		if strings.TrimSpace(string(body)) != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the host never listed its successor (%v)", err)
		}
		time.Sleep(50 * time.Millisecond)
	}

	// The relay: everything but the game's connection.
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(&url.URL{Scheme: "http", Host: target.Host})
	relay := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/ws" {
			if hj, ok := w.(http.Hijacker); ok {
				if c, _, err := hj.Hijack(); err == nil {
					c.Close() // nobody there any more
				}
			}
			return
		}
		proxy.ServeHTTP(w, r)
	})}
	go relay.Serve(ln)
	defer relay.Close()

	hosted := make(chan *net.Host, 1)
	results := make(chan error, 2)
	pace := 150 * time.Millisecond
	for _, p := range []struct {
		cl *net.Client
		co net.CarryOn
	}{{ann, net.CarryOn{Standby: standby, Host: net.HostConfig{Web: site}, Hosting: func(h *net.Host) { hosted <- h }}}, {ben, net.CarryOn{}}} {
		bot, _ := ai.New("greedy", uint64(p.cl.Seat+1))
		go func() {
			_, _, err := p.co.Follow(ctx, p.cl, bot, pace)
			results <- err
		}()
	}

	bctx, _ := browser(t, 1280, 800)
	link := "http://" + ln.Addr().String() + "/?join=" + first.Code() + "&watch=1"
	if err := chromedp.Do(bctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	var succ string
	for deadline := time.Now().Add(60 * time.Second); succ == ""; time.Sleep(20 * time.Millisecond) {
		succ, err = chromedp.Run(bctx, chromedp.Evaluate[string](`String(window.outbackSuccessors || "")`))
		if err != nil || time.Now().After(deadline) {
			t.Fatalf("the page did not learn the successors: %v", err)
		}
	}
	t.Logf("the page knows the successors %s", succ)
	first.Close() // the host goes, the page not yet in the game
	at := first.Played()
	var second *net.Host
	select {
	case second = <-hosted:
	case <-time.After(30 * time.Second):
		t.Fatal("no successor hosted the game")
	}
	waitStatus(t, bctx, "scene=play:"+game, 90*time.Second)
	if err := second.Run(ctx); err != nil {
		t.Fatalf("the successor's game: %v", err)
	}
	for range 2 {
		if err := <-results; err != nil {
			t.Fatalf("a peer: %v", err)
		}
	}
	// The page shows moves played only at the successor (it animates each
	// move, slowly in a software-rendered headless browser, so it may not
	// have reached the end yet).
	want := at + 4
	deadline = time.Now().Add(90 * time.Second)
	for shown := 0; shown < want; {
		st, _ := statusWithin(bctx, "moves=", time.Second, 200*time.Millisecond)
		if i := strings.Index(st, "moves="); i >= 0 {
			fmt.Sscanf(st[i:], "moves=%d", &shown)
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page shows %d moves; the successor took over after %d (status %q)", shown, at, st)
		}
	}
}
