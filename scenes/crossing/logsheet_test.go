package crossing

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// sixAtTheTable is a game of six people, 24 moves in.
func sixAtTheTable(t *testing.T) *rules.Match {
	m := scenetest.Match(t, "crossing", 7, "", "human", "human", "human", "human", "human", "human")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(6), 24, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	return m
}

// On a phone held upright six players leave the panel no room for the
// move log: the Moves button opens it over the screen, a finger scrolls
// it, and a tap on a move marks it on the board.
func TestLogSheetOnAPhone(t *testing.T) {
	m := sixAtTheTable(t)
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	scenetest.LogSheetByTouch(t, a, script, "crossing-log-sheet-phone", func() int {
		s := crScene(a)
		return len(s.logMarks.cells) + len(s.logMarks.spots)
	})
}

// In a replay on a phone the log's sheet lists every recorded move, the
// one on the board marked; a tap on a move shows the board after it, as
// a click in the panel's list does.
func TestLogSheetInAReplay(t *testing.T) {
	m := sixAtTheTable(t)
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			t.Fatal(err)
		}
		v.SeekTo(10)
		return v
	})
	scenetest.Resize(t, a, 844, 390)
	scenetest.RunTicks(a, 3)
	_, taps := scenetest.Drawn(a)
	btn, ok := scenetest.FindTap(taps, "Moves")
	if !ok {
		t.Fatal("no Moves button in a replay on a phone held sideways")
	}
	tap := func(x, y float64) {
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Touch: true, Click: true, X: int(x), Y: int(y)})
		scenetest.RunTicks(a, 4)
	}
	tap(btn.X+btn.W/2, btn.Y+btn.H/2)
	if st := scenetest.Status(a); !strings.Contains(st, "logsheet=open") {
		t.Fatalf("a tap on Moves did not open the log: %s", st)
	}
	scenetest.Golden(t, "crossing-log-sheet-replay", scenetest.Screenshot(a))
	// Move 12's row, in view: the board after move 12.
	texts, _ := scenetest.Drawn(a)
	var row sprites.TextBox
	for _, b := range texts {
		if b.S == "12." {
			row = b
		}
	}
	if row.W == 0 {
		t.Fatal("move 12 is not in view on the sheet")
	}
	tap(row.X+row.W+60, row.Y+row.H/2)
	if st := scenetest.Status(a); strings.Contains(st, "logsheet=open") || !strings.Contains(st, "move=12/") {
		t.Errorf("a tap on move 12 on the sheet: %s (want it closed, the board after move 12)", st)
	}
}

// At the end of a game of six on a desktop every path's score stands over
// the panel where its move log is: the Moves button then opens the log,
// and once the board is shown (B) the panel's log is back.
func TestLogUnderTheScoresAtTheEnd(t *testing.T) {
	m := scenetest.Match(t, "crossing", 7, "", "human", "human", "human", "human", "human", "human")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(6), 5000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("the greedy game did not end: %v", err)
	}
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	rows, button := scenetest.LogShown(a)
	if rows >= 2 || !button {
		t.Fatalf("the scores over the panel leave %d moves of its log in view, Moves button %v: want the button", rows, button)
	}
	_, taps := scenetest.Drawn(a)
	btn, _ := scenetest.FindTap(taps, "Moves")
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Click: true, X: int(btn.X + btn.W/2), Y: int(btn.Y + btn.H/2)})
	scenetest.RunTicks(a, 3)
	if st := scenetest.Status(a); !strings.Contains(st, "logsheet=open") {
		t.Fatalf("a click on Moves did not open the log: %s", st)
	}
	logged := a.LogTexts()
	texts, _ := scenetest.Drawn(a)
	last := false
	for _, b := range texts {
		last = last || b.S == logged[len(logged)-1]
	}
	if !last {
		t.Errorf("the open log does not show the last move, %q", logged[len(logged)-1])
	}
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Keys: []ebiten.Key{ebiten.KeyEscape}})
	scenetest.RunTicks(a, 2)
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Keys: []ebiten.Key{ebiten.KeyB}})
	scenetest.RunTicks(a, 3)
	if rows, button := scenetest.LogShown(a); rows < 2 || button {
		t.Errorf("with the board shown the panel shows %d moves of its log, Moves button %v: want the log back", rows, button)
	}
}
