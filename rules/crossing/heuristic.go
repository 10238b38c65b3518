package crossing

import "outback/rules"

// Value is seat's score on the board as it stands minus the best other
// seat's: higher is better for seat (rules.Heuristic, for the greedy bot).
func (s *State) Value(seat int) int {
	return value(&s.board, &s.owner, int(s.players), seat)
}

func value(board *[NumCells]Tile, owner *[NumSpots]int8, players, seat int) int {
	t := totals(board, owner)
	best := -1 << 30
	for i := 0; i < players; i++ {
		if i != seat && t[i] > best {
			best = t[i]
		}
	}
	return t[seat] - best
}

// ScoreMove is Value(seat) after m, computed on a copy of the board and the
// markers alone (no Clone, no Apply, no events). m should be one of Legal's
// moves; draws and keeps, whose effect is not on the board, leave the value
// as it is.
func (s *State) ScoreMove(seat int, m rules.Move) int {
	mv, ok := asMove(m)
	if !ok || mv.check() != nil {
		return s.Value(seat)
	}
	board, owner := s.board, s.owner
	a, b := mv.A, mv.B
	switch mv.Kind() {
	case OpClaim:
		if s.seat >= 0 {
			owner[a] = s.seat
		}
	case OpShift:
		if s.seat >= 0 {
			owner[a], owner[b] = -1, s.seat
		}
	case OpReserve:
		if s.seat >= 0 && s.reserve[s.seat].IsAnimal() {
			board[a] = s.reserve[s.seat]
		}
	case OpPlace:
		if s.drawn.IsAnimal() {
			board[a] = s.drawn
		}
	case OpSwap:
		board[a], board[b] = board[b], board[a]
	case OpMove:
		board[a], board[b] = NoTile, board[a]
	case OpRemove:
		board[a] = NoTile
	case OpSetup:
		board[a] = Tile(b)
	}
	return value(&board, &owner, int(s.players), seat)
}

// ValueScale is how many Value units make a clear lead (three points): a
// search turns Value into odds of winning on this scale.
func (s *State) ValueScale() int { return 3 }

// SearchValue is the judgement a search makes where a playout stops: each
// seat's paths counted at what they are expected to score once full (see
// expect.go), against the best other seat's.
func (s *State) SearchValue(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	var t [MaxPlayers]int
	var pc [NumPaths]counts
	for p := Path(0); p < NumPaths; p++ {
		pc[p] = pathCounts(&s.board, p)
	}
	for sp := Spot(0); sp < NumSpots; sp++ {
		if o := s.owner[sp]; o >= 0 {
			t[o] += expectedPoints(pc[sp.Path()], sp.Animal())
		}
	}
	best := -1 << 30
	for i := 0; i < int(s.players); i++ {
		if i != seat && t[i] > best {
			best = t[i]
		}
	}
	return t[seat] - best
}
