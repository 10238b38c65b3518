//go:build !js

package wasm

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkFirstFrame measures, in headless Chromium on loopback, the time
// from navigation to the game's first frame (the page publishes its status
// on the first frame) for the title and a link to each game; make bench
// prints the figures (budget: 1.5 s each).
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
			for i := 0; i < b.N; i++ {
				ctx, _ := browser(b, 1280, 800)
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
				total += time.Since(start)
			}
			b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/first-frame")
		})
	}
}
