package crossing

import (
	"fmt"

	"outback/rules"
)

// Legal lists the moves of the decision at hand in the byte order of their
// notation (so the moves JSON needs no sorting):
//
//   - setup (chance): every empty cell sharing no row, column or main
//     diagonal with a setup tile, times every species left in the supply;
//   - deal (chance): every species left in the supply (actions are never
//     dealt);
//   - turn: the claimable spots, then draw, then the reserve on every empty
//     cell;
//   - draw (chance): every kind left in the supply;
//   - drawn: keep (if the seat holds no reserve) and place on every empty
//     cell for an animal, or every way to carry out the drawn action.
//
// In a View, a decision of another seat that needs a tile the viewer cannot
// see lists no move for it: that seat's hidden reserve is not offered, and a
// hidden drawn animal can only be kept. The viewer's own decisions are
// listed in full, because they never depend on hidden tiles.
func (s *State) Legal(buf []rules.Move) []rules.Move {
	seat := int(s.seat)
	switch s.phase {
	case PhaseSetup:
		for c := Cell(0); c < NumCells; c++ {
			if !s.setupCellFree(c) {
				continue
			}
			for _, sp := range speciesByName {
				if s.supply[sp] > 0 {
					buf = append(buf, SetupTile(c, sp))
				}
			}
		}
	case PhaseDeal:
		for _, sp := range speciesByName {
			if s.supply[sp] > 0 {
				buf = append(buf, Deal(seat, sp))
			}
		}
	case PhaseTurn:
		if s.MarkersLeft(seat) > 0 {
			buf = s.appendClaims(buf, seat)
		}
		if s.SupplySize() > 0 {
			buf = append(buf, Draw())
		}
		if s.reserve[seat].IsAnimal() {
			buf = s.appendCells(buf, OpReserve)
		}
	case PhaseDraw:
		for _, k := range kindsByName {
			if s.supply[k] > 0 {
				buf = append(buf, DrawTile(k))
			}
		}
	case PhaseDrawn:
		switch d := s.drawn; {
		case d.IsAnimal() || d == Hidden:
			if s.reserve[seat] == NoTile {
				buf = append(buf, Keep())
			}
			if d != Hidden {
				buf = s.appendCells(buf, OpPlace)
			}
		case d == ClaimAction:
			buf = s.appendClaims(buf, seat)
		case d == MoveAction:
			for a := Cell(0); a < NumCells; a++ {
				if s.board[a] == NoTile {
					continue
				}
				for b := Cell(0); b < NumCells; b++ {
					if s.board[b] == NoTile {
						buf = append(buf, MoveTile(a, b))
					}
				}
			}
		case d == RemoveAction:
			for a := Cell(0); a < NumCells; a++ {
				if s.board[a] != NoTile {
					buf = append(buf, RemoveTile(a))
				}
			}
		case d == ShiftAction:
			for a := Spot(0); a < NumSpots; a++ {
				if int(s.owner[a]) != seat {
					continue
				}
				for b := Spot(0); b < NumSpots; b++ {
					if b.Path() != a.Path() && s.canClaim(seat, b) {
						buf = append(buf, Shift(a, b))
					}
				}
			}
		case d == SwapAction:
			for a := Cell(0); a < NumCells; a++ {
				if s.board[a] == NoTile {
					continue
				}
				for b := a + 1; b < NumCells; b++ {
					if s.board[b] != NoTile {
						buf = append(buf, SwapTiles(a, b))
					}
				}
			}
		}
	}
	return buf
}

// appendCells appends op on every empty cell.
func (s *State) appendCells(buf []rules.Move, op Op) []rules.Move {
	for c := Cell(0); c < NumCells; c++ {
		if s.board[c] == NoTile {
			buf = append(buf, Move{Op: uint8(op), A: int8(c)})
		}
	}
	return buf
}

func (s *State) appendClaims(buf []rules.Move, seat int) []rules.Move {
	for sp := Spot(0); sp < NumSpots; sp++ {
		if s.canClaim(seat, sp) {
			buf = append(buf, Claim(sp))
		}
	}
	return buf
}

// Weight is a chance outcome's weight: the number of tiles of its kind in
// the supply (0 for an outcome that cannot happen). Decisions weigh 1.
func (s *State) Weight(m rules.Move) int {
	mv, ok := asMove(m)
	if !ok || mv.check() != nil {
		return 0
	}
	t := Tile(mv.B)
	switch s.phase {
	case PhaseSetup:
		if mv.Kind() == OpSetup && s.setupCellFree(Cell(mv.A)) {
			return int(s.supply[t])
		}
		return 0
	case PhaseDeal:
		if mv.Kind() == OpDeal && int(mv.A) == int(s.seat) {
			return int(s.supply[t])
		}
		return 0
	case PhaseDraw:
		if mv.Kind() == OpTile {
			return int(s.supply[t])
		}
		return 0
	}
	return 1
}

// asMove accepts a Move or a non-nil *Move.
func asMove(m rules.Move) (Move, bool) {
	switch v := m.(type) {
	case Move:
		return v, true
	case *Move:
		if v != nil {
			return *v, true
		}
	}
	return Move{}, false
}

// setupCellFree reports whether a setup tile may go on c: the cell is empty
// and shares no row, column or main diagonal with a tile already there (§2).
// Every such choice can be completed to four tiles (a test enumerates them).
func (s *State) setupCellFree(c Cell) bool {
	if s.board[c] != NoTile {
		return false
	}
	for o := Cell(0); o < NumCells; o++ {
		if s.board[o] != NoTile && inLine(c, o) {
			return false
		}
	}
	return true
}

// canClaim reports whether seat may put a marker on sp (§3 A): the spot is
// free, the seat does not hold the path's other end, and with two players
// the opponent does not hold it either. (With 3+ players the other end may
// be another seat's: two owners at most, as a path has two ends.)
func (s *State) canClaim(seat int, sp Spot) bool {
	if s.owner[sp] >= 0 {
		return false
	}
	o := s.owner[sp.Other()]
	return o < 0 || (int(o) != seat && s.players > 2)
}

// claimError explains why seat may not claim sp, nil when it may.
func (s *State) claimError(seat int, sp Spot) error {
	if o := s.owner[sp]; o >= 0 {
		return rules.Illegal("%s is taken by seat %d", sp, o)
	}
	other := sp.Other()
	switch o := int(s.owner[other]); {
	case o == seat:
		return rules.Illegal("seat %d already holds the other end of %s (%s): a player never holds both ends of a path", seat, sp.Path(), other)
	case o >= 0 && s.players == 2:
		return rules.Illegal("%s is held by seat %d (%s): with two players a path held by the opponent cannot be claimed", sp.Path(), o, other)
	}
	return nil
}

// hasClaim reports whether seat has an unplaced marker and a spot for it.
func (s *State) hasClaim(seat int) bool {
	if s.MarkersLeft(seat) <= 0 {
		return false
	}
	for sp := Spot(0); sp < NumSpots; sp++ {
		if s.canClaim(seat, sp) {
			return true
		}
	}
	return false
}

// canShift reports whether seat has a placed marker with a legal destination
// on another path.
func (s *State) canShift(seat int) bool {
	for a := Spot(0); a < NumSpots; a++ {
		if int(s.owner[a]) != seat {
			continue
		}
		for b := Spot(0); b < NumSpots; b++ {
			if b.Path() != a.Path() && s.canClaim(seat, b) {
				return true
			}
		}
	}
	return false
}

// Possible reports whether seat could carry out the action tile t now
// (§3 C's "possible when" column). An impossible action drawn is discarded
// by the rules and the seat draws again.
func (s *State) Possible(t Tile, seat int) bool {
	tiles := s.tilesOnBoard()
	switch t {
	case SwapAction:
		return tiles >= 2
	case MoveAction:
		return tiles >= 1 && tiles < NumCells
	case RemoveAction:
		return tiles >= 1
	case ShiftAction:
		return s.canShift(seat)
	case ClaimAction:
		return s.hasClaim(seat)
	}
	return false
}

// impossibleReason says in words why an action cannot be carried out.
func impossibleReason(t Tile) string {
	switch t {
	case SwapAction:
		return "fewer than two tiles on the board"
	case MoveAction:
		return "no tile on the board, or no empty cell"
	case RemoveAction:
		return "no tile on the board"
	case ShiftAction:
		return "no placed marker with a free spot on another path"
	case ClaimAction:
		return "no unplaced marker with a legal spot"
	}
	return fmt.Sprintf("%s is not an action", t)
}
