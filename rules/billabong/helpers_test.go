package billabong

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// rc is a square from 0-based (row, column), as the spec's examples give them.
func rc(r, c int) Square { return Sq(r, c) }

// position builds a race position with seat 0's jumper on j (with the given
// crossing counter) and the other kangaroos spread over seats 1.. (five a
// seat); every seat's missing kangaroos count as home.
func position(t testing.TB, j Square, cross int, others ...Square) *State {
	t.Helper()
	players := 1 + (len(others)+4)/5
	if players < 2 {
		players = 2
	}
	var ks []kangarooJSON
	home := make([]int, players)
	for i := range home {
		home[i] = PerPlayer
	}
	ks = append(ks, kangarooJSON{Seat: 0, Square: j.String(), Cross: cross})
	home[0]--
	for i, o := range others {
		seat := 1 + i/5
		ks = append(ks, kangarooJSON{Seat: seat, Square: o.String()})
		home[seat]--
	}
	for i := range home {
		if home[i] == PerPlayer { // a seat with nothing on the board would have won
			t.Fatalf("bad test position")
		}
	}
	b, _ := json.Marshal(positionJSON{Players: players, Phase: "move", Kangaroos: ks, Home: home})
	s, err := DecodePosition(b)
	if err != nil {
		t.Fatalf("position: %v\n%s", err, b)
	}
	return s
}

// jumpDests is the destination squares of the jumps listed for the
// kangaroo on from (home outcomes excluded), with their crossing counters.
func jumpDests(s *State, from Square) (dests []Square, cross []int, home bool) {
	for _, m := range s.MovesFrom(from, nil) {
		if m.Type != Jump {
			continue
		}
		c := s.cross[from]
		for i := 1; i < m.Squares.Len(); i++ {
			c = addCross(c, crossDelta(m.Squares.At(i-1), m.Squares.At(i)))
		}
		if c >= HomeCross {
			home = true
			continue
		}
		dests = append(dests, m.To())
		cross = append(cross, int(c))
	}
	return
}

func sortedSquares(sqs ...Square) []Square {
	out := slices.Clone(sqs)
	slices.Sort(out)
	return out
}

func squaresString(sqs []Square) string { return fmt.Sprint(sqs) }

// mustSq is the square with the given name.
func mustSq(name string) Square {
	s, err := ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}
