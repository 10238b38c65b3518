package billabong

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// click is a scripted click on square (r, c) of the Billabong board.
func clickSquare(tick, r, c int) ui.ScriptStep {
	st := hoverSquare(tick, r, c)
	st.Click = true
	return st
}

// hoverSquare is a scripted pointer over square (r, c), at the screen's
// size now.
func hoverSquare(tick, r, c int) ui.ScriptStep {
	b := New(newTestApp(nil, func(*scenes.App) ui.Scene { return nil }), scenetest.BillabongMatch(nil, "human", "human"))
	b.arrange()
	x, y := b.board.Center(r, c)
	return ui.ScriptStep{Tick: tick, X: int(x), Y: int(y)}
}

func TestPlacementInProgress(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10),
		hoverSquare(90, 11, 14), // hover o12
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 100)
	st := scenetest.Status(a)
	if !strings.Contains(st, "moves=3") || !strings.Contains(st, "toMove=1") {
		t.Fatalf("after three placements: %q", st)
	}
	scenetest.Golden(t, "billabong-placement", scenetest.Screenshot(a))
}

func TestJumpChainMidHop(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10),  // pick k10
		clickSquare(10, 9, 12), // hop over l10 to m10
		clickSquare(60, 9, 14), // and on, over n10 to o10
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 9)
	if st := scenetest.Status(a); !strings.Contains(st, "selected=k10") {
		t.Fatalf("after picking k10: %q", st)
	}
	scenetest.RunTicks(a, 62) // the referee is on k10, the kangaroo in the air over n10
	if st := scenetest.Status(a); !strings.Contains(st, "busy=true") {
		t.Fatalf("want the hop animating: %q", st)
	}
	scenetest.Golden(t, "billabong-midhop", scenetest.Screenshot(a))
}

func TestJumpChainConfirmAndBack(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10),                                // pick k10
		clickSquare(10, 9, 12),                               // hop to m10
		clickSquare(80, 9, 14),                               // hop over n10 to o10
		{Tick: 150, Keys: []ebiten.Key{ebiten.KeyBackspace}}, // take it back
		{Tick: 220, Keys: []ebiten.Key{ebiten.KeyEnter}},     // confirm k10-m10
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 140)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=10") {
		t.Fatalf("the chain must not be played before it is confirmed: %q", st)
	}
	scenetest.RunTicks(a, 160)
	st := scenetest.Status(a)
	if !strings.Contains(st, "moves=11") || !strings.Contains(st, "toMove=1") {
		t.Fatalf("after confirming: %q", st)
	}
	sc := a.Scene().(*Screen)
	var text string
	scenetest.OnLoop(func() { text = sc.Log[len(sc.Log)-1].Text })
	if text != "k10-m10" {
		t.Errorf("logged %q, want k10-m10 (the hop to o10 was taken back)", text)
	}
}

func TestRefusedMoveIsExplained(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 11), // Orange's kangaroo, on Blue's turn
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 5)
	sc := a.Scene().(*Screen)
	if !strings.Contains(sc.Msg, "Orange") {
		t.Errorf("message %q does not say whose kangaroo it is", sc.Msg)
	}
}

func TestUndoTakesBackAgainstTheComputer(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12),
		{Tick: 60, Keys: []ebiten.Key{ebiten.KeyEnter}},
		{Tick: 200, Keys: []ebiten.Key{ebiten.KeyU}},
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "bot:greedy")) })
	scenetest.RunTicks(a, 190)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=12") {
		t.Fatalf("want my move and the computer's reply: %q", st)
	}
	scenetest.RunTicks(a, 20)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=10") || !strings.Contains(st, "toMove=0") {
		t.Fatalf("after undo: %q", st)
	}
}

func TestEndScreen(t *testing.T) {
	m := scenetest.BillabongMatch(t, "bot:greedy", "bot:greedy")
	bots := []ai.Bot{}
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", uint64(i))
		bots = append(bots, b)
	}
	done, err := ai.PlayOut(m, bots, 3000, scenetest.Clock())
	if err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "billabong-end", scenetest.Screenshot(a))
}

// BenchmarkBillabongFrame measures the CPU time of one Update and Draw of
// the play screen in a movement-phase position, one frame per game-loop
// tick (so ebiten flushes its command queue between frames, as in play).
// It reports ns/frame and allocs/frame in steady state.
func BenchmarkBillabongFrame(b *testing.B) {
	scenetest.BenchFrames(b, nil, func(a *scenes.App) ui.Scene {
		m := scenetest.BillabongMatch(nil, "human", "human")
		sqs := [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}}
		for _, sq := range sqs {
			m.Play(billabong.PlaceMove(billabong.Sq(sq[0], sq[1])), 0)
		}
		return New(a, m)
	}, nil)
}

// While the computer's hops still play, nothing glows yet: the banner does
// not ask the person to pick a glowing kangaroo until they have landed.
func TestBannerWaitsForTheComputersHops(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12),
		{Tick: 60, Keys: []ebiten.Key{ebiten.KeyEnter}},
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "bot:greedy")) })
	sc := a.Scene().(*Screen)
	sawHops := false
	for i := 0; i < 400; i++ {
		scenetest.RunTicks(a, 1)
		st := scenetest.Status(a)
		if !strings.Contains(st, "moves=12") {
			continue
		}
		var sub string
		scenetest.OnLoop(func() { _, sub = sc.bannerText() })
		if strings.Contains(st, "busy=true") {
			sawHops = true
			if strings.Contains(sub, "glowing") {
				t.Fatalf("the computer's hops still play (%s), and the banner says %q", st, sub)
			}
			if !strings.Contains(sub, "Orange's move") {
				t.Errorf("the computer's hops play (%s), and the banner says %q: whose move plays?", st, sub)
			}
			continue
		}
		if !strings.Contains(sub, "glowing") {
			t.Errorf("the hops have landed (%s), and the banner says %q", st, sub)
		}
		break
	}
	if !sawHops {
		t.Fatal("the computer's reply was never seen animating")
	}
}

// A tap on Confirm while the hop plays confirms the move: the button looks
// ready, and a tap that only ended the hop left the player tapping it
// again. A tap on the board only ends the hop.
func TestConfirmDuringTheHop(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10),  // pick k10
		clickSquare(10, 9, 12), // hop over l10 to m10
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 14)
	if st := scenetest.Status(a); !strings.Contains(st, "busy=true") || !strings.Contains(st, "moves=10") {
		t.Fatalf("want the hop playing, the move not yet played: %q", st)
	}
	scenetest.Screenshot(a) // the picture on screen, with its controls
	sc := a.Scene().(*Screen)
	b := sc.confirmBtn
	if b.Disabled {
		t.Fatal("Confirm is off during the hop")
	}
	tick := a.Tick()
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, X: b.X + b.W/2, Y: b.Y + b.H/2, Click: true, Touch: true},
		ui.ScriptStep{Tick: tick + 3, X: 1, Y: 1})
	scenetest.RunTicks(a, 4)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=11") {
		t.Fatalf("one tap on Confirm during the hop did not play the move: %q", st)
	}
}

// A finger's tap on the next hop while a hop plays makes that hop: on a
// slow phone hops last long, and the tap was lost (it only ended the hop).
func TestNextHopDuringTheHop(t *testing.T) {
	touch := func(st ui.ScriptStep) ui.ScriptStep { st.Touch = true; return st }
	script := &ui.Script{Steps: []ui.ScriptStep{
		touch(clickSquare(2, 9, 10)),  // pick k10
		touch(clickSquare(10, 9, 12)), // hop over l10 to m10
		touch(clickSquare(14, 9, 14)), // while it plays: on over n10 to o10
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 13)
	if st := scenetest.Status(a); !strings.Contains(st, "busy=true") {
		t.Fatalf("want the first hop playing: %q", st)
	}
	scenetest.RunTicks(a, 4)
	if st := scenetest.Status(a); !strings.Contains(st, "chain=m10-o10") {
		t.Fatalf("the tap on o10 during the hop was lost: %q", st)
	}
}

// A mouse click on the next hop while a hop plays makes that hop too
// (issue 42): it only ended the hop, and every later click was read one
// square behind ("No jump there: the jump would cross the lake").
func TestNextHopClickDuringTheHop(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10),  // pick k10
		clickSquare(10, 9, 12), // hop over l10 to m10
		clickSquare(14, 9, 14), // while it plays: on over n10 to o10
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 13)
	if st := scenetest.Status(a); !strings.Contains(st, "busy=true") {
		t.Fatalf("want the first hop playing: %q", st)
	}
	scenetest.RunTicks(a, 4)
	if st := scenetest.Status(a); !strings.Contains(st, "chain=m10-o10") {
		t.Fatalf("the click on o10 during the hop was lost: %q", st)
	}
}

// A click on a square while the computer's placement plays out places the
// person's kangaroo there, as it would once the animation had ended.
func TestPlaceClickDuringTheComputersPlacement(t *testing.T) {
	m := scenetest.BillabongMatch(t, "human", "bot:greedy")
	script := &ui.Script{Steps: []ui.ScriptStep{clickSquare(2, 9, 9)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	busy := -1
	for i := 0; i < 200; i++ {
		scenetest.RunTicks(a, 1)
		if st := scenetest.Status(a); strings.Contains(st, "moves=2") && strings.Contains(st, "busy=true") {
			busy = a.Tick()
			break
		}
	}
	if busy < 0 {
		t.Fatalf("the computer's placement was never seen playing out: %q", scenetest.Status(a))
	}
	script.Steps = append(script.Steps, clickSquare(busy+1, 10, 12))
	scenetest.RunTicks(a, 3)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=3") {
		t.Fatalf("the click on m11 during the computer's placement placed nothing: %q", st)
	}
}

// With "undo selection" a pick may change after its hops are all taken
// back: the kangaroo stands where it was picked, as before the first hop.
// Before, the pick stayed held ("You picked this kangaroo: it must move").
func TestUndoSelectionAfterHopBack(t *testing.T) {
	m := scenetest.Match(t, "billabong", 3, "undoSelection=on", "human", "human")
	scenetest.PlaceAll(t, m, [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}})
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10),                               // pick k10
		clickSquare(10, 9, 12),                              // hop to m10
		{Tick: 80, Keys: []ebiten.Key{ebiten.KeyBackspace}}, // take it back
		clickSquare(150, 11, 8),                             // pick i12 instead
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 160)
	sc := a.Scene().(*Screen)
	var sel billabong.Square
	var msg string
	scenetest.OnLoop(func() { sel, msg = sc.sel, sc.Msg })
	if sel != billabong.Sq(11, 8) {
		t.Errorf("after the hop taken back, a click on i12 leaves %v picked (%q): want i12", sel, msg)
	}
}

// On a slow device the hop runs on the clock (issue 42, item 3): at five
// frames a second (12 ticks an update) it lasts its time, a few updates,
// not as many updates as it has ticks (ten to twenty times its length).
func TestHopRunsOnTheClock(t *testing.T) {
	hop := func(a *scenes.App) (updates, total int) {
		scenetest.RunTicks(a, 12) // k10 picked, the hop clicked on update 10
		sc := a.Scene().(*Screen)
		for updates = 0; updates < 400; updates++ {
			var busy bool
			scenetest.OnLoop(func() {
				busy = sc.anim.Busy()
				if _, n := sc.anim.Progress(); n > total {
					total = n
				}
			})
			if !busy {
				return updates, total
			}
			scenetest.RunTicks(a, 1)
		}
		t.Fatal("the hop never ended")
		return
	}
	script := func() *ui.Script {
		return &ui.Script{Steps: []ui.ScriptStep{
			clickSquare(2, 9, 10),  // pick k10
			clickSquare(10, 9, 12), // hop over l10 to m10
		}}
	}
	open := func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) }
	fastUpdates, total := hop(newTestApp(script(), open))
	slowUpdates, _ := hop(scenetest.SlowApp(script(), open, plays, 12))
	if total < 24 {
		t.Fatalf("the hop lasts %d ticks: too short to tell", total)
	}
	if fastUpdates < total-4 {
		t.Errorf("at sixty updates a second the hop took %d updates of its %d ticks", fastUpdates, total)
	}
	if want := total/12 + 2; slowUpdates > want {
		t.Errorf("at five updates a second the hop of %d ticks took %d updates (%.1f s): want at most %d", total, slowUpdates, float64(slowUpdates)/5, want)
	}
}

// A long seat name and its kind end clear of the kangaroos-home circles
// on a phone (issue 42, item 7): "Computer (Medium)" ran into them at
// 360×640, and "computer · Medium" at 280×653.
func TestSeatNameClearOfTheHomeCircles(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 3, Seats: []rules.SeatInfo{
		{Name: "Computer (Medium)", Kind: "bot:medium"}, {Name: "Kimberley-Anne", Kind: "human"}}}
	m, err := rules.NewMatch(setup, scenetest.Clock())
	if err != nil {
		t.Fatal(err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	sc := a.Scene().(*Screen)
	for _, size := range [][2]int{{360, 640}, {375, 667}, {280, 653}} {
		scenetest.Resize(t, a, size[0], size[1])
		scenetest.RunTicks(a, 2)
		texts, _ := scenetest.Drawn(a)
		var left float32
		var rows ui.Rect
		scenetest.OnLoop(func() { left, _ = sc.homeSlot(0, 0); rows = sc.seats })
		left -= 11 // a circle's radius
		found := 0
		for _, b := range texts {
			if b.Y < float64(rows.Y) || b.Y > float64(rows.Bottom()) || b.X > float64(left) {
				continue
			}
			if strings.HasPrefix(b.S, "Computer") || strings.HasPrefix(b.S, "Kimberley") || strings.HasPrefix(b.S, "computer") || strings.HasPrefix(b.S, "person") {
				found++
				if b.X+b.W > float64(left) {
					t.Errorf("at %d×%d %q ends at %.0f, over the circles from %.0f", size[0], size[1], b.S, b.X+b.W, left)
				}
			}
		}
		if found < 2 {
			t.Errorf("at %d×%d only %d of the seats' names and kinds are drawn", size[0], size[1], found)
		}
	}
}

// On the commonest small phones held upright Billabong's squares are at
// least 22 CSS px (issue 42, item 1): 19.6 at 360×640 and 21.3 at 375×667
// before, while the panel under the board kept 80–170 px empty. The board
// runs from edge to edge with a thin frame, its coordinates in the edge
// squares, and everything on the screen stays usable.
func TestSquaresForAFingerOnSmallPhones(t *testing.T) {
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "bot:easy")) })
	for _, size := range [][2]int{{360, 640}, {375, 667}, {390, 844}} {
		scenetest.Resize(t, a, size[0], size[1])
		scenetest.RunTicks(a, 2)
		var cell float64
		scenetest.OnLoop(func() { cell = a.Scene().(*Screen).CellSize() })
		if cell < scenetest.MinCellPx {
			t.Errorf("at %d×%d the squares are %.1f CSS px, under %d", size[0], size[1], cell, scenetest.MinCellPx)
		}
		for _, p := range scenetest.LayoutProblems(a, size[0], size[1], true) {
			t.Errorf("at %d×%d: %s", size[0], size[1], p)
		}
	}
}
