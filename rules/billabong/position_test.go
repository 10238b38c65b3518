package billabong

import (
	"strings"
	"testing"

	"outback/rules"
)

// The example of §8, as printed in the spec.
const specExample = `{
  "players": 2,
  "toMove": 0,
  "phase": "move",
  "kangaroos": [ {"seat": 0, "square": "d4", "cross": 0}, {"seat": 1, "square": "c5"} ],
  "home": [0, 0],
  "sleepers": ["a1"],
  "zone": "behind"
}`

func TestPositionJSON(t *testing.T) {
	s, err := DecodePosition([]byte(specExample))
	if err != nil {
		t.Fatal(err)
	}
	if k, ok := s.KangarooAt(mustSq("a1")); !ok || k.Seat != SleeperSeat {
		t.Fatal("no sleeper on a1")
	}
	if !s.Options().Sleepers || s.Phase() != PhaseMove || s.ToMove() != 0 {
		t.Fatalf("options %+v phase %s", s.Options(), s.Phase())
	}
	js, _ := s.MarshalJSON()
	want := `{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4","cross":0},{"seat":1,"square":"c5","cross":0}],"home":[0,0],"sleepers":["a1"],"zone":"behind"}`
	if string(js) != want {
		t.Fatalf("got  %s\nwant %s", js, want)
	}
	back, err := DecodePosition(js)
	if err != nil || back.Hash() != s.Hash() {
		t.Fatalf("round trip: %v", err)
	}

	// Every state of a game reads back, chance and over states included.
	for _, o := range [][]rules.Option{nil, opts("sleepers", "on", "quickStart", "on"), opts("continue", "on")} {
		n := 3
		st, _ := game(t).New(n, o)
		s := st.(*State)
		var buf []Move
		for i := 0; i < 3000 && s.ToMove() != rules.Nobody; i++ {
			roundTrip(t, s)
			buf = s.LegalMoves(buf[:0])
			s.Play(greedyMove(s, buf))
		}
		roundTrip(t, s)
	}
}

func roundTrip(t *testing.T, s *State) {
	t.Helper()
	js, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodePosition(js)
	if err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	if back.Hash() != s.Hash() || *back != *s {
		t.Fatalf("round trip changes the state\n%s", js)
	}
}

func TestPositionErrors(t *testing.T) {
	for _, c := range []struct{ js, want string }{
		{`{`, "ends too early"},
		{`[]`, "cannot unmarshal"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[],"bogus":1}`, "bogus"},
		{`{"players":5,"toMove":0,"phase":"move","kangaroos":[]}`, "players"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]} {}`, "after the position"},
		{`{"players":2,"toMove":0,"phase":"run","kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "phase"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"g7"},{"seat":1,"square":"c5"}]}`, "lake"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"d4"}]}`, "two kangaroos"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4"},{"seat":2,"square":"c5"}]}`, "seat"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4","cross":2},{"seat":1,"square":"c5"}]}`, "cross"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"z4"},{"seat":1,"square":"c5"}]}`, "column"},
		{`{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"d4"}]}`, "over"},
		{`{"players":2,"toMove":3,"phase":"move","kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "toMove"},
		{`{"players":2,"toMove":0,"phase":"move","zone":"north","kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "zone"},
		{`{"players":4,"toMove":0,"phase":"move","sleepers":[],"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "sleepers"},
		{`{"players":2,"toMove":0,"phase":"move","continue":true,"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "continue"},
		{`{"players":2,"toMove":0,"phase":"move","home":[1],"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "home"},
		{`{"players":2,"toMove":0,"phase":"move","home":[5,0],"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "more than 5"},
		{`{"players":2,"toMove":1,"phase":"place","kangaroos":[{"seat":0,"square":"k11"}]}`, ""},
		{`{"players":2,"toMove":0,"phase":"place","kangaroos":[{"seat":0,"square":"k11"}]}`, "toMove"},
		{`{"players":2,"toMove":0,"phase":"place","kangaroos":[{"seat":1,"square":"k11"}]}`, "seat 0 has 0"},
		{`{"players":2,"toMove":-1,"phase":"setup","sleepers":["a1"],"kangaroos":[]}`, ""},
		{`{"players":2,"toMove":-1,"phase":"setup","quickStart":true,"kangaroos":[{"seat":0,"square":"m9"}]}`, "quadrant I"},
		{`{"players":2,"toMove":-1,"phase":"setup","quickStart":true,"kangaroos":[{"seat":0,"square":"i9"}]}`, ""},
		{`{"players":2,"toMove":1,"phase":"place","kangaroos":[{"seat":0,"square":"a1"}]}`, "zone"},
		{`{"players":2,"toMove":1,"phase":"place","kangaroos":[{"seat":0,"square":"k11","cross":1}]}`, "cross"},
		{`{"players":2,"toMove":0,"phase":"place","sleepers":["a1"],"kangaroos":[]}`, "setup"},
		{`{"players":2,"toMove":0,"phase":"move","passes":2,"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "over"},
		{`{"players":2,"toMove":-2,"phase":"over","passes":2,"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, ""},
		{`{"players":2,"toMove":0,"phase":"move","home":[1,1],"reached":[1,1],"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "both"},
		{`{"players":2,"toMove":0,"phase":"move","home":[1,0],"reached":[0,1],"kangaroos":[{"seat":0,"square":"d4"},{"seat":1,"square":"c5"}]}`, "reached"},
	} {
		_, err := DecodePosition([]byte(c.js))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.js, err)
		case c.want != "" && err == nil:
			t.Errorf("%s: accepted, want an error about %q", c.js, c.want)
		case c.want != "" && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: error %q does not mention %q", c.js, err, c.want)
		}
	}
}

func TestMovesJSON(t *testing.T) {
	s := position(t, rc(10, 10), 0, rc(10, 11))
	js, err := game(t).MovesJSON(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"move":"k11-j10","from":"k11","to":"j10","cross":0,"home":false},` +
		`{"move":"k11-k10","from":"k11","to":"k10","cross":0,"home":false},` +
		`{"move":"k11-l10","from":"k11","to":"l10","cross":0,"home":false},` +
		`{"move":"k11-j11","from":"k11","to":"j11","cross":0,"home":false},` +
		`{"move":"k11-j12","from":"k11","to":"j12","cross":0,"home":false},` +
		`{"move":"k11-k12","from":"k11","to":"k12","cross":0,"home":false},` +
		`{"move":"k11-l12","from":"k11","to":"l12","cross":0,"home":false},` +
		`{"move":"k11-m11","from":"k11","to":"m11","cross":0,"home":false}]`
	if string(js) != want {
		t.Fatalf("got  %s\nwant %s", js, want)
	}

	// A move home: "to" is where it crossed the line.
	s = position(t, rc(4, 2), 1, rc(2, 2), rc(0, 5), rc(3, 11), rc(6, 12), rc(5, 10), rc(8, 10))
	js, _ = MovesJSON(s)
	if !strings.Contains(string(js), `"cross":2,"home":true}`) {
		t.Fatalf("no home move in %s", js)
	}
	// The home outcome comes last among the kangaroo's jumps.
	if !strings.HasSuffix(string(js), `"cross":2,"home":true}]`) {
		t.Fatalf("home outcome not last: %s", js)
	}

	// Placements and chance outcomes.
	st, _ := game(t).New(2, opts("sleepers", "on"))
	js, _ = game(t).MovesJSON(st)
	if !strings.HasPrefix(string(js), `[{"move":"a1","to":"a1","cross":0,"home":false,"weight":1},`) {
		t.Fatalf("chance outcomes: %.200s", js)
	}
	st, _ = game(t).New(2, nil)
	js, _ = game(t).MovesJSON(st)
	if !strings.HasPrefix(string(js), `[{"move":"i9","to":"i9","cross":0,"home":false},`) || strings.Count(string(js), "move") != 48 {
		t.Fatalf("placements: %.200s", js)
	}
}

func TestRegistry(t *testing.T) {
	g := game(t)
	if g.Title != "Billabong" || g.MinPlayers != 2 || g.MaxPlayers != 4 || len(g.Options) != 5 {
		t.Fatalf("registry entry %+v", g)
	}
	for _, spec := range g.Options {
		if spec.Help == "" || spec.Label == "" || spec.Default == "" {
			t.Errorf("option %q lacks help, label or default", spec.Key)
		}
	}
	for _, c := range []struct {
		n    int
		o    []rules.Option
		want string
	}{
		{2, opts("zone", "north"), "zone"},
		{2, opts("speed", "on"), "unknown option"},
		{4, opts("sleepers", "on"), "sleepers"},
		{2, opts("continue", "on"), "continue"},
		{5, nil, "2–4"},
		{1, nil, "2–4"},
		{2, opts("zone", "anywhere", "zone", "behind"), "twice"},
	} {
		if _, err := g.New(c.n, c.o); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New(%d, %v): %v, want an error about %q", c.n, c.o, err, c.want)
		}
	}
	st, err := g.New(3, opts("zone", "anywhere", "undoSelection", "on", "sleepers", "on", "continue", "on", "quickStart", "on"))
	if err != nil {
		t.Fatal(err)
	}
	want := Options{Zone: ZoneAnywhere, UndoSelection: true, Sleepers: true, Continue: true, QuickStart: true}
	if got := st.(*State).Options(); got != want {
		t.Fatalf("options %+v", got)
	}
	if _, err := g.MovesJSON(nil); err == nil {
		t.Fatal("MovesJSON of a nil state")
	}
}
