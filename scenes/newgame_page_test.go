//go:build !js

package scenes_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/menus"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A phone opens its keyboard only for a page input the finger taps. On a
// touch screen the page's inputs lie over every open seat's name before
// any is tapped, so the first tap on a name — its input takes the focus —
// renames that seat, and a tap on another name goes on with that one.
// With a mouse there is an input only over the name being typed.
func TestNewGameNamesTakeTheFirstTap(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
	var end func()
	scenetest.OnLoop(func() { end = scenes.SimulatePage() })
	defer scenetest.OnLoop(func() { end() })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 2)
	s := a.Scene().(*menus.NewGame)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(s, "human", "bot:medium", "", "") })
	scenetest.RunTicks(a, 2)
	step := func(st ui.ScriptStep, ticks int) {
		scenetest.OnLoop(func() { st.Tick = a.Tick() + 1 })
		script.Steps = append(script.Steps, st)
		scenetest.RunTicks(a, ticks)
	}
	fields := func() map[int]ui.Rect {
		var f map[int]ui.Rect
		scenetest.OnLoop(func() { f = scenes.PageFields() })
		return f
	}
	status := func() string {
		var st string
		scenetest.OnLoop(func() { st = s.Status() })
		return st
	}
	var names [2]ui.Button
	scenetest.OnLoop(func() { names[0], names[1] = scenes.NameButton(s, 0), scenes.NameButton(s, 1) })
	over := func(r ui.Rect, b ui.Button) bool {
		return int(r.X) == b.X && int(r.Y) == b.Y && int(r.W) == b.W && int(r.H) == b.H
	}

	// A mouse: an input only over the name clicked, while it is typed.
	if f := fields(); len(f) != 0 {
		t.Fatalf("inputs %v before anything was touched", f)
	}
	step(ui.ScriptStep{Click: true, X: names[1].X + names[1].W/2, Y: names[1].Y + names[1].H/2}, 4)
	if f := fields(); len(f) != 1 || !over(f[1], names[1]) || !strings.Contains(status(), "editing=1;") {
		t.Fatalf("a click on Orange's name: inputs %v, %s", f, status())
	}
	step(ui.ScriptStep{Keys: []ebiten.Key{ebiten.KeyEnter}}, 3)
	if f := fields(); len(f) != 0 {
		t.Fatalf("inputs %v after the name was typed with a mouse", f)
	}

	// A finger: an input over each open seat's name before any is tapped.
	step(ui.ScriptStep{Touch: true, Click: true, X: 200, Y: 30}, 4) // the heading: nothing to tap
	f := fields()
	if len(f) != 2 || !over(f[0], names[0]) || !over(f[1], names[1]) {
		t.Fatalf("on a touch screen the inputs are %v; want one over each open seat's name %v, %v", f, names[0], names[1])
	}
	if !strings.Contains(status(), "editing=-1;") {
		t.Fatalf("a name is being typed before any was tapped: %s", status())
	}
	// The first tap on Orange's name: its input has the focus.
	scenetest.OnLoop(func() { scenes.FocusPageField(1) })
	scenetest.RunTicks(a, 1)
	if !strings.Contains(status(), "editing=1;") {
		t.Fatalf("the focus on Orange's input: %s", status())
	}
	scenetest.OnLoop(func() { scenes.TypeInPageField("Robin", false) })
	scenetest.RunTicks(a, 1)
	if !strings.HasSuffix(status(), "names=Blue,Robin,Green,Pink") {
		t.Fatalf("typed Robin: %s", status())
	}
	// A tap on Blue's name goes on there; Robin stays.
	scenetest.OnLoop(func() { scenes.FocusPageField(0) })
	scenetest.RunTicks(a, 1)
	scenetest.OnLoop(func() { scenes.TypeInPageField("Kim", true) })
	scenetest.RunTicks(a, 2)
	if st := status(); !strings.Contains(st, "editing=-1;") || !strings.HasSuffix(st, "names=Kim,Robin,Green,Pink") {
		t.Fatalf("typed Kim and Enter on Blue's name: %s", st)
	}
	if f := fields(); len(f) != 2 {
		t.Fatalf("after a name was typed by touch the inputs are %v; want them over both names still", f)
	}
	// Leaving takes them away.
	x, y := menuButton(t, a, "Back")
	step(ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	if f := fields(); len(f) != 0 {
		t.Errorf("the inputs %v stay over the next screen", f)
	}
}
