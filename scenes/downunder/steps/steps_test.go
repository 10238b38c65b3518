package steps

import (
	"math/rand/v2"
	"testing"

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
	for seed, opts := range []string{"", "special=on", "oneEnd=on", "twoRoutes=on", "difficulty=easy"} {
		options, _ := rules.ParseOptionList(opts)
		setup := rules.Setup{Game: "downunder", Seed: uint64(seed + 1), Options: options}
		for i := 0; i < 2+seed%3; i++ {
			setup.Seats = append(setup.Seats, rules.SeatInfo{Name: "p", Kind: "bot:random"})
		}
		m, err := rules.NewMatch(setup, 0)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(seed), 3))
		for m.State().ToMove() != rules.Nobody {
			st := m.State()
			legal := st.Legal(nil)
			mv := legal[r.IntN(len(legal))]
			if st.ToMove() == rules.Chance {
				mv, _ = m.SampleChance()
			}
			ev, err := m.Play(mv, 0)
			if err != nil {
				t.Fatal(err)
			}
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
			for a.Busy() {
				run, _ := a.Running()
				for j, s := range steps {
					if s.Kind == Owed {
						continue
					}
					half, front := s.Half, s.Front
					k, pending := a.PendingAt(s.X, s.Y, half, front)
					if pending != (j >= run) && k == j {
						t.Fatalf("step %d (%+v) pending %v while step %d runs", j, s, pending, run)
					}
					if j >= run && !pending {
						t.Fatalf("step %d (%+v) is shown before it ran (step %d runs)", j, s, run)
					}
				}
				a.Advance()
			}
			for _, s := range steps {
				seen[s.Kind]++
				if _, pending := a.PendingAt(s.X, s.Y, s.Half, s.Front); pending {
					t.Fatalf("%+v still hidden after the animation", s)
				}
			}
		}
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
