package downunder

import (
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A whole game by taps alone: the screen's own taps (App.MoveTaps) pick
// each card from the hand, turn it and lay it, to the end panel.
func TestWholeGameByTaps(t *testing.T) {
	scenetest.TapWholeGame(t, plays, "downunder", 3, "")
}

// The same at a phone's size, with two routes each (two rows of cards).
func TestWholeGameByTapsOnAPhone(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(390, 844)
	scenetest.TapWholeGame(t, plays, "downunder", 5, "twoRoutes=on")
}

// The hand's cards are among the places the screen says a finger may tap
// (window.outbackTaps in a browser), each under its own name, veiled ones
// too (a tap on one says why it cannot be laid); before, a phone's tests
// and tools saw the buttons only.
func TestHandCardsAreListedTaps(t *testing.T) {
	m := duMatch(t, "twoRoutes=on", "human", "bot:greedy")
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	_, taps := scenetest.Drawn(a)
	var tiles []duTile
	scenetest.OnLoop(func() { tiles = append(tiles, duScene(a).tiles...) })
	if len(tiles) < 10 {
		t.Fatalf("%d cards in the hand at the start", len(tiles))
	}
	for _, tl := range tiles {
		found := false
		for _, tp := range taps {
			if tp.Label == tl.label && int(tp.X) == tl.x && int(tp.Y) == tl.y && int(tp.W) == tl.sz {
				found = true
			}
		}
		if !found {
			t.Errorf("the card %q at %d,%d is not among the taps %v", tl.label, tl.x, tl.y, taps)
		}
	}
}
