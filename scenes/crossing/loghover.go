package crossing

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/crossing"
	"outback/sprites"
)

// Pointing at a move in the log marks on the board the cells and spots
// where it happened.

// crLogMarks caches what a hovered log entry marks, so drawing it
// allocates nothing per frame.
type crLogMarks struct {
	entry int
	cells [][2]int // (row, col)
	spots []crossing.Spot
}

func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	text, ok := s.HoveredLogText()
	if !ok {
		return
	}
	if s.logMarks.entry != s.HoverLog+1 {
		s.logMarks.entry = s.HoverLog + 1
		s.logMarks.cells, s.logMarks.spots = s.logMarks.cells[:0], s.logMarks.spots[:0]
		for _, f := range strings.Fields(text) {
			if c, err := crossing.ParseCell(f); err == nil {
				s.logMarks.cells = append(s.logMarks.cells, [2]int{c.Row(), c.Col()})
			} else if sp, err := crossing.ParseSpot(f); err == nil {
				s.logMarks.spots = append(s.logMarks.spots, sp)
			}
		}
	}
	for _, c := range s.logMarks.cells {
		x, y := s.cellXY(crossing.CellAt(c[0], c[1]))
		sprites.RoundRectLine(dst, x-crCell/2+2, y-crCell/2+2, crCell-4, crCell-4, 10, 3, sprites.Ochre)
	}
	for _, sp := range s.logMarks.spots {
		x, y := s.spotXY(sp)
		sprites.Ring(dst, x, y, s.board.SpotRadius()+5, 3, sprites.Ochre)
	}
}
