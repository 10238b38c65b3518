package billabong

// Events returned by Apply, in the order a viewer should see them. A jump
// gives RefereeOut, one Hopped per hop, RefereeBack, then WentHome if its
// last hop brought the kangaroo home; a walk gives Walked (and WentHome).
// SeatDone and GameOver follow the move that caused them.

// Placed: a kangaroo was put on Sq — by hand, or by chance (a sleeper, with
// Seat SleeperSeat, or a quick-start kangaroo).
type Placed struct {
	Seat     int
	Sq       Square
	ByChance bool
}

// Walked: a kangaroo walked one square; Cross is its counter afterwards.
type Walked struct {
	Seat     int
	From, To Square
	Cross    int8
}

// RefereeOut: the referee leaves the lake for the jumper's start square Sq,
// before the first hop.
type RefereeOut struct{ Sq Square }

// Hopped: one hop of a jump, from From over the kangaroo on Over to To;
// Cross is the jumper's counter afterwards.
type Hopped struct {
	Seat           int
	From, Over, To Square
	Cross          int8
}

// RefereeBack: the referee returns to the lake, after the last hop.
type RefereeBack struct{}

// WentHome: the kangaroo that just landed on From crossed the line for the
// second time and leaves the board; Home is how many the seat has home now.
type WentHome struct {
	Seat int
	From Square
	Home int
}

// Passed: the seat had no legal move and passed.
type Passed struct{ Seat int }

// SeatDone: the seat has all five kangaroos home; Rank is its final rank.
type SeatDone struct{ Seat, Rank int }

// GameOver: the game has ended; Ranks per seat, 1 = best, shared ranks
// allowed.
type GameOver struct{ Ranks []int }
