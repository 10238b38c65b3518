package crossing

import (
	"strings"
	"testing"

	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// On a phone a finger claims a spot in two taps: the first shows the
// marker there and what its path scores, the second claims it. A tap on
// a move in the log marks where it happened, as pointing at it does.
func TestCrossingTapTwiceToClaim(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	n3, _ := crossing.ParseSpot("N3")
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	tap := func(x, y float32) {
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Touch: true, Click: true, X: int(x), Y: int(y)})
		scenetest.RunTicks(a, 3)
	}
	var x, y float32
	scenetest.OnLoop(func() { x, y = crScene(a).spotXY(n3) })
	tap(x, y)
	owner := func() (o int) {
		scenetest.OnLoop(func() { o = m.State().(*crossing.State).Owner(n3) })
		return
	}
	var title string
	scenetest.OnLoop(func() { title = crScene(a).info.title })
	if owner() >= 0 || title == "" {
		t.Fatalf("after one tap N3 is owned by %d and the path's score says %q: want it shown, not claimed", owner(), title)
	}
	scenetest.Golden(t, "crossing-tap-preview", scenetest.Screenshot(a))
	tap(x, y)
	if owner() != 0 {
		t.Fatalf("the second tap did not claim N3: %s", scenetest.Status(a))
	}
	// Back at a desktop's size, a tap on the log's last move marks it.
	scenetest.Resize(t, a, ui.ScreenW, ui.ScreenH)
	scenetest.RunTicks(a, 60)
	scenetest.Screenshot(a) // the log's place on the screen is known once it is drawn
	var lx, ly, lw, lh float64
	row := -1
	scenetest.OnLoop(func() {
		s := crScene(a)
		lx, ly, lw, lh = s.LogRect()
		start := max(0, len(s.Log)-int(lh/20))
		for i, e := range s.Log {
			if strings.Contains(e.Text, "N3") {
				row = i - start
			}
		}
	})
	if row < 0 {
		t.Fatal("the claim of N3 is not in the log's rows")
	}
	tap(float32(lx+lw/2), float32(ly+10+float64(row)*20))
	scenetest.Screenshot(a)
	var marks int
	scenetest.OnLoop(func() { s := crScene(a); marks = len(s.logMarks.cells) + len(s.logMarks.spots) })
	if marks == 0 {
		t.Error("a tap on the log's last move marked nothing on the board")
	}
}
