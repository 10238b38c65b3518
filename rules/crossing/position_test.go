package crossing

import (
	"encoding/json"
	"strings"
	"testing"
)

// The example of §6.
const specExample = `{
  "players": 3,
  "toMove": 0,
  "phase": "turn",
  "board": {"a1": "kangaroo", "c4": "joker", "e2": "devil", "b5": "wombat", "d3": "platypus"},
  "markers": {"N1": 0, "NW": 2},
  "markersPerPlayer": 3,
  "reserves": ["wombat", null, "echidna"],
  "supply": {"kangaroo": 6, "wombat": 5, "echidna": 6, "platypus": 6, "dingo": 7, "devil": 3,
             "joker": 0, "swap": 4, "move": 4, "remove": 4, "shift": 3, "claim": 3},
  "drawn": null
}`

func TestSpecExample(t *testing.T) {
	s := decode(t, specExample)
	if s.Players() != 3 || s.ToMove() != 0 || s.At(CellAt(3, 2)) != Joker || s.Owner(11) != 2 || s.Reserve(2) != Echidna || s.SupplySize() != 51 {
		t.Fatalf("decoded %s", mustJSON(s))
	}
	want := `{"players":3,"toMove":0,"phase":"turn","board":{"a1":"kangaroo","b5":"wombat","c4":"joker","d3":"platypus","e2":"devil"},` +
		`"markers":{"N1":0,"NW":2},"markersPerPlayer":3,"reserves":["wombat",null,"echidna"],` +
		`"supply":{"kangaroo":6,"wombat":5,"echidna":6,"platypus":6,"dingo":7,"devil":3,"joker":0,"swap":4,"move":4,"remove":4,"shift":3,"claim":3},"drawn":null}`
	if got := mustJSON(s); got != want {
		t.Errorf("JSON\n%s\nwant\n%s", got, want)
	}
	// Nothing has left the game yet but the missing kangaroo? 7 on the box:
	// 1 on the board, 6 in the supply.
	for k := Tile(0); int(k) < NumKinds; k++ {
		if s.Removed(k) != 0 {
			t.Errorf("%d %s removed", s.Removed(k), k)
		}
	}
	js, err := MovesJSON(s)
	if err != nil {
		t.Fatal(err)
	}
	var moves []struct {
		Move   string
		Weight *int
	}
	if err := json.Unmarshal(js, &moves); err != nil {
		t.Fatal(err)
	}
	// Seat 0 holds N1 (column a): 22 free spots but not S1; then draw and
	// the reserve on 20 empty cells.
	if len(moves) != 21+1+20 || moves[0].Move != "claim E1" || moves[21].Move != "draw" || moves[22].Move != "reserve a2" || moves[0].Weight != nil {
		t.Errorf("moves %s", js)
	}
	if strings.Contains(string(js), "claim S1") {
		t.Error("seat 0 may claim the other end of its own column")
	}
}

func TestMovesJSONChance(t *testing.T) {
	s := decode(t, strings.Replace(strings.Replace(specExample, `"toMove": 0`, `"toMove": -1`, 1),
		`"phase": "turn"`, `"phase": "chance", "chance": "draw", "drawer": 1`, 1))
	js, _ := MovesJSON(s)
	want := `[{"move":"tile claim","weight":3},{"move":"tile devil","weight":3},{"move":"tile dingo","weight":7},` +
		`{"move":"tile echidna","weight":6},{"move":"tile kangaroo","weight":6},{"move":"tile move","weight":4},` +
		`{"move":"tile platypus","weight":6},{"move":"tile remove","weight":4},{"move":"tile shift","weight":3},` +
		`{"move":"tile swap","weight":4},{"move":"tile wombat","weight":5}]`
	if string(js) != want {
		t.Errorf("moves JSON\n%s\nwant\n%s", js, want)
	}
	if got := mustJSON(s); !strings.Contains(got, `"toMove":-1,"phase":"chance","chance":"draw","drawer":1`) {
		t.Errorf("JSON %s", got)
	}
	over := decode(t, `{"players":2,"toMove":-1,"phase":"over","board":{`+fullBoard+`},"markers":{},"reserves":[null,null],"supply":{}}`)
	if js, _ := MovesJSON(over); string(js) != "[]" {
		t.Errorf("moves of a finished game: %s", js)
	}
}

// fullBoard is 25 cells: 5 of each normal species.
var fullBoard = func() string {
	var b []string
	for c := Cell(0); c < NumCells; c++ {
		b = append(b, `"`+c.String()+`":"`+Tile(int(c)%5).String()+`"`)
	}
	return strings.Join(b, ",")
}()

func TestPositionErrors(t *testing.T) {
	base := specExample
	cases := []struct{ from, to, want string }{
		{`"players": 3,`, ``, `"players" is missing`},
		{`"players": 3`, `"players": 7`, "2–6 players"},
		{`"toMove": 0`, `"toMove": 3`, "toMove 3 is not a seat"},
		{`"phase": "turn"`, `"phase": "play"`, `phase "play"`},
		{`"phase": "turn"`, `"phase": "turn", "chance": "draw"`, `belong to chance positions`},
		{`"a1": "kangaroo"`, `"a6": "kangaroo"`, `"a6" is not a cell`},
		{`"a1": "kangaroo"`, `"a1": "swap"`, `board a1: "swap" is an action`},
		{`"a1": "kangaroo"`, `"a1": "kangaroo", "a1": "wombat"`, `"a1" is given twice`},
		{`"N1": 0`, `"N1": 3`, "markers N1: want a seat"},
		{`"N1": 0`, `"N1": 0, "S1": 0`, "holds both ends of column a"},
		{`"N1": 0`, `"X1": 0`, `"X1" is not a rim spot`},
		{`"N1": 0`, `"N1": 0, "N2": 0, "N3": 0, "N4": 0`, "only 3 markers"},
		{`"markersPerPlayer": 3`, `"markersPerPlayer": 0`, "markersPerPlayer 0"},
		{`["wombat", null, "echidna"]`, `["wombat", null]`, "reserves lists 2 seats, want 3"},
		{`["wombat", null, "echidna"]`, `["wombat", null, "move"]`, "only animals are held"},
		{`"kangaroo": 6`, `"kangaroo": 7`, "8 kangaroo tiles"},
		{`"kangaroo": 6`, `"kangaroo": 9`, "supply kangaroo: want a count from 0 to 7"},
		{`"kangaroo": 6`, `"kangaroos": 6`, `supply: "kangaroos" is not a tile`},
		{`"drawn": null`, `"drawn": "swap"`, "belongs to phase drawn only"},
		{`"drawn": null`, `"drawn": null, "score": 3`, `unknown field "score"`},
		{`"phase": "turn"`, `"phase": "drawn"`, `phase drawn needs the "drawn" tile`},
		{`"phase": "turn"`, `"phase": "over"`, `toMove is 0, want -1`},
		{`"kangaroo": 6, "wombat": 5, "echidna": 6, "platypus": 6, "dingo": 7`, `"kangaroo": 0, "wombat": 0, "echidna": 0, "platypus": 0, "dingo": 7`, "too few animals"},
		{`"markers": {"N1": 0, "NW": 2}`, `"markers": [0]`, "markers: want an object"},
		{`"markers": {"N1": 0, "NW": 2}`, `"markers": null`, "markers: want an object"},
		{`}`, `} {}`, ""}, // the last brace is the document's; trailing data
	}
	for _, c := range cases {
		var js string
		if c.from == `}` {
			js = base + " {}"
			c.want = "unexpected data after the position"
		} else {
			if !strings.Contains(base, c.from) {
				t.Fatalf("case %q: not in the example", c.from)
			}
			js = strings.Replace(base, c.from, c.to, 1)
		}
		_, err := DecodePosition([]byte(js))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s → %s: error %v, want %q", c.from, c.to, err, c.want)
		}
	}
	for _, js := range []string{``, `null`, `[]`, `{"players":2}`, `{"players":"x"}`} {
		if _, err := DecodePosition([]byte(js)); err == nil {
			t.Errorf("%q decoded", js)
		}
	}
	// Drawn action that cannot be carried out.
	js := strings.Replace(strings.Replace(base, `"phase": "turn"`, `"phase": "drawn"`, 1), `"drawn": null`, `"drawn": "shift"`, 1)
	js = strings.Replace(js, `"shift": 3`, `"shift": 2`, 1)
	js = strings.Replace(js, `"toMove": 0`, `"toMove": 1`, 1) // seat 1 has no marker to move
	if _, err := DecodePosition([]byte(js)); err == nil || !strings.Contains(err.Error(), "cannot be carried out") {
		t.Errorf("impossible drawn shift: %v", err)
	}
	// Two players may not share a path.
	two := `{"players":2,"toMove":0,"phase":"turn","board":{},"markers":{"N1":0,"S1":1},"reserves":[null,null],"supply":{"kangaroo":7,"wombat":7,"echidna":7,"platypus":7,"dingo":7,"devil":4,"joker":1,"remove":4}}`
	if _, err := DecodePosition([]byte(two)); err == nil || !strings.Contains(err.Error(), "with two players a path has one owner") {
		t.Errorf("shared path with two players: %v", err)
	}
	// Setup positions: no two tiles in a line.
	setup := `{"players":2,"toMove":-1,"phase":"chance","chance":"setup","board":{"a1":"kangaroo","c3":"wombat"},"markers":{},"reserves":[null,null],"supply":{"kangaroo":6,"wombat":6,"echidna":7,"platypus":7,"dingo":7,"devil":4,"joker":1,"swap":4,"move":4,"remove":4,"shift":3,"claim":3}}`
	if _, err := DecodePosition([]byte(setup)); err == nil || !strings.Contains(err.Error(), "share a row, column or main diagonal") {
		t.Errorf("setup in line: %v", err)
	}
	ok := strings.Replace(setup, `"c3"`, `"b3"`, 1)
	if s, err := DecodePosition([]byte(ok)); err != nil || s.Phase() != PhaseSetup || len(s.Legal(nil)) == 0 {
		t.Errorf("setup position: %v", err)
	}
}
