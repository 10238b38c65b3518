package crossing

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"outback/rules"
)

// The position JSON of §6. Objects are written in name order (cells, spots)
// and in §1's order (supply); reading accepts any order. A View writes
// "hidden" for the tiles it masks, and reads back.

// MarshalJSON writes the position JSON.
func (s *State) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 640)
	b = append(b, `{"players":`...)
	b = strconv.AppendInt(b, int64(s.players), 10)
	toMove := -1
	if s.phase == PhaseTurn || s.phase == PhaseDrawn {
		toMove = int(s.seat)
	}
	b = append(b, `,"toMove":`...)
	b = strconv.AppendInt(b, int64(toMove), 10)
	b = append(b, `,"phase":`...)
	switch s.phase {
	case PhaseSetup, PhaseDeal, PhaseDraw:
		b = append(b, `"chance","chance":"`...)
		b = append(b, s.phase.String()...)
		b = append(b, `","drawer":`...)
		b = strconv.AppendInt(b, int64(s.seat), 10)
	default:
		b = strconv.AppendQuote(b, s.phase.String())
	}
	b = append(b, `,"board":{`...)
	sep := false
	for c := Cell(0); c < NumCells; c++ {
		if t := s.board[c]; t != NoTile {
			b = appendMember(b, &sep, c.String())
			b = strconv.AppendQuote(b, t.String())
		}
	}
	b = append(b, `},"markers":{`...)
	sep = false
	for sp := Spot(0); sp < NumSpots; sp++ {
		if o := s.owner[sp]; o >= 0 {
			b = appendMember(b, &sep, sp.String())
			b = strconv.AppendInt(b, int64(o), 10)
		}
	}
	b = append(b, `},"markersPerPlayer":`...)
	b = strconv.AppendInt(b, int64(s.markers), 10)
	b = append(b, `,"reserves":[`...)
	for i, t := range s.reserve[:s.players] {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendTileOrNull(b, t)
	}
	b = append(b, `],"supply":{`...)
	sep = false
	for k := Tile(0); int(k) < NumKinds; k++ {
		b = appendMember(b, &sep, k.String())
		b = strconv.AppendInt(b, int64(s.supply[k]), 10)
	}
	b = append(b, `},"drawn":`...)
	b = appendTileOrNull(b, s.drawn)
	return append(b, '}'), nil
}

func appendMember(b []byte, sep *bool, key string) []byte {
	if *sep {
		b = append(b, ',')
	}
	*sep = true
	b = strconv.AppendQuote(b, key)
	return append(b, ':')
}

func appendTileOrNull(b []byte, t Tile) []byte {
	if t == NoTile {
		return append(b, "null"...)
	}
	return strconv.AppendQuote(b, t.String())
}

// positionJSON is the document as read; pointers tell missing from zero.
type positionJSON struct {
	Players          *int            `json:"players"`
	ToMove           *int            `json:"toMove"`
	Phase            *string         `json:"phase"`
	Chance           *string         `json:"chance"`
	Drawer           *int            `json:"drawer"`
	Board            json.RawMessage `json:"board"`
	Markers          json.RawMessage `json:"markers"`
	MarkersPerPlayer *int            `json:"markersPerPlayer"`
	Reserves         []*string       `json:"reserves"`
	Supply           json.RawMessage `json:"supply"`
	Drawn            *string         `json:"drawn"`
}

// DecodePosition reads the position JSON of §6, checking that it is a
// position the game can be in (or a View of one): errors name what is wrong.
func DecodePosition(b []byte) (*State, error) {
	return decodePosition(b)
}

func decodePosition(b []byte) (*State, error) {
	var p positionJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, rules.JSONProblem(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("unexpected data after the position")
	}
	switch {
	case p.Players == nil:
		return nil, errors.New(`"players" is missing`)
	case p.ToMove == nil:
		return nil, errors.New(`"toMove" is missing`)
	case p.Phase == nil:
		return nil, errors.New(`"phase" is missing`)
	case p.Board == nil:
		return nil, errors.New(`"board" is missing`)
	case p.Markers == nil:
		return nil, errors.New(`"markers" is missing`)
	case p.Reserves == nil:
		return nil, errors.New(`"reserves" is missing`)
	case p.Supply == nil:
		return nil, errors.New(`"supply" is missing`)
	}
	n := *p.Players
	markers := DefaultMarkers(n)
	if p.MarkersPerPlayer != nil {
		markers = *p.MarkersPerPlayer
		if markers < 1 || markers > NumPaths {
			return nil, fmt.Errorf("markersPerPlayer %d is not from 1 to %d", markers, NumPaths)
		}
	}
	s, err := newState(n, markers)
	if err != nil {
		return nil, err
	}
	s.supply = [NumKinds]int8{}
	if err := s.readBoard(p.Board); err != nil {
		return nil, err
	}
	if err := s.readMarkers(p.Markers); err != nil {
		return nil, err
	}
	if len(p.Reserves) != n {
		return nil, fmt.Errorf("reserves lists %d seats, want %d", len(p.Reserves), n)
	}
	for i, r := range p.Reserves {
		if s.reserve[i], err = readHeld(r, "reserve of seat "+strconv.Itoa(i)); err != nil {
			return nil, err
		}
		if s.reserve[i].IsAction() {
			return nil, fmt.Errorf("seat %d's reserve is an action tile (%s): only animals are held", i, s.reserve[i])
		}
	}
	if err := s.readSupply(p.Supply); err != nil {
		return nil, err
	}
	if s.drawn, err = readHeld(p.Drawn, "drawn"); err != nil {
		return nil, err
	}
	if err := s.readPhase(&p); err != nil {
		return nil, err
	}
	if s.drawn != NoTile && s.phase != PhaseDrawn {
		return nil, fmt.Errorf("a drawn tile (%s) belongs to phase drawn only", s.drawn)
	}
	if err := s.countTiles(); err != nil {
		return nil, err
	}
	return s, s.checkPhase()
}

func (s *State) readBoard(raw []byte) error {
	o, err := members(raw)
	if err != nil {
		return fmt.Errorf("board: %v", err)
	}
	for _, m := range o {
		c, err := ParseCell(m.key)
		if err != nil {
			return fmt.Errorf("board: %v", err)
		}
		name, err := rawString(m.val)
		if err != nil {
			return fmt.Errorf("board %s: want a species name", c)
		}
		t, err := parseSpecies(name)
		if err != nil {
			return fmt.Errorf("board %s: %v", c, err)
		}
		s.board[c] = t
	}
	return nil
}

func (s *State) readMarkers(raw []byte) error {
	o, err := members(raw)
	if err != nil {
		return fmt.Errorf("markers: %v", err)
	}
	for _, m := range o {
		sp, err := ParseSpot(m.key)
		if err != nil {
			return fmt.Errorf("markers: %v", err)
		}
		seat, err := rawInt(m.val)
		if err != nil || seat < 0 || seat >= int(s.players) {
			return fmt.Errorf("markers %s: want a seat from 0 to %d", sp, s.players-1)
		}
		s.owner[sp] = int8(seat)
	}
	for seat := 0; seat < int(s.players); seat++ {
		if k := s.markersPlaced(seat); k > int(s.markers) {
			return fmt.Errorf("seat %d has %d markers on the rim, but only %d markers", seat, k, s.markers)
		}
	}
	for p := Path(0); p < NumPaths; p++ {
		ends := p.Spots()
		a, b := s.owner[ends[0]], s.owner[ends[1]]
		switch {
		case a >= 0 && a == b:
			return fmt.Errorf("seat %d holds both ends of %s (%s, %s)", a, p, ends[0], ends[1])
		case a >= 0 && b >= 0 && s.players == 2:
			return fmt.Errorf("both ends of %s are held (%s, %s): with two players a path has one owner", p, ends[0], ends[1])
		}
	}
	return nil
}

func (s *State) readSupply(raw []byte) error {
	o, err := members(raw)
	if err != nil {
		return fmt.Errorf("supply: %v", err)
	}
	for _, m := range o {
		t, err := ParseTile(m.key)
		if err != nil {
			return fmt.Errorf("supply: %v", err)
		}
		k, err := rawInt(m.val)
		if err != nil || k < 0 || k > Count(t) {
			return fmt.Errorf("supply %s: want a count from 0 to %d", t, Count(t))
		}
		s.supply[t] = int8(k)
	}
	return nil
}

// readHeld reads a reserve or the drawn tile: null, "hidden" or a kind.
func readHeld(v *string, what string) (Tile, error) {
	switch {
	case v == nil:
		return NoTile, nil
	case *v == "hidden":
		return Hidden, nil
	}
	t, err := ParseTile(*v)
	if err != nil {
		return NoTile, fmt.Errorf("%s: %v", what, err)
	}
	return t, nil
}

func (s *State) readPhase(p *positionJSON) error {
	n, toMove := int(s.players), *p.ToMove
	if *p.Phase != "chance" && (p.Chance != nil || p.Drawer != nil) {
		return fmt.Errorf(`"chance" and "drawer" belong to chance positions, not phase %q`, *p.Phase)
	}
	switch *p.Phase {
	case "turn", "drawn":
		if toMove < 0 || toMove >= n {
			return fmt.Errorf("toMove %d is not a seat from 0 to %d", toMove, n-1)
		}
		s.phase, s.seat = PhaseTurn, int8(toMove)
		if *p.Phase == "drawn" {
			s.phase = PhaseDrawn
		}
		return nil
	case "over":
		if toMove != -1 {
			return fmt.Errorf("toMove is %d, want -1 once the game is over", toMove)
		}
		s.phase, s.seat = PhaseOver, -1
		return nil
	case "chance":
	default:
		return fmt.Errorf("phase %q is not turn, drawn, chance or over", *p.Phase)
	}
	if toMove != -1 {
		return fmt.Errorf("toMove is %d, want -1 at a chance node", toMove)
	}
	if p.Chance == nil {
		return errors.New(`a chance position needs "chance": setup, deal or draw`)
	}
	drawer := -1
	if p.Drawer != nil {
		drawer = *p.Drawer
	}
	switch *p.Chance {
	case "setup":
		if drawer != -1 {
			return fmt.Errorf("drawer is %d, want -1 during setup", drawer)
		}
		s.phase, s.seat = PhaseSetup, -1
		return nil
	case "deal":
		s.phase = PhaseDeal
	case "draw":
		s.phase = PhaseDraw
	default:
		return fmt.Errorf("chance %q is not setup, deal or draw", *p.Chance)
	}
	if drawer < 0 || drawer >= n {
		return fmt.Errorf("drawer %d is not a seat from 0 to %d", drawer, n-1)
	}
	s.seat = int8(drawer)
	return nil
}
