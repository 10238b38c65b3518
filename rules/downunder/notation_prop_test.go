package downunder

import (
	"strings"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

// For every legal move of thousands of random positions of every variant:
// the text reads back to the same move, no two legal moves print the same
// text, and a straight or curve names its animal exactly when the seat's
// whole hand — with two routes, both its colours together (§9, §11) —
// holds cards of that kind with different animals.
func TestNotationOfEveryLegalMove(t *testing.T) {
	variants := []struct {
		players int
		opts    string
	}{
		{2, ""}, {3, "special=on"}, {4, ""}, {2, "noBorder=on"}, {3, "oneEnd=on"}, {2, "fixedArea=on"},
		{2, "frame=on"}, {2, "twoRoutes=on"}, {2, "twoRoutes=on,oneCardPerTurn=on"}, {4, "difficulty=easy"},
	}
	positions, named := 0, 0
	for vi, v := range variants {
		games := 40
		if strings.Contains(v.opts, "twoRoutes") {
			games = 120 // the case the rule is about
		}
		for g := 0; g < games; g++ {
			seed := uint64(vi*1000 + g)
			rulestest.EachMove(t, rulestest.Setup(t, "downunder", v.players, seed, v.opts), seed, 3000, func(before rules.State, _ rules.Move, _ []rules.Event) {
				st := before.(*State)
				to := st.ToMove()
				if to < 0 {
					return
				}
				positions++
				animals := map[Kind]map[Animal]bool{}
				for _, c := range st.Hand(to) {
					if animals[c.Kind] == nil {
						animals[c.Kind] = map[Animal]bool{}
					}
					animals[c.Kind][c.Animal] = true
				}
				seen := map[string]bool{}
				for _, lm := range st.Legal(nil) {
					m, _ := asMove(lm)
					text := st.MoveText(lm)
					if seen[text] {
						t.Fatalf("%s: two legal moves print %q", v.opts, text)
					}
					seen[text] = true
					back, err := st.ParseMove(text)
					if err != nil {
						t.Fatalf("%s: %q does not read back: %v", v.opts, text, err)
					}
					if b, _ := asMove(back); b != m {
						t.Fatalf("%s: %q reads back as %+v, not %+v", v.opts, text, b, m)
					}
					if m.Kind == Straight || m.Kind == Curve {
						names := len(strings.Fields(text)) == 4
						want := len(animals[m.Kind]) >= 2
						if names != want {
							t.Fatalf("%s: %q names its animal %v, want %v (the seat's hand holds %d animals of that kind)", v.opts, text, names, want, len(animals[m.Kind]))
						}
						if names {
							named++
						}
					}
				}
			})
		}
	}
	if positions < 3000 || named == 0 {
		t.Fatalf("%d positions, %d moves naming an animal: too few to tell", positions, named)
	}
	t.Logf("%d positions checked", positions)
}
