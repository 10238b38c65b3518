package crossing

import (
	"strings"
	"testing"

	"outback/rules"
)

func game(t testing.TB) *rules.Game {
	t.Helper()
	g, err := rules.Lookup("crossing")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// decode reads a position JSON or fails the test.
func decode(t testing.TB, js string) *State {
	t.Helper()
	s, err := DecodePosition([]byte(js))
	if err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	return s
}

// play applies moves given in notation, failing on the first refusal, and
// returns the events of the last one.
func play(t testing.TB, s *State, moves ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if ev, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return ev
}

// refused checks that a move in notation is refused with the state
// unchanged and that the reason mentions want.
func refused(t testing.TB, s *State, text, want string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	err = rulestestRefused(t, s, m)
	if !strings.Contains(err.Error(), want) {
		t.Errorf("%s refused with %q, want it to mention %q", text, err, want)
	}
}

// legalTexts is Legal in notation.
func legalTexts(s rules.State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		out = append(out, s.MoveText(m))
	}
	return out
}

func hasMove(s rules.State, text string) bool {
	for _, m := range legalTexts(s) {
		if m == text {
			return true
		}
	}
	return false
}

// started returns a state after setup and deal: setup tiles on a1 b3 c5
// e2, reserves kangaroo, wombat, ... for the seats.
func started(t testing.TB, players int) *State {
	t.Helper()
	s, err := New(players)
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, "setup a1 dingo", "setup b3 dingo", "setup c5 echidna", "setup e2 platypus")
	for i := 0; i < players; i++ {
		play(t, s, "deal "+string(rune('0'+i))+" "+Tile(i%5).String())
	}
	return s
}

// position builds a state at seat 0's turn: board "a1=K c3=W ..." (letters
// as in §5's examples), markers "W1=0 E1=1 ...", no reserves, every other
// tile in the supply.
func position(t testing.TB, players int, board, markers string) *State {
	t.Helper()
	return positionM(t, players, DefaultMarkers(players), board, markers)
}

// positionM is position with a number of markers per player.
func positionM(t testing.TB, players, markersPer int, board, markers string) *State {
	t.Helper()
	s, err := newState(players, markersPer)
	if err != nil {
		t.Fatal(err)
	}
	s.phase, s.seat = PhaseTurn, 0
	for _, f := range strings.Fields(board) {
		c, err := ParseCell(f[:2])
		if err != nil || len(f) != 4 || f[2] != '=' {
			t.Fatalf("board %q", f)
		}
		s.board[c] = letters[f[3]]
	}
	for _, f := range strings.Fields(markers) {
		sp, err := ParseSpot(f[:2])
		if err != nil || len(f) != 4 || f[2] != '=' {
			t.Fatalf("markers %q", f)
		}
		s.owner[sp] = int8(f[3] - '0')
	}
	s.fillSupply(t)
	return s
}

// fillSupply puts every tile not on the board, held, drawn or out into the
// supply, and checks the result is a valid position.
func (s *State) fillSupply(t testing.TB) {
	t.Helper()
	s.supply = tileCounts
	take := func(x Tile) {
		if x < NoTile {
			s.supply[x]--
		}
	}
	for _, x := range s.board {
		take(x)
	}
	for _, x := range s.reserve[:s.players] {
		take(x)
	}
	take(s.drawn)
	for k := range s.out {
		s.supply[k] -= s.out[k]
	}
	js, _ := s.MarshalJSON()
	back, err := DecodePosition(js)
	if err != nil {
		t.Fatalf("test position is not valid: %v", err)
	}
	if back.Hash() != s.Hash() {
		t.Fatalf("test position does not round-trip")
	}
}
