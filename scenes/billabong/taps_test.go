package billabong

import (
	"strings"
	"testing"

	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A whole game by taps alone, as on a phone held upright: the screen's
// own taps (App.MoveTaps) play each of the person's moves, placements,
// walks and jump chains with Confirm, to the end panel.
func TestWholeGameByTaps(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(390, 844)
	scenetest.TapWholeGame(t, plays, "billabong", 3, "")
}

// A tap that misses is noticed: off the board, or on the square beside
// the one to tap (another placement the rules allow).
func TestTapThatMissesIsNoticed(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 1)
	mt, ok, _ := scenetest.WaitTurn(a, 100)
	if !ok || len(mt.Taps) != 2 { // a finger shows the kangaroo first, then places it
		t.Fatalf("no placement to tap: %+v %v", mt, ok)
	}
	err := scenetest.TapTurn(a, script, mt, func(_ int, x, y float64) (float64, float64) { return 2, 2 })
	if err == nil {
		t.Errorf("a tap off the board: %v", err)
	}
	mt, _, _ = scenetest.WaitTurn(a, 100)
	cell := mt.Taps[0].W
	err = scenetest.TapTurn(a, script, mt, func(_ int, x, y float64) (float64, float64) { return x - cell, y })
	if err == nil {
		t.Errorf("a tap on the square beside: %v", err)
	}
	// A jump: a tap that misses a landing leaves the hops to tap unchanged.
	a = newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 1)
	mt, ok, _ = scenetest.WaitTurn(a, 100)
	if !ok {
		t.Fatal("nothing to tap after the placements")
	}
	t.Logf("move %s: %d taps", mt.Text, len(mt.Taps))
	if err := scenetest.TapTurn(a, script, mt, nil); err != nil {
		t.Fatal(err)
	}
	if mv, _ := mt.Move.(billabong.Move); mv.Kind() == billabong.Jump && mt.Taps[len(mt.Taps)-1].Label != "Confirm" {
		t.Errorf("a jump's last tap is %q, want Confirm", mt.Taps[len(mt.Taps)-1].Label)
	}
	mt, ok, _ = scenetest.WaitTurn(a, 1000)
	if !ok || len(mt.Taps) < 2 {
		t.Fatalf("Orange has no move of two taps: %+v", mt)
	}
	err = scenetest.TapTurn(a, script, mt, func(i int, x, y float64) (float64, float64) {
		if i == 1 {
			return 2, 2
		}
		return x, y
	})
	if err == nil || !strings.Contains(err.Error(), "tap 2 of") {
		t.Errorf("a second tap off the board: %v", err)
	}
}
