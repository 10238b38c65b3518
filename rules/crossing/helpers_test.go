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
