package review

import (
	"encoding/json"
	"fmt"
	"math"
	"time"

	"outback/rules"
)

// savedFormat is the version of the saved review's layout.
//
// Format 2: one chance per position, the best move's position searched
// afresh (Eval.Alt). Format 3: the search's own view of the move played
// against its favourite (Eval.TreeLoss). Format 4: further looks at the
// decisions near a mark's threshold (Eval.Looks). Reviews kept in an older
// format are done again.
const savedFormat = 4

// saved is a finished review as kept in a Record (Record.Review): what
// the search found in every position; the decisions are worked out again
// from it and the Record.
type saved struct {
	Format     int    `json:"format"`
	Moves      int    `json:"moves"`
	Hash       string `json:"hash"`
	Playouts   int    `json:"playouts"`
	MoveTimeMs int64  `json:"moveTimeMs"`
	Seed       uint64 `json:"seed"`
	Positions  []Eval `json:"positions"`
}

// Encode is the finished review as kept in a Record (Record.Review), or
// nil while it is not finished. Chances keep four decimals.
func (a *Analysis) Encode(rec *rules.Record) []byte {
	if !a.Finished() {
		return nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	s := saved{Format: savedFormat, Moves: len(a.moves), Hash: fmt.Sprintf("%016x", rec.Hash),
		Playouts: a.opts.Playouts, MoveTimeMs: a.opts.MoveTime.Milliseconds(), Seed: a.opts.Seed}
	r4 := func(v float64) float64 { return math.Round(v*1e4) / 1e4 }
	r4s := func(vs []float64) []float64 {
		out := make([]float64, len(vs))
		for i, v := range vs {
			out[i] = r4(v)
		}
		return out
	}
	for _, e := range a.evals {
		e.Chances = r4s(e.Chances)
		if e.After >= 0 {
			e.After = r4(e.After)
		}
		if e.Alt != nil {
			e.Alt = r4s(e.Alt)
		}
		if e.Alt2 >= 0 {
			e.Alt2 = r4(e.Alt2)
		}
		if e.TreeLoss >= 0 {
			e.TreeLoss = r4(e.TreeLoss)
		}
		s.Positions = append(s.Positions, e)
	}
	b, _ := json.Marshal(s)
	return b
}

// Open prepares the review of a Record, taking up the review the Record
// keeps if it has one for these very moves: then it is finished at once.
// A kept review that does not fit (another game, damaged) is ignored.
func Open(rec *rules.Record, opts Options) (*Analysis, error) {
	a, err := New(rec, opts)
	if err != nil {
		return nil, err
	}
	if len(rec.Review) == 0 {
		return a, nil
	}
	var s saved
	if json.Unmarshal(rec.Review, &s) != nil || s.Format != savedFormat || s.Moves != len(rec.Moves) ||
		s.Hash != fmt.Sprintf("%016x", rec.Hash) || len(s.Positions) != len(a.evals) {
		return a, nil
	}
	n := a.states[0].Players()
	for i, e := range s.Positions {
		if len(e.Chances) != n {
			return a, nil
		}
		if e.Alt != nil && len(e.Alt) != n {
			return a, nil
		}
		if to := a.states[i].ToMove(); to >= 0 && i < len(a.moves) && e.Best == "" {
			return a, nil
		}
	}
	a.mu.Lock()
	for i, e := range s.Positions {
		e.Done = true
		a.evals[i] = e
	}
	a.mu.Unlock()
	if len(a.pending()) > 0 { // a search is missing (the best move's, or a further look)
		return New(rec, opts)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.done = a.doneTotal()
	a.opts.Playouts, a.opts.MoveTime, a.opts.Seed = s.Playouts, time.Duration(s.MoveTimeMs)*time.Millisecond, s.Seed
	return a, nil
}
