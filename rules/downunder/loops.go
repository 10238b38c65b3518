package downunder

// Reopening a loop (§5, §11): the owner turns one curve of their colour a
// quarter turn either way. It is legal iff afterwards no group holds two
// colours, all of that colour's segments lie in one group, and that group
// has exactly two open ends and no capped end. Turning can split groups,
// which the union–find cannot undo, so a trial turns the curve, rebuilds,
// checks and restores the saved segments.

// maxSegs bounds the segments of a board (indices are bytes).
const maxSegs = 250

// genTurns appends colour c's legal turns.
func (s *State) genTurns(c int, out []Move) []Move {
	for i := range s.b.placed() {
		it := &s.b.items[i]
		if it.kind != Curve || int(it.colour) != c {
			continue
		}
		for _, d := range [2]int{1, 3} {
			if s.turnOK(c, i, d) {
				out = append(out, Move{Kind: Turn, X: it.x, Y: it.y, R: uint8(d)})
			}
		}
	}
	return out
}

// anyTurn reports whether colour c can reopen its loop.
func (s *State) anyTurn(c int) bool {
	for i := range s.b.placed() {
		it := &s.b.items[i]
		if it.kind == Curve && int(it.colour) == c && (s.turnOK(c, i, 1) || s.turnOK(c, i, 3)) {
			return true
		}
	}
	return false
}

// rotateCurve sets the rotation of curve item i and re-registers its two
// segments' sides (the union–find is stale until rebuild).
func (s *State) rotateCurve(i, rot int) {
	b := &s.b
	it := &b.items[i]
	x, y := int(it.x), int(it.y)
	var buf [4]int
	segs := b.cellSegs(x, y, buf[:0])
	it.rot = uint8(rot)
	ca, cb, ga, gb := curveSides(rot)
	c := b.ptr(x, y)
	for _, j := range segs {
		sg := &b.segs[j]
		if sg.colour >= 0 {
			sg.a, sg.b = int8(ca), int8(cb)
		} else {
			sg.a, sg.b = int8(ga), int8(gb)
		}
		c.seg[sg.a] = uint8(j + 1)
		c.seg[sg.b] = uint8(j + 1)
	}
}

// turnOK tries turning curve item i by d quarter turns (1 cw, 3 ccw).
func (s *State) turnOK(c, i, d int) bool {
	b := &s.b
	var saved [maxSegs]seg
	n := copy(saved[:], b.segs)
	it := b.items[i]
	savedCell := *b.ptr(int(it.x), int(it.y))
	s.rotateCurve(i, (int(it.rot)+d)&3)
	b.rebuild()
	good := s.reopened(c)
	copy(b.segs, saved[:n])
	*b.ptr(int(it.x), int(it.y)) = savedCell
	b.items[i].rot = it.rot
	return good
}

// reopened checks the §11 condition after a turn (on a rebuilt board).
func (s *State) reopened(c int) bool {
	b := &s.b
	root := -1
	for i := range b.segs {
		sg := &b.segs[i]
		if int(sg.parent) == i && multi(sg.mask) {
			return false
		}
		if int(sg.colour) == c {
			r := b.find(i)
			if root >= 0 && r != root {
				return false
			}
			root = r
		}
	}
	if root < 0 {
		return false
	}
	var buf [2]openEnd
	ends, caps, cycle := b.groupEnds(root, buf[:0])
	return !cycle && caps == 0 && len(ends) == 2
}
