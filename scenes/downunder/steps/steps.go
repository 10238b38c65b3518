// Package steps is the animation of Down Under moves, free of any drawing:
// the steps a move's events become (a card laid, a billabong the game
// lays, the cell an extra card is owed on, a curve turned), and which cards
// the board must still hide at a given tick — the model of this game is
// the position after the move, less the cards its animation has not laid
// yet. The play screen draws from it at any tick of a tween.Sequence of
// these steps; this package is tested without a display.
package steps

import (
	"outback/rules"
	"outback/rules/downunder"
	"outback/sprites/tween"
)

// Kind is what a step does.
type Kind uint8

const (
	Lay  Kind = iota // a card flies from the hand (or a seat's row) to its cell
	Pond             // the game lays a billabong, with a note of what happened
	Owed             // the cell where an extra card must go lights up
	Turn             // a curve turns a quarter to reopen a loop
)

// Step is one animated step of a move, taken from one event.
type Step struct {
	Kind   Kind
	X, Y   int
	Half   bool // a terminal: only the half toward Front
	Front  int
	Dir    int  // a turned curve: +1 clockwise, -1 counter-clockwise
	Colour int  // the colour that laid or turned the card
	Extra  bool // the extra card after a billabong
	// Pond is the billabong laid (Kind Pond), for the screen's note.
	Pond downunder.BillabongLaid
}

// Ticks is the length of a step at normal speed.
func (s Step) Ticks() int { return stepTicks[s.Kind] }

var stepTicks = [...]int{Lay: 22, Pond: 70, Owed: 24, Turn: 26}

// FromEvents turns the rules' events into steps. Events that change no
// card (a pass, a route done) have no step: the screen says them.
func FromEvents(events []rules.Event) []Step {
	var out []Step
	for _, e := range events {
		switch e := e.(type) {
		case downunder.CardLaid:
			st := Step{Kind: Lay, X: e.X, Y: e.Y, Colour: e.Colour, Extra: e.Extra}
			if e.Kind == downunder.Terminal {
				st.Half, st.Front = true, e.Rot
			}
			out = append(out, st)
		case downunder.BillabongLaid:
			out = append(out, Step{Kind: Pond, X: e.X, Y: e.Y, Colour: -1, Pond: e})
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
			out = append(out, Step{Kind: Owed, X: x, Y: y, Colour: e.Colour})
		case downunder.CurveTurned:
			out = append(out, Step{Kind: Turn, X: e.X, Y: e.Y, Dir: e.Dir, Colour: e.Colour})
		}
	}
	return out
}

// Anim is a move being shown: the sequence of its steps over the position
// after it.
type Anim struct {
	tween.Sequence[Step]
}

// PendingAt reports whether the card on (x, y) — a terminal: its half
// toward front — is laid or turned by a step not yet finished (the board
// hides a card still to be laid, and shows a turning curve turning), and
// that step.
func (a *Anim) PendingAt(x, y int, half bool, front int) (int, bool) {
	i, _ := a.Running()
	if i < 0 {
		return -1, false
	}
	steps := a.Steps()
	for j := i; j < len(steps); j++ {
		st := &steps[j]
		if st.X != x || st.Y != y {
			continue
		}
		switch st.Kind {
		case Lay, Pond:
			if st.Half == half && (!half || st.Front == front) {
				return j, true
			}
		case Turn:
			if !half {
				return j, true
			}
		}
	}
	return -1, false
}
