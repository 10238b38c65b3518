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
		blocked := s.setupBlocked()
		for c := Cell(0); c < NumCells; c++ {
			if s.board[c] != NoTile || geo.cellMask[c]&blocked != 0 {
				continue
			}
			for _, sp := range speciesByName {
				if s.supply[sp] > 0 {
					buf = append(buf, SetupTile(c, sp).box())
				}
			}
		}
	case PhaseDeal:
		for _, sp := range speciesByName {
			if s.supply[sp] > 0 {
				buf = append(buf, Deal(seat, sp).box())
			}
		}
	case PhaseTurn:
		if s.MarkersLeft(seat) > 0 {
			buf = s.appendClaims(buf, seat)
		}
		if s.SupplySize() > 0 {
			buf = append(buf, Draw().box())
		}
		if s.reserve[seat].IsAnimal() {
			buf = s.appendCells(buf, OpReserve)
		}
	case PhaseDraw:
		for _, k := range kindsByName {
			if s.supply[k] > 0 {
				buf = append(buf, DrawTile(k).box())
			}
		}
	case PhaseDrawn:
		switch d := s.drawn; {
		case d.IsAnimal() || d == Hidden:
			if s.reserve[seat] == NoTile {
				buf = append(buf, Keep().box())
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
						buf = append(buf, MoveTile(a, b).box())
					}
				}
			}
		case d == RemoveAction:
			for a := Cell(0); a < NumCells; a++ {
				if s.board[a] != NoTile {
					buf = append(buf, RemoveTile(a).box())
				}
			}
		case d == ShiftAction:
			for a := Spot(0); a < NumSpots; a++ {
				if int(s.owner[a]) != seat {
					continue
				}
				for b := Spot(0); b < NumSpots; b++ {
					if b.Path() != a.Path() && s.canClaim(seat, b) {
						buf = append(buf, Shift(a, b).box())
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
						buf = append(buf, SwapTiles(a, b).box())
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
			buf = append(buf, Move{Op: uint8(op), A: int8(c)}.box())
		}
	}
	return buf
}

func (s *State) appendClaims(buf []rules.Move, seat int) []rules.Move {
	for sp := Spot(0); sp < NumSpots; sp++ {
		if s.canClaim(seat, sp) {
			buf = append(buf, Claim(sp).box())
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
	return s.board[c] == NoTile && geo.cellMask[c]&s.setupBlocked() == 0
}

// setupBlocked is the set of paths (a bit per Path) holding a tile.
func (s *State) setupBlocked() uint16 {
	var m uint16
	for c, t := range s.board {
		if t != NoTile {
			m |= geo.cellMask[c]
		}
	}
	return m
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
