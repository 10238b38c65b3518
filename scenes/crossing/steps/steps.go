// Package steps is the animation of Outback Crossing moves, free of any
// drawing: the table as one viewer may see it (a Model), the steps a
// move's events become (a tile drawn and flipped, a marker claimed, two
// tiles swapped...), and what each step changes once done. The play screen
// draws the Model at any tick of a tween.Sequence of these steps; this
// package is tested without a display.
package steps

import (
	"outback/rules"
	"outback/rules/crossing"
	"outback/sprites/tween"
)

// Model is what the Outback Crossing screen shows, as one viewer may see
// it: the board, the markers, the reserves, the drawn tile and the size of
// the supply. It is filled from a View, then changed step by step by an
// animation, so the screen can show any moment of a move.
type Model struct {
	Board   [crossing.NumCells]crossing.Tile
	Owner   [crossing.NumSpots]int8
	Reserve [crossing.MaxPlayers]crossing.Tile
	Drawn   crossing.Tile
	DrawnUp bool // the drawn tile lies face up (for the viewer)
	Supply  int
	Players int
}

// Fill sets m to show st (a View).
func (m *Model) Fill(st *crossing.State) {
	m.Board = st.Board()
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		m.Owner[sp] = int8(st.Owner(sp))
	}
	m.Players = st.Players()
	for i := range m.Reserve {
		m.Reserve[i] = st.Reserve(i)
	}
	m.Drawn = st.Drawn()
	m.DrawnUp = m.Drawn != crossing.Hidden
	m.Supply = st.SupplySize()
}

// MarkersPlaced counts seat's markers on the rim.
func (m *Model) MarkersPlaced(seat int) int {
	n := 0
	for _, o := range m.Owner {
		if int(o) == seat {
			n++
		}
	}
	return n
}

// Kind is what a step does.
type Kind uint8

const (
	Setup   Kind = iota // a setup tile drops onto a cell
	Deal                // a face-down tile flies from the supply to a reserve
	Draw                // a tile slides from the supply to the drawn slot, face down
	Flip                // the drawn tile turns over
	Discard             // an impossible action is shown and thrown away
	Place               // the drawn animal flies to a cell
	Keep                // the drawn animal goes to its drawer's reserve
	Reserve             // a reserve flies to a cell
	Claim               // a marker goes from the panel to a rim spot
	Swap                // two tiles change places
	Move                // a tile moves to an empty cell
	Remove              // a tile leaves the game
	Shift               // a marker moves to another spot
)

var kindNames = [...]string{"setup", "deal", "draw", "flip", "discard", "place", "keep", "reserve", "claim", "swap", "move", "remove", "shift"}

func (k Kind) String() string { return kindNames[k] }

// Step is one animated step, taken from one event.
type Step struct {
	Kind        Kind
	Seat        int
	Tile, Tile2 crossing.Tile
	A, B        int  // cells or spots
	Forced      bool // a claim the drawn action forced
}

// Ticks is the step's length at normal speed.
func (s Step) Ticks() int {
	switch s.Kind {
	case Deal, Draw:
		return 14
	case Flip:
		return 18
	case Discard:
		return 40
	case Swap:
		return 26
	case Shift:
		return 24
	case Setup, Place, Keep, Reserve, Claim, Move, Remove:
		return 20
	}
	return 12
}

// Apply changes the model as the step does, once it has finished.
func (s Step) Apply(m *Model) {
	switch s.Kind {
	case Setup:
		m.Board[s.A] = s.Tile
		m.Supply--
	case Deal:
		m.Reserve[s.Seat] = s.Tile
		m.Supply--
	case Draw:
		m.Drawn, m.DrawnUp = s.Tile, false
		m.Supply--
	case Flip:
		m.DrawnUp = true
	case Discard:
		m.Drawn = crossing.NoTile
	case Place:
		m.Board[s.A] = s.Tile
		m.Drawn = crossing.NoTile
	case Keep:
		m.Reserve[s.Seat] = s.Tile
		m.Drawn = crossing.NoTile
	case Reserve:
		m.Board[s.A] = s.Tile
		m.Reserve[s.Seat] = crossing.NoTile
	case Claim:
		m.Owner[s.A] = int8(s.Seat)
		if s.Forced {
			m.Drawn = crossing.NoTile
		}
	case Swap:
		m.Board[s.A], m.Board[s.B] = s.Tile2, s.Tile
		m.Drawn = crossing.NoTile
	case Move:
		m.Board[s.B], m.Board[s.A] = s.Tile, crossing.NoTile
		m.Drawn = crossing.NoTile
	case Remove:
		m.Board[s.A] = crossing.NoTile
		m.Drawn = crossing.NoTile
	case Shift:
		m.Owner[s.A], m.Owner[s.B] = -1, int8(s.Seat)
		m.Drawn = crossing.NoTile
	}
}

// FromEvents turns events (masked for the viewer) into animation steps,
// reusing out.
func FromEvents(events []rules.Event, out []Step) []Step {
	out = out[:0]
	for _, e := range events {
		switch e := e.(type) {
		case crossing.SetupPlaced:
			out = append(out, Step{Kind: Setup, Tile: e.Species, A: int(e.Cell)})
		case crossing.ReserveDealt:
			out = append(out, Step{Kind: Deal, Seat: e.Seat, Tile: e.Species})
		case crossing.TileDrawn:
			out = append(out, Step{Kind: Draw, Seat: e.Seat, Tile: e.Tile})
			if e.Tile != crossing.Hidden {
				out = append(out, Step{Kind: Flip, Seat: e.Seat, Tile: e.Tile})
			}
		case crossing.ActionDiscarded:
			out = append(out, Step{Kind: Discard, Seat: e.Seat, Tile: e.Action})
		case crossing.AnimalPlaced:
			out = append(out, Step{Kind: Place, Seat: e.Seat, Tile: e.Species, A: int(e.Cell)})
		case crossing.AnimalKept:
			out = append(out, Step{Kind: Keep, Seat: e.Seat, Tile: e.Species})
		case crossing.ReservePlayed:
			out = append(out, Step{Kind: Reserve, Seat: e.Seat, Tile: e.Species, A: int(e.Cell)})
		case crossing.Claimed:
			out = append(out, Step{Kind: Claim, Seat: e.Seat, A: int(e.Spot), Forced: e.Forced})
		case crossing.Swapped:
			out = append(out, Step{Kind: Swap, Seat: e.Seat, A: int(e.A), B: int(e.B), Tile: e.TileA, Tile2: e.TileB})
		case crossing.Moved:
			out = append(out, Step{Kind: Move, Seat: e.Seat, A: int(e.From), B: int(e.To), Tile: e.Species})
		case crossing.Removed:
			out = append(out, Step{Kind: Remove, Seat: e.Seat, A: int(e.Cell), Tile: e.Species})
		case crossing.Shifted:
			out = append(out, Step{Kind: Shift, Seat: e.Seat, A: int(e.From), B: int(e.To)})
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
	a.base = *before
	a.Sequence.Start(append([]Step(nil), steps...), speed)
}

// Frame sets m to the model at the current tick (the finished steps
// applied) and returns the running step and its fraction, or (-1, 1).
func (a *Anim) Frame(m *Model) (int, float64) {
	*m = a.base
	for _, s := range a.Done() {
		s.Apply(m)
	}
	return a.Running()
}

// RunningName names the step running now, for Status ("-" when idle).
func (a *Anim) RunningName() string {
	i, _ := a.Running()
	if i < 0 {
		return "-"
	}
	return a.Steps()[i].Kind.String()
}
