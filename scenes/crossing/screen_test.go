package crossing

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

func crMatch(t *testing.T, seed uint64, kinds ...string) *rules.Match {
	if t == nil {
		return scenetest.Match(nil, "crossing", seed, "", kinds...)
	}
	return scenetest.Match(t, "crossing", seed, "", kinds...)
}

// crChance plays chance outcomes until a seat has to decide.
func crChance(t *testing.T, m *rules.Match) {
	for m.State().ToMove() == rules.Chance {
		if _, _, err := m.PlayChance(scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
}

func crPlay(t *testing.T, m *rules.Match, mv crossing.Move) {
	t.Helper()
	if _, err := m.Play(mv, scenetest.Clock()); err != nil {
		t.Fatalf("%v: %v", mv, err)
	}
}

// crDrewAction is a game (seed 5, a person and a computer) in which the
// person, first to move, has drawn the action tile action.
func crDrewAction(t *testing.T, action crossing.Tile) *rules.Match {
	t.Helper()
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	crPlay(t, m, crossing.Draw())
	crPlay(t, m, crossing.DrawTile(action))
	return m
}

// crLaidOut is a screen of a game of n people laid out for the screen's
// size now: where its board and supply stand.
func crLaidOut(n int) *Screen {
	kinds := make([]string, n)
	for i := range kinds {
		kinds[i] = "human"
	}
	s := New(newTestApp(nil, func(*scenes.App) ui.Scene { return nil }), crMatch(nil, 1, kinds...))
	s.arrange()
	return s
}

// crGeom is the board of a two-player game at the screen's size now.
func crGeom() *sprites.CrossingBoard { return crLaidOut(2).board }

func crClickCell(tick int, c crossing.Cell) ui.ScriptStep {
	x, y := crGeom().Center(c.Row(), c.Col())
	return ui.ScriptStep{Tick: tick, Click: true, X: int(x), Y: int(y)}
}

func crClickSpot(tick int, sp crossing.Spot) ui.ScriptStep {
	r, c := sp.RimPos()
	x, y := crGeom().Center(r, c)
	return ui.ScriptStep{Tick: tick, Click: true, X: int(x), Y: int(y)}
}

func crClickSupply(tick int) ui.ScriptStep {
	c := crLaidOut(2).g.supply
	return ui.ScriptStep{Tick: tick, Click: true, X: int(c[0]), Y: int(c[1])}
}

func crScene(a *scenes.App) *Screen { return a.Scene().(*Screen) }

// runUntil runs ticks until the status contains want (at most n ticks).
func runUntil(t *testing.T, a *scenes.App, want string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if strings.Contains(scenetest.Status(a), want) {
			return
		}
		scenetest.RunTicks(a, 1)
	}
	t.Fatalf("no %q after %d ticks: %s", want, n, scenetest.Status(a))
}

func TestCrossingClaimByClick(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	n3, _ := crossing.ParseSpot("N3")
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 2, X: 700, Y: 780},
		crClickSpot(5, n3),
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	if st := scenetest.Status(a); !strings.Contains(st, "toMove=0;phase=turn") || !strings.Contains(st, "choices=") {
		t.Fatalf("want Blue's turn: %s", st)
	}
	scenetest.RunTicks(a, 4)
	var owner int
	scenetest.OnLoop(func() { owner = m.State().(*crossing.State).Owner(n3) })
	if owner != 0 {
		t.Fatalf("N3 owned by %d after the click, want 0: %s", owner, scenetest.Status(a))
	}
	if st := scenetest.Status(a); !strings.Contains(st, "anim=claim") {
		t.Errorf("want the claim animating: %s", st)
	}
}

func TestCrossingRefusedClaimIsExplained(t *testing.T) {
	m := crMatch(t, 5, "human", "human")
	crChance(t, m)
	w1, _ := crossing.ParseSpot("W1")
	e1, _ := crossing.ParseSpot("E1")
	crPlay(t, m, crossing.Claim(w1)) // Blue holds W1; Orange may not take E1 with two players
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEnter}}, // take the screen as Orange
		crClickSpot(6, e1),
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 10)
	sc := crScene(a)
	var msg string
	scenetest.OnLoop(func() { msg = sc.Msg })
	if !strings.Contains(msg, "Blue holds row 1") {
		t.Errorf("message %q does not explain the refusal", msg)
	}
}

// crFirstAnimalSeed is a seed whose first draw for Blue is an animal.
func drawUntilAnimal(t *testing.T, a *scenes.App) {
	t.Helper()
	runUntil(t, a, "phase=drawn", 200)
	runUntil(t, a, "busy=false", 200)
}

func TestCrossingDrawAndPlace(t *testing.T) {
	m := crMatch(t, 7, "human", "bot:greedy")
	crChance(t, m)
	var empty crossing.Cell = -1
	st := m.State().(*crossing.State)
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if st.At(c) == crossing.NoTile {
			empty = c
			break
		}
	}
	script := &ui.Script{Steps: []ui.ScriptStep{crClickSupply(3)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 5)
	drawUntilAnimal(t, a)
	var drawn crossing.Tile
	scenetest.OnLoop(func() { drawn = m.State().(*crossing.State).Drawn() })
	if !drawn.IsAnimal() {
		t.Fatalf("seed 7 should draw an animal first, drew %v", drawn)
	}
	now := a.Tick()
	script.Steps = append(script.Steps, crClickCell(now+1, empty))
	scenetest.RunTicks(a, 3)
	var got crossing.Tile
	scenetest.OnLoop(func() { got = m.State().(*crossing.State).At(empty) })
	if got != drawn {
		t.Fatalf("%s holds %v after the click, want the drawn %v: %s", empty, got, drawn, scenetest.Status(a))
	}
	if st := scenetest.Status(a); !strings.Contains(st, "anim=place") {
		t.Errorf("want the tile flying to its cell: %s", st)
	}
}

func TestCrossingSwapByTwoClicks(t *testing.T) {
	m := crDrewAction(t, crossing.SwapAction)
	st := m.State().(*crossing.State)
	var tiles []crossing.Cell
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if st.At(c) != crossing.NoTile {
			tiles = append(tiles, c)
		}
	}
	a0, b0 := st.At(tiles[0]), st.At(tiles[1])
	script := &ui.Script{Steps: []ui.ScriptStep{crClickCell(3, tiles[0]), crClickCell(8, tiles[1])}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 6)
	if s := scenetest.Status(a); !strings.Contains(s, "selected="+tiles[0].String()) {
		t.Fatalf("after the first click: %s", s)
	}
	scenetest.Golden(t, "crossing-swap-pick", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 4)
	st = m.State().(*crossing.State)
	if st.At(tiles[0]) != b0 || st.At(tiles[1]) != a0 {
		t.Fatalf("tiles not swapped: %v %v: %s", st.At(tiles[0]), st.At(tiles[1]), scenetest.Status(a))
	}
	if s := scenetest.Status(a); !strings.Contains(s, "anim=swap") {
		t.Errorf("want the swap animating: %s", s)
	}
}

// The Move action by two clicks: after the first, on a tile, the banner
// says where the second goes ("now click where the tile on c3 goes"; it
// said "…an empty cell for c3", the tile's cell as if it were the goal);
// the second, on an empty cell, moves the tile there.
func TestCrossingMoveByTwoClicks(t *testing.T) {
	m := crDrewAction(t, crossing.MoveAction)
	st := m.State().(*crossing.State)
	from, to := crossing.Cell(-1), crossing.Cell(-1)
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		switch {
		case st.At(c) != crossing.NoTile && from < 0:
			from = c
		case st.At(c) == crossing.NoTile && to < 0:
			to = c
		}
	}
	tile := st.At(from)
	script := &ui.Script{Steps: []ui.ScriptStep{crClickCell(3, from)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 6)
	var title, sub string
	scenetest.OnLoop(func() { title, sub = crScene(a).bannerText() })
	if want := "now click where the tile on " + from.String() + " goes"; sub != want {
		t.Errorf("after the first click the banner says %q / %q, want %q", title, sub, want)
	}
	script.Steps = append(script.Steps, crClickCell(a.Tick()+1, to))
	scenetest.RunTicks(a, 4)
	st = m.State().(*crossing.State)
	if st.At(to) != tile || st.At(from) != crossing.NoTile {
		t.Fatalf("the tile on %s did not move to %s: %s", from, to, scenetest.Status(a))
	}
}

func TestCrossingDrawFlip(t *testing.T) {
	m := crMatch(t, 7, "human", "bot:greedy")
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	// Setup and dealing are animated first.
	runUntil(t, a, "phase=turn", 400)
	runUntil(t, a, "busy=false", 200)
	script.Steps = append(script.Steps, crClickSupply(a.Tick()+1))
	runUntil(t, a, "anim=flip", 100)
	scenetest.RunTicks(a, 6)
	scenetest.Golden(t, "crossing-draw-flip", scenetest.Screenshot(a))
	runUntil(t, a, "busy=false", 100)
	scenetest.Golden(t, "crossing-drawn", scenetest.Screenshot(a))
}

func TestCrossingHandover(t *testing.T) {
	m := crMatch(t, 11, "human", "human", "bot:greedy")
	crChance(t, m)
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	if s := scenetest.Status(a); !strings.Contains(s, "viewer=-1;handover=0") {
		t.Fatalf("want the screen handed to Blue: %s", s)
	}
	scenetest.Golden(t, "crossing-handover", scenetest.Screenshot(a))
	var hx, hy int
	scenetest.OnLoop(func() { b := crScene(a).handBtn; hx, hy = b.X+b.W/2, b.Y+b.H/2 })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Click: true, X: hx, Y: hy})
	scenetest.RunTicks(a, 3)
	if s := scenetest.Status(a); !strings.Contains(s, "viewer=0;handover=-1") {
		t.Fatalf("after the click: %s", s)
	}
	// Blue draws and keeps nothing (holds a reserve): claim, then Orange gets the screen.
	n2, _ := crossing.ParseSpot("N2")
	script.Steps = append(script.Steps, crClickSpot(a.Tick()+1, n2))
	scenetest.RunTicks(a, 3)
	runUntil(t, a, "busy=false", 100)
	scenetest.RunTicks(a, 2)
	if s := scenetest.Status(a); !strings.Contains(s, "viewer=-1;handover=1") {
		t.Fatalf("want the screen handed to Orange: %s", s)
	}
}

func TestCrossingEnd(t *testing.T) {
	m := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	var bots []ai.Bot
	for i := 0; i < 3; i++ {
		b, _ := ai.New("greedy", uint64(i))
		bots = append(bots, b)
	}
	done, err := ai.PlayOut(m, bots, 3000, scenetest.Clock())
	if err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "crossing-end", scenetest.Screenshot(a))
	// Every path's score is said whole: wrapped to fit, never cut short.
	var rows []crEndRow
	scenetest.OnLoop(func() { rows = a.Scene().(*Screen).end })
	if len(rows) == 0 {
		t.Fatal("no breakdown at the end")
	}
	for _, r := range rows {
		for _, line := range r.detail {
			if strings.Contains(line, "…") || sprites.TextWidth(line, crDetailSize, false) > crDetailW+0.5 {
				t.Errorf("%s: %q is cut or too wide", r.label, line)
			}
		}
	}
}

// crMidGame is a position in the middle of a game, Blue to play.
func crMidGame(t *testing.T, kinds ...string) *rules.Match {
	m := crMatch(t, 9, kinds...)
	var bots []ai.Bot
	for i := range kinds {
		b, _ := ai.New("greedy", uint64(i))
		bots = append(bots, b)
	}
	for n := 30; ; n++ {
		if _, err := ai.PlayOut(m, bots, n, scenetest.Clock()); err != nil {
			panic(err)
		}
		st := m.State().(*crossing.State)
		if st.ToMove() == 0 && st.Phase() == crossing.PhaseTurn {
			return m
		}
	}
}

func TestCrossingMidGame(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy", "bot:greedy", "bot:greedy")
	var sp crossing.Spot = crossing.NoSpot
	st := m.State().(*crossing.State)
	for s := crossing.Spot(0); s < crossing.NumSpots; s++ {
		if st.Owner(s) >= 0 {
			sp = s
			break
		}
	}
	r, c := sp.RimPos()
	x, y := crGeom().Center(r, c)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, X: int(x), Y: int(y)}}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 4)
	scenetest.Golden(t, "crossing-midgame", scenetest.Screenshot(a))
}

// BenchmarkCrossingFrame measures the CPU time of one Update and Draw of
// the play screen in a mid-game position (4 players, the person to play,
// the pointer on a rim spot), one frame per game-loop tick. It reports
// ns/frame and allocs/frame in steady state.
func BenchmarkCrossingFrame(b *testing.B) {
	m := crMidGame(nil, "human", "bot:greedy", "bot:greedy", "bot:greedy")
	x, y := crGeom().Center(-1, 2)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 1, X: int(x), Y: int(y)}}}
	scenetest.BenchFrames(b, script, func(a *scenes.App) ui.Scene { return New(a, m) }, nil)
}

// The banner says "an echidna", not "a echidna".
func TestBannerArticle(t *testing.T) {
	for _, c := range []struct{ tile, want string }{{"echidna", "drew an echidna"}, {"wombat", "drew a wombat"}} {
		m := crMatch(t, 5, "human", "human")
		crChance(t, m)
		to := m.State().ToMove()
		for _, text := range []string{"draw", "tile " + c.tile} {
			mv, err := m.State().ParseMove(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			crPlay(t, m, mv.(crossing.Move))
		}
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
		var title string
		scenetest.OnLoop(func() { title, _ = crScene(a).words(m.State().(*crossing.State), to) })
		if !strings.Contains(title, c.want) {
			t.Errorf("banner %q, want %q", title, c.want)
		}
	}
}

// The banner speaks of taps on a touch screen and of clicks to a mouse.
func TestBannerWordsFollowTheHand(t *testing.T) {
	for _, touch := range []bool{false, true} {
		m := crMatch(t, 5, "human", "human")
		crChance(t, m)
		to := m.State().ToMove()
		for _, text := range []string{"draw", "tile wombat"} {
			mv, err := m.State().ParseMove(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			crPlay(t, m, mv.(crossing.Move))
		}
		a := scenes.NewApp(scenes.Options{Source: &ui.Script{}, Now: scenetest.Clock, Silent: true, TouchScreen: touch,
			Start: func(a *scenes.App) ui.Scene { return New(a, m) }})
		var sub string
		scenetest.OnLoop(func() { _, sub = crScene(a).words(m.State().(*crossing.State), to) })
		if want := map[bool]string{false: "click an empty cell", true: "tap an empty cell"}[touch]; !strings.Contains(sub, want) {
			t.Errorf("TouchScreen %v: the banner says %q, want %q", touch, sub, want)
		}
	}
}

// Once a seat's markers are all on the rim, its banner no longer offers
// to claim a spot.
func TestNoClaimOfferedWithoutMarkers(t *testing.T) {
	m := crMatch(t, 3, "human", "human")
	bots := scenetest.GreedyBots(2)
	for i := 0; ; i++ {
		st := m.State().(*crossing.State)
		if st.ToMove() == rules.Nobody || i > 3000 {
			t.Fatal("no turn of a seat without markers in the game")
		}
		if to := st.ToMove(); to >= 0 && st.Phase() == crossing.PhaseTurn && st.MarkersLeft(to) == 0 {
			break
		}
		if _, err := ai.PlayOut(m, bots, len(m.History())+1, scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 2)
	var sub string
	scenetest.OnLoop(func() { _, sub = crScene(a).bannerText() })
	if strings.Contains(sub, "claim") || !strings.Contains(sub, "draw") {
		t.Errorf("a seat without markers is told %q", sub)
	}
}

// On an upright phone the message has the room the log leaves (Moves
// opens the log) and Show board's row until the game is over: a message of
// two or three lines is not cut to one ("e1 nochmal tippen nimmt sein
// Plättchen aus…").
func TestMessageUsesTheFreePanel(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	const said = "Tap e1 again to take its tile out of the game, for good, with everything that was on it."
	scenetest.OnLoop(func() { crScene(a).Say(false, "%s", said) })
	texts, _ := scenetest.Drawn(a)
	var drawn []string
	for _, b := range texts {
		if strings.Contains(said, strings.TrimSuffix(b.S, "…")) && len(b.S) > 8 {
			drawn = append(drawn, b.S)
		}
	}
	if got := strings.Join(drawn, " "); got != said {
		t.Errorf("the message is drawn as %q, want all of %q", got, said)
	}
}

// When the player's turn comes, what the others did since the player last
// moved is ringed in each one's colour — a computer's turn plays out
// quickly — until the player does something.
func TestOthersMovesAreRinged(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy", "bot:greedy")
	h := m.History()
	from := len(h)
	for from > 0 && h[from-1].Seat != 0 {
		from--
	}
	var seat int
	var cells []crossing.Cell
	for _, p := range h[from:] {
		if p.Seat > 0 {
			if c, _ := crossing.MovePlaces(p.Move, nil, nil); len(c) > 0 {
				seat, cells = p.Seat, c
			}
		}
	}
	if len(cells) == 0 {
		t.Fatal("the others moved no tile since seat 0's last move: pick another position")
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	ringAt := func() (x, y int, want color.RGBA) {
		scenetest.OnLoop(func() {
			s := crScene(a)
			bx, by := s.othersBadge(cells[len(cells)-1])
			x, y = int(bx), int(by)
			want = s.Looks[seat].Fill
		})
		return x, y, want
	}
	x, y, want := ringAt()
	if got := scenetest.Screenshot(a).RGBAAt(x, y); !near(got, want) {
		t.Fatalf("the cell seat %d played on is not ringed in its colour: %v at %d,%d, want %v", seat, got, x, y, want)
	}
	// The player draws: the ring goes.
	scenetest.OnLoop(func() { crScene(a).playMove(crossing.Draw()) })
	scenetest.RunTicks(a, 200)
	if got := scenetest.Screenshot(a).RGBAAt(x, y); near(got, want) {
		t.Errorf("the ring stays after the player's own move: %v at %d,%d", got, x, y)
	}
}

// A tile another seat took off the board shows in its ring, faint and
// struck out: an empty ring alone did not say which animal went.
func TestRemovedTileShowsInItsRing(t *testing.T) {
	m := crMidGame(t, "human", "bot:greedy")
	play := func(what string, pick func(crossing.Move) bool) { t.Helper(); crPlayLegal(t, m, what, pick) }
	op := crOp
	// Blue draws an animal and lays it; Orange draws a remove action and
	// takes a tile off.
	play("draw", op(crossing.OpDraw))
	play("draw an animal", func(m crossing.Move) bool { return m.Kind() == crossing.OpTile && crossing.Tile(m.B).IsAnimal() })
	play("lay it", op(crossing.OpPlace))
	play("draw", op(crossing.OpDraw))
	play("draw a remove action", func(m crossing.Move) bool {
		return m.Kind() == crossing.OpTile && crossing.Tile(m.B) == crossing.RemoveAction
	})
	var gone crossing.Cell
	play("remove", func(m crossing.Move) bool {
		gone = crossing.Cell(m.A)
		return m.Kind() == crossing.OpRemove
	})
	st := m.State().(*crossing.State)
	if st.ToMove() != 0 || st.At(gone) != crossing.NoTile {
		t.Fatalf("not Blue's turn with %s empty after the removal", gone)
	}
	// An empty cell of the same shade (the board's cells alternate two).
	empty := crossing.Cell(-1)
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if c != gone && st.At(c) == crossing.NoTile && (c.Row()+c.Col())%2 == (gone.Row()+gone.Col())%2 {
			empty = c
			break
		}
	}
	if empty < 0 {
		t.Fatal("no empty cell of the removed one's shade")
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.OnLoop(func() { a.Settings().Coords = false }) // the cells' names differ
	scenetest.RunTicks(a, 3)
	shot := scenetest.Screenshot(a)
	var box [2][2]float32
	var half float32
	scenetest.OnLoop(func() {
		s := crScene(a)
		half = float32(s.tileSz()) * 0.4
		box[0][0], box[0][1] = s.cellXY(gone)
		box[1][0], box[1][1] = s.cellXY(empty)
	})
	differ, all := 0, 0
	for dy := -half; dy < half; dy++ {
		for dx := -half; dx < half; dx++ {
			all++
			a := shot.RGBAAt(int(box[0][0]+dx), int(box[0][1]+dy))
			b := shot.RGBAAt(int(box[1][0]+dx), int(box[1][1]+dy))
			if !near(a, b) {
				differ++
			}
		}
	}
	if differ*4 < all {
		t.Errorf("the cell whose tile was removed looks like an empty cell (%d of %d pixels differ)", differ, all)
	}
	scenetest.Save(t, "crossing-removed", shot)
	// The log names the animal too.
	var log []string
	scenetest.OnLoop(func() { log = a.LogTexts() })
	if want := "remove " + gone.String() + " · "; len(log) == 0 || !strings.HasPrefix(log[len(log)-1], want) || log[len(log)-1] == want {
		t.Errorf("the log writes the removal as %q, want %q and the animal", log[len(log)-1], want)
	}
}

// An action drawn that cannot be carried out is discarded by the rules,
// and the seat draws again: the log says so, not only "action tile · move a marker".
func TestDiscardedActionIsLoggedSo(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	// Blue has no marker on the rim: a marker move cannot be carried out.
	crPlayLegal(t, m, "draw", crOp(crossing.OpDraw))
	crPlayLegal(t, m, "draw a marker move", func(m crossing.Move) bool {
		return m.Kind() == crossing.OpTile && crossing.Tile(m.B) == crossing.ShiftAction
	})
	n := len(m.History())
	if st := m.State().(*crossing.State); st.Phase() != crossing.PhaseDraw {
		t.Fatalf("the marker move was not discarded: phase %v", st.Phase())
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	logged := func() []string {
		var log []string
		scenetest.OnLoop(func() { log = a.LogTexts() })
		return log
	}
	// As it is drawn, and once the seat has drawn again.
	for _, ticks := range []int{1, 200} {
		scenetest.RunTicks(a, ticks)
		log := logged()
		if got := log[n-1]; !strings.HasPrefix(got, "action tile · move a marker") || !strings.Contains(got, "discarded") {
			t.Errorf("after %d ticks, the discarded draw is logged as %q", ticks, got)
		}
		if len(log) > n && strings.Contains(log[n], "discarded") {
			t.Errorf("the draw after it is logged as %q", log[n])
		}
	}
	if len(logged()) == n {
		t.Error("the seat did not draw again")
	}
}

// The "cannot be used" tag of a discarded tile keeps off the shared
// buttons at every size (on an upright phone it covered Moves and Coords).
func TestDiscardTagClearOfTheButtons(t *testing.T) {
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, crMidGame(t, "human", "bot:greedy")) })
	for _, size := range scenetest.Sizes {
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		scenetest.OnLoop(func() {
			s := crScene(a)
			y := s.discardTagY(s.g.drawn[1], s.g.colTile)
			tag := ui.Rect{X: s.g.drawn[0] - 62, Y: y, W: 124, H: 24}
			if tag.Overlaps(s.g.shared) {
				t.Errorf("%s: the tag %+v covers the shared buttons %+v", size.Name, tag, s.g.shared)
			}
		})
	}
}

// crPlayLegal plays the first legal move that pick takes (what: for the
// failure).
func crPlayLegal(t *testing.T, m *rules.Match, what string, pick func(crossing.Move) bool) {
	t.Helper()
	mv, ok := scenetest.LegalMove(m.State(), pick)
	if !ok {
		t.Fatalf("no legal move to %s", what)
	}
	if _, err := m.Play(mv, 0); err != nil {
		t.Fatal(err)
	}
}

// crOp picks a move of kind o.
func crOp(o crossing.Op) func(crossing.Move) bool {
	return func(m crossing.Move) bool { return m.Kind() == o }
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) < 12 && d(a.G, b.G) < 12 && d(a.B, b.B) < 12
}

// On a phone, two players at the table, the panel shows the move log: the
// room under the seats was a blank message's and Show board's, which only
// the game's end needs (Moves opened the log), and Moves stays for the
// moves before its last few. At the end the row is back.
func TestPhoneShowsTheLogForTwo(t *testing.T) {
	for _, size := range []scenetest.Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, crMidGame(t, "human", "bot:greedy")) })
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 3)
		var in bool
		scenetest.OnLoop(func() { in = crScene(a).LogInPanel() })
		if !in {
			t.Errorf("%s: the panel shows no move log", size.Name)
		}
		// Its rows do not scroll: Moves opens the whole log.
		if rows, button := scenetest.LogShown(a); rows >= 5 || !button {
			t.Errorf("%s: the panel shows %d moves, Moves button %v: want its last few and the button", size.Name, rows, button)
		}
	}
	m := crMatch(t, 3, "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(2), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	var row ui.Rect
	scenetest.OnLoop(func() { row = crScene(a).g.actions })
	if row.W == 0 {
		t.Error("at the game's end Show board has no row of its own")
	}
}
