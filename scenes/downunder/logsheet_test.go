package downunder

import (
	"testing"

	"outback/ai"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// On a phone held upright four players with special scoring leave the
// panel no room for the move log: the Moves button opens it over the
// screen, a finger scrolls it, and a tap on a move marks its cell.
func TestLogSheetOnAPhone(t *testing.T) {
	m := duMatch(t, "special=on", "human", "human", "human", "human")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(4), 24, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	scenetest.LogSheetByTouch(t, a, script, "downunder-log-sheet-phone", func() int { return len(duScene(a).logMarks.cells) })
}
