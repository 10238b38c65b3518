package billabong

import (
	"fmt"

	"outback/rules"
)

// Jump rules (§3 of the spec). During a sequence the board does not change:
// the jumper's start square holds the referee, which counts like any
// kangaroo, and the squares it lands on are empty. So the board as it stands
// before the move is exactly the occupancy every hop is checked against —
// the jumper still "standing" on its start square is the referee.

// hopError is a reason a hop is refused, as CheckHop reports it (a string
// constant, so the reasons are fixed).
type hopError string

func (e hopError) Error() string { return string(e) }

const (
	errNotInLine  hopError = "not in a straight line from the kangaroo"
	errNoPivot    hopError = "there is no kangaroo to jump over in that direction"
	errTwoPivots  hopError = "the jump would go over more than one kangaroo"
	errTaken      hopError = "the landing square is taken"
	errAtReferee  hopError = "the landing square is taken (the referee stands on the start square)"
	errLakeLand   hopError = "the landing square is in the lake"
	errLakeCross  hopError = "the jump would cross the lake"
	errOffBoard   hopError = "the landing square is not on the board"
	errSameSquare hopError = "the kangaroo is already on that square"
)

// checkHop says why the hop from p to `to` is illegal (nil if it is legal).
// start is the sequence's start square, for the referee's message.
func (s *State) checkHop(start, p, to Square) error {
	if !to.Valid() {
		return errOffBoard
	}
	if p == to {
		return errSameSquare
	}
	dr, dc, n := line(p, to)
	if n == 0 {
		return errNotInLine
	}
	if s.who[to] == cellLake {
		return errLakeLand
	}
	delta := Square(dr*Cols + dc)
	pivots, at := 0, 0
	q := p
	for i := 1; i < n; i++ {
		q += delta
		switch s.who[q] {
		case cellEmpty:
		case cellLake:
			return errLakeCross
		default:
			pivots++
			at = i
		}
	}
	if s.who[to] != cellEmpty {
		if to == start {
			return errAtReferee
		}
		return errTaken
	}
	switch {
	case pivots == 0:
		return errNoPivot
	case pivots > 1:
		return errTwoPivots
	case 2*at != n:
		over := p + Square(at)*delta
		if land, ok := s.hopOver(p, over); ok {
			return fmt.Errorf("the kangaroo jumped over must be exactly halfway: over %s the hop lands on %s", over, land)
		}
		return fmt.Errorf("the kangaroo jumped over must be exactly halfway, and a hop over %s would end off the board", over)
	}
	return nil
}

// hopOver is the landing of a hop from p over the square over (in line),
// if that landing is on the board.
func (s *State) hopOver(p, over Square) (Square, bool) {
	r, c := 2*over.Row()-p.Row(), 2*over.Col()-p.Col()
	if !OnBoard(r, c) {
		return NoSquare, false
	}
	return Sq(r, c), true
}

// pivotOf is the kangaroo jumped over by a legal hop from p to q: halfway.
func pivotOf(p, q Square) Square {
	return Sq((p.Row()+q.Row())/2, (p.Col()+q.Col())/2)
}

// addCross is the crossing counter after a walk or hop with delta d, kept
// at MinCross or above.
func addCross(c int8, d int) int8 {
	return max(c+int8(d), MinCross)
}

// moverAt checks that sq holds a kangaroo of the seat to move in the race.
func (s *State) moverAt(sq Square) error {
	if s.phase != PhaseMove {
		return rules.Illegal("kangaroos move only in the race, and the game is in its %s phase", s.phase)
	}
	if !sq.Valid() {
		return rules.Illegal("the start is not a square of the board")
	}
	if s.who[sq] != s.toMove+1 {
		if k, ok := s.KangarooAt(sq); ok {
			if k.Seat == SleeperSeat {
				return rules.Illegal("the kangaroo on %s is a sleeper; sleepers never move", sq)
			}
			return rules.Illegal("the kangaroo on %s belongs to seat %d, and seat %d is to move", sq, k.Seat, s.toMove)
		}
		return rules.Illegal("there is no kangaroo on %s", sq)
	}
	return nil
}

// checkJump validates a whole jump sequence of the seat to move and returns
// the jumper's crossing counter at the end (HomeCross if it went home,
// which must be on the last hop).
func (s *State) checkJump(l *SquareList) (int8, error) {
	if l.n > MaxPath {
		return 0, rules.Illegal("a jump may have at most %d hops", MaxHops)
	}
	if l.n < 2 {
		return 0, rules.Illegal("a jump needs a start square and at least one landing")
	}
	start := l.At(0)
	if err := s.moverAt(start); err != nil {
		return 0, err
	}
	c := s.cross[start]
	p := start
	for i := 1; i < int(l.n); i++ {
		if c >= HomeCross {
			return 0, rules.Illegal("the kangaroo went home on hop %d, which ends the move; nothing may follow", i-1)
		}
		to := l.At(i)
		if err := s.checkHop(start, p, to); err != nil {
			return 0, rules.Illegal("hop %d (%s to %s): %v", i, p, to, err)
		}
		c = addCross(c, crossDelta(p, to))
		p = to
	}
	return c, nil
}

// Hop is one legal next hop of a jump being entered: over which kangaroo,
// where it lands, the crossing counter after it, and whether it brings the
// kangaroo home (which ends the move).
type Hop struct {
	Over, To Square
	Cross    int8
	Home     bool
}

// NextHops lists the legal next hops (by landing square) of the jump
// sequence entered so far: the kangaroo on from, then the landings. It is an
// error, with the reason, if that sequence is not legal or has already
// brought the kangaroo home. With no landings it lists the first hops.
func (s *State) NextHops(from Square, landings []Square) ([]Hop, error) {
	c, p, err := s.chainSoFar(from, landings)
	if err != nil {
		return nil, err
	}
	var out []Hop
	for d := 0; d < 8; d++ {
		to, ok := s.lines.hop(s, p, d)
		if !ok {
			continue
		}
		nc := addCross(c, crossDelta(p, to))
		out = append(out, Hop{Over: pivotOf(p, to), To: to, Cross: min(nc, HomeCross), Home: nc >= HomeCross})
	}
	// Sort by landing square (at most 8: insertion sort).
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].To < out[j-1].To; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, nil
}

// CheckHop says why the next hop to `to` of the sequence entered so far
// (from, then landings) is refused — "there is no kangaroo to jump over in
// that direction", "the landing square is taken", "the jump would cross the
// lake", "not in a straight line from the kangaroo"… — or why the sequence
// so far is not legal. It is nil if the hop is legal.
func (s *State) CheckHop(from Square, landings []Square, to Square) error {
	_, p, err := s.chainSoFar(from, landings)
	if err != nil {
		return err
	}
	if err := s.checkHop(from, p, to); err != nil {
		return rules.Illegal("%v", err)
	}
	return nil
}

// chainSoFar validates a partly entered sequence and returns the crossing
// counter and square it has reached.
func (s *State) chainSoFar(from Square, landings []Square) (int8, Square, error) {
	if len(landings) >= MaxHops {
		return 0, NoSquare, rules.Illegal("a jump may have at most %d hops", MaxHops)
	}
	if err := s.moverAt(from); err != nil {
		return 0, NoSquare, err
	}
	if len(landings) == 0 {
		return s.cross[from], from, nil
	}
	m := JumpMove(from, landings...)
	c, err := s.checkJump(&m.Squares)
	if err != nil {
		return 0, NoSquare, err
	}
	if c >= HomeCross {
		return 0, NoSquare, rules.Illegal("the kangaroo is home: the move is complete")
	}
	return c, landings[len(landings)-1], nil
}
