package downunder

import (
	"slices"

	"outback/rules"
)

// Legal appends the legal moves of the decision at hand, ordered by
// (y, x, kind, rotation/front/direction, animal); a pass stands alone. The
// list is empty when the game is over or the seat to move is skipped.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	ms := s.gen(nil)
	for i := range ms {
		buf = append(buf, &ms[i])
	}
	return buf
}

// Moves is Legal with concrete moves.
func (s *State) Moves() []Move { return s.gen(nil) }

func moveLess(a, b Move) int {
	switch {
	case a.Y != b.Y:
		return int(a.Y) - int(b.Y)
	case a.X != b.X:
		return int(a.X) - int(b.X)
	case a.Kind != b.Kind:
		return int(a.Kind) - int(b.Kind)
	case a.R != b.R:
		return int(a.R) - int(b.R)
	}
	return int(a.Animal) - int(b.Animal)
}

// eligible is the mask of the seat's colours that may act now: not done
// and (twoRoutes) not yet used this turn.
func (s *State) eligible() uint8 {
	return s.cfg.seatColours(int(s.toMove)) &^ s.done &^ s.played
}

func (s *State) gen(out []Move) []Move {
	if s.over {
		return out
	}
	n := len(out)
	switch {
	case s.pend.on:
		out = s.genAtEnd(int(s.pend.colour), s.pend.end(), out, true)
	case s.firstRound:
		out = s.genFirst(out)
		if len(out) == n {
			out = append(out, Move{Kind: Pass})
		}
	default:
		el := s.eligible()
		for c := 0; c < s.cfg.colours; c++ {
			if el&(1<<c) != 0 {
				out = s.genColour(c, out)
			}
		}
		if len(out) == n {
			if s.activeSeats()&(1<<s.toMove) == 0 {
				return out
			}
			return append(out, Move{Kind: Pass})
		}
	}
	slices.SortFunc(out[n:], moveLess)
	return out
}

// genColour appends colour c's moves in normal play: cards at the open
// ends of its route and a case-3 billabong, or turns when it is a loop.
func (s *State) genColour(c int, out []Move) []Move {
	var buf [2]openEnd
	st, ends := s.status(c, buf[:0])
	switch st {
	case StatusLoop:
		out = s.genTurns(c, out)
	case StatusOpen:
		n := len(out)
		for _, e := range ends {
			out = s.genAtEndDedup(c, e, out, n)
		}
		if x, y, _, okc := s.case3(c); okc {
			out = append(out, Move{Kind: Billabong, X: int16(x), Y: int16(y)})
		}
	}
	return out
}

// genAtEndDedup is genAtEnd skipping moves already in out[from:] (both ends
// of a route may point into the same cell).
func (s *State) genAtEndDedup(c int, e openEnd, out []Move, from int) []Move {
	n := len(out)
	out = s.genAtEnd(c, e, out, true)
	if n == from {
		return out
	}
	k := n
	for i := n; i < len(out); i++ {
		if !slices.Contains(out[from:n], out[i]) {
			out[k] = out[i]
			k++
		}
	}
	return out[:k]
}

// genAtEnd appends the cards of colour c whose colour path continues the
// open end e, one move per distinct animal.
func (s *State) genAtEnd(c int, e openEnd, out []Move, terminals bool) []Move {
	x, y := e.target()
	u := opp(e.side)
	h := &s.hands[c]
	if s.b.at(x, y).empty() {
		if h.count(Straight) > 0 && s.placeCode(c, Straight, x, y, u&1, true) == ok {
			out = appendAnimals(out, h, Straight, x, y, u&1)
		}
		if h.count(Curve) > 0 {
			for _, r := range [2]int{(u + 3) & 3, u} {
				if s.placeCode(c, Curve, x, y, r, true) == ok {
					out = appendAnimals(out, h, Curve, x, y, r)
				}
			}
		}
	}
	if terminals && h[9] > 0 && s.placeCode(c, Terminal, x, y, u, true) == ok {
		out = append(out, Move{Kind: Terminal, X: int16(x), Y: int16(y), R: uint8(u)})
	}
	return out
}

func appendAnimals(out []Move, h *hand, k Kind, x, y, rot int) []Move {
	lo, hi := typeRange(k)
	for t := lo; t < hi; t++ {
		if h[t] > 0 {
			_, a := typeCard(t)
			out = append(out, Move{Kind: k, X: int16(x), Y: int16(y), R: uint8(rot), Animal: a})
		}
	}
	return out
}

// firstStep describes the decision of the first round (§3, §11).
type firstStep struct {
	colour int
	what   int // stepFull, stepTerminal, stepBehind or stepEntrance
	// partner: the colour that must be able to lie back to back (-1 none);
	// behind: the colour whose terminal the card lies back to back with.
	partner, behind int
}

const (
	stepFull     = iota // a straight or curve on a first-round cell
	stepTerminal        // a terminal on a first-round cell
	stepBehind          // a terminal back to back with colour behind's
	stepEntrance        // twoRoutes: a straight or curve continuing an entrance
)

func (s *State) firstStep() firstStep {
	seat := int(s.toMove)
	c := s.cfg
	switch {
	case c.twoRoutes:
		switch s.countTerminals() {
		case 0:
			return firstStep{colour: 0, what: stepTerminal, partner: 2, behind: -1}
		case 1:
			return firstStep{colour: 2, what: stepBehind, partner: -1, behind: 0}
		case 2:
			return firstStep{colour: 1, what: stepTerminal, partner: 3, behind: -1}
		case 3:
			return firstStep{colour: 3, what: stepBehind, partner: -1, behind: 1}
		}
		return firstStep{colour: 0, what: stepEntrance, partner: -1, behind: -1}
	case c.oneEnd:
		if seat%2 == 1 {
			return firstStep{colour: seat, what: stepBehind, partner: -1, behind: seat - 1}
		}
		p := seat + 1
		if p >= c.players {
			p = -1
		}
		return firstStep{colour: seat, what: stepTerminal, partner: p, behind: -1}
	}
	return firstStep{colour: seat, what: stepFull, partner: -1, behind: -1}
}

// countTerminals counts the terminals of real colours on the board.
func (s *State) countTerminals() int {
	n := 0
	for _, it := range s.b.placed() {
		if it.kind == Terminal && it.colour < prelaid {
			n++
		}
	}
	return n
}

// terminalOf finds colour c's (first) terminal.
func (s *State) terminalOf(c int) (x, y, f int, found bool) {
	for _, it := range s.b.placed() {
		if it.kind == Terminal && int(it.colour) == c {
			return int(it.x), int(it.y), int(it.rot), true
		}
	}
	return 0, 0, 0, false
}

func (s *State) genFirst(out []Move) []Move {
	st := s.firstStep()
	c := st.colour
	h := &s.hands[c]
	switch st.what {
	case stepFull:
		for _, xy := range s.firstCells() {
			for _, k := range [2]Kind{Straight, Curve} {
				if h.count(k) == 0 {
					continue
				}
				rots := 2
				if k == Curve {
					rots = 4
				}
				for r := 0; r < rots; r++ {
					if s.placeCode(c, k, xy[0], xy[1], r, false) == ok {
						out = appendAnimals(out, h, k, xy[0], xy[1], r)
					}
				}
			}
		}
	case stepTerminal:
		if h[9] == 0 {
			break
		}
		for _, xy := range s.firstCells() {
			for f := 0; f < 4; f++ {
				if s.firstTerminalOK(st, xy[0], xy[1], f) {
					out = append(out, Move{Kind: Terminal, X: int16(xy[0]), Y: int16(xy[1]), R: uint8(f)})
				}
			}
		}
	case stepBehind:
		if x, y, f, found := s.terminalOf(st.behind); found && h[9] > 0 {
			if s.placeCode(c, Terminal, x, y, opp(f), false) == ok {
				out = append(out, Move{Kind: Terminal, X: int16(x), Y: int16(y), R: uint8(opp(f))})
			}
		}
	case stepEntrance:
		for _, col := range [2]int{0, 1} {
			var buf [2]openEnd
			_, ends := s.status(col, buf[:0])
			for _, e := range ends {
				out = s.genAtEnd(col, e, out, false)
			}
		}
	}
	return out
}

func (s *State) firstTerminalOK(st firstStep, x, y, f int) bool {
	if s.placeCode(st.colour, Terminal, x, y, f, false) != ok {
		return false
	}
	return st.partner < 0 || s.partnerOK(st.colour, x, y, f, st.partner)
}
