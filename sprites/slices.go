package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Large rounded rectangles (panels, boards) are drawn in nine slices of a
// small stamp — its corners as they are, its straight edges and middle
// stretched from a one-pixel row and column — instead of from a stamp of
// their own size. A stamp per panel size filled the texture atlas and the
// anti-aliasing buffer with images of the whole screen's size (8192×4096 at
// the first frame of a game), which software WebGL pays dearly for.

// sliceAbove is the size, either side, above which a rounded rectangle is
// sliced.
const sliceAbove = 64

// sliced reports whether a w×h rectangle is drawn in slices.
func sliced(w, h float32) bool { return w > sliceAbove && h > sliceAbove }

// drawSliced draws s — the stamp of a small w0×h0 rounded rectangle whose
// top-left corner is at its anchor — stretched to a w×h rectangle at (x, y).
func (s *stamp) drawSliced(dst *ebiten.Image, x, y, w, h, w0, h0 float32, clr color.RGBA) {
	b := s.img.Bounds()
	// The middle pixel row and column of the small rectangle: straight
	// edges there, as w0 and h0 exceed twice the radius.
	mx := int(math.Round(float64(s.ox+w0/2) * k))
	my := int(math.Round(float64(s.oy+h0/2) * k))
	sx := [4]int{b.Min.X, mx, mx + 1, b.Max.X}
	sy := [4]int{b.Min.Y, my, my + 1, b.Max.Y}
	if s.slices[0] == nil {
		for r := 0; r < 3; r++ {
			for c := 0; c < 3; c++ {
				s.slices[r*3+c] = s.img.SubImage(image.Rect(sx[c], sy[r], sx[c+1], sy[r+1])).(*ebiten.Image)
			}
		}
	}
	// Where each slice starts and ends on the target (logical units), on
	// whole pixels: the slices then meet exactly. Filtered at a fractional
	// position, neighbouring slices could leave a row of pixels that
	// neither covered (at three pixels a unit, a dark line across a
	// dialog), and the corners blurred; this moves the rectangle by under
	// half a pixel instead.
	kf := float32(k)
	px := func(v float32) float32 { return float32(math.Round(float64(v)*k)) / kf }
	ax, bx := px(x-s.ox), px(x+w-(s.ox+w0))
	ay, by := px(y-s.oy), px(y+h-(s.oy+h0))
	tx := [4]float32{ax, ax + float32(mx)/kf, bx + float32(mx+1)/kf, bx + float32(b.Max.X)/kf}
	ty := [4]float32{ay, ay + float32(my)/kf, by + float32(my+1)/kf, by + float32(b.Max.Y)/kf}
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			srcW, srcH := float32(sx[c+1]-sx[c])/kf, float32(sy[r+1]-sy[r])/kf
			dw, dh := tx[c+1]-tx[c], ty[r+1]-ty[r]
			if dw <= 0 || dh <= 0 || srcW <= 0 || srcH <= 0 {
				continue
			}
			stampOp.GeoM.Reset()
			stampOp.GeoM.Scale(float64(dw/srcW), float64(dh/srcH))
			stampOp.GeoM.Translate(float64(tx[c]), float64(ty[r]))
			stampOp.ColorScale.Reset()
			tint(&stampOp.ColorScale, clr)
			stampOp.Filter = ebiten.FilterNearest
			DrawImage(dst, s.slices[r*3+c], &stampOp)
		}
	}
}
