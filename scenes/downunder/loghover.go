package downunder

import (
	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/downunder"
	"outback/sprites"
)

// Pointing at a move in the log marks on the board the cell it touches,
// and a review's better move shows there as a ghost; both come from the
// move itself (downunder.MoveCell), not its text.

// logMarks is the cell of the hovered entry's move, for tests.
type logMarks struct {
	cells [][2]int
}

func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	n := float32(s.lay.cell)
	if g, label := s.Ghost(); g != nil {
		if x, y, ok := downunder.MoveCell(g); ok {
			px, py := s.cellXY(x, y)
			sprites.RoundRect(dst, px+2, py+2, n-4, n-4, 8, sprites.WithAlpha(sprites.Good, 90))
			sprites.RoundRectLine(dst, px+2, py+2, n-4, n-4, 8, 3, sprites.Good)
			sprites.Pill(dst, label, px+n/2, py-14, sprites.Good)
		}
	}
	s.logMarks.cells = s.logMarks.cells[:0]
	mv, ok := s.HoveredLogMove()
	if !ok {
		return
	}
	if x, y, ok := downunder.MoveCell(mv); ok {
		s.logMarks.cells = append(s.logMarks.cells, [2]int{x, y})
		px, py := s.cellXY(x, y)
		sprites.RoundRectLine(dst, px+2, py+2, n-4, n-4, 8, 3, sprites.Ochre)
	}
}
