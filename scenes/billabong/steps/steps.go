// Package steps is the animation of Billabong moves, free of any drawing:
// the board as the screen shows it (a Model), the steps a move's events
// become (a hop, a walk, the referee going out and back, a kangaroo going
// home), and what each step changes once done. The play screen draws the
// Model at any tick of a tween.Sequence of these steps; this package is
// tested without a display.
package steps

import (
	"outback/rules"
	"outback/rules/billabong"
	"outback/sprites/tween"
)

// Piece is a kangaroo as drawn.
type Piece struct {
	Seat  int // billabong.SleeperSeat for sleepers
	Sq    billabong.Square
	Cross int
}

// Model is what the Billabong board shows: the pieces, the referee and
// the stands. It is built from a state, then changed step by step by an
// animation, so the screen can show any moment of a move.
type Model struct {
	Pieces  []Piece
	Referee billabong.Square // NoSquare: in the lake
	Home    [4]int
}

// ModelOf is the model of a state.
func ModelOf(st *billabong.State) Model {
	var m Model
	m.Fill(st)
	return m
}

// Fill sets m to show st, reusing m's storage.
func (m *Model) Fill(st *billabong.State) {
	m.Pieces = m.Pieces[:0]
	m.Referee = billabong.NoSquare
	m.Home = [4]int{}
	for sq := billabong.Square(0); sq < billabong.Rows*billabong.Cols; sq++ {
		if k, ok := st.KangarooAt(sq); ok {
			m.Pieces = append(m.Pieces, Piece{Seat: int(k.Seat), Sq: k.Sq, Cross: int(k.Cross)})
		}
	}
	for s := 0; s < st.Players(); s++ {
		m.Home[s] = st.HomeCount(s)
	}
}

// CopyFrom sets m to a copy of o, reusing m's storage.
func (m *Model) CopyFrom(o *Model) {
	p := append(m.Pieces[:0], o.Pieces...)
	*m = *o
	m.Pieces = p
}

// At is the index of the piece on sq, or -1.
func (m *Model) At(sq billabong.Square) int {
	for i, p := range m.Pieces {
		if p.Sq == sq {
			return i
		}
	}
	return -1
}

// Kind is what a step does.
type Kind uint8

const (
	Place   Kind = iota // a kangaroo drops onto its square
	Walk                // a kangaroo walks to a neighbouring square
	RefOut              // the referee takes the start square of a jump
	Hop                 // a kangaroo hops over another
	RefBack             // the referee goes back into the lake
	GoHome              // a kangaroo crosses the finish and goes to its stand
)

// Step is one animated step of a move, taken from one event.
type Step struct {
	Kind           Kind
	Seat           int
	From, Over, To billabong.Square
	Cross          int
}

// Apply changes the model as the step does, when it has finished.
func (s Step) Apply(m *Model) {
	switch s.Kind {
	case Place:
		m.Pieces = append(m.Pieces, Piece{Seat: s.Seat, Sq: s.To})
	case Walk, Hop:
		if i := m.At(s.From); i >= 0 {
			m.Pieces[i].Sq = s.To
			m.Pieces[i].Cross = s.Cross
		}
	case RefOut:
		m.Referee = s.To
	case RefBack:
		m.Referee = billabong.NoSquare
	case GoHome:
		if i := m.At(s.From); i >= 0 {
			m.Pieces = append(m.Pieces[:i], m.Pieces[i+1:]...)
		}
		if s.Seat >= 0 && s.Seat < 4 {
			m.Home[s.Seat]++
		}
	}
}

// Ticks is the length of a step in ticks at normal speed.
func (s Step) Ticks() int { return stepTicks[s.Kind] }

var stepTicks = [...]int{Place: 16, Walk: 14, RefOut: 12, Hop: 20, RefBack: 12, GoHome: 26}

// Moves reports whether the step carries a kangaroo (drawn in flight).
func (s Step) Moves() bool { return s.Kind == Walk || s.Kind == Hop || s.Kind == GoHome }

// FromEvents turns the rules' events into animation steps. The referee
// takes the start square as the kangaroo leaves it: its step follows the
// first hop.
func FromEvents(events []rules.Event) []Step {
	var out []Step
	var refOut *Step
	for _, e := range events {
		switch e := e.(type) {
		case billabong.Placed:
			out = append(out, Step{Kind: Place, Seat: e.Seat, To: e.Sq})
		case billabong.Walked:
			out = append(out, Step{Kind: Walk, Seat: e.Seat, From: e.From, To: e.To, Cross: int(e.Cross)})
		case billabong.RefereeOut:
			refOut = &Step{Kind: RefOut, To: e.Sq}
		case billabong.Hopped:
			out = append(out, Step{Kind: Hop, Seat: e.Seat, From: e.From, Over: e.Over, To: e.To, Cross: int(e.Cross)})
			if refOut != nil {
				out = append(out, *refOut)
				refOut = nil
			}
		case billabong.RefereeBack:
			out = append(out, Step{Kind: RefBack})
		case billabong.WentHome:
			out = append(out, Step{Kind: GoHome, Seat: e.Seat, From: e.From})
		}
	}
	return out
}

// Anim is a move being shown: the model before it and the sequence of its
// steps.
type Anim struct {
	base Model
	tween.Sequence[Step]
}

// Start shows steps over the model before the move.
func (a *Anim) Start(before *Model, steps []Step, speed func(int) int) {
	a.base.CopyFrom(before)
	a.Sequence.Start(steps, speed)
}

// Frame sets m to the model at the current tick (the finished steps
// applied) and returns the running step and its fraction, or (-1, 1).
func (a *Anim) Frame(m *Model) (int, float64) {
	m.CopyFrom(&a.base)
	for _, s := range a.Done() {
		s.Apply(m)
	}
	return a.Running()
}
