package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"outback/internal/rulestest"
	"outback/rules"
)

func toySetup(seed uint64) rules.Setup {
	return rules.Setup{Game: "toy", Seed: seed, Seats: []rules.SeatInfo{{Name: "A", Kind: "human"}, {Name: "B", Kind: "bot:greedy"}}}
}

// playToy plays seat moves of +1 and resolves chance until the end.
func playToy(t *testing.T, m *rules.Match) {
	t.Helper()
	for i := 0; m.State().ToMove() != rules.Nobody; i++ {
		if m.State().ToMove() == rules.Chance {
			if _, _, err := m.PlayChance(int64(i)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := m.Play(toyMove{1 + i%2}, int64(i)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestToyHonoursTheContract(t *testing.T) {
	g, _ := rules.Lookup("toy")
	ended, _ := rulestest.Run(t, rulestest.Config{Game: g, Players: 2, Games: 200, Seed: 1, MustEnd: true, PositionRoundTrip: true})
	if ended != 200 {
		t.Fatalf("%d of 200 ended", ended)
	}
}

func TestMatchIsReproducibleFromItsRecord(t *testing.T) {
	m, err := rules.NewMatch(toySetup(42), 1000)
	if err != nil {
		t.Fatal(err)
	}
	playToy(t, m)
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result == nil || rec.Hash != m.State().Hash() {
		t.Fatalf("record result %v hash %x", rec.Result, rec.Hash)
	}
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := rules.Resume(back)
	if err != nil {
		t.Fatal(err)
	}
	if m2.State().Hash() != m.State().Hash() || len(m2.History()) != len(m.History()) {
		t.Fatal("resumed match differs")
	}
	// The same seed draws the same chance outcomes.
	m3, _ := rules.NewMatch(toySetup(42), 0)
	playToy(t, m3)
	if m3.State().Hash() != m.State().Hash() {
		t.Fatal("same seed, same moves, different game")
	}
}

func TestUndoStopsAtChance(t *testing.T) {
	m, _ := rules.NewMatch(toySetup(1), 0)
	if _, ok := m.UndoPoint(0); ok {
		t.Fatal("undo before any move")
	}
	m.Play(toyMove{1}, 0) // seat 0
	if n, ok := m.UndoPoint(0); !ok || n != 0 {
		t.Fatalf("UndoPoint = %d %v, want 0 true", n, ok)
	}
	m.PlayChance(0) // the die: seen by everyone
	if _, ok := m.UndoPoint(0); ok {
		t.Fatal("undo went back past a chance outcome")
	}
	m.Play(toyMove{2}, 0) // seat 1
	n, ok := m.UndoPoint(1)
	if !ok || n != 2 {
		t.Fatalf("UndoPoint(1) = %d %v", n, ok)
	}
	before, _ := m.StateAt(2)
	if err := m.Truncate(n); err != nil {
		t.Fatal(err)
	}
	if m.State().Hash() != before.Hash() || len(m.History()) != 2 {
		t.Fatal("truncate did not restore the position")
	}
	// The chance outcome after the same number of moves is the same again:
	// undo cannot re-roll the die.
	m.Play(toyMove{2}, 0)
	a, _ := m.SampleChance()
	m.Truncate(2)
	m.Play(toyMove{1}, 0)
	b, _ := m.SampleChance()
	if a != b {
		t.Fatal("chance re-rolled after undo")
	}
}

func TestIllegalMoveLeavesMatchUnchanged(t *testing.T) {
	m, _ := rules.NewMatch(toySetup(1), 0)
	h := m.State().Hash()
	_, err := m.Play(toyMove{5}, 0)
	if !errors.Is(err, rules.ErrIllegal) || !strings.Contains(err.Error(), "add 1 or 2") {
		t.Fatalf("error %v", err)
	}
	if m.State().Hash() != h || len(m.History()) != 0 {
		t.Fatal("refused move changed the match")
	}
}

func TestNewMatchRefusesBadSetups(t *testing.T) {
	cases := []struct {
		setup rules.Setup
		want  string
	}{
		{rules.Setup{Game: "chess"}, `unknown game "chess"`},
		{rules.Setup{Game: "toy", Seats: []rules.SeatInfo{{}}}, "2–2 players, not 1"},
		{rules.Setup{Game: "toy", Seats: make([]rules.SeatInfo, 2), Options: []rules.Option{{"speed", "1"}}}, `unknown option "speed"`},
		{rules.Setup{Game: "toy", Seats: make([]rules.SeatInfo, 2), Options: []rules.Option{{"fast", "yes"}}}, `"yes" is not allowed (allowed: off, on)`},
		{rules.Setup{Game: "toy", Seats: make([]rules.SeatInfo, 2), Options: []rules.Option{{"bonus", "9"}}}, "whole number from 0 to 5"},
		{rules.Setup{Game: "toy", Seats: make([]rules.SeatInfo, 2), Options: []rules.Option{{"fast", "on"}, {"fast", "off"}}}, "given twice"},
	}
	for _, c := range cases {
		_, err := rules.NewMatch(c.setup, 0)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.setup, err, c.want)
		}
	}
}

func TestRecordErrors(t *testing.T) {
	m, _ := rules.NewMatch(toySetup(9), 0)
	playToy(t, m)
	rec, _ := m.Record()
	good, _ := rec.Encode()

	newer := *rec
	newer.Format = rules.RecordFormat + 1
	newerData, _ := newer.Encode()

	badMove := *rec
	badMove.Moves = append([]rules.RecordedMove(nil), rec.Moves...)
	badMove.Moves[0].Move, _ = toyMove{7}.MarshalMsg(nil)
	badMoveData, _ := badMove.Encode()

	badHash := *rec
	badHash.Hash++
	badHashData, _ := badHash.Encode()

	// A header claiming two billion moves must not make the decoder try to
	// allocate them.
	huge := msgp.AppendMapHeader(nil, 2)
	huge = msgp.AppendString(huge, "format")
	huge = msgp.AppendInt(huge, 1)
	huge = msgp.AppendString(huge, "moves")
	huge = append(huge, 0xdd, 0x7f, 0xff, 0xff, 0xff)

	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"huge array", huge, "damaged record"},
		{"empty", nil, "not an Outback record"},
		{"png", []byte("\x89PNG\r\n\x1a\n"), "not an Outback record"},
		{"truncated", good[:len(good)-3], fmt.Sprintf("the Record is cut short: it stops after %d bytes", len(good)-3)},
		{"trailing", append(append([]byte(nil), good...), 0xc0), "unexpected bytes"},
		{"newer", newerData, "newer version"},
		{"illegal move", badMoveData, "move 1"},
		{"wrong hash", badHashData, "does not match"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := rules.DecodeRecord(c.data)
			if err == nil {
				_, err = rules.Resume(r)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want %q", err, c.want)
			}
		})
	}
}

func FuzzDecodeRecord(f *testing.F) {
	m, _ := rules.NewMatch(toySetup(3), 0)
	for i := 0; i < 6; i++ {
		if m.State().ToMove() == rules.Chance {
			m.PlayChance(0)
		} else {
			m.Play(toyMove{1}, 0)
		}
	}
	rec, _ := m.Record()
	data, _ := rec.Encode()
	f.Add(data)
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := rules.DecodeRecord(b)
		if err != nil {
			return
		}
		rules.Resume(r) // must not panic, whatever it says
	})
}

func TestParseOptionList(t *testing.T) {
	o, err := rules.ParseOptionList("zone=anywhere, sleepers=on")
	if err != nil || len(o) != 2 || o[1] != (rules.Option{Key: "sleepers", Value: "on"}) {
		t.Fatalf("%v %v", o, err)
	}
	if _, err := rules.ParseOptionList("zone"); err == nil {
		t.Fatal("accepted an option without a value")
	}
}
