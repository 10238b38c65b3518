package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// kangarooOutline is a side view of a kangaroo facing right, in a unit box
// centred on the origin: pairs of (x, y); a segment starting with a
// negative sentinel is a quadratic curve (control point, end point).
type kpt struct {
	quad   bool
	cx, cy float32
	x, y   float32
}

var kangarooOutline = []kpt{
	{x: -0.02, y: 0.34},
	{x: 0.34, y: 0.36},
	{x: 0.33, y: 0.29},
	{quad: true, cx: 0.14, cy: 0.25, x: 0.11, y: 0.12},
	{quad: true, cx: 0.16, cy: 0.00, x: 0.09, y: -0.10},
	{x: 0.20, y: -0.06},
	{x: 0.21, y: -0.02},
	{x: 0.08, y: -0.13},
	{quad: true, cx: 0.10, cy: -0.22, x: 0.16, y: -0.27},
	{quad: true, cx: 0.29, cy: -0.27, x: 0.35, y: -0.23},
	{quad: true, cx: 0.31, cy: -0.34, x: 0.20, y: -0.36},
	{x: 0.17, y: -0.50},
	{x: 0.10, y: -0.36},
	{quad: true, cx: -0.06, cy: -0.28, x: -0.16, y: -0.06},
	{quad: true, cx: -0.24, cy: 0.10, x: -0.17, y: 0.22},
	{quad: true, cx: -0.32, cy: 0.30, x: -0.52, y: 0.40},
	{x: -0.49, y: 0.45},
	{quad: true, cx: -0.27, cy: 0.40, x: -0.06, y: 0.32},
}

// Kangaroo draws a kangaroo silhouette of the given height centred on
// (cx, cy), facing right unless flip. squash < 1 crouches it (take-off and
// landing of a hop).
func Kangaroo(dst *ebiten.Image, cx, cy, h float32, flip bool, squash float32, clr color.RGBA) {
	k := stampKey{kind: stampKangaroo, a: q(h), flip: flip}
	n := int(uq(k.a)*1.2) + 6
	st := getStamp(k, n, n, float32(n/2), float32(n/2), func(img *ebiten.Image, cx, cy float32) {
		h := uq(k.a)
		sx := h
		if flip {
			sx = -h
		}
		path.Reset()
		for i, p := range kangarooOutline {
			x, y := cx+p.x*sx, cy+p.y*h
			switch {
			case i == 0:
				path.MoveTo(x, y)
			case p.quad:
				path.QuadTo(cx+p.cx*sx, cy+p.cy*h, x, y)
			default:
				path.LineTo(x, y)
			}
		}
		path.Close()
		fill(img, White)
	})
	st.draw(dst, cx, cy+h*(1-squash)*0.4, 1, squash, clr)
}

// TokenStyle says how a player's piece is drawn.
type TokenStyle struct {
	Look Look
	// Pale draws a piece that has not started its race yet.
	Pale bool
	// Racing adds the ring of a piece in the race.
	Racing bool
	Flip   bool
	Squash float32
	// Lift raises the piece (in the air during a hop): a shadow stays below.
	Lift float32
	// Scale grows the piece as it rises toward the viewer (0 means 1).
	Scale float32
}

// Token draws a player's kangaroo piece: the player's shape in their
// colour, a kangaroo on it, a shadow under it.
func Token(dst *ebiten.Image, cx, cy, r float32, st TokenStyle) {
	sq := st.Squash
	if sq == 0 {
		sq = 1
	}
	shadowScale := 1 - st.Lift/(r*8)
	if shadowScale < 0.4 {
		shadowScale = 0.4
	}
	ellipseStamp(r*0.95, r*0.32).draw(dst, cx, cy+r*0.78, shadowScale, shadowScale, color.RGBA{0, 0, 0, 60})
	cy -= st.Lift
	if st.Scale > 0 && st.Scale != 1 {
		// Half-pixel steps keep the number of cached sizes small.
		r = float32(math.Round(float64(r*st.Scale)*2)) / 2
	}
	fillC, inkC := st.Look.Fill, st.Look.Dark
	if st.Pale {
		fillC = st.Look.Light
	}
	FillShape(dst, st.Look.Shape, cx, cy, r, fillC)
	StrokeShape(dst, st.Look.Shape, cx, cy, r, 2, inkC)
	if st.Racing {
		StrokeShape(dst, st.Look.Shape, cx, cy, r-4, 2, White)
	}
	roo := White
	if st.Pale {
		roo = st.Look.Dark
	}
	Kangaroo(dst, cx, cy+r*0.04, r*1.45, st.Flip, sq, roo)
}

// RefereeToken is the black referee kangaroo.
func RefereeToken(dst *ebiten.Image, cx, cy, r float32) {
	Ellipse(dst, cx, cy+r*0.78, r*0.9, r*0.3, color.RGBA{0, 0, 0, 60})
	Disc(dst, cx, cy, r, Referee)
	Ring(dst, cx, cy, r-3, 2, rgb(0xd4af37))
	Kangaroo(dst, cx, cy+r*0.05, r*1.15, false, 1, rgb(0xd4af37))
}

// SleeperToken is a sleeping kangaroo of the unused colour.
func SleeperToken(dst *ebiten.Image, cx, cy, r float32) {
	Ellipse(dst, cx, cy+r*0.78, r*0.9, r*0.3, color.RGBA{0, 0, 0, 50})
	Disc(dst, cx, cy, r, SleeperFill)
	Ring(dst, cx, cy, r, 2, rgb(0x4a4a4a))
	Kangaroo(dst, cx, cy+r*0.05, r*1.15, false, 0.85, rgb(0xdedede))
	Decoration(dst, "z", int(r*0.7), float64(cx+r*0.55), float64(cy-r*0.6), rgb(0x303030))
}
