package ai_test

import (
	"fmt"
	"testing"
	"time"

	"outback/ai"
	"outback/rules"
	"outback/rules/crossing"
)

// quick makes a bot of a level, searches cut to a few playouts so that
// property tests can play many games.
func quick(t testing.TB, name string, seed uint64) ai.Bot {
	t.Helper()
	switch name {
	case "medium":
		return ai.NewSearch(ai.Budget{Iterations: 4}, ai.Playout{Depth: 6, Greedy: 80}, seed)
	case "hard":
		return ai.NewSearch(ai.Budget{Iterations: 4}, ai.Playout{Depth: 8, Greedy: 80}, seed)
	}
	b, err := ai.New(name, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Every level plays every game, at every seat count, to its end with legal
// moves only (PlayOut refuses an illegal move) — 1,800 games in all, on top
// of the baselines' games in ai_test.go.
func TestLevelsPlayLegally(t *testing.T) {
	for _, g := range rules.Games() {
		for _, level := range []string{"easy", "medium", "hard"} {
			t.Run(g.Name+"/"+level, func(t *testing.T) {
				t.Parallel()
				games := 400
				if level != "easy" {
					games = 100
				}
				if testing.Short() {
					games /= 10
				}
				ended := 0
				for i := 0; i < games; i++ {
					players := g.MinPlayers + i%(g.MaxPlayers-g.MinPlayers+1)
					seed := uint64(i + 1)
					setup := rules.Setup{Game: g.Name, Seed: seed}
					bots := make([]ai.Bot, players)
					for s := range bots {
						// Half the seats play the level, the others greedy.
						name := level
						if (s+i)%2 == 1 {
							name = "greedy"
						}
						bots[s] = quick(t, name, seed*16+uint64(s))
						setup.Seats = append(setup.Seats, rules.SeatInfo{Name: name, Kind: "bot:" + name})
					}
					m, err := rules.NewMatch(setup, 0)
					if err != nil {
						t.Fatal(err)
					}
					done, err := ai.PlayOut(m, bots, 5000, 0)
					if err != nil {
						t.Fatalf("game %d (%d players): %v", i, players, err)
					}
					if done {
						ended++
					}
				}
				if ended != games {
					t.Errorf("%d of %d games did not end in 5000 moves", games-ended, games)
				}
			})
		}
	}
}

// playGame plays one game between fresh searches and returns its moves.
func playGame(t *testing.T, game string, seed uint64, budget ai.Budget) []string {
	t.Helper()
	setup := rules.Setup{Game: game, Seed: seed, Seats: make([]rules.SeatInfo, 2)}
	m, err := rules.NewMatch(setup, 0)
	if err != nil {
		t.Fatal(err)
	}
	bots := []ai.Bot{ai.NewSearch(budget, ai.Playout{Depth: 6, Greedy: 80}, 1), ai.NewSearch(budget, ai.Playout{Depth: 6, Greedy: 80}, 2)}
	if _, err := ai.PlayOut(m, bots, 400, 0); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range m.History() {
		out = append(out, fmt.Sprint(e.Move))
	}
	return out
}

// With a playout budget a search is decided by its seed alone: the same
// game twice, however the work is sliced, plays the same moves — a bug
// report replays.
func TestSearchIsDeterministic(t *testing.T) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		a := playGame(t, game, 7, ai.Budget{Iterations: 40})
		b := playGame(t, game, 7, ai.Budget{Iterations: 40, Slice: time.Nanosecond})
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("%s: two games from the same seeds differ:\n%v\n%v", game, a, b)
		}
	}
}

// A search is anytime: one Step with the shortest slice runs one playout,
// so a playout budget of n takes n Steps.
func TestSearchIsAnytime(t *testing.T) {
	m, _ := rules.NewMatch(rules.Setup{Game: "downunder", Seed: 3, Seats: make([]rules.SeatInfo, 2)}, 0)
	for m.State().ToMove() == rules.Chance {
		m.PlayChance(0)
	}
	s := ai.NewSearch(ai.Budget{Iterations: 50, Slice: time.Nanosecond}, ai.Playout{Depth: 6, Greedy: 80}, 1)
	s.Start(m.State(), m.State().ToMove())
	steps := 1
	for !s.Step() {
		steps++
	}
	// The search may stop early once the best move cannot be overtaken.
	if steps > 50 || s.Iterations() != steps {
		t.Errorf("%d steps ran %d playouts, budget 50", steps, s.Iterations())
	}
	if _, err := m.State().Clone().Apply(s.Move()); err != nil {
		t.Errorf("the search chose an illegal move: %v", err)
	}
}

// The search never reads what its seat may not see: given the full state,
// a twin state whose hidden tiles differ, or the seat's View, it chooses
// the same move.
func TestSearchSeesOnlyItsView(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12; seed++ {
		m, _ := rules.NewMatch(rules.Setup{Game: "crossing", Seed: seed, Seats: make([]rules.SeatInfo, 3)}, 0)
		bots := []ai.Bot{quick(t, "greedy", 1), quick(t, "greedy", 2), quick(t, "greedy", 3)}
		for n := 0; n < 60 && m.State().ToMove() != rules.Nobody; n++ {
			st := m.State()
			seat := st.ToMove()
			if seat == rules.Chance {
				m.PlayChance(0)
				continue
			}
			view := st.View(seat)
			// A twin: the hidden tiles as another sample of what seat
			// cannot see.
			twin := view.(*crossing.State).Determinize(func(k int) int { return (k*31 + int(seed)) % k })
			var moves []string
			for _, given := range []rules.State{st, view, twin} {
				s := ai.NewSearch(ai.Budget{Iterations: 30}, ai.Playout{Depth: 6, Greedy: 80}, seed)
				moves = append(moves, st.MoveText(ai.Think(s, given, seat)))
			}
			if moves[0] != moves[1] || moves[0] != moves[2] {
				t.Fatalf("seed %d, move %d: the search chose %q from the state, %q from the view, %q from a twin", seed, n, moves[0], moves[1], moves[2])
			}
			checked++
			mv := ai.Think(bots[seat], view, seat)
			if _, err := m.Play(mv, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 200 {
		t.Errorf("only %d decisions checked", checked)
	}
}

// Ranks become rewards: a share of first place.
func TestWinRewards(t *testing.T) {
	for _, c := range []struct {
		ranks []int
		want  string
	}{
		{[]int{1, 2}, "[1 0]"},
		{[]int{1, 1}, "[0.5 0.5]"},
		{[]int{2, 1, 3}, "[0 1 0]"},
		{[]int{1, 2, 2, 4}, "[1 0 0 0]"},
		{[]int{1, 1, 3, 1}, "[0.3333333333333333 0.3333333333333333 0 0.3333333333333333]"},
	} {
		out := make([]float64, len(c.ranks))
		ai.WinRewards(c.ranks, out)
		if got := fmt.Sprint(out); got != c.want {
			t.Errorf("ranks %v: rewards %s, want %s", c.ranks, got, c.want)
		}
	}
}

// Medium searches: it beats greedy in most Billabong games (in the arena
// it wins 99 of 100).
func TestMediumBeatsGreedy(t *testing.T) {
	wins := 0
	const games = 10
	for seed := uint64(1); seed <= games; seed++ {
		med, _ := ai.New("medium", seed)
		gr, _ := ai.New("greedy", seed)
		seat := int(seed % 2)
		bots := []ai.Bot{med, gr}
		if seat == 1 {
			bots = []ai.Bot{gr, med}
		}
		m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: seed, Seats: make([]rules.SeatInfo, 2)}, 0)
		if _, err := ai.PlayOut(m, bots, 5000, 0); err != nil {
			t.Fatal(err)
		}
		if o := m.State().Outcome(); o.Over && o.Ranks[seat] == 1 {
			wins++
		}
	}
	if wins < 8 {
		t.Errorf("medium won %d of %d games against greedy", wins, games)
	}
}

// Easy is greedy with slips: most of its moves are greedy's, some are not.
func TestEasySlips(t *testing.T) {
	same, total := 0, 0
	for seed := uint64(1); seed <= 5; seed++ {
		m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: seed, Seats: make([]rules.SeatInfo, 2)}, 0)
		easy, _ := ai.New("easy", seed)
		bots := []ai.Bot{easy, quick(t, "greedy", seed)}
		for m.State().ToMove() != rules.Nobody && len(m.History()) < 400 {
			st := m.State()
			seat := st.ToMove()
			if seat == rules.Chance {
				m.PlayChance(0)
				continue
			}
			mv := ai.Think(bots[seat], st, seat)
			if seat == 0 && len(st.Legal(nil)) > 1 {
				// Greedy breaks ties at random: a slip is a move greedy values less.
				ref := quick(t, "greedy", 99)
				best := ai.Think(ref, st, seat)
				sc := st.(ai.MoveScorer)
				if sc.ScoreMove(seat, mv) == sc.ScoreMove(seat, best) {
					same++
				}
				total++
			}
			if _, err := m.Play(mv, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	if pct := 100 * same / total; pct < 65 || pct > 95 {
		t.Errorf("easy played greedy's move %d%% of the time (%d of %d), want about 80%%", pct, same, total)
	}
}

// Every level is known by name, and the hint bot searches.
func TestLevels(t *testing.T) {
	for _, name := range ai.Names() {
		if _, err := ai.New(name, 1); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if _, ok := ai.LevelOf(name); !ok {
			t.Errorf("%s has no description", name)
		}
	}
	if len(ai.Levels) != 3 || ai.Levels[0].Name != "easy" || ai.Levels[2].Name != "hard" {
		t.Errorf("levels %v", ai.Levels)
	}
	m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: 1, Seats: make([]rules.SeatInfo, 2)}, 0)
	for m.State().ToMove() == rules.Chance {
		m.PlayChance(0)
	}
	h := ai.NewHint(1)
	mv := ai.Think(h, m.State(), m.State().ToMove())
	if _, err := m.State().Clone().Apply(mv); err != nil || h.Expect() <= 0 || h.Expect() >= 1 {
		t.Errorf("hint %v (%v), expects %v", mv, err, h.Expect())
	}
}

// A hint keeps pace with a slow device: after a frame that took 60 ms
// (the Sleep), its next step works half as long, where a bot's works its
// few ms; and the hint is the same as one thought of without pauses.
func TestHintKeepsPaceWithASlowDevice(t *testing.T) {
	m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: 3, Seats: make([]rules.SeatInfo, 2)}, 0)
	for m.State().ToMove() == rules.Chance {
		m.PlayChance(0)
	}
	st, seat := m.State(), m.State().ToMove()
	h := ai.NewHint(5)
	h.Start(st, seat)
	h.Step()
	time.Sleep(60 * time.Millisecond)
	t0 := time.Now()
	done := h.Step()
	if took := time.Since(t0); !done && took < 28*time.Millisecond {
		t.Errorf("after a 60 ms frame the hint's step worked %v", took)
	}
	for !done {
		time.Sleep(20 * time.Millisecond)
		done = h.Step()
	}
	want := ai.Think(ai.NewHint(5), st, seat)
	if got := h.Move(); st.MoveText(got) != st.MoveText(want) {
		t.Errorf("the hint kept pace to %s, and without pauses is %s", st.MoveText(got), st.MoveText(want))
	}
}
