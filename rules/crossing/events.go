package crossing

import "outback/rules"

// Events, in the order Apply returns them. Each names the seat concerned, so
// a screen can mask what its viewer may not see: see VisibleTo and
// MaskEvents.

// SetupPlaced: a setup tile was laid (chance, §2).
type SetupPlaced struct {
	Cell    Cell
	Species Tile
}

// ReserveDealt: Seat was dealt its reserve at setup. Only Seat may see the
// species.
type ReserveDealt struct {
	Seat    int
	Species Tile
}

// TileDrawn: Seat drew Tile from the supply. An action is shown to all; an
// animal only to Seat until it is placed (it may be kept face down).
type TileDrawn struct {
	Seat int
	Tile Tile
}

// ActionDiscarded: the action Seat drew cannot be carried out, so it left
// the game; Seat draws again (the state is at a draw chance node).
type ActionDiscarded struct {
	Seat   int
	Action Tile
}

// AnimalPlaced: Seat laid the animal it drew on Cell.
type AnimalPlaced struct {
	Seat    int
	Cell    Cell
	Species Tile
}

// AnimalKept: Seat kept the animal it drew as its reserve, face down. Only
// Seat may see the species.
type AnimalKept struct {
	Seat    int
	Species Tile
}

// ReservePlayed: Seat laid its reserve on Cell.
type ReservePlayed struct {
	Seat    int
	Cell    Cell
	Species Tile
}

// Claimed: Seat put a marker on Spot — as its turn, or by the forced-claim
// action (Forced).
type Claimed struct {
	Seat   int
	Spot   Spot
	Forced bool
}

// Swapped: the swap action exchanged the tiles of A and B; TileA was on A
// before and is on B now, and the other way round.
type Swapped struct {
	Seat         int
	A, B         Cell
	TileA, TileB Tile
}

// Moved: the move action moved Species from From to To.
type Moved struct {
	Seat     int
	From, To Cell
	Species  Tile
}

// Removed: the remove action took Species off Cell, out of the game.
type Removed struct {
	Seat    int
	Cell    Cell
	Species Tile
}

// Shifted: the move-marker action moved Seat's marker from From to To.
type Shifted struct {
	Seat     int
	From, To Spot
}

// GameOver: the last empty cell was filled. Scores and Ranks are per seat
// (rank 1 is best; equal totals share a rank).
type GameOver struct {
	Scores []int
	Ranks  []int
}

// VisibleTo reports whether viewer may see the event's tile.
func (e ReserveDealt) VisibleTo(viewer int) bool { return viewer == e.Seat }

// VisibleTo reports whether viewer may see the drawn tile.
func (e TileDrawn) VisibleTo(viewer int) bool { return viewer == e.Seat || e.Tile.IsAction() }

// VisibleTo reports whether viewer may see the kept animal.
func (e AnimalKept) VisibleTo(viewer int) bool { return viewer == e.Seat }

// MaskEvents returns events as viewer may see them: the species of another
// seat's dealt reserve, drawn animal or kept animal becomes Hidden. The
// slice is a copy when anything is masked; events is not changed.
func MaskEvents(events []rules.Event, viewer int) []rules.Event {
	var out []rules.Event
	for i, ev := range events {
		masked, changed := maskEvent(ev, viewer)
		if changed && out == nil {
			out = append(make([]rules.Event, 0, len(events)), events[:i]...)
		}
		if out != nil {
			out = append(out, masked)
		}
	}
	if out == nil {
		return events
	}
	return out
}

func maskEvent(ev rules.Event, viewer int) (rules.Event, bool) {
	switch e := ev.(type) {
	case ReserveDealt:
		if !e.VisibleTo(viewer) {
			e.Species = Hidden
			return e, true
		}
	case TileDrawn:
		if !e.VisibleTo(viewer) {
			e.Tile = Hidden
			return e, true
		}
	case AnimalKept:
		if !e.VisibleTo(viewer) {
			e.Species = Hidden
			return e, true
		}
	}
	return ev, false
}
