package downunder

import (
	"testing"

	"outback/scenes/scenetest"
)

// The Down Under screen fits every screen a player holds, four players at
// the table: mid-game, at its end, and in its replay. Its table grows
// as cards are laid and zooms where it outgrows the screen, so its cells
// are checked by TestZoom, not here.
func TestFitsEveryScreen(t *testing.T) {
	scenetest.FitPlayScreen(t, plays, "downunder", 4, false)
}
