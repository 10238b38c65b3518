package billabong

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"outback/rules"
)

// The position JSON of §8 of the spec:
//
//	{"players": 2, "toMove": 0, "phase": "move",
//	 "kangaroos": [{"seat": 0, "square": "d4", "cross": 0}, {"seat": 1, "square": "c5"}],
//	 "home": [0, 0], "sleepers": ["a1"], "zone": "behind"}
//
// "cross" defaults to 0; "home", "sleepers" and "zone" may be left out. This
// package adds optional fields so that a position says everything that
// matters for the rest of the game:
//
//   - "phase" is also "setup" (chance placements to come; "toMove" is -1)
//     or "over" ("toMove" is -2);
//   - "sleepers" present (even empty) means the sleepers variant;
//   - "undoSelection", "continue", "quickStart": the other options (false
//     when left out);
//   - "reached": per seat, the ordinal of the home-coming (all seats'
//     kangaroos counted, 1 for the first) with which it reached its present
//     home count — ranking breaks ties by it; 0 (or left out) is "before
//     any other", for positions set up by hand;
//   - "passes": the number of consecutive passes just made.
type positionJSON struct {
	Players       int            `json:"players"`
	ToMove        int            `json:"toMove"`
	Phase         string         `json:"phase"`
	Kangaroos     []kangarooJSON `json:"kangaroos"`
	Home          []int          `json:"home,omitempty"`
	Sleepers      *[]string      `json:"sleepers,omitempty"`
	Zone          string         `json:"zone,omitempty"`
	UndoSelection bool           `json:"undoSelection,omitempty"`
	Continue      bool           `json:"continue,omitempty"`
	QuickStart    bool           `json:"quickStart,omitempty"`
	Reached       []int          `json:"reached,omitempty"`
	Passes        int            `json:"passes,omitempty"`
}

type kangarooJSON struct {
	Seat   int    `json:"seat"`
	Square string `json:"square"`
	Cross  int    `json:"cross"`
}

// MarshalJSON writes the position JSON.
func (s *State) MarshalJSON() ([]byte, error) {
	o := s.Options()
	p := positionJSON{
		Players:       int(s.players),
		ToMove:        s.ToMove(),
		Phase:         s.phase.String(),
		Kangaroos:     []kangarooJSON{},
		Home:          make([]int, s.players),
		Zone:          o.Zone,
		UndoSelection: o.UndoSelection,
		Continue:      o.Continue,
		QuickStart:    o.QuickStart,
		Passes:        int(s.passes),
	}
	var sleepers []string
	anyReached := false
	for i := range p.Home {
		p.Home[i] = int(s.home[i])
		anyReached = anyReached || s.reached[i] != 0
	}
	if anyReached {
		p.Reached = make([]int, s.players)
		for i := range p.Reached {
			p.Reached[i] = int(s.reached[i])
		}
	}
	for _, k := range s.Kangaroos() {
		if k.Seat == SleeperSeat {
			sleepers = append(sleepers, k.Sq.String())
			continue
		}
		p.Kangaroos = append(p.Kangaroos, kangarooJSON{Seat: int(k.Seat), Square: k.Sq.String(), Cross: int(k.Cross)})
	}
	if o.Sleepers {
		if sleepers == nil {
			sleepers = []string{}
		}
		p.Sleepers = &sleepers
	}
	return json.Marshal(p)
}

// DecodePosition reads the position JSON, refusing anything inconsistent
// with an error that names it.
func DecodePosition(b []byte) (*State, error) {
	var p positionJSON
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&p); err != nil {
		return nil, fmt.Errorf("billabong position: %v", err)
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("billabong position: unexpected data after the position")
	}
	s, err := p.state()
	if err != nil {
		return nil, fmt.Errorf("billabong position: %v", err)
	}
	return s, nil
}

func (p *positionJSON) state() (*State, error) {
	if p.Players < 2 || p.Players > MaxPlayers {
		return nil, fmt.Errorf("\"players\" must be 2–4, not %d", p.Players)
	}
	n := p.Players
	opts := Options{Zone: p.Zone, UndoSelection: p.UndoSelection, Sleepers: p.Sleepers != nil, Continue: p.Continue, QuickStart: p.QuickStart}
	if opts.Zone == "" {
		opts.Zone = ZoneBehind
	}
	if err := opts.Check(n); err != nil {
		return nil, err
	}
	s := New(n, opts)
	if p.Home != nil {
		if len(p.Home) != n {
			return nil, fmt.Errorf("\"home\" has %d counts for %d players", len(p.Home), n)
		}
		for i, h := range p.Home {
			if h < 0 || h > PerPlayer {
				return nil, fmt.Errorf("\"home\" of seat %d must be 0–5, not %d", i, h)
			}
			s.home[i] = int8(h)
		}
	}
	for i, k := range p.Kangaroos {
		if k.Seat < 0 || k.Seat >= n {
			return nil, fmt.Errorf("kangaroo %d: \"seat\" must be 0–%d, not %d", i+1, n-1, k.Seat)
		}
		if k.Cross < MinCross || k.Cross >= HomeCross {
			return nil, fmt.Errorf("kangaroo %d: \"cross\" must be %d–1 on the board, not %d", i+1, MinCross, k.Cross)
		}
		sq, err := s.emptySquare(k.Square)
		if err != nil {
			return nil, fmt.Errorf("kangaroo %d: %v", i+1, err)
		}
		if int(s.onBoard[k.Seat]+s.home[k.Seat]) == PerPlayer {
			return nil, fmt.Errorf("seat %d has more than 5 kangaroos (on the board and home)", k.Seat)
		}
		s.put(sq, k.Seat)
		s.cross[sq] = int8(k.Cross)
	}
	if p.Sleepers != nil {
		for i, name := range *p.Sleepers {
			sq, err := s.emptySquare(name)
			if err != nil {
				return nil, fmt.Errorf("sleeper %d: %v", i+1, err)
			}
			if s.onBoard[sleeperIdx] == PerPlayer {
				return nil, fmt.Errorf("there are at most 5 sleepers")
			}
			s.put(sq, SleeperSeat)
		}
	}
	if err := p.turn(s); err != nil {
		return nil, err
	}
	return s, nil
}

// emptySquare reads a square name that must be free and off the lake.
func (s *State) emptySquare(name string) (Square, error) {
	sq, err := ParseSquare(name)
	if err != nil {
		return NoSquare, err
	}
	switch s.who[sq] {
	case cellEmpty:
		return sq, nil
	case cellLake:
		return NoSquare, fmt.Errorf("%s is in the lake", sq)
	}
	return NoSquare, fmt.Errorf("%s has two kangaroos", sq)
}

// turn checks and sets the phase, the seat to move, passes and the order of
// home-comings, which must agree with what is on the board.
func (p *positionJSON) turn(s *State) error {
	n := int(s.players)
	total := 0
	for i := 0; i < n; i++ {
		total += int(s.home[i])
	}
	if p.Reached != nil {
		if len(p.Reached) != n {
			return fmt.Errorf("\"reached\" has %d entries for %d players", len(p.Reached), n)
		}
		for i, r := range p.Reached {
			switch {
			case r < 0 || r > total:
				return fmt.Errorf("\"reached\" of seat %d must be 0–%d (kangaroos home in all), not %d", i, total, r)
			case r > 0 && s.home[i] == 0:
				return fmt.Errorf("\"reached\" of seat %d must be 0: it has no kangaroo home", i)
			}
			for j := 0; j < i; j++ {
				if r > 0 && p.Reached[j] == r {
					return fmt.Errorf("\"reached\" of seats %d and %d are both %d", j, i, r)
				}
			}
			s.reached[i] = int8(r)
		}
	}
	phase, toMove := s.setupPhase()
	if phase != PhaseMove {
		// Before the race: every kangaroo placed so far is on the board,
		// and the seats have placed in turn order.
		placed := s.placed()
		for i := 0; i < n; i++ {
			want := 0
			if !(phase == PhaseSetup && s.opts.sleepers && s.onBoard[sleeperIdx] < PerPlayer) {
				want = placed / n
				if i < placed%n {
					want++
				}
			}
			if s.home[i] != 0 || int(s.onBoard[i]) != want {
				return fmt.Errorf("seat %d has %d kangaroos placed (and %d home), but in the %s phase it should have %d placed and none home", i, s.onBoard[i], s.home[i], phase, want)
			}
		}
		if p.Passes != 0 {
			return fmt.Errorf("\"passes\" must be 0 before the race")
		}
	} else {
		if p.Passes < 0 || p.Passes > n {
			return fmt.Errorf("\"passes\" must be 0–%d, not %d", n, p.Passes)
		}
		s.passes = int8(p.Passes)
		if s.ended() {
			phase = PhaseOver
		}
	}
	if p.Phase != phase.String() {
		return fmt.Errorf("\"phase\" is %q, but the kangaroos on the board and home say %q", p.Phase, phase)
	}
	s.phase, s.toMove = phase, toMove
	switch phase {
	case PhaseSetup:
		if p.ToMove != rules.Chance {
			return fmt.Errorf("\"toMove\" must be %d (chance) in the setup phase, not %d", rules.Chance, p.ToMove)
		}
	case PhaseOver:
		if p.ToMove != rules.Nobody {
			return fmt.Errorf("\"toMove\" must be %d (nobody) once the game is over, not %d", rules.Nobody, p.ToMove)
		}
	case PhasePlace:
		if p.ToMove != int(toMove) {
			return fmt.Errorf("\"toMove\" must be %d: seats place in turn, and %d kangaroos have been placed", toMove, s.placed())
		}
	case PhaseMove:
		if p.ToMove < 0 || p.ToMove >= n {
			return fmt.Errorf("\"toMove\" must be a seat 0–%d, not %d", n-1, p.ToMove)
		}
		if s.home[p.ToMove] == PerPlayer {
			return fmt.Errorf("\"toMove\" is seat %d, which has all its kangaroos home", p.ToMove)
		}
		s.toMove = int8(p.ToMove)
	}
	return nil
}
