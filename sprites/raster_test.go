package sprites

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// square adds the square (x, y)–(x+s, y+s) to p, clockwise or not.
func square(p *vector.Path, x, y, s float32, clockwise bool) {
	p.MoveTo(x, y)
	if clockwise {
		p.LineTo(x+s, y)
		p.LineTo(x+s, y+s)
		p.LineTo(x, y+s)
	} else {
		p.LineTo(x, y+s)
		p.LineTo(x+s, y+s)
		p.LineTo(x+s, y)
	}
	p.Close()
}

// at is the coverage of pixel (x, y) in a rasterise result (0 outside it).
func at(area image.Rectangle, cov []byte, x, y int) byte {
	if !image.Pt(x, y).In(area) {
		return 0
	}
	return cov[(y-area.Min.Y)*area.Dx()+x-area.Min.X]
}

func TestRasteriseSquare(t *testing.T) {
	var p vector.Path
	square(&p, 2, 3, 10, true)
	area, cov := rasterise(&p, image.Rect(0, 0, 100, 100))
	if area != image.Rect(2, 3, 12, 13) {
		t.Fatalf("area %v, want (2,3)-(12,13)", area)
	}
	for _, c := range []struct {
		x, y int
		want byte
	}{{2, 3, 255}, {11, 12, 255}, {6, 8, 255}, {1, 3, 0}, {12, 12, 0}, {5, 13, 0}} {
		if got := at(area, cov, c.x, c.y); got != c.want {
			t.Errorf("pixel (%d,%d): coverage %d, want %d", c.x, c.y, got, c.want)
		}
	}
}

// A square's edge half across a pixel covers that pixel half: the fill is
// anti-aliased.
func TestRasteriseAntialiased(t *testing.T) {
	var p vector.Path
	square(&p, 2.5, 3, 10, true)
	area, cov := rasterise(&p, image.Rect(0, 0, 100, 100))
	for _, x := range []int{2, 12} {
		if got := at(area, cov, x, 6); got < 120 || got > 136 {
			t.Errorf("pixel (%d,6) is half covered: coverage %d, want about 128", x, got)
		}
	}
	if got := at(area, cov, 7, 6); got != 255 {
		t.Errorf("inside: coverage %d, want 255", got)
	}
}

// Non-zero rule: where two sub-paths of one direction overlap the fill is
// whole, not doubled and wrapped; a sub-path the other way round inside
// another cuts a hole. Stroke outlines rely on the first; rings and
// punched shapes on the second.
func TestRasteriseNonZero(t *testing.T) {
	var p vector.Path
	square(&p, 0, 0, 10, true)
	square(&p, 5, 5, 10, true)
	area, cov := rasterise(&p, image.Rect(0, 0, 100, 100))
	if got := at(area, cov, 7, 7); got != 255 {
		t.Errorf("overlap: coverage %d, want 255", got)
	}
	p.Reset()
	square(&p, 0, 0, 20, true)
	square(&p, 5, 5, 10, false)
	area, cov = rasterise(&p, image.Rect(0, 0, 100, 100))
	if got := at(area, cov, 10, 10); got != 0 {
		t.Errorf("hole: coverage %d, want 0", got)
	}
	if got := at(area, cov, 2, 10); got != 255 {
		t.Errorf("around the hole: coverage %d, want 255", got)
	}
}

// A stroke is its outline filled: a 4-wide level line from x=10 to 30 at
// y=20 covers y 18..22 between its square-cut ends.
func TestRasteriseStroke(t *testing.T) {
	var line, out vector.Path
	line.MoveTo(10, 20)
	line.LineTo(30, 20)
	var o vector.AddStrokeOptions
	o.Width = 4
	out.AddStroke(&line, &o)
	area, cov := rasterise(&out, image.Rect(0, 0, 100, 100))
	if area != image.Rect(10, 18, 30, 22) {
		t.Errorf("area %v, want (10,18)-(30,22)", area)
	}
	if got := at(area, cov, 20, 19); got != 255 {
		t.Errorf("on the line: coverage %d, want 255", got)
	}
	if got := at(area, cov, 20, 23); got != 0 {
		t.Errorf("beside the line: coverage %d, want 0", got)
	}
}

// Only what lies inside the destination is rasterised.
func TestRasteriseClipped(t *testing.T) {
	var p vector.Path
	square(&p, -5, -5, 10, true)
	area, _ := rasterise(&p, image.Rect(0, 0, 3, 100))
	if area != image.Rect(0, 0, 3, 5) {
		t.Errorf("area %v, want (0,0)-(3,5)", area)
	}
	p.Reset()
	square(&p, 50, 50, 10, true)
	if area, _ := rasterise(&p, image.Rect(0, 0, 40, 40)); !area.Empty() {
		t.Errorf("a path outside the destination: area %v, want none", area)
	}
}

// Filling into an image made on the CPU composites like the GPU would:
// premultiplied colour at the coverage, over what is there; erasing with
// BlendDestinationOut.
func TestCPUComposite(t *testing.T) {
	cpuBounds = image.Rect(0, 0, 4, 1)
	cpuPix = make([]byte, 16)
	var do vector.DrawPathOptions
	do.ColorScale.Scale(1, 0.5, 0, 1) // an opaque orange, premultiplied
	cpuComposite(image.Rect(0, 0, 2, 1), []byte{255, 128}, &do)
	want := []byte{255, 128, 0, 255, 128, 64, 0, 128}
	for i, v := range want {
		if cpuPix[i] != v {
			t.Fatalf("after the fill: pixels %v, want %v first", cpuPix[:8], want)
		}
	}
	// Half-transparent white over the half-covered pixel.
	do.ColorScale.Reset()
	do.ColorScale.Scale(0.5, 0.5, 0.5, 0.5)
	cpuComposite(image.Rect(1, 0, 2, 1), []byte{255}, &do)
	if got := cpuPix[4:8]; got[0] != 192 || got[3] != 192 {
		t.Errorf("source-over: pixel %v, want red and alpha 192", got)
	}
	do.Blend = ebiten.BlendDestinationOut
	do.ColorScale.Reset()
	cpuComposite(image.Rect(0, 0, 1, 1), []byte{255}, &do)
	if got := cpuPix[0:4]; got[0] != 0 || got[3] != 0 {
		t.Errorf("erased: pixel %v, want transparent", got)
	}
}
