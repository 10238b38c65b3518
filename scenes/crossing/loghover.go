package crossing

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/crossing"
	"outback/sprites"
)

// Pointing at a move in the log marks on the board the cells and spots it
// touches, and a review's better move shows as a ghost; both come from the
// move itself (crossing.MovePlaces), not its text.

// crLogMarks are buffers kept between frames, so drawing the marks
// allocates nothing.
type crLogMarks struct {
	cells []crossing.Cell
	spots []crossing.Spot
}

func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	if g, label := s.Ghost(); g != nil {
		s.ghostMarks.cells, s.ghostMarks.spots = crossing.MovePlaces(g, s.ghostMarks.cells[:0], s.ghostMarks.spots[:0])
		x, y := s.drawPlaces(dst, &s.ghostMarks, sprites.Good, true)
		if len(s.ghostMarks.cells)+len(s.ghostMarks.spots) > 0 {
			sprites.Pill(dst, label, x, y-s.g.cell*0.62, sprites.Good)
		}
	}
	mv, ok := s.HoveredLogMove()
	if !ok {
		s.logMarks.cells, s.logMarks.spots = s.logMarks.cells[:0], s.logMarks.spots[:0]
		return
	}
	s.logMarks.cells, s.logMarks.spots = crossing.MovePlaces(mv, s.logMarks.cells[:0], s.logMarks.spots[:0])
	s.drawPlaces(dst, &s.logMarks, sprites.Ochre, false)
}

// drawOthersMoves rings, in each seat's colour, what the other seats did
// since seat last moved, until seat does something: a computer's turn
// plays out quickly, and when the player's turn comes nothing else says
// which tile was moved, removed or swapped, or which spot was claimed.
// Chance's moves (draws, deals) are left out: the banner and the column
// show what they brought.
func (s *Screen) drawOthersMoves(dst *ebiten.Image, seat int) {
	h := s.Match.History()
	from := len(h)
	for from > 0 && h[from-1].Seat != seat {
		from--
	}
	for i, p := range h[from:] {
		if p.Seat < 0 || p.Seat >= len(s.Looks) {
			continue
		}
		m := &s.othersMarks
		m.cells, m.spots = crossing.MovePlaces(p.Move, m.cells[:0], m.spots[:0])
		l := s.Looks[p.Seat]
		if mv, ok := rules.MoveAs[crossing.Move](p.Move); ok && mv.Kind() == crossing.OpRemove && len(m.cells) == 1 {
			s.drawRemoved(dst, from+i, m.cells[0])
		}
		// A ring of the seat's colour edged in its dark, and its shape at
		// the place's corner: whose it was without its colour, and apart
		// from the hint's and the choices' plain rings.
		for _, cell := range m.cells {
			s.cellRing(dst, cell, 5, l.Dark)
			s.cellRing(dst, cell, 2.5, l.Fill)
			bx, by := s.othersBadge(cell)
			s.drawBadge(dst, l, bx, by)
		}
		for _, sp := range m.spots {
			x, y := s.spotXY(sp)
			r := s.spotRing(dst, x, y, 5, 5, l.Dark)
			s.spotRing(dst, x, y, r-s.board.SpotRadius(), 2.5, l.Fill)
			s.drawBadge(dst, l, x+r*0.72, y-r*0.72)
		}
	}
}

// drawRemoved draws, faint and struck out, the tile that move n of the
// history took off cell c: an empty ring alone would not say which animal
// went.
func (s *Screen) drawRemoved(dst *ebiten.Image, n int, c crossing.Cell) {
	t := s.removedTile(n, c)
	if t == crossing.NoTile {
		return
	}
	x, y := s.cellXY(c)
	sprites.CrossingTile(dst, tileKind(t), x, y, s.tileSz(), 1, 1, 0.35, 0)
	sprites.CrossingIcon(dst, sprites.CrRemove, x, y, int(float32(s.tileSz())*0.6), sprites.WithAlpha(sprites.Bad, 150))
}

// removedTile is the tile on cell c before move n of the history, from
// the state rebuilt once for that move (removals of this round are kept;
// drawing them again rebuilds nothing).
func (s *Screen) removedTile(n int, c crossing.Cell) crossing.Tile {
	for _, r := range s.removals {
		if r.move == n && r.cell == c {
			return r.tile
		}
	}
	t := crossing.NoTile
	if st, err := s.Match.StateAt(n); err == nil {
		if cs, ok := st.(*crossing.State); ok {
			t = cs.At(c)
		}
	}
	if len(s.removals) >= 8 {
		s.removals = s.removals[:0]
	}
	s.removals = append(s.removals, crRemoval{move: n, cell: c, tile: t})
	return t
}

// crRemoval is a removed tile found once (removedTile).
type crRemoval struct {
	move int
	cell crossing.Cell
	tile crossing.Tile
}

// drawBadge draws a seat's shape, small, at (x, y).
func (s *Screen) drawBadge(dst *ebiten.Image, l sprites.Look, x, y float32) {
	r := s.othersBadgeR()
	sprites.FillShape(dst, l.Shape, x, y, r+1.5, sprites.White)
	sprites.FillShape(dst, l.Shape, x, y, r, l.Fill)
	sprites.StrokeShape(dst, l.Shape, x, y, r, 1.5, l.Dark)
}

// othersBadge is where drawOthersMoves puts a seat's shape on cell c: its
// top right corner, inside the ring.
func (s *Screen) othersBadge(c crossing.Cell) (float32, float32) {
	x, y := s.cellXY(c)
	d := s.g.cell/2 - 4 - s.othersBadgeR()
	return x + d, y - d
}

func (s *Screen) othersBadgeR() float32 { return max(5, s.g.cell/11) }

// drawPlaces rings the marks' cells and spots and returns where the last
// one is.
func (s *Screen) drawPlaces(dst *ebiten.Image, m *crLogMarks, clr color.RGBA, ghost bool) (lx, ly float32) {
	for _, c := range m.cells {
		x, y := s.cellXY(c)
		if ghost {
			sprites.RoundRect(dst, x-s.g.cell/2+2, y-s.g.cell/2+2, s.g.cell-4, s.g.cell-4, 10, sprites.WithAlpha(clr, 70))
		}
		s.cellRing(dst, c, 3, clr)
		lx, ly = x, y
	}
	for _, sp := range m.spots {
		x, y := s.spotXY(sp)
		if ghost {
			r, _ := s.spotRingSize(x, y, 5, 3)
			sprites.Disc(dst, x, y, r, sprites.WithAlpha(clr, 70))
		}
		s.spotRing(dst, x, y, 5, 3, clr)
		lx, ly = x, y
	}
	return lx, ly
}

// spotRing rings the rim spot at (x, y) out units beyond its disc, width
// units wide, as far as the room around the disc allows: a ring reaching
// further covered the spot's name (N5, W1) in the margin, on a phone the
// name and the next band. It returns the ring's radius.
func (s *Screen) spotRing(dst *ebiten.Image, x, y, out, width float32, clr color.RGBA) float32 {
	r, w := s.spotRingSize(x, y, out, width)
	sprites.Ring(dst, x, y, r, w, clr)
	return r
}

// spotRingSize is the radius and width of spotRing's ring.
func (s *Screen) spotRingSize(x, y, out, width float32) (r, w float32) {
	room := s.spotRoom(y)
	w = max(2, min(width, room-1))
	out = max(w/2, min(out, room-w/2))
	return s.board.SpotRadius() + out, w
}

// spotRoom is how far a ring may reach beyond the disc of a rim spot at
// height y: to its band's edge, and when the names are shown, to the
// nearer edge of its name in the margin (12 units bold: half a name's
// height above and below the board, half its width, "W1", beside it).
func (s *Screen) spotRoom(y float32) float32 {
	b := s.board
	edge := b.Rim/2 - b.SpotRadius() // the disc's edge to the band's
	if !s.App.Settings().Coords {
		return max(3, edge+b.Margin-2)
	}
	half := float32(7)
	if gy := b.GridY(); y > gy && y < gy+5*b.Cell {
		half = 11
	}
	return max(3, edge+b.Margin/2-half)
}

// cellRing rings cell c, just inside its edge, width units wide.
func (s *Screen) cellRing(dst *ebiten.Image, c crossing.Cell, width float32, clr color.RGBA) {
	x, y := s.cellXY(c)
	n := s.g.cell
	sprites.RoundRectLine(dst, x-n/2+2, y-n/2+2, n-4, n-4, 10, width, clr)
}
