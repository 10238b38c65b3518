// Package review judges a finished game: for every decision of a Record,
// each seat's chance of first place before the move, the mover's chance
// after the move played, and the best move the search finds with its
// chance. It is display-free (the replay viewer and the command line both
// use it), anytime and cancellable, uses all cores when asked to, and is
// deterministic with a playout budget.
//
// How a decision is judged:
//
//   - Every position of the game is searched once (ai.NewJudge), from the
//     View of the seat deciding there (at a draw, of the seat that decided
//     last) — never with more than that seat could see. Each seat's mean
//     reward over the whole search (ai.Search.Means: the position's worth
//     as the search played it on, its tries of weaker moves included) is
//     its chance there; without hidden information it is averaged with the
//     chances a move later (see values): one chance per seat and position,
//     the chart's point. The chances after the move the search trusts most
//     (Search.Chances) favour the seat to move by 5 to 20 points in Down
//     Under: a maximum of the tree's noisy estimates.
//   - The mover's chance after the move played is the next position's
//     chance: the chance after a move is the chance before the next
//     decision, so the chart has no saw-tooth of searches that each see
//     their mover winning. In a game that hides something (Outback
//     Crossing's reserves) the chances differ by whose View they are judged
//     from: a seat knows its own reserve. There the mover's chance after its
//     move is the next position searched from the mover's own View (the
//     same search when the mover judges the next position too, as at the
//     draw that follows its move); the next decider's search of that
//     position sees the other reserve, and the two differ by what one seat
//     knows and the other does not (a few points on average).
//   - The best move is the move the position's search trusts most. When it
//     is not the move played, the position after it is searched afresh,
//     with the same budget and from the same View as the position after
//     the move played, and the two are compared: the mover's chance with
//     the best move is the better of the two. Two searches of equal effort,
//     never the maximum of a tree's noisy estimates against another search
//     (the winner's curse would make every mover look like the favourite).
//     When the move played comes out at least as good, it is the best move.
//     Where the game is won before and after the move played, or lost
//     before and after (settled: 98% or more, 2% or less), the best move's
//     position is not searched: no move could change more than a couple
//     of points, and the position's own search judges the move played.
//   - A loss is confirmed by the position's own search, which tried both
//     moves side by side: where its tree gives the move played (tried at
//     least minTreeVisits times) a smaller loss against its favourite, the
//     smaller one counts. Two searches of different seeds often pick
//     different favourites among moves of about equal worth; one then
//     finds the move played best and the other a fresh search 6 to 12
//     points better, and such a coin toss marked a sound move. Confirmed,
//     the marks and the losses weigh a move against the best one only
//     where both looks agree it lost (issue 40: Medium, whose moves are
//     often the search's second choice, rose 6 points in Outback Crossing
//     and Random hardly moved, as it loses for real).
//   - A decision whose loss this first look puts near a mark's threshold
//     is looked at again, one to four more times, with searches of other
//     seeds, and its loss is the mean of the looks' (see looks.go): one
//     look's loss is rough by 2 or 3 points, and two reviews of a game
//     gave the same mark to only two in three of the moves either marked.
//   - Playouts are cut at the same seat's turn in every search of a review
//     (Search.CutSeat), so that no position is judged a tempo ahead of
//     another.
//   - The loss is the mover's chance given up: best chance minus chance
//     after, in points of percent. Marks: an inaccuracy loses 5 points or
//     more, a mistake 10 or more, a blunder 20 or more. Lichess marks by
//     the same kind of measure (its 0.1, 0.2 and 0.3 of winning chances on
//     a -1…1 scale are 5, 10 and 15 points); ours give the search's noise
//     room, so a sound move is not marked for a coin toss of the search.
//   - A move's accuracy maps its loss as Lichess does:
//     103.1668·e^(−0.04354·loss) − 3.1669, from 0 to 100: no loss is 100,
//     5 points 80, 10 points 64, 20 points 40, 50 points 8. A seat's
//     accuracy is the mean of the average and the harmonic mean (each
//     move's accuracy at least 10 there) of its moves' accuracies: the
//     harmonic mean weighs the large losses heavily, so a player that
//     throws chances away now and then does not score as a careful one for
//     its many easy moves; a plain average of points kept hardly tells a
//     random player from a good one. Both means weigh each move by how
//     open the game still was across it (stake: 1 between even chances,
//     falling to 0.04 where the game is all but decided), as Lichess
//     weighs moves by the game's volatility around them.
//   - Moves that no longer mattered are left out of accuracy: once the
//     game is decided (from the first position after which some seat's
//     chance stays at 98% or more to the end: Review.DecidedAt), and any
//     decision won (or lost) whichever move was played (the best move and
//     the move played both leave the mover 98% or more, or 2% or less).
//     Otherwise a game decided early would read as accurate play by both
//     sides.
//   - In a finished two-player game without luck (no draws, nothing
//     hidden: Billabong, Down Under) the result says how much the loser
//     lost: its chance at the start, plus what the winner's losses gave
//     it back. What its seen losses fall short of is its unseen loss,
//     laid on the moves across which its chance fell (Decision.Unseen,
//     see unseen): it counts in the loser's accuracy, not in its marks.
//     The searches see a loss only against the move they trust most, so
//     a player whose moves are that move (Hard, whose search the review's
//     is) is otherwise never found to lose anything.
//   - Chance outcomes (draws) are not judged: they move the chances, and
//     that change per seat is luck (who the draw helped).
package review

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"outback/ai"
	"outback/rules"
)

// The marks' thresholds, in points of a seat's chance of first place given
// up against the best move.
const (
	InaccuracyLoss = 5.0
	MistakeLoss    = 10.0
	BlunderLoss    = 20.0
)

// Mark is how a decision is judged.
type Mark uint8

const (
	Good Mark = iota
	Inaccuracy
	Mistake
	Blunder
)

// String is the mark's word ("" for a good move).
func (m Mark) String() string {
	switch m {
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return ""
}

// MarkOf is the mark for a loss in points.
func MarkOf(loss float64) Mark {
	switch {
	case loss >= BlunderLoss:
		return Blunder
	case loss >= MistakeLoss:
		return Mistake
	case loss >= InaccuracyLoss:
		return Inaccuracy
	}
	return Good
}

// MoveAccuracy is a move's accuracy in percent for a loss in points
// (Lichess's mapping): 100 for no loss, falling fast with large losses.
func MoveAccuracy(loss float64) float64 {
	a := 103.1668*math.Exp(-0.04354*max(0, loss)) - 3.1669
	return min(100, max(0, a))
}

// harmonicFloor is the least a move's accuracy counts for in the harmonic
// mean: one move of no accuracy would make it 0 whatever the rest.
const harmonicFloor = 10

// Options are a review's budget.
type Options struct {
	// Playouts is the search's budget per position (iterations); with
	// MoveTime 0 the review is fully determined by it and Seed. Both 0:
	// DefaultPlayouts.
	Playouts int
	// MoveTime bounds each position's search in wall time (0: none).
	MoveTime time.Duration
	// Workers is the number of positions searched at once by Run (0: one
	// per core).
	Workers int
	Seed    uint64
}

// DefaultPlayouts is the budget per position when none is given. At it
// the marks of one game agree between seeds for the most part, and a
// two-player Billabong game is reviewed in well under a minute on two
// cores (BenchmarkReview).
const DefaultPlayouts = 2000

// MoveTimeTrade says what a review on a time budget (Options.MoveTime)
// trades for its speed, for the command line and the window to tell.
const MoveTimeTrade = "quicker, but each search is smaller and depends on the machine: the chances are rougher and marks near their thresholds change from run to run; the default budget (playouts) gives the same review every time"

// Eval is what the searches found of one position. It is what a saved
// review keeps; decisions are worked out from it and the Record.
type Eval struct {
	Done bool `json:"-"`
	// Chances are each seat's chance of first place, 0–1, summing to 1,
	// judged from the View of the seat deciding here (at a draw, the seat
	// that decided last).
	Chances []float64 `json:"chances"`
	// Best is the best move's notation at a decision ("" elsewhere): the
	// move the position's search trusts most.
	Best string `json:"best,omitempty"`
	// After is the mover's chance in the next position judged from the
	// mover's own View, in a game with hidden information where another
	// seat judges the next position; else -1.
	After float64 `json:"after"`
	// Alt are each seat's chances in the position after Best, searched
	// afresh like the position after the move played, when Best is not the
	// move played (nil otherwise, or while not searched).
	Alt []float64 `json:"alt,omitempty"`
	// AltBest is the move that search trusts most ("" at the end of the
	// game or a draw), and Alt2 the mover's chance after it, searched
	// afresh too (games without hidden information, see Review.Chances);
	// -1 when not needed or not searched.
	AltBest string  `json:"altBest,omitempty"`
	Alt2    float64 `json:"alt2"`
	// Forced: the mover had one legal move.
	Forced bool `json:"forced,omitempty"`
	// TreeLoss is the mover's chance the position's own search sees the
	// move played give up against Best, from its tree's statistics of the
	// two moves at the root (0–1; see Decision.Loss); -1 where Best is the
	// move played, or the search tried the move played too seldom to say.
	TreeLoss float64 `json:"treeLoss"`
	// Looks are the further looks at a decision whose loss the first look
	// (the searches above) puts near a mark's threshold (see looks.go).
	Looks []Look `json:"looks,omitempty"`
}

// Analysis is a review under way.
type Analysis struct {
	game   string
	names  []string
	opts   Options
	states []rules.State // states[i] is the position before move i (and after the last)
	moves  []rules.Move
	texts  []string
	hidden bool // the game hides something from some seat
	cut    int  // the seat whose turn ends the playouts (Search.CutSeat)

	jobs []job // the searches every review does; the best moves' come after

	mu      sync.Mutex
	evals   []Eval
	viewers []int // whose View each position is judged from (-1: the end)
	done    int

	looksPlanned bool // every first look is done and the further looks are planned (planLooks)
	finished     bool // every search is done (Finished)

	stepJob *job // Step's job, and its search
	stepS   *ai.Search
}

// The searches of a review.
type jobKind uint8

const (
	evalJob       jobKind = iota // a position of the game, from its viewer's View
	afterJob                     // the position after a move, from the mover's View (hidden information)
	altJob                       // the position after the best move, when it was not played
	alt2Job                      // the position after that search's best move (Eval.Alt2)
	lookJob                      // a further look at the position (Eval.Looks)
	lookPlayedJob                // a further look at the position after the move played
	lookAltJob                   // a further look at the position after that look's favourite
)

// job searches a position: kind's position pos (for afterJob and altJob,
// the position after move pos) from seat's View.
type job struct {
	pos, seat int
	kind      jobKind
	look      int // which further look (1 to maxLooks-1) a look's job is for
}

// New prepares a review of a Record. It replays the game: a Record the
// rules refuse is an error.
func New(rec *rules.Record, opts Options) (*Analysis, error) {
	m, err := rules.Resume(rec)
	if err != nil {
		return nil, err
	}
	var moves []rules.Move
	for _, p := range m.History() {
		moves = append(moves, p.Move)
	}
	names := make([]string, m.State().Players())
	for i := range names {
		names[i] = SeatName(rec, i)
	}
	return NewLine(m.Initial(), moves, names, opts)
}

// NewLine prepares a review of a line of play from any position: the moves
// played from start, by seats with the given names.
func NewLine(start rules.State, moves []rules.Move, names []string, opts Options) (*Analysis, error) {
	if opts.Playouts <= 0 && opts.MoveTime <= 0 {
		opts.Playouts = DefaultPlayouts
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	a := &Analysis{game: start.Game(), names: names, opts: opts, cut: -1}
	st := start.Clone()
	for i, mv := range moves {
		a.states = append(a.states, st.Clone())
		a.moves = append(a.moves, mv)
		a.texts = append(a.texts, st.MoveText(mv))
		if _, err := st.Apply(mv); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, a.texts[i], err)
		}
	}
	a.states = append(a.states, st)
	_, a.hidden = a.states[0].View(0).(ai.Determinizer)
	a.evals = make([]Eval, len(a.states))
	a.viewers = make([]int, len(a.states))
	for i := range a.evals {
		a.evals[i].After, a.evals[i].Alt2, a.evals[i].TreeLoss = -1, -1, -1
	}
	last := 0 // the seat that decided last: a draw is judged from its View
	for _, s := range a.states {
		if to := s.ToMove(); to >= 0 {
			last = to
			break
		}
	}
	for i, s := range a.states {
		to := s.ToMove()
		switch {
		case to == rules.Nobody:
			a.viewers[i] = -1 // everyone sees how it ended
			ch := finalChances(s)
			a.evals[i] = Eval{Done: true, Chances: ch, After: -1, Alt2: -1, TreeLoss: -1}
			a.done++
		case to >= 0:
			if a.cut < 0 {
				a.cut = to // the first seat to decide: at its turn, every seat has had as many
			}
			a.jobs = append(a.jobs, job{pos: i, seat: to})
			a.viewers[i] = to
			last = to
		default:
			a.jobs = append(a.jobs, job{pos: i, seat: last})
			a.viewers[i] = last
		}
	}
	if a.cut < 0 {
		a.cut = 0
	}
	for i := range a.moves {
		if a.needsAfter(i) {
			a.jobs = append(a.jobs, job{pos: i, seat: a.states[i].ToMove(), kind: afterJob})
		}
	}
	return a, nil
}

// needsAfter reports whether move i needs a search of the next position
// from the mover's View: a game with hidden information whose next
// position another seat judges.
func (a *Analysis) needsAfter(i int) bool {
	s := a.states[i].ToMove()
	return a.hidden && s >= 0 && a.viewers[i+1] >= 0 && a.viewers[i+1] != s
}

// needsAlt reports whether move i needs the position after its best move
// searched (its evaluation must be done): the best is not the move played.
// Called with mu held.
func (a *Analysis) needsAlt(i int) bool {
	e := &a.evals[i]
	s := a.states[i].ToMove()
	return s >= 0 && e.Done && !e.Forced && e.Best != a.texts[i] && !settled(i, s, a.evals, a.viewers, a.hidden)
}

// settledAt is the chance from which a seat's game counts as won (and
// from 1 − settledAt down, as lost) whatever move it makes: the bound of
// a decided game (decidedFrom, decided).
const settledAt = 0.98

// settled reports whether the searches of decision i's position and of the
// next give the mover (seat s) the game won before and after the move
// played, or lost before and after: then no move could have given up or
// won back more than a couple of points, and the best move's position is
// not searched (in a Billabong game decided at move 19 of 103, such
// searches were most of the review's work); the position's own search
// judges the move played against its favourite (Eval.TreeLoss). False
// while the searches are not done.
func settled(i, s int, evals []Eval, viewers []int, hidden bool) bool {
	e := evals[i]
	if s < 0 || !e.Done || i+1 >= len(evals) || !evals[i+1].Done {
		return false
	}
	after := e.After // the next position from the mover's own View
	if !hidden || viewers[i+1] < 0 || viewers[i+1] == s {
		after = evals[i+1].Chances[s]
	}
	if after < 0 {
		return false
	}
	before := e.Chances[s]
	return (before >= settledAt && after >= settledAt) || (before <= 1-settledAt && after <= 1-settledAt)
}

// needsAlt2 reports whether move i needs the position after its best
// move's best reply searched (Eval.Alt2; its Alt must be done). Called
// with mu held.
func (a *Analysis) needsAlt2(i int) bool {
	return !a.hidden && a.evals[i].Alt != nil && a.evals[i].AltBest != ""
}

// extra is how many searches move i adds to the review's own, counted
// until its position's search is done as if it needed them all. Called
// with mu held.
func (a *Analysis) extra(i int) int {
	e := &a.evals[i]
	n := 0
	switch {
	case a.states[i].ToMove() < 0:
	case !e.Done || (a.needsAlt(i) && e.Alt == nil):
		n = 1
		if !a.hidden {
			n = 2
		}
	case a.needsAlt(i):
		n = 1
		if a.needsAlt2(i) {
			n = 2
		}
	}
	return n
}

// finalChances are the chances of a finished game: each seat's share of
// first place.
func finalChances(s rules.State) []float64 {
	o := s.Outcome()
	out := make([]float64, s.Players())
	if len(o.Ranks) == len(out) {
		ai.WinRewards(o.Ranks, out)
	}
	return out
}

// Progress is how many of the review's searches are done, of about how
// many. Until a position's search has named its best move, the search of
// the position after that move is counted as needed: the total falls as
// the review finds moves played that were the best. Until every first
// look is done, the further looks (looks.go) are counted as one search a
// decision, about what they take.
func (a *Analysis) Progress() (done, total int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.done, a.doneTotal()
}

func (a *Analysis) doneTotal() int {
	n := len(a.jobs)
	for i, s := range a.states {
		if s.ToMove() == rules.Nobody {
			n++
		} else if i < len(a.moves) {
			n += a.extra(i)
		}
	}
	return n + a.lookSearches()
}

// Finished reports whether every search is done. Once it is, it stays
// so (the viewer asks every tick): nothing more is planned.
func (a *Analysis) Finished() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.finished {
		a.finished = a.done >= a.doneTotal()
	}
	return a.finished
}

// search starts job jb's search. Its seed depends on the job alone, so
// the review is the same however its searches are shared out.
func (a *Analysis) search(jb job) *ai.Search {
	b := ai.Budget{Iterations: a.opts.Playouts, Time: a.opts.MoveTime}
	n := uint64(4*jb.pos + int(jb.kind))
	if jb.look > 0 { // a range of their own, past every first look's
		n = 1<<32 + uint64(64*jb.pos+4*jb.look) + uint64(jb.kind-lookJob)
	}
	s := ai.NewJudge(b, a.opts.Seed^(n+1)*0x9e3779b97f4a7c15)
	s.CutSeat = &a.cut
	s.Start(a.position(jb), jb.seat)
	return s
}

// position is the position job jb searches.
func (a *Analysis) position(jb job) rules.State {
	switch jb.kind {
	case afterJob:
		return a.states[jb.pos+1]
	case lookJob:
		return a.states[jb.pos]
	case lookPlayedJob:
		return a.states[jb.pos+1]
	case altJob, alt2Job, lookAltJob:
		a.mu.Lock()
		line := []string{a.evals[jb.pos].Best, a.evals[jb.pos].AltBest}
		if jb.kind == lookAltJob {
			line = []string{a.evals[jb.pos].Looks[jb.look-1].Best}
		}
		a.mu.Unlock()
		if jb.kind == altJob {
			line = line[:1]
		}
		st := a.states[jb.pos].Clone()
		for _, text := range line {
			m, err := st.ParseMove(text)
			if err != nil {
				return a.states[jb.pos+1] // cannot happen for a move the search found
			}
			if _, err := st.Apply(m); err != nil {
				return a.states[jb.pos+1]
			}
		}
		return st
	}
	return a.states[jb.pos]
}

// minTreeVisits is the least number of times the position's search must
// have tried the move played for its tree to judge it (Eval.TreeLoss).
const minTreeVisits = 10

// treeLossOf is the mover's chance the search's tree sees the move played
// (notation played) give up against its favourite, ms[0] (Eval.TreeLoss):
// -1 where the favourite is the move played, or the move played was tried
// too seldom for its chance to mean much.
func treeLossOf(st rules.State, ms []ai.MoveStat, played string) float64 {
	mover := st.ToMove()
	if mover < 0 || len(ms) == 0 || st.MoveText(ms[0].Move) == played {
		return -1
	}
	for _, m := range ms[1:] {
		if st.MoveText(m.Move) == played {
			if m.Visits < minTreeVisits {
				return -1
			}
			return max(0, ms[0].Chances[mover]-m.Chances[mover])
		}
	}
	return -1
}

// finish stores a finished search's findings.
func (a *Analysis) finish(jb job, s *ai.Search) {
	st := a.position(jb)
	ch := s.Means()
	if st.ToMove() == rules.Nobody {
		ch = finalChances(st)
	}
	if ch == nil { // nothing searched: every seat alike
		ch = make([]float64, st.Players())
		for i := range ch {
			ch[i] = 1 / float64(len(ch))
		}
	}
	// Kept to four decimals, as a saved review keeps them: a review taken
	// up from the Record reads the same as the one that was saved.
	r4 := make([]float64, len(ch))
	for i, c := range ch {
		r4[i] = math.Round(c*1e4) / 1e4
	}
	ch = r4
	var forced bool
	var best string
	treeLoss := -1.0
	switch {
	case (jb.kind == evalJob || jb.kind == lookJob) && st.ToMove() >= 0 && jb.pos < len(a.moves):
		forced = len(st.Legal(nil)) == 1
		best = a.texts[jb.pos]
		if ms := s.RootMoves(); len(ms) > 0 && !forced {
			best = st.MoveText(ms[0].Move)
			if treeLoss = treeLossOf(st, ms, a.texts[jb.pos]); treeLoss >= 0 {
				treeLoss = math.Round(treeLoss*1e4) / 1e4 // as saved
			}
		}
	case jb.kind == altJob && st.ToMove() >= 0:
		if legal := st.Legal(nil); len(legal) == 1 {
			best = st.MoveText(legal[0])
		} else if ms := s.RootMoves(); len(ms) > 0 {
			best = st.MoveText(ms[0].Move)
		}
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.done++
	switch jb.kind {
	case afterJob:
		a.evals[jb.pos].After = ch[jb.seat]
	case altJob:
		a.evals[jb.pos].Alt, a.evals[jb.pos].AltBest = ch, best
	case alt2Job:
		a.evals[jb.pos].Alt2 = ch[a.states[jb.pos].ToMove()]
	case lookJob:
		l := &a.evals[jb.pos].Looks[jb.look-1]
		l.Best, l.TreeLoss = best, treeLoss
	case lookPlayedJob:
		a.evals[jb.pos].Looks[jb.look-1].Played = ch[a.states[jb.pos].ToMove()]
	case lookAltJob:
		a.evals[jb.pos].Looks[jb.look-1].Alt = ch[a.states[jb.pos].ToMove()]
	default:
		e := &a.evals[jb.pos]
		e.Done, e.Chances, e.Best, e.Forced, e.TreeLoss = true, ch, best, forced, treeLoss
	}
}

// isDone reports whether job jb's result is already known (a saved
// review).
func (a *Analysis) isDone(jb job) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	switch jb.kind {
	case afterJob:
		return a.evals[jb.pos].After >= 0
	case altJob:
		return a.evals[jb.pos].Alt != nil
	case alt2Job:
		return a.evals[jb.pos].Alt2 >= 0
	case lookJob:
		return a.evals[jb.pos].Looks[jb.look-1].Best != ""
	case lookPlayedJob:
		return a.evals[jb.pos].Looks[jb.look-1].Played >= 0
	case lookAltJob:
		return a.evals[jb.pos].Looks[jb.look-1].Alt >= 0
	}
	return a.evals[jb.pos].Done
}

// pending is the searches still to do: the review's own, then, once they
// are done, those of the best moves that were not played.
func (a *Analysis) pending() []job {
	var out []job
	for _, jb := range a.jobs {
		if !a.isDone(jb) {
			out = append(out, jb)
		}
	}
	if len(out) > 0 {
		return out
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	for i := range a.moves {
		if a.needsAlt(i) && a.evals[i].Alt == nil {
			out = append(out, job{pos: i, seat: a.altSeat(i), kind: altJob})
		}
	}
	if len(out) > 0 {
		return out
	}
	for i := range a.moves {
		if a.needsAlt(i) && a.needsAlt2(i) && a.evals[i].Alt2 < 0 {
			out = append(out, job{pos: i, seat: a.altSeat(i), kind: alt2Job})
		}
	}
	if len(out) > 0 {
		return out
	}
	for {
		if out := a.lookJobs(); len(out) > 0 || !a.planLooks() {
			return out
		}
	}
}

// altSeat is whose View the position after move i's best move is judged
// from: the one the position after the move played is judged from, for
// the mover's chance after it (the mover's own, with hidden information).
func (a *Analysis) altSeat(i int) int {
	if a.hidden || a.viewers[i+1] < 0 {
		return a.states[i].ToMove()
	}
	return a.viewers[i+1]
}

// Run searches every position not yet searched, with Options.Workers
// searches at once, until all are done or ctx is cancelled (then it returns
// ctx's error; what is done stays, and a later Run goes on from there). progress, if not nil, is called after
// each search, from the workers' goroutines.
func (a *Analysis) Run(ctx context.Context, progress func(done, total int)) error {
	for ctx.Err() == nil {
		jobs := a.pending()
		if len(jobs) == 0 {
			return nil
		}
		var next atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < a.opts.Workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for ctx.Err() == nil {
					j := int(next.Add(1)) - 1
					if j >= len(jobs) {
						return
					}
					s := a.search(jobs[j])
					for !s.Step() {
						if ctx.Err() != nil {
							return
						}
					}
					a.finish(jobs[j], s)
					if progress != nil {
						progress(a.Progress())
					}
				}
			}()
		}
		wg.Wait()
	}
	return ctx.Err()
}

// Step does one slice of the review on the caller's goroutine (for a
// browser tab, which has one thread: a long call would freeze it) and
// reports whether the review is complete. Use Step or Run, not both.
func (a *Analysis) Step() bool {
	if a.stepS == nil {
		jobs := a.pending()
		if len(jobs) == 0 {
			return true
		}
		a.stepJob = &jobs[0]
		a.stepS = a.search(jobs[0])
	}
	if !a.stepS.Step() {
		return false
	}
	a.finish(*a.stepJob, a.stepS)
	a.stepS, a.stepJob = nil, nil
	return a.Finished()
}

// StepPosition does the next search whole, on the caller's goroutine, and
// reports whether the review is complete: a review that advances by
// exactly one search a call (tests take pictures of it half done).
func (a *Analysis) StepPosition() bool {
	for !a.Step() {
		if a.stepS == nil {
			return false // one search finished, others remain
		}
	}
	return true
}

// Decision is one move of the game, judged.
type Decision struct {
	N    int // the move's number in the Record, from 1
	Seat int // the seat that decided, or rules.Chance for a draw
	Move rules.Move
	// Text is the move's notation; a draw's is in words (rules.TellMove:
	// a deal names its seat, "deal Blue: kangaroo").
	Text string
	// Chances are each seat's chance of first place before the move, 0–1.
	Chances []float64
	// After is the mover's chance after the move played: the next
	// position's; for a draw, see Luck.
	After float64
	// Best is the best move found and BestChance the mover's chance with it.
	Best       rules.Move
	BestText   string
	BestChance float64
	// Loss is the mover's chance given up, in points (0–100).
	Loss float64
	Mark Mark
	// Unseen is the loss, in points, that the searches did not see at this
	// move but the result of a game without luck says the loser lost (see
	// unseen); it weighs in Accuracy, not in Mark.
	Unseen float64
	// Accuracy is the move's accuracy in percent (MoveAccuracy of Loss
	// and Unseen).
	Accuracy float64
	Forced   bool
	// Decided: the move no longer mattered (the game was decided, or won
	// or lost whichever move was played); accuracy leaves it out.
	Decided bool
	// Luck is, for a draw, each seat's change of chance in points.
	Luck []float64
	// Judged: the searches this decision needs are done.
	Judged bool
}

// SeatSummary sums up one seat's play.
type SeatSummary struct {
	Name                             string
	Accuracy                         float64 // percent; 100 with no choice judged yet
	Choices                          int     // decisions with a choice that mattered, judged
	Inaccuracies, Mistakes, Blunders int
	Luck                             float64 // points of chance the draws gave (or took)
}

// Review is a review's findings so far.
type Review struct {
	Game      string
	Decisions []Decision
	Seats     []SeatSummary
	// Chances[i] is each seat's chance before move i (after the last at
	// len(Decisions)), nil where not searched yet: the chart's points.
	Chances [][]float64
	// Lines[k][i] is seat k's chance at position i as the chart draws it,
	// -1 where not known. In a game that hides something, each seat's line
	// is judged from its own View only (at its decisions and just after
	// them): a seat knows its own reserve, so lines judged by turns from
	// different eyes would jump at every move.
	Lines [][]float64
	// DecidedAt is the number of the first move that no longer mattered:
	// from the position before it to the end some seat's chance stayed at
	// 98% or more. 0: the game was open to its end (or the review is not
	// complete).
	DecidedAt int
	Complete  bool
}

// Review works out the decisions from what has been searched so far.
func (a *Analysis) Review() *Review {
	a.mu.Lock()
	evals := make([]Eval, len(a.evals))
	copy(evals, a.evals)
	complete := a.done >= a.doneTotal()
	a.mu.Unlock()
	r := build(a.game, a.names, a.states, a.moves, a.texts, evals, a.viewers, a.hidden, complete)
	r.Lines = lines(r.Chances, evals, a.viewers, a.states, a.hidden)
	return r
}

// lines are the chart's lines (Review.Lines).
func lines(vals [][]float64, evals []Eval, viewers []int, states []rules.State, hidden bool) [][]float64 {
	n := states[0].Players()
	out := make([][]float64, n)
	for k := range out {
		out[k] = make([]float64, len(evals))
		for i := range out[k] {
			out[k][i] = -1
		}
	}
	for i, v := range vals {
		if v == nil {
			continue
		}
		for k := range out {
			if !hidden || viewers[i] == k || viewers[i] < 0 {
				out[k][i] = v[k]
			}
		}
	}
	if hidden {
		for i := 0; i+1 < len(evals); i++ {
			if s := states[i].ToMove(); s >= 0 && evals[i].After >= 0 && out[s][i+1] < 0 {
				out[s][i+1] = evals[i].After
			}
		}
	}
	return out
}

// decidedFrom is the first position from which some seat's chance stays
// at 98% or more to the end, or -1 while a position is not searched.
func decidedFrom(vals [][]float64) int {
	from := len(vals) - 1
	for i := len(vals) - 1; i >= 0; i-- {
		if vals[i] == nil {
			return -1
		}
		top := 0.0
		for _, c := range vals[i] {
			top = max(top, c)
		}
		if top < 0.98 {
			break
		}
		from = i
	}
	return from
}

// values are the positions' chances as the review gives them
// (Review.Chances). With hidden information each is its search's, from
// its viewer's View. Without, a decision's chances are the mean of its
// search's and those of the search of the position after the move that
// search trusts most: a search favours the seat to move at its root (it
// chooses there with care and explores the replies, a few to twenty
// points in Down Under), the search a move later favours the other seat
// as much, and their mean is the same for both: the chances do not
// see-saw from move to move. altV is the mover's chance after the best
// move when it was not played, worked out alike (-1 while not known).
func values(states []rules.State, texts []string, evals []Eval, viewers []int, hidden bool) (v [][]float64, altV []float64) {
	v = make([][]float64, len(evals))
	altV = make([]float64, len(texts))
	for i := len(evals) - 1; i >= 0; i-- {
		e := evals[i]
		if i < len(texts) {
			altV[i] = -1
			if s := states[i].ToMove(); s >= 0 && e.Alt != nil {
				switch {
				case hidden || e.AltBest == "":
					altV[i] = e.Alt[s]
				case e.Alt2 >= 0:
					altV[i] = (e.Alt[s] + e.Alt2) / 2
				}
			}
		}
		if !e.Done {
			continue
		}
		v[i] = e.Chances
		if hidden || i >= len(texts) || states[i].ToMove() < 0 {
			continue
		}
		var next []float64
		switch {
		case e.Best == texts[i] || e.Forced || settled(i, states[i].ToMove(), evals, viewers, hidden):
			if evals[i+1].Done {
				next = evals[i+1].Chances
			}
		default:
			next = e.Alt
		}
		if next != nil {
			m := make([]float64, len(e.Chances))
			for k := range m {
				m[k] = (e.Chances[k] + next[k]) / 2
			}
			v[i] = m
		}
	}
	return v, altV
}

func build(game string, names []string, states []rules.State, moves []rules.Move, texts []string, evals []Eval, viewers []int, hidden, complete bool) *Review {
	n := states[0].Players()
	r := &Review{Game: game, Complete: complete}
	vals, altV := values(states, texts, evals, viewers, hidden)
	r.Chances = vals
	r.Seats = make([]SeatSummary, n)
	sum, harm, weight := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range r.Seats {
		r.Seats[i].Name = fmt.Sprintf("Seat %d", i+1)
		if i < len(names) {
			r.Seats[i].Name = names[i]
		}
	}
	if from := decidedFrom(vals); from >= 0 && from < len(moves) {
		r.DecidedAt = from + 1
	}
	for i, mv := range moves {
		st := states[i]
		d := Decision{N: i + 1, Seat: st.ToMove(), Move: mv, Text: texts[i], After: -1}
		if d.Seat < 0 { // a draw in words: a deal names its seat ("deal Blue: kangaroo")
			d.Text = rules.TellMove(st, mv, names)
		}
		e := evals[i]
		d.Chances = vals[i]
		if d.Seat < 0 {
			if vals[i] != nil && vals[i+1] != nil {
				d.Judged = true
				d.Luck = make([]float64, n)
				for k := range d.Luck {
					d.Luck[k] = 100 * (vals[i+1][k] - vals[i][k])
					r.Seats[k].Luck += d.Luck[k]
				}
			}
			r.Decisions = append(r.Decisions, d)
			continue
		}
		s := d.Seat
		d.Forced = e.Forced
		if e.Done {
			d.BestText = e.Best
			if bm, err := st.ParseMove(e.Best); err == nil {
				d.Best = bm
			}
		}
		var played bool
		d.After, d.BestChance, d.Loss, played, d.Judged = firstLook(i, s, texts, evals, vals, altV, viewers, hidden)
		if d.Judged {
			if played {
				d.Best, d.BestText = mv, texts[i]
			}
			if loss, ok := looksLoss(texts[i], d.Loss, e.Looks); ok {
				d.Loss, d.BestChance = loss, d.After+loss/100
			}
			d.Mark = MarkOf(d.Loss)
			d.Accuracy = MoveAccuracy(d.Loss)
			d.Decided = (r.DecidedAt > 0 && d.N >= r.DecidedAt) || decided(d.BestChance, d.After) || settled(i, s, evals, viewers, hidden)
			sm := &r.Seats[s]
			if !d.Forced {
				switch d.Mark {
				case Inaccuracy:
					sm.Inaccuracies++
				case Mistake:
					sm.Mistakes++
				case Blunder:
					sm.Blunders++
				}
			}
		}
		r.Decisions = append(r.Decisions, d)
	}
	if complete && !hidden {
		unseen(r, vals)
	}
	for _, d := range r.Decisions {
		if s := d.Seat; s >= 0 && counts(d) {
			w := stake(d)
			r.Seats[s].Choices++
			weight[s] += w
			sum[s] += w * d.Accuracy
			harm[s] += w / max(d.Accuracy, harmonicFloor)
		}
	}
	for i := range r.Seats {
		r.Seats[i].Accuracy = 100
		if w := weight[i]; w > 0 {
			r.Seats[i].Accuracy = (sum[i]/w + w/harm[i]) / 2
		}
	}
	return r
}

// firstLook is decision i's judgement by its first look (the searches
// every decision has): the mover's chance after the move played, with the
// best move, and the loss in points; played: the best move is the move
// played; judged: the searches it needs are done.
func firstLook(i, s int, texts []string, evals []Eval, vals [][]float64, altV []float64, viewers []int, hidden bool) (after, best, loss float64, played, judged bool) {
	e := evals[i]
	// The mover's chance after the move played: the next position's, from
	// the mover's View.
	after = -1
	switch {
	case vals[i+1] == nil:
	case !hidden || viewers[i+1] < 0 || viewers[i+1] == s:
		after = vals[i+1][s]
	case e.After >= 0:
		after = e.After
	}
	switch {
	case !e.Done || after < 0:
		return after, 0, 0, false, false
	case e.Best == texts[i] || e.Forced:
		return after, after, 0, true, true
	case settled(i, s, evals, viewers, hidden):
		if e.TreeLoss <= 0 {
			return after, after, 0, true, true
		}
		// No move could have changed more than the couple of points a
		// settled game leaves.
		tl := min(e.TreeLoss, 1-settledAt)
		return after, after + tl, 100 * tl, false, true
	case altV[i] < 0:
		return after, 0, 0, false, false // the best move's position is not searched yet
	case altV[i] <= after: // the move played is as good as the search's best
		return after, after, 0, true, true
	}
	best, loss = altV[i], max(0, 100*(altV[i]-after))
	if tl := 100 * e.TreeLoss; e.TreeLoss >= 0 && loss > tl {
		// Confirmed: the position's own search, which compared the two
		// moves side by side, sees less.
		loss, best = tl, after+e.TreeLoss
	}
	return after, best, loss, false, true
}

// stake is how much a decision weighs in its seat's accuracy: how open
// the game still was across it, 2·min(best, 1 − after) — the chance the
// mover could keep, or the chance its move left the others, whichever is
// smaller, from 1 (a move between even chances, or one that threw a won
// game open) down to 0.04 at the 2% where a decision counts as decided. A
// move in a game all but won or lost changes little whatever it is (a
// random move from 6% to 3% loses 3 points, one from 97% to 96% 1), and
// counted in full such moves made a random player that had thrown the
// game away early look careful, and a player that won it look no better
// (issue 40: Random and Medium in Down Under 9 points apart).
func stake(d Decision) float64 {
	return min(1, max(0.04, 2*min(d.BestChance, 1-d.After)))
}

// counts reports whether a decision counts in its seat's accuracy: judged,
// a choice, and one that still mattered.
func counts(d Decision) bool {
	return d.Seat >= 0 && d.Judged && !d.Forced && !d.Decided
}

// unseen finds the losses the searches did not see, from the result of a
// finished two-player game without luck (no draws, nothing hidden), and
// adds them to the loser's moves (Decision.Unseen).
//
// Without luck, whatever a seat's chance lost, a move lost it. With a
// perfect judge, the fall of a seat's chance from one of its decisions to
// its next is its move's loss less what the other seat's move in between
// gave back, and over the game the loser's losses add up to its chance at
// the start (less the little left where the game was decided) plus the
// winner's losses. The searches see a move's loss only against the move
// they trust most, and a player whose moves are that move (Hard: the
// review's own search) is never found to lose anything, even where the
// chart falls across its own moves: a Down Under game that Medium won
// read Hard 88%, Medium 70%, Medium's every move weighed against Hard's
// favourite answers while the chart fell 15 and 18 points across Hard's
// "best" moves (issue 40). What the loser's seen losses fall short of
// that sum is its unseen loss. It is spread over the loser's moves that
// counted, by how far its chance fell from each to its next decision
// beyond what the seen losses explain (evenly where it never did), and
// weighs in their accuracy, not in their marks.
func unseen(r *Review, vals [][]float64) {
	if len(r.Seats) != 2 || len(vals) == 0 || vals[0] == nil {
		return
	}
	for _, d := range r.Decisions {
		if d.Seat < 0 {
			return // a draw: luck moved the chances too
		}
	}
	end := vals[len(vals)-1]
	if end == nil || end[0] == end[1] {
		return
	}
	loser := 0
	if end[1] < end[0] {
		loser = 1
	}
	until := len(vals) - 1 // the position from which the game was decided
	if r.DecidedAt > 0 {
		until = r.DecidedAt - 1
	}
	for i := 0; i <= until; i++ {
		if vals[i] == nil {
			return
		}
	}
	short := 100 * (vals[0][loser] - vals[until][loser])
	var weights []float64
	var idx []int
	total := 0.0
	for i := 0; i < until; i++ {
		d := r.Decisions[i]
		if d.Seat == loser {
			short -= d.Loss
		} else {
			short += d.Loss
		}
		if d.Seat != loser || !counts(d) {
			continue
		}
		// The fall to the loser's next decision, beyond the seen losses.
		j, w := i+1, 100*vals[i][loser]-d.Loss
		for ; j < until && r.Decisions[j].Seat != loser; j++ {
			w += r.Decisions[j].Loss
		}
		w = max(0, w-100*vals[j][loser])
		weights = append(weights, w)
		idx = append(idx, i)
		total += w
	}
	if short <= 0 || len(idx) == 0 {
		return
	}
	for k, i := range idx {
		d := &r.Decisions[i]
		if total > 0 {
			d.Unseen = short * weights[k] / total
		} else {
			d.Unseen = short / float64(len(idx))
		}
		d.Accuracy = MoveAccuracy(d.Loss + d.Unseen)
	}
}

// decided reports whether a decision no longer mattered: won or lost
// whichever move was played (within 2 points). Accuracy leaves such
// decisions out, so that a game decided early does not read as
// accurate play by both sides.
func decided(best, after float64) bool {
	return (best <= 0.02 && after <= 0.02) || (best >= 0.98 && after >= 0.98)
}

// SeatName is a seat's name in the Record, or "Seat N".
func SeatName(rec *rules.Record, seat int) string {
	if seat >= 0 && seat < len(rec.Seats) && rec.Seats[seat].Name != "" {
		return rules.Printable(rec.Seats[seat].Name)
	}
	return fmt.Sprintf("Seat %d", seat+1)
}

// Summary is the review's last line:
// "review: N decisions; NAME: accuracy A%, 1 blunder, 2 mistakes, 0
// inaccuracies; NAME: ...; decided at move D" (seats in seat order; N
// counts the seats' decisions, draws not included; the last part only when
// the game was decided before its end).
func (r *Review) Summary() string {
	n := 0
	for _, d := range r.Decisions {
		if d.Seat >= 0 {
			n++
		}
	}
	s := fmt.Sprintf("review: %d decisions", n)
	for _, x := range r.Seats {
		s += fmt.Sprintf("; %s: accuracy %.0f%%, %s, %s, %s", x.Name, x.Accuracy,
			Count(x.Blunders, "blunder", "blunders"), Count(x.Mistakes, "mistake", "mistakes"), Count(x.Inaccuracies, "inaccuracy", "inaccuracies"))
	}
	if r.DecidedAt > 0 {
		s += fmt.Sprintf("; decided at move %d", r.DecidedAt)
	}
	return s
}

// Count is n with its noun, singular for one: "1 blunder", "2 blunders",
// "0 blunders".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
