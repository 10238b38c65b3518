//go:build !js

package wasm

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// BenchmarkPageIdle measures what a page at rest costs the browser's main
// thread (where a phone spends its battery on a page): the title and a
// Billabong board waiting for a person's move, settled, beside the empty
// Ebitengine program resting (it keeps its screen and draws it once) —
// what any Ebitengine page pays to stay open. Reported per second of rest:
// ms/s-script, the time in JavaScript and WebAssembly (our Update and
// Ebitengine's loop), and ms/s-tasks, all the main thread's work (also the
// browser's own for each animation frame). A benchmark reports; it never
// fails on speed.
func BenchmarkPageIdle(b *testing.B) {
	srv := serve(b)
	empty := serveEmpty(b)
	pages := []struct{ name, url string }{
		{"floor", empty.URL + "/?rest"},
		{"title", srv.URL + "/"},
		{"board", srv.URL + "/?game=billabong&seats=human,human"},
	}
	const settle, measure = 6 * time.Second, 10 * time.Second
	for i := 0; i < b.N; i++ {
		for _, p := range pages {
			script, tasks := pageIdle(b, p.url, settle, measure)
			b.ReportMetric(script, "ms/s-script-"+p.name)
			b.ReportMetric(tasks, "ms/s-tasks-"+p.name)
		}
	}
}

// pageIdle loads url in a fresh headless Chromium, lets it settle and
// returns the main thread's script and task time per second over measure.
func pageIdle(b *testing.B, url string, settle, measure time.Duration) (script, tasks float64) {
	ctx, _, closeBrowser := openBrowser(b, 1280, 800)
	defer closeBrowser()
	call := func(f func(ctx context.Context, tg *chromedp.Target) error) {
		if err := chromedp.Do(ctx, chromedp.Func(f)); err != nil {
			b.Fatal(err)
		}
	}
	call(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, performance.Enable, performance.EnableParams{})
		return err
	})
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		b.Fatal(err)
	}
	if _, ok := statusWithin(ctx, "scene=", time.Minute, 10*time.Millisecond); !ok {
		b.Fatalf("%s: no first frame in a minute", url)
	}
	time.Sleep(settle)
	metrics := func() (script, tasks float64) {
		call(func(ctx context.Context, tg *chromedp.Target) error {
			r, err := cdp.Call(ctx, tg, performance.GetMetrics, cdp.Empty{})
			if err != nil {
				return err
			}
			for _, m := range r.Metrics {
				switch m.Name {
				case "ScriptDuration":
					script = m.Value
				case "TaskDuration":
					tasks = m.Value
				}
			}
			return nil
		})
		return script, tasks
	}
	s0, t0 := metrics()
	start := time.Now()
	time.Sleep(measure)
	s1, t1 := metrics()
	secs := time.Since(start).Seconds()
	return (s1 - s0) * 1000 / secs, (t1 - t0) * 1000 / secs
}
