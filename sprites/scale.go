package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Everything is laid out in logical units (the 1280×800 screen). On a
// high-density display the screen has more pixels than units: k pixels a
// unit. Every drawing function here takes logical coordinates and turns
// them into pixels, and every cached image (NewImage) holds k pixels a
// unit, so text and shapes are drawn at the display's own resolution —
// crisp — instead of being enlarged afterwards.
var k = 1.0

// SetScale sets the pixels per logical unit. Call it before anything is
// drawn (cached images are made at the scale in force).
func SetScale(s float64) {
	if s < 1 {
		s = 1
	}
	if s == k {
		return
	}
	k = s
	// Images cached at the old scale would be drawn the wrong size.
	clear(stamps)
	clear(crFaces)
	clear(crIcons)
}

// Scale is the pixels per logical unit.
func Scale() float64 { return k }

// ClipRect is the pixels of the logical rectangle from (x0, y0) to
// (x1, y1): what a drawing cut to it (Clip) may cover.
func ClipRect(x0, y0, x1, y1 float32) image.Rectangle {
	kf := float32(k)
	return image.Rect(int(x0*kf), int(y0*kf), int(x1*kf+0.5), int(y1*kf+0.5))
}

// Clip is dst cut to the logical rectangle from (x0, y0) to (x1, y1):
// what is drawn on it shows only there. (dst is in pixels: cut to the
// logical rectangle itself, a screen of three pixels a unit kept only its
// top-left ninth.)
func Clip(dst *ebiten.Image, x0, y0, x1, y1 float32) *ebiten.Image {
	img := dst.SubImage(ClipRect(x0, y0, x1, y1).Intersect(dst.Bounds())).(*ebiten.Image)
	// Controls drawn on it are tapped where they show (NoteTapOn).
	clips = append(clips, clipNote{img, float64(x0), float64(y0), float64(x1), float64(y1)})
	return img
}

// NewImage makes an image of w×h logical units (k pixels a unit).
func NewImage(w, h int) *ebiten.Image {
	return ebiten.NewImage(int(math.Ceil(float64(w)*k)), int(math.Ceil(float64(h)*k)))
}

// NewCanvas makes a w×h image that other images are drawn into, a cached
// board or background: an image of its own, outside Ebitengine's atlas.
// Why: on the atlas, a large image shares its page with the small images
// made after it, and drawing one of them into it makes Ebitengine move it
// to a new page first — the title's background was copied through
// eighteen 2048×1024 pages in its first frame.
func NewCanvas(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, int(math.Ceil(float64(w)*k)), int(math.Ceil(float64(h)*k))),
		&ebiten.NewImageOptions{Unmanaged: true})
}

// DrawImage draws an image made by NewImage onto dst, with op's GeoM in
// logical units.
func DrawImage(dst, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if k == 1 {
		dst.DrawImage(img, op)
		return
	}
	g := op.GeoM
	op.GeoM.Reset()
	op.GeoM.Scale(1/k, 1/k)
	op.GeoM.Concat(g)
	op.GeoM.Scale(k, k)
	dst.DrawImage(img, op)
	op.GeoM = g
}

var scaled vector.Path

// pixels is p in pixels: p itself when k is 1, else a scaled copy.
func pixels(p *vector.Path) *vector.Path {
	if k == 1 {
		return p
	}
	scaled.Reset()
	var o vector.AddPathOptions
	o.GeoM.Scale(k, k)
	scaled.AddPath(p, &o)
	return &scaled
}

// FillPath fills a path given in logical units (raster.go says how; the
// fill rule is always non-zero, and the fill anti-aliased).
func FillPath(dst *ebiten.Image, p *vector.Path, do *vector.DrawPathOptions) {
	fillPixels(dst, pixels(p), do)
}

// StrokePath strokes a path given in logical units (the width too).
func StrokePath(dst *ebiten.Image, p *vector.Path, so *vector.StrokeOptions, do *vector.DrawPathOptions) {
	o := *so
	o.Width *= float32(k)
	strokePixels(dst, pixels(p), &o, do)
}
