package billabong

import (
	"fmt"
	"strings"

	"outback/rules"
)

// The notation (§7 of the spec): a placement is its square ("k11"), a walk
// "from-to" ("i10-h10"), a jump its start and every landing joined by "-"
// ("d4-c6-c4-e4-g5"), a pass "pass". A walk joins two neighbouring squares
// and a hop never does, so the text alone tells a walk from a jump.

// String is the move in the notation.
func (m Move) String() string {
	switch m.Type {
	case Pass:
		return "pass"
	case Place, Walk, Jump:
		if m.Squares.n > MaxPath {
			return fmt.Sprintf("(a jump of more than %d hops)", MaxHops)
		}
		var b strings.Builder
		for i := 0; i < m.Squares.Len(); i++ {
			if i > 0 {
				b.WriteByte('-')
			}
			if sq := m.Squares.At(i); sq.Valid() {
				b.WriteString(sq.String())
			} else {
				b.WriteString("??")
			}
		}
		return b.String()
	}
	return fmt.Sprintf("(move of unknown kind %d)", m.Type)
}

// MoveText writes m in the notation; the notation does not depend on the
// position.
func (s *State) MoveText(mv rules.Move) string {
	m, err := asMove(mv)
	if err != nil {
		return fmt.Sprintf("(%T)", mv)
	}
	return m.String()
}

// ParseMove reads the notation. It checks the form only; Apply says whether
// the move is legal here.
func (s *State) ParseMove(text string) (rules.Move, error) { return ParseMove(text) }

// ParseMove reads a move in the notation, independent of any position.
func ParseMove(text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "pass" {
		return PassMove(), nil
	}
	if t == "" {
		return Move{}, fmt.Errorf("empty move: want a square (k11), squares joined by - (i10-h10, d4-c6-c4) or pass")
	}
	l, err := parseSquaresText(t)
	if err != nil {
		return Move{}, fmt.Errorf("move %q: %v", text, err)
	}
	m := Move{Squares: l}
	switch {
	case l.n == 1:
		m.Type = Place
	case l.n == 2 && adjacent(l.At(0), l.At(1)):
		m.Type = Walk
	default:
		m.Type = Jump
	}
	return m, nil
}

func adjacent(a, b Square) bool {
	return max(abs(a.Row()-b.Row()), abs(a.Col()-b.Col())) == 1
}

// squaresText is the squares joined by "-", the msgp form of a SquareList.
func squaresText(l SquareList) (string, error) {
	if l.n > MaxPath {
		return "", fmt.Errorf("a jump may have at most %d hops", MaxHops)
	}
	var b strings.Builder
	for i := 0; i < int(l.n); i++ {
		sq := l.At(i)
		if !sq.Valid() {
			return "", fmt.Errorf("square %d of the move is not on the board", i+1)
		}
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(sq.String())
	}
	return b.String(), nil
}

// parseSquaresText reads squares joined by "-" ("" is no square).
func parseSquaresText(t string) (SquareList, error) {
	var l SquareList
	if t == "" {
		return l, nil
	}
	parts := strings.Split(t, "-")
	if len(parts) > MaxPath {
		return l, fmt.Errorf("%d squares: a jump may have at most %d hops", len(parts), MaxHops)
	}
	for _, p := range parts {
		sq, err := ParseSquare(p)
		if err != nil {
			return l, err
		}
		l.add(sq)
	}
	return l, nil
}
