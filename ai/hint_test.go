package ai_test

import (
	"testing"

	"outback/ai"
	"outback/rules"
	"outback/rules/crossing"
)

// When drawing is a Crossing player's only move (no markers left, nothing
// in reserve), the hint still says what it is worth: its estimate comes
// from searching the position, not a fixed "about 50%" (the search used to
// answer a forced move at once, with its starting guess of one half).
func TestHintEstimatesAForcedDrawFromThePosition(t *testing.T) {
	var expects []float64
	for seed := uint64(1); seed <= 40 && len(expects) < 6; seed++ {
		m, _ := rules.NewMatch(rules.Setup{Game: "crossing", Seed: seed, Seats: make([]rules.SeatInfo, 2)}, 0)
		bots := []ai.Bot{quick(t, "greedy", seed), quick(t, "greedy", seed+1)}
		for m.State().ToMove() != rules.Nobody {
			st := m.State()
			seat := st.ToMove()
			if seat == rules.Chance {
				m.PlayChance(0)
				continue
			}
			if legal := st.Legal(nil); len(legal) == 1 && legal[0] == rules.Move(crossing.Draw()) {
				h := ai.NewHint(seed)
				if mv := ai.Think(h, st, seat); mv != rules.Move(crossing.Draw()) {
					t.Fatalf("seed %d: the hint is %v, not the only move, draw", seed, mv)
				}
				expects = append(expects, h.Expect())
				break // one position a game: games differ
			}
			if _, err := m.Play(ai.Think(bots[seat], st.View(seat), seat), 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(expects) < 6 {
		t.Fatalf("only %d positions where drawing is the only move", len(expects))
	}
	lo, hi := expects[0], expects[0]
	for _, e := range expects {
		if e == 0.5 {
			t.Errorf("a forced draw is rated exactly 50%%: %v", expects)
			break
		}
		lo, hi = min(lo, e), max(hi, e)
	}
	if hi-lo < 0.1 {
		t.Errorf("forced draws in six games are rated alike, %v: the estimate does not follow the position", expects)
	}
	t.Logf("estimates: %v", expects)
}
