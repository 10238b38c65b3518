package ai_test

import (
	"testing"
	"time"

	"outback/ai"
	"outback/rules"
)

// midGame is a two-player decision with a choice, after a few rounds of
// greedy play.
func midGame(b *testing.B, game string) (rules.State, int) {
	m, _ := rules.NewMatch(rules.Setup{Game: game, Seed: 5, Seats: make([]rules.SeatInfo, 2)}, 0)
	bots := []ai.Bot{quick(b, "greedy", 1), quick(b, "greedy", 2)}
	for len(m.History()) < 16 || m.State().ToMove() < 0 || len(m.State().Legal(nil)) < 2 {
		st := m.State()
		switch seat := st.ToMove(); seat {
		case rules.Nobody:
			b.Fatal("the game ended before mid-game")
		case rules.Chance:
			m.PlayChance(0)
		default:
			m.Play(ai.Think(bots[seat], st.View(seat), seat), 0)
		}
	}
	return m.State(), m.State().ToMove()
}

// BenchmarkSearch is the Hard search's speed on each game, in playouts
// (iterations of the tree search) per second on one core.
func BenchmarkSearch(b *testing.B) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		b.Run(game, func(b *testing.B) {
			st, seat := midGame(b, game)
			playouts := 0
			start := time.Now()
			for i := 0; i < b.N; i++ {
				s := ai.NewSearch(ai.Budget{Iterations: 200}, ai.Playout{Depth: 8, Greedy: 80}, uint64(i))
				ai.Think(s, st, seat)
				playouts += s.Iterations()
			}
			b.ReportMetric(float64(playouts)/time.Since(start).Seconds(), "playouts/s")
		})
	}
}

// BenchmarkHardStep is the longest a Hard search's Step kept a frame
// waiting (its slice is 4 ms; the budget is 8 ms), over whole searches on
// each game.
func BenchmarkHardStep(b *testing.B) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		b.Run(game, func(b *testing.B) {
			st, seat := midGame(b, game)
			var longest time.Duration
			for i := 0; i < b.N; i++ {
				s := ai.NewSearch(ai.Budget{Time: 100 * time.Millisecond}, ai.Playout{Depth: 8, Greedy: 80}, uint64(i))
				s.Start(st, seat)
				for {
					t0 := time.Now()
					done := s.Step()
					longest = max(longest, time.Since(t0))
					if done {
						break
					}
				}
			}
			b.ReportMetric(float64(longest.Microseconds())/1000, "max-ms/step")
		})
	}
}
