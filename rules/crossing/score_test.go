package crossing

import (
	"fmt"
	"strings"
	"testing"
)

var letters = map[byte]Tile{'K': Kangaroo, 'W': Wombat, 'E': Echidna, 'P': Platypus, 'D': Dingo, 'T': Devil, 'J': Joker}

func countsOf(t *testing.T, path string) counts {
	t.Helper()
	var n counts
	for _, f := range strings.Fields(path) {
		n[letters[f[0]]]++
	}
	return n
}

// The worked examples of §5.
func TestWorkedExamples(t *testing.T) {
	cases := []struct {
		path   string
		marker string // "" means every marker animal
		want   int
		joker  Tile
	}{
		{"K K K W W", "K", 95, NoTile},
		{"K K K W W", "W", 70, NoTile},
		{"K K K W W", "E", 55, NoTile},
		{"K W E P D", "", 60, NoTile},
		{"K W E P T", "T", 60, NoTile},
		{"T T K K W", "T", 65, NoTile},
		{"K K W W T", "K", 55, NoTile},
		{"K D D D D", "D", 150, NoTile},
		{"K K J W E", "W", 45, Wombat},
		{"K J W E P", "", 60, Dingo}, // J as D or T: the first best, dingo
	}
	for _, c := range cases {
		markers := []Tile{Kangaroo, Wombat, Echidna, Platypus, Dingo, Devil}
		if c.marker != "" {
			markers = []Tile{letters[c.marker[0]]}
		}
		for _, m := range markers {
			got, joker := scoreCounts(countsOf(t, c.path), m)
			if got != c.want || joker != c.joker {
				t.Errorf("%s with marker %s: %d (joker %s), want %d (joker %s)", c.path, m, got, joker, c.want, c.joker)
			}
		}
	}
}

// The scoring table of §5, group by group.
func TestScoringTable(t *testing.T) {
	normal := []int{0, 0, 15, 40, 75, 100}
	devil := []int{0, 10, 25, 50, 90, 125}
	for n := 1; n <= 5; n++ {
		var k, d counts
		k[Kangaroo] = int8(n)
		d[Devil] = int8(n)
		if got, _ := scoreCounts(k, Wombat); got != normal[n] {
			t.Errorf("%d kangaroos: %d, want %d", n, got, normal[n])
		}
		if got, _ := scoreCounts(k, Kangaroo); got != 2*normal[n] {
			t.Errorf("%d kangaroos on a kangaroo marker: %d, want %d", n, got, 2*normal[n])
		}
		if got, _ := scoreCounts(d, Wombat); got != devil[n] {
			t.Errorf("%d devils: %d, want %d", n, got, devil[n])
		}
		if got, _ := scoreCounts(d, Devil); got != 2*devil[n] {
			t.Errorf("%d devils on a devil marker: %d, want %d (one devil is enough to double)", n, got, 2*devil[n])
		}
	}
	// A lone tile of the marker's animal scores nothing, doubled or not.
	if got, _ := scoreCounts(countsOf(t, "K W W"), Kangaroo); got != 15 {
		t.Errorf("K W W for kangaroo: %d, want 15", got)
	}
	// Five different is flat: no doubling even on the marker's animal.
	if got, _ := scoreCounts(countsOf(t, "K W E P T"), Kangaroo); got != 60 {
		t.Errorf("K W E P T for kangaroo: %d, want 60", got)
	}
	// Four different on a partial path is no "five different".
	if got, _ := scoreCounts(countsOf(t, "K W E T"), Devil); got != 20 {
		t.Errorf("K W E T for devil: %d, want 20", got)
	}
	// A lone joker becomes a devil (10, or 20 under a devil marker).
	if got, j := scoreCounts(countsOf(t, "J"), Devil); got != 20 || j != Devil {
		t.Errorf("J for devil: %d as %s, want 20 as devil", got, j)
	}
	// The joker is chosen per owner: the same path, two markers.
	n := countsOf(t, "K K J W W")
	if got, j := scoreCounts(n, Kangaroo); got != 95 || j != Kangaroo {
		t.Errorf("K K J W W for kangaroo: %d as %s, want 95 as kangaroo", got, j)
	}
	if got, j := scoreCounts(n, Wombat); got != 95 || j != Wombat {
		t.Errorf("K K J W W for wombat: %d as %s, want 95 as wombat", got, j)
	}
}

// overExample is a finished 3-player game (see TestBreakdown).
const overExample = `{"players":3,"toMove":-1,"phase":"over",
	 "board":{"a1":"kangaroo","b1":"kangaroo","c1":"kangaroo","d1":"wombat","e1":"wombat",
	          "a2":"dingo","b2":"dingo","c2":"dingo","d2":"dingo","e2":"kangaroo",
	          "a3":"devil","b3":"devil","c3":"kangaroo","d3":"kangaroo","e3":"wombat",
	          "a4":"kangaroo","b4":"wombat","c4":"echidna","d4":"platypus","e4":"dingo",
	          "a5":"echidna","b5":"platypus","c5":"joker","d5":"wombat","e5":"wombat"},
	 "markers":{"W1":0,"E1":1,"W3":2,"N3":0,"S5":1,"E5":2},
	 "reserves":[null,"wombat",null],
	 "supply":{"kangaroo":0,"wombat":0,"echidna":5,"platypus":5,"dingo":2,"devil":2,"joker":0,
	           "swap":0,"move":0,"remove":0,"shift":0,"claim":0}}`

// A full board scored through the State: the joker stands for different
// species on its different paths, and a path shared by two owners scores
// for each with their own marker.
func TestBreakdown(t *testing.T) {
	// Rows 1–5, columns a–e; rim animals by §1's default layout.
	//   1: K K K W W     W1 kangaroo (seat 0), E1 echidna (seat 1)
	//   2: D D D D K
	//   3: T T K K W     W3 echidna (seat 2)
	//   4: K W E P D
	//   5: E P J W W     E5 wombat (seat 2)
	// Column c (N3 platypus, seat 0): K D K E J; column e (S5 echidna, seat 1): W K W D W.
	s := decode(t, overExample)
	want := []struct {
		spot   string
		animal Tile
		points int
		joker  Tile
	}{
		{"W1", Kangaroo, 95, NoTile}, // 80 + 15
		{"E1", Echidna, 55, NoTile},  // the same row for its other owner: 40 + 15
		{"W3", Echidna, 40, NoTile},  // T T K K W: 25 + 15
		{"N3", Platypus, 40, Kangaroo},
		{"S5", Echidna, 40, NoTile},
		{"E5", Wombat, 80, Wombat}, // E P J W W: J as W, 40 doubled
	}
	for _, w := range want {
		sp, _ := ParseSpot(w.spot)
		ps, ok := s.ScoreSpot(sp)
		if !ok || sp.Animal() != w.animal || ps.Points != w.points || ps.Joker != w.joker {
			t.Errorf("%s (%s): %d with joker %s, want %s %d with joker %s", w.spot, sp.Animal(), ps.Points, ps.Joker, w.animal, w.points, w.joker)
		}
	}
	o := s.Outcome()
	if !o.Over || fmt.Sprint(o.Scores) != "[135 95 120]" || fmt.Sprint(o.Ranks) != "[1 3 2]" {
		t.Errorf("outcome %+v, want over, scores [135 95 120], ranks [1 3 2]", o)
	}
	for seat, ss := range s.Breakdown() {
		sum := 0
		for _, ps := range ss.Paths {
			sum += ps.Points
			g := 0
			for _, gr := range ps.Groups {
				g += gr.Points
			}
			if g != ps.Points {
				t.Errorf("%s: groups add to %d, points %d", ps.Spot, g, ps.Points)
			}
		}
		if ss.Seat != seat || ss.Total != o.Scores[seat] || sum != ss.Total {
			t.Errorf("seat %d: breakdown %+v, outcome %d", seat, ss, o.Scores[seat])
		}
	}
	// E5's groups: the joker counted as a wombat, doubled.
	e5, _ := ParseSpot("E5")
	ps, _ := s.ScoreSpot(e5)
	if fmt.Sprint(ps.Groups) != fmt.Sprint([]Group{{Wombat, 3, 80, true}, {Echidna, 1, 0, false}, {Platypus, 1, 0, false}}) {
		t.Errorf("E5 groups %+v", ps.Groups)
	}
}

// Equal totals share a rank.
func TestSharedRanks(t *testing.T) {
	if got := fmt.Sprint(ranks([]int{50, 80, 50, 80})); got != "[3 1 3 1]" {
		t.Errorf("ranks %s, want [3 1 3 1]", got)
	}
}

func TestScoreJSON(t *testing.T) {
	js, err := ScoreJSON(decode(t, overExample))
	want := `[{"seat":0,"total":135,"rank":1,"paths":[{"spot":"N3","path":"column c","animal":"platypus","joker":"kangaroo","points":40}`
	if err != nil || !strings.HasPrefix(string(js), want) ||
		!strings.Contains(string(js), `{"seat":2,"total":120,"rank":2,"paths":[{"spot":"E5","path":"row 5","animal":"wombat","joker":"wombat","points":80},`+
			`{"spot":"W3","path":"row 3","animal":"echidna","joker":null,"points":40}]}`) {
		t.Errorf("score JSON %s (%v)", js, err)
	}
}
