package downunder

// Side is an edge of a cell: N (toward y−1), E, S, W.
type Side int

// The four sides, clockwise; Opp is side^2.
const (
	N Side = 0
	E Side = 1
	S Side = 2
	W Side = 3
)

// capSide marks the capped (inner) end of a stub.
const capSide = -1

func (s Side) String() string {
	switch s {
	case N:
		return "N"
	case E:
		return "E"
	case S:
		return "S"
	case W:
		return "W"
	}
	return "?"
}

func sideDX(s int) int { return (s & 1) * (2 - s) }   // E → +1, W → −1
func sideDY(s int) int { return (1 - s&1) * (s - 1) } // N → −1, S → +1
func opp(s int) int    { return s ^ 2 }
func parseSide(t string) (int, bool) {
	switch t {
	case "N":
		return 0, true
	case "E":
		return 1, true
	case "S":
		return 2, true
	case "W":
		return 3, true
	}
	return 0, false
}

// Kind is a card kind, or the kind of a move.
type Kind = uint8

// Card and move kinds. Zero is no kind, so a zero Move is refused.
const (
	Straight  Kind = 1
	Curve     Kind = 2
	Terminal  Kind = 3
	Billabong Kind = 4 // a billabong laid by the mover (case 3, §6)
	Turn      Kind = 5 // turning a curve to reopen a loop (§5)
	Pass      Kind = 6
)

func kindName(k Kind) string {
	switch k {
	case Straight:
		return "straight"
	case Curve:
		return "curve"
	case Terminal:
		return "terminal"
	case Billabong:
		return "billabong"
	case Turn:
		return "turn"
	case Pass:
		return "pass"
	}
	return "?"
}

func kindLetter(k Kind) string {
	switch k {
	case Straight:
		return "S"
	case Curve:
		return "C"
	case Terminal:
		return "T"
	case Billabong:
		return "B"
	case Turn:
		return "R"
	}
	return "?"
}

// Animal is the animal on the grey path of a straight or curve (§1).
type Animal = uint8

// The animals, in the order the spec lists them. NoAnimal is used for
// terminals and billabongs.
const (
	NoAnimal Animal = 0
	Kangaroo Animal = 1
	Emu      Animal = 2
	Platypus Animal = 3
	Rabbit   Animal = 4
	Dingo    Animal = 5
	nAnimals        = 6
)

func animalName(a Animal) string {
	switch a {
	case Kangaroo:
		return "kangaroo"
	case Emu:
		return "emu"
	case Platypus:
		return "platypus"
	case Rabbit:
		return "rabbit"
	case Dingo:
		return "dingo"
	}
	return ""
}

func parseAnimal(t string) (Animal, bool) {
	for a := Kangaroo; a <= Dingo; a++ {
		if animalName(a) == t {
			return a, true
		}
	}
	return NoAnimal, false
}

// A hand is kept as counts per card type: a colour's cards that are equal
// in kind and animal are interchangeable. Type indices:
//
//	0–3 straights with kangaroo, emu, platypus, rabbit
//	4–8 curves with kangaroo, emu, platypus, rabbit, dingo
//	9   terminals
const nTypes = 10

type hand [nTypes]int8

// fullSet is one colour's 18 cards (§1, animals per the [decision]).
func fullSet() hand { return hand{2, 2, 1, 2, 2, 2, 2, 2, 1, 2} }

// cardType is the hand index of a card, or -1 when no such card exists.
func cardType(k Kind, a Animal) int {
	switch k {
	case Straight:
		if a >= Kangaroo && a <= Rabbit {
			return int(a) - 1
		}
	case Curve:
		if a >= Kangaroo && a <= Dingo {
			return int(a) + 3
		}
	case Terminal:
		if a == NoAnimal {
			return 9
		}
	}
	return -1
}

// typeCard is the inverse of cardType.
func typeCard(t int) (Kind, Animal) {
	switch {
	case t < 4:
		return Straight, Animal(t + 1)
	case t < 9:
		return Curve, Animal(t - 3)
	}
	return Terminal, NoAnimal
}

// kinds' hand index ranges [lo, hi).
func typeRange(k Kind) (lo, hi int) {
	switch k {
	case Straight:
		return 0, 4
	case Curve:
		return 4, 9
	case Terminal:
		return 9, 10
	}
	return 0, 0
}

// count of cards of kind k in h.
func (h *hand) count(k Kind) int {
	lo, hi := typeRange(k)
	n := 0
	for t := lo; t < hi; t++ {
		n += int(h[t])
	}
	return n
}

// animals is the set of animals among h's cards of kind k, a bit per card
// type of the kind.
func (h *hand) animals(k Kind) uint32 {
	lo, hi := typeRange(k)
	var set uint32
	for t := lo; t < hi; t++ {
		if h[t] > 0 {
			set |= 1 << (t - lo)
		}
	}
	return set
}

// Segment geometry of a card at a rotation (§1). colourA/B are the colour
// path's sides, greyA/B the grey path's; a terminal's stub has greyB... see
// terminalSegs.
func straightSides(rot int) (ca, cb, ga, gb int) {
	r := rot & 1
	return r, r + 2, r + 1, (r + 3) & 3
}

func curveSides(rot int) (ca, cb, ga, gb int) {
	r := rot & 3
	return r, (r + 1) & 3, (r + 2) & 3, (r + 3) & 3
}

// fullSides is straightSides or curveSides.
func fullSides(k Kind, rot int) (ca, cb, ga, gb int) {
	if k == Straight {
		return straightSides(rot)
	}
	return curveSides(rot)
}

// terminal with front f: stub (f, cap) in the colour, bar (f+1, f+3) grey.
func barSides(f int) (int, int) { return (f + 1) & 3, (f + 3) & 3 }

// Billabong wiring: for each side the side its spoke is joined to, or the
// side itself for a one-spoke stub. Packed two bits per side.
type wiring uint8

func makeWiring(partner [4]int) wiring {
	var w wiring
	for s := 0; s < 4; s++ {
		w |= wiring(partner[s]) << (2 * s)
	}
	return w
}

func (w wiring) partner(s int) int { return int(w>>(2*s)) & 3 }

// groups lists the wiring's groups, ordered by first side, sides N,E,S,W (§11).
func (w wiring) groups() [][]Side {
	var out [][]Side
	for s := 0; s < 4; s++ {
		p := w.partner(s)
		switch {
		case p == s:
			out = append(out, []Side{Side(s)})
		case p > s:
			out = append(out, []Side{Side(s), Side(p)})
		}
	}
	return out
}

// valid reports whether every side's partner points back at it.
func (w wiring) valid() bool {
	for s := 0; s < 4; s++ {
		if w.partner(w.partner(s)) != s {
			return false
		}
	}
	return true
}
