package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/billabong"
)

// click is a scripted click on square (r, c) of the Billabong board.
func clickSquare(tick, r, c int) ScriptStep {
	b := NewBillabongPlay(newTestApp(nil, func(*App) Scene { return nil }), mustMatch(nil, "human", "human"))
	x, y := b.board.Center(r, c)
	return ScriptStep{Tick: tick, Click: true, X: int(x), Y: int(y)}
}

func mustMatch(t *testing.T, kinds ...string) *rules.Match {
	if t == nil {
		return testMatch(nil, "billabong", 3, "", kinds...)
	}
	return testMatch(t, "billabong", 3, "", kinds...)
}

// placeAll plays the placement phase: seat s's k-th kangaroo on squares[2k+s].
func placeAll(t *testing.T, m *rules.Match, squares [][2]int) {
	for _, sq := range squares {
		if _, err := m.Play(billabong.PlaceMove(billabong.Sq(sq[0], sq[1])), fixedClock()); err != nil {
			t.Fatalf("placing on %v: %v", sq, err)
		}
	}
}

func status(a *App) string {
	var s string
	onLoop(func() { s = a.Status() })
	return s
}

func TestTitleScreen(t *testing.T) {
	a := newTestApp(nil, nil)
	runTicks(a, 3)
	if !strings.Contains(status(a), "scene=title") {
		t.Fatalf("status %q", status(a))
	}
	golden(t, "title", screenshot(a))
}

func TestTitleToNewGameToPlay(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		{Tick: 2, Click: true, X: ScreenW / 2, Y: 448},             // New game
		{Tick: 40, Click: true, X: ScreenW - 190, Y: ScreenH - 82}, // Start
	}}
	a := newTestApp(script, nil)
	runTicks(a, 30)
	if !strings.Contains(status(a), "scene=newgame") {
		t.Fatalf("after New game: %q", status(a))
	}
	golden(t, "newgame", screenshot(a))
	runTicks(a, 40)
	if !strings.Contains(status(a), "scene=play:billabong") {
		t.Fatalf("after Start: %q", status(a))
	}
}

func TestPlacementInProgress(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10),
		{Tick: 90, X: 66 + 44*14 + 22, Y: 92 + 44*11 + 22}, // hover o12
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, mustMatch(t, "human", "human")) })
	runTicks(a, 100)
	st := status(a)
	if !strings.Contains(st, "moves=3") || !strings.Contains(st, "toMove=1") {
		t.Fatalf("after three placements: %q", st)
	}
	golden(t, "billabong-placement", screenshot(a))
}

// jumpPosition is a movement-phase position where Blue (seat 0) on k10
// can jump east over Orange on l10 to m10 and on.
func jumpPosition(t *testing.T, kinds ...string) *rules.Match {
	m := mustMatch(t, kinds...)
	placeAll(t, m, [][2]int{
		{9, 10}, {9, 11}, // k10 blue, l10 orange
		{11, 8}, {9, 13}, // i12, n10 (blue can chain: m10 over n10 to o10)
		{12, 14}, {13, 9},
		{8, 15}, {11, 11},
		{13, 15}, {12, 12},
	})
	return m
}

func TestJumpChainMidHop(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 10),  // pick k10
		clickSquare(10, 9, 12), // hop over l10 to m10
		clickSquare(60, 9, 14), // and on, over n10 to o10
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "human")) })
	runTicks(a, 9)
	if st := status(a); !strings.Contains(st, "selected=k10") {
		t.Fatalf("after picking k10: %q", st)
	}
	runTicks(a, 62) // the referee is on k10, the kangaroo in the air over n10
	if st := status(a); !strings.Contains(st, "busy=true") {
		t.Fatalf("want the hop animating: %q", st)
	}
	golden(t, "billabong-midhop", screenshot(a))
}

func TestJumpChainConfirmAndBack(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 10),                                // pick k10
		clickSquare(10, 9, 12),                               // hop to m10
		clickSquare(80, 9, 14),                               // hop over n10 to o10
		{Tick: 150, Keys: []ebiten.Key{ebiten.KeyBackspace}}, // take it back
		{Tick: 220, Keys: []ebiten.Key{ebiten.KeyEnter}},     // confirm k10-m10
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "human")) })
	runTicks(a, 140)
	if st := status(a); !strings.Contains(st, "moves=10") {
		t.Fatalf("the chain must not be played before it is confirmed: %q", st)
	}
	runTicks(a, 160)
	st := status(a)
	if !strings.Contains(st, "moves=11") || !strings.Contains(st, "toMove=1") {
		t.Fatalf("after confirming: %q", st)
	}
	sc := a.Scene().(*BillabongPlay)
	var text string
	onLoop(func() { text = sc.Log[len(sc.Log)-1].Text })
	if text != "k10-m10" {
		t.Errorf("logged %q, want k10-m10 (the hop to o10 was taken back)", text)
	}
}

func TestRefusedMoveIsExplained(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 11), // Orange's kangaroo, on Blue's turn
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "human")) })
	runTicks(a, 5)
	sc := a.Scene().(*BillabongPlay)
	if !strings.Contains(sc.Msg, "Orange") {
		t.Errorf("message %q does not say whose kangaroo it is", sc.Msg)
	}
}

func TestUndoTakesBackAgainstTheComputer(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12),
		{Tick: 60, Keys: []ebiten.Key{ebiten.KeyEnter}},
		{Tick: 200, Keys: []ebiten.Key{ebiten.KeyU}},
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "bot:greedy")) })
	runTicks(a, 190)
	if st := status(a); !strings.Contains(st, "moves=12") {
		t.Fatalf("want my move and the computer's reply: %q", st)
	}
	runTicks(a, 20)
	if st := status(a); !strings.Contains(st, "moves=10") || !strings.Contains(st, "toMove=0") {
		t.Fatalf("after undo: %q", st)
	}
}

func TestEndScreen(t *testing.T) {
	m := mustMatch(t, "bot:greedy", "bot:greedy")
	bots := []ai.Bot{}
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", uint64(i))
		bots = append(bots, b)
	}
	done, err := ai.PlayOut(m, bots, 3000, fixedClock())
	if err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *App) Scene { return NewBillabongPlay(a, m) })
	runTicks(a, 3)
	golden(t, "billabong-end", screenshot(a))
}

// BenchmarkBillabongFrame measures the CPU time of one Update and Draw of
// the play screen in a movement-phase position, one frame per game-loop
// tick (so ebiten flushes its command queue between frames, as in play).
// It reports ns/frame and allocs/frame in steady state.
func BenchmarkBillabongFrame(b *testing.B) {
	benchFrames(b, nil, func(a *App) Scene {
		m := mustMatch(nil, "human", "human")
		sqs := [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}}
		for _, sq := range sqs {
			m.Play(billabong.PlaceMove(billabong.Sq(sq[0], sq[1])), 0)
		}
		return NewBillabongPlay(a, m)
	}, nil)
}

// A whole game by keyboard alone: Tab to the first choice, Enter to act on
// it, again and again; the computer answers. The game must end.
func TestBillabongByKeyboardOnly(t *testing.T) {
	var steps []ScriptStep
	for i := 0; i < 600; i++ {
		steps = append(steps,
			ScriptStep{Tick: 10 + i*12, Keys: []ebiten.Key{ebiten.KeyTab}},
			ScriptStep{Tick: 14 + i*12, Keys: []ebiten.Key{ebiten.KeyEnter}})
	}
	m := mustMatch(t, "human", "bot:greedy")
	a := newTestApp(&Script{Steps: steps}, func(a *App) Scene { return NewBillabongPlay(a, m) })
	a.Settings.AnimSpeed = 0
	for i := 0; i < 80 && m.State().ToMove() != rules.Nobody; i++ {
		runTicks(a, 90)
	}
	if m.State().ToMove() != rules.Nobody {
		t.Fatalf("the keyboard game did not end: %d moves", len(m.History()))
	}
	humanMoves := 0
	for _, p := range m.History() {
		if p.Seat == 0 {
			humanMoves++
		}
	}
	if humanMoves < 10 {
		t.Errorf("only %d moves by the person", humanMoves)
	}
}

func TestBillabongFocusAndHint(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyH}},
		{Tick: 30, Keys: []ebiten.Key{ebiten.KeyTab}},
		{Tick: 32, Keys: []ebiten.Key{ebiten.KeyRight}},
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "human")) })
	runTicks(a, 40)
	sc := a.Scene().(*BillabongPlay)
	var hint rules.Move
	var focus *FocusTarget
	onLoop(func() { hint, focus = sc.Hint(), sc.focus.Focused() })
	if hint == nil || focus == nil {
		t.Fatalf("hint %v, focus %v", hint, focus)
	}
	golden(t, "billabong-focus-hint", screenshot(a))
}

// Pointing at a move in the log marks its squares on the board.
func TestLogHoverMarksTheMove(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12), clickSquare(60, 9, 14),
		{Tick: 130, Keys: []ebiten.Key{ebiten.KeyEnter}},
		{Tick: 200, X: 900, Y: 600 + 38 + 6*20}, // the last of 7 rows: move 11, k10-m10-o10
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, jumpPosition(t, "human", "human")) })
	runTicks(a, 195)
	screenshot(a) // the log's place on the screen is known once it is drawn
	runTicks(a, 10)
	sc := a.Scene().(*BillabongPlay)
	var text string
	var ok bool
	onLoop(func() { text, ok = sc.HoveredLogText() })
	if !ok || text != "k10-m10-o10" {
		t.Fatalf("hovered log entry %q %v", text, ok)
	}
	golden(t, "billabong-log-hover", screenshot(a))
}
