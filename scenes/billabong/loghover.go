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

// drawLoggedMoveFill tints the squares of the move picked in the log,
// under the kangaroos (drawLoggedMove outlines them over the kangaroos):
// an outline alone, ochre on the sand, was a faint ring on a phone, and a
// tint over a kangaroo greyed its colour.
func (s *Screen) drawLoggedMoveFill(dst *ebiten.Image) {
	mv, ok := s.HoveredLogMove()
	if !ok {
		return
	}
	s.logSquares = billabong.MoveSquares(mv, s.logSquares[:0])
	for _, sq := range s.logSquares {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		sprites.RoundRect(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, sprites.WithAlpha(sprites.Ochre, 110))
	}
}

// drawSquares outlines squares and joins them in order; filled, they are
// tinted too.
func (s *Screen) drawSquares(dst *ebiten.Image, sqs []billabong.Square, clr color.RGBA, filled bool) {
	for i, sq := range sqs {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		if filled {
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
