package scenes

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	_ "outback/rules/games"
)

// The tests run the real game loop: TestMain hands the main thread to
// ebiten.RunGame, and each test sends its work to the loop as a job, which
// runs inside Update where images may be drawn and read back.

var update = flag.Bool("update", false, "rewrite the golden screenshots")

var jobs = make(chan func())

type harness struct{ done chan struct{} }

func (h *harness) Update() error {
	select {
	case job := <-jobs:
		job()
	case <-h.done:
		return ebiten.Termination
	}
	return nil
}

func (h *harness) Draw(*ebiten.Image)         {}
func (h *harness) Layout(int, int) (int, int) { return ScreenW, ScreenH }

func TestMain(m *testing.M) {
	flag.Parse()
	noAudio = true
	h := &harness{done: make(chan struct{})}
	code := 0
	go func() {
		code = m.Run()
		close(h.done)
	}()
	ebiten.SetWindowSize(320, 200)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(h); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(code)
}

// onLoop runs f on the game loop and waits for it.
func onLoop(f func()) {
	done := make(chan struct{})
	jobs <- func() {
		defer close(done)
		f()
	}
	<-done
}

// fixedClock is the clock of every test app: 2026-01-01.
func fixedClock() int64 { return 1767225600000 }

// newTestApp makes an app with scripted input and a fixed clock.
func newTestApp(script *Script, start func(a *App) Scene) *App {
	if script == nil {
		script = &Script{}
	}
	return NewApp(Options{Source: script, Start: start, Now: fixedClock, Silent: true})
}

// runTicks advances the app n ticks on the game loop.
func runTicks(a *App, n int) {
	onLoop(func() {
		for i := 0; i < n; i++ {
			a.Update()
		}
	})
}

// screenshot draws the app's current frame and reads it back.
func screenshot(a *App) *image.RGBA {
	var img *image.RGBA
	onLoop(func() {
		screen := ebiten.NewImage(ScreenW, ScreenH)
		defer screen.Deallocate()
		a.Draw(screen)
		img = image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
		screen.ReadPixels(img.Pix)
	})
	return img
}

// golden compares a screenshot with testdata/golden/name.png. Software
// rendering is deterministic, but a little slack keeps antialiasing noise
// from failing the test: at most 0.1% of pixels may differ by more than a
// few levels. A failing run writes the actual picture to testdata/out/.
func golden(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name+".png")
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if *update {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no golden screenshot %s (run 'make golden' to make it): %v", path, err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	diff := 0
	for y := 0; y < ScreenH; y++ {
		for x := 0; x < ScreenW; x++ {
			r1, g1, b1, _ := want.At(x, y).RGBA()
			o := img.PixOffset(x, y)
			if far(r1>>8, img.Pix[o]) || far(g1>>8, img.Pix[o+1]) || far(b1>>8, img.Pix[o+2]) {
				diff++
			}
		}
	}
	if diff > ScreenW*ScreenH/1000 {
		out := filepath.Join("testdata", "out", name+".png")
		os.MkdirAll(filepath.Dir(out), 0o755)
		os.WriteFile(out, buf.Bytes(), 0o644)
		t.Errorf("%s: %d pixels differ from the golden screenshot (actual written to %s)", name, diff, out)
	}
}

func far(a uint32, b uint8) bool {
	d := int(a) - int(b)
	return d > 24 || d < -24
}

// save writes a screenshot to testdata/out for a person to look at.
func save(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	out := filepath.Join("testdata", "out", name+".png")
	os.MkdirAll(filepath.Dir(out), 0o755)
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, img)
}

// benchFrames measures the CPU time of one Update and Draw of a's screen
// per game-loop tick (so ebiten flushes its command queue between frames,
// as in play), after warming the caches (fonts, board images), and reports
// ns/frame and allocs/frame in steady state. prepare, if set, puts the
// screen in the state to measure (a card picked, say).
func benchFrames(b *testing.B, src *Script, open func(a *App) Scene, prepare func(a *App)) {
	var a *App
	var screen *ebiten.Image
	onLoop(func() {
		a = newTestApp(src, open)
		screen = ebiten.NewImage(ScreenW, ScreenH)
	})
	if prepare != nil {
		onLoop(func() { prepare(a) })
	}
	frame := func() (time.Duration, uint64) {
		var d time.Duration
		var allocs uint64
		onLoop(func() {
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

// testMatch starts a match of game with the seats' kinds (named by their
// default colour names) and options "k=v,..."; t nil panics on a bad setup
// (benchmark set-up code).
func testMatch(t testing.TB, game string, seed uint64, opts string, kinds ...string) *rules.Match {
	fail := func(err error) {
		if t == nil {
			panic(err)
		}
		t.Fatal(err)
	}
	o, err := rules.ParseOptionList(opts)
	if err != nil {
		fail(err)
	}
	setup := rules.Setup{Game: game, Seed: seed, Options: o}
	for i, k := range kinds {
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: seatName(i), Kind: k})
	}
	m, err := rules.NewMatch(setup, fixedClock())
	if err != nil {
		fail(err)
	}
	return m
}
