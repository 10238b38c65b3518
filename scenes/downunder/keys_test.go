package downunder

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestDownUnderKeyboardGame(t *testing.T) {
	m := duMatch(t, "", "human", "bot:greedy")
	scenetest.KeyboardWholeGame(t, "downunder", m, func(a *scenes.App) ui.Scene { return New(a, m) })
}

func TestDownUnderFocusKeys(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &ui.Script{}
	a := duStart(t, m, script)
	if f := scenetest.FocusID(a); f != "-1" {
		t.Fatalf("focus shown before any key: %s", f)
	}
	scenetest.Press(a, script, 2, ebiten.KeyTab)
	first := scenetest.FocusID(a)
	if first == "-1" {
		t.Fatalf("Tab focused nothing: %s", scenetest.Status(a))
	}
	scenetest.Press(a, script, 2, ebiten.KeyTab)
	second := scenetest.FocusID(a)
	scenetest.Press(a, script, 2, ebiten.KeyShift, ebiten.KeyTab)
	if f := scenetest.FocusID(a); f != first || second == first {
		t.Errorf("Tab, Tab, Shift+Tab: %s, %s, %s", first, second, f)
	}
	scenetest.Press(a, script, 2, ebiten.KeyEnter)
	st := scenetest.Status(a)
	if strings.Contains(st, "selected=-") {
		t.Fatalf("Enter on a card did not pick it: %s", st)
	}
	var onCell bool
	scenetest.OnLoop(func() { _, _, onCell = duScene(a).focusCell() })
	if !onCell {
		t.Fatalf("after picking a card the focus is not on a cell: %s", st)
	}
	cellFocus := scenetest.FocusID(a)
	scenetest.Press(a, script, 2, ebiten.KeyArrowRight)
	if f := scenetest.FocusID(a); f == cellFocus {
		t.Errorf("Right did not move the focus from %s", f)
	}
	scenetest.Press(a, script, 2, ebiten.KeyArrowLeft)
	if f := scenetest.FocusID(a); f != cellFocus {
		t.Errorf("Right, Left: focus on %s, want %s", f, cellFocus)
	}
	scenetest.Press(a, script, 2, ebiten.KeyArrowRight)
	scenetest.Golden(t, "downunder-focus", scenetest.Screenshot(a))
	scenetest.Press(a, script, 2, ebiten.KeyBackspace)
	if st := scenetest.Status(a); !strings.Contains(st, "selected=-") {
		t.Errorf("Backspace did not put the card back: %s", st)
	}
	// A click hides the focus.
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: 1000, Y: 20})
	scenetest.RunTicks(a, 2)
	if f := scenetest.FocusID(a); f != "-1" {
		t.Errorf("the focus stays shown after a click: %s", f)
	}
}

// hinted is a person's turn with the hint asked for (H) and come.
func hinted(t *testing.T) (*rules.Match, *scenes.App, *ui.Script, duHint) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &ui.Script{}
	a := duStart(t, m, script)
	scenetest.Press(a, script, 2, ebiten.KeyH)
	scenetest.WaitHint(t, a, func() bool { return duScene(a).Hint() != nil })
	var h duHint
	scenetest.OnLoop(func() { h = *duScene(a).refreshHint() })
	return m, a, script, h
}

func TestDownUnderHintGhost(t *testing.T) {
	_, a, _, h := hinted(t)
	if !h.ok {
		t.Fatalf("no hint: %s", scenetest.Status(a))
	}
	// The hinted card is marked in the hand too.
	if h.kind != downunder.Pass && h.kind != downunder.Turn && h.tile < 0 {
		t.Errorf("the hint's card (%v) is not found in the hand", h.kind)
	}
	scenetest.Golden(t, "downunder-hint", scenetest.Screenshot(a))
}

// A finger's tap on the hint's cell, no card picked, picks the hint's card
// turned as the hint lays it and shows the move; a second tap plays the
// hint. It said "pick a card first".
func TestTapOnTheHintTakesIt(t *testing.T) {
	m, a, script, h := hinted(t)
	var want downunder.Move
	scenetest.OnLoop(func() { want = *duScene(a).Hint().(*downunder.Move) })
	if !h.ok || h.tile < 0 {
		t.Skipf("the hint is no card to lay (%v)", h.kind)
	}
	var cx, cy int
	scenetest.OnLoop(func() { cx, cy = duScene(a).cellCenter(h.x, h.y) })
	scenetest.FingerTap(a, script, float64(cx), float64(cy))
	var sel, rot int
	var bad bool
	scenetest.OnLoop(func() { s := duScene(a); sel, rot, bad = s.sel, s.rot, strings.Contains(s.Msg, "Pick a card") })
	if sel != h.tile || rot != int(want.R) || bad {
		t.Fatalf("after a tap on the hint's cell: card %d turned %d (bad message %v), want card %d turned %d", sel, rot, bad, h.tile, want.R)
	}
	n := len(m.History())
	scenetest.FingerTap(a, script, float64(cx), float64(cy))
	scenetest.RunTicks(a, 2)
	hist := m.History()
	if got, ok := hist[min(n, len(hist)-1)].Move.(*downunder.Move); len(hist) <= n || !ok || *got != want {
		t.Errorf("the second tap did not play the hint %v", want)
	}
}

// The hint's message shows whole on a phone, your chances and all: on an
// upright one it was cut after "(shown on the…", its chances never seen.
func TestHintShowsWholeOnAPhone(t *testing.T) {
	for _, size := range []scenetest.Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		m := duMatch(t, "", "human", "human", "human", "human")
		duGreedy(t, m, 24)
		script := &ui.Script{}
		a := duStart(t, m, script)
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		scenetest.Press(a, script, a.Tick()+1, ebiten.KeyH)
		scenetest.WaitHint(t, a, func() bool { return duScene(a).Hint() != nil })
		texts, _ := scenetest.Drawn(a)
		var said string
		for _, tb := range texts {
			said += tb.S + " "
		}
		if !strings.Contains(said, "%") || strings.Contains(said, "…") {
			t.Errorf("%s: the hint's message is cut: %q", size.Name, said)
		}
	}
}
