package rules

import (
	"fmt"
	"math/rand/v2"
)

// Played is one entry of a Match's history.
type Played struct {
	// Seat is the seat that decided, or Chance.
	Seat int
	Move Move
	// At is when it was played, in Unix milliseconds (informative only).
	At int64
}

// Match is a game in progress: its setup, the moves applied and the current
// state. It resolves chance with its own seeded PCG, gives undo and writes
// the Record.
type Match struct {
	setup   Setup
	game    *Game
	initial State
	state   State
	history []Played
	started int64
	// snaps[i] is the state after (i+1)*snapEvery moves: seeking (replays,
	// undo) starts from the nearest one instead of from the beginning.
	snaps []State
}

// snapEvery is how many moves apart the kept snapshots are.
const snapEvery = 32

// NewMatch starts a game. started is the Unix time in milliseconds (the
// caller owns the clock, so tests are repeatable).
func NewMatch(setup Setup, started int64) (*Match, error) {
	g, err := Lookup(setup.Game)
	if err != nil {
		return nil, err
	}
	n := len(setup.Seats)
	if n < g.MinPlayers || n > g.MaxPlayers {
		return nil, fmt.Errorf("%s is for %d–%d players, not %d", g.Title, g.MinPlayers, g.MaxPlayers, n)
	}
	st, err := g.New(n, setup.Options)
	if err != nil {
		return nil, err
	}
	return &Match{setup: setup, game: g, initial: st.Clone(), state: st, started: started}, nil
}

// Setup is the match's setup.
func (m *Match) Setup() Setup { return m.setup }

// Game is the match's registry entry.
func (m *Match) Game() *Game { return m.game }

// State is the current state. Callers must not apply moves to it directly
// (use Play); clone it to explore.
func (m *Match) State() State { return m.state }

// History is the list of moves applied so far; callers must not change it.
func (m *Match) History() []Played { return m.history }

// Started is the Unix time in milliseconds the match began.
func (m *Match) Started() int64 { return m.started }

// Play applies a move for the decision at hand (a seat's or chance) and
// records it.
func (m *Match) Play(mv Move, at int64) ([]Event, error) {
	seat := m.state.ToMove()
	if seat == Nobody {
		return nil, Illegal("the game is over")
	}
	ev, err := m.state.Apply(mv)
	if err != nil {
		return nil, err
	}
	m.history = append(m.history, Played{Seat: seat, Move: mv, At: at})
	if len(m.history)%snapEvery == 0 && len(m.snaps) == len(m.history)/snapEvery-1 {
		m.snaps = append(m.snaps, m.state.Clone())
	}
	return ev, nil
}

// SampleChance picks the outcome of the chance node at hand by its weights.
// The generator is seeded from the match seed and the move number, so the
// same match always draws the same outcome at the same point — also after a
// resume or an undo (undo cannot re-roll a draw).
func (m *Match) SampleChance() (Move, error) {
	if m.state.ToMove() != Chance {
		return nil, fmt.Errorf("not a chance node")
	}
	return SampleOutcome(m.state, rand.New(rand.NewPCG(m.setup.Seed, uint64(len(m.history)))))
}

// SampleOutcome picks one of a chance node's outcomes by weight with r.
func SampleOutcome(st State, r *rand.Rand) (Move, error) {
	outs := st.Legal(nil)
	total := 0
	for _, o := range outs {
		total += st.Weight(o)
	}
	if total <= 0 {
		return nil, fmt.Errorf("chance node with no outcomes")
	}
	x := r.IntN(total)
	for _, o := range outs {
		x -= st.Weight(o)
		if x < 0 {
			return o, nil
		}
	}
	return outs[len(outs)-1], nil
}

// PlayChance samples and applies the chance outcome at hand.
func (m *Match) PlayChance(at int64) (Move, []Event, error) {
	mv, err := m.SampleChance()
	if err != nil {
		return nil, nil, err
	}
	ev, err := m.Play(mv, at)
	return mv, ev, err
}

// UndoPoint is the history length that takes the seat back to its previous
// decision: the last move it made is undone, with everything after it. It
// is not possible (ok false) when the seat has not moved yet, or when a
// chance outcome was revealed since — undo never goes back past a draw.
func (m *Match) UndoPoint(seat int) (n int, ok bool) {
	for i := len(m.history) - 1; i >= 0; i-- {
		p := m.history[i]
		if p.Seat == Chance {
			return 0, false
		}
		if p.Seat == seat {
			return i, true
		}
	}
	return 0, false
}

// Truncate drops the history after the first n moves and rebuilds the state.
func (m *Match) Truncate(n int) error {
	if n < 0 || n > len(m.history) {
		return fmt.Errorf("no move %d in a history of %d", n, len(m.history))
	}
	st, err := m.StateAt(n)
	if err != nil {
		return err
	}
	m.state = st
	m.history = m.history[:n:n]
	if k := n / snapEvery; k < len(m.snaps) {
		m.snaps = m.snaps[:k]
	}
	return nil
}

// StateAt rebuilds the state after the first n moves of the history,
// starting from the nearest kept snapshot.
func (m *Match) StateAt(n int) (State, error) {
	if n > len(m.history) {
		n = len(m.history)
	}
	st, from := m.initial, 0
	if k := n / snapEvery; k > 0 && k <= len(m.snaps) {
		st, from = m.snaps[k-1], k*snapEvery
	}
	st = st.Clone()
	for i := from; i < n; i++ {
		if _, err := st.Apply(m.history[i].Move); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, st.MoveText(m.history[i].Move), err)
		}
	}
	return st, nil
}

// Initial is a copy of the state before the first move.
func (m *Match) Initial() State { return m.initial.Clone() }
