package downunder

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// duMatch starts a Down Under match with the given seats and options
// ("key=value,...").
func duMatch(t testing.TB, opts string, kinds ...string) *rules.Match {
	return scenetest.Match(t, "downunder", 5, opts, kinds...)
}

// duPlay applies moves given in the notation.
func duPlay(t testing.TB, m *rules.Match, texts ...string) {
	t.Helper()
	for _, text := range texts {
		mv, err := m.State().ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if _, err := m.Play(mv, scenetest.Clock()); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// duGreedy plays n moves with greedy bots (seeded by seat).
func duGreedy(t testing.TB, m *rules.Match, n int) {
	t.Helper()
	var bots []ai.Bot
	for i := 0; i < m.State().Players(); i++ {
		b, _ := ai.New("greedy", uint64(i+1))
		bots = append(bots, b)
	}
	for k := 0; k < n && m.State().ToMove() >= 0; k++ {
		seat := m.State().ToMove()
		mv := ai.Think(bots[seat], m.State().View(seat), seat)
		if _, err := m.Play(mv, scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
}

func duScene(a *scenes.App) *Screen { return a.Scene().(*Screen) }

// tilePoint is the screen centre of hand tile i; cellPoint of cell (x, y).
func tilePoint(a *scenes.App, i int) (x, y int) {
	scenetest.OnLoop(func() {
		t := duScene(a).tiles[i]
		x, y = t.x+t.sz/2, t.y+t.sz/2
	})
	return
}

func cellPoint(a *scenes.App, cx, cy int) (x, y int) {
	scenetest.OnLoop(func() { x, y = duScene(a).cellCenter(cx, cy) })
	return
}

// tileOf finds the hand tile of a kind (and animal, if not zero).
func tileOf(t *testing.T, a *scenes.App, kind downunder.Kind, animal downunder.Animal) int {
	i := -1
	scenetest.OnLoop(func() {
		for k, tl := range duScene(a).tiles {
			if tl.card.Kind == kind && (animal == 0 || tl.card.Animal == animal) && i < 0 {
				i = k
			}
		}
	})
	if i < 0 {
		t.Fatalf("no %d/%d in the hand", kind, animal)
	}
	return i
}

// duHumanTurn is a 2-player game after the first round and a few greedy
// moves, Blue (a person) to move.
func duHumanTurn(t *testing.T, kinds ...string) *rules.Match {
	m := duMatch(t, "", kinds...)
	duGreedy(t, m, 6)
	if m.State().ToMove() != 0 {
		t.Fatalf("want Blue to move, got %d", m.State().ToMove())
	}
	return m
}

// duStart opens the play screen on m.
func duStart(t *testing.T, m *rules.Match, script *ui.Script) *scenes.App {
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 1)
	return a
}

// duDo gives the app one scripted step on its next tick, then runs n ticks.
func duDo(a *scenes.App, script *ui.Script, st ui.ScriptStep, n int) {
	scenetest.OnLoop(func() { st.Tick = a.Tick() })
	script.Steps = append(script.Steps, st)
	scenetest.RunTicks(a, n)
}

func TestDownUnderTurnHighlights(t *testing.T) {
	m := duHumanTurn(t, "human", "human")
	script := &ui.Script{}
	a := duStart(t, m, script)
	i := tileOf(t, a, downunder.Curve, 0)
	x, y := tilePoint(a, i)
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 4)
	st := scenetest.Status(a)
	if !strings.Contains(st, "selected=curve") {
		t.Fatalf("after clicking a curve: %q", st)
	}
	rot0 := duScene(a).rot
	duDo(a, script, ui.ScriptStep{Keys: []ebiten.Key{ebiten.KeyR}}, 3)
	var mv downunder.Move
	scenetest.OnLoop(func() {
		s := duScene(a)
		if s.rot != (rot0+1)%4 {
			t.Errorf("R turned the card from %d to %d", rot0, s.rot)
		}
		for _, p := range s.place {
			if int(p.R) == s.rot {
				mv = p
				break
			}
		}
	})
	if mv.Kind == 0 {
		// Turned to a way that fits nowhere: turn back with the wheel.
		duDo(a, script, ui.ScriptStep{Wheel: 1}, 2)
		scenetest.OnLoop(func() {
			s := duScene(a)
			for _, p := range s.place {
				if int(p.R) == s.rot {
					mv = p
					break
				}
			}
		})
	}
	cx, cy := cellPoint(a, int(mv.X), int(mv.Y))
	duDo(a, script, ui.ScriptStep{X: cx, Y: cy}, 4)
	scenetest.Golden(t, "downunder-turn", scenetest.Screenshot(a))
	// Clicking the highlighted cell lays the card.
	duDo(a, script, ui.ScriptStep{Click: true, X: cx, Y: cy}, 3)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=7") || !strings.Contains(st, "busy=true") {
		t.Fatalf("after clicking a bright cell: %q", st)
	}
	scenetest.RunTicks(a, 60)
	if st := scenetest.Status(a); !strings.Contains(st, "toMove=1") || !strings.Contains(st, "busy=false") {
		t.Fatalf("after the card settled: %q", st)
	}
}

// A click while a laid card still slides in counts as if it had settled
// (issue 42): a click on a card of the next player's hand picks it (the
// click only ended the animation, and the player's next click was read as
// the first).
func TestDownUnderClickDuringTheLay(t *testing.T) {
	m := duHumanTurn(t, "human", "human")
	script := &ui.Script{}
	a := duStart(t, m, script)
	var mv downunder.Move
	scenetest.OnLoop(func() {
		for _, l := range duScene(a).legal {
			if l.Kind != downunder.Pass && l.Kind != downunder.Billabong && l.Kind != downunder.Turn {
				mv = l
				break
			}
		}
	})
	i := tileOf(t, a, mv.Kind, 0)
	x, y := tilePoint(a, i)
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	scenetest.OnLoop(func() { duScene(a).rot = int(mv.R) })
	cx, cy := cellPoint(a, int(mv.X), int(mv.Y))
	duDo(a, script, ui.ScriptStep{Click: true, X: cx, Y: cy}, 2)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=7") || !strings.Contains(st, "busy=true") {
		t.Fatalf("want Blue's card laid and sliding in: %q", st)
	}
	x, y = tilePoint(a, 0)
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 2)
	if st := scenetest.Status(a); !strings.Contains(st, "toMove=1") || strings.Contains(st, "selected=-") {
		t.Fatalf("a click on Orange's first card while Blue's slid in picked nothing: %q", st)
	}
}

func TestDownUnderRefusedCellSaysWhy(t *testing.T) {
	m := duHumanTurn(t, "human", "human")
	script := &ui.Script{}
	a := duStart(t, m, script)
	i := tileOf(t, a, downunder.Straight, 0)
	x, y := tilePoint(a, i)
	cx, cy := cellPoint(a, 0, 0) // the first card lies there
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	duDo(a, script, ui.ScriptStep{Click: true, X: cx, Y: cy}, 3)
	var msg string
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if !strings.Contains(msg, "the cell is taken") {
		t.Errorf("message %q does not say the cell is taken", msg)
	}
	if st := scenetest.Status(a); !strings.Contains(st, "moves=6") {
		t.Errorf("a refused click played a move: %q", st)
	}
	// A far empty cell: the colour must continue the route.
	var fx, fy int
	scenetest.OnLoop(func() {
		s := duScene(a)
		fx, fy = s.lay.x0, s.lay.y1
	})
	px, py := cellPoint(a, fx, fy)
	duDo(a, script, ui.ScriptStep{Click: true, X: px, Y: py}, 3)
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if !strings.Contains(msg, "Not there:") {
		t.Errorf("message %q does not explain the refusal", msg)
	}
}

func TestDownUnderEnd(t *testing.T) {
	m := duMatch(t, "", "bot:greedy", "bot:greedy")
	var bots []ai.Bot
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", uint64(i+1))
		bots = append(bots, b)
	}
	done, err := ai.PlayOut(m, bots, 500, scenetest.Clock())
	if err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyB}}}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	if !showBoardDrawn(a) {
		t.Error("Show board is not drawn at the game's end")
	}
	scenetest.Golden(t, "downunder-end", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 4)
	scenetest.Golden(t, "downunder-end-board", scenetest.Screenshot(a))
}

// Show board is for the game's end: during the game its place is empty
// (greyed through a whole game, a new player could not tell what it did).
func TestShowBoardOnlyAtTheEnd(t *testing.T) {
	m := duMatch(t, "", "human", "bot:greedy")
	duGreedy(t, m, 6)
	a := duStart(t, m, nil)
	scenetest.RunTicks(a, 2)
	if showBoardDrawn(a) {
		t.Error("Show board is drawn in the middle of a game")
	}
}

// showBoardDrawn reports whether the screen draws Show board's label.
func showBoardDrawn(a *scenes.App) bool {
	texts, _ := scenetest.Drawn(a)
	for _, b := range texts {
		if b.S == "Show board" {
			return true
		}
	}
	return false
}

func TestDownUnderTerminalsBackToBack(t *testing.T) {
	m := duMatch(t, "oneEnd=on", "human", "human")
	duPlay(t, m, "T 0,0 S", "T 0,0 N")
	duGreedy(t, m, 6)
	a := duStart(t, m, nil)
	scenetest.RunTicks(a, 2)
	scenetest.Golden(t, "downunder-terminals", scenetest.Screenshot(a))
}

// duPondMatch is a 4-player game (random moves) one move before the game
// lays a billabong (case 1), and that move.
func duPondMatch(t *testing.T) (*rules.Match, downunder.Move) {
	m := duMatch(t, "", "human", "human", "human", "human")
	var bots []ai.Bot
	for i := 0; i < 4; i++ {
		b, _ := ai.New("random", 18*10+uint64(i))
		bots = append(bots, b)
	}
	for k := 0; ; k++ {
		seat := m.State().ToMove()
		mv := ai.Think(bots[seat], m.State().View(seat), seat)
		if k == 24 {
			return m, *mv.(*downunder.Move)
		}
		if _, err := m.Play(mv, scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDownUnderBillabong(t *testing.T) {
	m, mv := duPondMatch(t)
	a := duStart(t, m, nil)
	scenetest.OnLoop(func() { duScene(a).playMove(mv, [2]float32{400, 720}) })
	scenetest.RunTicks(a, 50) // the card has landed, the billabong is being laid
	if st := scenetest.Status(a); !strings.Contains(st, "busy=true") {
		t.Fatalf("want the billabong animating: %q", st)
	}
	scenetest.Golden(t, "downunder-billabong", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 120)
	var msg string
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if !strings.Contains(msg, "Billabong! Three routes met") {
		t.Errorf("message %q does not say which case happened", msg)
	}
	scenetest.Save(t, "downunder-billabong-after", scenetest.Screenshot(a))
}

// TestDownUnderVariants runs every variant with computer players through
// the screen itself, to the end.
func TestDownUnderVariants(t *testing.T) {
	for _, v := range []struct {
		name, opts string
		seats      int
	}{
		{"two-routes", "twoRoutes=on,special=on", 2},
		{"two-routes-one-card", "twoRoutes=on,oneCardPerTurn=on", 2},
		{"frame", "frame=on", 2},
		{"fixed-area", "fixedArea=on,special=on,dingo=lose", 3},
		{"no-border", "noBorder=on", 2},
		{"one-end", "oneEnd=on,difficulty=difficult", 4},
		{"easy-special", "difficulty=easy,special=on", 4},
	} {
		kinds := make([]string, v.seats)
		for i := range kinds {
			kinds[i] = "bot:greedy"
		}
		m := duMatch(t, v.opts, kinds...)
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.OnLoop(func() { a.Settings().AnimSpeed = 3 })
		for k := 0; k < 200 && m.State().ToMove() >= 0; k++ {
			scenetest.RunTicks(a, 40)
			if k == 12 {
				scenetest.Save(t, "du-"+v.name+"-mid", scenetest.Screenshot(a))
			}
		}
		if m.State().ToMove() >= 0 {
			t.Errorf("%s: the game did not end", v.name)
		}
		scenetest.RunTicks(a, 60)
		scenetest.Save(t, "du-"+v.name+"-end", scenetest.Screenshot(a))
	}
}

// BenchmarkDownUnderFrame measures one Update and Draw of the play screen
// in a mid-game position with a card picked, one frame per game-loop tick.
func BenchmarkDownUnderFrame(b *testing.B) {
	open := func(a *scenes.App) ui.Scene {
		m := duMatch(b, "special=on", "human", "human", "human")
		duGreedy(b, m, 20)
		return New(a, m)
	}
	scenetest.BenchFrames(b, &ui.Script{}, open, func(a *scenes.App) {
		s := duScene(a)
		for i, t := range s.tiles {
			if t.legal {
				s.selectTile(i, true)
				break
			}
		}
		if len(s.place) > 0 {
			s.hoverX, s.hoverY, s.hoverOn = int(s.place[0].X), int(s.place[0].Y), true
		}
	})
}

// With two routes each a player's full hand at the start is nine cards of
// each colour and the billabong card: its strip holds all of them at
// every size, none over the buttons under it or off the screen.
func TestTwoRoutesFullHandFits(t *testing.T) {
	m := duMatch(t, "twoRoutes=on", "human", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	for _, s := range scenetest.Sizes {
		scenetest.CheckLayout(t, a, "two routes' full hand", s, false)
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
}

// A card that cannot be played now lies under a veil of paper: dimmed,
// its picture still there, never blanked. With two routes at the start
// only the entrance (a terminal) may be laid, so all but one card of the
// hand are veiled; nothing on them may be lighter than the veil over
// white paper (a veil whose colour exceeds its alpha adds light instead),
// and the banner names the card to lay.
func TestUnplayableCardsAreVeiledNotBlanked(t *testing.T) {
	m := duMatch(t, "twoRoutes=on", "human", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	img := scenetest.Screenshot(a)
	veil := duVeil
	// The veil over white: each channel's most.
	most := func(c uint8) int { return int(c) + 255*(255-int(veil.A))/255 + 2 }
	var tiles []duTile
	scenetest.OnLoop(func() { tiles = append(tiles, duScene(a).tiles...) })
	veiled, legal := 0, 0
	for _, tl := range tiles {
		if tl.legal {
			legal++
			continue
		}
		veiled++
		light := 0
		// The card under its count's badge (white on ink, drawn over it).
		for y := tl.y + 14; y < tl.y+tl.sz-4; y++ {
			for x := tl.x + 4; x < tl.x+tl.sz-4; x++ {
				c := img.RGBAAt(x, y)
				if int(c.R) > most(veil.R) || int(c.G) > most(veil.G) || int(c.B) > most(veil.B) {
					light++
				}
			}
		}
		if light > 0 {
			t.Errorf("the veiled %s: %d pixels lighter than the veil over white", tl.label, light)
		}
	}
	if legal != 1 || veiled < 10 {
		t.Errorf("at the start of two routes %d cards may be played and %d are veiled: want the entrance alone", legal, veiled)
	}
	// The banner says which card that is.
	var sub string
	scenetest.OnLoop(func() { _, sub = duScene(a).bannerText() })
	if !strings.Contains(sub, "terminal") {
		t.Errorf("the banner says %q: want it to name the terminal, the one card to lay", sub)
	}
	scenetest.Golden(t, "downunder-two-routes-start", img)
}

// With two routes each, a seat's row shows both its routes, one under the
// other, at every size (a short panel once drew the second over the
// first, on the name's line).
func TestTwoRoutesSeatsShowBothRoutes(t *testing.T) {
	m := duMatch(t, "twoRoutes=on", "human", "bot:greedy")
	duGreedy(t, m, 7)
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	for _, size := range scenetest.Sizes {
		scenetest.OnLoop(func() { a.Layout(size.W, size.H) })
		scenetest.RunTicks(a, 2)
		texts, _ := scenetest.Drawn(a)
		at := map[[2]int]string{}
		for _, b := range texts {
			if strings.HasPrefix(b.S, "route ") {
				at[[2]int{int(b.X), int(b.Y)}] = b.S
			}
		}
		if len(at) != 4 {
			t.Errorf("at %s the panel shows %d routes' lines apart: %v (want 2 seats × 2 routes)", size.Name, len(at), at)
		}
		if size.Name == "phone" {
			scenetest.Golden(t, "downunder-two-routes-phone", scenetest.Screenshot(a))
		}
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
}

// The first card's banner says what to do next once a card is picked:
// it went on saying "pick a card".
func TestFirstCardBannerFollowsThePick(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	script := &ui.Script{}
	a := duStart(t, m, script)
	scenetest.RunTicks(a, 1)
	var before, after string
	scenetest.OnLoop(func() { _, before = duScene(a).bannerText() })
	x, y := tilePoint(a, 0)
	scenetest.FingerTap(a, script, float64(x), float64(y))
	scenetest.OnLoop(func() { _, after = duScene(a).bannerText() })
	if !strings.HasPrefix(before, "pick a card") || strings.HasPrefix(after, "pick a card") || !strings.Contains(after, "tap ") {
		t.Errorf("the first card's banner: %q, then with a card picked %q", before, after)
	}
}
