package downunder

import (
	"fmt"
	"strconv"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes/lang"
	"outback/sprites"
)

// SayMove writes a move in words for a replay's banner (play.MoveSayer):
// "Blue laid a straight (kangaroo) at 0,-3".
func (s *Screen) SayMove(_ rules.State, mv rules.Move) (string, []any, bool) {
	m, ok := rules.MoveAs[downunder.Move](mv)
	if !ok {
		return "", nil, false
	}
	at := cellName(m)
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

// LogText writes a move for the log and the hints in short words
// (play.LogWriter): "curve 0,0 · rabbit", where the notation says
// "C 0,0 r3 rabbit". A card's turn is on the board for all to see; the
// notation's letters and quarter turns are a code a player has to learn.
func (s *Screen) LogText(_ rules.State, mv rules.Move) (string, bool) {
	m, ok := rules.MoveAs[downunder.Move](mv)
	if !ok {
		return "", false
	}
	at := cellName(m)
	switch k := downunder.Kind(m.Kind); k {
	case downunder.Straight, downunder.Curve:
		if a := sprites.AnimalName(int(m.Animal)); a != "" {
			return lang.T(kindWord(k)) + " " + at + " · " + lang.T(a), true
		}
		return lang.T(kindWord(k)) + " " + at, true
	case downunder.Terminal, downunder.Billabong:
		return lang.T(kindWord(k)) + " " + at, true
	case downunder.Turn:
		if m.R == 3 {
			return fmt.Sprintf(lang.T("curve %s turned left"), at), true
		}
		return fmt.Sprintf(lang.T("curve %s turned right"), at), true
	}
	return "", false // pass: the notation's word
}

// cellName names a move's cell as the table's coordinates do: "0,-3".
func cellName(m downunder.Move) string {
	return strconv.Itoa(int(m.X)) + "," + strconv.Itoa(int(m.Y))
}
