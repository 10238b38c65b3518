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

// drawSliced draws st — the stamp of a small w0×h0 rounded rectangle whose
// top-left corner is at its anchor, pad from the image's edge — stretched to
// a w×h rectangle at (x, y).
func drawSliced(dst *ebiten.Image, st *stamp, x, y, w, h, w0, h0 float32, clr color.RGBA) {
	b := st.img.Bounds()
	// The middle pixel row and column of the small rectangle: straight
	// edges there, as w0 and h0 exceed twice the radius.
	mx := int(math.Round(float64(st.ox+w0/2) * k))
	my := int(math.Round(float64(st.oy+h0/2) * k))
	// Where each slice starts and ends, in the stamp's pixels and on the
	// target (logical units).
	sx := [4]int{b.Min.X, mx, mx + 1, b.Max.X}
	sy := [4]int{b.Min.Y, my, my + 1, b.Max.Y}
	tx := [4]float32{x - st.ox, x - st.ox + float32(mx)/float32(k), x + w - (st.ox + w0) + float32(mx+1)/float32(k), x + w - (st.ox + w0) + float32(b.Max.X)/float32(k)}
	ty := [4]float32{y - st.oy, y - st.oy + float32(my)/float32(k), y + h - (st.oy + h0) + float32(my+1)/float32(k), y + h - (st.oy + h0) + float32(b.Max.Y)/float32(k)}
	// Off the pixel grid (a fractional position or size), slices are
	// filtered, as a whole stamp would be.
	frac := func(v float32) bool { p := float64(v) * k; return p != math.Round(p) }
	linear := frac(tx[0]) || frac(ty[0]) || frac(tx[2]) || frac(ty[2])
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			src := st.img.SubImage(image.Rect(sx[c], sy[r], sx[c+1], sy[r+1])).(*ebiten.Image)
			srcW, srcH := float32(sx[c+1]-sx[c])/float32(k), float32(sy[r+1]-sy[r])/float32(k)
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
			if linear {
				stampOp.Filter = ebiten.FilterLinear
			}
			DrawImage(dst, src, &stampOp)
		}
	}
}
