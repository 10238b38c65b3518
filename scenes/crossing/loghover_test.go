package crossing

import (
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Pointing at a move in the log marks on the board where it happened.
func TestLogHoverMarksTheMove(t *testing.T) {
	m := scenetest.LoggedMatch(t, "crossing")
	var s *Screen
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { s = New(a, m); return s })
	scenetest.RunTicks(a, 2)
	if scenetest.HoverLogUntil(a, func() int { return len(s.logMarks.cells) + len(s.logMarks.spots) }) == 0 {
		t.Error("no log entry marked anything on the board")
	}
}
