package downunder

import (
	"testing"

	"outback/internal/rulestest"
)

// TestDeterminism plays fixed seeded games and compares their hashes with
// constants: the same on every platform (also GOOS=js GOARCH=wasm).
func TestDeterminism(t *testing.T) {
	g := game(t)
	cases := []struct {
		players int
		opts    []string
		want    uint64
	}{
		{4, nil, 0xa877342b98e2ea6f},
		{3, []string{"special", "on", "oneEnd", "on"}, 0xca57d19f4969d6b5},
		{2, []string{"twoRoutes", "on"}, 0xba6b65c41f99bbb2},
		{2, []string{"frame", "on"}, 0x8f5dc4a3e70795b4},
		{3, []string{"fixedArea", "on"}, 0x677313eae9a64442},
	}
	for i, c := range cases {
		got := rulestest.PlayoutHash(t, g, c.players, opts(c.opts...), 42, 1000)
		if got != c.want {
			t.Errorf("case %d: playout hash %#x, want %#x", i, got, c.want)
		}
	}
}
