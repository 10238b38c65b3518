package review

import (
	"context"
	"fmt"
	"testing"
	"time"

	"outback/ai"
	"outback/rules"
)

// botGame plays one game with fixed seeds, as playGame, where "hard" is
// Hard's search on a fixed number of playouts (the hint's, ai.NewHint):
// the Hard level thinks for a second of wall time, and its games would
// not be the same twice.
func botGame(tb testing.TB, game string, seed uint64, bots ...string) *rules.Record {
	tb.Helper()
	seats := make([]rules.SeatInfo, len(bots))
	bs := make([]ai.Bot, len(bots))
	for i, b := range bots {
		seats[i] = rules.SeatInfo{Name: fmt.Sprintf("%s %d", b, i+1), Kind: "bot:" + b}
		if b == "hard" {
			bs[i] = ai.NewHint(seed*8 + uint64(i))
			continue
		}
		var err error
		if bs[i], err = ai.New(b, seed*8+uint64(i)); err != nil {
			tb.Fatal(err)
		}
	}
	m, err := rules.NewMatch(rules.Setup{Game: game, Seats: seats, Seed: seed}, 0)
	if err != nil {
		tb.Fatal(err)
	}
	if done, err := ai.PlayOut(m, bs, 3000, 0); err != nil || !done {
		tb.Fatalf("%s seed %d: game did not end (%v)", game, seed, err)
	}
	rec, err := m.Record()
	if err != nil {
		tb.Fatal(err)
	}
	return rec
}

// BenchmarkReview reviews fixed games of each title at the default
// budget, on every core, twice (seeds 1 and 2): Medium against Random
// (seeds 201 and 203, Medium first in one, second in the other) and Hard
// against Medium (seed 202). No figure here was tuned on them but the
// further looks' (looks.go), which were chosen on them. It prints, per game, the mean gap between the mover's chance after
// its move and its chance at the next position (points), each seat's
// accuracy, who won, and how many of the marks the two seeds agree on
// (the same mark, and the same moves marked whatever the mark)
// (and reports how far Medium's accuracy is above Random's in the games
// the two play each other: medium-minus-random);
// and reports the seconds a review took (wall time, and processor time
// over every core: on a machine shared with others the wall time says
// little; on two idle cores a review takes about half its processor time)
// and the means per title.
//
//	go test -run - -bench Review -benchtime 1x ./ai/review/
func BenchmarkReview(b *testing.B) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		b.Run(game, func(b *testing.B) {
			var secs, cpu, gaps, agree, markedBoth, marked, apart float64
			var reviews, paired int
			acc := map[string][]float64{}
			for i := 0; i < b.N; i++ {
				for _, g := range []struct {
					bots [2]string
					seed uint64
				}{{[2]string{"medium", "random"}, 201}, {[2]string{"hard", "medium"}, 202}, {[2]string{"random", "medium"}, 203}} {
					rec := botGame(b, game, g.seed, g.bots[0], g.bots[1])
					var marks [2][]Mark
					for k, seed := range []uint64{1, 2} {
						a, err := New(rec, Options{Seed: seed})
						if err != nil {
							b.Fatal(err)
						}
						start, c0 := time.Now(), cpuTime()
						a.Run(context.Background(), nil)
						secs += time.Since(start).Seconds()
						cpu += (cpuTime() - c0).Seconds()
						reviews++
						r := a.Review()
						for _, d := range r.Decisions {
							if d.Seat >= 0 && !d.Forced {
								marks[k] = append(marks[k], d.Mark)
							}
						}
						gaps += gap(r)
						if k > 0 {
							continue
						}
						end := r.Chances[len(r.Chances)-1]
						for s, bot := range g.bots {
							acc[bot] = append(acc[bot], r.Seats[s].Accuracy)
							if bot == "medium" && g.bots[1-s] == "random" {
								apart += r.Seats[s].Accuracy - r.Seats[1-s].Accuracy
								paired++
							}
						}
						b.Logf("%s %s–%s (seed %d, %d moves): gap %.1f, accuracy %s %.0f%% / %s %.0f%%, final %.0f/%.0f, %s",
							game, g.bots[0], g.bots[1], g.seed, len(rec.Moves), gap(r), g.bots[0], r.Seats[0].Accuracy, g.bots[1], r.Seats[1].Accuracy,
							100*end[0], 100*end[1], r.Summary())
					}
					same, both, n := 0, 0, 0
					for j := range marks[0] {
						if marks[0][j] != Good || marks[1][j] != Good {
							n++
							if marks[0][j] == marks[1][j] {
								same++
							}
							if marks[0][j] != Good && marks[1][j] != Good {
								both++
							}
						}
					}
					b.Logf("  marks: seeds 1 and 2 give the same mark to %d of %d moves marked by either, and both mark %d of them (and agree on all %d others)", same, n, both, len(marks[0])-n)
					agree += float64(same)
					markedBoth += float64(both)
					marked += float64(n)
				}
			}
			b.ReportMetric(secs/float64(reviews), "s/review")
			b.ReportMetric(cpu/float64(reviews), "cpu-s/review")
			b.ReportMetric(gaps/float64(reviews), "gap-points")
			for bot, as := range acc {
				m := 0.0
				for _, a := range as {
					m += a / float64(len(as))
				}
				b.ReportMetric(m, "%acc-"+bot)
			}
			if paired > 0 {
				b.ReportMetric(apart/float64(paired), "medium-minus-random")
			}
			if marked > 0 {
				b.ReportMetric(100*agree/marked, "%marks-agree")
				b.ReportMetric(100*markedBoth/marked, "%marked-by-both")
			}
		})
	}
}
