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

// Value is the seat's standing: a large term by its present rank (the
// final rank once the game is over; while it runs, the ranking by
// kangaroos home so far), plus its race distance minus the best opponent's.
// The same formula before and after the end keeps a bot from shying away
// from finishing behind someone who is already done.
func (s *State) Value(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.value(seat, s.races(), s.home, s.reached)
}

func (s *State) value(seat int, r [MaxPlayers]int, home, reached [MaxPlayers]int8) int {
	n := int(s.players)
	rank, best, any := 1, 0, false
	for i := 0; i < n; i++ {
		if i == seat {
			continue
		}
		if better(home, reached, i, seat) {
			rank++
		}
		if !any || r[i] > best {
			best, any = r[i], true
		}
	}
	return winUnit*(n+1-2*rank) + r[seat] - best
}

// ScoreMove is Value(seat) after the seat to move plays m (a legal move),
// computed without playing it: only the moved kangaroo changes.
func (s *State) ScoreMove(seat int, mv rules.Move) int {
	m, err := asMove(mv)
	if err != nil || seat < 0 || seat >= int(s.players) || s.phase == PhaseOver || s.phase == PhaseSetup {
		// Chance placements change little worth knowing for a greedy bot.
		return s.Value(seat)
	}
	r, home, reached := s.races(), s.home, s.reached
	mover := int(s.toMove)
	switch m.Type {
	case Place:
		if sq := m.To(); sq.Valid() {
			r[mover] += raceUnits(sq, 0)
		}
	case Walk, Jump:
		from := m.From()
		if !from.Valid() || s.who[from] != int8(mover+1) {
			break
		}
		c := s.cross[from]
		for i := 1; i < m.Squares.Len(); i++ {
			c = addCross(c, crossDelta(m.Squares.At(i-1), m.Squares.At(i)))
		}
		r[mover] += raceUnits(m.To(), c) - raceUnits(from, s.cross[from])
		if c >= HomeCross {
			total := int8(0)
			for i := 0; i < int(s.players); i++ {
				total += home[i]
			}
			home[mover]++
			reached[mover] = total + 1
		}
	}
	return s.value(seat, r, home, reached)
}

// ValueScale is how many Value units make a clear lead (half a lap of race
// distance): a search turns Value into odds of winning on this scale.
func (s *State) ValueScale() int { return lap / 2 }

// SearchValue is the seat's race distance against the best other seat's:
// the judgement a search makes at the end of a playout. It leaves out
// Value's term for the present ranking, which a deep search would chase —
// bringing one kangaroo home early ranks a seat first for a while without
// making it likelier to win.
func (s *State) SearchValue(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	r := s.races()
	best, any := 0, false
	for i := 0; i < int(s.players); i++ {
		if i != seat && (!any || r[i] > best) {
			best, any = r[i], true
		}
	}
	return r[seat] - best
}
