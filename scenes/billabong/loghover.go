package billabong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/billabong"
	"outback/sprites"
)

// drawLoggedMove marks on the board the squares of the move under the
// pointer in the move log, and a review's better move as a ghost: the
// squares the move itself touches (billabong.MoveSquares), not its text.
func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	if g, label := s.Ghost(); g != nil {
		s.ghostSquares = billabong.MoveSquares(g, s.ghostSquares[:0])
		s.drawSquares(dst, s.ghostSquares, sprites.Good, true)
		if n := len(s.ghostSquares); n > 0 {
			x, y := s.board.Center(s.ghostSquares[n-1].Row(), s.ghostSquares[n-1].Col())
			sprites.Pill(dst, label, x, y-s.board.Cell*0.75, sprites.Good)
		}
	}
	mv, ok := s.HoveredLogMove()
	if !ok {
		return
	}
	s.logSquares = billabong.MoveSquares(mv, s.logSquares[:0])
	s.drawSquares(dst, s.logSquares, sprites.Ochre, false)
}

// drawSquares outlines squares and joins them in order; a ghost's are
// filled faintly too.
func (s *Screen) drawSquares(dst *ebiten.Image, sqs []billabong.Square, clr color.RGBA, ghost bool) {
	for i, sq := range sqs {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		if ghost {
			sprites.RoundRect(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, sprites.WithAlpha(clr, 70))
		}
		sprites.RoundRectLine(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, 3, clr)
		if i > 0 {
			a, b := sqs[i-1], sq
			ax, ay := s.board.Center(a.Row(), a.Col())
			bx, by := s.board.Center(b.Row(), b.Col())
			sprites.Line(dst, ax, ay, bx, by, 2, sprites.WithAlpha(clr, 200))
		}
	}
}
