package billabong

import (
	"outback/rules"
	"outback/rules/billabong"
)

// SayMove writes a move in words for a replay's banner (play.MoveSayer):
// "Blue placed a kangaroo on k11", "… jumped d4 → e4 (3 hops)".
func (s *Screen) SayMove(_ rules.State, mv rules.Move) (string, []any, bool) {
	m, ok := rules.MoveAs[billabong.Move](mv)
	if !ok {
		return "", nil, false
	}
	sq := &m.Squares
	n := sq.Len()
	switch {
	case m.Type == billabong.Pass:
		return "%s passed", nil, true
	case m.Type == billabong.Place && n == 1:
		return "%s placed a kangaroo on %s", []any{sq.At(0).String()}, true
	case m.Type == billabong.Walk && n == 2:
		return "%s stepped from %s to %s", []any{sq.At(0).String(), sq.At(1).String()}, true
	case m.Type == billabong.Jump && n == 2:
		return "%s jumped from %s to %s", []any{sq.At(0).String(), sq.At(1).String()}, true
	case m.Type == billabong.Jump && n > 2:
		return "%s jumped from %s to %s in %d hops", []any{sq.At(0).String(), sq.At(n - 1).String(), n - 1}, true
	}
	return "", nil, false
}
