package crossing

import (
	"strings"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

func TestRegistry(t *testing.T) {
	g := game(t)
	if g.Title != "Outback Crossing" || g.MinPlayers != 2 || g.MaxPlayers != 6 || g.New == nil || g.DecodeMove == nil ||
		g.DecodePosition == nil || g.MovesJSON == nil || g.Options == nil {
		t.Fatalf("registry entry %+v", g)
	}
	if _, err := g.New(3, []rules.Option{{Key: "markers", Value: "5"}}); err == nil || !strings.Contains(err.Error(), `no options (got "markers")`) {
		t.Errorf("an option: %v", err)
	}
	for _, n := range []int{1, 7} {
		if _, err := g.New(n, nil); err == nil || !strings.Contains(err.Error(), "2–6 players") {
			t.Errorf("%d players: %v", n, err)
		}
	}
	st, err := g.New(2, nil)
	if err != nil || st.Game() != "crossing" || st.Players() != 2 || st.(*State).MarkersPerPlayer() != 4 {
		t.Fatalf("New: %v", err)
	}
	if _, err := g.MovesJSON(nil); err == nil {
		t.Error("MovesJSON of nil")
	}
	var _ rules.Heuristic = st.(*State)
	var _ interface {
		ScoreMove(seat int, m rules.Move) int
	} = st.(*State)
}

func TestDecodeMoveErrors(t *testing.T) {
	g := game(t)
	good, _ := Claim(3).MarshalMsg(nil)
	cases := []struct {
		b    []byte
		want string
	}{
		{nil, "crossing move"},
		{append(good, 0), "1 unexpected bytes"},
		{mustMsg(Move{Op: 99}), "unknown move op 99"},
		{mustMsg(Move{}), "unknown move op 0"},
		{mustMsg(Move{Op: uint8(OpClaim), A: 24}), "24 is not a rim spot"},
		{mustMsg(Move{Op: uint8(OpClaim), A: 2, B: 1}), "operand B must be 0"},
		{mustMsg(Move{Op: uint8(OpSwap), A: 2, B: 25}), "second cell 25 is not a cell"},
		{mustMsg(Move{Op: uint8(OpSetup), A: 2, B: int8(SwapAction)}), "7 is not an animal tile"},
		{mustMsg(Move{Op: uint8(OpDeal), A: 6}), "seat 6 out of range"},
		{mustMsg(Move{Op: uint8(OpTile), B: 12}), "12 is not a tile kind"},
		{mustMsg(Move{Op: uint8(OpDraw), A: -1}), "operand A must be 0"},
	}
	for _, c := range cases {
		if _, err := g.DecodeMove(c.b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("% x: %v, want %q", c.b, err, c.want)
		}
	}
	if m, err := g.DecodeMove(good); err != nil || m != Claim(3) {
		t.Errorf("claim E4: %v %v", m, err)
	}
	// Apply refuses a bad shape and other games' moves, too.
	s := started(t, 2)
	rulestest.Refused(t, s, Move{Op: uint8(OpClaim), A: 30})
	rulestest.Refused(t, s, (*Move)(nil))
}

func mustMsg(m Move) []byte {
	b, _ := m.MarshalMsg(nil)
	return b
}

func TestParseMoveErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"", "empty move"},
		{"jump a1", `unknown move "jump"`},
		{"claim", `want "claim SPOT"`},
		{"claim Z9", `"Z9" is not a rim spot`},
		{"place f1", `"f1" is not a cell`},
		{"swap a1", `want "swap CELL CELL"`},
		{"setup a1 swap", `"swap" is an action`},
		{"deal x wombat", `"x" is not a seat`},
		{"tile bunyip", `"bunyip" is not a tile`},
		{"draw now", `want "draw"`},
	}
	s := started(t, 2)
	for _, c := range cases {
		if _, err := s.ParseMove(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	// Swaps are written in name order whichever way they are typed.
	m, _ := s.ParseMove("swap e5 a1")
	if s.MoveText(m) != "swap a1 e5" {
		t.Errorf("swap e5 a1 reads as %s", s.MoveText(m))
	}
}

// ScoreMove is Value after the move, computed without applying it.
func TestScoreMoveMatchesApply(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rulestest.Run(t, rulestest.Config{
			Game: game(t), Players: players, Games: 3, Seed: 11,
			Invariant: func(t testing.TB, st rules.State) {
				s := st.(*State)
				for _, m := range s.Legal(nil) {
					c := *s
					if _, err := c.Apply(m); err != nil {
						t.Fatal(err)
					}
					for seat := 0; seat < players; seat++ {
						if got, want := s.ScoreMove(seat, m), c.Value(seat); got != want {
							t.Fatalf("ScoreMove(%d, %s) = %d, Value after it %d", seat, s.MoveText(m), got, want)
						}
					}
				}
			},
		})
	}
}

// TellMove names the seat dealt to by its name, as the log does; other
// moves read as their notation.
func TestTellMoveNamesTheDealtSeat(t *testing.T) {
	s, err := New(2)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Blue", "Orange"}
	if got := rules.TellMove(s, Deal(1, Kangaroo), names); got != "deal Orange: kangaroo" {
		t.Errorf("deal to seat 1 reads %q", got)
	}
	if got := rules.TellMove(s, Deal(0, Devil), nil); got != "deal Seat 1: devil" {
		t.Errorf("deal to an unnamed seat reads %q", got)
	}
	if got := rules.TellMove(s, Place(0), names); got != s.MoveText(Place(0)) {
		t.Errorf("place reads %q, not its notation", got)
	}
}
