package crossing

import (
	"testing"

	"outback/scenes/scenetest"
)

// The Outback Crossing screen fits every screen a player holds, six
// players at the table: mid-game, at its end, and in its replay.
func TestFitsEveryScreen(t *testing.T) {
	scenetest.FitPlayScreen(t, plays, "crossing", 6, true)
}
