package billabong

import (
	"strings"
	"testing"

	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A finger's first tap on the square a picked kangaroo may walk to shows
// the walk (the kangaroo there, pale, and "Tap … again"); the second tap,
// or Confirm, walks. It walked at once: a tap a square off on a phone's
// small squares was a move (a helper's play-test; the rules screen says
// the first tap shows the move). A mouse's click still walks at once.
func TestWalkTakesTwoTaps(t *testing.T) {
	for _, how := range []string{"second tap", "Confirm", "mouse"} {
		m := scenetest.Match(t, "billabong", 3, "", "human", "human")
		scenetest.PlaceAll(t, m, [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}})
		n0 := len(m.History())
		walk, ok := scenetest.LegalMove(m.State(), func(bm billabong.Move) bool { return bm.Kind() == billabong.Walk })
		if !ok {
			t.Fatal("no walk in the position")
		}
		touch := how != "mouse"
		tap := func(tick int, sq billabong.Square) ui.ScriptStep {
			st := clickSquare(tick, sq.Row(), sq.Col())
			st.Touch = touch
			return st
		}
		script := &ui.Script{Steps: []ui.ScriptStep{tap(2, walk.From()), tap(8, walk.To())}}
		a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.RunTicks(a, 14)
		n := len(m.History())
		var msg string
		var can bool
		scenetest.OnLoop(func() { s := a.Scene().(*Screen); msg, can = s.Msg, !s.confirmBtn.Disabled })
		if how == "mouse" {
			if n != n0+1 {
				t.Errorf("a mouse's click on %v did not walk (%d moves)", walk.To(), n)
			}
			continue
		}
		if n != n0 || !strings.Contains(msg, "again") || !can {
			t.Fatalf("%s: after the first tap on %v, %d moves, the message %q, Confirm lit %v", how, walk.To(), n, msg, can)
		}
		switch how {
		case "second tap":
			script.Steps = append(script.Steps, tap(a.Tick()+1, walk.To()))
		case "Confirm":
			var x, y int
			scenetest.OnLoop(func() { b := a.Scene().(*Screen).confirmBtn; x, y = int(b.X+b.W/2), int(b.Y+b.H/2) })
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Click: true, Touch: true, X: x, Y: y})
		}
		scenetest.RunTicks(a, 6)
		h := m.History()
		if last, _ := rules.MoveAs[billabong.Move](h[len(h)-1].Move); len(h) != n0+1 || last != walk {
			t.Errorf("%s: after it, %d moves, the last %v (want %v)", how, len(h), last, walk)
		}
	}
}

// After a hop with no further jump the banner offers Confirm and Hop back,
// not "jump on" over the message "No further jump…" (a helper's
// play-test, in German).
func TestBannerAfterTheLastHop(t *testing.T) {
	m := scenetest.Match(t, "billabong", 3, "", "human", "human")
	scenetest.PlaceAll(t, m, [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}})
	a := newTestApp(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 2)
	var sub, subOn string
	scenetest.OnLoop(func() {
		s := a.Scene().(*Screen)
		st := s.state()
		s.sel, s.chain = billabong.Sq(9, 10), []billabong.Square{billabong.Sq(9, 12)}
		s.hops = nil
		_, sub = s.words(st, st.ToMove(), false)
		s.hops = []billabong.Hop{{}}
		_, subOn = s.words(st, st.ToMove(), false)
		s.clearSelection()
	})
	if strings.Contains(sub, "jump on") || !strings.Contains(sub, "Confirm") {
		t.Errorf("with no further jump the banner says %q", sub)
	}
	if !strings.Contains(subOn, "jump on") {
		t.Errorf("with a further jump the banner says %q", subOn)
	}
}
