package crossing

import (
	"testing"

	"outback/internal/rulestest"
)

// A fixed seeded game gives the same hashes on every platform: this test
// also runs under GOOS=js GOARCH=wasm. If a rules change alters it on
// purpose, update the constants.
func TestDeterminism(t *testing.T) {
	want := []struct {
		players int
		seed    uint64
		hash    uint64
	}{
		{2, 1, 0x7c787b167761156a},
		{4, 2, 0x49e32cdbcd5f2728},
		{6, 3, 0x7307aa585c45bae5},
	}
	for _, w := range want {
		if got := rulestest.PlayoutHash(t, game(t), w.players, nil, w.seed, 5000); got != w.hash {
			t.Errorf("%d players, seed %d: playout hash %#x, want %#x", w.players, w.seed, got, w.hash)
		}
	}
}
