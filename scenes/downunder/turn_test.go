package downunder

import (
	"testing"

	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// On a cell a finger tapped where the picked card fits only one way, Turn
// says so: it did nothing and said nothing, and looked broken (a helper's
// play-test).
func TestTurnSaysWhenOneWayFits(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &ui.Script{}
	a := duStart(t, m, script)
	// A card of the hand with a cell where one turn of it fits.
	tile, cx, cy := -1, 0, 0
	scenetest.OnLoop(func() {
		s := duScene(a)
		for i, tl := range s.tiles {
			if tile >= 0 || rotations(tl.card.Kind) < 2 {
				continue
			}
			s.selectTile(i, false)
			ways := map[[2]int]int{}
			for _, mv := range s.place {
				ways[[2]int{int(mv.X), int(mv.Y)}]++
			}
			for _, mv := range s.place {
				if ways[[2]int{int(mv.X), int(mv.Y)}] == 1 && tile < 0 {
					tile, cx, cy = i, int(mv.X), int(mv.Y)
				}
			}
		}
		s.sel = -1
	})
	if tile < 0 {
		t.Fatal("no card of the hand fits a cell one way only: the test wants one")
	}
	tap := func(x, y int) {
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Click: true, Touch: true, X: x, Y: y},
			ui.ScriptStep{Tick: a.Tick() + 3, X: 1, Y: 1})
		scenetest.RunTicks(a, 6)
	}
	tap(tilePoint(a, tile))
	tap(cellPoint(a, cx, cy))
	var rot int
	scenetest.OnLoop(func() { rot = duScene(a).rot })
	var bx, by int
	scenetest.OnLoop(func() { b := duScene(a).turnBtn; bx, by = int(b.X+b.W/2), int(b.Y+b.H/2) })
	tap(bx, by)
	var msg string
	var after int
	scenetest.OnLoop(func() { msg, after = duScene(a).Msg, duScene(a).rot })
	if msg != "The card fits this cell only as it lies now." || after != rot {
		t.Errorf("Turn on (%d,%d), where the card fits one way: turn %d → %d, message %q", cx, cy, rot, after, msg)
	}
}
