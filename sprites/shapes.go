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

func fill(dst *ebiten.Image, clr color.RGBA) {
	pathDraw.ColorScale.Reset()
	tint(&pathDraw.ColorScale, clr)
	FillPath(dst, &path, &pathDraw)
}

func strokePath(dst *ebiten.Image, width float32, clr color.RGBA) {
	pathDraw.ColorScale.Reset()
	tint(&pathDraw.ColorScale, clr)
	stroke.Width = width
	StrokePath(dst, &path, &stroke, &pathDraw)
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
func FillShape(dst *ebiten.Image, s Shape, cx, cy, r float32, clr color.RGBA) {
	k := stampKey{kind: stampShape, shape: s, a: q(r)}
	n := int(uq(k.a)*2.4) + 6
	st := getStamp(k, n, n, float32(n/2), float32(n/2), func(img *ebiten.Image, ox, oy float32) {
		shapePath(s, ox, oy, uq(k.a))
		fill(img, White)
	})
	st.draw(dst, cx, cy, 1, 1, clr)
}

// StrokeShape outlines a player shape.
func StrokeShape(dst *ebiten.Image, s Shape, cx, cy, r, width float32, clr color.RGBA) {
	k := stampKey{kind: stampShapeLine, shape: s, a: q(r), b: q(width)}
	n := int(uq(k.a)*2.4+uq(k.b)) + 6
	st := getStamp(k, n, n, float32(n/2), float32(n/2), func(img *ebiten.Image, ox, oy float32) {
		shapePath(s, ox, oy, uq(k.a))
		strokePath(img, uq(k.b), White)
	})
	st.draw(dst, cx, cy, 1, 1, clr)
}

// RoundRect fills a rounded rectangle.
func RoundRect(dst *ebiten.Image, x, y, w, h, rad float32, clr color.RGBA) {
	if sliced(w, h) {
		s := sliceSide(rad)
		roundRectStamp(s, s, rad).drawSliced(dst, x, y, w, h, s, s, clr)
		return
	}
	roundRectStamp(w, h, rad).draw(dst, x, y, 1, 1, clr)
}

// roundRectStamp is the stamp of a filled w×h rounded rectangle.
func roundRectStamp(w, h, rad float32) *stamp {
	k := stampKey{kind: stampRoundRect, a: q(w), b: q(h), c: q(rad)}
	return getStamp(k, int(w)+4, int(h)+4, 2, 2, func(img *ebiten.Image, ox, oy float32) {
		path.Reset()
		roundRect(ox, oy, uq(k.a), uq(k.b), uq(k.c))
		path.Close()
		fill(img, White)
	})
}

// sliceSide is the side of the small rounded rectangle a sliced one is drawn
// from: its corners and a straight middle.
func sliceSide(rad float32) float32 { return 2*float32(math.Ceil(float64(rad))) + 4 }

// RoundRectLine outlines a rounded rectangle.
func RoundRectLine(dst *ebiten.Image, x, y, w, h, rad, width float32, clr color.RGBA) {
	if sliced(w, h) {
		s := sliceSide(rad)
		roundRectLineStamp(s, s, rad, width).drawSliced(dst, x, y, w, h, s, s, clr)
		return
	}
	roundRectLineStamp(w, h, rad, width).draw(dst, x, y, 1, 1, clr)
}

// roundRectLineStamp is the stamp of a w×h rounded rectangle's outline.
func roundRectLineStamp(w, h, rad, width float32) *stamp {
	k := stampKey{kind: stampRoundRectLine, a: q(w), b: q(h), c: q(rad), shape: Shape(q(width))}
	pad := int(width) + 3
	return getStamp(k, int(w)+2*pad, int(h)+2*pad, float32(pad), float32(pad), func(img *ebiten.Image, ox, oy float32) {
		path.Reset()
		roundRect(ox, oy, uq(k.a), uq(k.b), uq(k.c))
		path.Close()
		strokePath(img, width, White)
	})
}

// Disc fills a circle.
func Disc(dst *ebiten.Image, cx, cy, r float32, clr color.RGBA) {
	FillShape(dst, Circle, cx, cy, r, clr)
}

// Ring outlines a circle.
func Ring(dst *ebiten.Image, cx, cy, r, width float32, clr color.RGBA) {
	StrokeShape(dst, Circle, cx, cy, r, width, clr)
}

// Line draws a straight line. A level or upright line is a rectangle: crisp,
// and cheaper than a path.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float32, clr color.RGBA) {
	switch {
	case y0 == y1:
		Rect(dst, min(x0, x1), y0-width/2, abs32(x1-x0), width, clr)
		return
	case x0 == x1:
		Rect(dst, x0-width/2, min(y0, y1), width, abs32(y1-y0), clr)
		return
	}
	linePath.Reset()
	linePath.MoveTo(x0, y0)
	linePath.LineTo(x1, y1)
	lineStroke.Width = width
	lineDraw.ColorScale.Reset()
	tint(&lineDraw.ColorScale, clr)
	StrokePath(dst, &linePath, &lineStroke, &lineDraw)
}

// Line's own path and options (a caller may be midway through the shared
// path): square-cut ends.
var (
	linePath   vector.Path
	lineStroke = vector.StrokeOptions{LineJoin: vector.LineJoinMiter, LineCap: vector.LineCapButt}
	lineDraw   vector.DrawPathOptions
)

// Ellipse fills an axis-aligned ellipse.
func Ellipse(dst *ebiten.Image, cx, cy, rx, ry float32, clr color.RGBA) {
	ellipseStamp(rx, ry).draw(dst, cx, cy, 1, 1, clr)
}

func ellipseStamp(rx, ry float32) *stamp {
	k := stampKey{kind: stampEllipse, a: q(rx), b: q(ry)}
	w, h := int(2*rx)+6, int(2*ry)+6
	return getStamp(k, w, h, float32(w/2), float32(h/2), func(img *ebiten.Image, cx, cy float32) {
		rx, ry := uq(k.a), uq(k.b)
		path.Reset()
		const c = 0.5523
		path.MoveTo(cx+rx, cy)
		path.CubicTo(cx+rx, cy+ry*c, cx+rx*c, cy+ry, cx, cy+ry)
		path.CubicTo(cx-rx*c, cy+ry, cx-rx, cy+ry*c, cx-rx, cy)
		path.CubicTo(cx-rx, cy-ry*c, cx-rx*c, cy-ry, cx, cy-ry)
		path.CubicTo(cx+rx*c, cy-ry, cx+rx, cy-ry*c, cx+rx, cy)
		path.Close()
		fill(img, White)
	})
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}
