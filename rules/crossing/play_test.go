package crossing

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

func rulestestRefused(t testing.TB, s rules.State, m rules.Move) error {
	t.Helper()
	return rulestest.Refused(t, s, m)
}

// conserved checks that every tile is somewhere: board + reserves + supply
// + drawn + removed = the box, kind by kind (58 in all).
func conserved(t testing.TB, st rules.State) {
	t.Helper()
	s := st.(*State)
	var n [NumKinds]int
	total := 0
	for _, c := range s.board {
		if c != NoTile {
			n[c]++
		}
	}
	for _, r := range s.reserve[:s.players] {
		if r != NoTile {
			n[r]++
		}
	}
	if s.drawn != NoTile {
		n[s.drawn]++
	}
	for k := 0; k < NumKinds; k++ {
		n[k] += int(s.supply[k]) + int(s.out[k])
		total += n[k]
		if n[k] != Count(Tile(k)) {
			t.Fatalf("%d %s tiles accounted for, want %d", n[k], Tile(k), Count(Tile(k)))
		}
	}
	if total != TotalTiles {
		t.Fatalf("%d tiles, want %d", total, TotalTiles)
	}
}

// invariant is checked on every state of the random games.
func invariant(t testing.TB, st rules.State) {
	t.Helper()
	s := st.(*State)
	conserved(t, s)
	if s.Masked() {
		t.Fatal("the full state has hidden tiles")
	}
	full := s.tilesOnBoard() == NumCells
	if full != (s.phase == PhaseOver) {
		t.Fatalf("board full %v but phase %s", full, s.phase)
	}
	if m := s.animalMargin(); s.phase >= PhaseTurn && s.phase != PhaseOver && m < 11 {
		t.Fatalf("animal margin %d < 11", m)
	}
	for seat := 0; seat < int(s.players); seat++ {
		if s.MarkersLeft(seat) < 0 {
			t.Fatalf("seat %d has %d markers left", seat, s.MarkersLeft(seat))
		}
		viewNeverReveals(t, s, seat)
	}
	viewLegal(t, s)
}

func TestRandomGames(t *testing.T) {
	g := game(t)
	games := 400
	if testing.Short() {
		games = 50
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		ended, moves := rulestest.Run(t, rulestest.Config{
			Game: g, Players: players, Games: games, Seed: uint64(players),
			PositionRoundTrip: true, MustEnd: true, Invariant: invariant,
		})
		t.Logf("%d players: %d games ended, %d moves", players, ended, moves)
	}
}

// allShapes is every well-formed move: each op with every operand value it
// can take (swaps in both orders, and onto the same cell).
func allShapes() []Move {
	var out []Move
	for sp := Spot(0); sp < NumSpots; sp++ {
		out = append(out, Claim(sp))
	}
	out = append(out, Draw(), Keep())
	for t := Tile(0); int(t) < NumKinds; t++ {
		out = append(out, DrawTile(t))
	}
	for a := Cell(0); a < NumCells; a++ {
		out = append(out, PlayReserve(a), Place(a), RemoveTile(a))
		for b := Cell(0); b < NumCells; b++ {
			out = append(out, Move{Op: uint8(OpSwap), A: int8(a), B: int8(b)}, MoveTile(a, b))
		}
		for t := Tile(0); t.IsAnimal(); t++ {
			out = append(out, SetupTile(a, t))
		}
	}
	for a := Spot(0); a < NumSpots; a++ {
		for b := Spot(0); b < NumSpots; b++ {
			out = append(out, Shift(a, b))
		}
	}
	for seat := 0; seat < MaxPlayers; seat++ {
		for t := Tile(0); t.IsAnimal(); t++ {
			out = append(out, Deal(seat, t))
		}
	}
	return out
}

// Apply accepts exactly the moves Legal lists (a swap in either order), a
// refused move leaves the state as it was, and chance weights add up.
func TestLegalIsExactlyWhatApplies(t *testing.T) {
	shapes := allShapes()
	for _, m := range shapes {
		if err := m.check(); err != nil {
			t.Fatalf("shape %v: %v", m, err)
		}
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rulestest.Run(t, rulestest.Config{
			Game: game(t), Players: players, Games: 2, Seed: 5,
			Invariant: func(t testing.TB, st rules.State) {
				s := st.(*State)
				legal := s.Legal(nil)
				for i := 1; i < len(legal); i++ {
					if a, b := s.MoveText(legal[i-1]), s.MoveText(legal[i]); a >= b {
						t.Fatalf("Legal is not in text order: %q before %q", a, b)
					}
				}
				var set [numOps][NumCells][NumCells]bool
				for _, l := range legal {
					m := l.(Move)
					set[m.Op][m.A][m.B] = true
				}
				listed := func(m Move) bool {
					if m.Kind() == OpSwap {
						m = SwapTiles(Cell(m.A), Cell(m.B))
					}
					return set[m.Op][m.A][m.B]
				}
				h := s.Hash()
				refusedN := 0
				for _, m := range shapes {
					c := *s
					_, err := c.Apply(m)
					if (err == nil) != listed(m) {
						t.Fatalf("%s: Apply error %v, listed %v\n%s", m, err, listed(m), mustJSON(s))
					}
					if err != nil {
						if c.Hash() != h || c != *s {
							t.Fatalf("refused %s changed the state", m)
						}
						if refusedN++; refusedN%97 == 0 {
							rulestest.Refused(t, s, m)
						}
					}
				}
				total := 0
				for _, m := range legal {
					total += s.Weight(m)
				}
				switch s.phase {
				case PhaseDraw:
					if total != s.SupplySize() {
						t.Fatalf("draw weights add to %d, supply %d", total, s.SupplySize())
					}
				case PhaseSetup:
					if free := len(legal) / 7; total != free*(40-s.tilesOnBoard()) && s.supply[Joker] == 1 {
						t.Fatalf("setup weights add to %d", total)
					}
				}
			},
		})
	}
}
