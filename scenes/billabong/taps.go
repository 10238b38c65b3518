package billabong

import (
	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes/ui"
)

// TapsFor implements play.MoveTapper: the taps that play m from the
// screen as it is now. A placement is two taps on its square; a walk, the
// kangaroo then two on the square; a jump, the kangaroo, each landing in turn,
// then Confirm; a pass, the Pass button. A kangaroo already picked (and
// hops already made) count as tapped; nil when another pick holds.
func (s *Screen) TapsFor(m rules.Move) []ui.TapPoint {
	mv, ok := rules.MoveAs[billabong.Move](m)
	if !ok {
		return nil
	}
	st := s.state()
	switch mv.Kind() {
	case billabong.Pass:
		if s.passBtn.Disabled {
			return nil
		}
		return []ui.TapPoint{ui.ButtonTap(&s.passBtn)}
	case billabong.Place:
		if st.Phase() != billabong.PhasePlace {
			return nil
		}
		// A finger's first tap shows the kangaroo there, the second places
		// it.
		if s.tapped == mv.To() {
			return []ui.TapPoint{s.squareTap(mv.To())}
		}
		return []ui.TapPoint{s.squareTap(mv.To()), s.squareTap(mv.To())}
	case billabong.Walk:
		// A finger's first tap on the square shows the walk, the second
		// plays it.
		to := s.squareTap(mv.To())
		switch {
		case s.sel == mv.From() && len(s.chain) == 0 && s.tapped == mv.To():
			return []ui.TapPoint{to}
		case s.sel == mv.From() && len(s.chain) == 0:
			return []ui.TapPoint{to, to}
		case s.sel != billabong.NoSquare && s.locked:
			return nil
		}
		return []ui.TapPoint{s.squareTap(mv.From()), to, to}
	case billabong.Jump:
		path := mv.Path()
		landings := path[1:]
		var taps []ui.TapPoint
		switch {
		case s.sel == mv.From():
			if len(s.chain) > len(landings) {
				return nil
			}
			for i, sq := range s.chain {
				if landings[i] != sq {
					return nil
				}
			}
			landings = landings[len(s.chain):]
		case s.sel != billabong.NoSquare && s.locked:
			return nil
		default:
			taps = append(taps, s.squareTap(mv.From()))
		}
		for _, sq := range landings {
			taps = append(taps, s.squareTap(sq))
		}
		return append(taps, ui.ButtonTap(&s.confirmBtn))
	}
	return nil
}

// squareTap is a tap on square sq of the board.
func (s *Screen) squareTap(sq billabong.Square) ui.TapPoint {
	x, y := s.board.Center(sq.Row(), sq.Col())
	c := float64(s.board.Cell)
	return ui.TapAt(sq.String(), float64(x), float64(y), c, c)
}
