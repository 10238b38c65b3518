package billabong

import "outback/rules"

// Legal moves, in the canonical order of §8: by the kangaroo's square (row,
// then column), walks before jumps, then by destination square. A jump is
// listed once per distinct outcome — each square some sequence reaches,
// with the highest crossing counter any sequence reaches it with — and, last
// for its kangaroo, once for "home" if some sequence brings it home. Each
// listed jump carries the shortest sequence to its outcome, ties broken by
// the order of its squares.
//
// Placements and chance outcomes are listed by square.

// LegalMoves appends the legal moves of the decision at hand to buf. With a
// buffer of enough capacity it does not allocate.
func (s *State) LegalMoves(buf []Move) []Move {
	switch s.phase {
	case PhaseSetup:
		return s.chanceOutcomes(buf)
	case PhasePlace:
		for sq := Square(0); sq < NumSquares; sq++ {
			if s.canPlace(sq) {
				buf = append(buf, PlaceMove(sq))
			}
		}
		return buf
	case PhaseMove:
		var sc search
		n := len(buf)
		mine := s.toMove + 1
		for sq := Square(0); sq < NumSquares; sq++ {
			if s.who[sq] == mine {
				buf = s.movesOf(buf, &sc, sq)
			}
		}
		if len(buf) == n {
			buf = append(buf, PassMove())
		}
		return buf
	}
	return buf
}

// Legal is LegalMoves boxed as rules.Move values.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	var arr [64]Move
	for _, m := range s.LegalMoves(arr[:0]) {
		buf = append(buf, m)
	}
	return buf
}

// Weight is 1: every chance outcome is equally likely.
func (s *State) Weight(rules.Move) int { return 1 }

// MovesFrom appends the legal moves of the kangaroo on from (walks, then
// jumps, as in LegalMoves): none unless it is a kangaroo of the seat to
// move in the race.
func (s *State) MovesFrom(from Square, buf []Move) []Move {
	if s.moverAt(from) != nil {
		return buf
	}
	var sc search
	return s.movesOf(buf, &sc, from)
}

// PlacementSquares lists the squares where the seat to move may place a
// kangaroo (none outside the placement phase).
func (s *State) PlacementSquares() []Square {
	if s.phase != PhasePlace {
		return nil
	}
	var out []Square
	for sq := Square(0); sq < NumSquares; sq++ {
		if s.canPlace(sq) {
			out = append(out, sq)
		}
	}
	return out
}

// Walks lists the legal walk destinations of the kangaroo on from (none
// unless it is a kangaroo of the seat to move in the race).
func (s *State) Walks(from Square) []Square {
	if s.moverAt(from) != nil {
		return nil
	}
	var out []Square
	for d := 0; d < 8; d++ {
		if to, ok := s.walkTo(from, d); ok {
			out = append(out, to)
		}
	}
	return out
}

// canPlace reports whether the seat to move may place a kangaroo on sq.
func (s *State) canPlace(sq Square) bool {
	return s.who[sq] == cellEmpty && (s.opts.anywhere || InBehindZone(sq))
}

// chanceOutcomes lists the squares the next chance placement may use:
// sleepers go on any empty square off the lake; quick-start kangaroos on the
// empty squares of their quadrant.
func (s *State) chanceOutcomes(buf []Move) []Move {
	q := s.chanceQuadrant()
	for sq := Square(0); sq < NumSquares; sq++ {
		if s.who[sq] == cellEmpty && (q < 0 || Quadrant(sq) == q) {
			buf = append(buf, PlaceMove(sq))
		}
	}
	return buf
}

// chanceSeat is whose kangaroo the next chance placement puts down
// (SleeperSeat for a sleeper), and chanceQuadrant the quick-start quadrant
// it goes to (-1 for a sleeper). Quick-start kangaroos are placed quadrant
// by quadrant (I to IV), seat by seat within each.
func (s *State) chanceSeat() int {
	if s.onBoard[sleeperIdx] < PerPlayer && s.opts.sleepers {
		return SleeperSeat
	}
	return s.placed() % int(s.players)
}

func (s *State) chanceQuadrant() int {
	if s.chanceSeat() == SleeperSeat {
		return -1
	}
	return s.placed() / int(s.players)
}

// walkTo is the neighbour of from in direction d if a walk may go there.
func (s *State) walkTo(from Square, d int) (Square, bool) {
	dr, dc := dir(d)
	r, c := from.Row()+dr, from.Col()+dc
	if !OnBoard(r, c) {
		return NoSquare, false
	}
	to := Sq(r, c)
	return to, s.who[to] == cellEmpty
}

// Sizes of the jump search. A hop moves an even number of rows and columns,
// so a sequence stays on the squares of its start's parity class, 56 of
// them (7 × 8); the search state is such a square and a crossing counter.
const (
	levels    = HomeCross - MinCross // crossing counters MinCross..HomeCross-1
	classSize = (Rows / 2) * (Cols / 2)
	maxStates = classSize * levels
)

// classIndex is a square's index within its parity class (t = r*16+c).
func classIndex(t uint8) int { return int(t>>5)<<3 | int(t&15)>>1 }

// search is the scratch space of one legal-move generation. It lives on the
// caller's stack, so generation allocates nothing.
type search struct {
	// The hops from each square, by landing square, filled in as needed:
	// landing | (crossing change + 1) << 8. The board is the same for every
	// kangaroo of the mover (each one's start square holds the referee as it
	// holds the kangaroo), so they are shared by all of them.
	known [(NumSquares + 63) / 64]uint64
	nhop  [NumSquares]uint8
	hop   [NumSquares][8]uint16

	// Breadth-first search over (square, crossing counter): the queue holds
	// square | level<<8 (level = counter - MinCross), the parent's index
	// and the number of hops; vis marks, per level, the class squares seen.
	vis [levels]uint64
	q   [maxStates]uint16
	par [maxStates]uint16
	dep [maxStates]uint8
	// best is, per class square, the highest level reached (-1: none) and
	// bestAt the queue index of the first (shortest) sequence reaching it.
	best   [classSize]int8
	bestAt [classSize]uint16
}

// hopsOf lists the hops from p, by landing square.
func (sc *search) hopsOf(s *State, p Square) []uint16 {
	w, b := p>>6, uint64(1)<<(p&63)
	if sc.known[w]&b == 0 {
		sc.known[w] |= b
		n := 0
		h := &sc.hop[p]
		for d := 0; d < 8; d++ {
			to, ok := s.lines.hop(s, p, d)
			if !ok {
				continue
			}
			e := uint16(to) | uint16(crossDelta(p, to)+1)<<8
			j := n
			for ; j > 0 && h[j-1]&0xff > uint16(to); j-- {
				h[j] = h[j-1]
			}
			h[j] = e
			n++
		}
		sc.nhop[p] = uint8(n)
	}
	return sc.hop[p][:sc.nhop[p]]
}

// movesOf appends the walks and then the jumps of the kangaroo on from.
func (s *State) movesOf(buf []Move, sc *search, from Square) []Move {
	for d := 0; d < 8; d++ {
		if to, ok := s.walkTo(from, d); ok {
			buf = append(buf, Move{Type: Walk})
			l := &buf[len(buf)-1].Squares
			l.n, l.sq[0], l.sq[1] = 2, uint8(from), uint8(to)
		}
	}
	return s.jumps(buf, sc, from)
}

// jumps appends one jump per distinct outcome of the kangaroo on from.
//
// The search is breadth-first, so the first time a state is reached is by a
// shortest sequence; and because each layer's states are expanded in the
// order of their sequences, and each state's hops by landing square, that
// first sequence is also the smallest in square order among the shortest.
func (s *State) jumps(buf []Move, sc *search, from Square) []Move {
	sc.vis = [levels]uint64{}
	for i := range sc.best {
		sc.best[i] = -1
	}
	// The squares the kangaroo can reach at all: once each has been reached
	// with the highest counter short of home (and home too), nothing
	// better can follow, and the search stops early. That matters when
	// hops wind round the lake: the same squares then come at ever lower
	// counters, anticlockwise, which are of no use.
	targets := sc.reachable(s, from)
	top := int8(levels - 1)
	atTop := 0

	c0 := s.cross[from]
	sc.q[0] = uint16(from) | uint16(c0-MinCross)<<8
	sc.dep[0] = 0
	sc.vis[c0-MinCross] |= 1 << classIndex(uint8(from))
	n := 1
	homeAt, homeTo := -1, uint8(0)
	for i := 0; i < n; i++ {
		if atTop == targets && homeAt >= 0 {
			break
		}
		if sc.dep[i] == MaxHops {
			continue
		}
		p := Square(sc.q[i] & 0xff)
		lv0 := int8(sc.q[i] >> 8)
		for _, e := range sc.hopsOf(s, p) {
			t := uint8(e)
			lv := max(lv0+int8(e>>8)-1, 0) // the counter stays at MinCross or above
			if lv >= levels {
				if homeAt < 0 {
					homeAt, homeTo = i, t
				}
				continue
			}
			ci := classIndex(t)
			if sc.vis[lv]&(1<<ci) != 0 {
				continue
			}
			sc.vis[lv] |= 1 << ci
			sc.q[n] = uint16(t) | uint16(lv)<<8
			sc.par[n] = uint16(i)
			sc.dep[n] = sc.dep[i] + 1
			if lv > sc.best[ci] {
				sc.best[ci], sc.bestAt[ci] = lv, uint16(n)
				if lv == top {
					atTop++
				}
			}
			n++
		}
	}
	for ci := 0; ci < classSize; ci++ {
		if sc.best[ci] >= 0 {
			buf = sc.appendPath(buf, int(sc.bestAt[ci]), 0, false)
		}
	}
	if homeAt >= 0 {
		buf = sc.appendPath(buf, homeAt, homeTo, true)
	}
	return buf
}

// reachable is how many squares the kangaroo on from can land on by some
// sequence (counters aside): a flood fill over the hops.
func (sc *search) reachable(s *State, from Square) int {
	seen := uint64(1) << classIndex(uint8(from))
	stack := [classSize]uint8{uint8(from)}
	n, count := 1, 0
	for n > 0 {
		n--
		for _, e := range sc.hopsOf(s, Square(stack[n])) {
			t := uint8(e)
			if b := uint64(1) << classIndex(t); seen&b == 0 {
				seen |= b
				stack[n] = t
				n++
				count++
			}
		}
	}
	return count
}

// appendPath appends the jump whose sequence ends at queue entry i (and,
// with extra, continues to the square last).
func (sc *search) appendPath(buf []Move, i int, last uint8, extra bool) []Move {
	buf = append(buf, Move{Type: Jump})
	l := &buf[len(buf)-1].Squares
	d := int(sc.dep[i])
	if extra {
		l.sq[d+1] = last
		l.n = uint8(d + 2)
	} else {
		l.n = uint8(d + 1)
	}
	for j := d; j >= 0; j-- {
		l.sq[j] = uint8(sc.q[i] & 0xff)
		i = int(sc.par[i])
	}
	return buf
}
