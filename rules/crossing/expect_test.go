package crossing

import "testing"

// A path's expected score: exact once it is full; with one empty cell, the
// box's animals weigh each way of filling it.
func TestExpectedPoints(t *testing.T) {
	of := func(tiles ...Tile) counts {
		var n counts
		for _, k := range tiles {
			n[k]++
		}
		return n
	}
	full := of(Kangaroo, Kangaroo, Kangaroo, Wombat, Wombat)
	for m := Kangaroo; m <= Devil; m++ {
		want, _ := scoreCounts(full, m)
		if got := expectedPoints(full, m); got != want {
			t.Errorf("full path, marker %s: expected %d, scores %d", m, got, want)
		}
	}
	// K K K K + one of 40 animals (7 each of five species, 4 devils, 1
	// joker): a fifth kangaroo or the joker 200, another species 150, a
	// devil 160: (8×200 + 28×150 + 4×160) / 40 = 161.
	if got := expectedPoints(of(Kangaroo, Kangaroo, Kangaroo, Kangaroo), Kangaroo); got != 161 {
		t.Errorf("four kangaroos under a kangaroo marker: expected %d, want 161", got)
	}
	// An empty path is worth something to every marker, and two of the
	// marker's animal are worth more than two of another.
	if a, b := expectedPoints(of(Kangaroo, Kangaroo), Kangaroo), expectedPoints(of(Wombat, Wombat), Kangaroo); a <= b || expectedPoints(of(), Kangaroo) <= 0 {
		t.Errorf("two kangaroos %d, two wombats %d under a kangaroo marker", a, b)
	}
}
