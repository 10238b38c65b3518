package steps

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
	"outback/rules/downunder"
	_ "outback/rules/games"
)

func normal(n int) int { return n }

// For every move of whole games in several variants: each card laid,
// billabong laid and curve turned has its step, and at every tick the
// board hides exactly the cards of the steps not yet finished.
func TestStepsHideTheCardsStillToCome(t *testing.T) {
	seen := map[Kind]int{}
	for seed := 0; seed < 20; seed++ {
		opts := []string{"", "special=on", "oneEnd=on", "twoRoutes=on", "difficulty=easy"}[seed%5]
		players := 2 + seed%3
		if opts == "twoRoutes=on" {
			players = 2 // two routes each is a two-player variant
		}
		setup := rulestest.Setup(t, "downunder", players, uint64(seed+1), opts)
		rulestest.EachMove(t, setup, uint64(seed), 2000, func(_ rules.State, _ rules.Move, ev []rules.Event) {
			steps := FromEvents(ev)
			laid := 0
			for _, e := range ev {
				switch e.(type) {
				case downunder.CardLaid, downunder.BillabongLaid, downunder.CurveTurned, downunder.ExtraCardOwed:
					laid++
				}
			}
			if len(steps) != laid {
				t.Fatalf("%d steps for %d cards laid or turned", len(steps), laid)
			}
			var a Anim
			a.Start(steps, normal)
			for ; a.Busy(); a.Advance() {
				run, _ := a.Running()
				for j, s := range steps[run:] {
					if _, pending := a.PendingAt(s.X, s.Y, s.Half, s.Front); s.Kind != Owed && !pending {
						t.Fatalf("step %d (%+v) is shown before it ran (step %d runs)", run+j, s, run)
					}
				}
			}
			for _, s := range steps {
				seen[s.Kind]++
				if _, pending := a.PendingAt(s.X, s.Y, s.Half, s.Front); pending {
					t.Fatalf("%+v still hidden after the animation", s)
				}
			}
		})
	}
	for _, k := range []Kind{Lay, Pond} {
		if seen[k] == 0 {
			t.Errorf("no step of kind %d in the games played", k)
		}
	}
}

func TestTerminalIsAHalfCardAndAnimationOff(t *testing.T) {
	steps := FromEvents([]rules.Event{downunder.CardLaid{Colour: 1, Kind: downunder.Terminal, X: 2, Y: -1, Rot: 3}})
	if len(steps) != 1 || !steps[0].Half || steps[0].Front != 3 || steps[0].Ticks() != 22 {
		t.Fatalf("terminal step %+v", steps)
	}
	var a Anim
	a.Start(steps, func(int) int { return 0 })
	if _, pending := a.PendingAt(2, -1, true, 3); pending || a.Busy() {
		t.Fatal("animation off still hides the card")
	}
	owed := FromEvents([]rules.Event{downunder.ExtraCardOwed{Colour: 0, X: 1, Y: 1, Side: downunder.E}})
	if owed[0].Kind != Owed || owed[0].X != 2 || owed[0].Y != 1 {
		t.Fatalf("the extra card is owed on %d,%d, want the cell east of 1,1", owed[0].X, owed[0].Y)
	}
}
