package scenetest

import (
	"fmt"
	"math"
	"testing"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// Playing by taps alone (issue 20): the screen's own account of where to
// tap to play a move (App.MoveTaps), tapped one tap at a time, each
// checked to have done what it should.

// WaitTurn runs the app until a person at its screen may play a move by
// taps (ok), or the game is over (over), or ticks run out.
func WaitTurn(a *scenes.App, ticks int) (mt scenes.MoveTap, ok, over bool) {
	OnLoop(func() {
		for i := 0; i < ticks; i++ {
			if mt, ok = a.MoveTaps(); ok {
				return
			}
			if over = gameOver(a); over {
				return
			}
			a.Update()
		}
	})
	return mt, ok, over
}

func gameOver(a *scenes.App) bool {
	r, ok := a.Scene().(interface{ Core() *play.Play })
	return ok && r.Core().Match.State().ToMove() == rules.Nobody
}

// TapTurn plays mt, the move at hand (WaitTurn), by its taps: a click on
// each tap's centre in turn, the pointer then off the screen's controls
// (a finger lifted). After every tap but the last the screen must offer
// the rest of the move's taps; after the last, the move must be in the
// log. miss, if set, may move a tap's point (a test that a tap that misses
// is noticed). The error says which tap did not do what it should.
func TapTurn(a *scenes.App, script *ui.Script, mt scenes.MoveTap, miss func(i int, x, y float64) (float64, float64)) error {
	taps := mt.Taps
	for i, tp := range taps {
		x, y := tp.Center()
		if miss != nil {
			x, y = miss(i, x, y)
		}
		var err error
		OnLoop(func() {
			t := a.Tick()
			script.Steps = append(script.Steps[:0],
				ui.ScriptStep{Tick: t, Click: true, Touch: true, X: int(math.Round(x)), Y: int(math.Round(y))},
				ui.ScriptStep{Tick: t + 2, X: 1, Y: 1})
			a.Update()
			a.Update()
			a.Update()
			for k := 0; k < 3000; k++ {
				if len(a.LogTexts()) > mt.Moves {
					break
				}
				if now, ok := a.MoveTaps(); ok && now.Moves == mt.Moves {
					if i < len(taps)-1 && !SameTaps(now.Taps, taps[i+1:]) {
						err = fmt.Errorf("tap %d of %d (%s at %.0f,%.0f) for %s: the screen now offers %v, want %v (%s)", i+1, len(taps), tp.Label, x, y, mt.Text, now.Taps, taps[i+1:], a.Status())
					}
					break
				}
				if gameOver(a) {
					break
				}
				a.Update()
			}
			if err != nil {
				return
			}
			last := i == len(taps)-1
			switch m, text, logged := a.LoggedMove(mt.Moves); {
			case logged && !last:
				err = fmt.Errorf("tap %d of %d (%s at %.0f,%.0f) played %s; %s wanted %d taps", i+1, len(taps), tp.Label, x, y, text, mt.Text, len(taps))
			case logged && !scenes.SameMove(m, mt.Move):
				err = fmt.Errorf("the taps for %s played %s", mt.Text, text)
			case !logged && last:
				err = fmt.Errorf("the last tap (%s at %.0f,%.0f) did not play %s (%s)", tp.Label, x, y, mt.Text, a.Status())
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// SameTaps reports whether two lists of taps are the same places (to
// half a unit).
func SameTaps(a, b []ui.TapPoint) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Label != b[i].Label || math.Abs(a[i].X-b[i].X) > 0.5 || math.Abs(a[i].Y-b[i].Y) > 0.5 ||
			math.Abs(a[i].W-b[i].W) > 0.5 || math.Abs(a[i].H-b[i].H) > 0.5 {
			return false
		}
	}
	return true
}

// TapGame plays the game on a's play screen to its end by taps alone
// (WaitTurn, TapTurn): the people at the screen tap, the computer plays
// the other seats. It fails the test on a tap that did not do what it
// should, and returns the moves and the taps made.
func TapGame(t *testing.T, a *scenes.App, script *ui.Script) (moves, taps int) {
	t.Helper()
	OnLoop(func() { a.Settings().AnimSpeed = 0 })
	for moves < 1000 {
		mt, ok, over := WaitTurn(a, 20000)
		if over {
			return moves, taps
		}
		if !ok {
			t.Fatalf("after %d moves by taps nothing to tap: %s", moves, Status(a))
		}
		if err := TapTurn(a, script, mt, nil); err != nil {
			t.Fatalf("move %d: %v", mt.Moves+1, err)
		}
		moves++
		taps += len(mt.Taps)
	}
	t.Fatalf("the game did not end after %d moves by taps: %s", moves, Status(a))
	return moves, taps
}

// TapWholeGame plays a game of game (seed, options "k=v,...") against the
// greedy computer on open's screen by taps alone, checks the game ended
// with the person having played a real part, and saves the end.
func TapWholeGame(t *testing.T, plays []scenes.PlayScreen, game string, seed uint64, opts string) {
	t.Helper()
	m := Match(t, game, seed, opts, "human", "bot:greedy")
	script := &ui.Script{}
	p := plays[0]
	for _, q := range plays {
		if q.Game == game {
			p = q
		}
	}
	a := NewApp(script, func(a *scenes.App) ui.Scene { return p.Open(a, m) }, plays)
	RunTicks(a, 1)
	moves, taps := TapGame(t, a, script)
	if moves < 5 {
		t.Errorf("the person made only %d moves", moves)
	}
	if m.State().ToMove() != rules.Nobody {
		t.Fatalf("the game is not over: %s", Status(a))
	}
	t.Logf("%s by taps: %d moves by the person (%d taps), %d in all", game, moves, taps, len(m.History()))
	RunTicks(a, 5)
	Save(t, game+"-taps-end", Screenshot(a))
}

// TapLabel taps, with a finger, the control labelled label in the frame
// drawn now, which must be a finger's size, and runs the ticks for the
// screen to answer.
func TapLabel(t testing.TB, a *scenes.App, script *ui.Script, label string) {
	t.Helper()
	_, taps := Drawn(a)
	tp, ok := FindTap(taps, label)
	if !ok {
		t.Fatalf("no %q to tap; the screen offers %v", label, taps)
	}
	if tp.W < MinTargetPx || tp.H < MinTargetPx {
		t.Errorf("%q is %.0f×%.0f: a finger needs %d", label, tp.W, tp.H, MinTargetPx)
	}
	x, y := tp.Center()
	FingerTap(a, script, x, y)
}
