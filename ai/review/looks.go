package review

import "math"

// Further looks at a decision near a mark's threshold.
//
// One look (the searches every decision has, 2,000 playouts each) judges a
// loss to within 2 or 3 points (lookNoise), and two reviews of one game
// with different seeds gave the same mark to only two in three of the
// moves either marked (issue 40): a loss of 7.5 here, 11.9 there. A
// decision whose loss the first look puts near a threshold (from lookFrom
// to lookTo points) is looked at again, with searches of another seed: the
// position again (its favourite, and its tree's view of the move played
// against it), and where that favourite is not the move played, the
// positions after the move played and after the favourite, afresh. The
// loss is the mean of the looks' losses. While that mean is within a
// mean's noise of a threshold (nearThreshold), one more look follows, up
// to maxLooks in all: a mean of five looks is rough by under half of
// one's. Far from every threshold more looks would not change the mark,
// and are not taken.
//
// On the benchmark's games (BenchmarkReview) two seeds gave the same mark
// to 68%, 68% and 62% of the moves either marked (Billabong, Down Under,
// Outback Crossing) with one look, and to 84%, 95% and 84% with these
// further looks, which take 66, 35 and 137 searches a review (a Billabong
// review has about 150 of its own). The parameters below were chosen on
// those games; on games nobody tuned to (Medium against Random) the
// figures were 89% (2 Billabong games), 92% (4 Down Under games) and 81%
// (10 Outback Crossing games, whose losses crowd round an inaccuracy's 5
// points: there the mark of such a move stays a coin toss).

// The first look's losses, in points, that are looked at again: from a
// little above nothing to a little above a blunder's threshold.
var lookFrom, lookTo = 2.0, 26.0

// maxLooks is the most looks a decision has, the first included.
const maxLooks = 5

// lookNoise is about how far one look's loss is from the mean of many, in
// points, in a game: the standard deviation among the further looks at a
// decision, on the benchmark's games.
func lookNoise(game string) float64 {
	if game == "crossing" {
		return 2.5 // the hidden reserves and the draws
	}
	return 1.8
}

// nearThreshold reports whether a mean loss over n looks is near enough a
// mark's threshold that another look could move it across: within one
// standard deviation of such a mean (noise: one look's).
func nearThreshold(mean float64, n int, noise float64) bool {
	d := math.Inf(1)
	for _, t := range []float64{InaccuracyLoss, MistakeLoss, BlunderLoss} {
		d = min(d, math.Abs(mean-t))
	}
	return d < noise/math.Sqrt(float64(n))
}

// Look is one further look at a decision (Eval.Looks).
type Look struct {
	// Best is the favourite of the position's search ("" while not
	// searched), and TreeLoss the mover's chance its tree sees the move
	// played give up against it (0–1; -1: see Eval.TreeLoss).
	Best     string  `json:"best"`
	TreeLoss float64 `json:"treeLoss"`
	// Played and Alt are the mover's chance after the move played and
	// after Best, each searched afresh from the View the first look judges
	// them from (-1 while not searched, or where Best is the move played).
	Played float64 `json:"played"`
	Alt    float64 `json:"alt"`
}

func newLooks(n int) []Look {
	ls := make([]Look, n)
	for k := range ls {
		ls[k] = Look{TreeLoss: -1, Played: -1, Alt: -1}
	}
	return ls
}

// loss is the look's loss in points; ok false while its searches are not
// all done.
func (l Look) loss(played string) (loss float64, ok bool) {
	switch {
	case l.Best == "":
		return 0, false
	case l.Best == played:
		return 0, true
	case l.Played < 0 || l.Alt < 0:
		return 0, false
	}
	loss = max(0, 100*(l.Alt-l.Played))
	if l.TreeLoss >= 0 {
		loss = min(loss, 100*l.TreeLoss)
	}
	return loss, true
}

// looksLoss is a decision's loss over all its looks: the mean of the
// first look's (first) and the further looks' losses; ok false where it
// has no further looks, or they are not all done.
func looksLoss(played string, first float64, looks []Look) (float64, bool) {
	if len(looks) == 0 {
		return first, false
	}
	sum := first
	for _, l := range looks {
		loss, ok := l.loss(played)
		if !ok {
			return first, false
		}
		sum += loss
	}
	return sum / float64(1+len(looks)), true
}

// inBand reports whether a first look's loss is near a mark's threshold.
func inBand(loss float64) bool {
	return loss >= lookFrom && loss < lookTo
}

// planLooks gives each decision that wants one a further look (wantLook)
// and reports whether it gave any. Called with mu held, once every first
// look is done.
func (a *Analysis) planLooks() bool {
	want := a.wantLook()
	for _, i := range want {
		a.evals[i].Looks = append(a.evals[i].Looks, newLooks(1)...)
	}
	a.looksPlanned = true
	return len(want) > 0
}

// wantLook are the decisions that want a further look now: those whose
// first look is near a threshold and that have no further look yet, and
// those whose looks are done and whose mean loss is still near a
// threshold, up to maxLooks in all. It follows from the searches done
// alone, so a saved review planned its looks as a new one would. Called
// with mu held, once every first look is done.
func (a *Analysis) wantLook() []int {
	vals, altV := values(a.states, a.texts, a.evals, a.viewers, a.hidden)
	var out []int
	for i := range a.moves {
		s := a.states[i].ToMove()
		e := &a.evals[i]
		if s < 0 || e.Forced || settled(i, s, a.evals, a.viewers, a.hidden) {
			continue // no choice, or none that could change much
		}
		_, _, loss, _, judged := firstLook(i, s, a.texts, a.evals, vals, altV, a.viewers, a.hidden)
		if !judged {
			return nil // cannot happen once every first look is done
		}
		if e.Looks == nil {
			if inBand(loss) {
				out = append(out, i)
			}
		} else if m, ok := looksLoss(a.texts[i], loss, e.Looks); ok && 1+len(e.Looks) < maxLooks && nearThreshold(m, 1+len(e.Looks), lookNoise(a.game)) {
			out = append(out, i)
		}
	}
	return out
}

// lookJobs are the further looks' searches still to do, each look's
// position first. Called with mu held.
func (a *Analysis) lookJobs() []job {
	var out []job
	for i := range a.moves {
		for k, l := range a.evals[i].Looks {
			look := k + 1
			switch {
			case l.Best == "":
				out = append(out, job{pos: i, seat: a.states[i].ToMove(), kind: lookJob, look: look})
			case l.Best != a.texts[i]:
				if l.Played < 0 {
					out = append(out, job{pos: i, seat: a.altSeat(i), kind: lookPlayedJob, look: look})
				}
				if l.Alt < 0 {
					out = append(out, job{pos: i, seat: a.altSeat(i), kind: lookAltJob, look: look})
				}
			}
		}
	}
	return out
}

// lookSearches is how many searches the further looks take (done or
// not): where a look's favourite is not known yet, as if it were not the
// move played; a look a decision wants (wantLook) counts too, though not
// given yet. Before the looks are planned, one search a decision is
// counted: about what they take on average. Called with mu held.
func (a *Analysis) lookSearches() int {
	n := 0
	if !a.looksPlanned {
		for i := range a.moves {
			if a.states[i].ToMove() >= 0 && !a.evals[i].Forced {
				n++
			}
		}
		return n
	}
	for i := range a.moves {
		for _, l := range a.evals[i].Looks {
			n++
			if l.Best != a.texts[i] {
				n += 2
			}
		}
	}
	return n + 3*len(a.wantLook())
}
