package sprites

import (
	"bytes"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Vector paths are costly to fill every frame (each is rasterised on the
// CPU and uploaded, raster.go), so every shape is rendered once, in white,
// into a small image — a stamp — and then drawn with DrawImage, tinted
// with a colour scale. Stamps are kept by kind and size (quantised to a
// quarter pixel), so a frame draws only images and text, and allocates
// nothing once the stamps exist.

type stampKind uint8

const (
	stampShape stampKind = iota
	stampShapeLine
	stampRoundRect
	stampRoundRectLine
	stampEllipse
	stampKangaroo
)

type stampKey struct {
	kind    stampKind
	shape   Shape
	a, b, c int32
	flip    bool
}

type stamp struct {
	img    *ebiten.Image
	ox, oy float32 // the anchor inside the image
	// slices are the nine parts a small rounded rectangle is stretched
	// from (slices.go), made on first use.
	slices [9]*ebiten.Image
}

var (
	stamps  = map[stampKey]*stamp{}
	stampOp ebiten.DrawImageOptions
)

func q(v float32) int32 { return int32(math.Round(float64(v) * 4)) }

func uq(v int32) float32 { return float32(v) / 4 }

// getStamp returns the stamp for k, rendering it with render (which fills
// or strokes the shared path around the anchor (ox, oy) in an image of w×h,
// and draws nothing else) on first use.
//
// The stamp's pixels are made on the CPU and written in one go (raster.go:
// fills into img go to a pixel buffer while render runs), so the image is
// never drawn into: Ebitengine keeps it on its atlas with the other
// stamps, where drawing them batches, instead of giving a drawn-into
// image a texture of its own.
func getStamp(k stampKey, w, h int, ox, oy float32, render func(img *ebiten.Image, ox, oy float32)) *stamp {
	if s, ok := stamps[k]; ok {
		return s
	}
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	s := &stamp{img: NewImage(w, h), ox: ox, oy: oy}
	beginCPUImage(s.img)
	render(s.img, ox, oy)
	endCPUImage()
	stamps[k] = s
	return s
}

// draw puts the stamp's anchor at (x, y), scaled by (sx, sy) about the
// anchor, tinted with clr.
func (s *stamp) draw(dst *ebiten.Image, x, y, sx, sy float32, clr color.RGBA) {
	stampOp.GeoM.Reset()
	stampOp.GeoM.Translate(float64(-s.ox), float64(-s.oy))
	stampOp.GeoM.Scale(float64(sx), float64(sy))
	stampOp.GeoM.Translate(float64(x), float64(y))
	stampOp.ColorScale.Reset()
	tint(&stampOp.ColorScale, clr)
	stampOp.Filter = ebiten.FilterNearest
	if sx != 1 || sy != 1 || x != float32(math.Round(float64(x))) || y != float32(math.Round(float64(y))) {
		stampOp.Filter = ebiten.FilterLinear
	}
	DrawImage(dst, s.img, &stampOp)
}

// tint scales cs by a premultiplied colour (ScaleWithColor would box it in
// an interface, which allocates).
func tint(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}

var pixel *ebiten.Image

// Rect fills an axis-aligned rectangle (a white pixel, scaled and tinted).
func Rect(dst *ebiten.Image, x, y, w, h float32, clr color.RGBA) {
	if pixel == nil {
		// Written, not filled, and 2×2: an image that is drawn into
		// leaves Ebitengine's atlas for a texture of its own — Fill draws,
		// and so does writing a single pixel (Ebitengine gathers those and
		// draws them) — and then every rectangle between two stamps or
		// glyphs is a draw call of its own instead of one batch with them.
		pixel = ebiten.NewImage(2, 2)
		pixel.WritePixels(bytes.Repeat([]byte{0xff}, 16))
	}
	stampOp.GeoM.Reset()
	stampOp.GeoM.Scale(float64(w)*k/2, float64(h)*k/2)
	stampOp.GeoM.Translate(float64(x)*k, float64(y)*k)
	stampOp.ColorScale.Reset()
	tint(&stampOp.ColorScale, clr)
	stampOp.Filter = ebiten.FilterNearest
	dst.DrawImage(pixel, &stampOp)
}
