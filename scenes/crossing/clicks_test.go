package crossing

import (
	"bytes"
	"image"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A click on one's reserve tile picks it (ringed, the banner says what
// next); a click on an empty cell then lays it. A second click puts it back.
func TestCrossingClickReserveThenCell(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	st := m.State().(*crossing.State)
	res := st.Reserve(0)
	if res == crossing.NoTile {
		t.Fatal("Blue holds no reserve")
	}
	var empty crossing.Cell = -1
	for c := crossing.Cell(0); c < crossing.NumCells && empty < 0; c++ {
		if st.At(c) == crossing.NoTile {
			empty = c
		}
	}
	rx, ry := crLaidOut(2).reserveXY(0)
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 3, Click: true, X: int(rx), Y: int(ry)},
		{Tick: 6, Click: true, X: int(rx) + 5, Y: int(ry) - 5},
		{Tick: 9, Click: true, X: int(rx), Y: int(ry)},
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 5)
	if s := scenetest.Status(a); !strings.Contains(s, "selected=reserve") {
		t.Fatalf("a click on the reserve did not pick it: %s", s)
	}
	var sub string
	scenetest.OnLoop(func() { _, sub = crScene(a).bannerText() })
	if !strings.Contains(sub, "empty cell") {
		t.Errorf("with the reserve picked the banner says %q", sub)
	}
	scenetest.RunTicks(a, 3)
	if s := scenetest.Status(a); !strings.Contains(s, "selected=-") {
		t.Fatalf("a second click did not put the reserve back: %s", s)
	}
	scenetest.RunTicks(a, 3)
	script.Steps = append(script.Steps, crClickCell(a.Tick(), empty))
	scenetest.RunTicks(a, 3)
	var at, left crossing.Tile
	scenetest.OnLoop(func() {
		st := m.State().(*crossing.State)
		at, left = st.At(empty), st.Reserve(0)
	})
	if at != res || left != crossing.NoTile {
		t.Errorf("after reserve and %s: the cell holds %v, the reserve %v (want %v there)", empty, at, left, res)
	}
}

// A click on an empty cell while the drawn animal still turns over lays
// it there (issue 42: the click only ended the animation, and was lost).
func TestCrossingClickDuringTheDraw(t *testing.T) {
	m := crMatch(t, 7, "human", "bot:greedy")
	crChance(t, m)
	var empty crossing.Cell = -1
	st := m.State().(*crossing.State)
	for c := crossing.Cell(0); c < crossing.NumCells && empty < 0; c++ {
		if st.At(c) == crossing.NoTile {
			empty = c
		}
	}
	script := &ui.Script{Steps: []ui.ScriptStep{crClickSupply(3)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 5)
	runUntil(t, a, "phase=drawn", 200)
	if s := scenetest.Status(a); !strings.Contains(s, "busy=true") {
		t.Fatalf("want the draw playing out: %s", s)
	}
	var drawn crossing.Tile
	scenetest.OnLoop(func() { drawn = m.State().(*crossing.State).Drawn() })
	script.Steps = append(script.Steps, crClickCell(a.Tick()+1, empty))
	scenetest.RunTicks(a, 3)
	var got crossing.Tile
	scenetest.OnLoop(func() { got = m.State().(*crossing.State).At(empty) })
	if got != drawn {
		t.Fatalf("%s holds %v after a click during the draw, want the drawn %v: %s", empty, got, drawn, scenetest.Status(a))
	}
}

// A click on Draw while the computer's move plays out draws: the button
// was laid out off for the animation, and the click that ended it was lost.
func TestCrossingDrawDuringTheComputersMove(t *testing.T) {
	m := crMatch(t, 5, "bot:greedy", "human")
	crChance(t, m)
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	for i := 0; i < 600; i++ {
		scenetest.RunTicks(a, 1)
		if s := scenetest.Status(a); strings.Contains(s, "toMove=1;phase=turn") && strings.Contains(s, "busy=true") {
			break
		}
	}
	if s := scenetest.Status(a); !strings.Contains(s, "toMove=1;phase=turn") || !strings.Contains(s, "busy=true") {
		t.Fatalf("the computer's move was never seen playing out before the person's turn: %s", s)
	}
	b := crScene(a).drawBtn
	n := len(m.History())
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Click: true, X: b.X + b.W/2, Y: b.Y + b.H/2})
	scenetest.RunTicks(a, 3)
	var after int
	scenetest.OnLoop(func() { after = len(m.History()) })
	if after <= n {
		t.Fatalf("a click on Draw during the computer's move drew nothing: %s", scenetest.Status(a))
	}
}

// The end screen's results hide the board: B, the Show board button and a
// click on every path's score show it; B or Results (in the shared row)
// bring the results back.
func TestCrossingEndShowBoard(t *testing.T) {
	m := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(3), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	results := scenetest.Screenshot(a)
	shown := func() bool {
		var b bool
		scenetest.OnLoop(func() { b = crScene(a).EndAside() })
		return b
	}
	scenetest.Press(a, script, 2, ebiten.KeyB)
	if !shown() {
		t.Fatal("B did not show the board")
	}
	board := scenetest.Screenshot(a)
	if same(results, board) {
		t.Error("B changed nothing on the screen")
	}
	scenetest.Press(a, script, 2, ebiten.KeyB)
	if shown() || !same(results, scenetest.Screenshot(a)) {
		t.Error("B again did not bring the results back")
	}
	var bx, by int
	scenetest.OnLoop(func() { b := crScene(a).boardBtn; bx, by = b.X+b.W/2, b.Y+b.H/2 })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: bx, Y: by})
	scenetest.RunTicks(a, 2)
	if !shown() {
		t.Fatal("the Show board button did not show the board")
	}
	// One Results brings them back: the shared row's. Show board is gone
	// while the board shows (greyed, it stood there doing nothing).
	texts, taps := scenetest.Drawn(a)
	n := 0
	var back ui.TapPoint
	for _, tp := range taps {
		if tp.Label == "Results" {
			n, back = n+1, tp
		}
	}
	for _, tb := range texts {
		if tb.S == "Show board" {
			t.Error("Show board stands there with the board shown")
		}
	}
	if n != 1 {
		t.Fatalf("%d Results buttons with the board shown, want 1", n)
	}
	rx, ry := back.Center()
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: int(rx), Y: int(ry)})
	scenetest.RunTicks(a, 2)
	if shown() {
		t.Fatal("the Results button did not bring the results back")
	}
	var px, py int
	scenetest.OnLoop(func() {
		r := crScene(a).breakdownRect()
		px, py = int(r.CX()), int(r.CY())
	})
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: px, Y: py})
	scenetest.RunTicks(a, 2)
	if !shown() {
		t.Error("a click on every path's score did not close it")
	}
}

func same(a, b *image.RGBA) bool { return bytes.Equal(a.Pix, b.Pix) }

// In a replay too, every path's score stands clear of the side panel's
// buttons (Coords, Menu) and a click on it closes it.
func TestCrossingReplayScoresClear(t *testing.T) {
	m := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(3), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	var s *Screen
	plays := []scenes.PlayScreen{{Game: "crossing", Open: func(a *scenes.App, m *rules.Match) ui.Scene {
		s = New(a, m)
		return s
	}}}
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEnd}}}}
	a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}, plays)
	scenetest.RunTicks(a, 8)
	var bottom, buttons float32
	var px, py int
	scenetest.OnLoop(func() {
		r := s.breakdownRect()
		bottom, px, py = r.Bottom(), int(r.CX()), int(r.CY())
		buttons = s.g.shared.Y
	})
	if bottom > buttons {
		t.Errorf("every path's score reaches y=%v, over the buttons at %v", bottom, buttons)
	}
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: px, Y: py})
	scenetest.RunTicks(a, 3)
	var shown bool
	scenetest.OnLoop(func() { shown = s.EndAside() })
	if !shown {
		t.Error("a click on every path's score did not close it in the replay")
	}
}

// Every path's score lists each path of the seats it shows, the last
// seat's last path too (it was left out for want of 4 units), at every
// size; seats that do not fit come on the next tap.
func TestEveryPathListed(t *testing.T) {
	m := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(3), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	for _, size := range scenetest.Sizes {
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 3)
		scenetest.OnLoop(func() {
			s := crScene(a)
			if !s.besideResults() {
				s.paths = true // Paths shows them in the results' place
			}
			// The longest a path's name gets (in German), which ran under
			// its tiles.
			s.end[1].label, s.endW = "Diagonale e1–a5 · NO Beutelteufel", 0
		})
		scenetest.RunTicks(a, 1)
		texts, _ := scenetest.Drawn(a)
		var want []string
		var tilesX float64
		scenetest.OnLoop(func() {
			s := crScene(a)
			r, first, last, _ := s.breakdownRows()
			tx, _ := crTilesAt(r.W, r.W < crBreakdownW)
			tilesX = float64(r.X + tx - 2) // the first tile's left edge
			for _, r := range s.end[first:last] {
				if !r.header && r.spot != crossing.NoSpot {
					want = append(want, r.lines...)
				}
			}
		})
		if len(want) == 0 {
			t.Fatalf("%s: no path listed", size.Name)
		}
		for _, l := range want {
			found := false
			for _, b := range texts {
				if b.S == l {
					found = true
					if b.X+b.W > tilesX {
						t.Errorf("%s: the path's name %q runs under its tiles (to %.0f, the tiles start at %.0f)", size.Name, l, b.X+b.W, tilesX)
					}
				}
			}
			if !found {
				t.Errorf("%s: the path %q is not drawn", size.Name, l)
			}
		}
	}
}

// Every path's score follows a change of language at the end: it stayed
// in the language the game ended in (a helper's German game, switched to
// English in Settings).
func TestEveryPathFollowsTheLanguage(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	m := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(3), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	labels := func() string {
		var all string
		scenetest.OnLoop(func() {
			for _, r := range crScene(a).end {
				all += r.label + " | "
			}
		})
		return all
	}
	scenetest.OnLoop(func() { lang.SetLanguage(lang.German) })
	scenetest.RunTicks(a, 3)
	if de := labels(); !strings.Contains(de, "Reihe") && !strings.Contains(de, "Spalte") {
		t.Fatalf("in German the paths read %q", de)
	}
	scenetest.OnLoop(func() { lang.SetLanguage(lang.English) })
	scenetest.RunTicks(a, 3)
	en := labels()
	for _, w := range []string{"Reihe", "Spalte", "Diagonale", "Marker nie"} {
		if strings.Contains(en, w) {
			t.Errorf("switched to English, the paths still read %q", en)
			break
		}
	}
}

// The move log numbers the players' turns (issue 42, item 9): chance's
// moves (the set-up's deals, a drawn tile) have no number, and a turn's
// moves one (the draw, the tile, where it goes). It counted every move:
// Blue's first claim was "8." after the set-up's seven deals.
func TestLogNumbersTheTurns(t *testing.T) {
	m := crMatch(t, 5, "human", "human")
	crChance(t, m)
	w1, _ := crossing.ParseSpot("W1")
	crPlay(t, m, crossing.Claim(w1)) // Blue's turn 1
	crPlay(t, m, crossing.Draw())    // Orange's turn 2: a draw, the tile, where it goes
	crChance(t, m)
	mv, ok := scenetest.LegalMove(m.State(), func(crossing.Move) bool { return true })
	if !ok {
		t.Fatal("Orange has no move for the drawn tile")
	}
	crPlay(t, m, mv)
	a := newTestApp(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	texts, _ := scenetest.Drawn(a)
	if first, end := a.LogRowsShown(); first != 0 || end != len(m.History()) {
		t.Fatalf("the log shows rows %d to %d of %d: the test wants all of them", first, end, len(m.History()))
	}
	var nums []string
	for _, b := range texts {
		if _, err := strconv.Atoi(strings.TrimSuffix(b.S, ".")); err == nil && strings.HasSuffix(b.S, ".") {
			nums = append(nums, b.S)
		}
	}
	if strings.Join(nums, " ") != "1. 2." {
		t.Errorf("the log's rows are numbered %v over %d moves: want 1. and 2., the two turns", nums, len(m.History()))
	}
}

// A long seat name and its kind end clear of the markers (issue 42, item
// 7): on a phone "Computer (Medium)" ran into them.
func TestSeatNameClearOfTheMarkers(t *testing.T) {
	setup := rules.Setup{Game: "crossing", Seed: 5, Seats: []rules.SeatInfo{
		{Name: "Computer (Medium)", Kind: "bot:medium"}, {Name: "Kimberley-Anne", Kind: "human"}, {Name: "Green", Kind: "human"}}}
	m, err := rules.NewMatch(setup, scenetest.Clock())
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	sc := crScene(a)
	for _, size := range [][2]int{{360, 640}, {375, 667}, {390, 844}, {280, 653}, {1280, 800}} {
		scenetest.Resize(t, a, size[0], size[1])
		scenetest.RunTicks(a, 2)
		texts, _ := scenetest.Drawn(a)
		var left float32
		var rows ui.Rect
		scenetest.OnLoop(func() { left, _ = sc.markerXY(0, 0); rows = sc.g.seats })
		left -= 9 // a marker's half width
		for _, b := range texts {
			if b.Y < float64(rows.Y) || b.Y > float64(rows.Bottom()) || b.X > float64(left) || b.X < float64(rows.X) {
				continue
			}
			if strings.HasPrefix(b.S, "Computer") || strings.HasPrefix(b.S, "Kimberley") || strings.HasPrefix(b.S, "computer") {
				if b.X+b.W > float64(left) {
					t.Errorf("at %d×%d %q ends at %.0f, over the markers from %.0f", size[0], size[1], b.S, b.X+b.W, left)
				}
			}
		}
	}
}
