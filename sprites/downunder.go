package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Down Under card faces. Every distinct face (kind, owner, rotation,
// animal, and the colours tracing its grey paths) is drawn once with vector
// paths into a cell-sized image and then only copied. The kinds and animals
// use the rules' numbers (sprites does not import the rules):
//
//	kinds: 1 straight, 2 curve, 3 terminal (half card), 4 billabong
//	animals: 0 none, 1 kangaroo, 2 emu, 3 platypus, 4 rabbit, 5 dingo
//	sides: 0 N, 1 E, 2 S, 3 W; rotations turn clockwise.
const (
	DUStraight  = 1
	DUCurve     = 2
	DUTerminal  = 3
	DUBillabong = 4
)

// DUFace names one card face. Owner is the card's colour (index into the
// looks; -1 a pre-laid card, whose colour path is drawn in slate). Rot is a
// straight's or curve's rotation or a terminal's front. Trace is the colour
// whose route runs along the grey path (-1 none, -2 the pre-laid route).
// A billabong uses Wire (each side's partner, two bits per side; a side
// that is its own partner is a stub) and Traces (the route of each side's
// spoke).
type DUFace struct {
	Kind   uint8
	Owner  int8
	Rot    uint8
	Animal uint8
	Trace  int8
	Wire   uint8
	Traces [4]int8
}

// DUFaces draws and caches the faces at one cell size.
type DUFaces struct {
	Cell  int
	Looks []Look
	cache map[DUFace]*ebiten.Image
	op    ebiten.DrawImageOptions
	// bands is where a face's bands are drawn (beginBands).
	bands cpuLayer
	// sheets hold the faces side by side (facesheets.go).
	sheets faceSheets
}

// NewDUFaces makes a face cache for cells of the given size.
func NewDUFaces(cell int, looks []Look) *DUFaces {
	return &DUFaces{Cell: cell, Looks: looks, cache: map[DUFace]*ebiten.Image{}}
}

// SetCell changes the cell size, dropping the faces drawn at the old size.
func (f *DUFaces) SetCell(cell int) {
	if cell == f.Cell {
		return
	}
	f.sheets.drop()
	clear(f.cache)
	f.Cell = cell
}

// beginBands starts a run of band fills (bandLine, bandArc, FillPath) for
// a face: they go to the image it returns, and endBands puts them on the
// face in one write and one draw (cpuLayer). Drawn one by one, the hand's
// six cards took some fifty writes and draws in the first frame.
func (f *DUFaces) beginBands() *ebiten.Image { return f.bands.begin(f.Cell, f.Cell) }

// endBands puts the bands on the face img.
func (f *DUFaces) endBands(img *ebiten.Image) { f.bands.end(img, 0, 0) }

// Face returns the face image (Cell×Cell; a terminal covers the half toward
// its front).
func (f *DUFaces) Face(k DUFace) *ebiten.Image {
	if img, ok := f.cache[k]; ok {
		return img
	}
	scratch := f.sheets.scratch(f.Cell)
	f.render(scratch, k)
	img := f.sheets.keep(scratch)
	f.cache[k] = img
	return img
}

// Draw draws face k with its top-left corner at (x, y), turned by angle
// (radians, about its centre), scaled by scale about its centre, at
// opacity alpha.
func (f *DUFaces) Draw(dst *ebiten.Image, k DUFace, x, y, angle, scale, alpha float32) {
	img := f.Face(k)
	h := float64(f.Cell) / 2
	f.op.GeoM.Reset()
	f.op.GeoM.Translate(-h, -h)
	if angle != 0 {
		f.op.GeoM.Rotate(float64(angle))
	}
	if scale != 1 {
		f.op.GeoM.Scale(float64(scale), float64(scale))
	}
	f.op.GeoM.Translate(float64(x)+h, float64(y)+h)
	f.op.ColorScale.Reset()
	if alpha < 1 {
		f.op.ColorScale.ScaleAlpha(alpha)
	}
	f.op.Filter = ebiten.FilterNearest
	if angle != 0 || scale != 1 || x != float32(math.Round(float64(x))) || y != float32(math.Round(float64(y))) {
		f.op.Filter = ebiten.FilterLinear
	}
	DrawImage(dst, img, &f.op)
}

// Colours of the cards.
var (
	DUTile      = rgb(0xecd3a0)
	DUTileEdge  = rgb(0xa77d45)
	DUGrey      = rgb(0xa9a59d)
	DUGreyEdge  = rgb(0x66615a)
	DUPrelaid   = Look{Fill: rgb(0x5b6770), Dark: rgb(0x2a3238), Light: rgb(0xb9c1c7), Shape: Hexagon, Name: "frame"}
	duPondEdge  = rgb(0x1d5f8c)
	duPondWater = rgb(0x3d8fc4)
)

func (f *DUFaces) look(owner int8) Look {
	if owner >= 0 && int(owner) < len(f.Looks) {
		return f.Looks[owner]
	}
	return DUPrelaid
}

// unit-square geometry, turned clockwise by r quarter turns about the centre.
func turn(x, y float32, r int) (float32, float32) {
	for i := 0; i < r&3; i++ {
		x, y = 1-y, x
	}
	return x, y
}

// sideMid is the midpoint of side s of the unit square.
func sideMid(s int) (float32, float32) {
	switch s & 3 {
	case 0:
		return 0.5, 0
	case 1:
		return 1, 0.5
	case 2:
		return 0.5, 1
	}
	return 0, 0.5
}

// corner between sides s and s+1 (clockwise): N/E is the top-right.
func cornerOf(s int) (float32, float32) {
	switch s & 3 {
	case 0:
		return 1, 0
	case 1:
		return 1, 1
	case 2:
		return 0, 1
	}
	return 0, 0
}

// bandLine strokes a band from (x0,y0) to (x1,y1) (unit coordinates).
func (f *DUFaces) bandLine(img *ebiten.Image, x0, y0, x1, y1, w float32, clr color.RGBA, capRound bool) {
	C := float32(f.Cell)
	path.Reset()
	path.MoveTo(x0*C, y0*C)
	path.LineTo(x1*C, y1*C)
	f.strokeBand(img, w*C, clr, capRound)
}

// bandArc strokes a quarter arc of radius 0.5 about the corner between
// sides s and s+1, from side s's midpoint to side s+1's.
func (f *DUFaces) bandArc(img *ebiten.Image, s int, w float32, clr color.RGBA) {
	C := float32(f.Cell)
	cx, cy := cornerOf(s)
	// The arc runs from the midpoint of side s to that of side s+1; its
	// start angle, measured from the corner: side N from corner NE points
	// west (π), turning each quarter clockwise adds π/2.
	a0 := math.Pi + float64(s&3)*math.Pi/2
	path.Reset()
	path.Arc(cx*C, cy*C, 0.5*C, float32(a0-math.Pi/2), float32(a0), vector.Clockwise)
	f.strokeBand(img, w*C, clr, false)
}

func (f *DUFaces) strokeBand(img *ebiten.Image, width float32, clr color.RGBA, capRound bool) {
	pathDraw.ColorScale.Reset()
	tint(&pathDraw.ColorScale, clr)
	op := vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapButt}
	if capRound {
		op.LineCap = vector.LineCapRound
	}
	StrokePath(img, &path, &op, &pathDraw)
}

// Band widths as fractions of the cell.
const (
	duColourW = 0.24
	duGreyW   = 0.17
	duEdge    = 0.035
	duTraceW  = 0.075
)

func (f *DUFaces) render(img *ebiten.Image, k DUFace) {
	C := float32(f.Cell)
	r := int(k.Rot)
	switch k.Kind {
	case DUTerminal:
		f.renderTerminal(img, k)
		return
	}
	f.tile(img, 0, 0, C, C)
	lk := f.look(k.Owner)
	switch k.Kind {
	case DUStraight:
		bands := f.beginBands()
		gx0, gy0 := sideMid(r + 1)
		gx1, gy1 := sideMid(r + 3)
		f.greyLine(bands, gx0, gy0, gx1, gy1, k.Trace)
		cx0, cy0 := sideMid(r)
		cx1, cy1 := sideMid(r + 2)
		// The bridge: a shadow on the grey path either side, then the
		// colour band with its rails.
		shadow := color.RGBA{0, 0, 0, 70}
		ox, oy := float32(0.04), float32(0.04)
		f.bandLine(bands, cx0+ox, cy0+oy, cx1+ox, cy1+oy, duColourW+0.08, shadow, false)
		f.colourLine(bands, cx0, cy0, cx1, cy1, lk)
		// Rails where the bridge crosses.
		for _, d := range [2]float32{-1, 1} {
			ax, ay := turn(0.5+d*(duColourW/2+0.035), 0.28, r)
			bx, by := turn(0.5+d*(duColourW/2+0.035), 0.72, r)
			f.bandLine(bands, ax, ay, bx, by, 0.03, lk.Dark, true)
		}
		f.endBands(img)
		f.mark(img, 0.5, 0.5, lk)
		if k.Animal != 0 {
			// The grey path runs E–W at rotation 0: the badge sits on it
			// near the east edge (turned with the card).
			ax, ay := sideMidToward(r+1, 0.18)
			f.animal(img, ax, ay, k.Animal)
		}
	case DUCurve:
		bands := f.beginBands()
		f.greyArc(bands, r+2, k.Trace)
		f.colourArc(bands, r, lk)
		f.endBands(img)
		mx, my := turn(1-0.3536, 0.3536, r)
		f.mark(img, mx, my, lk)
		if k.Animal != 0 {
			ax, ay := turn(0.3536, 1-0.3536, r)
			f.animal(img, ax, ay, k.Animal)
		}
	case DUBillabong:
		f.renderBillabong(img, k)
	}
}

// sideMidToward is the point on the line from side s's midpoint to the
// centre at distance d from the edge.
func sideMidToward(s int, d float32) (float32, float32) {
	x, y := sideMid(s)
	return x + (0.5-x)*d*2, y + (0.5-y)*d*2
}

// tile draws the sand-coloured card.
func (f *DUFaces) tile(img *ebiten.Image, x, y, w, h float32) {
	C := float32(f.Cell)
	rad := C * 0.1
	RoundRect(img, x+1, y+1, w-2, h-2, rad, DUTileEdge)
	RoundRect(img, x+2, y+2, w-4, h-4, rad*0.85, DUTile)
}

func (f *DUFaces) greyLine(img *ebiten.Image, x0, y0, x1, y1 float32, trace int8) {
	f.bandLine(img, x0, y0, x1, y1, duGreyW+2*duEdge, DUGreyEdge, false)
	f.bandLine(img, x0, y0, x1, y1, duGreyW, DUGrey, false)
	if trace != -1 {
		f.bandLine(img, x0, y0, x1, y1, duTraceW, f.look(traceOwner(trace)).Fill, false)
	}
}

func (f *DUFaces) greyArc(img *ebiten.Image, s int, trace int8) {
	f.bandArc(img, s, duGreyW+2*duEdge, DUGreyEdge)
	f.bandArc(img, s, duGreyW, DUGrey)
	if trace != -1 {
		f.bandArc(img, s, duTraceW, f.look(traceOwner(trace)).Fill)
	}
}

func traceOwner(t int8) int8 {
	if t < -1 {
		return -1
	}
	return t
}

func (f *DUFaces) colourLine(img *ebiten.Image, x0, y0, x1, y1 float32, lk Look) {
	f.bandLine(img, x0, y0, x1, y1, duColourW+2*duEdge, lk.Dark, false)
	f.bandLine(img, x0, y0, x1, y1, duColourW, lk.Fill, false)
}

func (f *DUFaces) colourArc(img *ebiten.Image, s int, lk Look) {
	f.bandArc(img, s, duColourW+2*duEdge, lk.Dark)
	f.bandArc(img, s, duColourW, lk.Fill)
}

// mark is the owner's shape, white on the colour band.
func (f *DUFaces) mark(img *ebiten.Image, x, y float32, lk Look) {
	C := float32(f.Cell)
	r := C * 0.085
	FillShape(img, lk.Shape, x*C, y*C, r, White)
	StrokeShape(img, lk.Shape, x*C, y*C, r, max(1, C*0.02), lk.Dark)
}

// Animal badge colours and letters, indexed by animal.
var (
	duAnimalLetter = [6]string{"", "K", "E", "P", "R", "D"}
	duAnimalName   = [6]string{"", "kangaroo", "emu", "platypus", "rabbit", "dingo"}
	duAnimalInk    = [6]color.RGBA{{}, rgb(0x8a4b14), rgb(0x2f3a4a), rgb(0x1f6f6a), rgb(0x6a6a6a), rgb(0xc0392b)}
	duAnimalBg     = [6]color.RGBA{{}, rgb(0xf7e3c4), rgb(0xdfe6ef), rgb(0xd5efe9), rgb(0xf4f4f4), rgb(0xfbdcc4)}
)

// AnimalName is the name of an animal (the rules' numbering).
func AnimalName(a int) string {
	if a < 0 || a >= len(duAnimalName) {
		return ""
	}
	return duAnimalName[a]
}

func (f *DUFaces) animal(img *ebiten.Image, x, y float32, a uint8) {
	C := float32(f.Cell)
	AnimalBadge(img, x*C, y*C, C*0.15, int(a))
}

// AnimalBadge draws an animal's badge: a disc with its letter.
func AnimalBadge(dst *ebiten.Image, cx, cy, r float32, a int) {
	if a <= 0 || a >= len(duAnimalLetter) {
		return
	}
	Disc(dst, cx, cy, r, duAnimalBg[a])
	Ring(dst, cx, cy, r, max(1, r*0.16), duAnimalInk[a])
	size := int(r*1.35 + 0.5)
	if size < 12 {
		// On a small card the letter is part of the picture (the badge's
		// colour tells the animal; zoomed in, it reads).
		Decoration(dst, duAnimalLetter[a], size, float64(cx), float64(cy), duAnimalInk[a])
		return
	}
	Text(dst, duAnimalLetter[a], size, true, float64(cx), float64(cy), duAnimalInk[a], Center)
}

// renderTerminal draws a terminal on the half toward its front: the
// colour stub ends in the owner's mark; the grey half-bar lies along the
// cell's centre line, so two terminals back to back show one bar.
func (f *DUFaces) renderTerminal(img *ebiten.Image, k DUFace) {
	C := float32(f.Cell)
	fr := int(k.Rot) & 3
	lk := f.look(k.Owner)
	// The half card, rounded on its outer corners only: built at front N
	// and turned.
	pts := [4][2]float32{{0, 0}, {1, 0}, {1, 0.5}, {0, 0.5}}
	var q [4][2]float32
	for i, p := range pts {
		q[i][0], q[i][1] = turn(p[0], p[1], fr)
	}
	bands := f.beginBands()
	halfCard := func(inset float32, rad float32, clr color.RGBA) {
		// Corners 0 and 1 are outer (rounded), 2 and 3 inner (square).
		in := func(p [2]float32) (float32, float32) {
			// Move toward the half's centre by inset pixels.
			cx, cy := turn(0.5, 0.25, fr)
			dx, dy := cx-p[0], cy-p[1]
			sx, sy := float32(0), float32(0)
			if dx > 0 {
				sx = 1
			} else if dx < 0 {
				sx = -1
			}
			if dy > 0 {
				sy = 1
			} else if dy < 0 {
				sy = -1
			}
			return p[0]*C + sx*inset, p[1]*C + sy*inset
		}
		path.Reset()
		x0, y0 := in(q[3])
		x1, y1 := in(q[0])
		x2, y2 := in(q[1])
		x3, y3 := in(q[2])
		// Inner edge stays flush with the centre line.
		switch fr {
		case 0:
			y0, y3 = 0.5*C, 0.5*C
		case 1:
			x0, x3 = 0.5*C, 0.5*C
		case 2:
			y0, y3 = 0.5*C, 0.5*C
		case 3:
			x0, x3 = 0.5*C, 0.5*C
		}
		path.MoveTo(x0, y0)
		path.ArcTo(x1, y1, x2, y2, rad)
		path.ArcTo(x2, y2, x3, y3, rad)
		path.LineTo(x3, y3)
		path.Close()
		pathDraw.ColorScale.Reset()
		tint(&pathDraw.ColorScale, clr)
		FillPath(bands, &path, &pathDraw)
	}
	halfCard(1, C*0.1, DUTileEdge)
	halfCard(2, C*0.085, DUTile)
	// The half-bar: from the side (f+1) to the side (f+3), on the centre
	// line, covering the half's inner strip.
	g := float32(duGreyW) / 2
	bar := func(w float32, clr color.RGBA, off float32) {
		ax, ay := turn(0, 0.5-w/2-off, fr)
		bx, by := turn(1, 0.5-w/2-off, fr)
		f.bandLine(bands, ax, ay, bx, by, w, clr, false)
	}
	bar(g+duEdge, DUGreyEdge, 0)
	bar(g, DUGrey, 0)
	if k.Trace != -1 {
		bar(duTraceW/2, f.look(traceOwner(k.Trace)).Fill, 0)
	}
	// The stub, from the front edge toward the bar, ending in the mark.
	sx, sy := turn(0.5, 0, fr)
	ex, ey := turn(0.5, 0.24, fr)
	f.colourLine(bands, sx, sy, ex, ey, lk)
	f.endBands(img)
	FillShape(img, lk.Shape, ex*C, ey*C, C*0.12, lk.Fill)
	StrokeShape(img, lk.Shape, ex*C, ey*C, C*0.12, max(1.5, C*0.03), lk.Dark)
	FillShape(img, lk.Shape, ex*C, ey*C, C*0.05, White)
}

// renderBillabong draws the pond with its spokes as wired: joined sides
// run round or across the pond, stubs end at the water.
func (f *DUFaces) renderBillabong(img *ebiten.Image, k DUFace) {
	C := float32(f.Cell)
	partner := func(s int) int { return int(k.Wire>>(2*s)) & 3 }
	// Stubs first: they end under the pond.
	bands := f.beginBands()
	for s := 0; s < 4; s++ {
		if partner(s) != s {
			continue
		}
		x0, y0 := sideMid(s)
		f.greyLine(bands, x0, y0, 0.5+(x0-0.5)*0.4, 0.5+(y0-0.5)*0.4, k.Traces[s])
	}
	f.endBands(img)
	// The pond.
	cx, cy := 0.5*C, 0.5*C
	Disc(img, cx, cy, C*0.31, duPondEdge)
	Disc(img, cx, cy, C*0.27, duPondWater)
	Ellipse(img, cx-C*0.08, cy-C*0.09, C*0.09, C*0.04, WaterLight)
	// Reeds.
	for i := -1; i <= 1; i++ {
		Line(img, cx+C*0.12+float32(i)*C*0.03, cy+C*0.2, cx+C*0.14+float32(i)*C*0.05, cy+C*0.05, max(1, C*0.025), Leaf)
	}
	// Joined spokes.
	bands = f.beginBands()
	for s := 0; s < 4; s++ {
		p := partner(s)
		if p <= s {
			continue
		}
		switch {
		case p == s+2:
			x0, y0 := sideMid(s)
			x1, y1 := sideMid(p)
			f.greyLine(bands, x0, y0, x1, y1, k.Traces[s])
		case p == s+1:
			f.greyArc(bands, s, k.Traces[s])
		default: // s = 0, p = 3: the corner W/N
			f.greyArc(bands, 3, k.Traces[s])
		}
	}
	f.endBands(img)
}

// DUBorderColour is the colour of the area's frame.
var DUBorderColour = rgb(0xf2c14e)
