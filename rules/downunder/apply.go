package downunder

import "outback/rules"

// Apply validates m and plays it, returning the events. A refused move
// leaves the state untouched.
func (s *State) Apply(mv rules.Move) ([]rules.Event, error) {
	m, okm := asMove(mv)
	if !okm {
		return nil, rules.Illegal("not a Down Under move (%T)", mv)
	}
	c, err := s.validate(m)
	if err != nil {
		return nil, err
	}
	return s.play(m, c), nil
}

// validate checks m for the decision at hand and returns the colour that
// plays it.
func (s *State) validate(m Move) (int, error) {
	if s.over {
		return 0, rules.Illegal("the game is over")
	}
	seat := int(s.toMove)
	if err := canonical(m); err != nil {
		return 0, err
	}
	if m.Kind == Pass {
		var tmp [64]Move
		ms := s.gen(tmp[:0])
		if len(ms) == 1 && ms[0].Kind == Pass {
			return seat, nil
		}
		if s.pend.on {
			return 0, rules.Illegal("you must lay the extra card after the billabong")
		}
		return 0, rules.Illegal("you cannot pass while you have a legal move")
	}
	if m.Kind < Straight || m.Kind > Turn {
		return 0, rules.Illegal("unknown move kind %d", m.Kind)
	}
	if s.pend.on {
		return s.validatePending(m)
	}
	if s.firstRound {
		return s.validateFirst(m)
	}
	el := s.eligible()
	if el == 0 {
		return 0, rules.Illegal("seat %d has nothing left to play", seat)
	}
	switch m.Kind {
	case Turn:
		return s.validateTurn(m, el)
	case Billabong:
		for c := 0; c < s.cfg.colours; c++ {
			if el&(1<<c) == 0 {
				continue
			}
			if x, y, _, found := s.case3(c); found && x == int(m.X) && y == int(m.Y) {
				return c, nil
			}
		}
		return 0, rules.Illegal("a billabong may only be laid where both ends of your route and both ends of another route meet and you have no curve left")
	}
	// A card: the colour it fits.
	var firstErr error
	for c := 0; c < s.cfg.colours; c++ {
		if el&(1<<c) == 0 {
			continue
		}
		err := s.checkCard(c, m, true)
		if err == nil {
			return c, nil
		}
		if firstErr == nil || (!s.holds(c, m) && s.holds(s.firstHolder(el, m), m)) {
			firstErr = err
		}
	}
	return 0, firstErr
}

// canonical refuses moves with stray values in fields their kind does not
// use, so that every action has exactly one encoding.
func canonical(m Move) error {
	switch {
	case m.Kind == Pass && (m.X != 0 || m.Y != 0 || m.R != 0 || m.Animal != 0):
		return rules.Illegal("a pass carries no cell")
	case (m.Kind == Terminal || m.Kind == Turn || m.Kind == Billabong) && m.Animal != 0:
		return rules.Illegal("a %s names no animal", kindName(m.Kind))
	case m.Kind == Billabong && m.R != 0:
		return rules.Illegal("a billabong has no rotation")
	}
	return nil
}

// holds reports whether colour c's hand has the card m names.
func (s *State) holds(c int, m Move) bool {
	t := cardType(m.Kind, m.Animal)
	return c >= 0 && t >= 0 && s.hands[c][t] > 0
}

func (s *State) firstHolder(el uint8, m Move) int {
	for c := 0; c < s.cfg.colours; c++ {
		if el&(1<<c) != 0 && s.holds(c, m) {
			return c
		}
	}
	return -1
}

// checkCard checks a card move for colour c in normal play (or, with
// needB false, the first round): hand, rules (a)–(d).
func (s *State) checkCard(c int, m Move, needB bool) error {
	if m.Kind != Straight && m.Kind != Curve && m.Kind != Terminal {
		return rules.Illegal("expected a card")
	}
	if !s.holds(c, m) {
		if m.Kind == Terminal {
			return rules.Illegal("you have no terminal left")
		}
		if m.Animal == NoAnimal {
			return rules.Illegal("say which %s (its animal)", kindName(m.Kind))
		}
		return rules.Illegal("you have no %s with a %s", kindName(m.Kind), animalName(m.Animal))
	}
	if needB {
		var buf [2]openEnd
		if st, _ := s.status(c, buf[:0]); st == StatusLoop {
			return rules.Illegal("your route is a loop: turn one of your curves to reopen it")
		}
	}
	return s.placeCode(c, m.Kind, int(m.X), int(m.Y), int(m.R), needB).err()
}

func (s *State) validatePending(m Move) (int, error) {
	c := int(s.pend.colour)
	e := s.pend.end()
	x, y := e.target()
	u := opp(e.side)
	if (m.Kind != Straight && m.Kind != Curve && m.Kind != Terminal) || int(m.X) != x || int(m.Y) != y {
		return 0, rules.Illegal("you must lay the extra card after the billabong, on %d,%d", x, y)
	}
	fits := false
	switch m.Kind {
	case Terminal:
		fits = int(m.R) == u
	default:
		if m.R < 4 {
			ca, cb, _, _ := fullSides(m.Kind, int(m.R))
			fits = ca == u || cb == u
		}
	}
	if !fits {
		return 0, rules.Illegal("your colour must continue the route out of the billabong")
	}
	return c, s.checkCard(c, m, true)
}

func (s *State) validateFirst(m Move) (int, error) {
	st := s.firstStep()
	c := st.colour
	x, y := int(m.X), int(m.Y)
	switch st.what {
	case stepFull:
		if m.Kind != Straight && m.Kind != Curve {
			return 0, rules.Illegal("the first round lays a straight or a curve")
		}
		if !s.firstCell(x, y) {
			if s.b.nOcc == 0 {
				return 0, rules.Illegal("the first card goes on 0,0")
			}
			return 0, rules.Illegal("a first-round card must touch a card (also diagonally) on an empty cell")
		}
		return c, s.checkCard(c, m, false)
	case stepTerminal:
		if m.Kind != Terminal {
			return 0, rules.Illegal("this first-round step lays a terminal")
		}
		if !s.firstCell(x, y) {
			if s.b.nOcc == 0 {
				return 0, rules.Illegal("the first terminal goes on 0,0")
			}
			return 0, rules.Illegal("the terminal must touch a card (also diagonally) on an empty cell")
		}
		if err := s.checkCard(c, m, false); err != nil {
			return 0, err
		}
		if st.partner >= 0 && !s.partnerOK(c, x, y, int(m.R), st.partner) {
			return 0, rules.Illegal("the next terminal could not lie back to back with it")
		}
		return c, nil
	case stepBehind:
		bx, by, f, found := s.terminalOf(st.behind)
		if m.Kind != Terminal || !found || bx != x || by != y || int(m.R) != opp(f) {
			return 0, rules.Illegal("this terminal goes back to back with the previous one")
		}
		return c, s.checkCard(c, m, false)
	}
	// twoRoutes step 5: a straight or curve continuing an entrance.
	if m.Kind != Straight && m.Kind != Curve {
		return 0, rules.Illegal("now lay a straight or curve continuing one of your entrances")
	}
	var err error
	for _, col := range [2]int{0, 1} {
		if err = s.checkCard(col, m, true); err == nil {
			return col, nil
		}
	}
	return 0, err
}

func (s *State) validateTurn(m Move, el uint8) (int, error) {
	if m.R != 1 && m.R != 3 {
		return 0, rules.Illegal("a curve turns a quarter turn, cw or ccw")
	}
	cl := s.b.at(int(m.X), int(m.Y))
	if cl.empty() {
		return 0, rules.Illegal("there is no card on %d,%d", m.X, m.Y)
	}
	i := int(cl.card[0]) - 1
	it := s.b.items[i]
	c := int(it.colour)
	if it.kind != Curve || c < 0 || c >= s.cfg.colours || el&(1<<c) == 0 {
		return 0, rules.Illegal("only a curve of your colour can be turned")
	}
	var buf [2]openEnd
	if st, _ := s.status(c, buf[:0]); st != StatusLoop {
		return 0, rules.Illegal("a curve is only turned to reopen a loop, and your route is %s", st)
	}
	if !s.turnOK(c, i, int(m.R)) {
		return 0, rules.Illegal("turning that curve would not reopen your route with two open ends without joining routes")
	}
	return c, nil
}

// play applies a validated move of colour c.
func (s *State) play(m Move, c int) []rules.Event {
	seat := int(s.toMove)
	ev := make([]rules.Event, 0, 4)
	if m.Kind == Pass {
		ev = append(ev, Passed{Seat: seat})
		if s.firstRound {
			// Practically unreachable (a first-round card always fits):
			// the round goes on in seat order, or ends.
			if seat+1 < s.cfg.players && !s.cfg.twoRoutes {
				s.toMove = int8(seat + 1)
			} else {
				s.firstRound = false
				s.updateDone()
				s.nextSeat(seat)
			}
			return s.finish(ev)
		}
		s.passed |= 1 << seat
		if act := s.activeSeats(); act&s.passed == act {
			s.over = true
		} else {
			s.played = 0
			s.nextSeat(seat)
		}
		return s.finish(ev)
	}
	before := s.snapEnds()
	doneBefore := s.done
	x, y := int(m.X), int(m.Y)
	switch m.Kind {
	case Straight, Curve, Terminal:
		s.hands[c][cardType(m.Kind, m.Animal)]--
		n := len(s.b.segs)
		if m.Kind == Terminal {
			s.b.placeTerminal(x, y, int(m.R), c)
		} else {
			s.b.placeFull(x, y, m.Kind, int(m.R), c, m.Animal, true)
		}
		if s.rep[c] < 0 {
			s.rep[c] = int16(n)
		}
		ev = append(ev, CardLaid{Colour: c, Kind: m.Kind, X: x, Y: y, Rot: int(m.R), Animal: m.Animal, Extra: s.pend.on})
	case Billabong:
		_, _, w, _ := s.case3(c)
		s.b.placeBillabong(x, y, w)
		s.billabongs--
		ev = append(ev, BillabongLaid{X: x, Y: y, Case: 3, Wiring: w.groups(), Through: -1})
	case Turn:
		i := int(s.b.at(x, y).card[0]) - 1
		rot := (int(s.b.items[i].rot) + int(m.R)) & 3
		s.rotateCurve(i, rot)
		s.b.rebuild()
		dir := 1
		if m.R == 3 {
			dir = -1
		}
		ev = append(ev, CurveTurned{Colour: c, X: x, Y: y, Dir: dir, Rot: rot})
	}
	s.pend = pending{}
	s.passed = 0
	ev = s.cascade(c, &before, ev)
	if s.firstRound {
		s.advanceFirst(seat)
	} else {
		s.updateDone()
		s.advance(seat, c)
	}
	for col := 0; col < s.cfg.colours; col++ {
		if s.done&^doneBefore&(1<<col) != 0 {
			var buf [2]openEnd
			st, _ := s.status(col, buf[:0])
			ev = append(ev, RouteDone{Colour: col, Status: st})
		}
	}
	return s.finish(ev)
}

func (s *State) finish(ev []rules.Event) []rules.Event {
	if s.over {
		o := s.Outcome()
		ev = append(ev, GameOver{Scores: o.Scores, Ranks: o.Ranks})
	}
	return ev
}

// advanceFirst moves on in the first round: seats lay in order and are
// never skipped; twoRoutes follows its five steps.
func (s *State) advanceFirst(seat int) {
	if s.pend.on {
		return
	}
	if s.cfg.twoRoutes {
		if n := s.countTerminals(); n < 4 || !s.anyColourFull() {
			s.toMove = int8(n % 2)
			return
		}
		s.firstRound = false
		s.updateDone()
		s.nextSeat(0)
		return
	}
	if seat+1 < s.cfg.players {
		s.toMove = int8(seat + 1)
		return
	}
	s.firstRound = false
	s.updateDone()
	s.nextSeat(s.cfg.players - 1)
}

func (s *State) anyColourFull() bool {
	for _, it := range s.b.placed() {
		if (it.kind == Straight || it.kind == Curve) && it.colour < prelaid && it.colour >= 0 {
			return true
		}
	}
	return false
}

// advance ends an action in normal play: the extra card of a billabong, or
// the second colour of a twoRoutes turn, keep the seat; else the next
// active seat moves.
func (s *State) advance(seat, c int) {
	if s.pend.on {
		return
	}
	if s.cfg.twoRoutes && !s.cfg.oneCard {
		s.played |= 1 << c
		o := c ^ 1
		if s.played&(1<<o) == 0 && s.done&(1<<o) == 0 {
			var tmp [64]Move
			if len(s.genColour(o, tmp[:0])) > 0 {
				return
			}
		}
	}
	s.played = 0
	s.nextSeat(seat)
}

// nextSeat gives the move to the first active seat after from (from itself
// last); with none left the game is over.
func (s *State) nextSeat(from int) {
	act := s.activeSeats()
	for i := 1; i <= s.cfg.players; i++ {
		seat := (from + i) % s.cfg.players
		if act&(1<<seat) != 0 {
			s.toMove = int8(seat)
			return
		}
	}
	s.over = true
}
