package scenes

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
)

func TestCrossingKeyboardGame(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	keyboardWholeGame(t, "crossing", m, func(a *App) Scene { return NewCrossingPlay(a, m) })
}

func TestCrossingFocusKeys(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	script := &Script{}
	a := newTestApp(script, func(a *App) Scene { return NewCrossingPlay(a, m) })
	runTicks(a, 3)
	if f := focusID(a); f != "-1" {
		t.Fatalf("focus shown before any key: %s", f)
	}
	// Tab to the first rim spot: its path's score shows in the box.
	for i := 0; i < 40 && !strings.HasPrefix(focusID(a), "2"); i++ {
		press(a, script, 2, ebiten.KeyTab)
	}
	f := focusID(a)
	if !strings.HasPrefix(f, "2") {
		t.Fatalf("Tab never reached a rim spot: %s", status(a))
	}
	press(a, script, 2, ebiten.KeyArrowDown)
	press(a, script, 2, ebiten.KeyArrowUp)
	if g := focusID(a); g != f {
		t.Errorf("Down, Up: focus on %s, want %s", g, f)
	}
	golden(t, "crossing-focus", screenshot(a))
	press(a, script, 2, ebiten.KeyShift, ebiten.KeyTab)
	if g := focusID(a); g == f {
		t.Errorf("Shift+Tab did not move the focus")
	}
}

func TestCrossingHintGhost(t *testing.T) {
	crHintShot(t, "crossing-hint", crMatch(t, 5, "human", "bot:greedy"), golden)
	crHintShot(t, "crossing-hint-draw", crMidGame(t, "human", "bot:greedy"), save)
}

func crHintShot(t *testing.T, name string, m *rules.Match, shot func(*testing.T, string, *image.RGBA)) {
	crChance(t, m)
	script := &Script{}
	a := newTestApp(script, func(a *App) Scene { return NewCrossingPlay(a, m) })
	runTicks(a, 3)
	press(a, script, 2, ebiten.KeyH)
	for i := 0; i < 600; i++ {
		var ok bool
		onLoop(func() { ok = crScene(a).Hint() != nil })
		if ok {
			break
		}
		runTicks(a, 1)
	}
	var h crHint
	onLoop(func() { h = *crScene(a).refreshHint() })
	if !h.ok {
		t.Fatalf("no hint: %s", status(a))
	}
	shot(t, name, screenshot(a))
}
