package review

import (
	"context"
	"testing"
	"time"
)

// BenchmarkReview is the time to review a reference game of each title
// (Greedy against Greedy, seed 1, two players) at 100 ms a position, the
// budget of the design's target (a two-player Billabong game in ≤ 60 s),
// on every core.
func BenchmarkReview(b *testing.B) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		b.Run(game, func(b *testing.B) {
			rec := playGame(b, game, 1, "greedy", "greedy")
			var decisions int
			start := time.Now()
			for i := 0; i < b.N; i++ {
				a, err := New(rec, Options{MoveTime: 100 * time.Millisecond, Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
				a.Run(context.Background(), nil)
				decisions = 0
				for _, d := range a.Review().Decisions {
					if d.Seat >= 0 {
						decisions++
					}
				}
			}
			b.ReportMetric(time.Since(start).Seconds()/float64(b.N), "s/review")
			b.ReportMetric(float64(decisions), "decisions")
			b.ReportMetric(float64(len(rec.Moves)), "moves")
		})
	}
}
