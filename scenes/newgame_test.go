package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/menus"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// An option for exactly two players says "for 2 players", not "for 2–2".
func TestNewGameSaysForTwoPlayers(t *testing.T) {
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "downunder") })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "bot:easy", "bot:easy") })
	scenetest.RunTicks(a, 2)
	var twoRoutes, fixedArea string
	scenetest.OnLoop(func() {
		twoRoutes = scenes.OptionHelp(a.Scene().(*menus.NewGame), "twoRoutes")
		fixedArea = scenes.OptionHelp(a.Scene().(*menus.NewGame), "fixedArea")
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
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "bot:medium", "bot:easy") })
	scenetest.RunTicks(a, 2)
	s := a.Scene().(*menus.NewGame)
	var b1, b0, b2 ui.Button
	scenetest.OnLoop(func() { b0, b1, b2 = scenes.SeatButton(s, 0), scenes.SeatButton(s, 1), scenes.SeatButton(s, 2) })
	at := func(b ui.Button) (int, int) { return b.X + b.W/2, b.Y + b.H/2 }
	steps := []struct {
		step ui.ScriptStep
		want []string
	}{
		{ui.ScriptStep{Right: true}, []string{"human", "bot:easy", "bot:easy"}},
		{ui.ScriptStep{Click: true, Shift: true}, []string{"human", "human", "bot:easy"}},
		{ui.ScriptStep{Wheel: 1}, []string{"human", "human", "bot:easy"}}, // on seat 0: human back to the last kind but ""
		{ui.ScriptStep{Click: true}, []string{"human", "bot:easy", "bot:easy"}},
		{ui.ScriptStep{Right: true}, []string{"human", "bot:easy", "human"}},
	}
	targets := []ui.Button{b1, b1, b0, b1, b2}
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

// On a touch screen a seat's kind goes both ways by taps alone: its
// control's ‹ end steps back, its › end and its middle forward. The taps
// the screen lists name both ends of every seat, each a finger's size.
func TestSeatKindStepsBackByATap(t *testing.T) {
	for _, size := range []scenetest.Size{scenetest.Sizes[0], scenetest.Sizes[2], scenetest.Sizes[3]} { // a phone, a tablet, a desktop
		t.Run(size.Name, func(t *testing.T) {
			script := &ui.Script{}
			a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
			scenetest.Resize(t, a, size.W, size.H)
			scenetest.RunTicks(a, 2)
			s := a.Scene().(*menus.NewGame)
			scenetest.OnLoop(func() { scenes.SetSeatKinds(s, "human", "bot:medium", "bot:easy") })
			scenetest.RunTicks(a, 2)
			steps := []struct {
				tap  string
				want []string
			}{
				{"Seat 2: previous kind", []string{"human", "bot:easy", "bot:easy"}},
				{"Seat 2: previous kind", []string{"human", "human", "bot:easy"}},
				{"Seat 2: next kind", []string{"human", "bot:easy", "bot:easy"}},
				{"Computer · Easy", []string{"human", "bot:medium", "bot:easy"}}, // the middle goes on
				{"Seat 3: previous kind", []string{"human", "bot:medium", "human"}},
				{"Seat 1: next kind", []string{"bot:easy", "bot:medium", "human"}},
				{"Seat 1: previous kind", []string{"human", "bot:medium", "human"}},
			}
			for i, st := range steps {
				scenetest.TapLabel(t, a, script, st.tap)
				var got []string
				scenetest.OnLoop(func() { got = scenes.SeatKinds(s)[:3] })
				if !slices.Equal(got, st.want) {
					t.Fatalf("step %d, a tap on %q: seats %q, want %q", i+1, st.tap, got, st.want)
				}
			}
			if !ui.Touching() {
				t.Errorf("the taps were not a finger's")
			}
			// The words for a finger fit as well as the mouse's.
			scenetest.CheckLayout(t, a, "newgame (touch)", size, true)
			if testing.Verbose() {
				scenetest.Save(t, "touch-newgame-"+size.Name, scenetest.Screenshot(a))
			}
		})
	}
}

// On a touch screen an option goes both ways by taps alone, as a seat's
// kind does: its control's ‹ end steps back, its › end and its middle
// forward, wrapping round at either end. The taps the screen lists name
// both ends of every option (its name: "Difficulty: previous choice"),
// each a finger's size.
func TestOptionStepsBackByATap(t *testing.T) {
	g, err := rules.Lookup("downunder")
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	for i, o := range g.Options {
		index[o.Key] = i
	}
	for _, size := range []scenetest.Size{scenetest.Sizes[0], scenetest.Sizes[1], scenetest.Sizes[2], scenetest.Sizes[3]} { // a phone upright and sideways, a tablet, a desktop
		t.Run(size.Name, func(t *testing.T) {
			script := &ui.Script{}
			a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "downunder") })
			scenetest.Resize(t, a, size.W, size.H)
			scenetest.RunTicks(a, 2)
			s := a.Scene().(*menus.NewGame)
			scenetest.OnLoop(func() { scenes.SetSeatKinds(s, "human", "bot:easy") })
			scenetest.RunTicks(a, 2)
			steps := []struct {
				key, tap, want string
			}{
				{"difficulty", "Difficulty: previous choice", "easy"},
				{"difficulty", "Difficulty: previous choice", "difficult"}, // round to the last
				{"difficulty", "Difficulty: next choice", "easy"},
				{"difficulty", "easy", "recommended"}, // the middle goes on
				{"size", "Area size: previous choice", "13x13"},
				{"size", "13×13", "auto"}, // an area reads "13×13"; its value is typed "13x13"
				{"size", "Area size: next choice", "4x4"},
				{"size", "Area size: previous choice", "auto"},
				{"special", "Special scoring: previous choice", "on"},
				{"special", "Special scoring: next choice", "off"},
				{"twoRoutes", "Two routes each: next choice", "on"},
				{"twoRoutes", "Two routes each: previous choice", "off"},
			}
			for i, st := range steps {
				scenetest.OnLoop(func() { scenes.ShowOption(s, st.key) }) // scrolled into view
				scenetest.TapLabel(t, a, script, st.tap)
				var got []string
				scenetest.OnLoop(func() { got = scenes.OptionValues(s) })
				if v := got[index[st.key]]; v != st.want {
					t.Fatalf("step %d, a tap on %q: %s is %q, want %q", i+1, st.tap, st.key, v, st.want)
				}
			}
			if !ui.Touching() {
				t.Errorf("the taps were not a finger's")
			}
			// The words for a finger fit as well as the mouse's.
			scenetest.CheckLayout(t, a, "newgame options (touch)", size, true)
			scenetest.Golden(t, "newgame-options-touch-"+size.Name, scenetest.Screenshot(a))
		})
	}
}

// With the mouse an option goes forward with a click (on its middle or its
// › end) and back with a click on its ‹ end, a right click, the wheel up
// or a Shift-click.
func TestOptionGoesBothWaysWithTheMouse(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "downunder") })
	scenetest.RunTicks(a, 2)
	s := a.Scene().(*menus.NewGame)
	var b ui.Button
	scenetest.OnLoop(func() { b = scenes.OptionButton(s, 0) }) // the difficulty: easy, recommended, difficult
	mid, back, next := b.X+b.W/2, b.X+10, b.X+b.W-10
	steps := []struct {
		step ui.ScriptStep
		want string
	}{
		{ui.ScriptStep{Click: true, X: mid}, "difficult"},
		{ui.ScriptStep{Click: true, X: back}, "recommended"},
		{ui.ScriptStep{Right: true, X: mid}, "easy"},
		{ui.ScriptStep{Click: true, Shift: true, X: mid}, "difficult"},
		{ui.ScriptStep{Wheel: 1, X: mid}, "recommended"},
		{ui.ScriptStep{Click: true, X: next}, "difficult"},
		{ui.ScriptStep{Wheel: -1, X: mid}, "easy"},
	}
	for i, st := range steps {
		st.step.Tick, st.step.Y = a.Tick()+1, b.Y+b.H/2
		script.Steps = append(script.Steps, st.step)
		scenetest.RunTicks(a, 3)
		var got []string
		scenetest.OnLoop(func() { got = scenes.OptionValues(s) })
		if got[0] != st.want {
			t.Errorf("step %d: the difficulty is %q, want %q", i+1, got[0], st.want)
		}
	}
}

// New game on a phone (issue 42, item 8): before any scrolling no row
// stands half under the list's edge as a 300×30 target: the list ends
// above it, and the row waits below, whole, for a scroll.
func TestNewGameRowUnderTheFade(t *testing.T) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		script := &ui.Script{}
		a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, game) })
		for _, size := range [][2]int{{390, 844}, {360, 640}, {375, 667}} {
			scenetest.Resize(t, a, size[0], size[1])
			scenetest.RunTicks(a, 2)
			_, taps := scenetest.Drawn(a)
			for _, tp := range taps {
				if tp.W < scenetest.MinTargetPx || tp.H < scenetest.MinTargetPx {
					t.Errorf("%s at %d×%d: %q is offered as a %.0f×%.0f target", game, size[0], size[1], tp.Label, tp.W, tp.H)
				}
			}
		}
	}
	// The row below comes whole into view with a scroll, and acts.
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 2)
	for range 6 {
		if _, taps := scenetest.Drawn(a); func() bool { _, ok := scenetest.FindTap(taps, "Seat order: as listed"); return ok }() {
			break
		}
		scenetest.OnLoop(func() {
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), X: 200, Y: 400, Wheel: -1})
		})
		scenetest.RunTicks(a, 3)
	}
	_, taps := scenetest.Drawn(a)
	tp, ok := scenetest.FindTap(taps, "Seat order: as listed")
	if !ok || tp.H < scenetest.MinTargetPx {
		t.Fatalf("scrolled down, the seat order row is not a whole target: %+v", tp)
	}
	scenetest.FingerTap(a, script, tp.X+tp.W/2, tp.Y+tp.H/2)
	texts, _ := scenetest.Drawn(a)
	shuffled := false
	for _, b := range texts {
		shuffled = shuffled || b.S == "Seat order: shuffled"
	}
	if !shuffled {
		t.Error("a tap on the seat order row in view did not change it")
	}
}
