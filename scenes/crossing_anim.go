package scenes

import (
	"outback/rules"
	"outback/rules/crossing"
)

// crModel is what the Outback Crossing screen shows, as one viewer may see
// it: the board, the markers, the reserves, the drawn tile and the size of
// the supply. It is filled from a View, then changed step by step by an
// animation, so the screen can show any moment of a move.
type crModel struct {
	board   [crossing.NumCells]crossing.Tile
	owner   [crossing.NumSpots]int8
	reserve [crossing.MaxPlayers]crossing.Tile
	drawn   crossing.Tile
	drawnUp bool // the drawn tile lies face up (for the viewer)
	supply  int
	players int
}

// fill sets m to show st (a View).
func (m *crModel) fill(st *crossing.State) {
	m.board = st.Board()
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		m.owner[sp] = int8(st.Owner(sp))
	}
	m.players = st.Players()
	for i := range m.reserve {
		m.reserve[i] = st.Reserve(i)
	}
	m.drawn = st.Drawn()
	m.drawnUp = m.drawn != crossing.Hidden
	m.supply = st.SupplySize()
}

// markersLeft counts seat's markers not on the rim.
func (m *crModel) markersPlaced(seat int) int {
	n := 0
	for _, o := range m.owner {
		if int(o) == seat {
			n++
		}
	}
	return n
}

type crStepKind uint8

const (
	csSetup   crStepKind = iota // a setup tile drops onto a cell
	csDeal                      // a face-down tile flies from the supply to a reserve
	csDraw                      // a tile slides from the supply to the drawn slot, face down
	csFlip                      // the drawn tile turns over
	csDiscard                   // an impossible action is shown and thrown away
	csPlace                     // the drawn animal flies to a cell
	csKeep                      // the drawn animal goes to its drawer's reserve
	csReserve                   // a reserve flies to a cell
	csClaim                     // a marker goes from the panel to a rim spot
	csSwap                      // two tiles change places
	csMove                      // a tile moves to an empty cell
	csRemove                    // a tile leaves the game
	csShift                     // a marker moves to another spot
)

var crStepNames = [...]string{"setup", "deal", "draw", "flip", "discard", "place", "keep", "reserve", "claim", "swap", "move", "remove", "shift"}

func (k crStepKind) String() string { return crStepNames[k] }

// crStep is one animated step, taken from one event.
type crStep struct {
	kind        crStepKind
	seat        int
	tile, tile2 crossing.Tile
	a, b        int // cells or spots
	forced      bool
}

// ticks is the step's length at normal speed.
func (s crStep) ticks() int {
	switch s.kind {
	case csDeal, csDraw:
		return 14
	case csFlip:
		return 18
	case csDiscard:
		return 40
	case csSwap:
		return 26
	case csShift:
		return 24
	case csSetup, csPlace, csKeep, csReserve, csClaim, csMove, csRemove:
		return 20
	}
	return 12
}

// apply changes the model as the step does, once it has finished.
func (s crStep) apply(m *crModel) {
	switch s.kind {
	case csSetup:
		m.board[s.a] = s.tile
		m.supply--
	case csDeal:
		m.reserve[s.seat] = s.tile
		m.supply--
	case csDraw:
		m.drawn, m.drawnUp = s.tile, false
		m.supply--
	case csFlip:
		m.drawnUp = true
	case csDiscard:
		m.drawn = crossing.NoTile
	case csPlace:
		m.board[s.a] = s.tile
		m.drawn = crossing.NoTile
	case csKeep:
		m.reserve[s.seat] = s.tile
		m.drawn = crossing.NoTile
	case csReserve:
		m.board[s.a] = s.tile
		m.reserve[s.seat] = crossing.NoTile
	case csClaim:
		m.owner[s.a] = int8(s.seat)
		if s.forced {
			m.drawn = crossing.NoTile
		}
	case csSwap:
		m.board[s.a], m.board[s.b] = s.tile2, s.tile
		m.drawn = crossing.NoTile
	case csMove:
		m.board[s.b], m.board[s.a] = s.tile, crossing.NoTile
		m.drawn = crossing.NoTile
	case csRemove:
		m.board[s.a] = crossing.NoTile
		m.drawn = crossing.NoTile
	case csShift:
		m.owner[s.a], m.owner[s.b] = -1, int8(s.seat)
		m.drawn = crossing.NoTile
	}
}

// crSteps turns events (masked for the viewer) into animation steps.
func crSteps(events []rules.Event, out []crStep) []crStep {
	out = out[:0]
	for _, e := range events {
		switch e := e.(type) {
		case crossing.SetupPlaced:
			out = append(out, crStep{kind: csSetup, tile: e.Species, a: int(e.Cell)})
		case crossing.ReserveDealt:
			out = append(out, crStep{kind: csDeal, seat: e.Seat, tile: e.Species})
		case crossing.TileDrawn:
			out = append(out, crStep{kind: csDraw, seat: e.Seat, tile: e.Tile})
			if e.Tile != crossing.Hidden {
				out = append(out, crStep{kind: csFlip, seat: e.Seat, tile: e.Tile})
			}
		case crossing.ActionDiscarded:
			out = append(out, crStep{kind: csDiscard, seat: e.Seat, tile: e.Action})
		case crossing.AnimalPlaced:
			out = append(out, crStep{kind: csPlace, seat: e.Seat, tile: e.Species, a: int(e.Cell)})
		case crossing.AnimalKept:
			out = append(out, crStep{kind: csKeep, seat: e.Seat, tile: e.Species})
		case crossing.ReservePlayed:
			out = append(out, crStep{kind: csReserve, seat: e.Seat, tile: e.Species, a: int(e.Cell)})
		case crossing.Claimed:
			out = append(out, crStep{kind: csClaim, seat: e.Seat, a: int(e.Spot), forced: e.Forced})
		case crossing.Swapped:
			out = append(out, crStep{kind: csSwap, seat: e.Seat, a: int(e.A), b: int(e.B), tile: e.TileA, tile2: e.TileB})
		case crossing.Moved:
			out = append(out, crStep{kind: csMove, seat: e.Seat, a: int(e.From), b: int(e.To), tile: e.Species})
		case crossing.Removed:
			out = append(out, crStep{kind: csRemove, seat: e.Seat, a: int(e.Cell), tile: e.Species})
		case crossing.Shifted:
			out = append(out, crStep{kind: csShift, seat: e.Seat, a: int(e.From), b: int(e.To)})
		}
	}
	return out
}

// crAnim plays steps over a starting model. It is seekable: the model at a
// tick is the start model with the finished steps applied, plus the running
// step drawn part-way.
type crAnim struct {
	base  crModel
	steps []crStep
	animClock
}

func (a *crAnim) start(base *crModel, steps []crStep, speed func(int) int) {
	a.base = *base
	a.steps = append(a.steps[:0], steps...)
	a.t = 0
	a.tl.Reset()
	for _, s := range steps {
		a.tl.Add(speed(s.ticks()))
	}
}

// frame sets m to the model at the current tick and returns the running
// step (index, fraction done); the index is -1 when nothing runs.
func (a *crAnim) frame(m *crModel) (int, float64) {
	*m = a.base
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

// running names the step running now, for Status ("-" when idle).
func (a *crAnim) running() string {
	if !a.busy() {
		return "-"
	}
	i, _, _ := a.tl.Locate(a.t)
	return a.steps[i].kind.String()
}
