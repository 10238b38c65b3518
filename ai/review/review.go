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
//     View of the seat deciding there — never with more than that seat could
//     see — and the search says each seat's chance of first place after the
//     move it trusts most: those are the chances before the move, and that
//     move is the best move, its chance the mover's share.
//   - The mover's chance after the move played is the best move's chance
//     when it was the best move; else the chance the same search found for
//     the played move when it tried it often enough to trust it; else the
//     mover's chance in the next position (averaged over the whole search
//     of it, as the first search averaged its moves). In a game with hidden
//     information the next position is searched once more from the mover's
//     own View for that.
//   - The loss is the mover's chance given up: best chance minus chance
//     after, in points of percent (never below 0). Marks: an inaccuracy
//     loses 5 points or more, a mistake 10 or more, a blunder 20 or more.
//     Lichess marks by the same kind of measure (its 0.1, 0.2 and 0.3 of
//     winning chances on a -1…1 scale are 5, 10 and 15 points); ours give
//     the search's noise (a few points at the default budget) room, so a
//     sound move is not marked for a coin toss of the search.
//   - A seat's accuracy is the average, over its decisions that had a
//     choice and still mattered, of 100 minus the points it gave up: how
//     much of its chances it kept; 100% is always the best move. A
//     decision no longer matters when the game was won (or lost) whichever
//     move was played: the best move and the move played both leave 98%
//     or more (2% or less); otherwise a game decided early would read as
//     accurate play by both sides.
//   - Chance outcomes (draws) are not judged: they move the chances, and
//     that change per seat is luck (who the draw helped).
package review

import (
	"context"
	"fmt"
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

// DefaultPlayouts is the budget per position when none is given: the
// hint's, about a tenth of a second here.
const DefaultPlayouts = 1000

// Eval is what the search found in one position. It is what a saved review
// keeps; decisions are worked out from it and the Record.
type Eval struct {
	Done bool `json:"-"`
	// Chances are each seat's chance of first place, 0–1, summing to 1.
	Chances []float64 `json:"chances"`
	// Mean are each seat's chances averaged over the whole search (the
	// decider's weaker tries included): what the previous decision's search
	// learnt of this position as a child, so the move played into it is
	// judged alike.
	Mean []float64 `json:"mean"`
	// Best is the best move's notation at a decision ("" elsewhere).
	Best string `json:"best,omitempty"`
	// Played is the mover's chance after the move played by this search's
	// tree, or -1 when it did not try the move often enough.
	Played float64 `json:"played"`
	// After is the mover's chance in the next position judged from the
	// mover's own View (games with hidden information), or -1.
	After float64 `json:"after"`
	// Forced: the mover had one legal move.
	Forced bool `json:"forced,omitempty"`
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

	jobs []job

	mu      sync.Mutex
	evals   []Eval
	viewers []int // whose View each position is judged from (-1: the end)
	done    int

	next    atomic.Int64 // the next job for Run's workers
	stepJob int          // Step's job, and its search
	stepS   *ai.Search
}

// job searches position pos from seat's View; after marks the second
// search of a hidden-information game (the mover's own View of the position
// after its move), whose result goes to evals[pos-1].After.
type job struct {
	pos, seat int
	after     bool
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
	a := &Analysis{game: start.Game(), names: names, opts: opts}
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
		a.evals[i].Played, a.evals[i].After = -1, -1
	}
	last := 0 // the seat that decided last: a draw is judged from its View
	for i, s := range a.states {
		to := s.ToMove()
		switch {
		case to == rules.Nobody:
			a.viewers[i] = -1 // everyone sees how it ended
			ch := finalChances(s)
			a.evals[i] = Eval{Done: true, Chances: ch, Mean: ch, Played: -1, After: -1}
			a.done++
		case to >= 0:
			a.jobs = append(a.jobs, job{pos: i, seat: to})
			a.viewers[i] = to
			last = to
		default:
			a.jobs = append(a.jobs, job{pos: i, seat: last})
			a.viewers[i] = last
		}
		if a.hidden && to >= 0 && i+1 < len(a.states) && a.states[i+1].ToMove() != rules.Nobody {
			a.jobs = append(a.jobs, job{pos: i + 1, seat: to, after: true})
		}
	}
	return a, nil
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

// Progress is how many of the review's searches are done, of how many.
func (a *Analysis) Progress() (done, total int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.done, a.doneTotal()
}

func (a *Analysis) doneTotal() int {
	n := len(a.jobs)
	for _, e := range a.states {
		if e.ToMove() == rules.Nobody {
			n++
		}
	}
	return n
}

// Finished reports whether every search is done.
func (a *Analysis) Finished() bool {
	d, t := a.Progress()
	return d >= t
}

func (a *Analysis) search(j int) *ai.Search {
	b := ai.Budget{Iterations: a.opts.Playouts, Time: a.opts.MoveTime}
	s := ai.NewJudge(b, a.opts.Seed^(uint64(j)+1)*0x9e3779b97f4a7c15)
	jb := a.jobs[j]
	s.Start(a.states[jb.pos], jb.seat)
	return s
}

// finish stores a finished search's findings.
func (a *Analysis) finish(j int, s *ai.Search) {
	jb := a.jobs[j]
	ch, mean := s.Chances(), s.Means()
	st := a.states[jb.pos]
	if ch == nil { // nothing searched: every seat alike
		ch = make([]float64, st.Players())
		for i := range ch {
			ch[i] = 1 / float64(len(ch))
		}
		mean = ch
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.done++
	if jb.after {
		a.evals[jb.pos-1].After = mean[jb.seat]
		return
	}
	e := &a.evals[jb.pos]
	e.Done, e.Chances, e.Mean = true, ch, mean
	to := st.ToMove()
	if to < 0 || jb.pos >= len(a.moves) {
		return
	}
	e.Forced = len(st.Legal(nil)) == 1
	ms := s.RootMoves()
	if len(ms) == 0 {
		e.Best = a.texts[jb.pos]
		return
	}
	e.Best = st.MoveText(ms[0].Move)
	for _, m := range ms {
		if st.MoveText(m.Move) == a.texts[jb.pos] && m.Visits >= 20 && 4*m.Visits >= ms[0].Visits {
			e.Played = normalized(m.Chances)[to]
		}
	}
}

func normalized(ch []float64) []float64 {
	out := make([]float64, len(ch))
	t := 0.0
	for _, v := range ch {
		t += v
	}
	for i, v := range ch {
		if t > 0 {
			out[i] = v / t
		}
	}
	return out
}

// Run searches every position not yet searched, with Options.Workers
// searches at once, until all are done or ctx is cancelled (then it returns
// ctx's error; what is done stays, and a later Run goes on from there). progress, if not nil, is called after
// each search, from the workers' goroutines.
func (a *Analysis) Run(ctx context.Context, progress func(done, total int)) error {
	a.next.Store(0) // taken up again after a cancel: what is done is skipped
	var wg sync.WaitGroup
	for w := 0; w < a.opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				j := int(a.next.Add(1)) - 1
				if j >= len(a.jobs) {
					return
				}
				if a.isDone(j) {
					continue
				}
				s := a.search(j)
				for !s.Step() {
					if ctx.Err() != nil {
						return
					}
				}
				a.finish(j, s)
				if progress != nil {
					progress(a.Progress())
				}
			}
		}()
	}
	wg.Wait()
	return ctx.Err()
}

// isDone reports whether job j's result is already known (a saved review).
func (a *Analysis) isDone(j int) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	jb := a.jobs[j]
	if jb.after {
		return a.evals[jb.pos-1].After >= 0
	}
	return a.evals[jb.pos].Done
}

// Step does one slice of the review on the caller's goroutine (for a
// browser tab, which has one thread: a long call would freeze it) and
// reports whether the review is complete. Use Step or Run, not both.
func (a *Analysis) Step() bool {
	for {
		if a.stepS == nil {
			for a.stepJob < len(a.jobs) && a.isDone(a.stepJob) {
				a.stepJob++
			}
			if a.stepJob >= len(a.jobs) {
				return true
			}
			a.stepS = a.search(a.stepJob)
		}
		if !a.stepS.Step() {
			return false
		}
		a.finish(a.stepJob, a.stepS)
		a.stepS = nil
		a.stepJob++
		return a.stepJob >= len(a.jobs)
	}
}

// StepPosition does the next search whole, on the caller's goroutine, and
// reports whether the review is complete: a review that advances by
// exactly one position a call (tests take pictures of it half done).
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
	Text string
	// Chances are each seat's chance of first place before the move, 0–1.
	Chances []float64
	// After is the mover's chance after the move played; for a draw, see
	// Luck.
	After float64
	// Best is the best move found and BestChance the mover's chance with it.
	Best       rules.Move
	BestText   string
	BestChance float64
	// Loss is the mover's chance given up, in points (0–100).
	Loss   float64
	Mark   Mark
	Forced bool
	// Luck is, for a draw, each seat's change of chance in points.
	Luck []float64
	// Judged: the searches this decision needs are done.
	Judged bool
}

// SeatSummary sums up one seat's play.
type SeatSummary struct {
	Name                             string
	Accuracy                         float64 // percent; 100 with no choice judged yet
	Choices                          int     // decisions with a choice, judged
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
	Lines    [][]float64
	Complete bool
}

// Review works out the decisions from what has been searched so far.
func (a *Analysis) Review() *Review {
	a.mu.Lock()
	evals := make([]Eval, len(a.evals))
	copy(evals, a.evals)
	complete := a.done >= a.doneTotal()
	a.mu.Unlock()
	r := build(a.game, a.names, a.states, a.moves, a.texts, evals, a.hidden, complete)
	r.Lines = lines(evals, a.viewers, a.states, a.hidden)
	return r
}

// lines are the chart's lines (Review.Lines).
func lines(evals []Eval, viewers []int, states []rules.State, hidden bool) [][]float64 {
	n := states[0].Players()
	out := make([][]float64, n)
	for k := range out {
		out[k] = make([]float64, len(evals))
		for i := range out[k] {
			out[k][i] = -1
		}
	}
	for i, e := range evals {
		if !e.Done {
			continue
		}
		for k := range out {
			if !hidden || viewers[i] == k || viewers[i] < 0 {
				out[k][i] = e.Chances[k]
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

func build(game string, names []string, states []rules.State, moves []rules.Move, texts []string, evals []Eval, hidden, complete bool) *Review {
	n := states[0].Players()
	r := &Review{Game: game, Complete: complete, Chances: make([][]float64, len(evals))}
	r.Seats = make([]SeatSummary, n)
	kept := make([]float64, n)
	for i := range r.Seats {
		r.Seats[i].Name = fmt.Sprintf("Seat %d", i+1)
		if i < len(names) {
			r.Seats[i].Name = names[i]
		}
	}
	for i, e := range evals {
		if e.Done {
			r.Chances[i] = e.Chances
		}
	}
	for i, mv := range moves {
		st := states[i]
		d := Decision{N: i + 1, Seat: st.ToMove(), Move: mv, Text: texts[i], After: -1}
		e, next := evals[i], evals[i+1]
		d.Chances = e.Chances
		if d.Seat < 0 {
			if e.Done && next.Done {
				d.Judged = true
				d.Luck = make([]float64, n)
				for k := range d.Luck {
					d.Luck[k] = 100 * (next.Chances[k] - e.Chances[k])
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
			d.BestChance = e.Chances[s]
			if bm, err := st.ParseMove(e.Best); err == nil {
				d.Best = bm
			}
		}
		switch {
		case !e.Done:
		case e.Best == texts[i] || e.Forced:
			d.After, d.Best, d.BestText = d.BestChance, mv, texts[i]
		case e.Played >= 0:
			d.After = e.Played
		case hidden && e.After >= 0:
			d.After = e.After
		case !hidden && next.Done && next.Mean != nil:
			d.After = next.Mean[s]
		case !hidden && next.Done:
			d.After = next.Chances[s]
		}
		if d.After >= 0 {
			d.Judged = true
			d.Loss = max(0, 100*(d.BestChance-d.After))
			d.Mark = MarkOf(d.Loss)
			if !d.Forced && !decided(d.BestChance, d.After) {
				sum := &r.Seats[s]
				sum.Choices++
				kept[s] += 100 - d.Loss
			}
			if !d.Forced {
				sum := &r.Seats[s]
				switch d.Mark {
				case Inaccuracy:
					sum.Inaccuracies++
				case Mistake:
					sum.Mistakes++
				case Blunder:
					sum.Blunders++
				}
			}
		}
		r.Decisions = append(r.Decisions, d)
	}
	for i := range r.Seats {
		r.Seats[i].Accuracy = 100
		if r.Seats[i].Choices > 0 {
			r.Seats[i].Accuracy = kept[i] / float64(r.Seats[i].Choices)
		}
	}
	return r
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
// "review: N decisions; NAME: accuracy A%, B blunders, M mistakes, I
// inaccuracies; NAME: ..." (seats in seat order; N counts the seats'
// decisions, draws not included).
func (r *Review) Summary() string {
	n := 0
	for _, d := range r.Decisions {
		if d.Seat >= 0 {
			n++
		}
	}
	s := fmt.Sprintf("review: %d decisions", n)
	for _, x := range r.Seats {
		s += fmt.Sprintf("; %s: accuracy %.0f%%, %d blunders, %d mistakes, %d inaccuracies", x.Name, x.Accuracy, x.Blunders, x.Mistakes, x.Inaccuracies)
	}
	return s
}
