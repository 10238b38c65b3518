package billabong

import (
	"testing"

	"outback/ai"
	"outback/scenes"
	"outback/scenes/scenetest"
)

// On a phone held upright four teams leave the panel no room for the
// move log: the Moves button opens it over the screen, a finger scrolls
// it, and a tap on a move marks its squares on the board.
func TestLogSheetOnAPhone(t *testing.T) {
	m := scenetest.Match(t, "billabong", 7, "", "human", "human", "human", "human")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(4), 30, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	script := &scenes.Script{}
	a := newTestApp(script, func(a *scenes.App) scenes.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	scenetest.LogSheetByTouch(t, a, script, "billabong-log-sheet-phone", func() int {
		s := a.Scene().(*Screen)
		if _, ok := s.HoveredLogMove(); !ok {
			return 0
		}
		return len(s.logSquares)
	})
}
