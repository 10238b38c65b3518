package billabong

import (
	"encoding/json"
	"fmt"

	"outback/rules"
)

// Name is the game's registry name.
const Name = "billabong"

func init() {
	rules.Register(&rules.Game{
		Name:           Name,
		Title:          "Billabong",
		MinPlayers:     2,
		MaxPlayers:     MaxPlayers,
		Options:        optionSpecs(),
		New:            newFromOptions,
		DecodeMove:     decodeMove,
		DecodePosition: func(b []byte) (rules.State, error) { return DecodePosition(b) },
		MovesJSON:      movesJSON,
	})
}

func optionSpecs() []rules.OptionSpec {
	onOff := []string{"off", "on"}
	return []rules.OptionSpec{
		{Key: "zone", Label: "Placement zone", Choices: []string{ZoneBehind, ZoneAnywhere}, Default: ZoneBehind,
			Help: "Where kangaroos are placed: behind the start line (as on yucata.de) or anywhere off the lake."},
		{Key: "undoSelection", Label: "Undo selection", Choices: onOff, Default: "off",
			Help: "A player may pick another kangaroo after picking one (otherwise the picked one must move)."},
		{Key: "sleepers", Label: "Sleeping kangaroos", Choices: onOff, Default: "off", MinPlayers: 2, MaxPlayers: 3,
			Help: "Five kangaroos of a spare colour sleep on random squares: they never move but can be jumped over."},
		{Key: "continue", Label: "Continue playing", Choices: onOff, Default: "off", MinPlayers: 3, MaxPlayers: 4,
			Help: "After the first player is home, the others race on for the lower places."},
		{Key: "quickStart", Label: "Quick start", Choices: onOff, Default: "off",
			Help: "Four kangaroos of each player start in random squares, one per quadrant; each places only the fifth."},
	}
}

func newFromOptions(players int, opts []rules.Option) (rules.State, error) {
	if players < 2 || players > MaxPlayers {
		return nil, fmt.Errorf("Billabong is for 2–4 players, not %d", players)
	}
	v, err := rules.ParseOptions(optionSpecs(), players, opts)
	if err != nil {
		return nil, err
	}
	o := Options{
		Zone:          v.String("zone"),
		UndoSelection: v.On("undoSelection"),
		Sleepers:      v.On("sleepers"),
		Continue:      v.On("continue"),
		QuickStart:    v.On("quickStart"),
	}
	if err := o.Check(players); err != nil {
		return nil, err
	}
	return New(players, o), nil
}

// DecodeMove reads a move's msgp encoding and checks its form (the kind
// and its number of squares); whether it is legal is Apply's business.
func DecodeMove(b []byte) (Move, error) {
	var m Move
	rest, err := m.UnmarshalMsg(b)
	if err != nil {
		return Move{}, fmt.Errorf("billabong move: %v", err)
	}
	if len(rest) != 0 {
		return Move{}, fmt.Errorf("billabong move: %d unexpected bytes after the move", len(rest))
	}
	if err := checkShape(m); err != nil {
		return Move{}, fmt.Errorf("billabong move %q: %v", m.String(), err)
	}
	return m, nil
}

func decodeMove(b []byte) (rules.Move, error) {
	m, err := DecodeMove(b)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// moveJSON is one entry of the moves output (§8).
type moveJSON struct {
	Move   string `json:"move"`
	From   string `json:"from,omitempty"`
	To     string `json:"to,omitempty"`
	Cross  int    `json:"cross"`
	Home   bool   `json:"home"`
	Weight int    `json:"weight,omitempty"`
}

// MovesJSON is the legal moves of st in canonical order, as the JSON array
// of §8: {"move": "d4-c6-c4", "from": "d4", "to": "c4", "cross": 0,
// "home": false} per move, "cross" being the kangaroo's counter after the
// move (2 for a move home, whose "to" is where it crossed the line). A
// placement has no "from"; a pass is {"move": "pass", "cross": 0, "home":
// false}; chance outcomes add "weight".
func MovesJSON(st *State) ([]byte, error) {
	moves := st.LegalMoves(nil)
	out := make([]moveJSON, 0, len(moves))
	for _, m := range moves {
		e := moveJSON{Move: m.String()}
		switch m.Type {
		case Place:
			e.To = m.To().String()
			if st.phase == PhaseSetup {
				e.Weight = st.Weight(m)
			}
		case Walk, Jump:
			e.From, e.To = m.From().String(), m.To().String()
			c := st.cross[m.From()]
			for i := 1; i < m.Squares.Len(); i++ {
				c = addCross(c, crossDelta(m.Squares.At(i-1), m.Squares.At(i)))
			}
			e.Cross, e.Home = int(min(c, HomeCross)), c >= HomeCross
		}
		out = append(out, e)
	}
	return json.Marshal(out)
}

func movesJSON(st rules.State) ([]byte, error) {
	s, ok := st.(*State)
	if !ok {
		return nil, fmt.Errorf("not a Billabong state (%T)", st)
	}
	return MovesJSON(s)
}
