package crossing

import (
	"fmt"
	"strings"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

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

// viewLegal checks that the seat to move gets the same legal moves from
// its view as from the full state.
func viewLegal(t testing.TB, s *State) {
	t.Helper()
	seat := s.ToMove()
	if seat < 0 {
		return
	}
	v := s.View(seat)
	a, b := v.Legal(nil), s.Legal(nil)
	same := len(a) == len(b)
	for i := 0; same && i < len(a); i++ {
		same = a[i] == b[i]
	}
	if !same {
		t.Fatalf("seat %d's view lists %s, the state %s", seat, legalTexts(v), legalTexts(s))
	}
}

// Views are positions too: their JSON (with "hidden") reads back, and
// playing on from a view keeps tile counts straight.
func TestViewRoundTrip(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rulestest.Run(t, rulestest.Config{
			Game: game(t), Players: players, Games: 12, Seed: 77,
			Invariant: func(t testing.TB, st rules.State) {
				s := st.(*State)
				for seat := -1; seat < players; seat++ {
					v := s.View(seat)
					js, _ := v.MarshalJSON()
					back, err := DecodePosition(js)
					if err != nil || back.Hash() != v.Hash() {
						t.Fatalf("view JSON does not read back (%v): %s", err, js)
					}
				}
			},
		})
	}
}

func TestViewMasks(t *testing.T) {
	s := started(t, 3) // reserves kangaroo, wombat, echidna
	js := mustJSON(s.View(1).(*State))
	if !strings.Contains(js, `"reserves":["hidden","wombat","hidden"]`) {
		t.Errorf("seat 1's view: %s", js)
	}
	v := s.View(1).(*State)
	if v.Supply(Kangaroo) != s.Supply(Kangaroo)+1 || v.Supply(Echidna) != s.Supply(Echidna)+1 || v.SupplySize() != s.SupplySize() {
		t.Errorf("view supply: kangaroo %d, echidna %d, size %d", v.Supply(Kangaroo), v.Supply(Echidna), v.SupplySize())
	}
	if !v.Masked() || s.Masked() {
		t.Error("Masked")
	}
	// A spectator sees no reserve.
	if js := mustJSON(s.View(-1).(*State)); !strings.Contains(js, `"reserves":["hidden","hidden","hidden"]`) {
		t.Errorf("spectator: %s", js)
	}
	// Seat 0 draws an animal: the others see only that it drew one.
	play(t, s, "draw", "tile platypus")
	if d := s.View(2).(*State).Drawn(); d != Hidden {
		t.Errorf("seat 2 sees the drawn %s", d)
	}
	if d := s.View(0).(*State).Drawn(); d != Platypus {
		t.Errorf("seat 0 sees its drawn tile as %s", d)
	}
	// In seat 2's view, seat 0's hidden tiles cannot be played.
	v = s.View(2).(*State)
	if hasMove(v, "place a2") {
		t.Error("a hidden drawn animal is offered for placing")
	}
	refused(t, v, "place a2", "hidden in this view")
	// An action drawn is public.
	s = started(t, 3)
	play(t, s, "draw", "tile move")
	if d := s.View(1).(*State).Drawn(); d != MoveAction {
		t.Errorf("seat 1 sees the drawn action as %s", d)
	}
	// Seat 1's hidden reserve cannot be played in seat 0's view.
	play(t, s, "move a1 a2")
	v = s.View(0).(*State)
	if hasMove(v, "reserve a1") || !hasMove(v, "draw") {
		t.Errorf("seat 1's moves in seat 0's view: %v", legalTexts(v))
	}
	refused(t, v, "reserve a1", "hidden in this view")
}

func TestMaskEvents(t *testing.T) {
	ev := []rules.Event{ReserveDealt{Seat: 1, Species: Wombat}, TileDrawn{Seat: 1, Tile: Dingo},
		TileDrawn{Seat: 1, Tile: SwapAction}, AnimalKept{Seat: 1, Species: Dingo}, GameOver{Scores: []int{1}}}
	got := MaskEvents(ev, 0)
	want := []rules.Event{ReserveDealt{Seat: 1, Species: Hidden}, TileDrawn{Seat: 1, Tile: Hidden},
		TileDrawn{Seat: 1, Tile: SwapAction}, AnimalKept{Seat: 1, Species: Hidden}, GameOver{Scores: []int{1}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("masked %v", got)
	}
	if fmt.Sprint(ev[0]) != fmt.Sprint(ReserveDealt{Seat: 1, Species: Wombat}) {
		t.Error("MaskEvents changed its input")
	}
	if got := MaskEvents(ev, 1); &got[0] != &ev[0] {
		t.Error("nothing to mask for seat 1, but a copy was made")
	}
}

// A determinized view is a full state the view could have come from: it
// hides nothing, its own view is the view again, and its tile counts add
// up; every Hidden animal can come out as any unseen animal.
func TestDeterminize(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rulestest.Run(t, rulestest.Config{
			Game: game(t), Players: players, Games: 8, Seed: 91,
			Invariant: func(t testing.TB, st rules.State) {
				s := st.(*State)
				for seat := 0; seat < players; seat++ {
					v := s.View(seat).(*State)
					for k := 0; k < 3; k++ {
						d := v.Determinize(func(n int) int { return (k * 7919) % n }).(*State)
						if d.Masked() {
							t.Fatalf("seat %d's determinized view still hides a tile", seat)
						}
						if d.View(seat).Hash() != v.Hash() {
							t.Fatalf("seat %d: the determinized view's own view differs from the view", seat)
						}
						if d.SupplySize() != s.SupplySize() {
							t.Fatalf("seat %d: supply %d after determinizing, %d in the game", seat, d.SupplySize(), s.SupplySize())
						}
					}
				}
			},
		})
	}
	// Seat 1 sees two hidden reserves, each any of the unseen animals.
	s := started(t, 3) // reserves kangaroo, wombat, echidna
	v := s.View(1).(*State)
	seen := map[Tile]bool{}
	for i := 0; i < 40; i++ {
		d := v.Determinize(func(n int) int { return i % n }).(*State)
		seen[d.reserve[0]] = true
	}
	if len(seen) != NumSpecies {
		t.Errorf("seat 0's hidden reserve came out as %d kinds, want all %d", len(seen), NumSpecies)
	}
	if d := s.Determinize(func(int) int { return 0 }); d.Hash() != s.Hash() {
		t.Error("determinizing a full state changed it")
	}
}
