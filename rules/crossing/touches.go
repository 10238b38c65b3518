package crossing

import "outback/rules"

// MovePlaces appends the cells and rim spots a move touches, in notation
// order, for screens that point at them (the move log, a review's better
// move): the cell a tile goes on or leaves, the spots a marker goes to or
// leaves. A draw, a keep and a deal touch none.
func MovePlaces(m rules.Move, cells []Cell, spots []Spot) ([]Cell, []Spot) {
	mv, ok := rules.MoveAs[Move](m)
	if !ok {
		return cells, spots
	}
	if mv.check() != nil {
		return cells, spots
	}
	switch mv.Kind() {
	case OpClaim:
		spots = append(spots, Spot(mv.A))
	case OpShift:
		spots = append(spots, Spot(mv.A), Spot(mv.B))
	case OpReserve, OpPlace, OpRemove, OpSetup:
		cells = append(cells, Cell(mv.A))
	case OpSwap, OpMove:
		cells = append(cells, Cell(mv.A), Cell(mv.B))
	}
	return cells, spots
}
