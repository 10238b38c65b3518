package downunder

import (
	"strconv"

	"outback/rules"
	"outback/rules/downunder"
	"outback/sprites"
)

// SayMove writes a move in words for a replay's banner (scenes.MoveSayer):
// "Blue laid a straight (kangaroo) at 0,-3".
func (s *Screen) SayMove(_ rules.State, mv rules.Move) (string, []any, bool) {
	m, ok := rules.MoveAs[downunder.Move](mv)
	if !ok {
		return "", nil, false
	}
	at := strconv.Itoa(int(m.X)) + "," + strconv.Itoa(int(m.Y))
	switch k := downunder.Kind(m.Kind); k {
	case downunder.Straight, downunder.Curve:
		if a := sprites.AnimalName(int(m.Animal)); a != "" {
			return "%s laid a %s (%s) at %s", []any{kindWord(k), a, at}, true
		}
		return "%s laid a %s at %s", []any{kindWord(k), at}, true
	case downunder.Terminal:
		return "%s laid the terminal at %s", []any{at}, true
	case downunder.Billabong:
		return "%s laid a billabong at %s", []any{at}, true
	case downunder.Turn:
		return "%s turned the curve at %s", []any{at}, true
	case downunder.Pass:
		return "%s passed", nil, true
	}
	return "", nil, false
}
