package billabong

//go:generate msgp -io=false
//msgp:shim SquareList as:string using:squaresText/parseSquaresText mode:convert witherr:true

// MoveKind says what a Move does.
type MoveKind uint8

const (
	// Place puts a kangaroo on a square (by hand, or a chance placement).
	Place MoveKind = iota + 1
	// Walk moves a kangaroo one square.
	Walk
	// Jump is a sequence of one or more hops by one kangaroo.
	Jump
	// Pass is allowed only when no move is possible.
	Pass
)

func (k MoveKind) String() string {
	switch k {
	case Place:
		return "place"
	case Walk:
		return "walk"
	case Jump:
		return "jump"
	case Pass:
		return "pass"
	}
	return "unknown"
}

// MaxHops is the longest jump sequence a Move holds (and the rules accept).
// A jump keeps the parity of row and column, so a sequence lands on at most
// 53 distinct squares besides its start; a shortest sequence to any outcome
// repeats a square only to wind round the lake again, which takes pivots all
// round it. 63 hops is far beyond any position that can arise; a longer
// sequence is refused, and the legal-move search does not look beyond it.
const MaxHops = 63

// MaxPath is the most squares a move's notation has: the start and MaxHops
// landings.
const MaxPath = MaxHops + 1

// Move is one decision, or one chance placement. It is a plain value (no
// pointers), so legal-move generation fills a reused buffer without
// allocating; its msgp encoding is a map {"kind": uint, "squares": bin}.
type Move struct {
	Type    MoveKind   `msg:"kind"`
	Squares SquareList `msg:"squares"`
}

// SquareList is the squares of a move in notation order, stored inline.
type SquareList struct {
	n  uint8 // number of squares; tooLong marks a jump with too many hops
	sq [MaxPath]uint8
}

const (
	tooLong   = 0xff // SquareList.n of a jump built with more than MaxHops hops
	badSqByte = 0xff // a square that was not on the board when the move was built
)

func (l *SquareList) add(s Square) {
	if l.n >= MaxPath {
		l.n = tooLong
		return
	}
	b := byte(badSqByte)
	if s.Valid() {
		b = byte(s)
	}
	l.sq[l.n] = b
	l.n++
}

// Len is the number of squares (0 for a move built with too many hops).
func (l *SquareList) Len() int {
	if l.n > MaxPath {
		return 0
	}
	return int(l.n)
}

// At is the i-th square; a square that was not on the board is NoSquare.
func (l *SquareList) At(i int) Square {
	b := l.sq[i]
	if b >= NumSquares {
		return NoSquare
	}
	return Square(b)
}

// PlaceMove places a kangaroo (or, at a chance node, is the chance outcome
// that puts one) on sq.
func PlaceMove(sq Square) Move {
	m := Move{Type: Place}
	m.Squares.add(sq)
	return m
}

// WalkMove walks the kangaroo on from to the neighbouring square to.
func WalkMove(from, to Square) Move {
	m := Move{Type: Walk}
	m.Squares.add(from)
	m.Squares.add(to)
	return m
}

// JumpMove is the jump sequence of the kangaroo on from through the given
// landing squares, in order. More than MaxHops landings give a move the
// rules refuse.
func JumpMove(from Square, landings ...Square) Move {
	m := Move{Type: Jump}
	m.Squares.add(from)
	for _, s := range landings {
		m.Squares.add(s)
	}
	return m
}

// PassMove is a pass.
func PassMove() Move { return Move{Type: Pass} }

// Kind is what the move does.
func (m Move) Kind() MoveKind { return m.Type }

// From is the square of the kangaroo that walks or jumps; NoSquare for a
// placement or a pass.
func (m Move) From() Square {
	if (m.Type != Walk && m.Type != Jump) || m.Squares.Len() == 0 {
		return NoSquare
	}
	return m.Squares.At(0)
}

// To is the placement square, or the last square a walk or jump lands on
// (for a move that brings a kangaroo home, the square where it crossed the
// line); NoSquare for a pass.
func (m Move) To() Square {
	n := m.Squares.Len()
	if m.Type == Pass || n == 0 {
		return NoSquare
	}
	return m.Squares.At(n - 1)
}

// Path is every square of the move's notation, in order.
func (m Move) Path() []Square {
	n := m.Squares.Len()
	out := make([]Square, n)
	for i := range out {
		out[i] = m.Squares.At(i)
	}
	return out
}

// Hops is the number of hops of a jump (0 for other moves).
func (m Move) Hops() int {
	if m.Type != Jump || m.Squares.Len() == 0 {
		return 0
	}
	return m.Squares.Len() - 1
}
