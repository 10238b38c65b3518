package billabong

import (
	"testing"

	"outback/scenes/scenetest"
)

// The Billabong screen fits every screen a player holds, four kangaroo
// teams at the table: mid-game, at its end, and in its replay.
func TestFitsEveryScreen(t *testing.T) {
	scenetest.FitPlayScreen(t, plays, "billabong", 4, true)
}
