package ai_test

import (
	"testing"

	"outback/ai"
	"outback/rules"
	_ "outback/rules/games"
)

// Every bot plays every game to its end with legal moves only.
func TestBotsFinishEveryGame(t *testing.T) {
	for _, g := range rules.Games() {
		for _, bots := range [][]string{{"greedy", "random"}, {"random", "greedy"}, {"greedy", "greedy"}} {
			t.Run(g.Name+"/"+bots[0]+"-"+bots[1], func(t *testing.T) {
				for seed := uint64(1); seed <= 3; seed++ {
					setup := rules.Setup{Game: g.Name, Seed: seed}
					var bs []ai.Bot
					for i, name := range bots {
						b, err := ai.New(name, seed*10+uint64(i))
						if err != nil {
							t.Fatal(err)
						}
						bs = append(bs, b)
						setup.Seats = append(setup.Seats, rules.SeatInfo{Name: name, Kind: "bot:" + name})
					}
					m, err := rules.NewMatch(setup, 0)
					if err != nil {
						t.Fatal(err)
					}
					// Random Billabong kangaroos may wander for ever: only
					// games with a greedy bot on every seat must end.
					done, err := ai.PlayOut(m, bs, 5000, 0)
					if err != nil {
						t.Fatal(err)
					}
					if !done && bots[0] == "greedy" && bots[1] == "greedy" {
						t.Errorf("seed %d: greedy game did not end in 5000 moves", seed)
					}
				}
			})
		}
	}
}

// Greedy is better than random: it wins most Billabong games against it.
func TestGreedyBeatsRandom(t *testing.T) {
	wins := 0
	const games = 20
	for seed := uint64(1); seed <= games; seed++ {
		g, _ := ai.New("greedy", seed)
		r, _ := ai.New("random", seed)
		bots := []ai.Bot{g, r}
		greedySeat := int(seed % 2)
		if greedySeat == 1 {
			bots = []ai.Bot{r, g}
		}
		m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: seed, Seats: make([]rules.SeatInfo, 2)}, 0)
		ai.PlayOut(m, bots, 5000, 0)
		if o := m.State().Outcome(); o.Over && o.Ranks[greedySeat] == 1 {
			wins++
		}
	}
	if wins < games*3/4 {
		t.Errorf("greedy won %d of %d games against random", wins, games)
	}
}

// A greedy Step evaluates at most PerStep moves: the bot is anytime.
func TestGreedyIsAnytime(t *testing.T) {
	m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: 1, Seats: make([]rules.SeatInfo, 2)}, 0)
	st := m.State()
	n := len(st.Legal(nil))
	b := &ai.Greedy{PerStep: 5}
	g, _ := ai.New("greedy", 1)
	*b = *g.(*ai.Greedy)
	b.PerStep = 5
	b.Start(st, 0)
	steps := 1
	for !b.Step() {
		steps++
	}
	if want := (n + 4) / 5; steps != want {
		t.Errorf("%d legal moves took %d steps of 5, want %d", n, steps, want)
	}
	if _, err := st.Clone().Apply(b.Move()); err != nil {
		t.Errorf("greedy chose an illegal move: %v", err)
	}
}

func TestUnknownBot(t *testing.T) {
	if _, err := ai.New("deep-blue", 1); err == nil {
		t.Fatal("accepted an unknown bot")
	}
}
