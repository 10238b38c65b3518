package crossing

import "testing"

// viewNeverReveals checks seat's view of s: other seats' reserves and drawn
// animal are hidden, and a twin state where another seat holds a different
// animal gives the same view.
func viewNeverReveals(t testing.TB, s *State, seat int) {
	t.Helper()
	v := s.View(seat).(*State)
	for i, r := range v.reserve[:v.players] {
		if i != seat && r != NoTile && r != Hidden {
			t.Fatalf("seat %d's view shows seat %d's reserve %s", seat, i, r)
		}
		if i == seat && r != s.reserve[i] {
			t.Fatalf("seat %d's view changes its own reserve", seat)
		}
	}
	if v.drawn.IsAnimal() && int(v.seat) != seat {
		t.Fatalf("seat %d's view shows seat %d's drawn %s", seat, v.seat, v.drawn)
	}
	for i, r := range s.reserve[:s.players] {
		if i == seat || !r.IsAnimal() {
			continue
		}
		for k := Kangaroo; k <= Joker; k++ {
			if k != r && s.supply[k] > 0 {
				twin := *s
				twin.supply[k]--
				twin.supply[r]++
				twin.reserve[i] = k
				if twin.View(seat).Hash() != v.Hash() {
					t.Fatalf("seat %d's view tells seat %d's reserve %s from %s", seat, i, r, k)
				}
				break
			}
		}
	}
}
