package downunder

import (
	"outback/rules"
)

// config is fixed for a game: the options after checking. States share it
// (it is never written after New or DecodePosition).
type config struct {
	players, colours   int
	a, b               int // area sides, a ≤ b
	noBorder, special  bool
	dingoLose, oneEnd  bool
	twoRoutes, oneCard bool
	fixedArea, frame   bool
	// frame: the fixed area rectangle (the pre-laid cards lie around it).
	rx0, ry0, rx1, ry1 int
}

// seatOf is the seat playing colour c.
func (c *config) seatOf(col int) int {
	if c.twoRoutes {
		return col / 2
	}
	return col
}

// seatColours is the colour mask of a seat.
func (c *config) seatColours(seat int) uint8 {
	if c.twoRoutes {
		return 3 << (2 * seat)
	}
	return 1 << seat
}

// pending is the extra card a case-1 billabong owes the mover (§6, §11):
// it goes at the open end on side side of cell (x, y), of colour colour.
type pending struct {
	on     bool
	colour int8
	x, y   int16
	side   int8
}

func (p pending) end() openEnd { return openEnd{int(p.x), int(p.y), int(p.side)} }

// State is a Down Under position. It implements rules.State and
// rules.Heuristic, and the read-only API of view.go.
type State struct {
	cfg        *config
	b          board
	hands      [maxColours]hand
	rep        [maxColours]int16 // a colour segment of each colour, -1 none
	billabongs int8
	toMove     int8
	firstRound bool
	over       bool
	played     uint8 // twoRoutes: colours that acted this turn
	passed     uint8 // seats that passed since the last action
	done       uint8 // colours whose routes are done (§11)
	pend       pending
}

var (
	_ rules.State     = (*State)(nil)
	_ rules.Heuristic = (*State)(nil)
)

// Game is the registry name.
func (s *State) Game() string { return "downunder" }

// Players is the number of seats.
func (s *State) Players() int { return s.cfg.players }

// ToMove is the seat to decide, or rules.Nobody when the game is over.
func (s *State) ToMove() int {
	if s.over {
		return rules.Nobody
	}
	return int(s.toMove)
}

// Weight is 1: Down Under has no chance moves.
func (s *State) Weight(rules.Move) int { return 1 }

// Clone is a deep copy.
func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.b = s.b.clone()
	return &c
}

// View is a clone: nothing is hidden in Down Under.
func (s *State) View(int) rules.State { return s.clone() }

// routeRoot is the root of colour c's route, or -1 before its first card.
func (s *State) routeRoot(c int) int {
	if s.rep[c] < 0 {
		return -1
	}
	return s.b.find(int(s.rep[c]))
}

// Status of a route (§11).
type Status int

// Route statuses.
const (
	StatusNone     Status = iota // nothing laid yet
	StatusOpen                   // at least one open end
	StatusLoop                   // a cycle
	StatusFinished               // both ends capped
)

func (st Status) String() string {
	switch st {
	case StatusOpen:
		return "open"
	case StatusLoop:
		return "loop"
	case StatusFinished:
		return "finished"
	}
	return "none"
}

// status is colour c's route status, with its open ends appended to out.
func (s *State) status(c int, out []openEnd) (Status, []openEnd) {
	r := s.routeRoot(c)
	if r < 0 {
		return StatusNone, out
	}
	n := len(out)
	out, _, cycle := s.b.groupEnds(r, out)
	switch {
	case cycle:
		return StatusLoop, out
	case len(out) > n:
		return StatusOpen, out
	}
	return StatusFinished, out
}

// updateDone marks the routes that are done: finished, a loop their owner
// cannot reopen, or none after the first round. Done is permanent (caps,
// links and colours only ever grow), so only undone routes are looked at.
func (s *State) updateDone() {
	if s.firstRound {
		return
	}
	var buf [2]openEnd
	for c := 0; c < s.cfg.colours; c++ {
		if s.done&(1<<c) != 0 {
			continue
		}
		st, _ := s.status(c, buf[:0])
		switch st {
		case StatusNone, StatusFinished:
			s.done |= 1 << c
		case StatusLoop:
			if !s.anyTurn(c) {
				s.done |= 1 << c
			}
		}
	}
}

// activeSeats is the mask of seats with a route that is not done.
func (s *State) activeSeats() uint8 {
	var m uint8
	for seat := 0; seat < s.cfg.players; seat++ {
		if s.cfg.seatColours(seat)&^s.done != 0 {
			m |= 1 << seat
		}
	}
	return m
}

// areaOK is rule (c) for a full card at (x, y) (§4).
func (s *State) areaOK(x, y int) bool {
	c := s.cfg
	if c.noBorder {
		return true
	}
	if c.frame {
		return x >= c.rx0 && x <= c.rx1 && y >= c.ry0 && y <= c.ry1
	}
	b := &s.b
	if b.nArea == 0 {
		return true
	}
	w := max(b.bx1, x) - min(b.bx0, x) + 1
	h := max(b.by1, y) - min(b.by0, y) + 1
	return (w <= c.a && h <= c.b) || (w <= c.b && h <= c.a)
}
