package billabong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/billabong"
	"outback/sprites"
)

// The move under the pointer in the move log, and a review's better move
// as a ghost, are marked on the board by the squares the move itself
// touches (billabong.MoveSquares), not by its text.

// drawLoggedMoveFill finds the squares of the move picked in the log
// (s.logSquares; none where none is) and tints them, under the kangaroos:
// drawLoggedMove rings them over the kangaroos later in Draw. A ring
// alone, ochre on the sand, was faint on a phone, and a tint over a
// kangaroo greyed its colour.
func (s *Screen) drawLoggedMoveFill(dst *ebiten.Image) {
	s.logSquares = s.logSquares[:0]
	if mv, ok := s.HoveredLogMove(); ok {
		s.logSquares = billabong.MoveSquares(mv, s.logSquares)
	}
	s.tintSquares(dst, s.logSquares, sprites.WithAlpha(sprites.Ochre, 110))
}

// drawLoggedMove rings the squares drawLoggedMoveFill found, and draws a
// review's better move as a ghost: tinted, ringed and labelled.
func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	if g, label := s.Ghost(); g != nil {
		s.ghostSquares = billabong.MoveSquares(g, s.ghostSquares[:0])
		s.tintSquares(dst, s.ghostSquares, sprites.WithAlpha(sprites.Good, 70))
		s.ringSquares(dst, s.ghostSquares, sprites.Good)
		if n := len(s.ghostSquares); n > 0 {
			x, y := s.board.Center(s.ghostSquares[n-1].Row(), s.ghostSquares[n-1].Col())
			sprites.Pill(dst, label, x, y-s.board.Cell*0.75, sprites.Good)
		}
	}
	s.ringSquares(dst, s.logSquares, sprites.Ochre)
}

// tintSquares fills squares with clr.
func (s *Screen) tintSquares(dst *ebiten.Image, sqs []billabong.Square, clr color.RGBA) {
	for _, sq := range sqs {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		sprites.RoundRect(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, clr)
	}
}

// ringSquares outlines squares and joins them in order.
func (s *Screen) ringSquares(dst *ebiten.Image, sqs []billabong.Square, clr color.RGBA) {
	for i, sq := range sqs {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		sprites.RoundRectLine(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, 3, clr)
		if i > 0 {
			a, b := sqs[i-1], sq
			ax, ay := s.board.Center(a.Row(), a.Col())
			bx, by := s.board.Center(b.Row(), b.Col())
			sprites.Line(dst, ax, ay, bx, by, 2, sprites.WithAlpha(clr, 200))
		}
	}
}
