package billabong

import (
	"strings"
	"testing"

	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A finger places a kangaroo in two taps: the first shows it where it
// would stand (after the finger is lifted, too: it points nowhere then),
// the second places it; a mouse click places it at once.
func TestTouchPlacementShowsFirst(t *testing.T) {
	tap := func(tick, r, c int) ui.ScriptStep {
		st := clickSquare(tick, r, c)
		st.Touch = true
		return st
	}
	script := &ui.Script{Steps: []ui.ScriptStep{tap(2, 9, 9), {Tick: 4, X: 1, Y: 1}, tap(30, 9, 9)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 10)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=0") {
		t.Fatalf("one tap placed a kangaroo: %q", st)
	}
	scenetest.Golden(t, "billabong-touch-preview", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 30)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=1") {
		t.Fatalf("the second tap did not place it: %q", st)
	}
}

// Turning the phone (or resizing the window) lays the screen out anew
// and keeps the game and the move in progress: the picked kangaroo and
// its hop stay, and go on from there.
func TestTurnKeepsTheMoveInProgress(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{clickSquare(2, 9, 10), clickSquare(10, 9, 12)}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 60)
	before := scenetest.Status(a)
	if !strings.Contains(before, "selected=k10;chain=m10;") {
		t.Fatalf("after picking k10 and a hop: %q", before)
	}
	for _, s := range scenetest.Sizes {
		scenetest.Resize(t, a, s.W, s.H)
		scenetest.RunTicks(a, 2)
		if st := scenetest.Status(a); !strings.Contains(st, "selected=k10;chain=m10;") {
			t.Fatalf("at %s: %q, was %q", s.Name, st, before)
		}
	}
	// On the phone, held upright: the hop goes on from m10 to o10.
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 1)
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	sc := a.Scene().(*Screen)
	x, y := sc.Center(9, 14)
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Click: true, Touch: true, X: int(x), Y: int(y)})
	scenetest.RunTicks(a, 80)
	if st := scenetest.Status(a); !strings.Contains(st, "chain=m10-o10;") {
		t.Fatalf("the hop on to o10 on the phone: %q", st)
	}
	scenetest.Golden(t, "billabong-turned-phone", scenetest.Screenshot(a))
}

// After a finger's first tap in placement, Confirm (lit) places the
// kangaroo shown, as a second tap on its square does; it stayed greyed,
// and a player reached for it.
func TestConfirmPlacesTheTappedKangaroo(t *testing.T) {
	tap := func(tick, r, c int) ui.ScriptStep {
		st := clickSquare(tick, r, c)
		st.Touch = true
		return st
	}
	script := &ui.Script{Steps: []ui.ScriptStep{tap(2, 9, 9), {Tick: 4, X: 1, Y: 1}}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 10)
	sc := a.Scene().(*Screen)
	var btn ui.Button
	scenetest.OnLoop(func() { btn = sc.confirmBtn })
	if btn.Disabled {
		t.Fatal("after the first tap Confirm is greyed")
	}
	x, y := btn.X+btn.W/2, btn.Y+btn.H/2
	tick := a.Tick()
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, X: x, Y: y, Click: true, Touch: true}, ui.ScriptStep{Tick: tick + 3, X: 1, Y: 1})
	scenetest.RunTicks(a, 30)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=1") {
		t.Fatalf("Confirm did not place the kangaroo: %q", st)
	}
	var log string
	scenetest.OnLoop(func() { log = sc.Log[0].Text })
	if want := billabong.Sq(9, 9).String(); log != want {
		t.Errorf("Confirm placed %s, want %s (the square tapped)", log, want)
	}
}

// A tap on a seat's five circles says what they are: its kangaroos home,
// and that all five home first wins (nothing on the screen names them). It
// plays nothing; at every size, in German too.
func TestHomeCirclesSayWhatTheyAre(t *testing.T) {
	for _, size := range scenetest.Sizes {
		script := &ui.Script{}
		a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		before := scenetest.Status(a)
		var x, y float32
		var tick int
		scenetest.OnLoop(func() { x, y = a.Scene().(*Screen).homeSlot(1, 3); tick = a.Tick() })
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Click: true, Touch: true, X: int(x), Y: int(y)})
		scenetest.RunTicks(a, 3)
		msg := a.Scene().(*Screen).Msg
		if !strings.Contains(msg, "Orange has 0 of 5 kangaroos home") || !strings.Contains(msg, "all five home wins") {
			t.Errorf("%s: a tap on Orange's circles says %q", size.Name, msg)
		}
		untick := func(s string) string {
			_, rest, _ := strings.Cut(strings.TrimSuffix(s, ";touch=true"), ";")
			return rest
		}
		if after := scenetest.Status(a); untick(after) != untick(before) {
			t.Errorf("%s: the tap changed the game: %q, was %q", size.Name, after, before)
		}
		if size.Name == "phone" {
			var german string
			scenetest.OnLoop(func() { lang.SetLanguage(lang.German) })
			scenetest.RunTicks(a, 2)
			scenetest.OnLoop(func() { german = a.Scene().(*Screen).Msg; lang.SetLanguage(lang.English) })
			if !strings.Contains(german, "Orange hat 0 von 5 Kängurus im Ziel") {
				t.Errorf("in German the circles say %q", german)
			}
		}
	}
}
