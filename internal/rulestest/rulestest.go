// Package rulestest checks any game against the rules contract: it plays
// random games and verifies, after every move, the properties every State
// must have (clone independence, hash agreement, notation and msgp round
// trips, refusal leaving the state untouched). Each game's tests call it;
// game-specific invariants are passed in as a callback.
package rulestest

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"outback/rules"
)

// Config is one batch of random games.
type Config struct {
	Game    *rules.Game
	Players int
	Options []rules.Option
	Games   int
	Seed    uint64
	// MaxMoves caps a game (random play may wander); 0 means 2000.
	MaxMoves int
	// PositionRoundTrip checks that the position JSON reads back to a
	// state with the same hash (at decision nodes).
	PositionRoundTrip bool
	// Invariant, if set, is called on every state reached.
	Invariant func(t testing.TB, st rules.State)
	// MustEnd fails a game that has not ended within MaxMoves.
	MustEnd bool
}

// Run plays the configured games and fails t on the first broken property.
// It returns the number of games that ended and the total moves played.
func Run(t testing.TB, c Config) (ended, moves int) {
	t.Helper()
	if c.MaxMoves == 0 {
		c.MaxMoves = 2000
	}
	r := rand.New(rand.NewPCG(c.Seed, 99))
	for g := 0; g < c.Games; g++ {
		st, err := c.Game.New(c.Players, c.Options)
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		var buf []rules.Move
		var n int
		for n = 0; n < c.MaxMoves && st.ToMove() != rules.Nobody; n++ {
			if c.Invariant != nil {
				c.Invariant(t, st)
			}
			buf = st.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("game %d move %d: no legal moves, but ToMove is %d", g, n, st.ToMove())
			}
			if st.ToMove() >= 0 && n%4 == 0 {
				Notation(t, st, buf)
			}
			var mv rules.Move
			if st.ToMove() == rules.Chance {
				mv, err = rules.SampleOutcome(st, r)
				if err != nil {
					t.Fatalf("game %d move %d: %v", g, n, err)
				}
			} else {
				mv = buf[r.IntN(len(buf))]
			}
			Step(t, c, st, mv)
			if _, err := st.Apply(mv); err != nil {
				t.Fatalf("game %d move %d: legal move %s refused: %v", g, n, st.MoveText(mv), err)
			}
		}
		moves += n
		if st.ToMove() == rules.Nobody {
			ended++
			if o := st.Outcome(); !o.Over || len(o.Ranks) != c.Players {
				t.Fatalf("game %d: ToMove is Nobody but Outcome is %+v", g, o)
			}
			if _, err := st.Apply(buf[0]); err == nil {
				t.Fatalf("game %d: a move was accepted after the end", g)
			}
		} else if c.MustEnd {
			t.Fatalf("game %d did not end within %d moves", g, c.MaxMoves)
		}
	}
	return ended, moves
}

// Notation checks that every legal move of st prints a text of its own that
// reads back to the same move (compared by the moves' encodings).
func Notation(t testing.TB, st rules.State, legal []rules.Move) {
	t.Helper()
	seen := make(map[string]bool, len(legal))
	for _, mv := range legal {
		text := st.MoveText(mv)
		if seen[text] {
			t.Fatalf("two legal moves print %q", text)
		}
		seen[text] = true
		back, err := st.ParseMove(text)
		if err != nil {
			t.Fatalf("legal move %q does not read back: %v", text, err)
		}
		a, _ := mv.MarshalMsg(nil)
		b, _ := back.MarshalMsg(nil)
		if string(a) != string(b) {
			t.Fatalf("legal move %q reads back as another move", text)
		}
	}
}

// Step checks the contract for one legal move mv of st without changing st.
func Step(t testing.TB, c Config, st rules.State, mv rules.Move) {
	t.Helper()
	h := st.Hash()
	cl := st.Clone()
	if cl.Hash() != h {
		t.Fatalf("clone hash %x != hash %x", cl.Hash(), h)
	}
	if c.PositionRoundTrip && st.ToMove() != rules.Chance {
		js, err := st.MarshalJSON()
		if err != nil {
			t.Fatalf("position JSON: %v", err)
		}
		back, err := c.Game.DecodePosition(js)
		if err != nil {
			t.Fatalf("position JSON does not read back: %v\n%s", err, js)
		}
		if back.Hash() != h {
			t.Fatalf("position JSON round trip changes the hash\n%s", js)
		}
	}
	if _, err := cl.Apply(mv); err != nil {
		t.Fatalf("legal move %s refused by a clone: %v", st.MoveText(mv), err)
	}
	after := cl.Hash()
	if st.Hash() != h {
		t.Fatalf("applying a move to a clone changed the original")
	}
	// Notation round trip.
	text := st.MoveText(mv)
	parsed, err := st.ParseMove(text)
	if err != nil {
		t.Fatalf("notation %q does not parse back: %v", text, err)
	}
	same(t, st, parsed, after, "notation "+text)
	// msgp round trip.
	raw, err := mv.MarshalMsg(nil)
	if err != nil {
		t.Fatalf("MarshalMsg %s: %v", text, err)
	}
	dec, err := c.Game.DecodeMove(raw)
	if err != nil {
		t.Fatalf("DecodeMove %s: %v", text, err)
	}
	same(t, st, dec, after, "msgp of "+text)
}

func same(t testing.TB, st rules.State, mv rules.Move, want uint64, what string) {
	t.Helper()
	cl := st.Clone()
	if _, err := cl.Apply(mv); err != nil {
		t.Fatalf("%s: refused: %v", what, err)
	}
	if cl.Hash() != want {
		t.Fatalf("%s: gives a different position", what)
	}
}

// Refused checks that st refuses mv with an error wrapping rules.ErrIllegal
// and is unchanged afterwards. It returns the error for further checks.
func Refused(t testing.TB, st rules.State, mv rules.Move) error {
	t.Helper()
	h := st.Hash()
	js, _ := st.MarshalJSON()
	_, err := st.Apply(mv)
	if err == nil {
		t.Fatalf("move %s was accepted, want refused", st.MoveText(mv))
	}
	if !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("refusal %q does not wrap rules.ErrIllegal", err)
	}
	js2, _ := st.MarshalJSON()
	if st.Hash() != h || string(js) != string(js2) {
		t.Fatalf("refused move %s changed the state", st.MoveText(mv))
	}
	return err
}

// PlayoutHash plays a game with moves chosen by a PCG of the given seed and
// returns the final hash: determinism tests compare it with a constant, on
// linux and under GOOS=js.
func PlayoutHash(t testing.TB, g *rules.Game, players int, opts []rules.Option, seed uint64, maxMoves int) uint64 {
	t.Helper()
	st, err := g.New(players, opts)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	h := rules.NewHasher()
	for n := 0; n < maxMoves && st.ToMove() != rules.Nobody; n++ {
		var mv rules.Move
		if st.ToMove() == rules.Chance {
			mv, err = rules.SampleOutcome(st, r)
			if err != nil {
				t.Fatal(err)
			}
		} else {
			ms := st.Legal(nil)
			mv = ms[r.IntN(len(ms))]
		}
		if _, err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		h.Int(int(st.Hash()))
	}
	return h.Sum()
}

// EachMove plays one random game of the setup (chance sampled by the
// Match, the seats' moves drawn with a generator seeded from seed) to its
// end or maxMoves, calling each with the state before every move (a copy),
// the move and its events. Screens' tests use it to check their
// event-to-animation translations on every kind of move a game makes.
func EachMove(t testing.TB, setup rules.Setup, seed uint64, maxMoves int, each func(before rules.State, mv rules.Move, ev []rules.Event)) {
	t.Helper()
	m, err := rules.NewMatch(setup, 0)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	var buf []rules.Move
	for m.State().ToMove() != rules.Nobody && len(m.History()) < maxMoves {
		st := m.State()
		var mv rules.Move
		if st.ToMove() == rules.Chance {
			if mv, err = m.SampleChance(); err != nil {
				t.Fatal(err)
			}
		} else {
			buf = st.Legal(buf[:0])
			mv = buf[r.IntN(len(buf))]
		}
		before := st.Clone()
		ev, err := m.Play(mv, 0)
		if err != nil {
			t.Fatalf("move %d (%s): %v", len(m.History())+1, before.MoveText(mv), err)
		}
		each(before, mv, ev)
	}
}

// Setup is a match setup of game for players seats (random bots) with
// the options written "k=v,...".
func Setup(t testing.TB, game string, players int, seed uint64, options string) rules.Setup {
	t.Helper()
	opts, err := rules.ParseOptionList(options)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.Setup{Game: game, Seed: seed, Options: opts}
	for i := 0; i < players; i++ {
		s.Seats = append(s.Seats, rules.SeatInfo{Name: "seat", Kind: "bot:random"})
	}
	return s
}

// RecordFile is a Record file read for a test.
type RecordFile struct {
	Path   string
	Record *rules.Record
}

// ReadRecords reads and decodes the Record files matching glob (the golden
// Records are rules/games/testdata/records/*.outback); a file that cannot
// be read or decoded fails the test.
func ReadRecords(t testing.TB, glob string) []RecordFile {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	var out []RecordFile
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := rules.DecodeRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out = append(out, RecordFile{Path: f, Record: rec})
	}
	return out
}
