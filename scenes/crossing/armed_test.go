package crossing

import (
	"strconv"
	"strings"
	"testing"

	"outback/ai"
	"outback/rules"
	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/play"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// On a phone a finger's first tap on a rim spot shows what its path
// scores, on a card over the seats; the card says what the second tap
// does (the banner's message lies under it there), the seats' headings
// do not stand over it, and it goes once the spot is claimed.
func TestFirstTapOnASpotSaysWhatTheSecondDoes(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	m, a, script := phoneGame(t)
	mt := firstTapOnAClaim(t, a, script)
	spot := strings.TrimPrefix(mt.Text, "claim ")
	texts, _ := scenetest.Drawn(a)
	var said bool
	var card, heading float32 = -1, -1
	for _, b := range texts {
		switch b.S {
		case "Tap " + spot + " again to claim it.":
			said = true
		case "markers":
			heading = float32(b.Y)
		}
		if strings.HasPrefix(b.S, "Row ") || strings.HasPrefix(b.S, "Column ") || strings.HasPrefix(b.S, "Diagonal ") {
			card = float32(b.Y)
		}
	}
	if !said {
		t.Errorf("the card after the first tap on %s does not say to tap it again", spot)
	}
	if card < 0 {
		t.Fatal("no card for the path")
	}
	if heading >= 0 && heading < card {
		t.Errorf("the seats' heading (y %.0f) stands over the card (its title at y %.0f)", heading, card)
	}
	n := len(m.History())
	if err := scenetest.TapTurn(a, script, scenes.MoveTap{Taps: mt.Taps[1:], Moves: mt.Moves, Seat: mt.Seat, Move: mt.Move, Text: mt.Text}, nil); err != nil {
		t.Fatal(err)
	}
	if len(m.History()) != n+1 {
		t.Errorf("the second tap on %s did not claim it", spot)
	}
	// The card goes with the move: it hid the scores through the turns
	// that followed.
	scenetest.RunTicks(a, 2)
	texts, _ = scenetest.Drawn(a)
	for _, b := range texts {
		if strings.HasPrefix(b.S, "Row ") || strings.HasPrefix(b.S, "Column ") || strings.HasPrefix(b.S, "Diagonal ") {
			t.Errorf("the path's card (%q) is still over the seats after the claim", b.S)
		}
	}
}

// A finger's first tap on a cell says, in words, what a second does there
// ("Tap c3 again to lay your reserve there."); it said "Tap again: reserve
// c3", the log's notation.
func TestFirstTapOnACellSaysWhatTheSecondDoes(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	_, a, script := phoneGame(t)
	var mt scenes.MoveTap
	var cell, want string
	for want == "" {
		var ok bool
		mt, ok, _ = scenetest.WaitTurn(a, 3000)
		if !ok {
			t.Fatal("no turn of the person's to lay a tile")
		}
		switch {
		case strings.HasPrefix(mt.Text, "reserve "):
			cell = strings.TrimPrefix(mt.Text, "reserve ")
			want = "Tap " + cell + " again to lay your reserve there."
		case strings.HasPrefix(mt.Text, "place "):
			cell = strings.TrimPrefix(mt.Text, "place ")
			want = "Tap " + cell + " again to lay the tile there."
		default:
			if err := scenetest.TapTurn(a, script, mt, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	// All the move's taps but the last: the last of those, the first
	// tap on the cell, must not play the move (TapTurn says so).
	first := mt.Taps[len(mt.Taps)-2]
	if err := scenetest.TapTurn(a, script, scenes.MoveTap{Taps: mt.Taps[:len(mt.Taps)-1], Moves: mt.Moves, Seat: mt.Seat, Move: mt.Move, Text: mt.Text}, nil); err == nil || !strings.Contains(err.Error(), "did not play") {
		t.Fatalf("the taps up to the second on %s (%s): %v", cell, first.Label, err)
	}
	var msg string
	scenetest.OnLoop(func() { msg = a.Scene().(interface{ Core() *play.Play }).Core().Msg })
	if msg != want {
		t.Errorf("after the first tap on %s the screen says %q, want %q", cell, msg, want)
	}
}

// phoneGame is a game of a person against the computer on an upright
// phone (the caller restores the screen's size), one tick in.
func phoneGame(t *testing.T) (*rules.Match, *scenes.App, *ui.Script) {
	ui.SetScreenSize(390, 844)
	m := scenetest.Match(t, "crossing", 3, "", "human", "bot:greedy")
	script := &ui.Script{}
	a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene { return New(a, m) }, plays)
	scenetest.RunTicks(a, 1)
	return m, a, script
}

// A rim spot is a finger's target: its band of the rim with the names'
// band beyond, at least 44 units each way on a phone held sideways (its
// disc is 26 there), and a tap near the box's outer corner claims it.
func TestRimSpotsAreAFingersTarget(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(844, 390)
	m := scenetest.Match(t, "crossing", 3, "", "human", "bot:greedy")
	script := &ui.Script{}
	a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene { return New(a, m) }, plays)
	scenetest.RunTicks(a, 1)
	for {
		mt, ok, _ := scenetest.WaitTurn(a, 3000)
		if !ok {
			t.Fatal("no turn of the person's")
		}
		if !strings.HasPrefix(mt.Text, "claim ") {
			if err := scenetest.TapTurn(a, script, mt, nil); err != nil {
				t.Fatal(err)
			}
			continue
		}
		for _, tp := range mt.Taps {
			if tp.W < 44 || tp.H < 44 {
				t.Errorf("%s: a target of %.0f×%.0f units", mt.Text, tp.W, tp.H)
			}
		}
		n := len(m.History())
		// Both taps at the box's corner farthest from the board's
		// middle, away from the disc.
		var cx, cy float32
		scenetest.OnLoop(func() { cx, cy = crScene(a).board.Center(2, 2) })
		outer := func(i int, x, y float64) (float64, float64) {
			tp := mt.Taps[i]
			x, y = tp.X+3, tp.Y+3
			if tp.X+tp.W/2 > float64(cx) {
				x = tp.X + tp.W - 3
			}
			if tp.Y+tp.H/2 > float64(cy) {
				y = tp.Y + tp.H - 3
			}
			return x, y
		}
		if err := scenetest.TapTurn(a, script, mt, outer); err != nil {
			t.Fatal(err)
		}
		if len(m.History()) != n+1 {
			t.Errorf("two taps at the corner of %s's box did not claim it", mt.Text)
		}
		return
	}
}

// On an upright phone with four seats the path's card after a first tap
// keeps clear of the supply's count, which stands over the stack under it
// (the card covered it: a helper's play-test).
func TestPathCardClearOfTheSupply(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(390, 844)
	m := scenetest.Match(t, "crossing", 3, "", "human", "bot:greedy", "bot:greedy", "bot:greedy")
	script := &ui.Script{}
	a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene { return New(a, m) }, plays)
	scenetest.RunTicks(a, 1)
	firstTapOnAClaim(t, a, script)
	texts, _ := scenetest.Drawn(a)
	var over ui.Rect
	var supply int
	scenetest.OnLoop(func() { over, supply = crScene(a).g.infoOver, crScene(a).state().SupplySize() })
	if over.H == 0 {
		t.Fatal("no card over the seats")
	}
	found := false
	for _, b := range texts {
		if b.S == strconv.Itoa(supply) {
			found = true
			if over.Overlaps(ui.Rect{X: float32(b.X), Y: float32(b.Y), W: float32(b.W), H: float32(b.H)}) {
				t.Errorf("the path's card (%+v) covers the supply's count (%+v)", over, b)
			}
		}
	}
	if !found {
		t.Errorf("no count %d drawn", supply)
	}
}

// firstTapOnAClaim plays the person's turns by their taps until a claim
// is at hand, and taps its spot once, a finger lifted after: the move
// shown, not played. It returns the claim's taps.
func firstTapOnAClaim(t *testing.T, a *scenes.App, script *ui.Script) scenes.MoveTap {
	t.Helper()
	for {
		mt, ok, _ := scenetest.WaitTurn(a, 3000)
		if !ok {
			t.Fatal("no turn of the person's")
		}
		if strings.HasPrefix(mt.Text, "claim ") {
			x, y := mt.Taps[0].Center()
			tick := a.Tick()
			script.Steps = append(script.Steps[:0], ui.ScriptStep{Tick: tick, Click: true, Touch: true, X: int(x), Y: int(y)},
				ui.ScriptStep{Tick: tick + 2, X: 1, Y: 1})
			scenetest.RunTicks(a, 6)
			return mt
		}
		if err := scenetest.TapTurn(a, script, mt, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// While a marker is being moved, a free spot's card says what its path
// would score with the marker moved there, as a claim's card does: it said
// nothing of the score (a helper's play-test).
func TestMarkerMoveCardSaysTheScore(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy")
	crPlayLegal(t, m, "draw", crOp(crossing.OpDraw))
	crPlayLegal(t, m, "draw a marker move", func(m crossing.Move) bool {
		return m.Kind() == crossing.OpTile && crossing.Tile(m.B) == crossing.ShiftAction
	})
	shift, ok := scenetest.LegalMove(m.State(), crOp(crossing.OpShift))
	if !ok {
		t.Fatal("no marker can be moved: the test wants a position where one can")
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 2)
	var lines []string
	var score string
	scenetest.OnLoop(func() {
		s := crScene(a)
		s.selSpot, s.hoverSpot = crossing.Spot(shift.A), crossing.Spot(shift.B)
		s.refreshInfo()
		for _, e := range s.info.ends {
			if e.spot == crossing.Spot(shift.B) {
				lines, score = e.lines, e.score
			}
		}
	})
	if len(lines) < 2 || lines[0] != "if your marker moves here:" || score == "" {
		t.Errorf("the card of %v while the marker on %v is moved: score %q, lines %q", crossing.Spot(shift.B), crossing.Spot(shift.A), score, lines)
	}
}

// A game opened where it stands (a saved game continued) logs the others'
// reserves face down and an action tile by its name from the first frame:
// the log was written again after it was masked, and showed Orange's
// reserve's animal until a move was played.
func TestOpenedGameLogsHiddenTilesFaceDown(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	var log []string
	scenetest.OnLoop(func() { log = a.LogTexts() })
	faceDown := 0
	for i, p := range m.History() {
		mv, ok := rules.MoveAs[crossing.Move](p.Move)
		if !ok || mv.Kind() != crossing.OpDeal || mv.A == 0 {
			continue
		}
		faceDown++
		if !strings.Contains(log[i], "face down") {
			t.Errorf("move %d, Orange's reserve dealt, is logged %q", i+1, log[i])
		}
	}
	if faceDown == 0 {
		t.Fatal("no reserve dealt to Orange: the test wants one")
	}
}

// On a phone the path's card stands over the message. A tap on a spot
// whose claim is refused after a first tap on another shows the refused
// spot's path (with why it cannot be claimed), not the first one's over
// the reason; a tap on a cell puts the card away, so the message it
// brings shows. Both stayed (a helper's play-test: Row 3's card over
// "Orange holds row 4…", and over "Tap e5 again…").
func TestPhoneCardFollowsTheTaps(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	// Blue claims a spot, and the game goes on to Blue's next turn: the
	// other end of that path is free and Blue cannot claim it.
	m := crMatch(t, 9, "human", "bot:greedy")
	crChance(t, m)
	crPlayLegal(t, m, "claim", crOp(crossing.OpClaim))
	claimed, _ := rules.MoveAs[crossing.Move](m.History()[len(m.History())-1].Move)
	first := crossing.Spot(claimed.A)
	var bots []ai.Bot
	for i := range 2 {
		b, err := ai.New("greedy", uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		bots = append(bots, b)
	}
	for i := 0; i < 60; i++ {
		if st := m.State().(*crossing.State); st.ToMove() == 0 && st.Phase() == crossing.PhaseTurn {
			break
		}
		if _, err := ai.PlayOut(m, bots, len(m.History())+1, scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
	st := m.State().(*crossing.State)
	legal := func(mv crossing.Move) bool {
		_, ok := scenetest.LegalMove(st, func(cm crossing.Move) bool { return cm == mv })
		return ok
	}
	free, refused := crossing.NoSpot, first.Other()
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		if legal(crossing.Claim(sp)) && free == crossing.NoSpot {
			free = sp
		}
	}
	if st.ToMove() != 0 || legal(crossing.Claim(refused)) || st.Owner(refused) >= 0 {
		t.Fatalf("the position wants Blue to move and %v free and not Blue's to claim: to move %d, %v owned by %d, %v by %d, legal %v", refused, st.ToMove(), first, st.Owner(first), refused, st.Owner(refused), legal(crossing.Claim(refused)))
	}
	if free == crossing.NoSpot || refused == crossing.NoSpot || st.Reserve(0) == crossing.NoTile {
		t.Fatalf("the position wants a free spot (%v), a free one Blue cannot claim (%v) and a reserve", free, refused)
	}
	empty := crossing.Cell(-1)
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if st.At(c) == crossing.NoTile {
			empty = c
			break
		}
	}
	script := &ui.Script{}
	ui.SetScreenSize(390, 844)
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 2)
	tap := func(x, y float32) {
		tick := a.Tick()
		script.Steps = append(script.Steps[:0], ui.ScriptStep{Tick: tick, Click: true, Touch: true, X: int(x), Y: int(y)},
			ui.ScriptStep{Tick: tick + 2, X: 1, Y: 1})
		scenetest.RunTicks(a, 6)
	}
	at := func(sp crossing.Spot) (x, y float32) {
		scenetest.OnLoop(func() { r, c := sp.RimPos(); x, y = crScene(a).board.Center(r, c) })
		return x, y
	}
	shown := func() (sp crossing.Spot, msg string) {
		scenetest.OnLoop(func() { s := crScene(a); sp, msg = s.infoPathSpot(), s.Msg })
		return sp, msg
	}
	tap(at(free))
	if sp, _ := shown(); sp != free {
		t.Fatalf("a first tap on %v shows the path of %v", free, sp)
	}
	tap(at(refused))
	if sp, msg := shown(); sp != refused {
		t.Errorf("a tap on %v, refused (%q), shows the path of %v", refused, msg, sp)
	}
	if m.State().(*crossing.State).Owner(free) >= 0 {
		t.Fatal("the tap on another spot claimed the first")
	}
	var cx, cy float32
	scenetest.OnLoop(func() { cx, cy = crScene(a).cellXY(empty) })
	tap(cx, cy)
	if sp, msg := shown(); sp != crossing.NoSpot || !strings.Contains(msg, "again") {
		t.Errorf("after a tap on the empty cell %v the card of %v shows, and the message is %q", empty, sp, msg)
	}
}

// A seat's score of three digits keeps 6 units from its reserve tile, at
// every size: "350" stood a unit from it (a helper's play-test).
func TestScoreClearOfTheReserve(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	m := crMidGame(t, "human", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	for _, size := range scenetest.Sizes {
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		var edge float64
		scenetest.OnLoop(func() {
			s := crScene(a)
			s.totalText[0] = "350"
			rx, _ := s.reserveXY(0)
			edge = float64(rx + s.g.small/2)
		})
		texts, _ := scenetest.Drawn(a)
		found := false
		for _, tb := range texts {
			if tb.S == "350" {
				found = true
				if tb.X < edge+6 {
					t.Errorf("%s: the score 350 starts %.1f units after the reserve's edge", size.Name, tb.X-edge)
				}
			}
		}
		if !found {
			t.Errorf("%s: no score 350 drawn", size.Name)
		}
	}
}
