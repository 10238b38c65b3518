package billabong

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// Pointing at a move in the log marks its squares on the board.
func TestLogHoverMarksTheMove(t *testing.T) {
	script := &scenes.Script{Steps: []scenes.ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12), clickSquare(60, 9, 14),
		{Tick: 130, Keys: []ebiten.Key{ebiten.KeyEnter}},
	}}
	a := newTestApp(script, func(a *scenes.App) scenes.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 195)
	scenetest.Screenshot(a) // the log's place on the screen is known once it is drawn
	sc := a.Scene().(*Screen)
	// The last row: move 11, k10-m10-o10.
	x, y, w, h := sc.LogRect()
	last := min(11, int(h/20)) - 1
	script.Steps = append(script.Steps, scenes.ScriptStep{Tick: 200, X: int(x + w/2), Y: int(y + 10 + float64(last)*20)})
	scenetest.RunTicks(a, 10)
	var text string
	var ok bool
	scenetest.OnLoop(func() { text, ok = sc.HoveredLogText() })
	if !ok || text != "k10-m10-o10" {
		t.Fatalf("hovered log entry %q %v", text, ok)
	}
	scenetest.Golden(t, "billabong-log-hover", scenetest.Screenshot(a))
}
