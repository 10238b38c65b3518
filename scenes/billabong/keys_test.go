package billabong

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A whole game by keyboard alone: Tab to the first choice, Enter to act on
// it, again and again; the computer answers. The game must end.
func TestBillabongByKeyboardOnly(t *testing.T) {
	var steps []ui.ScriptStep
	for i := 0; i < 600; i++ {
		steps = append(steps,
			ui.ScriptStep{Tick: 10 + i*12, Keys: []ebiten.Key{ebiten.KeyTab}},
			ui.ScriptStep{Tick: 14 + i*12, Keys: []ebiten.Key{ebiten.KeyEnter}})
	}
	m := scenetest.BillabongMatch(t, "human", "bot:greedy")
	a := newTestApp(&ui.Script{Steps: steps}, func(a *scenes.App) ui.Scene { return New(a, m) })
	a.Settings().AnimSpeed = 0
	for i := 0; i < 80 && m.State().ToMove() != rules.Nobody; i++ {
		scenetest.RunTicks(a, 90)
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
	a, script, sc := hintedJump(t)
	scenetest.Press(a, script, 2, ebiten.KeyTab)
	scenetest.Press(a, script, 8, ebiten.KeyRight)
	var hint rules.Move
	var focus *ui.FocusTarget
	scenetest.OnLoop(func() { hint, focus = sc.Hint(), sc.focus.Focused() })
	if hint == nil || focus == nil {
		t.Fatalf("hint %v, focus %v", hint, focus)
	}
	var msg string
	scenetest.OnLoop(func() { msg = sc.Msg })
	if !strings.Contains(msg, "your chances with it: about") {
		t.Errorf("the hint does not say what it expects: %q", msg)
	}
	scenetest.Golden(t, "billabong-focus-hint", scenetest.Screenshot(a))
}

// A hint goes once the player picks another kangaroo (it no longer
// applies: the picked one must move), and shows which one it moves.
func TestHintGoesWhenAnotherKangarooIsPicked(t *testing.T) {
	_, _, sc := hintedJump(t)
	drawn := func() bool {
		var any bool
		scenetest.OnLoop(func() {
			img := ebiten.NewImage(ui.ScreenW, ui.ScreenH)
			defer img.Deallocate()
			sc.drawHint(img)
			px := make([]byte, 4*ui.ScreenW*ui.ScreenH)
			img.ReadPixels(px)
			for i := 3; i < len(px); i += 4 {
				if px[i] != 0 {
					any = true
					break
				}
			}
		})
		return any
	}
	if !drawn() {
		t.Fatal("the hint draws nothing")
	}
	var other billabong.Square = billabong.NoSquare
	scenetest.OnLoop(func() {
		h := sc.Hint().(billabong.Move).Path()
		for _, mv := range sc.state().Legal(nil) {
			if p := mv.(billabong.Move).Path(); len(p) > 1 && p[0] != h[0] {
				other = p[0]
			}
		}
		sc.sel = other
	})
	if other == billabong.NoSquare {
		t.Fatal("no other kangaroo can move")
	}
	if drawn() {
		t.Errorf("with %s picked, the hint for another kangaroo is still drawn", other)
	}
}

// hintedJump opens a game at a jump, two people playing, and waits for the
// hint H asks for.
func hintedJump(t *testing.T) (*scenes.App, *ui.Script, *Screen) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 2)
	scenetest.Press(a, script, 2, ebiten.KeyH)
	sc := a.Scene().(*Screen)
	scenetest.WaitHint(t, a, func() bool { return sc.Hint() != nil })
	return a, script, sc
}

// The hint's kangaroo is outlined in the hint's green over the glow every
// kangaroo that can move has: under the glow its outline did not show, and
// a helper saw only where the hint's jump lands.
func TestHintMarksItsKangaroo(t *testing.T) {
	a, _, sc := hintedJump(t)
	var cx, cy, cell float32
	scenetest.OnLoop(func() {
		f := sc.Hint().(billabong.Move).From()
		cx, cy = sc.board.Center(f.Row(), f.Col())
		cell = sc.board.Cell
	})
	img := scenetest.Screenshot(a)
	green := 0
	x0, y0 := int(cx-cell/2), int(cy-cell/2)
	for y := y0; y < y0+int(cell); y++ {
		for x := x0; x < x0+int(cell); x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if near(r>>8, 0x2e) && near(g>>8, 0x9d) && near(b>>8, 0x4f) {
				green++
			}
		}
	}
	if green < int(cell) {
		t.Errorf("the hint's kangaroo's square has %d pixels of the hint's green", green)
	}
}

func near(v uint32, want int) bool { return int(v) >= want-24 && int(v) <= want+24 }

// Hint after Undo (issue 42): the hint of a position an Undo comes back to
// is said again when asked for (it counted as shown, and the panel kept
// "Move taken back."), and is not on the board before it is asked for.
func TestHintAfterUndo(t *testing.T) {
	a, script, sc := hintedJump(t)
	scenetest.OnLoop(func() {
		h := sc.Hint().(billabong.Move)
		if _, err := sc.PlayMove(h); err != nil {
			t.Fatal(err)
		}
		sc.OnReset()
	})
	scenetest.RunTicks(a, 30)
	scenetest.Press(a, script, 30, ebiten.KeyU)
	var msg string
	var shown bool
	scenetest.OnLoop(func() { msg, shown = sc.Msg, sc.Hint() != nil })
	if msg != "Move taken back." {
		t.Fatalf("U says %q", msg)
	}
	if shown {
		t.Error("after Undo the old hint is on the board before anyone asked for it")
	}
	scenetest.Press(a, script, 30, ebiten.KeyH)
	scenetest.OnLoop(func() { msg, shown = sc.Msg, sc.Hint() != nil })
	if !strings.HasPrefix(msg, "Hint:") || !shown {
		t.Fatalf("H after Undo: the panel says %q, hint on the board %v", msg, shown)
	}
}
