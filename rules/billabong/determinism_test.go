package billabong

import (
	"testing"

	"outback/internal/rulestest"
)

// TestDeterminism plays fixed seeded games (random moves, chance included)
// and compares the hash of every state on the way with constants: the same
// on every platform (also run it with GOOS=js GOARCH=wasm).
func TestDeterminism(t *testing.T) {
	g := game(t)
	for _, c := range []struct {
		name    string
		players int
		opts    []string
		want    uint64
	}{
		{"standard", 2, nil, 0x490bd37adae2e0f8},
		{"sleepers+quickStart", 3, []string{"sleepers", "on", "quickStart", "on"}, 0x2634ff97ebc627f7},
		{"continue+anywhere", 4, []string{"continue", "on", "zone", "anywhere"}, 0xfb5c60b1433f8353},
	} {
		got := rulestest.PlayoutHash(t, g, c.players, opts(c.opts...), 2026, 1500)
		if got != c.want {
			t.Errorf("%s: playout hash %#x, want %#x", c.name, got, c.want)
		}
	}
}
