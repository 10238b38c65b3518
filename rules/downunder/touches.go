package downunder

import "outback/rules"

// MoveCell is the cell a move lays a card on or turns a curve on, for
// screens that point at it (the move log, a review's better move); ok is
// false for a pass and for what is not a Down Under move.
func MoveCell(m rules.Move) (x, y int, ok bool) {
	mv, isMove := m.(*Move)
	if !isMove || mv == nil || mv.Kind == Pass {
		return 0, 0, false
	}
	return int(mv.X), int(mv.Y), true
}
