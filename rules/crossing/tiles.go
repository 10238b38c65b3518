package crossing

import "fmt"

// Tile is a kind of tile: one of the seven animal kinds (the species, joker
// included) or one of the five actions. NoTile and Hidden are not tiles but
// the two other things a cell, a reserve or the drawn slot can show.
type Tile uint8

// The tile kinds, in the order of §1 and of the position JSON's supply.
const (
	Kangaroo Tile = iota
	Wombat
	Echidna
	Platypus
	Dingo
	Devil
	Joker
	SwapAction
	MoveAction
	RemoveAction
	ShiftAction // move marker
	ClaimAction // forced claim
	NoTile      // an empty cell, no reserve, nothing drawn
	Hidden      // a tile held by another seat: View masks it
	NumKinds    = int(NoTile)
	NumSpecies  = int(SwapAction) // animal kinds, joker included
	// TotalTiles is the number of tiles in the box (40 animals, 18 actions).
	TotalTiles = 58
)

// tileCounts is how many tiles of each kind the box holds (§1; the split of
// the 40 animals is a spec decision).
var tileCounts = [NumKinds]int8{7, 7, 7, 7, 7, 4, 1, 4, 4, 4, 3, 3}

var tileNames = [...]string{"kangaroo", "wombat", "echidna", "platypus", "dingo", "devil", "joker",
	"swap", "move", "remove", "shift", "claim", "none", "hidden"}

// kindsByName lists the tile kinds in the byte order of their names, the
// order chance outcomes are listed in (so Legal comes out sorted by text).
var kindsByName = [NumKinds]Tile{ClaimAction, Devil, Dingo, Echidna, Joker, Kangaroo,
	MoveAction, Platypus, RemoveAction, ShiftAction, SwapAction, Wombat}

// speciesByName is kindsByName restricted to the animals.
var speciesByName = [NumSpecies]Tile{Devil, Dingo, Echidna, Joker, Kangaroo, Platypus, Wombat}

// Count is how many tiles of kind t the box holds.
func Count(t Tile) int {
	if int(t) >= NumKinds {
		return 0
	}
	return int(tileCounts[t])
}

// IsAnimal reports whether t is an animal tile (joker included).
func (t Tile) IsAnimal() bool { return t < SwapAction }

// IsAction reports whether t is an action tile.
func (t Tile) IsAction() bool { return t >= SwapAction && t < NoTile }

// String is the tile's name in the notation ("kangaroo", "swap", ...).
func (t Tile) String() string {
	if int(t) < len(tileNames) {
		return tileNames[t]
	}
	return fmt.Sprintf("tile%d", uint8(t))
}

// ParseTile reads a tile kind's name (not "none" or "hidden").
func ParseTile(s string) (Tile, error) {
	for k := 0; k < NumKinds; k++ {
		if tileNames[k] == s {
			return Tile(k), nil
		}
	}
	return NoTile, fmt.Errorf("%q is not a tile (want kangaroo, wombat, echidna, platypus, dingo, devil, joker, swap, move, remove, shift or claim)", s)
}
