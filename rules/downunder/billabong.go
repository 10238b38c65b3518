package downunder

import "outback/rules"

// Billabongs (§6, §11). Cases 1–2 are laid by the game after every action
// that changes the board: a cell X triggers when it is empty, passes the
// area rule, open ends of at least three different routes point into it,
// and at least one of them arrived with this action. Case 3 is the mover's
// move "B x,y".

// endSnap is the open ends of every route, taken before an action so that
// the ends that arrived with it can be told apart.
type endSnap struct {
	n int
	c [2 * maxColours]int8
	e [2 * maxColours]openEnd
}

func (s *State) snapEnds() endSnap {
	var sn endSnap
	var buf [2]openEnd
	for c := 0; c < s.cfg.colours; c++ {
		_, ends := s.status(c, buf[:0])
		for _, e := range ends {
			sn.c[sn.n] = int8(c)
			sn.e[sn.n] = e
			sn.n++
		}
	}
	return sn
}

func (sn *endSnap) has(c int, e openEnd) bool {
	for i := 0; i < sn.n; i++ {
		if int(sn.c[i]) == c && sn.e[i] == e {
			return true
		}
	}
	return false
}

// findTrigger is the triggered cell with the smallest (y, x).
func (s *State) findTrigger(before *endSnap) (x, y int, found bool) {
	cur := s.snapEnds()
	for i := 0; i < cur.n; i++ {
		if before.has(int(cur.c[i]), cur.e[i]) {
			continue
		}
		tx, ty := cur.e[i].target()
		if found && (ty > y || (ty == y && tx >= x)) {
			continue
		}
		if !s.b.at(tx, ty).empty() || !s.areaOK(tx, ty) {
			continue
		}
		var seen uint8
		for j := 0; j < cur.n; j++ {
			if jx, jy := cur.e[j].target(); jx == tx && jy == ty {
				seen |= 1 << cur.c[j]
			}
		}
		if popcount(seen) >= 3 {
			x, y, found = tx, ty, true
		}
	}
	return x, y, found
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// cascade lays the case 1–2 billabongs this action caused, smallest (y, x)
// first, re-checking after each; mover is the acting colour.
func (s *State) cascade(mover int, before *endSnap, ev []rules.Event) []rules.Event {
	for s.billabongs > 0 {
		x, y, found := s.findTrigger(before)
		if !found {
			break
		}
		ev = s.layAuto(x, y, mover, before, ev)
	}
	if s.pend.on {
		var tmp [16]Move
		if len(s.genAtEnd(int(s.pend.colour), s.pend.end(), tmp[:0], true)) == 0 {
			s.pend = pending{}
		}
	}
	return ev
}

// layAuto lays a case-1 or case-2 billabong on (x, y).
func (s *State) layAuto(x, y, mover int, before *endSnap, ev []rules.Event) []rules.Event {
	cur := s.snapEnds()
	who := [4]int{-1, -1, -1, -1}
	var arrived [4]bool
	for i := 0; i < cur.n; i++ {
		if tx, ty := cur.e[i].target(); tx == x && ty == y {
			t := opp(cur.e[i].side)
			who[t] = int(cur.c[i])
			arrived[t] = !before.has(int(cur.c[i]), cur.e[i])
		}
	}
	partner := [4]int{0, 1, 2, 3}
	kase, through, t4, ts := 2, -1, -1, -1
	for t := 0; t < 4; t++ {
		if who[t] < 0 {
			t4 = t
		}
	}
	// Three route ends: case 1, unless the fourth side holds the end of a
	// coloured group (a pre-laid route), which ends there too [decision].
	if t4 >= 0 && s.b.maskOf(s.b.neighbourRoot(x, y, t4)) == 0 {
		kase = 1
		for t := 0; t < 4; t++ {
			if who[t] == mover {
				ts = t
			}
		}
		for t := 0; t < 4 && ts < 0; t++ {
			if who[t] >= 0 && arrived[t] {
				ts = t
			}
		}
		for t := 0; t < 4 && ts < 0; t++ { // cannot happen: one end arrived
			if who[t] >= 0 {
				ts = t
			}
		}
		partner[ts], partner[t4] = t4, ts
		through = who[ts]
	}
	w := makeWiring(partner)
	s.b.placeBillabong(x, y, w)
	s.billabongs--
	var ended []int
	for t := 0; t < 4; t++ {
		if who[t] >= 0 && who[t] != through {
			ended = append(ended, who[t])
		}
	}
	ev = append(ev, BillabongLaid{X: x, Y: y, Case: kase, Wiring: w.groups(), Through: through, Ended: ended})
	if kase == 1 && through == mover {
		c := s.b.at(x, y)
		i := int(c.seg[ts]) - 1
		f := s.b.follow(s.b.endRef(i, ts))
		if t := s.b.endSide(f); t != capSide {
			sg := &s.b.segs[f>>1]
			e := openEnd{int(sg.x), int(sg.y), t}
			var tmp [16]Move
			if len(s.genAtEnd(mover, e, tmp[:0], true)) > 0 {
				s.pend = pending{on: true, colour: int8(mover), x: sg.x, y: sg.y, side: int8(t)}
				ev = append(ev, ExtraCardOwed{Colour: mover, X: e.x, Y: e.y, Side: Side(t)})
			}
		}
	}
	return ev
}

// case3 finds colour c's case-3 billabong: its route has exactly two open
// ends, both into one empty cell X from adjacent sides; X's other two sides
// hold both open ends of one other route; X passes the area rule; a
// billabong is left; c holds no curve. Wiring pairs each route's sides.
func (s *State) case3(c int) (x, y int, w wiring, found bool) {
	if s.billabongs <= 0 || s.hands[c].count(Curve) > 0 {
		return
	}
	r := s.routeRoot(c)
	if r < 0 {
		return
	}
	var buf [2]openEnd
	ends, caps, cycle := s.b.groupEnds(r, buf[:0])
	if cycle || caps > 0 || len(ends) != 2 {
		return
	}
	x, y = ends[0].target()
	x2, y2 := ends[1].target()
	u1, u2 := opp(ends[0].side), opp(ends[1].side)
	if x != x2 || y != y2 || (u1^u2)&1 == 0 || !s.b.at(x, y).empty() || !s.areaOK(x, y) {
		return
	}
	v1, v2 := u1^2, u2^2
	r1, r2 := s.b.neighbourRoot(x, y, v1), s.b.neighbourRoot(x, y, v2)
	m := s.b.maskOf(r1)
	if r1 < 0 || r1 != r2 || r1 == r || m == 0 || multi(m) || m&(1<<prelaid) != 0 {
		return
	}
	var p [4]int
	p[u1], p[u2], p[v1], p[v2] = u2, u1, v2, v1
	return x, y, makeWiring(p), true
}
