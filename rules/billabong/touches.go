package billabong

import "outback/rules"

// MoveSquares appends the squares a move touches, in notation order (a
// placement's square; a walk's two; a jump's start and every landing), for
// screens that point at them (the move log, a review's better move). A pass
// touches none.
func MoveSquares(m rules.Move, out []Square) []Square {
	mv, ok := rules.MoveAs[Move](m)
	if !ok {
		return out
	}
	if mv.Type == Pass {
		return out
	}
	for i := 0; i < mv.Squares.Len(); i++ {
		if sq := mv.Squares.At(i); sq.Valid() {
			out = append(out, sq)
		}
	}
	return out
}
