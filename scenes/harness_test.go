package scenes

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
