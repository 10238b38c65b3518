package downunder

import "outback/rules"

// reason is why a placement is refused; ok when it is not. Legal move
// generation works with codes; WhyNot and Apply turn them into errors.
type reason uint8

const (
	ok reason = iota
	rTaken
	rHalfTaken
	rNotBackToBack
	rArea
	rJoin
	rContinue
	rRotation
)

func (r reason) err() error {
	switch r {
	case rTaken:
		return rules.Illegal("the cell is taken")
	case rHalfTaken:
		return rules.Illegal("that half of the cell is taken")
	case rNotBackToBack:
		return rules.Illegal("a second terminal must lie back to back with the one on the cell")
	case rArea:
		return rules.Illegal("outside the area")
	case rJoin:
		return rules.Illegal("it would join two routes")
	case rContinue:
		return rules.Illegal("your colour must continue your route")
	case rRotation:
		return rules.Illegal("no such rotation")
	}
	return nil
}

// multi reports whether a colour mask holds more than one player.
func multi(m uint8) bool { return m&(m-1) != 0 }

func (b *board) maskOf(r int) uint8 {
	if r < 0 {
		return 0
	}
	return b.segs[r].mask
}

// shares reports whether two segments' neighbour roots meet: then the two
// segments end up in one group.
func shares(a1, a2, b1, b2 int) bool {
	return (a1 >= 0 && (a1 == b1 || a1 == b2)) || (a2 >= 0 && (a2 == b1 || a2 == b2))
}

// placeCode checks rules (a) space, (c) area, (d) no joining, and (b) when
// needB, for a card of colour c: a straight or curve at rotation rot, or a
// terminal with front rot. It does not look at the hand.
func (s *State) placeCode(c int, k Kind, x, y, rot int, needB bool) reason {
	b := &s.b
	cl := b.at(x, y)
	switch k {
	case Straight, Curve:
		if (k == Straight && rot > 1) || rot > 3 || rot < 0 {
			return rRotation
		}
		if !cl.empty() {
			return rTaken
		}
		if !s.areaOK(x, y) {
			return rArea
		}
		ca, cb, ga, gb := fullSides(k, rot)
		rca, rcb := b.neighbourRoot(x, y, ca), b.neighbourRoot(x, y, cb)
		if needB {
			r := s.routeRoot(c)
			if r < 0 || (rca != r && rcb != r) {
				return rContinue
			}
		}
		rga, rgb := b.neighbourRoot(x, y, ga), b.neighbourRoot(x, y, gb)
		mc := 1<<c | b.maskOf(rca) | b.maskOf(rcb)
		mg := b.maskOf(rga) | b.maskOf(rgb)
		if shares(rca, rcb, rga, rgb) {
			mc |= mg
		}
		if multi(mc) || multi(mg) {
			return rJoin
		}
	case Terminal:
		if rot < 0 || rot > 3 {
			return rRotation
		}
		f := rot
		second := false
		if !cl.empty() {
			it := &b.items[cl.card[0]-1]
			if it.kind != Terminal || cl.card[1] != 0 {
				return rTaken
			}
			if int(it.rot) == f {
				return rHalfTaken
			}
			if int(it.rot) != opp(f) {
				return rNotBackToBack
			}
			second = true
		}
		rf := b.neighbourRoot(x, y, f)
		if needB {
			r := s.routeRoot(c)
			if r < 0 || rf != r {
				return rContinue
			}
		}
		ms := 1<<c | b.maskOf(rf)
		if multi(ms) {
			return rJoin
		}
		if !second {
			l, r := barSides(f)
			rl, rr := b.neighbourRoot(x, y, l), b.neighbourRoot(x, y, r)
			mb := b.maskOf(rl) | b.maskOf(rr)
			if shares(rf, -1, rl, rr) {
				mb |= ms
			}
			if multi(mb) {
				return rJoin
			}
		}
	default:
		return rTaken
	}
	return ok
}

// firstCell reports whether (x, y) may take a first-round card: (0, 0) on
// an empty board, else an empty cell next to (also diagonally) an occupied
// one (§11).
func (s *State) firstCell(x, y int) bool {
	b := &s.b
	if b.nOcc == 0 {
		return x == 0 && y == 0
	}
	if !b.at(x, y).empty() {
		return false
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if (dx != 0 || dy != 0) && !b.at(x+dx, y+dy).empty() {
				return true
			}
		}
	}
	return false
}

// firstCells lists the cells firstCell allows, in (y, x) order.
func (s *State) firstCells() [][2]int {
	b := &s.b
	if b.nOcc == 0 {
		return [][2]int{{0, 0}}
	}
	var out [][2]int
	for y := b.oy0 - 1; y <= b.oy1+1; y++ {
		for x := b.ox0 - 1; x <= b.ox1+1; x++ {
			if s.firstCell(x, y) {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

// partnerOK reports whether, after a terminal of colour c with front f is
// laid on (x, y), colour pc could lie back to back with it (§11: the first
// terminal of a pair only goes where its partner could follow).
func (s *State) partnerOK(c, x, y, f, pc int) bool {
	t := s.clone()
	t.b.placeTerminal(x, y, f, c)
	return t.placeCode(pc, Terminal, x, y, opp(f), false) == ok
}
