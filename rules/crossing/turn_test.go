package crossing

import (
	"fmt"
	"testing"

	"outback/rules"
)

func TestClaimRules(t *testing.T) {
	// Three players: seat 0 may claim the other end of seat 1's path, not
	// of its own; a spot already held is taken.
	s := position(t, 3, "c3=K", "W1=0 E2=1")
	refused(t, s, "claim E1", "both ends")
	refused(t, s, "claim E2", "taken by seat 1")
	ev := play(t, s, "claim W2")
	if ev[0] != (Claimed{Seat: 0, Spot: 20}) || s.Owner(20) != 0 || s.seat != 1 {
		t.Errorf("events %v", ev)
	}
	// Seat 1 now shares row 2 with seat 0; nobody else may join it (both
	// ends are held).
	if hasMove(s, "claim W2") || hasMove(s, "claim E2") || !hasMove(s, "claim E1") {
		t.Errorf("seat 1's claims: %v", legalTexts(s))
	}

	// Two players: a path held by the opponent cannot be claimed at all.
	s = position(t, 2, "c3=K", "W1=1")
	refused(t, s, "claim E1", "with two players")
	if hasMove(s, "claim E1") || !hasMove(s, "claim E2") {
		t.Errorf("two players: %v", legalTexts(s))
	}

	// Markers run out: three each with 3+ players, four with two.
	s = position(t, 3, "c3=K", "W1=0 W2=0 W3=0")
	refused(t, s, "claim W4", "no marker left")
	if hasMove(s, "claim W4") {
		t.Errorf("a claim is offered with no marker left")
	}
	if MarkersLeft := position(t, 2, "", "").MarkersLeft(1); MarkersLeft != 4 {
		t.Errorf("two players have %d markers, want 4", MarkersLeft)
	}
}

func TestTurnChoices(t *testing.T) {
	s := position(t, 3, "c3=K", "")
	s.reserve[0] = Wombat
	s.fillSupply(t)
	legal := legalTexts(s)
	// 24 claims, draw, 24 reserve cells, in text order.
	if len(legal) != 49 || legal[0] != "claim E1" || legal[24] != "draw" || legal[25] != "reserve a1" {
		t.Fatalf("legal: %v", legal)
	}
	refused(t, s, "reserve c3", "not empty")
	refused(t, s, "place a1", "starts with claim, reserve or draw")
	// B: the reserve is played, no draw.
	ev := play(t, s, "reserve a1")
	if ev[0] != (ReservePlayed{Seat: 0, Cell: 0, Species: Wombat}) || s.reserve[0] != NoTile || s.seat != 1 {
		t.Fatalf("events %v", ev)
	}
	refused(t, s, "reserve a2", "holds no reserve")

	// C: a player who holds a reserve must place the drawn animal; one who
	// does not may keep it. Drawing does not allow playing the reserve too.
	s = position(t, 3, "c3=K", "")
	s.reserve[0] = Wombat
	s.fillSupply(t)
	play(t, s, "draw")
	if s.ToMove() != rules.Chance || s.Seat() != 0 {
		t.Fatalf("after draw: to move %d", s.ToMove())
	}
	refused(t, s, "reserve a1", "drawing")
	play(t, s, "tile echidna")
	refused(t, s, "keep", "already holds a reserve")
	refused(t, s, "reserve a1", "placed on an empty cell or kept")
	if hasMove(s, "keep") || !hasMove(s, "place a1") {
		t.Errorf("legal: %v", legalTexts(s))
	}
	ev = play(t, s, "place a1")
	if ev[0] != (AnimalPlaced{Seat: 0, Cell: 0, Species: Echidna}) {
		t.Errorf("events %v", ev)
	}
	// Seat 1 holds none: it may keep.
	play(t, s, "draw", "tile devil")
	if !hasMove(s, "keep") {
		t.Errorf("legal: %v", legalTexts(s))
	}
	ev = play(t, s, "keep")
	if ev[0] != (AnimalKept{Seat: 1, Species: Devil}) || s.reserve[1] != Devil || s.seat != 2 {
		t.Errorf("events %v", ev)
	}
	conserved(t, s)
}

// The game ends the moment the last empty cell is filled — by a placed
// animal or a played reserve — and not before.
func TestEndWhenBoardFills(t *testing.T) {
	board := ""
	for c := Cell(0); c < NumCells-1; c++ {
		board += fmt.Sprintf("%s=%c ", c, "KWEPD"[int(c)%5])
	}
	for _, how := range []string{"place", "reserve"} {
		s := position(t, 2, board, "N5=0")
		s.reserve[0] = Devil
		s.fillSupply(t)
		if s.phase != PhaseTurn || s.Outcome().Over {
			t.Fatal("over before the board is full")
		}
		var ev []rules.Event
		if how == "place" {
			ev = play(t, s, "draw", "tile devil", "place e5")
		} else {
			ev = play(t, s, "reserve e5")
		}
		last, ok := ev[len(ev)-1].(GameOver)
		if !ok || s.phase != PhaseOver || s.ToMove() != rules.Nobody || !s.Outcome().Over {
			t.Fatalf("%s: not over: %v", how, ev)
		}
		// Column e (N5 kangaroo): e1–e4 are K W E P, then the devil: five
		// different.
		if fmt.Sprint(last.Scores) != "[60 0]" || fmt.Sprint(last.Ranks) != "[1 2]" || len(s.Legal(nil)) != 0 {
			t.Errorf("%s: %+v", how, last)
		}
		refused(t, s, "claim N1", "over")
	}
}
