package downunder

import (
	"strings"
	"testing"

	"outback/rules"
)

// §10 check 1: Yellow's end points into X from the south, Blue's from the
// north, Yellow has no curves: no straight is legal, a terminal on X's
// south half is; then Blue can only lay a terminal on X's north half and
// the two bars form one neutral piece.
func TestTerminalsBackToBack(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 2,
		cells: []string{
			full(0, -1, "straight", 1, 0, "emu"), // Blue, S end into X=(0,0)
			full(0, 1, "straight", 0, 0, "emu"),  // Yellow, N end into X
			half(0, -2, 1, "S"),                  // cap Blue's other end
			half(0, 2, 0, "N"),                   // cap Yellow's other end
		},
		hands: []string{"S:kangaroo T", "S:kangaroo C:emu T"},
	})
	refused(t, s, "S 0,0 r0", "it would join two routes")
	if got := texts(s); len(got) != 1 || got[0] != "T 0,0 S" {
		t.Fatalf("Yellow's moves %v, want only T 0,0 S", got)
	}
	play(t, s, "T 0,0 S")
	if got := texts(s); len(got) != 1 || got[0] != "T 0,0 N" {
		t.Fatalf("Blue's moves %v, want only T 0,0 N", got)
	}
	refused(t, s, "C 0,0 r0", "the cell is taken")
	play(t, s, "T 0,0 N")
	segs := s.Segments(0, 0)
	if len(segs) != 3 {
		t.Fatalf("cell with two terminals has %d segments, want 3 (two stubs, one bar)", len(segs))
	}
	bars := 0
	for _, sg := range segs {
		if !sg.Stub {
			bars++
			if sg.Colour != -1 || !((sg.A == E && sg.B == W) || (sg.A == W && sg.B == E)) {
				t.Fatalf("bar %+v, want grey E–W", sg)
			}
		}
	}
	if bars != 1 {
		t.Fatalf("%d bars, want one merged bar", bars)
	}
	// Both routes are finished now: the game is over.
	if s.ToMove() != rules.Nobody {
		t.Fatalf("game not over after both routes finished")
	}
	if r := s.Route(0); r.Status != StatusFinished || r.Score.Segments != 3 {
		t.Fatalf("Yellow's route %+v, want finished with 3 segments (stub, straight, stub)", r)
	}
}

// §10 check 2: a curve offers a route two directions, a straight one.
func TestCurveTwoDirections(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 2,
		cells: []string{
			half(0, 1, 0, "N"),                  // Yellow's stub, open end into (0,0)
			full(5, 5, "straight", 1, 0, "emu"), // Blue elsewhere
		},
		hands: []string{"S:emu C:rabbit", "S:kangaroo"},
	})
	s.b.nArea = 0 // not about the area
	got := strings.Join(texts(s), " | ")
	want := "S 0,0 r0 | C 0,0 r1 | C 0,0 r2"
	if got != want {
		t.Fatalf("moves %q, want %q", got, want)
	}
	ps := s.PlacementsFor(HandCard{Colour: 0, Kind: Curve, Animal: Rabbit})
	if len(ps) != 2 {
		t.Fatalf("PlacementsFor(curve) = %v, want 2 rotations", ps)
	}
}

// Rule (b): the colour path, not the grey one, must continue the route.
func TestColourMustContinue(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 2,
		cells: []string{
			half(0, 1, 0, "N"),
			full(3, 1, "straight", 1, 0, "emu"),
		},
		hands: []string{"S:emu C:rabbit T", "S:kangaroo"},
	})
	refused(t, s, "S 0,0 r1", "your colour must continue your route")
	refused(t, s, "C 0,0 r3", "your colour must continue your route")
	refused(t, s, "S 2,1 r0", "your colour must continue your route")
	refused(t, s, "C 0,0 r1 emu", "you have no curve with a emu")
	refused(t, s, "R 0,0 cw", "no card")
	refused(t, s, "pass", "cannot pass")
	refused(t, s, "B 0,0", "billabong")
	play(t, s, "S 0,0 r0")
	if s.ToMove() != 1 {
		t.Fatalf("seat 1 should move")
	}
}

// The area rule with both orientations: the 7×9 example of the rules.
func TestBorder7x9(t *testing.T) {
	s, err := newState(4, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x := 0; x < 8; x++ {
		s.b.placeFull(x, 0, Straight, 1, x%4, Emu, true)
	}
	// 8 wide: this axis may reach 9 on either side, the other only 7.
	if !s.areaOK(8, 0) || !s.areaOK(-1, 0) || s.areaOK(9, 0) || s.areaOK(-2, 0) {
		t.Fatalf("x axis: want 9 as its limit, on either side")
	}
	if !s.areaOK(0, 6) || s.areaOK(0, 7) || !s.areaOK(0, -6) || s.areaOK(0, -7) {
		t.Fatalf("y axis: want 7 as its limit once x spans 8")
	}
	a := s.Area()
	if a.MaxW != 9 || a.MaxH != 7 || a.FixedX || a.FixedY {
		t.Fatalf("area %+v: want limits 9×7, no border fixed yet", a)
	}
	s.b.placeFull(-1, 0, Straight, 1, 0, Emu, true)
	a = s.Area()
	if !a.FixedX || a.FixedY || a.MinX != -1 || a.MaxX != 7 {
		t.Fatalf("area %+v: want the x border fixed at -1..7", a)
	}
	// Still square below 7: both axes may become the long one.
	s2, _ := newState(4, nil)
	for x := 0; x < 7; x++ {
		s2.b.placeFull(x, 0, Straight, 1, 0, Emu, true)
	}
	if !s2.areaOK(7, 0) || !s2.areaOK(0, 8) || s2.areaOK(0, 9) {
		t.Fatalf("7 wide: x may still grow to 9, y to 9")
	}
	// Terminals may lie outside the area.
	if s2.placeCode(0, Terminal, -3, 0, int(E), false) == rArea {
		t.Fatalf("terminals are not bound by the area")
	}
	if r := s2.placeCode(3, Curve, 0, 9, 0, false); r != rArea {
		t.Fatalf("full card outside the area: %v", r)
	}
}

func TestSizesAndOptions(t *testing.T) {
	cases := []struct {
		players int
		opts    []rules.Option
		a, b    int
	}{
		{2, nil, 5, 7}, {3, nil, 6, 8}, {4, nil, 7, 9},
		{2, opts("difficulty", "easy"), 6, 6}, {3, opts("difficulty", "easy"), 7, 7}, {4, opts("difficulty", "easy"), 8, 8},
		{2, opts("difficulty", "difficult"), 4, 8}, {3, opts("difficulty", "difficult"), 4, 10}, {4, opts("difficulty", "difficult"), 5, 11},
		{3, opts("size", "5x9"), 5, 9}, {4, opts("size", "4x13"), 4, 13},
	}
	for _, c := range cases {
		s, err := newState(c.players, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		if s.cfg.a != c.a || s.cfg.b != c.b {
			t.Errorf("%d players %v: area %dx%d, want %dx%d", c.players, c.opts, s.cfg.a, s.cfg.b, c.a, c.b)
		}
	}
	bad := []struct {
		players int
		opts    []rules.Option
		want    string
	}{
		{3, opts("twoRoutes", "on"), "twoRoutes"},
		{2, opts("oneCardPerTurn", "on"), "oneCardPerTurn needs twoRoutes"},
		{4, opts("fixedArea", "on"), "fixedArea"},
		{3, opts("frame", "on"), "frame"},
		{2, opts("frame", "on", "fixedArea", "on"), "at most one"},
		{2, opts("twoRoutes", "on", "frame", "on"), "at most one"},
		{2, opts("noBorder", "on", "fixedArea", "on"), "noBorder"},
		{2, opts("oneEnd", "on", "twoRoutes", "on"), "oneEnd"},
		{2, opts("fixedArea", "on", "size", "9x9"), "a+b−1 ≤ 16"},
		{2, opts("fixedArea", "on", "size", "4x13"), "no line"},
		{2, opts("size", "3x5"), "not allowed"},
		{2, opts("colour", "red"), "unknown option"},
		{2, opts("special", "yes"), "not allowed"},
		{5, nil, "2–4 players"},
	}
	for _, c := range bad {
		_, err := newState(c.players, c.opts)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d players %v: error %v, want one containing %q", c.players, c.opts, err, c.want)
		}
	}
}

// The first round: (0,0) first, then cells touching a card (also
// diagonally); straights and curves only; seats never skipped.
func TestFirstRound(t *testing.T) {
	s, _ := newState(3, nil)
	for _, m := range s.Moves() {
		if m.X != 0 || m.Y != 0 || m.Kind == Terminal {
			t.Fatalf("first move %+v: want a straight or curve on 0,0", m)
		}
	}
	refused(t, s, "T 0,0 N", "straight or a curve")
	refused(t, s, "S 1,0 r0 emu", "0,0")
	play(t, s, "C 0,0 r0 emu")
	refused(t, s, "S 2,0 r0 emu", "touch")
	play(t, s, "S 1,1 r0 emu") // diagonal
	if !s.firstRound || s.ToMove() != 2 {
		t.Fatalf("still first round, seat 2")
	}
	play(t, s, "S -1,-1 r1 kangaroo")
	if s.firstRound || s.ToMove() != 0 {
		t.Fatalf("after the last seat: normal play, seat 0 (firstRound %v, toMove %d)", s.firstRound, s.ToMove())
	}
}

// oneEnd: everyone lays a terminal, odd seats back to back.
func TestOneEndFirstRound(t *testing.T) {
	s, _ := newState(4, opts("oneEnd", "on"))
	if got := texts(s); strings.Join(got, " ") != "T 0,0 N T 0,0 E T 0,0 S T 0,0 W" {
		t.Fatalf("seat 0's first moves %v", got)
	}
	play(t, s, "T 0,0 N")
	if got := texts(s); len(got) != 1 || got[0] != "T 0,0 S" {
		t.Fatalf("seat 1 must lie back to back: %v", got)
	}
	play(t, s, "T 0,0 S")
	refused(t, s, "T 0,0 E", "touch")
	play(t, s, "T 1,1 W")
	play(t, s, "T 1,1 E")
	if s.firstRound || s.ToMove() != 0 {
		t.Fatalf("after the first round seat 0 moves")
	}
	for c := 0; c < 4; c++ {
		if r := s.Route(c); r.Status != StatusOpen || len(r.OpenEnds) != 1 || r.Caps != 1 {
			t.Fatalf("colour %d route %+v: want one open end and one cap", c, r)
		}
	}
}

// twoRoutes: five first-round steps, then two actions per turn.
func TestTwoRoutes(t *testing.T) {
	s, _ := newState(2, opts("twoRoutes", "on"))
	play(t, s, "T 0,0 N")
	if s.ToMove() != 1 {
		t.Fatal("step 2 is seat 1's")
	}
	play(t, s, "T 0,0 S", "T 1,1 S", "T 1,1 N")
	if s.ToMove() != 0 || !s.firstRound {
		t.Fatal("step 5 is seat 0's")
	}
	for _, m := range s.Moves() {
		if m.Kind != Straight && m.Kind != Curve {
			t.Fatalf("step 5 lays a straight or curve, not %+v", m)
		}
	}
	ev := play(t, s, "S 0,-1 r0 emu")
	if cl, _ := eventOf[CardLaid](ev); cl.Colour != 0 {
		t.Fatalf("the card continues colour 0's entrance: %+v", cl)
	}
	if s.firstRound || s.ToMove() != 1 {
		t.Fatal("then seat 1 starts normal play")
	}
	// Seat 1 plays colours 2 and 3, one card each, in either order.
	play(t, s, "S 1,0 r0 emu")
	if s.ToMove() != 1 || len(s.Played()) != 1 || s.Played()[0] != 3 {
		t.Fatalf("seat 1 acts again with its other colour (played %v)", s.Played())
	}
	js, _ := s.MarshalJSON()
	if !strings.Contains(string(js), `"played":[3]`) || !strings.Contains(string(js), `"owner":2`) {
		t.Fatalf("position JSON lacks played or hand owners: %s", js)
	}
	play(t, s, "S 0,1 r0 emu")
	if s.ToMove() != 0 || len(s.Played()) != 0 {
		t.Fatal("then seat 0's turn")
	}
}

func TestOneCardPerTurn(t *testing.T) {
	s, _ := newState(2, opts("twoRoutes", "on", "oneCardPerTurn", "on"))
	play(t, s, "T 0,0 N", "T 0,0 S", "T 1,1 S", "T 1,1 N", "S 0,-1 r0 emu", "S 1,0 r0 emu")
	if s.ToMove() != 0 {
		t.Fatal("one card per turn")
	}
}

// Case 1: three routes point into X; the mover's route gets the
// through-segment and owes one more card out of the fourth side.
func TestBillabongCase1(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 3,
		cells: []string{
			full(0, -1, "straight", 1, 0, "emu"),      // colour 1: S end into X=(0,0)
			full(1, 0, "straight", 2, 1, "emu"),       // colour 2: W end into X
			full(-2, 0, "straight", 0, 1, "kangaroo"), // colour 0: E end into (-1,0)
		},
		hands: []string{"S:emu S:emu C:rabbit T", "S:emu", "S:emu"},
	})
	ev := play(t, s, "S -1,0 r1")
	b, found := eventOf[BillabongLaid](ev)
	if !found || b.Case != 1 || b.X != 0 || b.Y != 0 || b.Through != 0 {
		t.Fatalf("want a case-1 billabong on 0,0 through colour 0, got %+v (events %v)", b, ev)
	}
	if got := wiring(s.b.items[s.b.at(0, 0).card[0]-1].rot).groups(); len(got) != 3 || len(got[2]) != 2 || got[2][0] != S || got[2][1] != W {
		t.Fatalf("wiring %v, want [[N] [E] [S W]]", got)
	}
	if _, owed := eventOf[ExtraCardOwed](ev); !owed {
		t.Fatal("no ExtraCardOwed event")
	}
	if s.ToMove() != 0 || s.Billabongs() != 3 {
		t.Fatalf("the mover owes the extra card (toMove %d)", s.ToMove())
	}
	js, _ := s.MarshalJSON()
	if !strings.Contains(string(js), `"pending":[{"x":0,"y":0,"side":"S"}]`) || !strings.Contains(string(js), `"wiring":[["N"],["E"],["S","W"]]`) {
		t.Fatalf("position JSON: %s", js)
	}
	for _, m := range s.Moves() {
		if m.X != 0 || m.Y != 1 || m.Kind == Pass {
			t.Fatalf("only the extra card at 0,1 is legal, not %+v", m)
		}
	}
	refused(t, s, "pass", "extra card")
	refused(t, s, "S -3,0 r1 emu", "extra card")
	ev = play(t, s, "S 0,1 r0")
	if cl, _ := eventOf[CardLaid](ev); !cl.Extra {
		t.Fatal("the extra card is marked Extra")
	}
	if s.ToMove() != 1 {
		t.Fatal("then the next seat")
	}
	for c := 1; c <= 2; c++ {
		if r := s.Route(c); r.Caps != 1 {
			t.Fatalf("colour %d's route should end on the billabong: %+v", c, r)
		}
	}
}

// Case 1 where the mover's route is not one of the three: the route that
// arrived with the action gets the through-segment, nobody owes a card.
func TestBillabongCase1Arrived(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 4,
		cells: []string{
			full(0, -1, "straight", 1, 0, "emu"),     // colour 1 into X from N
			full(1, 0, "straight", 3, 1, "emu"),      // colour 3 into X from E
			full(-2, 0, "straight", 2, 1, "emu"),     // colour 2: E end into (-1,0)
			full(-1, -1, "straight", 0, 0, "rabbit"), // colour 0: S end into (-1,0)
		},
		hands: []string{"S:emu", "S:emu", "S:emu", "S:emu"},
	})
	ev := play(t, s, "S -1,0 r0 emu") // grey E–W carries colour 2 into X
	b, found := eventOf[BillabongLaid](ev)
	if !found || b.Case != 1 || b.Through != 2 {
		t.Fatalf("want case 1 through colour 2, got %+v", b)
	}
	if s.pend.on || s.ToMove() != 1 {
		t.Fatal("nobody owes a card; seat 1 moves")
	}
}

// Case 2: four route ends into X: four stubs.
func TestBillabongCase2(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 4,
		cells: []string{
			full(0, -1, "straight", 1, 0, "emu"),
			full(1, 0, "straight", 3, 1, "emu"),
			full(-1, 0, "straight", 2, 1, "emu"),
			full(0, 2, "straight", 0, 0, "emu"),
		},
		hands: []string{"S:emu", "S:emu", "S:emu", "S:emu"},
	})
	ev := play(t, s, "S 0,1 r0 emu")
	b, found := eventOf[BillabongLaid](ev)
	if !found || b.Case != 2 || len(b.Wiring) != 4 || len(b.Ended) != 4 {
		t.Fatalf("want case 2 with four stubs, got %+v", b)
	}
	if s.pend.on || s.ToMove() != 1 {
		t.Fatal("case 2 lays nothing else")
	}
}

// Case 3: both ends of two routes meet at X and the mover has no curve.
func case3Pos(t *testing.T, moverHand string) *State {
	return mustPos(t, posSpec{
		players: 2,
		cells: []string{
			full(0, -1, "straight", 0, 0, "emu"),
			full(0, -2, "curve", 0, 1, "emu"),
			full(1, -2, "curve", 0, 2, "emu"),
			full(1, -1, "straight", 0, 0, "emu"),
			full(1, 0, "curve", 0, 3, "emu"),
			full(0, 1, "straight", 1, 0, "emu"),
			full(0, 2, "curve", 1, 3, "emu"),
			full(-1, 2, "curve", 1, 0, "emu"),
			full(-1, 1, "straight", 1, 0, "emu"),
			full(-1, 0, "curve", 1, 1, "emu"),
		},
		hands: []string{moverHand, "S:emu C:emu"},
	})
}

func TestBillabongCase3(t *testing.T) {
	s := case3Pos(t, "S:rabbit T")
	if got := texts(s); len(got) != 1 || got[0] != "B 0,0" {
		t.Fatalf("moves %v, want only B 0,0", got)
	}
	ev := play(t, s, "B 0,0")
	b, _ := eventOf[BillabongLaid](ev)
	if b.Case != 3 || len(b.Wiring) != 2 {
		t.Fatalf("want case 3 joining N–E and S–W, got %+v", b)
	}
	if s.Route(0).Status != StatusLoop || s.Route(1).Status != StatusLoop {
		t.Fatal("both routes become loops")
	}
	if s.ToMove() != 1 {
		t.Fatal("seat 1 to reopen its loop")
	}
	for _, m := range s.Moves() {
		if m.Kind != Turn {
			t.Fatalf("a looped route only turns curves, not %+v", m)
		}
	}
	// With a curve in hand, no billabong (and the curve would join them).
	s = case3Pos(t, "S:rabbit C:emu")
	if hasText(s, "B 0,0") {
		t.Fatal("case 3 needs the mover to hold no curve")
	}
	refused(t, s, "B 0,0", "billabong")
}

// A 2×2 loop of colour 0; its grey arcs point out into empty cells.
func loopPos(t *testing.T, extra ...string) *State {
	cells := append([]string{
		full(0, 0, "curve", 0, 1, "emu"),
		full(1, 0, "curve", 0, 2, "kangaroo"),
		full(1, 1, "curve", 0, 3, "platypus"),
		full(0, 1, "curve", 0, 0, "rabbit"),
	}, extra...)
	return mustPos(t, posSpec{players: 2, cells: cells, hands: []string{"S:emu", "S:emu"}})
}

func TestLoopReopen(t *testing.T) {
	s := loopPos(t, full(4, 4, "straight", 1, 0, "emu"))
	if s.Route(0).Status != StatusLoop {
		t.Fatal("want a loop")
	}
	got := texts(s)
	if len(got) != 8 {
		t.Fatalf("turns %v, want each of 4 curves either way", got)
	}
	refused(t, s, "S -1,0 r1 emu", "loop")
	ev := play(t, s, "R 0,0 cw")
	ct, _ := eventOf[CurveTurned](ev)
	if ct.Dir != 1 || ct.Rot != 2 || ct.Colour != 0 {
		t.Fatalf("CurveTurned %+v", ct)
	}
	r := s.Route(0)
	if r.Status != StatusOpen || len(r.OpenEnds) != 2 || r.Caps != 0 {
		t.Fatalf("after the turn: %+v, want two open ends", r)
	}
	if cv, _ := s.CellAt(0, 0); cv.Card.Animal != Emu {
		t.Fatal("the animal stays on the grey arc")
	}
}

func TestLoopTurnWouldJoin(t *testing.T) {
	// Colour 1's straight touches the loop's grey arc on (0,0)'s W side:
	// turning (0,0) either way would join it to colour 0.
	s := loopPos(t, full(-1, 0, "straight", 1, 1, "emu"))
	refused(t, s, "R 0,0 cw", "would not reopen")
	refused(t, s, "R 0,0 ccw", "would not reopen")
	refused(t, s, "R 4,4 cw", "no card")
	if len(texts(s)) != 6 {
		t.Fatalf("turns %v: want the three other curves either way", texts(s))
	}
}

// A loop nobody can reopen is done: its seat is skipped.
func TestLoopDone(t *testing.T) {
	// A ring of colour-1 curves faces every outward grey end of the loop
	// with its colour path (colour 1 loops through the loop's grey arcs):
	// any turn of a colour-0 curve would join the two colours.
	s := loopPos(t,
		full(0, -1, "curve", 1, 1, "emu"),
		full(1, -1, "curve", 1, 2, "emu"),
		full(2, 0, "curve", 1, 2, "emu"),
		full(2, 1, "curve", 1, 3, "emu"),
		full(1, 2, "curve", 1, 3, "emu"),
		full(0, 2, "curve", 1, 0, "emu"),
		full(-1, 1, "curve", 1, 0, "emu"),
		full(-1, 0, "curve", 1, 1, "emu"),
	)
	if s.Route(0).Status != StatusLoop || s.Route(1).Status != StatusLoop {
		t.Fatalf("want both colours in loops: %+v %+v", s.Route(0), s.Route(1))
	}
	if !s.Route(0).Done || s.Route(1).Done {
		t.Fatalf("colour 0 cannot reopen, colour 1 can: %+v %+v", s.Route(0), s.Route(1))
	}
	if len(s.Moves()) != 0 {
		t.Fatal("a skipped seat has no moves")
	}
	s.toMove = 1
	ms := s.Moves()
	if len(ms) == 0 || ms[0].Kind != Turn {
		t.Fatalf("seat 1 turns a curve: %v", texts(s))
	}
	play(t, s, s.moveText(ms[0], 1))
	if s.ToMove() != 1 {
		t.Fatal("seat 0 is skipped")
	}
}

// Scoring: segments, a route through one card twice, special scoring.
func scorePos(t *testing.T, options string, extra string, hand0 string) *State {
	// Colour 0: (0,0) colour N–E, then round (1,0), (1,1), (0,1) back into
	// (0,0)'s grey arc S–W: the route runs through (0,0) twice.
	return mustPos(t, posSpec{
		players: 3,
		options: options,
		cells: []string{
			full(0, 0, "curve", 0, 0, "rabbit"),
			full(1, 0, "curve", 0, 2, "emu"),
			full(1, 1, "curve", 0, 3, "emu"),
			full(0, 1, "curve", 0, 0, "emu"),
			full(5, 5, "straight", 1, 0, "emu"),
			full(6, 6, "straight", 2, 0, "emu"),
		},
		hands: []string{hand0, "S:emu", "S:emu"},
		extra: extra,
	})
}

func TestScoring(t *testing.T) {
	s := scorePos(t, "", "", "C:dingo")
	if r := s.Route(0); r.Score.Segments != 5 || len(r.OpenEnds) != 2 {
		t.Fatalf("route %+v: want 5 segments (the first card counts twice)", r)
	}
	if o := s.Outcome(); o.Scores[0] != 5 || o.Scores[1] != 1 || o.Ranks[0] != 1 || o.Ranks[1] != 2 || o.Ranks[2] != 2 {
		t.Fatalf("outcome %+v", o)
	}
	// Special scoring: one rabbit and no dingo on the route: −2.
	s = scorePos(t, `"special":true`, "", "C:dingo")
	ss := s.SeatScore(0)
	if ss.Provisional != 3 || !ss.DingoInHand || ss.Routes[0].Animals[Rabbit] != 1 {
		t.Fatalf("special score %+v, want 5−2 = 3 with the dingo in hand", ss)
	}
	if s.Outcome().Scores[0] != 3 {
		t.Fatal("during play the score is shown without the dingo rule")
	}
	// The game ends (everyone passed) with seat 0's dingo unplayed: 0.
	s = scorePos(t, `"special":true`, `"passed":[0,1,2]`, "C:dingo")
	if o := s.Outcome(); !o.Over || o.Scores[0] != 0 || o.Ranks[0] != 3 {
		t.Fatalf("unplayed dingo: outcome %+v, want score 0", o)
	}
	// dingo=lose: the score stays, but the seat ranks below the others.
	s = scorePos(t, `"special":true,"dingo":"lose"`, `"passed":[0,1,2]`, "C:dingo")
	if o := s.Outcome(); !o.Over || o.Scores[0] != 3 || o.Ranks[0] != 3 || o.Ranks[1] != 1 || o.Ranks[2] != 1 {
		t.Fatalf("dingo=lose: outcome %+v, want score 3 ranked last", o)
	}
	// Dingo played: no zero.
	s = scorePos(t, `"special":true`, `"passed":[0,1,2]`, "S:emu")
	if o := s.Outcome(); o.Scores[0] != 3 {
		t.Fatalf("dingo laid: outcome %+v", o)
	}
}

func TestSpecialSets(t *testing.T) {
	// Colour 0 runs E along y=0 on straights r1 (colour E–W); between them
	// the grey paths of other colours' cards carry it on.
	pos := func(c3, c5 string) *State {
		return mustPos(t, posSpec{
			players: 4,
			options: `"special":true`,
			cells: []string{
				full(0, 0, "straight", 0, 1, "rabbit"), // its grey is not on the route
				full(1, 0, "straight", 1, 0, "emu"),
				full(2, 0, "straight", 0, 1, "rabbit"),
				c3,
				full(4, 0, "straight", 0, 1, "rabbit"),
				c5,
			},
		})
	}
	cases := []struct {
		c3, c5              string
		bonus, penalty, all int
	}{
		{full(3, 0, "straight", 2, 0, "kangaroo"), full(5, 0, "straight", 3, 0, "platypus"), 5, 0, 11},
		{full(3, 0, "straight", 2, 0, "rabbit"), full(5, 0, "straight", 3, 0, "platypus"), 0, -2, 4},
		{full(3, 0, "straight", 2, 0, "rabbit"), full(5, 0, "curve", 3, 1, "dingo"), 0, 0, 6},
	}
	for i, c := range cases {
		rs := pos(c.c3, c.c5).Route(0).Score
		if rs.Segments != 6 || rs.Bonus != c.bonus || rs.RabbitPenalty != c.penalty || rs.Total != c.all {
			t.Errorf("case %d: %+v, want 6 segments, bonus %d, penalty %d", i, rs, c.bonus, c.penalty)
		}
	}
}

func TestNotation(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 2,
		cells:   []string{half(0, 1, 0, "N"), full(3, 3, "straight", 1, 0, "emu")},
		hands:   []string{"S:emu S:emu C:emu C:kangaroo T", "S:emu"},
	})
	got := strings.Join(texts(s), " | ")
	want := "S 0,0 r0 | C 0,0 r1 kangaroo | C 0,0 r1 emu | C 0,0 r2 kangaroo | C 0,0 r2 emu | T 0,0 S"
	if got != want {
		t.Fatalf("moves %q\nwant %q", got, want)
	}
	js, err := MovesJSON(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{
		`{"move": "C 0,0 r1 emu", "kind": "curve", "x": 0, "y": 0, "rot": 1, "animal": "emu"}`,
		`{"move": "S 0,0 r0", "kind": "straight", "x": 0, "y": 0, "rot": 0}`,
		`{"move": "T 0,0 S", "kind": "terminal", "x": 0, "y": 0, "front": "S"}`,
	} {
		if !strings.Contains(string(js), w) {
			t.Fatalf("moves JSON lacks %s:\n%s", w, js)
		}
	}
	for _, bad := range []string{"", "X 1,1", "S 1", "S a,b r0", "S 1,1 r2", "C 1,1 r0 wombat", "T 1,1 Q", "R 1,1 left", "B 1,1 r0", "S 1,1"} {
		if _, err := s.ParseMove(bad); err == nil && bad != "S 1,1" {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
	if m, err := s.ParseMove("S 5,5 r1"); err != nil || m.(*Move).Animal != Emu {
		t.Fatalf("a straight without animal takes the hand's only animal: %v %v", m, err)
	}
	if _, err := s.ParseMove("C 0,0 r1"); err == nil {
		t.Fatal("curves with two animals need the animal named")
	}
	over := mustPos(t, posSpec{players: 2, cells: []string{half(0, 0, 0, "N"), half(5, 5, 1, "N")}, extra: `"passed":[0,1]`})
	if js, _ := MovesJSON(over); string(js) != "[]" {
		t.Fatalf("game over: moves %s, want []", js)
	}
}

func TestPositionErrors(t *testing.T) {
	bad := map[string]string{
		`{}`:            "players",
		`{"players":5}`: "2–4",
		`{"players":2,"cells":[{"x":0,"y":0,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}},{"x":0,"y":0,"halves":[{"owner":1,"front":"N"}]}]}`:                          "twice",
		`{"players":2,"cells":[{"x":0,"y":0,"halves":[{"owner":1,"front":"N"},{"owner":0,"front":"E"}]}]}`:                                                                            "back to back",
		`{"players":2,"cells":[{"x":0,"y":0,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}},{"x":0,"y":1,"card":{"kind":"straight","owner":1,"rot":0,"animal":"emu"}}]}`: "two colours",
		`{"players":2,"cells":[{"x":0,"y":0,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}},{"x":3,"y":1,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}}]}`: "two groups",
		`{"players":2,"cells":[{"x":0,"y":0,"card":{"kind":"straight","owner":2,"rot":0,"animal":"emu"}}]}`:                                                                           "owner 2",
		`{"players":2,"toMove":2}`:               "toMove",
		`{"players":2,"bogus":1}`:                "unknown field",
		`{"players":2,"options":{"size":[3,7]}}`: "4 to 13",
		`{"players":2,"hands":[[{"kind":"curve","animal":"dingo"},{"kind":"curve","animal":"dingo"}],[]]}`: "more",
		`{"players":2,"cells":[{"x":0,"y":0,"card":{"kind":"billabong","wiring":[["N","E","S"],["W"]]}}]}`: "one or two",
	}
	for in, want := range bad {
		if _, err := DecodePosition([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", in, err, want)
		}
	}
	// Defaults: size from the players, 4 billabongs.
	st, err := DecodePosition([]byte(`{"players":3,"options":{"size":[8,6]}}`))
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*State); s.cfg.a != 6 || s.cfg.b != 8 || s.billabongs != 4 || s.firstRound {
		t.Fatalf("defaults: %+v", s.cfg)
	}
}

// Pre-laid variants: the fixedArea line and the frame.
func TestFixedAreaLine(t *testing.T) {
	for _, size := range []string{"4x4", "5x7", "6x8", "7x9", "4x12", "5x12", "8x8"} {
		s, err := newState(2, opts("fixedArea", "on", "size", size))
		if err != nil {
			t.Fatalf("%s: %v", size, err)
		}
		var a, b int
		if _, err := fmtSscan(size, &a, &b); err != nil {
			t.Fatal(err)
		}
		ar := s.Area()
		if !ar.FixedX || !ar.FixedY || ar.MaxX-ar.MinX+1 != b || ar.MaxY-ar.MinY+1 != a {
			t.Fatalf("%s: area %+v, want fixed %dx%d", size, ar, b, a)
		}
		// The line is one finished pre-laid route: one group, both capped.
		root := -1
		for i := range s.b.segs {
			if s.b.segs[i].colour == prelaid {
				if root >= 0 && s.b.find(i) != root {
					t.Fatalf("%s: the line is not one route", size)
				}
				root = s.b.find(i)
			}
		}
		if _, caps, cycle := s.b.groupEnds(root, nil); caps != 2 || cycle {
			t.Fatalf("%s: the line should be capped at both ends", size)
		}
		st, sc := 0, 0
		for _, it := range s.b.placed() {
			switch it.kind {
			case Straight:
				st++
			case Curve:
				sc++
			}
		}
		if st > 7 || sc > 9 || st+sc != a+b-1 {
			t.Fatalf("%s: %d straights, %d curves", size, st, sc)
		}
	}
}

func TestFrame(t *testing.T) {
	s, err := newState(2, opts("frame", "on"))
	if err != nil {
		t.Fatal(err)
	}
	curves := 0
	for _, it := range s.b.placed() {
		if it.kind == Curve && it.colour == prelaid {
			curves++
			x, y := int(it.x), int(it.y)
			if x >= 0 && x < 7 && y >= 0 && y < 5 {
				t.Fatalf("frame card inside the area at %d,%d", x, y)
			}
		}
	}
	if curves != 18 {
		t.Fatalf("%d frame curves, want 18 (9 pairs)", curves)
	}
	// A grey arc pair leads from one area cell out and back into the next.
	segs := s.Segments(3, -1)
	if len(segs) != 2 {
		t.Fatalf("frame cell 3,-1: %v", segs)
	}
	a := s.Area()
	if !a.FixedX || !a.FixedY || a.MinX != 0 || a.MaxX != 6 || a.MinY != 0 || a.MaxY != 4 {
		t.Fatalf("frame area %+v", a)
	}
	// First cards go inside, touching the frame.
	for _, m := range s.Moves() {
		if m.X < 0 || m.X > 6 || m.Y < 0 || m.Y > 4 {
			t.Fatalf("first move outside the area: %+v", m)
		}
	}
}

// An open route with nothing legal passes; when every active seat passed
// in succession the game is over.
func TestPassEndsGame(t *testing.T) {
	s := mustPos(t, posSpec{
		players: 2,
		cells:   []string{full(0, 0, "straight", 0, 1, "emu"), full(3, 3, "straight", 1, 1, "emu")},
		hands:   []string{"", "S:emu"},
	})
	if got := texts(s); len(got) != 1 || got[0] != "pass" {
		t.Fatalf("seat 0 has no cards: moves %v, want [pass]", got)
	}
	js, _ := MovesJSON(s)
	if string(js) != "[\n  {\"move\": \"pass\"}\n]" {
		t.Fatalf("moves JSON %s", js)
	}
	ev := play(t, s, "pass")
	if p, _ := eventOf[Passed](ev); p.Seat != 0 || s.ToMove() != 1 {
		t.Fatal("seat 0 passed, seat 1 moves")
	}
	refused(t, s, "pass", "cannot pass")
	play(t, s, "S 4,3 r1")
	if s.passed != 0 || s.ToMove() != 0 {
		t.Fatal("a card clears the passes")
	}
	play(t, s, "pass")
	js, _ = s.MarshalJSON()
	if !strings.Contains(string(js), `"passed":[0]`) {
		t.Fatalf("position JSON lacks passed: %s", js)
	}
	// Seat 1 has no cards left either now.
	ev = play(t, s, "pass")
	g, over := eventOf[GameOver](ev)
	if !over || s.ToMove() != rules.Nobody || g.Scores[0] != 1 || g.Scores[1] != 2 || g.Ranks[1] != 1 || g.Ranks[0] != 2 {
		t.Fatalf("game over %+v (over %v)", g, over)
	}
	refused(t, s, "pass", "over")
}
