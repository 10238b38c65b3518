package billabong

import "math/bits"

// lines is the occupancy of the board (kangaroos and the lake alike) as one
// bit mask per row, column and diagonal, so that a hop is found with a few
// bit operations instead of a walk along the ray. Bit i of a row is column
// i; of a column or diagonal, row i. The State keeps it up to date with its
// board (see State.occupy and State.vacate).
type lines struct {
	row  [Rows]uint16
	col  [Cols]uint16
	diag [Rows + Cols - 1]uint16 // index r-c+Cols-1: runs north-west to south-east
	anti [Rows + Cols - 1]uint16 // index r+c: runs north-east to south-west
}

// flip toggles the bit of sq in its four lines.
func (l *lines) flip(sq Square) {
	r, c := int(sq)>>4, int(sq)&15
	l.row[r] ^= 1 << c
	l.col[c] ^= 1 << r
	l.diag[r-c+Cols-1] ^= 1 << r
	l.anti[r+c] ^= 1 << r
}

// hop is the hop from p in direction d (0..7 as in dir: NW, N, NE, W, E,
// SW, S, SE). The first kangaroo met is the only possible pivot; every
// square between p and the landing (twice as far) must be off the lake and
// empty but for the pivot, and the landing on the board, off the lake and
// empty. The jumper's own start square counts as occupied: that is the
// referee standing there.
func (l *lines) hop(s *State, p Square, d int) (Square, bool) {
	r, c := int(p)>>4, int(p)&15
	// The line through p in direction d, p's position on it, and whether
	// d runs towards higher positions.
	var m uint32
	pos, up := r, d >= 5
	switch d {
	case 0, 7:
		m = uint32(l.diag[r-c+Cols-1])
	case 1, 6:
		m = uint32(l.col[c])
	case 2, 5:
		m = uint32(l.anti[r+c])
	default:
		m, pos, up = uint32(l.row[r]), c, d == 4
	}
	// k is the distance to the first occupied square.
	var k int
	if up {
		above := m >> (pos + 1)
		if above == 0 {
			return NoSquare, false
		}
		k = bits.TrailingZeros32(above) + 1
	} else {
		below := m & (1<<pos - 1)
		if below == 0 {
			return NoSquare, false
		}
		k = pos - (bits.Len32(below) - 1)
	}
	dr, dc := dir(d)
	lr, lc := r+2*k*dr, c+2*k*dc
	if uint(lr) >= Rows || uint(lc) >= Cols || s.who[(r+k*dr)<<4|(c+k*dc)] == cellLake {
		return NoSquare, false
	}
	// The squares beyond the pivot, up to and including the landing, must
	// be free (of kangaroos and of lake).
	lo := pos + k + 1
	if !up {
		lo = pos - 2*k
	}
	if uint64(m)&((1<<k-1)<<lo) != 0 {
		return NoSquare, false
	}
	return Square(lr<<4 | lc), true
}
