package billabong

import "fmt"

// The board is 14 rows × 16 columns; row 0 is the top, column 0 the left.
const (
	Rows = 14
	Cols = 16
	// NumSquares is the number of squares, lake included.
	NumSquares = Rows * Cols
)

// Square is a square of the board, r*Cols + c. It needs 8 bits unsigned
// (0..223), so it is an int16 to keep NoSquare = -1.
type Square int16

// NoSquare stands for "no square" (a pass, a kangaroo at home).
const NoSquare Square = -1

// The lake occupies rows 6–7 × columns 6–9; the brook (start/finish line)
// runs between columns 7 and 8 alongside rows 8–13.
const (
	lakeTop, lakeLeft    = 6, 6
	lakeRows, lakeCols   = 2, 4
	brookWest, brookEast = 7, 8 // the columns either side of the brook
	brookTop             = 8    // first row alongside the brook
	placeTop, placeLeft  = 8, 8 // the "behind" placement zone: rows 8–13 × cols 8–15
	quadRows, quadCols   = 3, 4 // quick-start quadrants split the zone 2×2
)

// Sq is the square at row r, column c (which must be on the board).
func Sq(r, c int) Square { return Square(r*Cols + c) }

// Row is the square's row, 0 at the top (for a valid square).
func (s Square) Row() int { return int(uint16(s)) >> 4 }

// Col is the square's column, 0 at the left (for a valid square).
func (s Square) Col() int { return int(s) & (Cols - 1) }

// Valid reports whether s is a square of the board (lake included).
func (s Square) Valid() bool { return s >= 0 && s < NumSquares }

// String is the square's name: column letter a..p then row number 1..14
// ("a1" is the top-left square).
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string(rune('a'+s.Col())) + itoa(s.Row()+1)
}

func itoa(n int) string {
	if n >= 10 {
		return string([]byte{byte('0' + n/10), byte('0' + n%10)})
	}
	return string([]byte{byte('0' + n)})
}

// ParseSquare reads a square name such as "a1" or "p14" (letters in either
// case).
func ParseSquare(text string) (Square, error) {
	if len(text) < 2 || len(text) > 3 {
		return NoSquare, fmt.Errorf("square %q: want a column letter a–p and a row number 1–14, like d4", text)
	}
	col := text[0] | 0x20 // lower case
	if col < 'a' || col > 'p' {
		return NoSquare, fmt.Errorf("square %q: the column must be a letter a–p", text)
	}
	row := 0
	for i := 1; i < len(text); i++ {
		d := text[i]
		if d < '0' || d > '9' || (i == 1 && d == '0') {
			return NoSquare, fmt.Errorf("square %q: the row must be a number 1–14", text)
		}
		row = row*10 + int(d-'0')
	}
	if row < 1 || row > Rows {
		return NoSquare, fmt.Errorf("square %q: the row must be a number 1–14", text)
	}
	return Sq(row-1, int(col-'a')), nil
}

// OnBoard reports whether (r, c) is on the board (the lake included).
func OnBoard(r, c int) bool { return r >= 0 && r < Rows && c >= 0 && c < Cols }

// IsLake reports whether s is one of the eight lake squares.
func IsLake(s Square) bool {
	return s.Valid() && isLakeRC(s.Row(), s.Col())
}

func isLakeRC(r, c int) bool {
	return uint(r-lakeTop) < lakeRows && uint(c-lakeLeft) < lakeCols
}

// InBehindZone reports whether s is in the "behind" placement zone (rows
// 8–13, columns 8–15), the block just before the brook.
func InBehindZone(s Square) bool {
	return s.Valid() && s.Row() >= placeTop && s.Col() >= placeLeft
}

// Quadrant is the quick-start quadrant (0..3 for I..IV) of a square of the
// behind zone, or -1 for any other square.
func Quadrant(s Square) int {
	if !InBehindZone(s) {
		return -1
	}
	q := 0
	if s.Row() >= placeTop+quadRows {
		q = 2
	}
	if s.Col() >= placeLeft+quadCols {
		q++
	}
	return q
}

// dir is the i-th of the eight directions (i in 0..7): NW, N, NE, W, E, SW,
// S, SE — the order in which one-step destinations ascend in square order
// (row, then column), so walks come out sorted.
func dir(i int) (dr, dc int) {
	// Two bits per direction, direction 0 lowest: dr+1 and dc+1.
	const drs, dcs = 0b10_10_10_01_01_00_00_00, 0b10_01_00_10_00_10_01_00
	return drs>>(2*i)&3 - 1, dcs>>(2*i)&3 - 1
}

// stepsToEdge is how many steps from (r, c) in direction (dr, dc) stay on
// the board.
func stepsToEdge(r, c, dr, dc int) int {
	n := Rows + Cols
	switch {
	case dr < 0:
		n = r
	case dr > 0:
		n = Rows - 1 - r
	}
	switch {
	case dc < 0:
		n = min(n, c)
	case dc > 0:
		n = min(n, Cols-1-c)
	}
	return n
}

// line reports whether b lies on one of the eight lines from a, with the
// unit direction and the distance in steps (0 when a == b or not in line).
func line(a, b Square) (dr, dc, n int) {
	ra, ca, rb, cb := a.Row(), a.Col(), b.Row(), b.Col()
	dr, dc = sign(rb-ra), sign(cb-ca)
	nr, nc := abs(rb-ra), abs(cb-ca)
	switch {
	case nr == 0 && nc == 0:
		return 0, 0, 0
	case nr == 0 || nc == 0 || nr == nc:
		return dr, dc, max(nr, nc)
	}
	return 0, 0, 0
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// crossDelta is how a straight walk or hop from a to b changes the crossing
// counter: +1 if it passes westward from column 8 to column 7 with both of
// those squares in rows 8–13 (over the brook), −1 eastward, else 0. A
// straight line passes the column boundary at most once. The squares of
// the path are assumed off the lake (legal moves never touch it).
func crossDelta(a, b Square) int {
	ca, cb := a.Col(), b.Col()
	var d int
	switch {
	case ca >= brookEast && cb <= brookWest:
		d = 1
	case ca <= brookWest && cb >= brookEast:
		d = -1
	default:
		return 0
	}
	ra := a.Row()
	dr := sign(b.Row() - ra)
	// The row of the path's square in the column the move leaves from, and
	// the row of the next square, on the other side of the boundary.
	var rFrom int
	if d > 0 {
		rFrom = ra + (ca-brookEast)*dr
	} else {
		rFrom = ra + (brookWest-ca)*dr
	}
	if rFrom >= brookTop && rFrom+dr >= brookTop {
		return d
	}
	return 0
}
