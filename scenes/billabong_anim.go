package scenes

import (
	"outback/rules"
	"outback/rules/billabong"
)

// bbPiece is a kangaroo as drawn.
type bbPiece struct {
	seat   int // billabong.SleeperSeat for sleepers
	sq     billabong.Square
	cross  int
	hidden bool
}

// bbModel is what the Billabong board shows: the pieces, the referee and
// the stands. It is built from a state, then changed step by step by an
// animation, so the screen can show any moment of a move.
type bbModel struct {
	pieces  []bbPiece
	referee billabong.Square // NoSquare: in the lake
	home    [4]int
}

func bbModelOf(st *billabong.State, players int) bbModel {
	var m bbModel
	m.fill(st, players)
	return m
}

// fill sets m to show st, reusing m's storage.
func (m *bbModel) fill(st *billabong.State, players int) {
	m.pieces = m.pieces[:0]
	m.referee = billabong.NoSquare
	m.home = [4]int{}
	for sq := billabong.Square(0); sq < billabong.Rows*billabong.Cols; sq++ {
		if k, ok := st.KangarooAt(sq); ok {
			m.pieces = append(m.pieces, bbPiece{seat: int(k.Seat), sq: k.Sq, cross: int(k.Cross)})
		}
	}
	for s := 0; s < players; s++ {
		m.home[s] = st.HomeCount(s)
	}
}

// copyFrom sets m to a copy of o, reusing m's storage.
func (m *bbModel) copyFrom(o *bbModel) {
	p := append(m.pieces[:0], o.pieces...)
	*m = *o
	m.pieces = p
}

func (m *bbModel) at(sq billabong.Square) int {
	for i, p := range m.pieces {
		if p.sq == sq {
			return i
		}
	}
	return -1
}

// bbStep is one animated step of a move, taken from one event.
type bbStep struct {
	kind           bbStepKind
	seat           int
	from, over, to billabong.Square
	cross          int
}

type bbStepKind uint8

const (
	stepPlace bbStepKind = iota
	stepWalk
	stepRefOut
	stepHop
	stepRefBack
	stepHome
	stepPause
)

// apply changes the model as the step does, when it has finished.
func (s bbStep) apply(m *bbModel) {
	switch s.kind {
	case stepPlace:
		m.pieces = append(m.pieces, bbPiece{seat: s.seat, sq: s.to})
	case stepWalk, stepHop:
		if i := m.at(s.from); i >= 0 {
			m.pieces[i].sq = s.to
			m.pieces[i].cross = s.cross
		}
	case stepRefOut:
		m.referee = s.to
	case stepRefBack:
		m.referee = billabong.NoSquare
	case stepHome:
		if i := m.at(s.from); i >= 0 {
			m.pieces = append(m.pieces[:i], m.pieces[i+1:]...)
		}
		if s.seat >= 0 && s.seat < 4 {
			m.home[s.seat]++
		}
	}
}

// length of a step in ticks at normal speed.
func (s bbStep) ticks() int {
	switch s.kind {
	case stepPlace:
		return 16
	case stepWalk:
		return 14
	case stepRefOut, stepRefBack:
		return 12
	case stepHop:
		return 20
	case stepHome:
		return 26
	}
	return 10
}

// bbSteps turns the rules' events into animation steps.
func bbSteps(events []rules.Event) []bbStep {
	var out []bbStep
	var refOut *bbStep
	for _, e := range events {
		switch e := e.(type) {
		case billabong.Placed:
			out = append(out, bbStep{kind: stepPlace, seat: e.Seat, to: e.Sq})
		case billabong.Walked:
			out = append(out, bbStep{kind: stepWalk, seat: e.Seat, from: e.From, to: e.To, cross: int(e.Cross)})
		case billabong.RefereeOut:
			refOut = &bbStep{kind: stepRefOut, to: e.Sq}
		case billabong.Hopped:
			out = append(out, bbStep{kind: stepHop, seat: e.Seat, from: e.From, over: e.Over, to: e.To, cross: int(e.Cross)})
			if refOut != nil {
				// The referee takes the start square as the kangaroo leaves it.
				out = append(out, *refOut)
				refOut = nil
			}
		case billabong.RefereeBack:
			out = append(out, bbStep{kind: stepRefBack})
		case billabong.WentHome:
			out = append(out, bbStep{kind: stepHome, seat: e.Seat, from: e.From})
		}
	}
	return out
}

// bbAnim plays steps over a starting model. It is seekable: the model at
// any tick is the start model with the finished steps applied, plus the
// running step drawn part-way.
type bbAnim struct {
	base  bbModel
	steps []bbStep
	animClock
}

func (a *bbAnim) start(base *bbModel, steps []bbStep, speed func(int) int) {
	a.base.copyFrom(base)
	a.steps, a.t = steps, 0
	a.tl.Reset()
	for _, s := range steps {
		a.tl.Add(speed(s.ticks()))
	}
}

// frame sets m to the model at the current tick and returns the step
// running (index, fraction done); index is -1 when nothing runs.
func (a *bbAnim) frame(m *bbModel) (int, float64) {
	m.copyFrom(&a.base)
	if !a.busy() {
		for _, s := range a.steps {
			s.apply(m)
		}
		return -1, 1
	}
	i, f, _ := a.tl.Locate(a.t)
	for _, s := range a.steps[:i] {
		s.apply(m)
	}
	return i, f
}
