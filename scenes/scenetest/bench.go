package scenetest

import (
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/ui"
)

// BenchFrames measures the CPU time of one Update and Draw of a's screen
// per game-loop tick (so ebiten flushes its command queue between frames,
// as in play), after warming the caches (fonts, board images), and reports
// ns/frame and allocs/frame in steady state. The app (made on the game
// loop) opens open with the script's input; prepare, if set, puts the
// screen in the state to measure (a card picked, say).
func BenchFrames(b *testing.B, script *ui.Script, open func(a *scenes.App) ui.Scene, prepare func(a *scenes.App)) {
	var a *scenes.App
	var screen *ebiten.Image
	OnLoop(func() {
		a = NewApp(script, open, nil)
		screen = ebiten.NewImage(ui.ViewW, ui.ViewH)
	})
	if prepare != nil {
		OnLoop(func() { prepare(a) })
	}
	frame := func() (time.Duration, uint64) {
		var d time.Duration
		var allocs uint64
		OnLoop(func() {
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			start := time.Now()
			a.Update()
			a.Draw(screen)
			d = time.Since(start)
			runtime.ReadMemStats(&m1)
			allocs = m1.Mallocs - m0.Mallocs
		})
		return d, allocs
	}
	for i := 0; i < 30; i++ {
		frame()
	}
	b.ResetTimer()
	var total time.Duration
	var allocs uint64
	for i := 0; i < b.N; i++ {
		d, n := frame()
		total += d
		allocs += n
	}
	b.ReportMetric(float64(total.Nanoseconds())/float64(b.N), "ns/frame")
	b.ReportMetric(float64(allocs)/float64(b.N), "allocs/frame")
}
