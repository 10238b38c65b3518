package crossing

import (
	"testing"

	"outback/scenes/scenetest"
)

// A whole game by taps alone: the screen's own taps (App.MoveTaps) draw,
// lay, keep, claim and carry out the actions drawn, to the end panel.
func TestWholeGameByTaps(t *testing.T) {
	for _, seed := range []uint64{3, 8} {
		scenetest.TapWholeGame(t, plays, "crossing", seed, "")
	}
}
