package crossing

import (
	"testing"

	"outback/rules"
)

func TestSetupPlacement(t *testing.T) {
	s, _ := New(4)
	if s.ToMove() != rules.Chance {
		t.Fatal("setup is not chance")
	}
	// 25 cells × 7 species, weighted by the species' count.
	outs := s.Legal(nil)
	if len(outs) != 25*7 {
		t.Fatalf("%d setup outcomes, want 175", len(outs))
	}
	total := 0
	for _, o := range outs {
		total += s.Weight(o)
	}
	if total != 25*40 {
		t.Errorf("total weight %d, want %d (every cell equally likely, species by count)", total, 25*40)
	}
	ev := play(t, s, "setup c3 kangaroo")
	if ev[0] != (SetupPlaced{Cell: 12, Species: Kangaroo}) {
		t.Errorf("events %v", ev)
	}
	// c3 is on both diagonals: its row, column and both diagonals are
	// barred (4 + 4 + 4 + 4 cells and c3 itself), leaving 8.
	free := 0
	for c := Cell(0); c < NumCells; c++ {
		if s.setupCellFree(c) {
			free++
		}
	}
	if free != 8 {
		t.Errorf("%d free cells after c3, want 8", free)
	}
	refused(t, s, "setup c1 wombat", "shares a row, column or main diagonal")
	refused(t, s, "setup a3 wombat", "shares")
	refused(t, s, "setup a1 wombat", "shares")
	refused(t, s, "setup e1 wombat", "shares")
	refused(t, s, "setup c3 wombat", "already holds")
	refused(t, s, "draw", "set up")
	if w := s.Weight(SetupTile(12, Wombat)); w != 0 {
		t.Errorf("weight of an impossible outcome: %d", w)
	}
	if w := s.Weight(SetupTile(CellAt(0, 1), Kangaroo)); w != 6 {
		t.Errorf("weight of b1 kangaroo: %d, want 6", w)
	}
	play(t, s, "setup b1 wombat", "setup a4 joker")
	// The joker is gone: no joker outcome is left.
	for _, o := range s.Legal(nil) {
		if Tile(o.(Move).B) == Joker {
			t.Fatalf("joker offered after the only one was laid")
		}
	}
	play(t, s, "setup e2 devil")
	if s.phase != PhaseDeal || s.Seat() != 0 {
		t.Fatalf("after four setup tiles: phase %s", s.phase)
	}
}

// Whatever the first setup tiles, a fourth always fits: no random setup
// gets stuck.
func TestSetupNeverStuck(t *testing.T) {
	var walk func(s *State, depth int) int
	walk = func(s *State, depth int) int {
		if depth == SetupTiles {
			return 1
		}
		n := 0
		for c := Cell(0); c < NumCells; c++ {
			if !s.setupCellFree(c) {
				continue
			}
			s.board[c] = Kangaroo
			n += walk(s, depth+1)
			s.board[c] = NoTile
		}
		if n == 0 {
			t.Fatalf("setup stuck after %d tiles: %v", depth, s.board)
		}
		return n
	}
	s, _ := New(2)
	if n := walk(s, 0); n == 0 {
		t.Fatal("no setup")
	}
}

func TestDeal(t *testing.T) {
	s, _ := New(3)
	play(t, s, "setup a1 dingo", "setup b3 dingo", "setup c5 echidna", "setup e2 platypus")
	outs := s.Legal(nil)
	if len(outs) != 7 {
		t.Fatalf("%d deal outcomes, want the 7 species", len(outs))
	}
	for _, o := range outs {
		m := o.(Move)
		if !Tile(m.B).IsAnimal() || int(m.A) != 0 || s.Weight(o) != int(s.supply[m.B]) {
			t.Errorf("deal outcome %s weight %d", s.MoveText(o), s.Weight(o))
		}
	}
	refused(t, s, "deal 1 wombat", "seat 0's reserve")
	refused(t, s, "tile wombat", "dealt")
	ev := play(t, s, "deal 0 wombat")
	if ev[0] != (ReserveDealt{Seat: 0, Species: Wombat}) || s.Reserve(0) != Wombat || s.Seat() != 1 {
		t.Errorf("events %v", ev)
	}
	play(t, s, "deal 1 joker", "deal 2 kangaroo")
	refused(t, s, "deal 2 kangaroo", "turn starts")
	if s.phase != PhaseTurn || s.ToMove() != 0 {
		t.Errorf("after the deal: phase %s, to move %d", s.phase, s.ToMove())
	}
	if s.SupplySize() != 58-4-3 {
		t.Errorf("supply %d, want 51", s.SupplySize())
	}
	conserved(t, s)
}
