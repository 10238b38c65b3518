package crossing

import (
	"fmt"
	"testing"

	"outback/rules"
)

// drawAction puts seat 0 at a draw and draws the action: it returns the
// events and whether the action was kept for seat 0 to carry out.
func drawAction(t *testing.T, s *State, action string) ([]rules.Event, bool) {
	t.Helper()
	s.phase = PhaseDraw
	before := *s
	ev := play(t, s, "tile "+action)
	a, _ := ParseTile(action)
	if s.supply[a] != before.supply[a]-1 {
		t.Fatalf("the drawn %s is still in the supply", a)
	}
	if len(ev) == 0 || ev[0] != (TileDrawn{Seat: 0, Tile: a}) {
		t.Fatalf("events %v, want the draw first", ev)
	}
	if s.phase == PhaseDrawn {
		if len(ev) != 1 || s.drawn != a || s.seat != 0 {
			t.Fatalf("possible %s: events %v, drawn %s, seat %d", a, ev, s.drawn, s.seat)
		}
		return ev, true
	}
	// Impossible: discarded by the rules, and seat 0 draws again.
	if len(ev) != 2 || ev[1] != (ActionDiscarded{Seat: 0, Action: a}) {
		t.Fatalf("impossible %s: events %v", a, ev)
	}
	if s.phase != PhaseDraw || s.seat != 0 || s.ToMove() != rules.Chance || s.out[a] != before.out[a]+1 {
		t.Fatalf("impossible %s: phase %s, seat %d, out %d", a, s.phase, s.seat, s.out[a])
	}
	conserved(t, s)
	return ev, false
}

func TestActionPossible(t *testing.T) {
	cases := []struct {
		action, board, markers string
		players                int
		markersPer             int
		possible               bool
		moves                  int // legal moves when possible
	}{
		{"swap", "", "", 3, 3, false, 0},
		{"swap", "c3=K", "", 3, 3, false, 0},
		{"swap", "c3=K a1=W", "", 3, 3, true, 1},
		{"swap", "c3=K a1=W e5=W", "", 3, 3, true, 3},
		{"move", "", "", 3, 3, false, 0},
		{"move", "c3=K", "", 3, 3, true, 24},
		{"move", "c3=K a1=W", "", 3, 3, true, 2 * 23},
		{"remove", "", "", 3, 3, false, 0},
		{"remove", "c3=K a1=W", "", 3, 3, true, 2},
		// Move marker: no placed marker; a marker but nowhere to go (two
		// players, every other path held by the opponent); a marker that can
		// go anywhere but to its own path's other end.
		{"shift", "c3=K", "", 3, 3, false, 0},
		{"shift", "c3=K", "W1=0 W2=1 W3=1 W4=1 W5=1 N1=1 N2=1 N3=1 N4=1 N5=1 NW=1 NE=1", 2, 11, false, 0},
		{"shift", "c3=K", "W1=0 W2=1 W3=1 W4=1 W5=1 N1=1 N2=1 N3=1 N4=1 N5=1 NW=1", 2, 11, true, 2},
		{"shift", "c3=K", "W1=0", 3, 3, true, 22},
		// With 3+ players the other end of another's path is a destination;
		// the other end of one's own other path is not.
		{"shift", "c3=K", "W1=0 N1=1 N2=0", 3, 3, true, 2 * 19},
		// Forced claim: all markers placed; markers left but no legal spot
		// (two players, every path held); a spot to claim.
		{"claim", "c3=K", "W1=0 W2=0 W3=0", 3, 3, false, 0},
		{"claim", "c3=K", "W1=0 W2=0 W3=0 W4=0 W5=0 NW=0 N1=1 N2=1 N3=1 N4=1 N5=1 NE=1", 2, 12, false, 0},
		{"claim", "c3=K", "W1=0 W2=0 W3=0 W4=0 W5=0 NW=0 N1=1 N2=1 N3=1 N4=1 N5=1", 2, 12, true, 2}, // NE or SW
		{"claim", "c3=K", "W1=1", 2, 4, true, 22},
		{"claim", "c3=K", "W1=1", 3, 3, true, 23},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s %q %q %dp", c.action, c.board, c.markers, c.players)
		t.Run(name, func(t *testing.T) {
			s := positionM(t, c.players, c.markersPer, c.board, c.markers)
			a, _ := ParseTile(c.action)
			if got := s.Possible(a, 0); got != c.possible {
				t.Fatalf("Possible = %v, want %v", got, c.possible)
			}
			_, kept := drawAction(t, s, c.action)
			if kept != c.possible {
				t.Fatalf("kept = %v, want %v", kept, c.possible)
			}
			if !kept {
				// The fresh draw may give an animal, which seat 0 may keep.
				play(t, s, "tile kangaroo")
				if !hasMove(s, "keep") || !hasMove(s, "place a2") {
					t.Fatalf("after the fresh draw: %v", legalTexts(s))
				}
				return
			}
			if n := len(s.Legal(nil)); n != c.moves {
				t.Errorf("%d legal moves, want %d: %v", n, c.moves, legalTexts(s))
			}
		})
	}
}

func TestSwap(t *testing.T) {
	s := position(t, 3, "c3=K a1=W e5=T", "")
	drawAction(t, s, "swap")
	refused(t, s, "swap a1 a1", "two different cells")
	refused(t, s, "swap a1 b2", "b2 is empty")
	refused(t, s, "move a1 b2", "swap action must be carried out")
	refused(t, s, "draw", "swap action must be carried out")
	ev := play(t, s, "swap e5 a1")
	if ev[0] != (Swapped{Seat: 0, A: 0, B: 24, TileA: Wombat, TileB: Devil}) {
		t.Errorf("events %v", ev)
	}
	if s.board[0] != Devil || s.board[24] != Wombat || s.out[SwapAction] != 1 || s.phase != PhaseTurn || s.seat != 1 {
		t.Errorf("after swap: %s", mustJSON(s))
	}
}

func TestMoveTile(t *testing.T) {
	s := position(t, 3, "c3=K a1=W", "")
	drawAction(t, s, "move")
	refused(t, s, "move b2 c4", "b2 is empty")
	refused(t, s, "move a1 c3", "c3 is not empty")
	ev := play(t, s, "move a1 e5")
	if ev[0] != (Moved{Seat: 0, From: 0, To: 24, Species: Wombat}) || s.board[0] != NoTile || s.board[24] != Wombat {
		t.Errorf("events %v, board %v", ev, s.board)
	}
}

func TestRemoveTile(t *testing.T) {
	s := position(t, 3, "c3=K a1=W", "")
	drawAction(t, s, "remove")
	refused(t, s, "remove b2", "b2 is empty")
	ev := play(t, s, "remove c3")
	if ev[0] != (Removed{Seat: 0, Cell: 12, Species: Kangaroo}) || s.board[12] != NoTile || s.out[Kangaroo] != 1 || s.out[RemoveAction] != 1 {
		t.Errorf("events %v, out %v", ev, s.out)
	}
	conserved(t, s)
}

func TestShiftMarker(t *testing.T) {
	s := position(t, 3, "c3=K", "W1=0 N1=1 N2=0")
	drawAction(t, s, "shift")
	refused(t, s, "shift N1 W2", "no marker on N1")
	refused(t, s, "shift W1 E1", "another path")
	refused(t, s, "shift W1 S2", "both ends")
	refused(t, s, "shift W1 N1", "taken by seat 1")
	refused(t, s, "claim W2", "shift action must be carried out")
	// S1 is the other end of seat 1's column a: allowed with 3 players.
	ev := play(t, s, "shift W1 S1")
	if ev[0] != (Shifted{Seat: 0, From: 19, To: 12}) || s.Owner(19) != -1 || s.Owner(12) != 0 {
		t.Errorf("events %v", ev)
	}
}

func TestForcedClaim(t *testing.T) {
	s := position(t, 2, "c3=K", "W1=1")
	drawAction(t, s, "claim")
	refused(t, s, "claim E1", "with two players")
	refused(t, s, "claim W1", "taken by seat 1")
	ev := play(t, s, "claim NW")
	if ev[0] != (Claimed{Seat: 0, Spot: 11, Forced: true}) || s.out[ClaimAction] != 1 {
		t.Errorf("events %v", ev)
	}
	if s.MarkersLeft(0) != 3 {
		t.Errorf("markers left %d, want 3", s.MarkersLeft(0))
	}
}

func mustJSON(s *State) string {
	b, _ := s.MarshalJSON()
	return string(b)
}
