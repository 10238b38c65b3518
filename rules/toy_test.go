package rules_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tinylib/msgp/msgp"

	"outback/rules"
)

// toy is a tiny game for testing the game-independent machinery: two seats
// take turns adding 1 or 2 to a total; after every seat move a die (chance,
// weights 1,1,2 for faces 0,1,2) adds to it too. The first seat to bring the
// total to 20 or more wins.

type toyMove struct{ N int }

func (m toyMove) MarshalMsg(b []byte) ([]byte, error) { return msgp.AppendInt(b, m.N), nil }

type toy struct {
	total, toMove, lastSeat int
	dieDue                  bool
	winner                  int
}

func newToy(players int, opts []rules.Option) (rules.State, error) {
	if _, err := rules.ParseOptions(toyOptions, players, opts); err != nil {
		return nil, err
	}
	return &toy{winner: -1}, nil
}

var toyOptions = []rules.OptionSpec{
	{Key: "fast", Label: "Fast", Help: "a test switch", Choices: []string{"off", "on"}, Default: "off"},
	{Key: "bonus", Label: "Bonus", Help: "a test number", Min: 0, Max: 5, Default: "0", MinPlayers: 2, MaxPlayers: 2},
}

func (t *toy) Game() string { return "toy" }
func (t *toy) Players() int { return 2 }
func (t *toy) ToMove() int {
	switch {
	case t.winner >= 0:
		return rules.Nobody
	case t.dieDue:
		return rules.Chance
	}
	return t.toMove
}
func (t *toy) Legal(buf []rules.Move) []rules.Move {
	switch t.ToMove() {
	case rules.Nobody:
		return buf
	case rules.Chance:
		return append(buf, toyMove{0}, toyMove{1}, toyMove{2})
	}
	return append(buf, toyMove{1}, toyMove{2})
}
func (t *toy) Weight(m rules.Move) int {
	if t.dieDue && m.(toyMove).N == 2 {
		return 2
	}
	return 1
}
func (t *toy) Apply(m rules.Move) ([]rules.Event, error) {
	mv, ok := m.(toyMove)
	if !ok {
		return nil, rules.Illegal("not a toy move")
	}
	switch t.ToMove() {
	case rules.Nobody:
		return nil, rules.Illegal("the game is over")
	case rules.Chance:
		if mv.N < 0 || mv.N > 2 {
			return nil, rules.Illegal("the die has no face %d", mv.N)
		}
		t.dieDue = false
	default:
		if mv.N < 1 || mv.N > 2 {
			return nil, rules.Illegal("add 1 or 2, not %d", mv.N)
		}
		t.lastSeat = t.toMove
		t.toMove = 1 - t.toMove
		t.dieDue = true
	}
	t.total += mv.N
	if t.total >= 20 {
		t.winner = t.lastSeat
	}
	return []rules.Event{mv.N}, nil
}
func (t *toy) Clone() rules.State { c := *t; return &c }
func (t *toy) Hash() uint64 {
	h := rules.NewHasher()
	for _, v := range []int{t.total, t.toMove, t.lastSeat, t.winner} {
		h.Int(v)
	}
	if t.dieDue {
		h.Byte(1)
	}
	return h.Sum()
}
func (t *toy) Outcome() rules.Outcome {
	if t.winner < 0 {
		return rules.Outcome{}
	}
	r := []int{2, 2}
	r[t.winner] = 1
	return rules.Outcome{Over: true, Ranks: r}
}
func (t *toy) MoveText(m rules.Move) string { return "+" + strconv.Itoa(m.(toyMove).N) }
func (t *toy) ParseMove(s string) (rules.Move, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil {
		return nil, fmt.Errorf("bad toy move %q", s)
	}
	return toyMove{n}, nil
}
func (t *toy) View(int) rules.State { return t.Clone() }
func (t *toy) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"total": t.total, "toMove": t.toMove, "dieDue": t.dieDue, "winner": t.winner, "last": t.lastSeat})
}

func decodeToyMove(b []byte) (rules.Move, error) {
	n, rest, err := msgp.ReadIntBytes(b)
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("extra bytes")
	}
	return toyMove{n}, nil
}

func decodeToyPosition(b []byte) (rules.State, error) {
	var p struct {
		Total, ToMove, Winner, Last int
		DieDue                      bool
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, err
	}
	return &toy{total: p.Total, toMove: p.ToMove, dieDue: p.DieDue, winner: p.Winner, lastSeat: p.Last}, nil
}

func init() {
	rules.Register(&rules.Game{
		Name: "toy", Title: "Toy", MinPlayers: 2, MaxPlayers: 2, Options: toyOptions,
		New: newToy, DecodeMove: decodeToyMove, DecodePosition: decodeToyPosition,
		MovesJSON: func(st rules.State) ([]byte, error) { return json.Marshal(len(st.Legal(nil))) },
	})
}
