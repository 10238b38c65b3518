package crossing

import "fmt"

// The geometry of the board: cells, paths and rim spots, all numbered in
// the byte order of their names, so that loops over them list moves in the
// order of their notation.

// Sizes.
const (
	Size       = 5
	NumCells   = Size * Size
	NumPaths   = 2*Size + 2
	NumSpots   = 2 * NumPaths
	MinPlayers = 2
	MaxPlayers = 6
	SetupTiles = 4
)

// Cell is a board cell, numbered in name order: a1, a2, …, a5, b1, …, e5.
// Column letter a–e is Col 0–4 (left to right), row number 1–5 is Row 0–4
// (top to bottom).
type Cell int8

// CellAt is the cell in row r and column c (both 0-based).
func CellAt(r, c int) Cell { return Cell(c*Size + r) }

// Row is the cell's 0-based row, counted from the top.
func (c Cell) Row() int { return int(c) % Size }

// Col is the cell's 0-based column, counted from the left.
func (c Cell) Col() int { return int(c) / Size }

// String is the cell's name, "a1" … "e5".
func (c Cell) String() string {
	if c < 0 || int(c) >= NumCells {
		return fmt.Sprintf("cell%d", int(c))
	}
	return string([]byte{byte('a' + c.Col()), byte('1' + c.Row())})
}

// ParseCell reads a cell name.
func ParseCell(s string) (Cell, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5' {
		return 0, fmt.Errorf("%q is not a cell (a1 … e5)", s)
	}
	return CellAt(int(s[1]-'1'), int(s[0]-'a')), nil
}

// Path is a row, column or main diagonal: paths 0–4 are rows 1–5, 5–9 are
// columns a–e, 10 is the diagonal a1–e5 and 11 the diagonal e1–a5.
type Path int8

// The two diagonals.
const (
	Diagonal     Path = 10 // a1–e5, ends NW and SE
	AntiDiagonal Path = 11 // e1–a5, ends NE and SW
)

// Spot is one of the 24 rim spots, two per path, numbered in name order:
// E1–E5, N1–N5, NE, NW, S1–S5, SE, SW, W1–W5.
type Spot int8

// NoSpot is a spot that is not on the rim.
const NoSpot Spot = -1

var spotNames = [NumSpots]string{"E1", "E2", "E3", "E4", "E5", "N1", "N2", "N3", "N4", "N5", "NE", "NW",
	"S1", "S2", "S3", "S4", "S5", "SE", "SW", "W1", "W2", "W3", "W4", "W5"}

// String is the spot's name.
func (s Spot) String() string {
	if s < 0 || int(s) >= NumSpots {
		return fmt.Sprintf("spot%d", int(s))
	}
	return spotNames[s]
}

// ParseSpot reads a rim spot's name.
func ParseSpot(name string) (Spot, error) {
	for i, n := range spotNames {
		if n == name {
			return Spot(i), nil
		}
	}
	return NoSpot, fmt.Errorf("%q is not a rim spot (N1–N5, S1–S5, W1–W5, E1–E5, NW, NE, SW, SE)", name)
}

// rimOrder is the default row/column end layout of §1 (a spec decision):
// row r's west end shows rimOrder[r], its east end rimOrder[r+2]; column c's
// north end rimOrder[c+1], its south end rimOrder[c+3] (indices mod 5).
var rimOrder = [Size]Tile{Kangaroo, Wombat, Echidna, Platypus, Dingo}

// geometry holds the board's tables. It is built once and only read.
type geometry struct {
	pathCells [NumPaths][Size]Cell
	pathSpots [NumPaths][2]Spot
	spotPath  [NumSpots]Path
	spotOther [NumSpots]Spot
	spotAnim  [NumSpots]Tile
	spotPos   [NumSpots][2]int8 // row, column in the frame around the board (-1 … 5)
	cellPaths [NumCells][]Path
	cellMask  [NumCells]uint16 // the cell's paths, a bit per Path
}

var geo = buildGeometry()

func buildGeometry() *geometry {
	g := &geometry{}
	for i := 0; i < Size; i++ {
		for j := 0; j < Size; j++ {
			g.pathCells[i][j] = CellAt(i, j)      // row i, west to east
			g.pathCells[Size+i][j] = CellAt(j, i) // column i, north to south
		}
		g.pathCells[Diagonal][i] = CellAt(i, i)
		g.pathCells[AntiDiagonal][i] = CellAt(i, Size-1-i) // from e1
	}
	spot := func(name string) Spot { s, _ := ParseSpot(name); return s }
	set := func(p Path, a, b string, animA, animB Tile, posA, posB [2]int8) {
		sa, sb := spot(a), spot(b)
		g.pathSpots[p] = [2]Spot{sa, sb}
		g.spotPath[sa], g.spotPath[sb] = p, p
		g.spotOther[sa], g.spotOther[sb] = sb, sa
		g.spotAnim[sa], g.spotAnim[sb] = animA, animB
		g.spotPos[sa], g.spotPos[sb] = posA, posB
	}
	for i := 0; i < Size; i++ {
		n := string(rune('1' + i))
		k := int8(i)
		set(Path(i), "W"+n, "E"+n, rimOrder[i], rimOrder[(i+2)%Size], [2]int8{k, -1}, [2]int8{k, Size})
		set(Path(Size+i), "N"+n, "S"+n, rimOrder[(i+1)%Size], rimOrder[(i+3)%Size], [2]int8{-1, k}, [2]int8{Size, k})
	}
	set(Diagonal, "NW", "SE", Devil, Devil, [2]int8{-1, -1}, [2]int8{Size, Size})
	set(AntiDiagonal, "NE", "SW", Devil, Devil, [2]int8{-1, Size}, [2]int8{Size, -1})
	for p := Path(0); p < NumPaths; p++ {
		for _, c := range g.pathCells[p] {
			g.cellPaths[c] = append(g.cellPaths[c], p)
			g.cellMask[c] |= 1 << p
		}
	}
	return g
}

// Cells are the path's five cells, from its first end (Spots()[0]) to its second.
func (p Path) Cells() [Size]Cell { return geo.pathCells[p] }

// Spots are the path's two rim spots: west/north/NW/NE end first.
func (p Path) Spots() [2]Spot { return geo.pathSpots[p] }

// String names the path by its cells, "row 3", "column c", "diagonal a1–e5".
func (p Path) String() string {
	switch {
	case p >= 0 && p < Size:
		return fmt.Sprintf("row %d", p+1)
	case p >= Size && p < 2*Size:
		return fmt.Sprintf("column %c", 'a'+rune(p-Size))
	case p == Diagonal:
		return "diagonal a1–e5"
	case p == AntiDiagonal:
		return "diagonal e1–a5"
	}
	return fmt.Sprintf("path%d", int(p))
}

// Phrase names the path for a reason a screen translates (rules.Phrase).
func (p Path) Phrase() (string, []any) {
	switch {
	case p >= 0 && p < Size:
		return "row %d", []any{int(p) + 1}
	case p >= Size && p < 2*Size:
		return "column %s", []any{string('a' + rune(p-Size))}
	case p == Diagonal:
		return "diagonal %s", []any{"a1–e5"}
	case p == AntiDiagonal:
		return "diagonal %s", []any{"e1–a5"}
	}
	return p.String(), nil
}

// Path is the path the spot is an end of.
func (s Spot) Path() Path { return geo.spotPath[s] }

// Other is the spot at the path's other end.
func (s Spot) Other() Spot { return geo.spotOther[s] }

// Animal is the animal printed on the spot: a marker there doubles it (§5).
func (s Spot) Animal() Tile { return geo.spotAnim[s] }

// RimPos is where the spot sits in the 7×7 frame around the board: row and
// column from -1 to 5, with the board's cells at 0–4 (N1 is (-1, 0), E5 is
// (4, 5), SW is (5, -1)).
func (s Spot) RimPos() (r, c int) { return int(geo.spotPos[s][0]), int(geo.spotPos[s][1]) }

// CellPaths are the paths through cell c: its row, its column and the
// diagonals it lies on. The slice is shared: do not change it.
func CellPaths(c Cell) []Path { return geo.cellPaths[c] }

// inLine reports whether two cells share a row, a column or a main diagonal
// (setup tiles may not, §2): whether they lie on a common path.
func inLine(a, b Cell) bool { return geo.cellMask[a]&geo.cellMask[b] != 0 }
