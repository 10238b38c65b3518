package crossing

import "outback/rules"

// Apply validates m for the decision at hand and carries it out. Every check
// comes before the first change, so a refused move leaves the state as it
// was.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	mv, ok := asMove(m)
	if !ok {
		return nil, rules.Illegal("%T is not an Outback Crossing move", m)
	}
	if err := mv.check(); err != nil {
		return nil, rules.Illegal("%v", err)
	}
	switch s.phase {
	case PhaseSetup:
		return s.applySetup(mv)
	case PhaseDeal:
		return s.applyDeal(mv)
	case PhaseTurn:
		return s.applyTurn(mv)
	case PhaseDraw:
		return s.applyDraw(mv)
	case PhaseDrawn:
		if s.drawn.IsAction() {
			return s.applyAction(mv)
		}
		return s.applyAnimal(mv)
	}
	return nil, rules.Illegal("the game is over")
}

func (s *State) applySetup(mv Move) ([]rules.Event, error) {
	if mv.Kind() != OpSetup {
		return nil, rules.Illegal("the board is being set up: the next move is a setup tile, not %s", mv.Kind())
	}
	c, sp := Cell(mv.A), Tile(mv.B)
	if s.board[c] != NoTile {
		return nil, rules.Illegal("setup: %s already holds a %s", c, s.board[c])
	}
	if !s.setupCellFree(c) {
		return nil, rules.Illegal("setup: %s shares a row, column or main diagonal with another setup tile", c)
	}
	if s.supply[sp] == 0 {
		return nil, rules.Illegal("setup: no %s left in the supply", sp)
	}
	s.board[c] = sp
	s.supply[sp]--
	if s.tilesOnBoard() == SetupTiles {
		s.phase, s.seat = PhaseDeal, 0
	}
	return []rules.Event{SetupPlaced{Cell: c, Species: sp}}, nil
}

func (s *State) applyDeal(mv Move) ([]rules.Event, error) {
	if mv.Kind() != OpDeal {
		return nil, rules.Illegal("reserves are being dealt: the next move deals seat %d's, not %s", s.seat, mv.Kind())
	}
	seat, sp := int(mv.A), Tile(mv.B)
	if seat != int(s.seat) {
		return nil, rules.Illegal("deal: it is seat %d's reserve that is dealt now, not seat %d's", s.seat, seat)
	}
	if s.supply[sp] == 0 {
		return nil, rules.Illegal("deal: no %s left in the supply", sp)
	}
	s.reserve[seat] = sp
	s.supply[sp]--
	s.seat++
	if s.seat == s.players {
		s.phase, s.seat = PhaseTurn, 0
	}
	return []rules.Event{ReserveDealt{Seat: seat, Species: sp}}, nil
}

func (s *State) applyTurn(mv Move) ([]rules.Event, error) {
	seat := int(s.seat)
	switch mv.Kind() {
	case OpClaim:
		sp := Spot(mv.A)
		if s.MarkersLeft(seat) <= 0 {
			return nil, rules.Illegal("seat %d has no marker left: all %d are on the rim", seat, s.markers)
		}
		if err := s.claimError(seat, sp); err != nil {
			return nil, err
		}
		s.owner[sp] = int8(seat)
		return s.endTurn([]rules.Event{Claimed{Seat: seat, Spot: sp}}), nil
	case OpReserve:
		c, r := Cell(mv.A), s.reserve[seat]
		switch {
		case r == NoTile:
			return nil, rules.Illegal("seat %d holds no reserve", seat)
		case r == Hidden:
			return nil, rules.Illegal("seat %d's reserve is hidden in this view: apply the move to the full state", seat)
		case s.board[c] != NoTile:
			return nil, rules.Illegal("%s is not empty (a %s is there)", c, s.board[c])
		}
		s.board[c] = r
		s.reserve[seat] = NoTile
		return s.endTurn([]rules.Event{ReservePlayed{Seat: seat, Cell: c, Species: r}}), nil
	case OpDraw:
		if s.SupplySize() == 0 {
			return nil, rules.Illegal("the supply is empty")
		}
		s.phase = PhaseDraw
		return nil, nil
	}
	return nil, rules.Illegal("seat %d's turn starts with claim, reserve or draw, not %s", seat, mv.Kind())
}

func (s *State) applyDraw(mv Move) ([]rules.Event, error) {
	if mv.Kind() != OpTile {
		return nil, rules.Illegal("seat %d is drawing: the next move is the tile drawn, not %s", s.seat, mv.Kind())
	}
	seat, t := int(s.seat), Tile(mv.B)
	if s.supply[t] == 0 {
		return nil, rules.Illegal("no %s left in the supply", t)
	}
	s.supply[t]--
	drawn := TileDrawn{Seat: seat, Tile: t}
	if t.IsAction() && !s.Possible(t, seat) {
		// §3 C: the rules discard it themselves; the seat draws again.
		s.out[t]++
		return []rules.Event{drawn, ActionDiscarded{Seat: seat, Action: t}}, nil
	}
	s.phase, s.drawn = PhaseDrawn, t
	return []rules.Event{drawn}, nil
}

func (s *State) applyAnimal(mv Move) ([]rules.Event, error) {
	seat, d := int(s.seat), s.drawn
	switch mv.Kind() {
	case OpPlace:
		c := Cell(mv.A)
		switch {
		case d == Hidden:
			return nil, rules.Illegal("seat %d's drawn animal is hidden in this view: apply the move to the full state", seat)
		case s.board[c] != NoTile:
			return nil, rules.Illegal("%s is not empty (a %s is there)", c, s.board[c])
		}
		s.board[c] = d
		s.drawn = NoTile
		return s.endTurn([]rules.Event{AnimalPlaced{Seat: seat, Cell: c, Species: d}}), nil
	case OpKeep:
		if s.reserve[seat] != NoTile {
			return nil, rules.Illegal("seat %d already holds a reserve, so the drawn animal must be placed", seat)
		}
		s.reserve[seat] = d
		s.drawn = NoTile
		return s.endTurn([]rules.Event{AnimalKept{Seat: seat, Species: d}}), nil
	}
	return nil, rules.Illegal("the drawn %s must be placed on an empty cell or kept, not %s", d, mv.Kind())
}

// actionOps pairs each action tile with the move that carries it out.
var actionOps = [NumKinds]Op{SwapAction: OpSwap, MoveAction: OpMove, RemoveAction: OpRemove, ShiftAction: OpShift, ClaimAction: OpClaim}

func (s *State) applyAction(mv Move) ([]rules.Event, error) {
	seat, d := int(s.seat), s.drawn
	if want := actionOps[d]; mv.Kind() != want {
		return nil, rules.Illegal("the drawn %s action must be carried out (a %s move), not %s", d, want, mv.Kind())
	}
	a, b := Cell(mv.A), Cell(mv.B)
	var ev rules.Event
	switch d {
	case SwapAction:
		switch {
		case a == b:
			return nil, rules.Illegal("swap needs two different cells")
		case s.board[a] == NoTile || s.board[b] == NoTile:
			return nil, rules.Illegal("swap needs two tiles: %s", emptyOf(s, a, b))
		}
		if b < a {
			a, b = b, a
		}
		ev = Swapped{Seat: seat, A: a, B: b, TileA: s.board[a], TileB: s.board[b]}
		s.board[a], s.board[b] = s.board[b], s.board[a]
	case MoveAction:
		switch {
		case s.board[a] == NoTile:
			return nil, rules.Illegal("move: %s is empty", a)
		case s.board[b] != NoTile:
			return nil, rules.Illegal("move: %s is not empty (a %s is there)", b, s.board[b])
		}
		ev = Moved{Seat: seat, From: a, To: b, Species: s.board[a]}
		s.board[a], s.board[b] = NoTile, s.board[a]
	case RemoveAction:
		t := s.board[a]
		if t == NoTile {
			return nil, rules.Illegal("remove: %s is empty", a)
		}
		ev = Removed{Seat: seat, Cell: a, Species: t}
		s.board[a] = NoTile
		s.out[t]++
	case ShiftAction:
		from, to := Spot(mv.A), Spot(mv.B)
		switch {
		case int(s.owner[from]) != seat:
			return nil, rules.Illegal("shift: seat %d has no marker on %s", seat, from)
		case from.Path() == to.Path():
			return nil, rules.Illegal("shift: the marker must go to another path, not the other end of %s", from.Path())
		}
		if err := s.claimError(seat, to); err != nil {
			return nil, err
		}
		ev = Shifted{Seat: seat, From: from, To: to}
		s.owner[from], s.owner[to] = -1, int8(seat)
	case ClaimAction:
		sp := Spot(mv.A)
		if s.MarkersLeft(seat) <= 0 {
			return nil, rules.Illegal("seat %d has no marker left: all %d are on the rim", seat, s.markers)
		}
		if err := s.claimError(seat, sp); err != nil {
			return nil, err
		}
		ev = Claimed{Seat: seat, Spot: sp, Forced: true}
		s.owner[sp] = int8(seat)
	}
	s.out[d]++
	s.drawn = NoTile
	return s.endTurn([]rules.Event{ev}), nil
}

func emptyOf(s *State, a, b Cell) error {
	if s.board[a] == NoTile {
		return rules.Illegal("%s is empty", a)
	}
	return rules.Illegal("%s is empty", b)
}

// endTurn ends the game if the board is full (§4), or passes the turn on.
func (s *State) endTurn(ev []rules.Event) []rules.Event {
	if s.tilesOnBoard() == NumCells {
		s.phase, s.seat = PhaseOver, -1
		o := s.Outcome()
		return append(ev, GameOver{Scores: o.Scores, Ranks: o.Ranks})
	}
	s.phase = PhaseTurn
	s.seat = (s.seat + 1) % s.players
	return ev
}
