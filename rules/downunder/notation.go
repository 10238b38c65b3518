package downunder

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"outback/rules"
)

// Notation (§9): "S 0,1 r0 emu", "C 1,-2 r3 kangaroo", "T 2,3 N", "B 4,1",
// "R 1,0 cw", "pass". The animal is written exactly when the hand of the
// card's colour holds cards of that kind with different animals.

// MoveText writes m in the notation.
func (s *State) MoveText(mv rules.Move) string {
	m, okm := asMove(mv)
	if !okm {
		return "?"
	}
	return s.moveText(m, s.moveColour(m))
}

func asMove(mv rules.Move) (Move, bool) {
	if v, okv := mv.(*Move); okv && v != nil {
		return *v, true
	}
	return Move{}, false
}

func (s *State) moveText(m Move, c int) string {
	xy := strconv.Itoa(int(m.X)) + "," + strconv.Itoa(int(m.Y))
	switch m.Kind {
	case Pass:
		return "pass"
	case Straight, Curve:
		t := kindLetter(m.Kind) + " " + xy + " r" + strconv.Itoa(int(m.R))
		if c < 0 || bits.OnesCount32(s.seatAnimals(c, m.Kind)) >= 2 || animalName(m.Animal) == "" || !s.holds(c, m) {
			if n := animalName(m.Animal); n != "" {
				t += " " + n
			}
		}
		return t
	case Terminal:
		return "T " + xy + " " + Side(m.R&3).String()
	case Billabong:
		return "B " + xy
	case Turn:
		if m.R == 3 {
			return "R " + xy + " ccw"
		}
		return "R " + xy + " cw"
	}
	return "?"
}

// moveColour is the colour a move is played with: the one for which it is
// legal, else the first colour of the seat that holds the card.
func (s *State) moveColour(m Move) int {
	if s.over {
		return int(s.toMove)
	}
	if s.pend.on {
		return int(s.pend.colour)
	}
	if s.firstRound && !(s.cfg.twoRoutes && s.firstStep().what == stepEntrance) {
		return s.firstStep().colour
	}
	if !s.cfg.twoRoutes {
		return int(s.toMove)
	}
	if c, err := s.validate(m); err == nil {
		return c
	}
	el := s.cfg.seatColours(int(s.toMove))
	if c := s.firstHolder(el, m); c >= 0 {
		return c
	}
	return 2 * int(s.toMove)
}

// ParseMove reads the notation in this state.
func (s *State) ParseMove(text string) (rules.Move, error) {
	m, err := s.parseMove(text)
	if err != nil {
		return nil, err
	}
	return &m, nil
}

func (s *State) parseMove(text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Move{}, fmt.Errorf("empty move")
	}
	if len(f) == 1 && strings.EqualFold(f[0], "pass") {
		return Move{Kind: Pass}, nil
	}
	var m Move
	switch strings.ToUpper(f[0]) {
	case "S":
		m.Kind = Straight
	case "C":
		m.Kind = Curve
	case "T":
		m.Kind = Terminal
	case "B":
		m.Kind = Billabong
	case "R":
		m.Kind = Turn
	default:
		return Move{}, fmt.Errorf("move %q: unknown kind %q (want S, C, T, B, R or pass)", text, f[0])
	}
	if len(f) < 2 {
		return Move{}, fmt.Errorf("move %q: missing the cell x,y", text)
	}
	xs, ys, okc := strings.Cut(f[1], ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !okc || err1 != nil || err2 != nil || x < -1000 || x > 1000 || y < -1000 || y > 1000 {
		return Move{}, fmt.Errorf("move %q: bad cell %q (want x,y)", text, f[1])
	}
	m.X, m.Y = int16(x), int16(y)
	rest := f[2:]
	want := 1
	switch m.Kind {
	case Billabong:
		want = 0
	case Straight, Curve:
		if len(rest) == 2 {
			want = 2
		}
	}
	if len(rest) != want {
		return Move{}, fmt.Errorf("move %q: wrong number of parts", text)
	}
	switch m.Kind {
	case Straight, Curve:
		r, err := strconv.Atoi(strings.TrimPrefix(rest[0], "r"))
		max := 1
		if m.Kind == Curve {
			max = 3
		}
		if !strings.HasPrefix(rest[0], "r") || err != nil || r < 0 || r > max {
			return Move{}, fmt.Errorf("move %q: bad rotation %q (want r0–r%d)", text, rest[0], max)
		}
		m.R = uint8(r)
		if len(rest) == 2 {
			a, oka := parseAnimal(strings.ToLower(rest[1]))
			if !oka {
				return Move{}, fmt.Errorf("move %q: unknown animal %q", text, rest[1])
			}
			m.Animal = a
			return m, nil
		}
		return s.fillAnimal(m, text)
	case Terminal:
		side, oks := parseSide(strings.ToUpper(rest[0]))
		if !oks {
			return Move{}, fmt.Errorf("move %q: bad front %q (want N, E, S or W)", text, rest[0])
		}
		m.R = uint8(side)
	case Turn:
		switch strings.ToLower(rest[0]) {
		case "cw":
			m.R = 1
		case "ccw":
			m.R = 3
		default:
			return Move{}, fmt.Errorf("move %q: bad direction %q (want cw or ccw)", text, rest[0])
		}
	}
	return m, nil
}

// seatAnimals is the set of animals among the cards of kind k in the hand
// of the seat that plays colour c: with twoRoutes the seat's whole hand,
// both colours together (§9, §11). The notation names a card's animal
// exactly when the set has two or more.
func (s *State) seatAnimals(c int, k Kind) uint32 {
	seat := s.cfg.seatOf(c)
	var set uint32
	for col := 0; col < s.cfg.colours; col++ {
		if s.cfg.seatOf(col) == seat {
			set |= s.hands[col].animals(k)
		}
	}
	return set
}

// fillAnimal completes a straight or curve written without its animal: the
// seat's hand must hold only one animal of that kind.
func (s *State) fillAnimal(m Move, text string) (Move, error) {
	var cands []int
	switch {
	case s.over:
	case s.pend.on:
		cands = []int{int(s.pend.colour)}
	case s.firstRound && !(s.cfg.twoRoutes && s.firstStep().what == stepEntrance):
		cands = []int{s.firstStep().colour}
	default:
		m := s.cfg.seatColours(int(s.toMove))
		for c := 0; c < s.cfg.colours; c++ {
			if m&(1<<c) != 0 {
				cands = append(cands, c)
			}
		}
	}
	var fallback Move
	found := false
	for _, c := range cands {
		set := s.seatAnimals(c, m.Kind)
		if bits.OnesCount32(set) != 1 {
			continue
		}
		lo, _ := typeRange(m.Kind)
		_, m.Animal = typeCard(lo + bits.TrailingZeros32(set))
		if col, err := s.validate(m); err == nil && col == c {
			return m, nil
		}
		if !found {
			fallback, found = m, true
		}
	}
	if found {
		return fallback, nil
	}
	return Move{}, fmt.Errorf("move %q: name the animal (the hand holds %ss with different animals, or none)", text, kindName(m.Kind))
}
