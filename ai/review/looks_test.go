package review

import (
	"context"
	"math"
	"testing"
)

// firstLooks is the review as its first looks alone judge it: the further
// looks taken away.
func firstLooks(a *Analysis) *Review {
	a.mu.Lock()
	evals := make([]Eval, len(a.evals))
	copy(evals, a.evals)
	a.mu.Unlock()
	for i := range evals {
		evals[i].Looks = nil
	}
	return build(a.game, a.names, a.states, a.moves, a.texts, evals, a.viewers, a.hidden, true)
}

// A decision whose first look puts its loss near a mark's threshold is
// looked at again, and its loss is the mean of its looks'; more looks
// follow while that mean stays near a threshold, and none is taken far
// from every threshold. Whatever way the review is run (workers, slices,
// taken up from the Record), it takes the same looks.
func TestLooksNearAThreshold(t *testing.T) {
	for _, game := range []string{"downunder", "crossing"} {
		rec := playGame(t, game, 31, "medium", "random")
		opts := Options{Playouts: 150, Seed: 3}
		a, err := New(rec, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Run(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
		r, first := a.Review(), firstLooks(a)
		looked, more := 0, 0
		for i, d := range r.Decisions {
			f := first.Decisions[i]
			looks := a.evals[i].Looks
			if d.Seat < 0 || d.Forced {
				if len(looks) > 0 {
					t.Errorf("%s move %d: a draw or forced move was looked at again", game, d.N)
				}
				continue
			}
			if (inBand(f.Loss) && !settled(i, d.Seat, a.evals, a.viewers, a.hidden)) != (len(looks) > 0) {
				t.Errorf("%s move %d: first look's loss %.1f, %d further looks", game, d.N, f.Loss, len(looks))
			}
			if len(looks) == 0 {
				if d.Loss != f.Loss {
					t.Errorf("%s move %d: loss %.2f without further looks, first look's %.2f", game, d.N, d.Loss, f.Loss)
				}
				continue
			}
			looked++
			if len(looks) > 1 {
				more++
			}
			sum := f.Loss
			for k, l := range looks {
				loss, ok := l.loss(d.Text)
				if !ok {
					t.Fatalf("%s move %d: look %d not done in a complete review", game, d.N, k+1)
				}
				sum += loss
			}
			if mean := sum / float64(1+len(looks)); math.Abs(d.Loss-mean) > 1e-9 || math.Abs(100*(d.BestChance-d.After)-d.Loss) > 1e-6 || d.Mark != MarkOf(mean) {
				t.Errorf("%s move %d: loss %.2f (best %.4f, after %.4f), mark %q; the mean of its %d looks is %.2f", game, d.N, d.Loss, d.BestChance, d.After, d.Mark, 1+len(looks), mean)
			}
			if 1+len(looks) < maxLooks && nearThreshold(d.Loss, 1+len(looks), lookNoise(game)) {
				t.Errorf("%s move %d: mean loss %.2f of %d looks is near a threshold, but no more were taken", game, d.N, d.Loss, 1+len(looks))
			}
		}
		t.Logf("%s: %d decisions looked at again, %d of them more than once", game, looked, more)
		if looked == 0 {
			t.Fatalf("%s: no decision was looked at again", game)
		}

		stepped, err := New(rec, opts)
		if err != nil {
			t.Fatal(err)
		}
		for !stepped.Step() {
		}
		rec.Review = a.Encode(rec)
		kept, err := Open(rec, Options{})
		if err != nil || !kept.Finished() {
			t.Fatalf("%s: the kept review does not open finished (%v)", game, err)
		}
		for _, other := range []*Analysis{stepped, kept} {
			if o := other.Review(); o.Summary() != r.Summary() || len(o.Decisions) != len(r.Decisions) {
				t.Fatalf("%s: %q, run at once %q", game, o.Summary(), r.Summary())
			}
			for i := range r.Decisions {
				if other.evals[i].Looks == nil != (a.evals[i].Looks == nil) || len(other.evals[i].Looks) != len(a.evals[i].Looks) {
					t.Fatalf("%s move %d: %d further looks, run at once %d", game, i+1, len(other.evals[i].Looks), len(a.evals[i].Looks))
				}
			}
		}
	}
}

// Where the game is won before and after the move played (or lost before
// and after), the best move's position is not searched: the position's
// own search judges the move, which counts as decided. Greedy against
// Random in Billabong is decided long before its end.
func TestSettledMovesAreNotSearchedAgain(t *testing.T) {
	rec := playGame(t, "billabong", 1, "greedy", "random")
	a, err := New(rec, Options{Playouts: 200, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	r := a.Review()
	n := 0
	for i, d := range r.Decisions {
		s := d.Seat
		if s < 0 || !settled(i, s, a.evals, a.viewers, a.hidden) {
			continue
		}
		n++
		if a.evals[i].Alt != nil {
			t.Errorf("move %d: settled, but the position after its best move was searched", d.N)
		}
		if !d.Judged || !d.Decided || d.Mark != Good {
			t.Errorf("move %d: settled (before %.3f, after %.3f), judged %v, decided %v, mark %q", d.N, a.evals[i].Chances[s], d.After, d.Judged, d.Decided, d.Mark)
		}
	}
	t.Logf("%d of %d decisions settled", n, len(r.Decisions))
	if n < len(r.Decisions)/4 {
		t.Errorf("only %d of %d decisions settled in a game decided at move %d", n, len(r.Decisions), r.DecidedAt)
	}
}
