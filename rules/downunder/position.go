package downunder

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"outback/rules"
)

// The position JSON of §9, with the fine print of §11. Besides the fields
// of the spec it writes, only when they are set: "played" (twoRoutes:
// colours used this turn), "pending" (the extra card of a case-1
// billabong), "passed" (seats that passed since the last card: needed to
// tell when the game ends) and the options "oneCardPerTurn", "dingo",
// "fixedArea", "frame".

// MarshalJSON writes the position JSON.
func (s *State) MarshalJSON() ([]byte, error) {
	c := s.cfg
	w := &jw{b: make([]byte, 0, 512+64*s.b.nItems)}
	w.raw(`{"players":`)
	w.int(c.players)
	w.raw(`,"toMove":`)
	w.int(int(s.toMove))
	w.raw(`,"firstRound":`)
	w.bool(s.firstRound)
	w.raw(`,"options":{"size":[`)
	w.int(c.a)
	w.raw(",")
	w.int(c.b)
	w.raw(`],"noBorder":`)
	w.bool(c.noBorder)
	w.raw(`,"special":`)
	w.bool(c.special)
	w.raw(`,"oneEnd":`)
	w.bool(c.oneEnd)
	w.raw(`,"twoRoutes":`)
	w.bool(c.twoRoutes)
	if c.oneCard {
		w.raw(`,"oneCardPerTurn":true`)
	}
	if c.dingoLose {
		w.raw(`,"dingo":"lose"`)
	}
	if c.fixedArea {
		w.raw(`,"fixedArea":true`)
	}
	if c.frame {
		w.raw(`,"frame":true`)
	}
	w.raw(`},"cells":[`)
	b := &s.b
	n := 0
	if b.nOcc > 0 {
		for y := b.oy0; y <= b.oy1; y++ {
			for x := b.ox0; x <= b.ox1; x++ {
				cl := b.at(x, y)
				if cl.empty() {
					continue
				}
				if n > 0 {
					w.raw(",")
				}
				n++
				s.writeCell(w, x, y, cl)
			}
		}
	}
	w.raw(`],"hands":[`)
	for seat := 0; seat < c.players; seat++ {
		if seat > 0 {
			w.raw(",")
		}
		w.raw("[")
		k := 0
		m := c.seatColours(seat)
		for col := 0; col < c.colours; col++ {
			if m&(1<<col) == 0 {
				continue
			}
			for t := 0; t < nTypes; t++ {
				for i := 0; i < int(s.hands[col][t]); i++ {
					if k > 0 {
						w.raw(",")
					}
					k++
					kind, a := typeCard(t)
					w.raw(`{"kind":`)
					w.str(kindName(kind))
					if c.twoRoutes {
						w.raw(`,"owner":`)
						w.int(col)
					}
					if a != NoAnimal {
						w.raw(`,"animal":`)
						w.str(animalName(a))
					}
					w.raw("}")
				}
			}
		}
		w.raw("]")
	}
	w.raw(`],"billabongs":`)
	w.int(int(s.billabongs))
	if s.played != 0 {
		w.raw(`,"played":`)
		w.mask(s.played)
	}
	if s.passed != 0 {
		w.raw(`,"passed":`)
		w.mask(s.passed)
	}
	if s.pend.on {
		w.raw(`,"pending":[{"x":`)
		w.int(int(s.pend.x))
		w.raw(`,"y":`)
		w.int(int(s.pend.y))
		w.raw(`,"side":`)
		w.str(Side(s.pend.side).String())
		w.raw("}]")
	}
	w.raw("}")
	return w.b, nil
}

func owner(colour int8) int {
	if colour == prelaid {
		return -1
	}
	return int(colour)
}

func (s *State) writeCell(w *jw, x, y int, cl cell) {
	w.raw(`{"x":`)
	w.int(x)
	w.raw(`,"y":`)
	w.int(y)
	it := &s.b.items[cl.card[0]-1]
	switch it.kind {
	case Straight, Curve:
		w.raw(`,"card":{"kind":`)
		w.str(kindName(it.kind))
		w.raw(`,"owner":`)
		w.int(owner(it.colour))
		w.raw(`,"rot":`)
		w.int(int(it.rot))
		w.raw(`,"animal":`)
		w.str(animalName(it.animal))
		w.raw("}}")
	case Billabong:
		w.raw(`,"card":{"kind":"billabong","wiring":[`)
		for i, g := range wiring(it.rot).groups() {
			if i > 0 {
				w.raw(",")
			}
			w.raw("[")
			for j, sd := range g {
				if j > 0 {
					w.raw(",")
				}
				w.str(sd.String())
			}
			w.raw("]")
		}
		w.raw("]}}")
	case Terminal:
		w.raw(`,"halves":[`)
		ts := []*item{it}
		if cl.card[1] != 0 {
			it2 := &s.b.items[cl.card[1]-1]
			if it2.rot < it.rot {
				ts = []*item{it2, it}
			} else {
				ts = append(ts, it2)
			}
		}
		for i, t := range ts {
			if i > 0 {
				w.raw(",")
			}
			w.raw(`{"owner":`)
			w.int(owner(t.colour))
			w.raw(`,"front":`)
			w.str(Side(t.rot).String())
			w.raw("}")
		}
		w.raw("]}")
	}
}

// jw is a tiny JSON writer (fixed key order, no reflection).
type jw struct{ b []byte }

func (w *jw) raw(s string) { w.b = append(w.b, s...) }
func (w *jw) int(n int)    { w.b = strconv.AppendInt(w.b, int64(n), 10) }
func (w *jw) str(s string) { w.b = strconv.AppendQuote(w.b, s) }
func (w *jw) bool(v bool)  { w.b = strconv.AppendBool(w.b, v) }
func (w *jw) mask(m uint8) {
	w.raw("[")
	k := 0
	for i := 0; i < 8; i++ {
		if m&(1<<i) != 0 {
			if k > 0 {
				w.raw(",")
			}
			k++
			w.int(i)
		}
	}
	w.raw("]")
}

// --- reading ---

type posJSON struct {
	Players    *int             `json:"players"`
	ToMove     *int             `json:"toMove"`
	FirstRound *bool            `json:"firstRound"`
	Options    *optsJSON        `json:"options"`
	Cells      []cellJSON       `json:"cells"`
	Hands      [][]handCardJSON `json:"hands"`
	Billabongs *int             `json:"billabongs"`
	Played     []int            `json:"played"`
	Passed     []int            `json:"passed"`
	Pending    []pendJSON       `json:"pending"`
}

type optsJSON struct {
	Size           []int  `json:"size"`
	NoBorder       bool   `json:"noBorder"`
	Special        bool   `json:"special"`
	OneEnd         bool   `json:"oneEnd"`
	TwoRoutes      bool   `json:"twoRoutes"`
	OneCardPerTurn bool   `json:"oneCardPerTurn"`
	FixedArea      bool   `json:"fixedArea"`
	Frame          bool   `json:"frame"`
	Dingo          string `json:"dingo"`
}

type cellJSON struct {
	X      *int       `json:"x"`
	Y      *int       `json:"y"`
	Card   *cardJSON  `json:"card"`
	Halves []halfJSON `json:"halves"`
}

type cardJSON struct {
	Kind   string     `json:"kind"`
	Owner  *int       `json:"owner"`
	Rot    *int       `json:"rot"`
	Animal string     `json:"animal"`
	Wiring [][]string `json:"wiring"`
}

type halfJSON struct {
	Owner *int   `json:"owner"`
	Front string `json:"front"`
}

type handCardJSON struct {
	Kind   string `json:"kind"`
	Owner  *int   `json:"owner"`
	Animal string `json:"animal"`
}

type pendJSON struct {
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Side string `json:"side"`
}

// maxCoord bounds the coordinates a position may use, and maxSpread how
// many columns or rows its cells may span (cards touch, so a real game
// spans at most one more than its number of cards).
const (
	maxCoord  = 120
	maxSpread = 100
)

// DecodePosition reads the position JSON (the registry's DecodePosition).
func DecodePosition(data []byte) (rules.State, error) {
	s, err := decodePosition(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func decodePosition(data []byte) (*State, error) {
	var p posJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, rules.JSONProblem(err)
	}
	if dec.More() {
		return nil, fmt.Errorf("unexpected data after the position's JSON object")
	}
	if p.Players == nil {
		return nil, fmt.Errorf("\"players\" is missing")
	}
	c := &config{players: *p.Players, colours: *p.Players}
	if c.players < 2 || c.players > 4 {
		return nil, fmt.Errorf("\"players\" must be 2–4, not %d", c.players)
	}
	c.a, c.b = areaFor("recommended", c.players)
	if o := p.Options; o != nil {
		if o.Size != nil {
			if len(o.Size) != 2 {
				return nil, fmt.Errorf("options.size must be [A, B]")
			}
			c.a, c.b = min(o.Size[0], o.Size[1]), max(o.Size[0], o.Size[1])
		}
		c.noBorder, c.special, c.oneEnd, c.twoRoutes = o.NoBorder, o.Special, o.OneEnd, o.TwoRoutes
		c.oneCard, c.fixedArea, c.frame = o.OneCardPerTurn, o.FixedArea, o.Frame
		switch o.Dingo {
		case "", "zero":
		case "lose":
			c.dingoLose = true
		default:
			return nil, fmt.Errorf("options.dingo must be \"zero\" or \"lose\", not %q", o.Dingo)
		}
	}
	if err := checkConfig(c); err != nil {
		return nil, fmt.Errorf("%v", err)
	}
	if c.twoRoutes {
		c.colours = 4
	}
	s := &State{cfg: c, b: newBoard(), billabongs: 4}
	for i := range s.rep {
		s.rep[i] = -1
	}
	if err := s.readCells(p.Cells); err != nil {
		return nil, err
	}
	if err := s.readHands(p.Hands); err != nil {
		return nil, err
	}
	if p.Billabongs != nil {
		if *p.Billabongs < 0 || *p.Billabongs > 4 {
			return nil, fmt.Errorf("\"billabongs\" must be 0–4, not %d", *p.Billabongs)
		}
		s.billabongs = int8(*p.Billabongs)
	}
	if p.ToMove != nil {
		if *p.ToMove < 0 || *p.ToMove >= c.players {
			return nil, fmt.Errorf("\"toMove\" %d is not a seat (0–%d)", *p.ToMove, c.players-1)
		}
		s.toMove = int8(*p.ToMove)
	}
	if p.FirstRound != nil {
		s.firstRound = *p.FirstRound
	}
	for _, col := range p.Played {
		if !c.twoRoutes || col < 0 || col >= c.colours || c.seatColours(int(s.toMove))&(1<<col) == 0 {
			return nil, fmt.Errorf("\"played\" colour %d is not a colour of the seat to move (twoRoutes only)", col)
		}
		s.played |= 1 << col
	}
	for _, seat := range p.Passed {
		if seat < 0 || seat >= c.players {
			return nil, fmt.Errorf("\"passed\" seat %d is out of range", seat)
		}
		s.passed |= 1 << seat
	}
	if len(p.Pending) > 1 {
		return nil, fmt.Errorf("at most one pending extra card")
	}
	for _, pe := range p.Pending {
		side, oks := parseSide(pe.Side)
		if !oks {
			return nil, fmt.Errorf("pending side %q is not N, E, S or W", pe.Side)
		}
		e := openEnd{pe.X, pe.Y, side}
		found := false
		var buf [2]openEnd
		for col := 0; col < c.colours && !found; col++ {
			if c.seatColours(int(s.toMove))&(1<<col) == 0 {
				continue
			}
			_, ends := s.status(col, buf[:0])
			if slices.Contains(ends, e) {
				s.pend = pending{on: true, colour: int8(col), x: int16(pe.X), y: int16(pe.Y), side: int8(side)}
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("pending %d,%d %s is not an open end of the mover's route", pe.X, pe.Y, pe.Side)
		}
	}
	s.updateDone()
	if act := s.activeSeats(); !s.firstRound && (act == 0 || (s.passed != 0 && s.passed&act == act)) {
		s.over = true
	}
	return s, nil
}

func readOwner(o *int, c *config, what string) (int, error) {
	if o == nil {
		return 0, fmt.Errorf("%s has no owner", what)
	}
	if *o == -1 {
		if !c.fixedArea && !c.frame {
			return 0, fmt.Errorf("%s has owner -1, but only fixedArea and frame pre-lay cards", what)
		}
		return prelaid, nil
	}
	if *o < 0 || *o >= c.colours {
		return 0, fmt.Errorf("%s has owner %d, out of range", what, *o)
	}
	return *o, nil
}

func (s *State) readCells(cells []cellJSON) error {
	c := s.cfg
	keys := make([][2]int, 0, len(cells))
	nsegs, items := 0, 0
	for i, cj := range cells {
		if cj.X == nil || cj.Y == nil {
			return fmt.Errorf("cell %d has no x or y", i)
		}
		x, y := *cj.X, *cj.Y
		if x < -maxCoord || x > maxCoord || y < -maxCoord || y > maxCoord {
			return fmt.Errorf("cell %d,%d is too far out (limit ±%d)", x, y, maxCoord)
		}
		for _, k := range keys {
			if k == [2]int{x, y} {
				return fmt.Errorf("cell %d,%d is listed twice", x, y)
			}
		}
		keys = append(keys, [2]int{x, y})
		switch {
		case (cj.Card == nil) == (cj.Halves == nil):
			return fmt.Errorf("cell %d,%d needs either \"card\" or \"halves\"", x, y)
		case cj.Card != nil:
			nsegs += 2
			if cj.Card.Kind == "billabong" {
				nsegs += 2
			}
		default:
			nsegs += 1 + len(cj.Halves)
		}
		items += max(1, len(cj.Halves))
		if nsegs > maxSegs || items > maxItems {
			return fmt.Errorf("too many cards")
		}
	}
	if len(keys) > 0 {
		x0, y0, x1, y1 := keys[0][0], keys[0][1], keys[0][0], keys[0][1]
		for _, k := range keys {
			x0, y0, x1, y1 = min(x0, k[0]), min(y0, k[1]), max(x1, k[0]), max(y1, k[1])
		}
		if x1-x0 >= maxSpread || y1-y0 >= maxSpread {
			return fmt.Errorf("the cells spread over more than %d columns or rows", maxSpread)
		}
	}
	// Frame cards first, so that the area rectangle is known; the order of
	// the others does not matter to the groups.
	if c.frame {
		x0, y0, x1, y1, n := 0, 0, 0, 0, 0
		for _, cj := range cells {
			if cj.Card != nil && cj.Card.Owner != nil && *cj.Card.Owner == -1 {
				x, y := *cj.X, *cj.Y
				if n == 0 {
					x0, y0, x1, y1 = x, y, x, y
				}
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
				n++
			}
		}
		c.rx0, c.ry0, c.rx1, c.ry1 = x0+1, y0+1, x1-1, y1-1
		w, h := x1-x0-1, y1-y0-1
		if n == 0 || !((w == c.a && h == c.b) || (w == c.b && h == c.a)) {
			return fmt.Errorf("the frame cards do not surround a %dx%d area", c.a, c.b)
		}
	}
	for _, cj := range cells {
		x, y := *cj.X, *cj.Y
		where := fmt.Sprintf("cell %d,%d", x, y)
		if cj.Card != nil {
			cd := cj.Card
			switch cd.Kind {
			case "straight", "curve":
				k := Straight
				if cd.Kind == "curve" {
					k = Curve
				}
				col, err := readOwner(cd.Owner, c, where)
				if err != nil {
					return err
				}
				if cd.Rot == nil || *cd.Rot < 0 || (k == Straight && *cd.Rot > 1) || *cd.Rot > 3 {
					return fmt.Errorf("%s: bad or missing rot for a %s", where, cd.Kind)
				}
				a, oka := parseAnimal(cd.Animal)
				if !oka || cardType(k, a) < 0 {
					return fmt.Errorf("%s: a %s carries no animal %q", where, cd.Kind, cd.Animal)
				}
				if cd.Wiring != nil {
					return fmt.Errorf("%s: only billabongs have wiring", where)
				}
				n := len(s.b.segs)
				inside := col != prelaid || !c.frame
				if c.frame && col != prelaid && !s.areaOK(x, y) {
					return fmt.Errorf("%s lies outside the framed area", where)
				}
				s.b.placeFull(x, y, k, *cd.Rot, col, a, inside)
				if col < prelaid && s.rep[col] < 0 {
					s.rep[col] = int16(n)
				}
			case "billabong":
				if cd.Owner != nil || cd.Rot != nil || cd.Animal != "" {
					return fmt.Errorf("%s: a billabong has only a wiring", where)
				}
				w, err := readWiring(cd.Wiring)
				if err != nil {
					return fmt.Errorf("%s: %v", where, err)
				}
				s.b.placeBillabong(x, y, w)
			default:
				return fmt.Errorf("%s: unknown card kind %q (want straight, curve or billabong)", where, cd.Kind)
			}
			continue
		}
		if len(cj.Halves) < 1 || len(cj.Halves) > 2 {
			return fmt.Errorf("%s: halves must hold one terminal or two opposite ones", where)
		}
		var fronts [2]int
		for i, hj := range cj.Halves {
			f, oks := parseSide(hj.Front)
			if !oks {
				return fmt.Errorf("%s: bad front %q", where, hj.Front)
			}
			fronts[i] = f
		}
		if len(cj.Halves) == 2 && fronts[1] != opp(fronts[0]) {
			return fmt.Errorf("%s: two terminals must lie back to back (opposite fronts)", where)
		}
		for i, hj := range cj.Halves {
			col, err := readOwner(hj.Owner, c, where)
			if err != nil {
				return err
			}
			n := len(s.b.segs)
			s.b.placeTerminal(x, y, fronts[i], col)
			if col < prelaid && s.rep[col] < 0 {
				s.rep[col] = int16(n)
			}
		}
	}
	// Every colour in one group, no group with two colours.
	b := &s.b
	for i := range b.segs {
		sg := &b.segs[i]
		if int(sg.parent) == i && multi(sg.mask) {
			return fmt.Errorf("a route holds two colours (at cell %d,%d)", sg.x, sg.y)
		}
		if sg.colour >= 0 && sg.colour < prelaid && b.find(i) != s.routeRoot(int(sg.colour)) {
			return fmt.Errorf("colour %d's segments lie in two groups (see cell %d,%d)", sg.colour, sg.x, sg.y)
		}
	}
	return nil
}

func readWiring(groups [][]string) (wiring, error) {
	var p [4]int
	seen := 0
	for _, g := range groups {
		if len(g) < 1 || len(g) > 2 {
			return 0, fmt.Errorf("a wiring group joins one or two sides")
		}
		var sides [2]int
		for i, t := range g {
			sd, oks := parseSide(t)
			if !oks {
				return 0, fmt.Errorf("bad side %q in the wiring", t)
			}
			if seen&(1<<sd) != 0 {
				return 0, fmt.Errorf("side %s appears twice in the wiring", t)
			}
			seen |= 1 << sd
			sides[i] = sd
		}
		if len(g) == 1 {
			p[sides[0]] = sides[0]
		} else {
			p[sides[0]], p[sides[1]] = sides[1], sides[0]
		}
	}
	if seen != 15 {
		return 0, fmt.Errorf("the wiring must name every side once")
	}
	return makeWiring(p), nil
}

func (s *State) readHands(hands [][]handCardJSON) error {
	c := s.cfg
	if hands == nil {
		return nil
	}
	if len(hands) != c.players {
		return fmt.Errorf("\"hands\" lists %d seats, want %d", len(hands), c.players)
	}
	set := fullSet()
	for seat, hj := range hands {
		for _, cj := range hj {
			col := seat
			if c.twoRoutes {
				if cj.Owner == nil || (*cj.Owner != 2*seat && *cj.Owner != 2*seat+1) {
					return fmt.Errorf("seat %d's hand: with twoRoutes each card needs owner %d or %d", seat, 2*seat, 2*seat+1)
				}
				col = *cj.Owner
			} else if cj.Owner != nil && *cj.Owner != seat {
				return fmt.Errorf("seat %d's hand holds a card of owner %d", seat, *cj.Owner)
			}
			var k Kind
			switch cj.Kind {
			case "straight":
				k = Straight
			case "curve":
				k = Curve
			case "terminal":
				k = Terminal
			default:
				return fmt.Errorf("seat %d's hand: unknown card kind %q", seat, cj.Kind)
			}
			a := NoAnimal
			if cj.Animal != "" {
				var oka bool
				if a, oka = parseAnimal(cj.Animal); !oka {
					return fmt.Errorf("seat %d's hand: unknown animal %q", seat, cj.Animal)
				}
			}
			t := cardType(k, a)
			if t < 0 {
				return fmt.Errorf("seat %d's hand: no %s with animal %q", seat, cj.Kind, cj.Animal)
			}
			s.hands[col][t]++
			if s.hands[col][t] > set[t] {
				return fmt.Errorf("seat %d's hand holds more %ss of that animal than a set has", seat, cj.Kind)
			}
		}
	}
	return nil
}
