package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// An option for exactly two players says "for 2 players", not "for 2–2".
func TestNewGameSaysForTwoPlayers(t *testing.T) {
	a := newTestApp(nil, func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "downunder") })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*scenes.NewGame), "human", "bot:easy", "bot:easy") })
	scenetest.RunTicks(a, 2)
	var twoRoutes, fixedArea string
	scenetest.OnLoop(func() {
		twoRoutes = scenes.OptionHelp(a.Scene().(*scenes.NewGame), "twoRoutes")
		fixedArea = scenes.OptionHelp(a.Scene().(*scenes.NewGame), "fixedArea")
	})
	if !strings.HasPrefix(twoRoutes, "(for 2 players) ") {
		t.Errorf("a two-player option with three seats says %q", twoRoutes)
	}
	if strings.HasPrefix(fixedArea, "(for") {
		t.Errorf("an option for 2–3 players with three seats says %q", fixedArea)
	}
}

// A seat's kind goes forward with a click and back with a right click, the
// wheel or a Shift-click; a seat the game needs never closes.
func TestSeatKindGoesBothWays(t *testing.T) {
	script := &scenes.Script{}
	a := newTestApp(script, func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "billabong") })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*scenes.NewGame), "human", "bot:medium", "bot:easy") })
	scenetest.RunTicks(a, 2)
	s := a.Scene().(*scenes.NewGame)
	var b1, b0, b2 scenes.Button
	scenetest.OnLoop(func() { b0, b1, b2 = scenes.SeatButton(s, 0), scenes.SeatButton(s, 1), scenes.SeatButton(s, 2) })
	at := func(b scenes.Button) (int, int) { return b.X + b.W/2, b.Y + b.H/2 }
	steps := []struct {
		step scenes.ScriptStep
		want []string
	}{
		{scenes.ScriptStep{Right: true}, []string{"human", "bot:easy", "bot:easy"}},
		{scenes.ScriptStep{Click: true, Shift: true}, []string{"human", "human", "bot:easy"}},
		{scenes.ScriptStep{Wheel: 1}, []string{"human", "human", "bot:easy"}}, // on seat 0: human back to the last kind but ""
		{scenes.ScriptStep{Click: true}, []string{"human", "bot:easy", "bot:easy"}},
		{scenes.ScriptStep{Right: true}, []string{"human", "bot:easy", "human"}},
	}
	targets := []scenes.Button{b1, b1, b0, b1, b2}
	for i, c := range steps {
		tick := a.Tick() + 1
		c.step.Tick = tick
		c.step.X, c.step.Y = at(targets[i])
		script.Steps = append(script.Steps, c.step)
		scenetest.RunTicks(a, 3)
		var got []string
		scenetest.OnLoop(func() { got = scenes.SeatKinds(s)[:3] })
		if i == 2 {
			if got[0] == "human" || got[0] == "" {
				t.Errorf("step %d: the wheel on seat 1 (human) made %q: want the kind before human, never a closed seat", i+1, got[0])
			}
			scenetest.OnLoop(func() { scenes.SetSeatKinds(s, "human", "human", "bot:easy") })
			continue
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("step %d: seats %q, want %q", i+1, got, c.want)
		}
	}
}
