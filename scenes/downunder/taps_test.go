package downunder

import (
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// A whole game by taps alone: the screen's own taps (App.MoveTaps) pick
// each card from the hand, turn it and lay it, to the end panel.
func TestWholeGameByTaps(t *testing.T) {
	scenetest.TapWholeGame(t, plays, "downunder", 3, "")
}

// The same at a phone's size, with two routes each (two rows of cards).
func TestWholeGameByTapsOnAPhone(t *testing.T) {
	defer scenes.SetScreenSize(scenes.ScreenW, scenes.ScreenH)
	scenes.SetScreenSize(390, 844)
	scenetest.TapWholeGame(t, plays, "downunder", 5, "twoRoutes=on")
}
