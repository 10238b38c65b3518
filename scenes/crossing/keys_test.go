package crossing

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestCrossingKeyboardGame(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	scenetest.KeyboardWholeGame(t, "crossing", m, func(a *scenes.App) ui.Scene { return New(a, m) })
}

func TestCrossingFocusKeys(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	if f := scenetest.FocusID(a); f != "-1" {
		t.Fatalf("focus shown before any key: %s", f)
	}
	// Tab to the first rim spot: its path's score shows in the box.
	for i := 0; i < 40 && !strings.HasPrefix(scenetest.FocusID(a), "2"); i++ {
		scenetest.Press(a, script, 2, ebiten.KeyTab)
	}
	f := scenetest.FocusID(a)
	if !strings.HasPrefix(f, "2") {
		t.Fatalf("Tab never reached a rim spot: %s", scenetest.Status(a))
	}
	scenetest.Press(a, script, 2, ebiten.KeyArrowDown)
	scenetest.Press(a, script, 2, ebiten.KeyArrowUp)
	if g := scenetest.FocusID(a); g != f {
		t.Errorf("Down, Up: focus on %s, want %s", g, f)
	}
	scenetest.Golden(t, "crossing-focus", scenetest.Screenshot(a))
	scenetest.Press(a, script, 2, ebiten.KeyShift, ebiten.KeyTab)
	if g := scenetest.FocusID(a); g == f {
		t.Errorf("Shift+Tab did not move the focus")
	}
}

func TestCrossingHintGhost(t *testing.T) {
	crHintShot(t, "crossing-hint", crMatch(t, 5, "human", "bot:greedy"), scenetest.Golden)
	crHintShot(t, "crossing-hint-draw", crMidGame(t, "human", "bot:greedy"), scenetest.Save)
}

func crHintShot(t *testing.T, name string, m *rules.Match, shot func(*testing.T, string, *image.RGBA)) {
	crChance(t, m)
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	scenetest.Press(a, script, 2, ebiten.KeyH)
	scenetest.WaitHint(t, a, func() bool { return crScene(a).Hint() != nil })
	var h crHint
	scenetest.OnLoop(func() { h = *crScene(a).refreshHint() })
	if !h.ok {
		t.Fatalf("no hint: %s", scenetest.Status(a))
	}
	shot(t, name, scenetest.Screenshot(a))
}
