package games_test

import (
	"math/rand/v2"
	"testing"

	"outback/ai"
	"outback/rules"
	_ "outback/rules/games"
)

// longMatch plays a game of about n moves (random bots wander).
func longMatch(tb testing.TB, game string, n int) *rules.Match {
	m, err := rules.NewMatch(rules.Setup{Game: game, Seed: 5, Seats: make([]rules.SeatInfo, 2)}, 0)
	if err != nil {
		tb.Fatal(err)
	}
	b1, _ := ai.New("random", 1)
	b2, _ := ai.New("random", 2)
	ai.PlayOut(m, []ai.Bot{b1, b2}, n, 0)
	return m
}

// Seeking gives exactly the state that replaying from the start gives,
// forwards and backwards, for every game.
func TestSeekMatchesReplayFromStart(t *testing.T) {
	for _, g := range rules.Games() {
		m := longMatch(t, g.Name, 300)
		n := len(m.History())
		want := make([]uint64, n+1)
		st := m.Initial()
		want[0] = st.Hash()
		for i, p := range m.History() {
			st.Apply(p.Move)
			want[i+1] = st.Hash()
		}
		r := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 50; i++ {
			k := r.IntN(n + 1)
			st, err := m.StateAt(k)
			if err != nil || st.Hash() != want[k] {
				t.Fatalf("%s: StateAt(%d) differs (%v)", g.Name, k, err)
			}
		}
		// Truncating and replaying the same moves again restores the game.
		hist := append([]rules.Played(nil), m.History()...)
		k := n / 3
		if err := m.Truncate(k); err != nil || m.State().Hash() != want[k] {
			t.Fatalf("%s: Truncate(%d)", g.Name, k)
		}
		for _, p := range hist[k:] {
			if _, err := m.Play(p.Move, 0); err != nil {
				t.Fatal(err)
			}
		}
		if m.State().Hash() != want[n] {
			t.Fatalf("%s: replaying after a truncate differs", g.Name)
		}
	}
}

// BenchmarkSeek300 seeks to random moves of a 300-move game (budget 5 ms).
func BenchmarkSeek300(b *testing.B) {
	for _, g := range rules.Games() {
		b.Run(g.Name, func(b *testing.B) {
			m := longMatch(b, g.Name, 300)
			n := len(m.History())
			r := rand.New(rand.NewPCG(3, 4))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := m.StateAt(r.IntN(n + 1)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n), "moves")
		})
	}
}
