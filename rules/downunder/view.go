package downunder

// The read-only API of a play screen: what lies where, how the paths run
// and to whom they belong, the routes, hands, legal placements and why a
// placement is refused, the area, and live scores.

// CellView is one occupied cell: a full card, or one or two terminals.
type CellView struct {
	X, Y   int
	Card   *CardView  // nil for a cell of terminals
	Halves []HalfView // the terminals, by front (N, E, S, W)
}

// CardView is a full card. Owner is its colour, -1 for pre-laid cards and
// billabongs. Rot is the rotation (straight 0–1, curve 0–3). Wiring is a
// billabong's: groups of joined sides, a one-side group being a stub.
type CardView struct {
	Kind   Kind
	Owner  int
	Rot    int
	Animal Animal
	Wiring [][]Side
}

// HalfView is a terminal on the half of its cell toward Front.
type HalfView struct {
	Owner int
	Front Side
}

func (s *State) cellView(x, y int, cl cell) CellView {
	v := CellView{X: x, Y: y}
	it := &s.b.items[cl.card[0]-1]
	switch it.kind {
	case Terminal:
		v.Halves = append(v.Halves, HalfView{owner(it.colour), Side(it.rot)})
		if cl.card[1] != 0 {
			it2 := &s.b.items[cl.card[1]-1]
			h := HalfView{owner(it2.colour), Side(it2.rot)}
			if h.Front < v.Halves[0].Front {
				v.Halves = []HalfView{h, v.Halves[0]}
			} else {
				v.Halves = append(v.Halves, h)
			}
		}
	case Billabong:
		v.Card = &CardView{Kind: Billabong, Owner: -1, Wiring: wiring(it.rot).groups()}
	default:
		v.Card = &CardView{Kind: it.kind, Owner: owner(it.colour), Rot: int(it.rot), Animal: it.animal}
	}
	return v
}

// Cells lists the occupied cells in (y, x) order.
func (s *State) Cells() []CellView {
	b := &s.b
	var out []CellView
	if b.nOcc == 0 {
		return out
	}
	for y := b.oy0; y <= b.oy1; y++ {
		for x := b.ox0; x <= b.ox1; x++ {
			if cl := b.at(x, y); !cl.empty() {
				out = append(out, s.cellView(x, y, cl))
			}
		}
	}
	return out
}

// CellAt is the cell at (x, y); ok is false when it is empty.
func (s *State) CellAt(x, y int) (CellView, bool) {
	cl := s.b.at(x, y)
	if cl.empty() {
		return CellView{}, false
	}
	return s.cellView(x, y, cl), true
}

// SegmentView is one path piece of a cell. A and B are the sides its ends
// lie on; a stub (terminal or billabong spoke) has Stub set and only A.
// Colour is the card's colour for a colour path (-1 grey). Group
// identifies its connected group within this position; Route is the
// colour whose route holds it (-1 free grey, -2 a pre-laid route), so a
// screen can trace each route in its colour.
type SegmentView struct {
	A, B   Side
	Stub   bool
	Colour int
	Animal Animal
	Group  int
	Route  int
}

// Segments lists the path pieces of cell (x, y).
func (s *State) Segments(x, y int) []SegmentView {
	var buf [4]int
	var out []SegmentView
	for _, i := range s.b.cellSegs(x, y, buf[:0]) {
		sg := &s.b.segs[i]
		r := s.b.find(i)
		v := SegmentView{A: Side(sg.a), B: Side(sg.b), Stub: sg.b == capSide, Colour: int(sg.colour), Animal: sg.animal, Group: r, Route: -1}
		if v.Stub {
			v.B = Side(sg.a)
		}
		if sg.colour == prelaid {
			v.Colour = -2
		}
		if m := s.b.segs[r].mask; m != 0 {
			for c := 0; c <= prelaid; c++ {
				if m == 1<<c {
					v.Route = c
				}
			}
			if v.Route == prelaid {
				v.Route = -2
			}
		}
		out = append(out, v)
	}
	return out
}

// End is an open end: the segment end on side Side of cell (X, Y),
// pointing into cell (ToX, ToY).
type End struct {
	X, Y     int
	Side     Side
	ToX, ToY int
}

func endView(e openEnd) End {
	tx, ty := e.target()
	return End{X: e.x, Y: e.y, Side: Side(e.side), ToX: tx, ToY: ty}
}

// RouteView is a colour's route.
type RouteView struct {
	Colour, Seat int
	Status       Status
	// Done: the route can grow no more (finished, a loop that cannot be
	// reopened, or none after the first round); its seat is skipped.
	Done     bool
	OpenEnds []End
	Caps     int
	Score    RouteScore
}

// Colours is the number of colours (players, or 4 with twoRoutes).
func (s *State) Colours() int { return s.cfg.colours }

// ColoursOf lists a seat's colours.
func (s *State) ColoursOf(seat int) []int {
	if s.cfg.twoRoutes {
		return []int{2 * seat, 2*seat + 1}
	}
	return []int{seat}
}

// Route describes colour c's route.
func (s *State) Route(c int) RouteView {
	if c < 0 || c >= s.cfg.colours {
		return RouteView{Colour: c, Seat: -1}
	}
	v := RouteView{Colour: c, Seat: s.cfg.seatOf(c), Done: s.done&(1<<c) != 0}
	var buf [2]openEnd
	st, ends := s.status(c, buf[:0])
	v.Status = st
	for _, e := range ends {
		v.OpenEnds = append(v.OpenEnds, endView(e))
	}
	if r := s.routeRoot(c); r >= 0 {
		_, v.Caps, _ = s.b.groupEnds(r, nil)
	}
	v.Score = s.routeScore(c)
	return v
}

// HandCard is a kind of card in a hand, with how many the hand holds.
type HandCard struct {
	Colour int
	Kind   Kind
	Animal Animal
	Count  int
}

// Hand lists a seat's cards, by colour, kind and animal.
func (s *State) Hand(seat int) []HandCard {
	var out []HandCard
	for _, c := range s.ColoursOf(seat) {
		for t := 0; t < nTypes; t++ {
			if n := int(s.hands[c][t]); n > 0 {
				k, a := typeCard(t)
				out = append(out, HandCard{Colour: c, Kind: k, Animal: a, Count: n})
			}
		}
	}
	return out
}

// PlacementsFor lists the legal moves that lay the given hand card (its
// cells and rotations), for highlighting.
func (s *State) PlacementsFor(card HandCard) []Move {
	var out []Move
	for _, m := range s.Moves() {
		if m.Kind == card.Kind && (card.Kind == Terminal || m.Animal == card.Animal) && s.moveColour(m) == card.Colour {
			out = append(out, m)
		}
	}
	return out
}

// WhyNot is nil when m is legal now, else the reason it is refused ("the
// cell is taken", "outside the area", "it would join two routes", "your
// colour must continue your route"…).
func (s *State) WhyNot(m Move) error {
	_, err := s.validate(m)
	return err
}

// AreaView is the agreed area (§4). Without a limit, NoLimit is set.
// MinX…MaxY bound the full cards laid so far (or, when both borders are
// fixed by pre-laid cards, the area itself). MaxW and MaxH are how wide and
// high the cards may still spread; an axis whose extent has reached its
// limit has a fixed border (the screen draws the frame there).
type AreaView struct {
	NoLimit                bool
	A, B                   int
	Empty                  bool
	MinX, MinY, MaxX, MaxY int
	MaxW, MaxH             int
	FixedX, FixedY         bool
}

// Area describes the area.
func (s *State) Area() AreaView {
	c := s.cfg
	v := AreaView{NoLimit: c.noBorder, A: c.a, B: c.b}
	if c.frame {
		v.MinX, v.MinY, v.MaxX, v.MaxY = c.rx0, c.ry0, c.rx1, c.ry1
		v.MaxW, v.MaxH = c.rx1-c.rx0+1, c.ry1-c.ry0+1
		v.FixedX, v.FixedY = true, true
		return v
	}
	b := &s.b
	if b.nArea == 0 {
		v.Empty = true
		v.MaxW, v.MaxH = c.b, c.b
		return v
	}
	v.MinX, v.MinY, v.MaxX, v.MaxY = b.bx0, b.by0, b.bx1, b.by1
	if c.noBorder {
		return v
	}
	w, h := b.bx1-b.bx0+1, b.by1-b.by0+1
	v.MaxW, v.MaxH = c.b, c.b
	if h > c.a {
		v.MaxW = c.a
	}
	if w > c.a {
		v.MaxH = c.a
	}
	v.FixedX, v.FixedY = w == v.MaxW, h == v.MaxH
	return v
}

// Scores is every seat's live score.
func (s *State) Scores() []SeatScore {
	out := make([]SeatScore, s.cfg.players)
	for i := range out {
		out[i] = s.SeatScore(i)
	}
	return out
}

// Pending is the open end where the mover owes the extra card of a case-1
// billabong.
func (s *State) Pending() (End, bool) {
	if !s.pend.on {
		return End{}, false
	}
	return endView(s.pend.end()), true
}

// FirstRound reports whether the first round is still being played.
func (s *State) FirstRound() bool { return s.firstRound }

// Billabongs is the number of billabongs left.
func (s *State) Billabongs() int { return int(s.billabongs) }

// Played lists the colours that already acted this turn (twoRoutes).
func (s *State) Played() []int {
	var out []int
	for c := 0; c < s.cfg.colours; c++ {
		if s.played&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}
