package downunder

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

// Position builders for hand-made test positions (read through the
// position JSON, so they also exercise DecodePosition).

func full(x, y int, kind string, owner, rot int, animal string) string {
	return fmt.Sprintf(`{"x":%d,"y":%d,"card":{"kind":%q,"owner":%d,"rot":%d,"animal":%q}}`, x, y, kind, owner, rot, animal)
}

func half(x, y, owner int, front string) string {
	return fmt.Sprintf(`{"x":%d,"y":%d,"halves":[{"owner":%d,"front":%q}]}`, x, y, owner, front)
}

// handOf writes a hand: "S:emu S:kangaroo C:dingo T".
func handOf(spec string) string {
	var parts []string
	for _, f := range strings.Fields(spec) {
		k, a, _ := strings.Cut(f, ":")
		kind := map[string]string{"S": "straight", "C": "curve", "T": "terminal"}[k]
		if a == "" {
			parts = append(parts, fmt.Sprintf(`{"kind":%q}`, kind))
		} else {
			parts = append(parts, fmt.Sprintf(`{"kind":%q,"animal":%q}`, kind, a))
		}
	}
	return "[" + strings.Join(parts, ",") + "]"
}

type posSpec struct {
	players int
	toMove  int
	options string // extra JSON members of "options", e.g. `"special":true`
	cells   []string
	hands   []string // handOf specs, one per seat
	extra   string   // extra top-level members
}

func (p posSpec) json() string {
	hands := make([]string, p.players)
	for i := range hands {
		h := ""
		if i < len(p.hands) {
			h = p.hands[i]
		}
		hands[i] = handOf(h)
	}
	opt := "{}"
	if p.options != "" {
		opt = "{" + p.options + "}"
	}
	s := fmt.Sprintf(`{"players":%d,"toMove":%d,"firstRound":false,"options":%s,"cells":[%s],"hands":[%s]`,
		p.players, p.toMove, opt, strings.Join(p.cells, ","), strings.Join(hands, ","))
	if p.extra != "" {
		s += "," + p.extra
	}
	return s + "}"
}

func mustPos(t testing.TB, p posSpec) *State {
	t.Helper()
	s, err := decodePosition([]byte(p.json()))
	if err != nil {
		t.Fatalf("position: %v\n%s", err, p.json())
	}
	return s
}

func mv(t testing.TB, s *State, text string) *Move {
	t.Helper()
	m, err := s.parseMove(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	return &m
}

// play applies moves given in notation, failing on refusal.
func play(t testing.TB, s *State, texts ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, text := range texts {
		e, err := s.Apply(mv(t, s, text))
		if err != nil {
			t.Fatalf("%s refused: %v", text, err)
		}
		ev = append(ev, e...)
	}
	return ev
}

// refused checks a move is refused (state unchanged) with a reason
// containing want.
func refused(t testing.TB, s *State, text, want string) {
	t.Helper()
	err := rulestest.Refused(t, s, mv(t, s, text))
	if !errors.Is(err, rules.ErrIllegal) || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: refused with %q, want a reason containing %q", text, err, want)
	}
}

// texts is the legal moves in notation, in Legal's order.
func texts(s *State) []string {
	var out []string
	for _, m := range s.Moves() {
		out = append(out, s.moveText(m, s.moveColour(m)))
	}
	return out
}

func hasText(s *State, text string) bool {
	for _, t := range texts(s) {
		if t == text {
			return true
		}
	}
	return false
}

func eventOf[T any](ev []rules.Event) (T, bool) {
	for _, e := range ev {
		if v, ok := e.(T); ok {
			return v, true
		}
	}
	var zero T
	return zero, false
}

func fmtSscan(size string, a, b *int) (int, error) { return fmt.Sscanf(size, "%dx%d", a, b) }
