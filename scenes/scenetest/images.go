package scenetest

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/ui"
)

// Screenshot draws the app's current frame and reads it back.
func Screenshot(a *scenes.App) *image.RGBA {
	var img *image.RGBA
	OnLoop(func() {
		screen := ebiten.NewImage(ui.ViewW, ui.ViewH)
		defer screen.Deallocate()
		a.Draw(screen)
		img = image.NewRGBA(image.Rect(0, 0, ui.ViewW, ui.ViewH))
		screen.ReadPixels(img.Pix)
	})
	return img
}

// ScreenshotLaidOut lays the app out for an outside of ow×oh pixels (0×0:
// the desktop's) and draws its frame at the sprites' scale, as a
// high-density display shows it, pixel for pixel.
func ScreenshotLaidOut(a *scenes.App, ow, oh int) *image.RGBA {
	var img *image.RGBA
	OnLoop(func() {
		w, h := a.Layout(ow, oh)
		screen := ebiten.NewImage(w, h)
		defer screen.Deallocate()
		a.Draw(screen)
		img = image.NewRGBA(image.Rect(0, 0, w, h))
		screen.ReadPixels(img.Pix)
	})
	return img
}

// Golden compares a screenshot with testdata/golden/name.png of the test's
// package. Software rendering is deterministic, but a little slack keeps
// antialiasing noise from failing the test: at most 0.1% of pixels may
// differ by more than a few levels. A failing run writes the actual picture
// to testdata/out/. With -update it rewrites the golden picture instead.
func Golden(t *testing.T, name string, img *image.RGBA) {
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
	b := img.Bounds()
	diff := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := want.At(x, y).RGBA()
			o := img.PixOffset(x, y)
			if far(r1>>8, img.Pix[o]) || far(g1>>8, img.Pix[o+1]) || far(b1>>8, img.Pix[o+2]) {
				diff++
			}
		}
	}
	if diff > b.Dx()*b.Dy()/1000 {
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

// Save writes a screenshot to testdata/out for a person to look at.
func Save(t *testing.T, name string, img *image.RGBA) {
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
