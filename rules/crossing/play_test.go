package crossing

import (
	"testing"

	"outback/rules"
	"outback/rules/rulestest"
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
}

func TestRandomGames(t *testing.T) {
	g := game(t)
	games := 500
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
