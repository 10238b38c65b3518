package billabong

import "outback/rules"

// How far round the lake a kangaroo is. The measure is a "square angle"
// about the lake's centre: the position along the square ring through the
// square's centre, from due south (the brook) clockwise on screen — west
// along the bottom, north up the left, east along the top, south down the
// right. It jumps from a full lap back to 0 exactly where a move crosses the
// brook, so with the crossing counter it makes a continuous race distance:
// (cross-1)·lap + angle.

// lap is the angle units of one lap: a multiple of 8m for every ring size m
// (odd, 1..15), so every angle is an exact integer.
const lap = 360360

// lakeMidRow and lakeMidCol are the lake's centre, in doubled coordinates
// (so that square centres, at odd doubled coordinates, are integers too).
const (
	lakeMidRow2 = 2*lakeTop + lakeRows
	lakeMidCol2 = 2*lakeLeft + lakeCols
)

// angle is how far clockwise from the brook sq lies, in [0, lap).
func angle(sq Square) int {
	dx := 2*sq.Col() + 1 - lakeMidCol2
	dy := 2*sq.Row() + 1 - lakeMidRow2 // positive is south
	m := max(abs(dx), abs(dy))
	var t int // position along the ring's perimeter of 8m
	switch {
	case dy == m && dx <= 0: // bottom edge, west of the brook
		t = -dx
	case dx == -m: // left edge, going north
		t = m + (m - dy)
	case dy == -m: // top edge, going east
		t = 3*m + (dx + m)
	case dx == m: // right edge, going south
		t = 5*m + (dy + m)
	default: // bottom edge, east of the brook, going west
		t = 7*m + (m - dx)
	}
	return t * (lap / (8 * m))
}

// ProgressHome is Progress of a kangaroo at home.
const ProgressHome = 64

// Progress is how far round the lake the kangaroo is, increasing
// clockwise: 0 before the start line (cross ≤ 0), 1..63 in the race
// (about one unit per square near the board's edge), ProgressHome at home.
func Progress(k Kangaroo) int {
	switch {
	case k.Cross >= HomeCross:
		return ProgressHome
	case k.Cross <= 0 || !k.Sq.Valid():
		return 0
	}
	return 1 + angle(k.Sq)*(ProgressHome-1)/lap
}

// Bot values. raceUnits measures a kangaroo finely, before the line too, so
// that a bot brings kangaroos to the line; going home is worth a bonus over
// standing just before the line.
const (
	homeUnits = lap + lap/4
	winUnit   = 100 * lap
)

func raceUnits(sq Square, cross int8) int {
	if cross >= HomeCross {
		return homeUnits
	}
	return (int(cross)-1)*lap + angle(sq)
}

// races is each seat's race distance: all its kangaroos, home ones included.
func (s *State) races() [MaxPlayers]int {
	var r [MaxPlayers]int
	for i := 0; i < int(s.players); i++ {
		r[i] = int(s.home[i]) * homeUnits
	}
	for sq := Square(0); sq < NumSquares; sq++ {
		if w := s.who[sq]; w >= 1 && w <= MaxPlayers {
			r[w-1] += raceUnits(sq, s.cross[sq])
		}
	}
	return r
}

// Value is the seat's race distance minus the best opponent's; once the
// game is over, a large value by rank.
func (s *State) Value(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	if s.phase == PhaseOver {
		return s.rankValue(seat, s.rank(seat))
	}
	return s.relative(seat, s.races())
}

func (s *State) rankValue(seat, rank int) int {
	return winUnit * (int(s.players) + 1 - 2*rank)
}

func (s *State) relative(seat int, r [MaxPlayers]int) int {
	best, any := 0, false
	for i := 0; i < int(s.players); i++ {
		if i != seat && (!any || r[i] > best) {
			best, any = r[i], true
		}
	}
	return r[seat] - best
}

// ScoreMove is Value(seat) after the seat to move plays m (a legal move),
// computed without playing it: only the moved kangaroo changes.
func (s *State) ScoreMove(seat int, mv rules.Move) int {
	m, err := asMove(mv)
	if err != nil || seat < 0 || seat >= int(s.players) {
		return s.Value(seat)
	}
	if s.phase == PhaseOver {
		return s.Value(seat)
	}
	r := s.races()
	mover := int(s.toMove)
	switch {
	case s.phase == PhaseSetup || m.Type == Pass:
		// Chance placements and passes do not change anyone's distance
		// (a quick-start kangaroo's value is small either way).
	case m.Type == Place:
		r[mover] += raceUnits(m.To(), 0)
	case m.Type == Walk || m.Type == Jump:
		from := m.From()
		if !from.Valid() || s.who[from] != int8(mover+1) {
			break
		}
		c := s.cross[from]
		for i := 1; i < m.Squares.Len(); i++ {
			c = addCross(c, crossDelta(m.Squares.At(i-1), m.Squares.At(i)))
		}
		r[mover] += raceUnits(m.To(), c) - raceUnits(from, s.cross[from])
		if c >= HomeCross && s.home[mover]+1 == PerPlayer {
			if rank, over := s.finishing(mover); over {
				if seat == mover {
					return s.rankValue(seat, rank)
				}
				return s.rankValue(seat, s.rankAfterFinish(seat, mover))
			}
		}
	}
	return s.relative(seat, r)
}

// finishing is the rank the mover gets by bringing its fifth kangaroo home,
// and whether that ends the game.
func (s *State) finishing(mover int) (rank int, over bool) {
	done := 0
	for i := 0; i < int(s.players); i++ {
		if s.home[i] == PerPlayer {
			done++
		}
	}
	over = !s.opts.cont || int(s.players)-done-1 <= 1
	return done + 1, over
}

// rankAfterFinish is seat's rank once mover has finished (seat ≠ mover).
func (s *State) rankAfterFinish(seat, mover int) int {
	c := *s
	c.home[mover] = PerPlayer
	total := 0
	for i := 0; i < int(c.players); i++ {
		total += int(c.home[i])
	}
	c.reached[mover] = int8(total)
	return c.rank(seat)
}
