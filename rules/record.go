package rules

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tinylib/msgp/msgp"
)

//go:generate msgp -io=false
//msgp:limit arrays:200000 maps:1000

// RecordFormat is the version of the Record layout this code writes. Every
// later version must still read every earlier one.
const RecordFormat = 1

// Record is the replay file and the autosave: standard MessagePack (a map
// with the field names below), readable by any MessagePack library. The
// layout is documented in docs/record.md.
type Record struct {
	Format  int            `msg:"format"`
	Game    string         `msg:"game"`
	Options []Option       `msg:"options"`
	Seats   []SeatInfo     `msg:"seats"`
	Seed    uint64         `msg:"seed"`
	Started int64          `msg:"started"`
	Moves   []RecordedMove `msg:"moves"`
	// Hash is the state's hash after the last move: verify checks it.
	Hash uint64 `msg:"hash"`
	// Result is present once the game is over.
	Result *Result `msg:"result"`
	// Review is a finished review of the game (package ai/review's
	// document, JSON), kept so that reopening it is instant; absent until
	// the game is reviewed. Readers that do not know it skip it.
	Review []byte `msg:"review,omitempty"`
}

// RecordedMove is one move: the game's own msgp encoding of it, plus its
// text for people reading the file with other tools: the notation, with a
// seat named as the log names it (rules.TellMove: "deal Blue: kangaroo").
type RecordedMove struct {
	// Seat is the seat that decided, or -1 for a chance outcome.
	Seat int      `msg:"seat"`
	Move msgp.Raw `msg:"move"`
	Text string   `msg:"text"`
	// At is Unix milliseconds.
	At int64 `msg:"at"`
}

// Result is the outcome of a finished game.
type Result struct {
	Scores []int `msg:"scores"`
	Ranks  []int `msg:"ranks"`
}

// Record writes the match as a Record.
func (m *Match) Record() (*Record, error) {
	r := &Record{
		Format:  RecordFormat,
		Game:    m.setup.Game,
		Options: m.setup.Options,
		Seats:   m.setup.Seats,
		Seed:    m.setup.Seed,
		Started: m.started,
		Hash:    m.state.Hash(),
	}
	st := m.initial.Clone()
	names := SeatNames(m.setup.Seats)
	for _, p := range m.history {
		raw, err := p.Move.MarshalMsg(nil)
		if err != nil {
			return nil, err
		}
		r.Moves = append(r.Moves, RecordedMove{Seat: p.Seat, Move: raw, Text: TellMove(st, p.Move, names), At: p.At})
		if _, err := st.Apply(p.Move); err != nil {
			return nil, err
		}
	}
	if o := m.state.Outcome(); o.Over {
		r.Result = &Result{Scores: o.Scores, Ranks: o.Ranks}
	}
	return r, nil
}

// Encode is the Record's MessagePack bytes.
func (r *Record) Encode() ([]byte, error) { return r.MarshalMsg(nil) }

// ErrNotRecord is wrapped by DecodeRecord's errors for bytes that are not an
// Outback Record at all.
var ErrNotRecord = errors.New("not an Outback record")

// DecodeRecord reads a Record, refusing damaged files and files written by a
// newer version with errors that say so.
func DecodeRecord(b []byte) (*Record, error) {
	if len(b) == 0 {
		return nil, fmt.Errorf("%w: the file is empty", ErrNotRecord)
	}
	if !looksLikeRecord(b) {
		return nil, fmt.Errorf("%w: it does not start with a Record's MessagePack map", ErrNotRecord)
	}
	var r Record
	rest, err := r.UnmarshalMsg(b)
	if err != nil {
		if errors.Is(err, msgp.ErrShortBytes) {
			return nil, fmt.Errorf("the Record is cut short: it stops after %d bytes, before its end (the file was not saved or copied completely)", len(b))
		}
		return nil, fmt.Errorf("damaged record: its contents are not a Record's (%s)", strings.TrimPrefix(err.Error(), "msgp: "))
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("damaged record: %d unexpected bytes after the end", len(rest))
	}
	if r.Format == 0 || r.Game == "" {
		return nil, fmt.Errorf("%w: no format version or game name", ErrNotRecord)
	}
	if r.Format > RecordFormat {
		return nil, fmt.Errorf("this record was written by a newer version of Outback (format %d; this version reads up to %d)", r.Format, RecordFormat)
	}
	return &r, nil
}

// Resume rebuilds a Match from a Record, checking every move and the final
// hash. An error names the first bad move.
func Resume(r *Record) (*Match, error) {
	m, err := NewMatch(Setup{Game: r.Game, Options: r.Options, Seats: r.Seats, Seed: r.Seed}, r.Started)
	if err != nil {
		return nil, err
	}
	for i, rm := range r.Moves {
		mv, err := m.game.DecodeMove(rm.Move)
		if err != nil {
			return nil, fmt.Errorf("move %d (%q): cannot decode: %v", i+1, rm.Text, err)
		}
		seat := m.state.ToMove()
		if rm.Seat != seat {
			return nil, fmt.Errorf("move %d (%q): recorded for seat %d, but %s", i+1, rm.Text, rm.Seat, whoText(seat))
		}
		if _, err := m.Play(mv, rm.At); err != nil {
			return nil, fmt.Errorf("move %d (%q): %w", i+1, rm.Text, err)
		}
	}
	if r.Hash != 0 && r.Hash != m.state.Hash() {
		return nil, fmt.Errorf("the final position does not match the record (hash %016x, record says %016x)", m.state.Hash(), r.Hash)
	}
	return m, nil
}

func whoText(seat int) string {
	switch seat {
	case Chance:
		return "a chance outcome was due"
	case Nobody:
		return "the game was already over"
	}
	return fmt.Sprintf("seat %d was to move", seat)
}

// looksLikeRecord checks that b starts with a MessagePack map whose first
// key is one of a Record's field names, to tell another file format from a
// damaged record.
func looksLikeRecord(b []byte) bool {
	n, rest, err := msgp.ReadMapHeaderBytes(b)
	if err != nil || n == 0 {
		return false
	}
	key, _, err := msgp.ReadStringBytes(rest)
	if err != nil {
		return false
	}
	switch key {
	case "format", "game", "options", "seats", "seed", "started", "moves", "hash", "result", "review":
		return true
	}
	return false
}
