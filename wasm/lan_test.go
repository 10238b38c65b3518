//go:build !js

package wasm

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

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
// transfer sizes) up to the game on screen. Target: at most 5 MB.
func BenchmarkJoinBytes(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := browserHost(b, "billabong", uint64(i+1))
		ctx, _, closeBrowser := openBrowser(b, 1280, 800)
		if err := chromedp.Do(ctx, chromedp.Navigate(h.URL())); err != nil {
			b.Fatal(err)
		}
		if s, ok := statusWithin(ctx, "scene=play:billabong", time.Minute, 20*time.Millisecond); !ok {
			b.Fatalf("the joined game never showed: %q", s)
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
