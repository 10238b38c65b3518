package crossing

import "fmt"

//go:generate msgp -io=false
//msgp:ignore Op

// Move is one decision of a seat or one chance outcome: an Op and up to two
// operands. Operands a move does not use are zero (DecodeMove insists, so
// every move has exactly one encoding). Moves are small values: compare them
// with ==.
//
//	op        A              B
//	claim     spot           -
//	reserve   cell           -
//	draw      -              -
//	place     cell           -
//	keep      -              -
//	swap      cell           cell (either order; the notation sorts them)
//	move      from cell      to cell
//	remove    cell           -
//	shift     from spot      to spot
//	setup     cell           species     (chance)
//	deal      seat           species     (chance)
//	tile      -              tile drawn  (chance)
//
// Three fields keep msgp's methods on the value, so a Move boxes into a
// rules.Move without a pointer.
type Move struct {
	Op uint8 `msg:"op"`
	A  int8  `msg:"a"`
	B  int8  `msg:"b"`
}

// Op says what a Move does. The zero Op is no move at all, so a zeroed or
// truncated encoding never passes for a real move.
type Op uint8

// The moves of Outback Crossing. OpClaim serves both the turn's claim (§3 A)
// and the forced-claim action: the phase tells which.
const (
	OpClaim Op = iota + 1
	OpReserve
	OpDraw
	OpPlace
	OpKeep
	OpSwap
	OpMove
	OpRemove
	OpShift
	OpSetup
	OpDeal
	OpTile
	numOps
)

var opNames = [numOps]string{"", "claim", "reserve", "draw", "place", "keep", "swap", "move", "remove", "shift", "setup", "deal", "tile"}

func (o Op) String() string {
	if o == 0 || o >= numOps {
		return fmt.Sprintf("op%d", uint8(o))
	}
	return opNames[o]
}

// Constructors, so callers never have to remember which operand is which.

// Claim puts a marker on spot (a turn's claim, or the forced-claim action).
func Claim(s Spot) Move { return Move{Op: uint8(OpClaim), A: int8(s)} }

// PlayReserve lays the seat's reserve on cell c.
func PlayReserve(c Cell) Move { return Move{Op: uint8(OpReserve), A: int8(c)} }

// Draw draws a tile from the supply.
func Draw() Move { return Move{Op: uint8(OpDraw)} }

// Place lays the drawn animal on cell c.
func Place(c Cell) Move { return Move{Op: uint8(OpPlace), A: int8(c)} }

// Keep keeps the drawn animal as the new reserve.
func Keep() Move { return Move{Op: uint8(OpKeep)} }

// SwapTiles exchanges the tiles on a and b (swap action).
func SwapTiles(a, b Cell) Move {
	if b < a {
		a, b = b, a
	}
	return Move{Op: uint8(OpSwap), A: int8(a), B: int8(b)}
}

// MoveTile moves the tile on from to the empty cell to (move action).
func MoveTile(from, to Cell) Move { return Move{Op: uint8(OpMove), A: int8(from), B: int8(to)} }

// RemoveTile takes the tile on c out of the game (remove action).
func RemoveTile(c Cell) Move { return Move{Op: uint8(OpRemove), A: int8(c)} }

// Shift moves the seat's marker from one spot to another (move-marker action).
func Shift(from, to Spot) Move { return Move{Op: uint8(OpShift), A: int8(from), B: int8(to)} }

// SetupTile is the chance outcome of a setup placement.
func SetupTile(c Cell, species Tile) Move {
	return Move{Op: uint8(OpSetup), A: int8(c), B: int8(species)}
}

// Deal is the chance outcome of dealing seat's reserve.
func Deal(seat int, species Tile) Move {
	return Move{Op: uint8(OpDeal), A: int8(seat), B: int8(species)}
}

// DrawTile is the chance outcome of a draw.
func DrawTile(t Tile) Move { return Move{Op: uint8(OpTile), B: int8(t)} }

// Kind is the move's Op.
func (m Move) Kind() Op { return Op(m.Op) }

// check reports what is wrong with m's shape (not its legality): an unknown
// op, an operand out of range, or a stray operand. DecodeMove and Apply use it.
func (m Move) check() error {
	op := Op(m.Op)
	cell := func(v int8, what string) error {
		if v < 0 || int(v) >= NumCells {
			return fmt.Errorf("%s: %s %d is not a cell (0–%d)", op, what, v, NumCells-1)
		}
		return nil
	}
	spot := func(v int8, what string) error {
		if v < 0 || int(v) >= NumSpots {
			return fmt.Errorf("%s: %s %d is not a rim spot (0–%d)", op, what, v, NumSpots-1)
		}
		return nil
	}
	zero := func(v int8, what string) error {
		if v != 0 {
			return fmt.Errorf("%s: operand %s must be 0, not %d", op, what, v)
		}
		return nil
	}
	species := func(v int8) error {
		if v < 0 || !Tile(v).IsAnimal() {
			return fmt.Errorf("%s: %d is not an animal tile (0–%d)", op, v, NumSpecies-1)
		}
		return nil
	}
	switch op {
	case OpClaim:
		return first(spot(m.A, "spot"), zero(m.B, "B"))
	case OpReserve, OpPlace, OpRemove:
		return first(cell(m.A, "cell"), zero(m.B, "B"))
	case OpDraw, OpKeep:
		return first(zero(m.A, "A"), zero(m.B, "B"))
	case OpSwap, OpMove:
		return first(cell(m.A, "first cell"), cell(m.B, "second cell"))
	case OpShift:
		return first(spot(m.A, "from spot"), spot(m.B, "to spot"))
	case OpSetup:
		return first(cell(m.A, "cell"), species(m.B))
	case OpDeal:
		if m.A < 0 || int(m.A) >= MaxPlayers {
			return fmt.Errorf("deal: seat %d out of range (0–%d)", m.A, MaxPlayers-1)
		}
		return species(m.B)
	case OpTile:
		if m.B < 0 || int(m.B) >= NumKinds {
			return fmt.Errorf("tile: %d is not a tile kind (0–%d)", m.B, NumKinds-1)
		}
		return zero(m.A, "A")
	}
	return fmt.Errorf("unknown move op %d", m.Op)
}

func first(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
