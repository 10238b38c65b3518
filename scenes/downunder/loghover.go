package downunder

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// Pointing at a move in the log marks on the board the cell where it
// happened.

// logMarks caches the cells a hovered log entry marks, so drawing it
// allocates nothing per frame.
type logMarks struct {
	entry int
	cells [][2]int
}

// duLoggedCell reads the cell of a Down Under move's notation ("C 1,-2 r3
// kangaroo", "T 2,3 N", "B 4,1", "R 1,0 cw").
func duLoggedCell(text string) (int, int, bool) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return 0, 0, false
	}
	xs, ys, ok := strings.Cut(f[1], ",")
	if !ok {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	return x, y, err1 == nil && err2 == nil
}

func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	text, ok := s.HoveredLogText()
	if !ok {
		return
	}
	if s.logMarks.entry != s.HoverLog+1 {
		s.logMarks.entry = s.HoverLog + 1
		s.logMarks.cells = s.logMarks.cells[:0]
		if x, y, ok := duLoggedCell(text); ok {
			s.logMarks.cells = append(s.logMarks.cells, [2]int{x, y})
		}
	}
	for _, c := range s.logMarks.cells {
		px, py := s.cellXY(c[0], c[1])
		n := float32(s.lay.cell)
		sprites.RoundRectLine(dst, px+2, py+2, n-4, n-4, 8, 3, sprites.Ochre)
	}
}
