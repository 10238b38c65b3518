package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Billabong board geometry, in squares (the rules package owns the rules;
// this is only where things are drawn).
const (
	BBRows, BBCols           = 14, 16
	bbLakeTop, bbLakeLeft    = 6, 6
	bbLakeRows, bbLakeCols   = 2, 4
	bbBrookCol, bbBrookFirst = 8, 8 // the brook runs along the left edge of column 8, rows 8..13
)

// BillabongBoard places the board on the screen.
type BillabongBoard struct {
	X, Y, Cell float32
	// Frame is the width of the frame round the squares (0: BBFrame
	// squares). A small phone's board, edge to edge, has a thin one, and
	// its coordinates stand in the edge squares (BBThinFrame).
	Frame  float32
	static *ebiten.Image
	coords bool
	lang   int // languageGen the static image was drawn in
}

// NewBillabongBoard lays the board out with its top-left corner at (x, y).
func NewBillabongBoard(x, y, cell float32) *BillabongBoard {
	return &BillabongBoard{X: x, Y: y, Cell: cell}
}

// Center is the screen centre of square (r, c).
func (b *BillabongBoard) Center(r, c int) (float32, float32) {
	return b.X + (float32(c)+0.5)*b.Cell, b.Y + (float32(r)+0.5)*b.Cell
}

// At is the square under screen point (x, y), ok false off the board.
func (b *BillabongBoard) At(x, y int) (r, c int, ok bool) {
	fx, fy := float32(x)-b.X, float32(y)-b.Y
	if fx < 0 || fy < 0 {
		return 0, 0, false
	}
	c, r = int(fx/b.Cell), int(fy/b.Cell)
	return r, c, r < BBRows && c < BBCols
}

// Width and Height of the playing area in pixels.
func (b *BillabongBoard) Width() float32  { return BBCols * b.Cell }
func (b *BillabongBoard) Height() float32 { return BBRows * b.Cell }

// Draw draws the static board (cached in an image after the first call).
func (b *BillabongBoard) Draw(dst *ebiten.Image, coords bool) {
	if b.static == nil || b.coords != coords || b.lang != languageGen {
		b.render(coords)
	}
	var op ebiten.DrawImageOptions
	m := b.margin()
	op.GeoM.Translate(float64(b.X-m), float64(b.Y-m))
	DrawImage(dst, b.static, &op)
}

// margin is the frame round the squares, where the coordinates stand.
func (b *BillabongBoard) margin() float32 {
	if b.Frame > 0 {
		return b.Frame
	}
	return b.Cell * BBFrame
}

// BBThinFrame is the widest frame (units) too thin for the coordinates:
// they stand in the edge squares' corners instead.
const BBThinFrame = 11

// BBFrame is the frame's width in squares.
const BBFrame = 0.5

// coordSize is the coordinates' font size: a third of a square, and never
// below what a phone can read.
func (b *BillabongBoard) coordSize() int { return max(12, int(b.Cell*0.32)) }

func (b *BillabongBoard) render(coords bool) {
	m := b.margin()
	w, h := b.Width()+2*m, b.Height()+2*m
	if b.static == nil {
		b.static = NewCanvas(int(math.Ceil(float64(w))), int(math.Ceil(float64(h))))
	}
	b.coords = coords
	b.lang = languageGen
	img := b.static
	img.Clear()
	C := b.Cell
	RoundRect(img, 0, 0, w, h, min(C*0.4, m+2), Ochre)
	if m >= 4 {
		RoundRect(img, 3, 3, w-6, h-6, min(C*0.35, m), rgb(0xc9773a))
	}
	for r := 0; r < BBRows; r++ {
		for c := 0; c < BBCols; c++ {
			clr := SandA
			if (r+c)%2 == 1 {
				clr = SandB
			}
			Rect(img, m+float32(c)*C, m+float32(r)*C, C, C, clr)
		}
	}
	grid := WithAlpha(rgb(0x9a743f), 0x70)
	for c := 0; c <= BBCols; c++ {
		Line(img, m+float32(c)*C, m, m+float32(c)*C, m+BBRows*C, 1, grid)
	}
	for r := 0; r <= BBRows; r++ {
		Line(img, m, m+float32(r)*C, m+BBCols*C, m+float32(r)*C, 1, grid)
	}
	b.drawDirection(img, m)
	b.drawLake(img, m)
	b.drawBrook(img, m)
	if coords && m < BBThinFrame {
		b.cornerCoords(img, m)
	} else if coords {
		for c := 0; c < BBCols; c++ {
			PrepareText(string(rune('a'+c)), b.coordSize(), true, Center)
		}
		for r := 0; r < BBRows; r++ {
			PrepareText(strconv.Itoa(r+1), b.coordSize(), true, Center)
		}
		for c := 0; c < BBCols; c++ {
			s := string(rune('a' + c))
			x := float64(m + (float32(c)+0.5)*C)
			Text(img, s, b.coordSize(), true, x, float64(m*0.5), Paper, Center)
			Text(img, s, b.coordSize(), true, x, float64(h-m*0.5), Paper, Center)
		}
		for r := 0; r < BBRows; r++ {
			s := strconv.Itoa(r + 1)
			y := float64(m + (float32(r)+0.5)*C)
			Text(img, s, b.coordSize(), true, float64(m*0.5), y, Paper, Center)
			Text(img, s, b.coordSize(), true, float64(w-m*0.5), y, Paper, Center)
		}
	}
}

// cornerCoords writes the coordinates in the edge squares where the frame
// has no room for them: the columns' letters in the bottom row's
// bottom-right corners, the rows' numbers in the left column's top-left
// corners (as a small phone's chess board does).
func (b *BillabongBoard) cornerCoords(img *ebiten.Image, m float32) {
	C := b.Cell
	size := 12
	ink := WithAlpha(rgb(0x6b4a1f), 0xd0)
	for c := 0; c < BBCols; c++ {
		x := float64(m + float32(c+1)*C - 2)
		y := float64(m + BBRows*C - float32(size)/2 - 1)
		Text(img, string(rune('a'+c)), size, true, x, y, ink, Right)
	}
	for r := 0; r < BBRows; r++ {
		x := float64(m + 2)
		y := float64(m + float32(r)*C + float32(size)/2 + 1)
		Text(img, strconv.Itoa(r+1), size, true, x, y, ink, Left)
	}
}

func (b *BillabongBoard) drawLake(img *ebiten.Image, m float32) {
	C := b.Cell
	x, y := m+bbLakeLeft*C, m+bbLakeTop*C
	w, h := bbLakeCols*C, bbLakeRows*C
	RoundRect(img, x-2, y-2, w+4, h+4, C*0.5, rgb(0x7a5a2a))
	RoundRect(img, x+1, y+1, w-2, h-2, C*0.45, WaterDeep)
	RoundRect(img, x+5, y+5, w-10, h-10, C*0.4, Water)
	// Ripples: a few light arcs, so it reads as water at a glance.
	for i, p := range [][3]float32{{0.22, 0.3, 0.5}, {0.62, 0.62, 0.7}, {0.4, 0.78, 0.4}, {0.8, 0.28, 0.35}} {
		cx, cy, s := x+p[0]*w, y+p[1]*h, p[2]*C
		Line(img, cx-s, cy, cx-s*0.2, cy-s*0.18, 2, WaterLight)
		Line(img, cx-s*0.2, cy-s*0.18, cx+s*0.6, cy, 2, WaterLight)
		_ = i
	}
	// Reeds at the two western corners.
	for _, p := range [][2]float32{{x + C*0.25, y + h - C*0.2}, {x + w - C*0.3, y + C*0.25}} {
		for k := -1; k <= 1; k++ {
			Line(img, p[0]+float32(k)*4, p[1], p[0]+float32(k)*7, p[1]-C*0.45, 2.5, Leaf)
		}
	}
	Text(img, "billabong", max(12, int(C*0.3)), true, float64(x+w/2), float64(y+h/2), rgb(0xdcefff), Center)
}

func (b *BillabongBoard) drawBrook(img *ebiten.Image, m float32) {
	C := b.Cell
	x := m + bbBrookCol*C
	y0 := m + bbBrookFirst*C
	y1 := m + BBRows*C
	// A wavy stream of water along the grid line.
	path.Reset()
	const seg = 6
	n := int((y1 - y0) / seg)
	for i := 0; i <= n; i++ {
		y := y0 + float32(i)*seg
		dx := float32(math.Sin(float64(i)*0.9)) * 2.2
		if i == 0 {
			path.MoveTo(x+dx, y)
		} else {
			path.LineTo(x+dx, y)
		}
	}
	strokePath(img, 9, WaterDeep)
	strokePath(img, 5, WaterLight)
	// A chequered flag where the line meets the board's edge.
	fx, fy := x+3, y1-C*0.55
	Line(img, fx, fy, fx, y1-3, 2, Ink)
	for i := 0; i < 3; i++ {
		for j := 0; j < 2; j++ {
			clr := White
			if (i+j)%2 == 1 {
				clr = Ink
			}
			Rect(img, fx+1+float32(i)*5, fy+float32(j)*5, 5, 5, clr)
		}
	}
}

func (b *BillabongBoard) drawDirection(img *ebiten.Image, m float32) {
	C := b.Cell
	clr := WithAlpha(rgb(0x9a6020), 0x60)
	arrow := func(cx, cy, dx, dy float32) {
		l := C * 0.9
		Line(img, cx-dx*l, cy-dy*l, cx+dx*l, cy+dy*l, 5, clr)
		// Head.
		hx, hy := cx+dx*l, cy+dy*l
		Line(img, hx, hy, hx-dx*C*0.35-dy*C*0.3, hy-dy*C*0.35+dx*C*0.3, 5, clr)
		Line(img, hx, hy, hx-dx*C*0.35+dy*C*0.3, hy-dy*C*0.35-dx*C*0.3, 5, clr)
	}
	arrow(m+8*C, m+3*C, 1, 0)
	arrow(m+13*C, m+7*C, 0, 1)
	arrow(m+4.5*C, m+11*C, -1, 0)
	arrow(m+3*C, m+7*C, 0, -1)
}

// Highlight marks a square: kind 0 a soft fill (where a piece can go),
// 1 a ring (a choice to click), 2 an outline (selected), 3 a zone (tinted
// and framed).
func (b *BillabongBoard) Highlight(dst *ebiten.Image, r, c int, clr color.RGBA, kind int) {
	x, y := b.X+float32(c)*b.Cell, b.Y+float32(r)*b.Cell
	switch kind {
	case 0:
		Rect(dst, x+1, y+1, b.Cell-2, b.Cell-2, WithAlpha(clr, 110))
	case 1:
		cx, cy := b.Center(r, c)
		Disc(dst, cx, cy, b.Cell*0.16, WithAlpha(clr, 220))
		Ring(dst, cx, cy, b.Cell*0.34, 2.5, WithAlpha(clr, 220))
	case 2:
		RoundRectLine(dst, x+2, y+2, b.Cell-4, b.Cell-4, 6, 3, clr)
	case 3:
		Rect(dst, x+1, y+1, b.Cell-2, b.Cell-2, WithAlpha(White, 90))
		RoundRectLine(dst, x+4, y+4, b.Cell-8, b.Cell-8, 4, 2, WithAlpha(clr, 150))
	}
}
