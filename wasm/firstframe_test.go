//go:build !js

package wasm

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
func BenchmarkFirstFrame(b *testing.B) {
	srv := serve(b)
	links := []struct{ name, query string }{
		{"title", "/"},
		{"billabong", "/?game=billabong&seats=human,greedy"},
		{"downunder", "/?game=downunder&seats=human,greedy"},
		{"crossing", "/?game=crossing&seats=human,greedy"},
	}
	for _, l := range links {
		b.Run(l.name, func(b *testing.B) {
			var total time.Duration
			var compiled, started, updated, drawn float64
			for i := 0; i < b.N; i++ {
				ctx, _, closeBrowser := openBrowser(b, 1280, 800)
				// Start Chromium first: its own start is not the page's.
				if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
					b.Fatal(err)
				}
				start := time.Now()
				if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+l.query)); err != nil {
					b.Fatal(err)
				}
				for {
					s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.outbackStatus || "")`))
					if err == nil && strings.Contains(s, "scene=") {
						break
					}
					if time.Since(start) > 60*time.Second {
						b.Fatalf("%s: no first frame in a minute", l.name)
					}
					time.Sleep(10 * time.Millisecond)
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
				updated += p.FirstFrame - p.Started
				drawn += float64(took.Milliseconds()) - p.FirstFrame
				closeBrowser()
			}
			n := float64(b.N)
			b.ReportMetric(float64(total.Milliseconds())/n, "ms/first-frame")
			b.ReportMetric(compiled/n, "ms/downloaded+compiled")
			b.ReportMetric(started/n, "ms/go-start")
			b.ReportMetric(updated/n, "ms/setup+draw")
			b.ReportMetric(drawn/n, "ms/render")
		})
	}
}
