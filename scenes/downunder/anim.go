package downunder

import (
	"fmt"
	"strings"

	"outback/rules"
	"outback/rules/downunder"
	dusteps "outback/scenes/downunder/steps"
	"outback/scenes/lang"
	"outback/sprites"
)

// duLook is how the screen draws one animation step (dusteps.Step): the
// card's face, where a laid card flies from, and a billabong's note.
type duLook struct {
	face  sprites.DUFace
	from  [2]float32
	note  string
	lines []string // the note, wrapped
}

// duLooks decorates the steps of a move for drawing (the model must
// already show the position after the move) and says the move's note for
// the message line.
func (s *Screen) duLooks(ev []rules.Event, steps []dusteps.Step, from [2]float32) ([]duLook, string) {
	looks := make([]duLook, len(steps))
	var notes []string
	for i, st := range steps {
		l := &looks[i]
		switch st.Kind {
		case dusteps.Lay:
			l.from = from
			l.face = s.faceAt(st.X, st.Y, st.Half, st.Front)
			if from == ([2]float32{}) || st.Extra {
				// A computer's card comes from its row in the panel; the
				// extra card of a billabong from the same hand.
				if s.Human(s.colourSeat(st.Colour)) {
					l.from = s.handFrom()
				} else {
					l.from = s.seatFrom(s.colourSeat(st.Colour))
				}
			}
		case dusteps.Pond:
			l.face = s.faceAt(st.X, st.Y, false, 0)
			l.note = s.pondNote(st.Pond)
			l.lines = sprites.Wrap(l.note, 16, true, float64(s.noteW()-30))
			notes = append(notes, l.note)
		case dusteps.Owed:
			notes = append(notes, fmt.Sprintf(lang.T("%s lays one more card out of it."), s.colourName(st.Colour)))
		case dusteps.Turn:
			l.face = s.faceAt(st.X, st.Y, false, 0)
			notes = append(notes, fmt.Sprintf(lang.T("%s turned the curve on %d,%d: the loop is open again."), s.colourName(st.Colour), st.X, st.Y))
		}
	}
	for _, e := range ev {
		switch e := e.(type) {
		case downunder.Passed:
			notes = append(notes, fmt.Sprintf(lang.T("%s passed: no card fitted."), s.SeatName(e.Seat)))
		case downunder.RouteDone:
			switch e.Status {
			case downunder.StatusFinished:
				notes = append(notes, fmt.Sprintf(lang.T("%s's route is finished."), s.colourName(e.Colour)))
			case downunder.StatusLoop:
				notes = append(notes, fmt.Sprintf(lang.T("%s's loop cannot be reopened: it is done."), s.colourName(e.Colour)))
			case downunder.StatusOpen:
				notes = append(notes, fmt.Sprintf(lang.T("%s's route is stuck."), s.colourName(e.Colour)))
			}
		}
	}
	return looks, strings.Join(notes, " ")
}

func (s *Screen) colourSeat(c int) int {
	if s.two {
		return c / 2
	}
	return c
}

// pondNote says which billabong case happened.
func (s *Screen) pondNote(e downunder.BillabongLaid) string {
	names := make([]string, 0, len(e.Ended))
	for _, c := range e.Ended {
		names = append(names, s.colourName(c))
	}
	ended := strings.Join(names, lang.T(" and "))
	if len(names) > 2 {
		ended = strings.Join(names[:len(names)-1], ", ") + lang.T(" and ") + names[len(names)-1]
	}
	switch e.Case {
	case 1:
		if e.Through >= 0 {
			return fmt.Sprintf(lang.T("Billabong! Three routes met: %s runs on through it, %s end there."), s.colourName(e.Through), ended)
		}
		return fmt.Sprintf(lang.T("Billabong! Three routes met: %s end there."), ended)
	case 2:
		return lang.T("Billabong! Four routes met: all four end there.")
	}
	return lang.T("Billabong: both routes meet through it and close into loops.")
}

// faceAt is the face the model shows at (x, y) (a terminal: its half).
func (s *Screen) faceAt(x, y int, half bool, front int) sprites.DUFace {
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
