package crossing

import (
	"errors"
	"fmt"
)

// The checks DecodePosition makes on a position read from outside: that it
// is one the game can be in (or a View of one), so that play from it never
// gets stuck.

// countTiles derives the tiles that left the game: each kind's tiles on the
// board, held, face down and drawn may not exceed the box's count. Hidden
// tiles are counted in the supply already (see View).
func (s *State) countTiles() error {
	var seen [NumKinds]int
	add := func(t Tile) {
		if int(t) < NumKinds {
			seen[t]++
		}
	}
	for _, t := range s.board {
		add(t)
	}
	for _, t := range s.reserve[:s.players] {
		add(t)
	}
	add(s.drawn)
	for k := 0; k < NumKinds; k++ {
		seen[k] += int(s.supply[k])
		if seen[k] > int(tileCounts[k]) {
			return fmt.Errorf("%d %s tiles are on the board, held or in the supply, but the game has %d", seen[k], Tile(k), tileCounts[k])
		}
		s.out[k] = tileCounts[k] - int8(seen[k])
	}
	animals := 0
	for k := Kangaroo; k <= Joker; k++ {
		animals += int(s.supply[k])
	}
	if h := s.hiddenCount(); h > animals {
		return fmt.Errorf("%d hidden tiles, but the supply counts only %d animals (a view counts hidden tiles in the supply)", h, animals)
	}
	return nil
}

// checkPhase checks what each phase implies about the rest.
func (s *State) checkPhase() error {
	tiles := s.tilesOnBoard()
	placed := 0
	for _, o := range s.owner {
		if o >= 0 {
			placed++
		}
	}
	switch s.phase {
	case PhaseSetup, PhaseDeal:
		for k := 0; k < NumKinds; k++ {
			if s.out[k] != 0 {
				return fmt.Errorf("%d %s tiles are missing: nothing leaves the game before play starts", s.out[k], Tile(k))
			}
		}
		if placed > 0 {
			return errors.New("markers are on the rim before play starts")
		}
		for a := Cell(0); a < NumCells; a++ {
			for b := a + 1; b < NumCells; b++ {
				if s.board[a] != NoTile && s.board[b] != NoTile && inLine(a, b) {
					return fmt.Errorf("setup tiles %s and %s share a row, column or main diagonal", a, b)
				}
			}
		}
		for i, r := range s.reserve[:s.players] {
			if held := r != NoTile; held != (s.phase == PhaseDeal && i < int(s.seat)) {
				return fmt.Errorf("seat %d's reserve: reserves are dealt in seat order after the setup tiles", i)
			}
		}
		if s.phase == PhaseSetup && tiles >= SetupTiles {
			return fmt.Errorf("%d tiles on the board during setup, want fewer than %d", tiles, SetupTiles)
		}
		if s.phase == PhaseDeal && tiles != SetupTiles {
			return fmt.Errorf("%d tiles on the board while reserves are dealt, want %d", tiles, SetupTiles)
		}
		return nil
	case PhaseOver:
		if tiles != NumCells {
			return fmt.Errorf("phase over, but %d cells are empty", NumCells-tiles)
		}
		return nil
	}
	if tiles == NumCells {
		return errors.New("the board is full, so the phase must be over")
	}
	if s.phase == PhaseDrawn {
		switch d := s.drawn; {
		case d == NoTile:
			return errors.New(`phase drawn needs the "drawn" tile`)
		case d.IsAction() && !s.Possible(d, int(s.seat)):
			return fmt.Errorf("the drawn %s action cannot be carried out (%s): the rules would have discarded it", d, impossibleReason(d))
		}
	}
	// Enough animals must be left to fill the board, or a seat could be
	// left with no move. In play this margin starts at 11 and never falls
	// (see animalMargin).
	if m := s.animalMargin(); m < int(s.players) {
		return fmt.Errorf("too few animals left to fill the board: the supply, reserves and drawn tile hold %d more than the %d empty cells and %d remove actions need, want at least %d",
			m, NumCells-tiles, s.removesLeft(), s.players)
	}
	return nil
}

// animalMargin is the animals still to come (face down, held, drawn) minus
// the empty cells and the removals still possible. Placing, keeping,
// playing a reserve, moving, swapping and removing leave it unchanged; a
// discarded remove action raises it. It is 11 after setup (36 animals, 21
// empty cells, 4 removes), and as long as it is at least the number of
// players, a seat who must draw finds an animal in the supply.
func (s *State) animalMargin() int {
	m := 0
	for k := Kangaroo; k <= Joker; k++ {
		m += int(s.supply[k]) // in a view this includes the hidden tiles
	}
	for _, t := range s.reserve[:s.players] {
		if t.IsAnimal() {
			m++
		}
	}
	if s.drawn.IsAnimal() {
		m++
	}
	return m - (NumCells - s.tilesOnBoard()) - s.removesLeft()
}

func (s *State) removesLeft() int {
	n := int(s.supply[RemoveAction])
	if s.drawn == RemoveAction {
		n++
	}
	return n
}
