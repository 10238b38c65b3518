//go:build !js

package wasm

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"outback/wasm/webserve"
)

// BenchmarkFirstFrame measures, in headless Chromium on loopback, the time
// from navigation to the game's first frame (the page publishes its status
// on the first frame) for the title and a link to each game; make bench
// prints the figures (budget: 1.5 s each), and where the time goes: the
// build downloaded and compiled, the Go program's start (its packages'
// initialisation), from there until the game's first Draw has returned
// (setting up, and drawing the first frame into Ebitengine's command
// queue), and the rendering until the page shows that frame (the queue's
// WebGL calls and the browser's work on them: software WebGL in headless
// Chromium).
//
// The first link is an empty Ebitengine program (wasm/emptygame), served
// the same way: what any Ebitengine program pays on this machine and
// browser before its first frame, to read the game's figures against.
func BenchmarkFirstFrame(b *testing.B) {
	srv := serve(b)
	empty := httptest.NewServer(webserve.Handler(os.DirFS(buildEmptySite(b))))
	b.Cleanup(empty.Close)
	links := []struct{ name, url string }{
		{"empty-ebitengine", empty.URL + "/"},
		{"title", srv.URL + "/"},
		{"billabong", srv.URL + "/?game=billabong&seats=human,greedy"},
		{"downunder", srv.URL + "/?game=downunder&seats=human,greedy"},
		{"crossing", srv.URL + "/?game=crossing&seats=human,greedy"},
	}
	for _, l := range links {
		b.Run(l.name, func(b *testing.B) {
			var total time.Duration
			var compiled, started, setupDraw, render float64
			for i := 0; i < b.N; i++ {
				ctx, _, closeBrowser := openBrowser(b, 1280, 800)
				// Start Chromium first: its own start is not the page's.
				if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
					b.Fatal(err)
				}
				start := time.Now()
				if err := chromedp.Do(ctx, chromedp.Navigate(l.url)); err != nil {
					b.Fatal(err)
				}
				if _, ok := statusWithin(ctx, "scene=", time.Minute, 10*time.Millisecond); !ok {
					b.Fatalf("%s: no first frame in a minute", l.name)
				}
				took := time.Since(start)
				total += took
				// Where the time went, as the page saw it (ms since it
				// began loading).
				var p struct{ Compiled, Started, FirstFrame float64 }
				if s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(window.outbackTimes || {})`)); err == nil {
					json.Unmarshal([]byte(s), &p)
				}
				compiled += p.Compiled
				started += p.Started - p.Compiled
				setupDraw += p.FirstFrame - p.Started
				render += float64(took.Milliseconds()) - p.FirstFrame
				closeBrowser()
			}
			n := float64(b.N)
			b.ReportMetric(float64(total.Milliseconds())/n, "ms/first-frame")
			b.ReportMetric(compiled/n, "ms/downloaded+compiled")
			b.ReportMetric(started/n, "ms/go-start")
			b.ReportMetric(setupDraw/n, "ms/setup+draw")
			b.ReportMetric(render/n, "ms/render")
		})
	}
}

// buildEmptySite builds wasm/emptygame as the game's site is built.
func buildEmptySite(b *testing.B) string {
	dir, err := buildSiteOf("./emptygame")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
