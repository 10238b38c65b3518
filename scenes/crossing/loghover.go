package crossing

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

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

// drawPlaces rings the marks' cells and spots and returns where the last
// one is.
func (s *Screen) drawPlaces(dst *ebiten.Image, m *crLogMarks, clr color.RGBA, ghost bool) (lx, ly float32) {
	for _, c := range m.cells {
		x, y := s.cellXY(c)
		if ghost {
			sprites.RoundRect(dst, x-s.g.cell/2+2, y-s.g.cell/2+2, s.g.cell-4, s.g.cell-4, 10, sprites.WithAlpha(clr, 70))
		}
		sprites.RoundRectLine(dst, x-s.g.cell/2+2, y-s.g.cell/2+2, s.g.cell-4, s.g.cell-4, 10, 3, clr)
		lx, ly = x, y
	}
	for _, sp := range m.spots {
		x, y := s.spotXY(sp)
		if ghost {
			sprites.Disc(dst, x, y, s.board.SpotRadius()+5, sprites.WithAlpha(clr, 70))
		}
		sprites.Ring(dst, x, y, s.board.SpotRadius()+5, 3, clr)
		lx, ly = x, y
	}
	return lx, ly
}
