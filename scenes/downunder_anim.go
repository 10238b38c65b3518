package scenes

import (
	"fmt"
	"strings"

	"outback/rules"
	"outback/rules/downunder"
	"outback/sprites"
)

// duStep is one animated step of a move, taken from one event.
type duStep struct {
	kind  duStepKind
	x, y  int
	half  bool // a terminal: only the half toward front
	front int
	face  sprites.DUFace
	from  [2]float32 // where a laid card comes from (screen)
	dir   int        // a turned curve: +1 clockwise, -1 counter-clockwise
	note  string     // a billabong's short note
	lines []string   // the note, wrapped
}

type duStepKind uint8

const (
	duLay duStepKind = iota
	duPond
	duOwed
	duTurn
)

func (s duStep) ticks() int {
	switch s.kind {
	case duLay:
		return 22
	case duPond:
		return 70
	case duOwed:
		return 24
	case duTurn:
		return 26
	}
	return 10
}

// duSteps turns the rules' events into steps (the model must already show
// the position after the move) and a note for the message line.
func (s *DownUnderPlay) duSteps(ev []rules.Event, from [2]float32) ([]duStep, string) {
	var steps []duStep
	var notes []string
	for _, e := range ev {
		switch e := e.(type) {
		case downunder.CardLaid:
			st := duStep{kind: duLay, x: e.X, y: e.Y, from: from}
			if e.Kind == downunder.Terminal {
				st.half, st.front = true, e.Rot
			}
			st.face = s.faceAt(e.X, e.Y, st.half, st.front)
			if from == ([2]float32{}) || e.Extra {
				// A computer's card comes from its row in the panel; the
				// extra card of a billabong from the same hand.
				if s.human(s.colourSeat(e.Colour)) {
					st.from = [2]float32{duBoardX + duBoardW/2, duHandY + 60}
				} else {
					st.from = s.seatFrom(s.colourSeat(e.Colour))
				}
			}
			steps = append(steps, st)
		case downunder.BillabongLaid:
			st := duStep{kind: duPond, x: e.X, y: e.Y, face: s.faceAt(e.X, e.Y, false, 0), note: s.pondNote(e)}
			st.lines = sprites.Wrap(st.note, 16, true, duNoteW-30)
			steps = append(steps, st)
			notes = append(notes, st.note)
		case downunder.ExtraCardOwed:
			x, y := e.X, e.Y
			switch e.Side {
			case downunder.N:
				y--
			case downunder.E:
				x++
			case downunder.S:
				y++
			case downunder.W:
				x--
			}
			steps = append(steps, duStep{kind: duOwed, x: x, y: y})
			notes = append(notes, fmt.Sprintf(T("%s lays one more card out of it."), s.colourName(e.Colour)))
		case downunder.CurveTurned:
			steps = append(steps, duStep{kind: duTurn, x: e.X, y: e.Y, dir: e.Dir, face: s.faceAt(e.X, e.Y, false, 0)})
			notes = append(notes, fmt.Sprintf(T("%s turned the curve on %d,%d: the loop is open again."), s.colourName(e.Colour), e.X, e.Y))
		case downunder.Passed:
			notes = append(notes, fmt.Sprintf(T("%s passed: no card fitted."), s.seatName(e.Seat)))
		case downunder.RouteDone:
			switch e.Status {
			case downunder.StatusFinished:
				notes = append(notes, fmt.Sprintf(T("%s's route is finished."), s.colourName(e.Colour)))
			case downunder.StatusLoop:
				notes = append(notes, fmt.Sprintf(T("%s's loop cannot be reopened: it is done."), s.colourName(e.Colour)))
			case downunder.StatusOpen:
				notes = append(notes, fmt.Sprintf(T("%s's route is stuck."), s.colourName(e.Colour)))
			}
		}
	}
	return steps, strings.Join(notes, " ")
}

func (s *DownUnderPlay) colourSeat(c int) int {
	if s.two {
		return c / 2
	}
	return c
}

// pondNote says which billabong case happened.
func (s *DownUnderPlay) pondNote(e downunder.BillabongLaid) string {
	names := make([]string, 0, len(e.Ended))
	for _, c := range e.Ended {
		names = append(names, s.colourName(c))
	}
	ended := strings.Join(names, T(" and "))
	if len(names) > 2 {
		ended = strings.Join(names[:len(names)-1], ", ") + T(" and ") + names[len(names)-1]
	}
	switch e.Case {
	case 1:
		if e.Through >= 0 {
			return fmt.Sprintf(T("Billabong! Three routes met: %s runs on through it, %s end there."), s.colourName(e.Through), ended)
		}
		return fmt.Sprintf(T("Billabong! Three routes met: %s end there."), ended)
	case 2:
		return T("Billabong! Four routes met: all four end there.")
	}
	return T("Billabong: both routes meet through it and close into loops.")
}

// faceAt is the face the model shows at (x, y) (a terminal: its half).
func (s *DownUnderPlay) faceAt(x, y int, half bool, front int) sprites.DUFace {
	for _, c := range s.cells {
		if c.x != x || c.y != y {
			continue
		}
		if c.full {
			return c.face
		}
		for i := 0; i < c.nHalf; i++ {
			if int(c.halves[i].Rot) == front {
				return c.halves[i]
			}
		}
	}
	return sprites.DUFace{Trace: -1}
}

// duAnim plays steps; it is seekable: at any tick the steps before the
// running one are done, the later ones not yet begun.
type duAnim struct {
	steps []duStep
	animClock
}

func (a *duAnim) start(steps []duStep, speed func(int) int) {
	a.steps, a.t = steps, 0
	a.tl.Reset()
	for _, s := range steps {
		a.tl.Add(speed(s.ticks()))
	}
	if speed(10) == 0 {
		a.t = a.tl.Total()
	}
}

// running is the step running now and its fraction, or -1.
func (a *duAnim) running() (int, float64) {
	if !a.busy() {
		return -1, 1
	}
	i, f, _ := a.tl.Locate(a.t)
	return i, f
}

// pendingAt reports whether a card on (x, y) (a half: front) is laid or
// turned by a step not yet finished, and that step.
func (a *duAnim) pendingAt(x, y int, half bool, front int) (int, bool) {
	i, _ := a.running()
	if i < 0 {
		return -1, false
	}
	for j := i; j < len(a.steps); j++ {
		st := &a.steps[j]
		if st.x != x || st.y != y {
			continue
		}
		switch st.kind {
		case duLay, duPond:
			if st.half == half && (!half || st.front == front) {
				return j, true
			}
		case duTurn:
			if !half {
				return j, true
			}
		}
	}
	return -1, false
}
