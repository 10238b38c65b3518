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
//
// Set-up and placement positions must be exactly what the rules produce.
// A race position may have fewer than five kangaroos a seat and fewer than
// five sleepers, as in the spec's examples: a seat is done when none of its
// kangaroos is left on the board.
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
		return nil, rules.JSONProblem(err)
	}
	if _, err := d.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("unexpected data after the position's JSON object")
	}
	return p.state()
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

// turn checks and sets the order of home-comings, the phase, the seat to
// move and passes, which must agree with what is on the board.
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
	switch p.Phase {
	case "setup", "place":
		return p.beforeRace(s)
	case "move", "over":
		return p.race(s)
	}
	return fmt.Errorf("\"phase\" must be setup, place, move or over, not %q", p.Phase)
}

// beforeRace checks a position of the set-up or placement phase, which the
// kangaroos on the board determine: those placed so far are all on the
// board, placed in turn order.
func (p *positionJSON) beforeRace(s *State) error {
	n := int(s.players)
	phase, toMove := s.setupPhase()
	if phase == PhaseMove {
		return fmt.Errorf("\"phase\" is %q, but every kangaroo is placed: the race is on (\"move\")", p.Phase)
	}
	if p.Phase != phase.String() {
		return fmt.Errorf("\"phase\" is %q, but the kangaroos on the board say %q", p.Phase, phase)
	}
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
	if err := s.checkPlacements(); err != nil {
		return err
	}
	switch {
	case phase == PhaseSetup && p.ToMove != rules.Chance:
		return fmt.Errorf("\"toMove\" must be %d (chance) in the setup phase, not %d", rules.Chance, p.ToMove)
	case phase == PhasePlace && p.ToMove != int(toMove):
		return fmt.Errorf("\"toMove\" must be %d: seats place in turn, and %d kangaroos have been placed", toMove, placed)
	}
	s.phase, s.toMove = phase, toMove
	return nil
}

// checkPlacements checks that the kangaroos placed before the race stand
// where the rules put them: at counter 0, in the placement zone, and with
// the quick start one of each seat in each of the first quadrants (so that
// the next quadrant still has room).
func (s *State) checkPlacements() error {
	var inQuad [MaxPlayers][4]int
	for _, k := range s.Kangaroos() {
		if k.Seat == SleeperSeat {
			continue
		}
		if k.Cross != 0 {
			return fmt.Errorf("the kangaroo on %s has \"cross\" %d before the race", k.Sq, k.Cross)
		}
		if !s.opts.anywhere && !InBehindZone(k.Sq) {
			return fmt.Errorf("the kangaroo on %s is outside the placement zone", k.Sq)
		}
		if q := Quadrant(k.Sq); q >= 0 {
			inQuad[k.Seat][q]++
		}
	}
	if !s.opts.quickStart {
		return nil
	}
	for seat := 0; seat < int(s.players); seat++ {
		for q := 0; q < min(int(s.onBoard[seat]), 4); q++ {
			if inQuad[seat][q] == 0 {
				return fmt.Errorf("seat %d has no quick-start kangaroo in quadrant %s", seat, quadrantName(q))
			}
		}
	}
	return nil
}

// race checks a position of the race (or after it). A race position may be
// set up freely — fewer than five kangaroos a seat (the rest counted as
// neither home nor on the board), fewer than five sleepers — as the spec's
// examples do; a seat is done when it has no kangaroo left on the board.
func (p *positionJSON) race(s *State) error {
	n := int(s.players)
	if p.Passes < 0 || p.Passes > n {
		return fmt.Errorf("\"passes\" must be 0–%d, not %d", n, p.Passes)
	}
	s.phase, s.passes = PhaseMove, int8(p.Passes)
	if s.ended() {
		s.phase = PhaseOver
	}
	if p.Phase != s.phase.String() {
		if s.phase == PhaseOver {
			return fmt.Errorf("\"phase\" is \"move\", but the game is over (a seat has no kangaroo left on the board, or every seat has passed)")
		}
		return fmt.Errorf("\"phase\" is \"over\", but the game is not over")
	}
	if s.phase == PhaseOver {
		if p.ToMove != rules.Nobody {
			return fmt.Errorf("\"toMove\" must be %d (nobody) once the game is over, not %d", rules.Nobody, p.ToMove)
		}
		return nil
	}
	if p.ToMove < 0 || p.ToMove >= n {
		return fmt.Errorf("\"toMove\" must be a seat 0–%d, not %d", n-1, p.ToMove)
	}
	if s.done(p.ToMove) {
		return fmt.Errorf("\"toMove\" is seat %d, which has no kangaroo on the board", p.ToMove)
	}
	s.toMove = int8(p.ToMove)
	return nil
}
