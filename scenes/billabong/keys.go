package billabong

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/billabong"
	"outback/scenes/ui"
)

// choices are the squares the person can act on now, in board order: the
// focus of keyboard play moves over them.
func (s *Screen) choices() []billabong.Square {
	st := s.state()
	var out []billabong.Square
	add := func(sq billabong.Square) {
		for _, o := range out {
			if o == sq {
				return
			}
		}
		out = append(out, sq)
	}
	switch {
	case st.Phase() == billabong.PhasePlace:
		for _, m := range s.legal {
			if m.Kind() == billabong.Place {
				add(m.To())
			}
		}
	case s.sel == billabong.NoSquare:
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				add(m.From())
			}
		}
	default:
		if len(s.chain) > 0 {
			add(s.chain[len(s.chain)-1]) // Enter on it confirms
		} else {
			for _, w := range s.walks {
				add(w)
			}
		}
		for _, h := range s.hops {
			add(h.To)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// buildFocus lists the squares the person can act on as the keyboard
// focus's targets (rebuilt when the decision or the move being built
// changes).
func (s *Screen) buildFocus() {
	key := [6]int{len(s.Match.History()), s.state().ToMove(), int(s.sel), len(s.chain), len(s.hops), len(s.walks)}
	if !s.focus.Begin(key) {
		return
	}
	cell := s.board.Cell
	for _, sq := range s.choices() {
		x, y := s.board.X+float32(sq.Col())*cell, s.board.Y+float32(sq.Row())*cell
		s.focus.Add(ui.FocusTarget{ID: int(sq), A: int(sq), X: x, Y: y, W: cell, H: cell})
	}
	s.focus.End()
}

// keyboard handles Tab, the arrows, Enter and Space; it reports whether it
// used the input. Enter with nothing focused confirms a jump entered.
func (s *Screen) keyboard(in *ui.Input) bool {
	s.buildFocus()
	if (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) && s.focus.Focused() == nil && len(s.chain) > 0 {
		s.confirm()
		return true
	}
	act, used := s.focus.HandleKeys(in)
	if !act {
		return used
	}
	sq := billabong.Square(s.focus.Focused().A)
	if s.state().Phase() == billabong.PhasePlace {
		s.clickPlace(sq)
	} else {
		s.clickMove(sq, false) // keys act at once, as a click does
	}
	return true
}
