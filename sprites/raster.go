package sprites

import (
	"image"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	gvector "golang.org/x/image/vector"
)

// Paths are rasterised on the CPU, as Ebitengine's text package does with
// glyphs, and uploaded as one small image each, instead of being filled by
// the vector package on the GPU. Why: every path is drawn once, into a
// cached image (a stamp or a static board), so speed each frame does not
// depend on it, but the first frame does: the vector package compiles its
// own shaders on first use, renders each path in four to five passes
// through stencil images it keeps and clears, and in a browser without a
// GPU (software WebGL) that was about half a second of an empty game's
// first frame and a large part of ours. Coverage is the exact area the
// path covers in each pixel, with the non-zero rule (overlapping parts of
// a stroke's outline fill once), so the look is that of the vector
// package's anti-aliased fill.

var (
	rasterizer gvector.Rasterizer
	coverage   image.Alpha
	// rasterImage receives each path's coverage (white, its alpha the
	// coverage) before it is drawn, tinted, onto its destination. It is an
	// image of its own, not on Ebitengine's atlas, so that drawing from it
	// never makes Ebitengine move images between atlas pages.
	rasterImage *ebiten.Image
	rasterPix   []byte
	rasterOp    ebiten.DrawImageOptions
	flatVerts   []ebiten.Vertex
	flatIdx     []uint16
	strokeOut   vector.Path
)

// fillPixels fills p (in dst's pixels) with do's colour and blend, anti-aliased.
func fillPixels(dst *ebiten.Image, p *vector.Path, do *vector.DrawPathOptions) {
	area, cov := rasterise(p, dst.Bounds())
	if area.Empty() {
		return
	}
	if dst == cpuImage {
		cpuComposite(area, cov, do)
		return
	}
	src := rasterRegion(area.Dx(), area.Dy())
	src.WritePixels(whiteWith(&rasterPix, cov))

	rasterOp.GeoM.Reset()
	rasterOp.GeoM.Translate(float64(area.Min.X), float64(area.Min.Y))
	rasterOp.ColorScale = do.ColorScale
	rasterOp.Blend = do.Blend
	rasterOp.Filter = ebiten.FilterNearest
	dst.DrawImage(src, &rasterOp)
}

// rasterise returns the pixels p covers within clip and each one's
// coverage (0–255, row by row), non-zero rule. The slice is reused by the
// next call.
func rasterise(p *vector.Path, clip image.Rectangle) (image.Rectangle, []byte) {
	// The flattened outline: each sub-path a polygon, given as a fan of
	// triangles (base, i-1, i) over its points. The method is deprecated
	// in favour of FillPath — the GPU fill this file replaces — and is the
	// package's one way to read a path's points.
	flatVerts, flatIdx = p.AppendVerticesAndIndicesForFilling(flatVerts[:0], flatIdx[:0])
	if len(flatIdx) < 3 || len(flatVerts) > math.MaxUint16 {
		return image.Rectangle{}, nil
	}
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, v := range flatVerts {
		minX, maxX = min(minX, v.DstX), max(maxX, v.DstX)
		minY, maxY = min(minY, v.DstY), max(maxY, v.DstY)
	}
	area := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))),
		int(math.Ceil(float64(maxX))), int(math.Ceil(float64(maxY)))).Intersect(clip)
	if area.Empty() {
		return image.Rectangle{}, nil
	}
	w, h := area.Dx(), area.Dy()
	ox, oy := float32(area.Min.X), float32(area.Min.Y)
	rasterizer.Reset(w, h)
	rasterizer.DrawOp = draw.Src
	at := func(i uint16) (float32, float32) { return flatVerts[i].DstX - ox, flatVerts[i].DstY - oy }
	for i := 0; i+2 < len(flatIdx); {
		base := flatIdx[i]
		rasterizer.MoveTo(at(base))
		rasterizer.LineTo(at(flatIdx[i+1]))
		for ; i+2 < len(flatIdx) && flatIdx[i] == base; i += 3 {
			rasterizer.LineTo(at(flatIdx[i+2]))
		}
		rasterizer.ClosePath()
	}
	coverage.Rect = image.Rect(0, 0, w, h)
	coverage.Stride = w
	coverage.Pix = grow(coverage.Pix, w*h)
	rasterizer.Draw(&coverage, coverage.Rect, image.Opaque, image.Point{})
	return area, coverage.Pix
}

// rasterRegion is the top-left w×h of rasterImage, which grows as needed.
func rasterRegion(w, h int) *ebiten.Image {
	if rasterImage == nil || rasterImage.Bounds().Dx() < w || rasterImage.Bounds().Dy() < h {
		size := 256
		for size < w || size < h {
			size *= 2
		}
		if rasterImage != nil {
			size = max(size, rasterImage.Bounds().Dx())
			rasterImage.Deallocate()
		}
		rasterImage = ebiten.NewImageWithOptions(image.Rect(0, 0, size, size), &ebiten.NewImageOptions{Unmanaged: true})
	}
	return rasterImage.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
}

// strokePixels strokes p (in dst's pixels, the width too).
func strokePixels(dst *ebiten.Image, p *vector.Path, so *vector.StrokeOptions, do *vector.DrawPathOptions) {
	strokeOut.Reset()
	var o vector.AddStrokeOptions
	o.StrokeOptions = *so
	strokeOut.AddStroke(p, &o)
	fillPixels(dst, &strokeOut, do)
}

// grow returns b with length n, reusing its storage when it is large enough.
func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	return b[:n]
}

// While an image is being made on the CPU (getStamp), fills into it are
// composited into cpuPix, premultiplied RGBA, which endCPUImage writes.
var (
	cpuImage  *ebiten.Image
	cpuPix    []byte
	cpuBounds image.Rectangle
)

func beginCPUImage(img *ebiten.Image) {
	cpuImage = img
	cpuBounds = img.Bounds()
	cpuPix = grow(cpuPix, 4*cpuBounds.Dx()*cpuBounds.Dy())
	clear(cpuPix)
}

func endCPUImage() {
	cpuImage.WritePixels(cpuPix)
	cpuImage = nil
}

// cpuLayer gathers a run of paths for one image on the CPU (begin) and
// puts them on it in one write and one draw (end): drawn on the image one
// by one, each path is a write and a draw of its own. Only paths may be
// filled between begin and end (a stamp drawn there would be lost).
type cpuLayer struct {
	img *ebiten.Image
	// op places the layer on its target (a translation in logical units).
	op ebiten.DrawImageOptions
}

// begin starts the layer, w×h logical units, clear, and returns the image
// to fill the paths into.
func (l *cpuLayer) begin(w, h int) *ebiten.Image {
	size := image.Rect(0, 0, int(math.Ceil(float64(w)*k)), int(math.Ceil(float64(h)*k)))
	if l.img == nil || l.img.Bounds() != size {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = NewImage(w, h)
	}
	beginCPUImage(l.img)
	return l.img
}

// end puts the layer on dst at (x, y).
func (l *cpuLayer) end(dst *ebiten.Image, x, y float32) {
	endCPUImage()
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(float64(x), float64(y))
	DrawImage(dst, l.img, &l.op)
}

// cpuComposite lays do's colour, at each pixel's coverage, over cpuPix:
// source-over, or with ebiten.BlendDestinationOut erasing instead.
func cpuComposite(area image.Rectangle, cov []byte, do *vector.DrawPathOptions) {
	r, g, b, a := do.ColorScale.R(), do.ColorScale.G(), do.ColorScale.B(), do.ColorScale.A()
	erase := do.Blend == ebiten.BlendDestinationOut
	w := area.Dx()
	for y := area.Min.Y; y < area.Max.Y; y++ {
		row := cov[(y-area.Min.Y)*w : (y-area.Min.Y+1)*w]
		o := 4 * ((y-cpuBounds.Min.Y)*cpuBounds.Dx() + area.Min.X - cpuBounds.Min.X)
		for _, c := range row {
			if c != 0 {
				f := float32(c) / 255
				keep := 1 - a*f
				if erase {
					for j := 0; j < 4; j++ {
						cpuPix[o+j] = byte(float32(cpuPix[o+j])*keep + 0.5)
					}
				} else {
					cpuPix[o] = byte(r*f*255 + float32(cpuPix[o])*keep + 0.5)
					cpuPix[o+1] = byte(g*f*255 + float32(cpuPix[o+1])*keep + 0.5)
					cpuPix[o+2] = byte(b*f*255 + float32(cpuPix[o+2])*keep + 0.5)
					cpuPix[o+3] = byte(a*f*255 + float32(cpuPix[o+3])*keep + 0.5)
				}
			}
			o += 4
		}
	}
}
