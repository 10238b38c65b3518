package crossing

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"outback/rules"
)

func init() {
	rules.Register(&rules.Game{
		Name:       "crossing",
		Title:      "Outback Crossing",
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		// The publisher's rules have no variants: 3 markers each, 4 with two.
		Options:        []rules.OptionSpec{},
		New:            newGame,
		DecodeMove:     DecodeMove,
		DecodePosition: decodeState,
		MovesJSON:      MovesJSON,
	})
}

func newGame(players int, opts []rules.Option) (rules.State, error) {
	if len(opts) > 0 {
		return nil, fmt.Errorf("Outback Crossing has no options (got %q)", opts[0].Key)
	}
	s, err := New(players)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func decodeState(b []byte) (rules.State, error) {
	s, err := DecodePosition(b)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// DecodeMove reads a move's msgp encoding, refusing trailing bytes and
// moves of the wrong shape (unknown op, operand out of range, stray operand).
func DecodeMove(b []byte) (rules.Move, error) {
	var m Move
	rest, err := m.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("crossing move: %v", err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("crossing move: %d unexpected bytes after the move", len(rest))
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("crossing move: %v", err)
	}
	return m, nil
}

type moveJSON struct {
	Move   string `json:"move"`
	Weight int    `json:"weight,omitempty"` // chance outcomes weigh at least 1
}

// MovesJSON writes the legal moves as a JSON array sorted by move text (byte
// order), each {"move": text}, with its "weight" at a chance node.
func MovesJSON(st rules.State) ([]byte, error) {
	s, ok := st.(*State)
	if !ok {
		return nil, errors.New("not an Outback Crossing state")
	}
	chance := s.ToMove() == rules.Chance
	legal := s.Legal(nil)
	out := make([]moveJSON, len(legal))
	for i, m := range legal {
		out[i].Move = s.MoveText(m)
		if chance {
			out[i].Weight = s.Weight(m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Move < out[j].Move })
	return json.Marshal(out)
}

type pathScoreJSON struct {
	Spot   string  `json:"spot"`
	Path   string  `json:"path"`
	Animal string  `json:"animal"`
	Joker  *string `json:"joker"` // the species the joker stands for, null without one
	Points int     `json:"points"`
}

type seatScoreJSON struct {
	Seat  int             `json:"seat"`
	Total int             `json:"total"`
	Rank  int             `json:"rank"`
	Paths []pathScoreJSON `json:"paths"`
}

// ScoreJSON is the optional score output of §6 (`outback score crossing`):
// per seat the total, the rank and each claimed path's score.
func ScoreJSON(st rules.State) ([]byte, error) {
	s, ok := st.(*State)
	if !ok {
		return nil, errors.New("not an Outback Crossing state")
	}
	ranks := s.Outcome().Ranks
	out := make([]seatScoreJSON, 0, s.players)
	for _, ss := range s.Breakdown() {
		j := seatScoreJSON{Seat: ss.Seat, Total: ss.Total, Rank: ranks[ss.Seat], Paths: []pathScoreJSON{}}
		for _, ps := range ss.Paths {
			p := pathScoreJSON{Spot: ps.Spot.String(), Path: ps.Path.String(), Animal: ps.Marker.String(), Points: ps.Points}
			if ps.Joker != NoTile {
				name := ps.Joker.String()
				p.Joker = &name
			}
			j.Paths = append(j.Paths, p)
		}
		out = append(out, j)
	}
	return json.Marshal(out)
}
