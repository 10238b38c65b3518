package crossing

import "outback/rules"

// Converting a Move to a rules.Move allocates (a 3-byte value is copied to
// the heap each time). Legal lists hundreds of moves per call, so every
// well-formed move is boxed once, here, and Legal hands out those
// interfaces: they hold Move values, so they still compare with ==.

type boxTable [numOps][NumCells][NumCells]rules.Move

// boxes is built once and only read.
var boxes = buildBoxes()

func buildBoxes() *boxTable {
	t := new(boxTable)
	put := func(op Op, a, b int) { t[op][a][b] = Move{Op: uint8(op), A: int8(a), B: int8(b)} }
	put(OpDraw, 0, 0)
	put(OpKeep, 0, 0)
	for k := 0; k < NumKinds; k++ {
		put(OpTile, 0, k)
	}
	for a := 0; a < NumCells; a++ {
		put(OpReserve, a, 0)
		put(OpPlace, a, 0)
		put(OpRemove, a, 0)
		for b := 0; b < NumCells; b++ {
			put(OpSwap, a, b)
			put(OpMove, a, b)
			if a < NumSpots && b < NumSpots {
				put(OpShift, a, b)
			}
		}
		for k := 0; k < NumSpecies; k++ {
			put(OpSetup, a, k)
			if a < MaxPlayers {
				put(OpDeal, a, k)
			}
		}
		if a < NumSpots {
			put(OpClaim, a, 0)
		}
	}
	return t
}

// box is m as a rules.Move, without allocating for a well-formed move.
func (m Move) box() rules.Move {
	if m.Op < uint8(numOps) && m.A >= 0 && int(m.A) < NumCells && m.B >= 0 && int(m.B) < NumCells {
		if b := boxes[m.Op][m.A][m.B]; b != nil {
			return b
		}
	}
	return m
}
