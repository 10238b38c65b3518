package billabong

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/billabong"
	"outback/sprites"
)

// drawLoggedMove marks on the board the squares of the move under the
// pointer in the move log.
func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	text, ok := s.HoveredLogText()
	if !ok {
		return
	}
	if s.logFor != s.HoverLog {
		s.logFor, s.logSquares = s.HoverLog, s.logSquares[:0]
		for _, part := range strings.Split(text, "-") {
			if sq, err := billabong.ParseSquare(part); err == nil {
				s.logSquares = append(s.logSquares, sq)
			}
		}
	}
	for i, sq := range s.logSquares {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		sprites.RoundRectLine(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, 3, sprites.Ochre)
		if i > 0 {
			a, b := s.logSquares[i-1], sq
			ax, ay := s.board.Center(a.Row(), a.Col())
			bx, by := s.board.Center(b.Row(), b.Col())
			sprites.Line(dst, ax, ay, bx, by, 2, sprites.WithAlpha(sprites.Ochre, 200))
		}
	}
}
