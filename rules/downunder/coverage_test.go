package downunder

import (
	"math/rand/v2"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

// TestRandomPlayReachesRareRules plays random games with a policy that
// avoids terminals (uniform play caps routes early), checks the contract
// and the invariants on every move, and checks that the rare rules were
// reached: billabongs, extra cards, turns of looped routes, passes.
func TestRandomPlayReachesRareRules(t *testing.T) {
	counts := map[string]int{}
	r := rand.New(rand.NewPCG(11, 12))
	cfg := rulestest.Config{Game: game(t)}
	games := 600
	if testing.Short() {
		games = 100
	}
	for g := 0; g < games; g++ {
		players := 2 + g%3
		var o []rules.Option
		if g%5 == 4 {
			o = opts("oneEnd", "on")
		}
		st, err := newState(players, o)
		if err != nil {
			t.Fatal(err)
		}
		for st.ToMove() != rules.Nobody {
			ms := st.Moves()
			m := ms[r.IntN(len(ms))]
			for try := 0; try < 8 && m.Kind == Terminal; try++ {
				m = ms[r.IntN(len(ms))]
			}
			invariant(t, st)
			rulestest.Step(t, cfg, st, &m)
			ev, err := st.Apply(&m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				switch e := e.(type) {
				case BillabongLaid:
					counts[[]string{"", "case1", "case2", "case3"}[e.Case]]++
				case ExtraCardOwed:
					counts["extra"]++
				case CurveTurned:
					counts["turn"]++
				case Passed:
					counts["pass"]++
				case RouteDone:
					counts["done-"+e.Status.String()]++
				}
			}
		}
	}
	t.Logf("%v", counts)
	// Passes, case 3 and loops nobody can reopen are too rare for random
	// play; unit tests cover them.
	for _, k := range []string{"case1", "case2", "extra", "turn", "done-finished"} {
		if counts[k] == 0 {
			t.Errorf("random play never reached %s", k)
		}
	}
}
