package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

var (
	path     vector.Path
	pathDraw vector.DrawPathOptions
	stroke   = vector.StrokeOptions{LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
)

func fill(dst *ebiten.Image, clr color.Color) {
	pathDraw.AntiAlias = true
	pathDraw.ColorScale.Reset()
	pathDraw.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &path, nil, &pathDraw)
}

func strokePath(dst *ebiten.Image, width float32, clr color.Color) {
	pathDraw.AntiAlias = true
	pathDraw.ColorScale.Reset()
	pathDraw.ColorScale.ScaleWithColor(clr)
	stroke.Width = width
	vector.StrokePath(dst, &path, &stroke, &pathDraw)
}

// shapePath puts the outline of shape s, centred on (cx, cy) with radius r,
// into the shared path.
func shapePath(s Shape, cx, cy, r float32) {
	path.Reset()
	switch s {
	case Circle:
		path.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	case Square:
		k := r * 0.86
		roundRect(cx-k, cy-k, 2*k, 2*k, r*0.22)
	case Triangle:
		polygon(cx, cy+r*0.12, r*1.12, 3, -math.Pi/2)
	case Diamond:
		polygon(cx, cy, r*1.08, 4, -math.Pi/2)
	case Hexagon:
		polygon(cx, cy, r, 6, 0)
	case Star:
		star(cx, cy, r*1.1, r*0.55, 5)
	}
	path.Close()
}

func polygon(cx, cy, r float32, n int, rot float64) {
	for i := 0; i < n; i++ {
		a := rot + 2*math.Pi*float64(i)/float64(n)
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
}

func star(cx, cy, r1, r2 float32, n int) {
	for i := 0; i < 2*n; i++ {
		r := r1
		if i%2 == 1 {
			r = r2
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
}

func roundRect(x, y, w, h, rad float32) {
	path.MoveTo(x+rad, y)
	path.LineTo(x+w-rad, y)
	path.ArcTo(x+w, y, x+w, y+rad, rad)
	path.LineTo(x+w, y+h-rad)
	path.ArcTo(x+w, y+h, x+w-rad, y+h, rad)
	path.LineTo(x+rad, y+h)
	path.ArcTo(x, y+h, x, y+h-rad, rad)
	path.LineTo(x, y+rad)
	path.ArcTo(x, y, x+rad, y, rad)
}

// FillShape fills a player shape.
func FillShape(dst *ebiten.Image, s Shape, cx, cy, r float32, clr color.Color) {
	shapePath(s, cx, cy, r)
	fill(dst, clr)
}

// StrokeShape outlines a player shape.
func StrokeShape(dst *ebiten.Image, s Shape, cx, cy, r, width float32, clr color.Color) {
	shapePath(s, cx, cy, r)
	strokePath(dst, width, clr)
}

// RoundRect fills a rounded rectangle.
func RoundRect(dst *ebiten.Image, x, y, w, h, rad float32, clr color.Color) {
	path.Reset()
	roundRect(x, y, w, h, rad)
	path.Close()
	fill(dst, clr)
}

// RoundRectLine outlines a rounded rectangle.
func RoundRectLine(dst *ebiten.Image, x, y, w, h, rad, width float32, clr color.Color) {
	path.Reset()
	roundRect(x, y, w, h, rad)
	path.Close()
	strokePath(dst, width, clr)
}

// Circle fills a circle.
func Disc(dst *ebiten.Image, cx, cy, r float32, clr color.Color) {
	vector.FillCircle(dst, cx, cy, r, clr, true)
}

// Ring outlines a circle.
func Ring(dst *ebiten.Image, cx, cy, r, width float32, clr color.Color) {
	vector.StrokeCircle(dst, cx, cy, r, width, clr, true)
}

// Line draws a straight line.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float32, clr color.Color) {
	vector.StrokeLine(dst, x0, y0, x1, y1, width, clr, true)
}

// Rect fills an axis-aligned rectangle.
func Rect(dst *ebiten.Image, x, y, w, h float32, clr color.Color) {
	vector.FillRect(dst, x, y, w, h, clr, false)
}

// Ellipse fills an axis-aligned ellipse.
func Ellipse(dst *ebiten.Image, cx, cy, rx, ry float32, clr color.Color) {
	path.Reset()
	const k = 0.5523
	path.MoveTo(cx+rx, cy)
	path.CubicTo(cx+rx, cy+ry*k, cx+rx*k, cy+ry, cx, cy+ry)
	path.CubicTo(cx-rx*k, cy+ry, cx-rx, cy+ry*k, cx-rx, cy)
	path.CubicTo(cx-rx, cy-ry*k, cx-rx*k, cy-ry, cx, cy-ry)
	path.CubicTo(cx+rx*k, cy-ry, cx+rx, cy-ry*k, cx+rx, cy)
	path.Close()
	fill(dst, clr)
}
