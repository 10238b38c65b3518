package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Outback Crossing art: animal and action tiles, their backs, the rim
// spots and the 5×5 board. Tile kinds are numbered as in the rules package
// (kangaroo, wombat, echidna, platypus, dingo, devil, joker, then the
// actions swap, move, remove, shift, claim); CrossingBack is a face-down
// tile. Every face is drawn once into an image per size and reused.
const (
	CrKangaroo = iota
	CrWombat
	CrEchidna
	CrPlatypus
	CrDingo
	CrDevil
	CrJoker
	CrSwap
	CrMove
	CrRemove
	CrShift
	CrClaim
	CrossingBack
	crKinds
)

var crNames = [crKinds]string{"Kangaroo", "Wombat", "Echidna", "Platypus", "Dingo", "Devil", "Joker",
	"Swap", "Move", "Remove", "Move marker", "Claim!", ""}

// CrossingName is a tile kind's name as printed on the tile.
func CrossingName(kind int) string {
	if kind < 0 || kind >= crKinds {
		return ""
	}
	return crNames[kind]
}

// crColors: tile ground, ink of the icon and name.
var crColors = [crKinds][2]color.RGBA{
	{rgb(0xeea35a), rgb(0x4a2408)}, // kangaroo: ochre orange
	{rgb(0xb8a58c), rgb(0x3b2c1e)}, // wombat: grey-brown earth
	{rgb(0xf0dc78), rgb(0x4b3a10)}, // echidna: straw yellow
	{rgb(0x86c1e0), rgb(0x173a52)}, // platypus: river blue
	{rgb(0xa8cf8e), rgb(0x28431a)}, // dingo: eucalyptus green
	{rgb(0xc9524a), rgb(0x1c1010)}, // devil: red
	{rgb(0xb899e0), rgb(0x35165e)}, // joker: purple
	{rgb(0x4f5a6b), rgb(0xffffff)}, // actions: slate with white symbols
	{rgb(0x4f5a6b), rgb(0xffffff)},
	{rgb(0x4f5a6b), rgb(0xffffff)},
	{rgb(0x4f5a6b), rgb(0xffffff)},
	{rgb(0x4f5a6b), rgb(0xffffff)},
	{rgb(0x8a3b12), rgb(0xf3c35a)}, // back: red earth with dot painting
}

// CrossingColor is the tile ground and the ink of a kind.
func CrossingColor(kind int) (ground, ink color.RGBA) {
	if kind < 0 || kind >= crKinds {
		kind = CrossingBack
	}
	return crColors[kind][0], crColors[kind][1]
}

var (
	crPath vector.Path
	crDraw vector.DrawPathOptions
	crLine = vector.StrokeOptions{LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
)

// crFill fills crPath and clears it; cut punches it out of what is there.
func crFill(img *ebiten.Image, clr color.RGBA, cut bool) {
	crDraw.ColorScale.Reset()
	crDraw.Blend = ebiten.BlendSourceOver
	if cut {
		crDraw.Blend = ebiten.BlendDestinationOut
	} else {
		tint(&crDraw.ColorScale, clr)
	}
	FillPath(img, &crPath, &crDraw)
	crPath.Reset()
}

func crStroke(img *ebiten.Image, w float32, clr color.RGBA) {
	crDraw.ColorScale.Reset()
	crDraw.Blend = ebiten.BlendSourceOver
	tint(&crDraw.ColorScale, clr)
	crLine.Width = w
	StrokePath(img, &crPath, &crLine, &crDraw)
	crPath.Reset()
}

// pen draws in a unit box of height h centred on (cx, cy).
type pen struct {
	img       *ebiten.Image
	cx, cy, h float32
	body, dt  color.RGBA
	cut       bool // details are punched out (silhouettes) instead of painted
}

func (p *pen) pt(x, y float32) (float32, float32) { return p.cx + x*p.h, p.cy + y*p.h }

func (p *pen) ellipse(x, y, rx, ry float32) {
	cx, cy := p.pt(x, y)
	rx, ry = rx*p.h, ry*p.h
	const c = 0.5523
	crPath.MoveTo(cx+rx, cy)
	crPath.CubicTo(cx+rx, cy+ry*c, cx+rx*c, cy+ry, cx, cy+ry)
	crPath.CubicTo(cx-rx*c, cy+ry, cx-rx, cy+ry*c, cx-rx, cy)
	crPath.CubicTo(cx-rx, cy-ry*c, cx-rx*c, cy-ry, cx, cy-ry)
	crPath.CubicTo(cx+rx*c, cy-ry, cx+rx, cy-ry*c, cx+rx, cy)
	crPath.Close()
}

func (p *pen) poly(pts ...float32) {
	for i := 0; i+1 < len(pts); i += 2 {
		x, y := p.pt(pts[i], pts[i+1])
		if i == 0 {
			crPath.MoveTo(x, y)
		} else {
			crPath.LineTo(x, y)
		}
	}
	crPath.Close()
}

// fillBody and fillDetail fill what was traced.
func (p *pen) fillBody()   { crFill(p.img, p.body, false) }
func (p *pen) fillDetail() { crFill(p.img, p.dt, p.cut) }

func (p *pen) line(x0, y0, x1, y1, w float32, clr color.RGBA) {
	a, b := p.pt(x0, y0)
	c, d := p.pt(x1, y1)
	crPath.MoveTo(a, b)
	crPath.LineTo(c, d)
	crStroke(p.img, w*p.h, clr)
}

// drawAnimal draws an animal or action symbol. Animals face right.
func drawAnimal(p *pen, kind int) {
	switch kind {
	case CrKangaroo:
		Kangaroo(p.img, p.cx, p.cy, p.h*0.95, false, 1, p.body)
	case CrWombat:
		p.ellipse(-0.05, 0.08, 0.36, 0.22)
		p.fillBody()
		p.ellipse(0.28, 0.0, 0.17, 0.15)
		p.fillBody()
		p.ellipse(0.2, -0.14, 0.055, 0.06)
		p.fillBody()
		p.ellipse(0.33, -0.15, 0.055, 0.06)
		p.fillBody()
		p.poly(-0.3, 0.2, -0.18, 0.2, -0.18, 0.36, -0.3, 0.36)
		p.fillBody()
		p.poly(0.08, 0.2, 0.2, 0.2, 0.2, 0.36, 0.08, 0.36)
		p.fillBody()
		p.ellipse(0.44, 0.02, 0.045, 0.04)
		p.fillBody()
		p.ellipse(0.32, -0.03, 0.03, 0.03)
		p.fillDetail()
	case CrEchidna:
		// Spines round the back, then the body over their roots.
		for i := 0; i <= 8; i++ {
			a := math.Pi + math.Pi*float64(i)/8
			ca, sa := float32(math.Cos(a)), float32(math.Sin(a))
			bx, by := -0.04+0.3*ca, 0.12+0.2*sa
			tx, ty := -0.04+0.46*ca, 0.12+0.36*sa
			nx, ny := -sa*0.07, ca*0.07
			p.poly(bx+nx, by+ny, tx, ty, bx-nx, by-ny)
			p.fillBody()
		}
		p.ellipse(-0.04, 0.13, 0.34, 0.2)
		p.fillBody()
		p.poly(0.24, 0.06, 0.52, 0.17, 0.5, 0.2, 0.24, 0.2)
		p.fillBody()
		p.poly(-0.24, 0.26, -0.14, 0.26, -0.16, 0.38, -0.26, 0.38)
		p.fillBody()
		p.poly(0.1, 0.26, 0.2, 0.26, 0.2, 0.38, 0.1, 0.38)
		p.fillBody()
		p.ellipse(0.24, 0.1, 0.028, 0.028)
		p.fillDetail()
	case CrPlatypus:
		p.ellipse(-0.34, 0.1, 0.17, 0.08) // flat tail
		p.fillBody()
		p.ellipse(-0.02, 0.06, 0.3, 0.15)
		p.fillBody()
		p.poly(0.22, -0.02, 0.5, -0.02, 0.54, 0.04, 0.5, 0.1, 0.22, 0.1)
		p.fillBody()
		p.poly(-0.16, 0.16, -0.02, 0.16, 0.02, 0.3, -0.2, 0.3)
		p.fillBody()
		p.poly(0.1, 0.16, 0.2, 0.16, 0.26, 0.3, 0.06, 0.3)
		p.fillBody()
		p.ellipse(0.17, 0.0, 0.03, 0.03)
		p.fillDetail()
		p.poly(0.27, 0.03, 0.5, 0.03, 0.5, 0.05, 0.27, 0.05) // the bill's line
		p.fillDetail()
	case CrDingo:
		p.poly(-0.5, -0.26, -0.42, -0.24, -0.28, -0.08, 0.14, -0.08, 0.2, -0.2,
			0.2, -0.34, 0.25, -0.44, 0.29, -0.32, 0.34, -0.42, 0.36, -0.29,
			0.44, -0.23, 0.52, -0.19, 0.5, -0.13, 0.36, -0.12, 0.3, -0.02,
			0.28, 0.12, 0.26, 0.36, 0.19, 0.36, 0.17, 0.14, -0.14, 0.14,
			-0.17, 0.36, -0.24, 0.36, -0.26, 0.12, -0.3, 0.0, -0.33, -0.05, -0.46, -0.18)
		p.fillBody()
		p.ellipse(0.31, -0.24, 0.028, 0.028)
		p.fillDetail()
	case CrDevil:
		p.ellipse(-0.38, 0.1, 0.12, 0.05)
		p.fillBody()
		p.ellipse(-0.06, 0.08, 0.32, 0.21)
		p.fillBody()
		p.ellipse(0.27, -0.01, 0.19, 0.17)
		p.fillBody()
		p.ellipse(0.16, -0.18, 0.07, 0.08)
		p.fillBody()
		p.ellipse(0.34, -0.19, 0.07, 0.08)
		p.fillBody()
		p.ellipse(0.44, 0.04, 0.09, 0.07)
		p.fillBody()
		p.poly(-0.3, 0.2, -0.18, 0.2, -0.18, 0.36, -0.3, 0.36)
		p.fillBody()
		p.poly(0.06, 0.2, 0.18, 0.2, 0.18, 0.36, 0.06, 0.36)
		p.fillBody()
		// The white chest blaze and the eyes.
		p.poly(0.06, -0.04, 0.13, -0.02, 0.06, 0.2, 0.0, 0.18)
		p.fillDetail()
		p.ellipse(0.32, -0.05, 0.032, 0.032)
		p.fillDetail()
		p.poly(0.44, 0.09, 0.5, 0.06, 0.5, 0.1)
		p.fillDetail()
	case CrJoker:
		cx, cy := p.pt(0, 0.02)
		r1, r2 := 0.44*p.h, 0.2*p.h
		for i := 0; i < 10; i++ {
			r := r1
			if i%2 == 1 {
				r = r2
			}
			a := -math.Pi/2 + math.Pi*float64(i)/5
			x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
			if i == 0 {
				crPath.MoveTo(x, y)
			} else {
				crPath.LineTo(x, y)
			}
		}
		crPath.Close()
		p.fillBody()
		p.ellipse(0, 0.02, 0.12, 0.12)
		p.fillDetail()
	case CrSwap:
		p.line(-0.34, -0.12, 0.3, -0.12, 0.08, p.body)
		p.poly(0.42, -0.12, 0.24, -0.26, 0.24, 0.02)
		p.fillBody()
		p.line(0.34, 0.16, -0.3, 0.16, 0.08, p.body)
		p.poly(-0.42, 0.16, -0.24, 0.02, -0.24, 0.3)
		p.fillBody()
	case CrMove:
		p.line(-0.42, 0.0, 0.06, 0.0, 0.08, p.body)
		p.poly(0.18, 0.0, 0.02, -0.14, 0.02, 0.14)
		p.fillBody()
		x, y := p.pt(0.22, -0.2)
		crPath.MoveTo(x, y)
		x, y = p.pt(0.46, -0.2)
		crPath.LineTo(x, y)
		x, y = p.pt(0.46, 0.2)
		crPath.LineTo(x, y)
		x, y = p.pt(0.22, 0.2)
		crPath.LineTo(x, y)
		crPath.Close()
		crStroke(p.img, 0.06*p.h, p.body)
	case CrRemove:
		p.line(-0.28, -0.28, 0.28, 0.28, 0.12, p.body)
		p.line(-0.28, 0.28, 0.28, -0.28, 0.12, p.body)
	case CrShift:
		p.ellipse(-0.24, 0.14, 0.15, 0.15)
		p.fillBody()
		p.ellipse(0.26, 0.14, 0.15, 0.15)
		crStroke(p.img, 0.05*p.h, p.body)
		x0, y0 := p.pt(-0.22, -0.06)
		x1, y1 := p.pt(0.0, -0.42)
		x2, y2 := p.pt(0.2, -0.1)
		crPath.MoveTo(x0, y0)
		crPath.QuadTo(x1, y1, x2, y2)
		crStroke(p.img, 0.07*p.h, p.body)
		p.poly(0.26, 0.0, 0.08, -0.08, 0.26, -0.2)
		p.fillBody()
	case CrClaim:
		p.line(-0.2, -0.4, -0.2, 0.38, 0.07, p.body)
		p.poly(-0.17, -0.4, 0.34, -0.26, -0.17, -0.1)
		p.fillBody()
		p.ellipse(-0.2, 0.38, 0.2, 0.05)
		p.fillBody()
	case CrossingBack:
		// Dot painting: rings of dots round a centre.
		for ring := 0; ring < 3; ring++ {
			r := float32(0.1 + 0.14*float32(ring))
			n := 6 + ring*6
			for i := 0; i < n; i++ {
				a := 2 * math.Pi * float64(i) / float64(n)
				p.ellipse(r*float32(math.Cos(a)), r*float32(math.Sin(a)), 0.035, 0.035)
				if ring == 1 {
					p.fillDetail()
				} else {
					p.fillBody()
				}
			}
		}
		p.ellipse(0, 0, 0.06, 0.06)
		p.fillDetail()
	}
}

type crKey struct{ kind, size int }

var (
	crFaces = map[crKey]*ebiten.Image{}
	crIcons = map[crKey]*ebiten.Image{}
	crOp    ebiten.DrawImageOptions
)

// crFaceLayer is where a tile face's animal is drawn (crossingFace).
var crFaceLayer cpuLayer

// crossingFace renders (once) a tile face of size×size pixels.
func crossingFace(kind, size int) *ebiten.Image {
	k := crKey{kind, size}
	if img, ok := crFaces[k]; ok {
		return img
	}
	img := NewImage(size, size)
	s := float32(size)
	ground, ink := CrossingColor(kind)
	rad := s * 0.14
	RoundRect(img, 0, 0, s, s, rad, darken(ground, 0.55))
	RoundRect(img, 1.5, 1.5, s-3, s-3, rad-1, ground)
	RoundRect(img, 3, 3, s-6, s*0.45, rad-2, color.RGBA{0x1a, 0x1a, 0x1a, 0x1a}) // a soft sheen line
	RoundRect(img, 3, 2.5, s-6, s*0.42, rad-2, lighten(ground, 0.18))
	// The name under the picture where it is readable (12 units or more)
	// and fits; a smaller tile shows the picture alone.
	name, nameSize := crNames[kind], max(12, int(s*0.15))
	for nameSize > 12 && TextWidth(name, nameSize, true) > float64(s-8) {
		nameSize--
	}
	named := size >= 60 && kind != CrossingBack && TextWidth(name, nameSize, true) <= float64(s-6)
	icy, ich := s*0.42, s*0.64
	if !named {
		icy, ich = s*0.5, s*0.78
	}
	detail := ground
	if kind == CrDevil {
		detail = rgb(0xf6ecd9)
	}
	if kind == CrossingBack {
		detail = rgb(0xf6ecd9)
		ich = s * 0.9
	}
	if kind >= CrSwap && kind <= CrClaim {
		ich *= 0.8
	}
	p := pen{img: img, cx: s / 2, cy: icy, h: ich, body: ink, dt: detail}
	if kind == CrKangaroo { // a stamp, drawn as it is
		drawAnimal(&p, kind)
	} else {
		// The animal's dozen paths go on in one write and one draw.
		p.img = crFaceLayer.begin(size, size)
		drawAnimal(&p, kind)
		crFaceLayer.end(img, 0, 0)
	}
	if named {
		Text(img, name, nameSize, true, float64(s/2), float64(s*0.84), ink, Center)
	}
	crFaces[k] = img
	return img
}

func darken(c color.RGBA, f float32) color.RGBA {
	return color.RGBA{uint8(float32(c.R) * f), uint8(float32(c.G) * f), uint8(float32(c.B) * f), c.A}
}

func lighten(c color.RGBA, f float32) color.RGBA {
	l := func(v uint8) uint8 { return uint8(float32(v) + (255-float32(v))*f) }
	return color.RGBA{l(c.R), l(c.G), l(c.B), c.A}
}

// CrossingTile draws a tile face (or CrossingBack) rendered at size pixels,
// scaled by scale, centred on (cx, cy). flip squeezes it horizontally (1
// flat, 0 edge-on) for a turn over; alpha fades it; lift raises it over its
// shadow.
func CrossingTile(dst *ebiten.Image, kind int, cx, cy float32, size int, scale, flip, alpha, lift float32) {
	if kind < 0 || kind >= crKinds || alpha <= 0 {
		return
	}
	s := float32(size) * scale
	sa := uint8(70 * alpha)
	if lift > 0 {
		sa = uint8(50 * alpha)
	}
	RoundRect(dst, cx-s*flip/2+lift*0.15, cy-s/2+3+lift*0.3, s*flip, s, s*0.14, color.RGBA{0, 0, 0, sa})
	img := crossingFace(kind, size)
	crOp.GeoM.Reset()
	crOp.GeoM.Translate(-float64(size)/2, -float64(size)/2)
	crOp.GeoM.Scale(float64(flip*scale), float64(scale))
	crOp.GeoM.Translate(float64(cx), float64(cy-lift))
	crOp.ColorScale.Reset()
	crOp.ColorScale.ScaleAlpha(alpha)
	crOp.Filter = ebiten.FilterLinear
	if flip == 1 && scale == 1 && cx == float32(math.Round(float64(cx))) && cy-lift == float32(math.Round(float64(cy-lift))) && size%2 == 0 {
		crOp.Filter = ebiten.FilterNearest
	}
	DrawImage(dst, img, &crOp)
}

// CrossingIcon draws a kind's symbol alone, as a silhouette of height h
// (whole pixels) tinted clr, centred on (cx, cy).
func CrossingIcon(dst *ebiten.Image, kind int, cx, cy float32, h int, clr color.RGBA) {
	if kind < 0 || kind >= crKinds {
		return
	}
	k := crKey{kind, h}
	img, ok := crIcons[k]
	if !ok {
		n := h + 4
		img = NewImage(n, n)
		// Made on the CPU and written in one go, as a stamp is
		// (stamps.go), rather than one upload and one draw per path: an
		// icon is only paths, but for the kangaroo, which is a stamp.
		cpu := kind != CrKangaroo
		if cpu {
			beginCPUImage(img)
		}
		drawAnimal(&pen{img: img, cx: float32(n) / 2, cy: float32(n) / 2, h: float32(h), body: White, cut: true}, kind)
		if cpu {
			endCPUImage()
		}
		crIcons[k] = img
	}
	n := h + 4
	crOp.GeoM.Reset()
	crOp.GeoM.Translate(float64(cx)-float64(n)/2, float64(cy)-float64(n)/2)
	crOp.ColorScale.Reset()
	tint(&crOp.ColorScale, clr)
	crOp.Filter = ebiten.FilterLinear
	DrawImage(dst, img, &crOp)
}

// CrossingSpot is one rim spot for the board picture: its frame position
// (row and column from -1 to 5), its animal and its name.
type CrossingSpot struct {
	R, C int
	Kind int
	Name string
}

// CrossingBoard is the 5×5 board with its rim of spots, cached in an image.
type CrossingBoard struct {
	X, Y   float32 // top-left of the frame
	Cell   float32
	Rim    float32 // width of the band of rim spots
	Margin float32 // outer band for the spot names
	Spots  []CrossingSpot
	static *ebiten.Image
	coords bool
	lang   int // languageGen when static was drawn (the rim's names: E1 is O1 in German)
}

// NewCrossingBoard lays the board out with the frame's top-left at (x, y).
func NewCrossingBoard(x, y, cell, rim, margin float32, spots []CrossingSpot) *CrossingBoard {
	return &CrossingBoard{X: x, Y: y, Cell: cell, Rim: rim, Margin: margin, Spots: spots}
}

// Size is the frame's width and height.
func (b *CrossingBoard) Size() float32 { return 5*b.Cell + 2*(b.Rim+b.Margin) }

// GridX and GridY are the top-left of cell a1.
func (b *CrossingBoard) GridX() float32 { return b.X + b.Margin + b.Rim }
func (b *CrossingBoard) GridY() float32 { return b.Y + b.Margin + b.Rim }

// Center is the screen centre of frame position (r, c): a cell for 0..4,
// the rim for -1 and 5.
func (b *CrossingBoard) Center(r, c int) (float32, float32) {
	return b.axis(c, b.GridX()), b.axis(r, b.GridY())
}

func (b *CrossingBoard) axis(i int, g float32) float32 {
	switch {
	case i < 0:
		return g - b.Rim/2
	case i >= 5:
		return g + 5*b.Cell + b.Rim/2
	}
	return g + (float32(i)+0.5)*b.Cell
}

// At is the frame position under (x, y): a cell (0..4, 0..4) or a rim
// spot's place (-1 or 5 on one axis); ok is false elsewhere. A spot's
// place reaches across the outer band of names to the frame's edge
// (SpotBox): the rim alone is 37 units deep on a phone held sideways,
// under a finger's 44.
func (b *CrossingBoard) At(x, y int) (r, c int, ok bool) {
	idx := func(v, g float32) (int, bool) {
		if v >= g && v < g+5*b.Cell {
			return int((v - g) / b.Cell), true
		}
		for _, i := range [...]int{-1, 5} {
			if lo, n := b.span(i, g); v >= lo && v < lo+n {
				return i, true
			}
		}
		return 0, false
	}
	c, okc := idx(float32(x), b.GridX())
	r, okr := idx(float32(y), b.GridY())
	return r, c, okc && okr
}

// SpotBox is where a tap or the pointer is on the rim spot at frame
// position (r, c) (At): its band of the rim with the names' band beyond,
// as wide as a cell (a corner's: as deep both ways).
func (b *CrossingBoard) SpotBox(r, c int) (x, y, w, h float32) {
	x, w = b.span(c, b.GridX())
	y, h = b.span(r, b.GridY())
	return x, y, w, h
}

// span is where frame position i lies along an axis whose grid starts at
// g, and how long it is: a cell, or a rim band with the names' band
// beyond it.
func (b *CrossingBoard) span(i int, g float32) (lo, n float32) {
	switch {
	case i < 0:
		return g - b.Rim - b.Margin, b.Rim + b.Margin
	case i >= 5:
		return g + 5*b.Cell, b.Rim + b.Margin
	}
	return g + float32(i)*b.Cell, b.Cell
}

// SpotRadius is the radius of a rim spot's disc.
func (b *CrossingBoard) SpotRadius() float32 { return b.Rim * 0.36 }

// Draw draws the board (cached after the first call).
func (b *CrossingBoard) Draw(dst *ebiten.Image, coords bool) {
	if b.static == nil || b.coords != coords || b.lang != languageGen {
		b.render(coords)
		b.lang = languageGen
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(b.X), float64(b.Y))
	DrawImage(dst, b.static, &op)
}

// spotLayer is where the board's rim animals are drawn, all at once
// (CrossingBoard.render).
var spotLayer cpuLayer

func (b *CrossingBoard) render(coords bool) {
	n := int(math.Ceil(float64(b.Size())))
	if b.static == nil {
		b.static = NewCanvas(n, n+6)
	}
	b.coords = coords
	img := b.static
	img.Clear()
	S, C := b.Size(), b.Cell
	RoundRect(img, 0, 4, S, S, 22, color.RGBA{0, 0, 0, 70})
	RoundRect(img, 0, 0, S, S, 22, Ochre)
	RoundRect(img, 4, 4, S-8, S-8, 19, rgb(0xc9773a))
	gx, gy := b.Margin+b.Rim, b.Margin+b.Rim
	// The rim band, a shade darker, and the grid of cells.
	RoundRect(img, b.Margin-4, b.Margin-4, S-2*b.Margin+8, S-2*b.Margin+8, 16, rgb(0xa85a26))
	RoundRect(img, gx-6, gy-6, 5*C+12, 5*C+12, 10, rgb(0x6e3a18))
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			clr := SandA
			if (r+c)%2 == 1 {
				clr = SandB
			}
			RoundRect(img, gx+float32(c)*C+2, gy+float32(r)*C+2, C-4, C-4, 8, clr)
		}
	}
	// Short ticks at the grid's corners: the diagonals start at the corner spots.
	dg := rgb(0xe9c98f)
	for _, d := range [4][4]float32{{gx, gy, -1, -1}, {gx + 5*C, gy, 1, -1}, {gx, gy + 5*C, -1, 1}, {gx + 5*C, gy + 5*C, 1, 1}} {
		Line(img, d[0]-d[2]*2, d[1]-d[3]*2, d[0]+d[2]*10, d[1]+d[3]*10, 3, dg)
	}
	if coords {
		// Their glyphs first, in one upload (PrepareText).
		for r := 0; r < 5; r++ {
			for c := 0; c < 5; c++ {
				PrepareText(string([]byte{byte('a' + c), byte('1' + r)}), 14, true, Center)
			}
		}
		for _, sp := range b.Spots {
			PrepareText(sp.Name, 12, true, Center)
		}
		for r := 0; r < 5; r++ {
			for c := 0; c < 5; c++ {
				name := string([]byte{byte('a' + c), byte('1' + r)})
				Text(img, name, 14, true, float64(gx+float32(c)*C+C/2), float64(gy+float32(r)*C+C/2), color.RGBA{0x9a, 0x74, 0x3f, 0xc0}, Center)
			}
		}
	}
	rad := b.SpotRadius()
	for _, sp := range b.Spots {
		x, y := b.Center(sp.R, sp.C)
		x, y = x-b.X, y-b.Y
		ground, ink := CrossingColor(sp.Kind)
		Disc(img, x, y+2, rad, color.RGBA{0, 0, 0, 60})
		Disc(img, x, y, rad, ground)
		Ring(img, x, y, rad, 2, darken(ground, 0.5))
		if sp.Kind == CrKangaroo {
			// A stamp (Kangaroo): straight onto the board.
			drawAnimal(&pen{img: img, cx: x, cy: y, h: rad * 1.45, body: ink, dt: ground}, sp.Kind)
		}
	}
	// The spots' names after all the spots: glyphs are drawn unfiltered
	// and the discs filtered, so a name between two discs split one draw
	// call into two (forty in a first frame). No name reaches into a spot.
	if coords {
		b.drawSpotNames(img)
	}
	// The other animals together, in one layer the board's size: one
	// write and one draw, where each in a layer of its own cost twenty
	// (a tenth of a browser's first frame of the game). They fall on their
	// spots as they did (the layer's corner is the board's, on a whole
	// pixel), and no label reaches into a spot.
	layer := spotLayer.begin(n, n)
	for _, sp := range b.Spots {
		if sp.Kind == CrKangaroo {
			continue
		}
		x, y := b.Center(sp.R, sp.C)
		ground, ink := CrossingColor(sp.Kind)
		drawAnimal(&pen{img: layer, cx: x - b.X, cy: y - b.Y, h: rad * 1.45, body: ink, dt: ground}, sp.Kind)
	}
	spotLayer.end(img, 0, 0)
}

// drawSpotNames writes each rim spot's name (N1, W3, NE…) on the static
// board img: beside its spot, in the rim's margin.
func (b *CrossingBoard) drawSpotNames(img *ebiten.Image) {
	S := b.Size()
	for _, sp := range b.Spots {
		x, y := b.Center(sp.R, sp.C)
		x, y = x-b.X, y-b.Y
		lx, ly := x, y
		switch {
		case sp.R < 0:
			ly = b.Margin / 2
		case sp.R > 4:
			ly = S - b.Margin/2
		}
		if sp.R >= 0 && sp.R <= 4 || sp.C < 0 && sp.R < 0 || sp.C > 4 && sp.R > 4 || sp.C < 0 && sp.R > 4 || sp.C > 4 && sp.R < 0 {
			switch {
			case sp.C < 0:
				lx = b.Margin / 2
			case sp.C > 4:
				lx = S - b.Margin/2
			}
		}
		if sp.R >= 0 && sp.R <= 4 {
			ly = y
		}
		Text(img, sp.Name, 12, true, float64(lx), float64(ly), Paper, Center)
	}
}
