package billabong

import (
	"fmt"

	"outback/rules"
)

// asMove accepts a Move or a *Move.
func asMove(mv rules.Move) (Move, error) {
	switch m := mv.(type) {
	case Move:
		return m, nil
	case *Move:
		if m != nil {
			return *m, nil
		}
	}
	return Move{}, rules.Illegal("not a Billabong move (%T)", mv)
}

// Apply validates the move for the decision at hand and plays it, returning
// what happened (see events.go). A refused move returns an error wrapping
// rules.ErrIllegal with the reason, and leaves the state untouched.
func (s *State) Apply(mv rules.Move) ([]rules.Event, error) {
	m, err := asMove(mv)
	if err != nil {
		return nil, err
	}
	return s.Play(m)
}

// Play is Apply for a concrete Move.
func (s *State) Play(m Move) ([]rules.Event, error) {
	if err := checkShape(m); err != nil {
		return nil, err
	}
	switch s.phase {
	case PhaseOver:
		return nil, rules.Illegal("the game is over")
	case PhaseSetup:
		return s.applyChance(m)
	case PhasePlace:
		return s.applyPlace(m)
	}
	switch m.Type {
	case Walk:
		return s.applyWalk(m)
	case Jump:
		return s.applyJump(m)
	case Pass:
		return s.applyPass()
	}
	return nil, rules.Illegal("%s is a placement, and the placement phase is over", m)
}

// checkShape checks that a move's squares fit its kind.
func checkShape(m Move) error {
	n := m.Squares.Len()
	if m.Squares.n > MaxPath {
		return rules.Illegal("a jump may have at most %d hops", MaxHops)
	}
	for i := 0; i < n; i++ {
		if !m.Squares.At(i).Valid() {
			return rules.Illegal("square %d of the move is not on the board", i+1)
		}
	}
	switch m.Type {
	case Place:
		if n != 1 {
			return rules.Illegal("a placement names one square, not %d", n)
		}
	case Walk:
		if n != 2 {
			return rules.Illegal("a walk names two squares, not %d", n)
		}
	case Jump:
		if n < 2 {
			return rules.Illegal("a jump names its start and at least one landing square")
		}
	case Pass:
		if n != 0 {
			return rules.Illegal("a pass names no square")
		}
	default:
		return rules.Illegal("unknown kind of move %d", m.Type)
	}
	return nil
}

func (s *State) applyChance(m Move) ([]rules.Event, error) {
	if m.Type != Place {
		return nil, rules.Illegal("chance is placing kangaroos: the outcome is a square, not a %s", m.Type)
	}
	sq := m.Squares.At(0)
	seat := s.chanceSeat()
	switch {
	case s.who[sq] == cellLake:
		return nil, rules.Illegal("%s is in the lake", sq)
	case s.who[sq] != cellEmpty:
		return nil, rules.Illegal("%s is taken", sq)
	case seat != SleeperSeat && Quadrant(sq) != s.chanceQuadrant():
		return nil, rules.Illegal("this quick-start kangaroo of seat %d goes in quadrant %s, and %s is not in it", seat, quadrantName(s.chanceQuadrant()), sq)
	}
	s.put(sq, seat)
	s.phase, s.toMove = s.setupPhase()
	return []rules.Event{Placed{Seat: seat, Sq: sq, ByChance: true}}, nil
}

func quadrantName(q int) string {
	if q < 0 || q > 3 {
		return "?"
	}
	return [...]string{"I", "II", "III", "IV"}[q]
}

func (s *State) applyPlace(m Move) ([]rules.Event, error) {
	if m.Type != Place {
		return nil, rules.Illegal("kangaroos are still being placed: %s is not a placement", m)
	}
	sq := m.Squares.At(0)
	switch {
	case s.who[sq] == cellLake:
		return nil, rules.Illegal("%s is in the lake", sq)
	case s.who[sq] != cellEmpty:
		return nil, rules.Illegal("%s is taken", sq)
	case !s.canPlace(sq):
		return nil, rules.Illegal("%s is outside the placement zone (columns i–p, rows 9–14, behind the start line)", sq)
	}
	seat := int(s.toMove)
	s.put(sq, seat)
	s.phase, s.toMove = s.setupPhase()
	return []rules.Event{Placed{Seat: seat, Sq: sq}}, nil
}

// put places a new kangaroo of seat (or a sleeper) on sq.
func (s *State) put(sq Square, seat int) {
	if seat == SleeperSeat {
		s.occupy(sq, cellSleeper, 0)
		s.onBoard[sleeperIdx]++
	} else {
		s.occupy(sq, int8(seat+1), 0)
		s.onBoard[seat]++
	}
}

// occupy puts the kangaroo w (a cell code) with counter c on the empty
// square sq; vacate empties sq.
func (s *State) occupy(sq Square, w, c int8) {
	s.who[sq], s.cross[sq] = w, c
	s.lines.flip(sq)
}

func (s *State) vacate(sq Square) {
	s.who[sq], s.cross[sq] = cellEmpty, 0
	s.lines.flip(sq)
}

func (s *State) applyWalk(m Move) ([]rules.Event, error) {
	from, to := m.Squares.At(0), m.Squares.At(1)
	if err := s.moverAt(from); err != nil {
		return nil, err
	}
	switch {
	case !adjacent(from, to):
		return nil, rules.Illegal("a walk goes to a neighbouring square, and %s is not next to %s", to, from)
	case s.who[to] == cellLake:
		return nil, rules.Illegal("%s is in the lake", to)
	case s.who[to] != cellEmpty:
		return nil, rules.Illegal("%s is taken", to)
	}
	seat := int(s.toMove)
	c := addCross(s.cross[from], crossDelta(from, to))
	ev := []rules.Event{Walked{Seat: seat, From: from, To: to, Cross: min(c, HomeCross)}}
	return s.land(ev, from, to, c), nil
}

func (s *State) applyJump(m Move) ([]rules.Event, error) {
	c, err := s.checkJump(&m.Squares)
	if err != nil {
		return nil, err
	}
	seat := int(s.toMove)
	from := m.Squares.At(0)
	ev := make([]rules.Event, 0, m.Squares.Len()+4)
	ev = append(ev, RefereeOut{Sq: from})
	hc := s.cross[from]
	for i := 1; i < m.Squares.Len(); i++ {
		p, q := m.Squares.At(i-1), m.Squares.At(i)
		hc = addCross(hc, crossDelta(p, q))
		ev = append(ev, Hopped{Seat: seat, From: p, Over: pivotOf(p, q), To: q, Cross: min(hc, HomeCross)})
	}
	ev = append(ev, RefereeBack{})
	return s.land(ev, from, m.To(), c), nil
}

// land finishes a walk or jump of the seat to move from `from` to `to`
// with crossing counter c: the kangaroo stands on `to`, or goes home; then
// the turn passes on (or the game ends).
func (s *State) land(ev []rules.Event, from, to Square, c int8) []rules.Event {
	seat := int(s.toMove)
	s.vacate(from)
	s.passes = 0
	if c < HomeCross {
		s.occupy(to, int8(seat+1), c)
		return s.nextTurn(ev)
	}
	s.onBoard[seat]--
	s.home[seat]++
	total := 0
	for i := 0; i < int(s.players); i++ {
		total += int(s.home[i])
	}
	s.reached[seat] = int8(total)
	ev = append(ev, WentHome{Seat: seat, From: to, Home: int(s.home[seat])})
	if s.done(seat) {
		ev = append(ev, SeatDone{Seat: seat, Rank: s.rank(seat)})
	}
	return s.nextTurn(ev)
}

func (s *State) applyPass() ([]rules.Event, error) {
	if s.hasMove() {
		return nil, rules.Illegal("you may pass only when no kangaroo of yours can move")
	}
	s.passes++
	return s.nextTurn([]rules.Event{Passed{Seat: int(s.toMove)}}), nil
}

// hasMove reports whether the seat to move has any walk or hop.
func (s *State) hasMove() bool {
	mine := s.toMove + 1
	for sq := Square(0); sq < NumSquares; sq++ {
		if s.who[sq] != mine {
			continue
		}
		for d := 0; d < 8; d++ {
			if _, ok := s.walkTo(sq, d); ok {
				return true
			}
			if _, ok := s.lines.hop(s, sq, d); ok {
				return true
			}
		}
	}
	return false
}

// nextTurn ends the game if it is over, or gives the turn to the next seat
// still racing.
func (s *State) nextTurn(ev []rules.Event) []rules.Event {
	if s.ended() {
		s.phase, s.toMove = PhaseOver, 0
		return append(ev, GameOver{Ranks: s.ranks()})
	}
	n := int(s.players)
	next := int(s.toMove)
	for {
		next = (next + 1) % n
		if !s.done(next) {
			break
		}
	}
	s.toMove = int8(next)
	return ev
}

// String describes the state briefly (for debugging and test failures).
func (s *State) String() string {
	return fmt.Sprintf("billabong %d players, %s phase, to move %d, home %v", s.players, s.phase, s.ToMove(), s.home[:s.players])
}
