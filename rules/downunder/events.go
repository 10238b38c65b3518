package downunder

// Events returned by Apply, in the order a viewer should see them.

// CardLaid: a card from a hand was laid. Rot is the rotation of a straight
// or curve, or the front side of a terminal. Extra marks the extra card a
// case-1 billabong owed.
type CardLaid struct {
	Colour int
	Kind   Kind
	X, Y   int
	Rot    int
	Animal Animal
	Extra  bool
}

// BillabongLaid: a billabong was laid, by the game (Case 1 or 2) or by the
// mover (Case 3). Through is the colour whose route runs on through it
// (case 1), else -1; Ended lists the colours whose routes end on it.
type BillabongLaid struct {
	X, Y    int
	Case    int
	Wiring  [][]Side
	Through int
	Ended   []int
}

// ExtraCardOwed: after a case-1 billabong the mover lays one more card at
// the open end on side Side of cell (X, Y).
type ExtraCardOwed struct {
	Colour int
	X, Y   int
	Side   Side
}

// CurveTurned: a curve was turned to reopen a loop. Dir is +1 clockwise,
// -1 counter-clockwise; Rot is the new rotation.
type CurveTurned struct {
	Colour int
	X, Y   int
	Dir    int
	Rot    int
}

// Passed: the seat had no legal move.
type Passed struct{ Seat int }

// RouteDone: a colour's route can grow no more: finished (both ends
// capped), or a loop its owner cannot reopen (Status loop).
type RouteDone struct {
	Colour int
	Status Status
}

// GameOver: the final scores and ranks (1 = best, shared).
type GameOver struct {
	Scores []int
	Ranks  []int
}
