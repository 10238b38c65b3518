package crossing

import (
	"outback/rules"
	"outback/rules/crossing"
	"outback/scenes/lang"
)

// LogText writes a removal for the log with the animal it took off the
// board ("remove d4 · wombat"): the cell is empty once the log is read.
// Other moves are their notation (and maskLog's words).
func (s *Screen) LogText(before rules.State, mv rules.Move) (string, bool) {
	m, ok := rules.MoveAs[crossing.Move](mv)
	cs, okSt := before.(*crossing.State)
	if !ok || !okSt || m.Kind() != crossing.OpRemove {
		return "", false
	}
	t := cs.At(crossing.Cell(m.A))
	if t == crossing.NoTile {
		return "", false
	}
	return lang.NotationText(m.String()) + " · " + lang.T(speciesWord(t)), true
}

// SayMove writes a move in words for a replay's banner (play.MoveSayer):
// "Blue claimed E3", "Blue laid the drawn tile (wombat) on c3", and
// chance's: "Green is dealt a reserve (wombat)".
func (s *Screen) SayMove(st rules.State, mv rules.Move) (string, []any, bool) {
	m, ok := rules.MoveAs[crossing.Move](mv)
	cs, okSt := st.(*crossing.State)
	if !ok || !okSt {
		return "", nil, false
	}
	a, b := crossing.Cell(m.A), crossing.Cell(m.B)
	switch m.Kind() {
	case crossing.OpClaim:
		return "%s claimed %s", []any{crossing.Spot(m.A).String()}, true
	case crossing.OpReserve:
		return "%s laid the reserve (%s) on %s", []any{cs.Reserve(cs.ToMove()).String(), a.String()}, true
	case crossing.OpDraw:
		return "%s drew a tile", nil, true
	case crossing.OpPlace:
		return "%s laid the drawn tile (%s) on %s", []any{cs.Drawn().String(), a.String()}, true
	case crossing.OpKeep:
		return "%s kept the drawn tile (%s) as the reserve", []any{cs.Drawn().String()}, true
	case crossing.OpSwap:
		return "%s swapped the tiles on %s and %s", []any{a.String(), b.String()}, true
	case crossing.OpMove:
		return "%s moved the tile from %s to %s", []any{a.String(), b.String()}, true
	case crossing.OpRemove:
		return "%s took the tile on %s out of the game", []any{a.String()}, true
	case crossing.OpShift:
		return "%s moved a marker from %s to %s", []any{crossing.Spot(m.A).String(), crossing.Spot(m.B).String()}, true
	// Chance's moves: no mover to name (the first argument is unused).
	case crossing.OpSetup:
		return "%[2]s is laid on %[3]s to start", []any{speciesWord(crossing.Tile(m.B)), a.String()}, true
	case crossing.OpDeal:
		return "%[2]s is dealt a reserve (%[3]s)", []any{s.SeatName(int(m.A)), speciesWord(crossing.Tile(m.B))}, true
	case crossing.OpTile:
		return "the drawn tile: %[2]s", []any{crossing.Tile(m.B).String()}, true
	}
	return "", nil, false
}
