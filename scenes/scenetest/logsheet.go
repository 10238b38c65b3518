package scenetest

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/ui"
	"outback/sprites"
)

// Drawn draws the app's current frame and returns the text drawn (every
// box, also text on a part of the screen clipped for scrolling) and the
// controls a finger may tap in it.
func Drawn(a *scenes.App) (texts []sprites.TextBox, taps []ui.TapPoint) {
	OnLoop(func() {
		sprites.RecordText(true)
		a.RecordTaps(true)
		a.ForceDraw()
		img := ebitenScreen()
		a.Draw(img)
		texts = append(texts, sprites.TextBoxes()...)
		taps = a.Taps()
		sprites.RecordText(false)
		a.RecordTaps(false)
		img.Deallocate()
	})
	return texts, taps
}

// FindTap is the control labelled label in taps.
func FindTap(taps []ui.TapPoint, label string) (ui.TapPoint, bool) {
	for _, tp := range taps {
		if tp.Label == label {
			return tp, true
		}
	}
	return ui.TapPoint{}, false
}

// logNumbers are the numbers of the moves whose rows the last frame drew
// (1 is the log's first entry), in order: the rows' own numbers count the
// players' turns, and leave chance's moves unnumbered.
func logNumbers(a *scenes.App) []int {
	first, end := a.LogRowsShown()
	var ns []int
	for n := first + 1; n <= end; n++ {
		ns = append(ns, n)
	}
	return ns
}

// LogShown reports how many moves the panel's log shows in the frame and
// whether its Moves button is there instead: the log is within a tap.
func LogShown(a *scenes.App) (rows int, button bool) {
	_, taps := Drawn(a)
	_, button = FindTap(taps, "Moves")
	return len(logNumbers(a)), button
}

// FingerTap is a finger's tap at (x, y) on the next tick, and the ticks
// for the screen to answer it.
func FingerTap(a *scenes.App, script *ui.Script, x, y float64) {
	OnLoop(func() {
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Touch: true, Click: true, X: int(x), Y: int(y)})
	})
	RunTicks(a, 3)
}

// press presses key on the next tick.
func press(a *scenes.App, script *ui.Script, key ebiten.Key) {
	OnLoop(func() {
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Keys: []ebiten.Key{key}})
	})
	RunTicks(a, 2)
}

func sheetOpen(a *scenes.App) bool { return strings.Contains(Status(a), "logsheet=open") }

// LogSheetByTouch checks the move log on a play screen whose panel has no
// room for it, or for its last few moves only, as a finger uses it: the Moves button in the panel's
// shared row opens the whole log on a sheet, the newest moves in view; a
// drag down and the wheel show earlier ones; a tap on a move closes the
// sheet and the screen marks that move (marked, read on the loop after a
// frame, counts the places marked on the board); Close, a tap beside the
// sheet and Escape close it; L opens it. The open sheet is compared with
// the golden screenshot golden.
func LogSheetByTouch(t *testing.T, a *scenes.App, script *ui.Script, golden string, marked func() int) {
	t.Helper()
	rows, _ := LogShown(a)
	if rows >= 5 { // the panel's few rows leave Moves in the shared row
		t.Fatalf("the panel shows %d moves of the log: the test wants a panel with little or no room for it", rows)
	}
	open := func() {
		t.Helper()
		TapLabel(t, a, script, "Moves") // where the panel has no room for the log
		if !sheetOpen(a) {
			t.Fatalf("a tap on Moves did not open the log: %s", Status(a))
		}
	}
	open()
	logged := a.LogTexts()
	texts, taps := Drawn(a)
	ns := logNumbers(a)
	if len(ns) < 5 || ns[len(ns)-1] != len(logged) {
		t.Fatalf("the open log shows moves %v of %d: want the newest and the ones before it", ns, len(logged))
	}
	last := false
	for _, b := range texts {
		last = last || b.S == logged[len(logged)-1]
	}
	if !last {
		t.Errorf("the newest move, %q, is not written on the sheet", logged[len(logged)-1])
	}
	if _, ok := FindTap(taps, "Close"); !ok {
		t.Error("the open log has no Close button")
	}
	if _, ok := FindTap(taps, "Menu"); ok {
		t.Error("the shared buttons can be tapped through the open log")
	}
	Golden(t, golden, Screenshot(a))

	// A finger drags the list down: earlier moves come into view, and
	// nothing is picked.
	row := func(n int) (ui.TapPoint, bool) {
		_, taps := Drawn(a)
		for _, tp := range taps {
			if tp.Label == logged[n-1] && tp.H >= MinTargetPx {
				return tp, true
			}
		}
		return ui.TapPoint{}, false
	}
	mid := ns[len(ns)/2]
	tp, ok := row(mid)
	if !ok {
		t.Fatalf("move %d's row is not a tap target", mid)
	}
	x, y := int(tp.X+tp.W/2), int(tp.Y+tp.H/2)
	OnLoop(func() {
		t0 := a.Tick()
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: t0, Touch: true, Hold: true, X: x, Y: y})
		for i := 1; i <= 6; i++ {
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: t0 + i, X: x, Y: y + 25*i})
		}
		script.Steps = append(script.Steps, ui.ScriptStep{Tick: t0 + 7, Lift: true, X: x, Y: y + 150})
	})
	RunTicks(a, 10)
	Drawn(a)
	dragged := logNumbers(a)
	if !sheetOpen(a) || len(dragged) == 0 || dragged[0] >= ns[0] {
		t.Fatalf("a drag down the list: open %v, moves %v shown (before: %v): want earlier ones", sheetOpen(a), dragged, ns)
	}
	// The wheel turns it further.
	OnLoop(func() { script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), X: x, Y: y, Wheel: 1}) })
	RunTicks(a, 2)
	Drawn(a)
	if wheeled := logNumbers(a); len(wheeled) == 0 || wheeled[0] >= dragged[0] && dragged[0] > 1 {
		t.Errorf("the wheel over the list: moves %v shown (before: %v)", wheeled, dragged)
	}

	// A tap on a move closes the sheet and marks the move on the board
	// (a move that touches no place, a draw, marks nothing: the next).
	for n, tries := len(logged), 0; ; n-- {
		if n < 1 || tries > 8 {
			t.Fatal("no move tapped on the log's sheet was marked on the board")
		}
		if !sheetOpen(a) {
			open()
		}
		tp, ok := row(n)
		if !ok {
			continue // scrolled out of view
		}
		tries++
		FingerTap(a, script, tp.X+tp.W/2, tp.Y+tp.H/2)
		if sheetOpen(a) {
			t.Fatalf("a tap on move %d (%s) left the log open", n, logged[n-1])
		}
		Screenshot(a) // the marks are worked out as the board is drawn
		var k int
		OnLoop(func() { k = marked() })
		if k > 0 {
			break
		}
	}

	// Close, a tap beside the sheet, and Escape close it; L opens it.
	open()
	_, taps = Drawn(a)
	cl, _ := FindTap(taps, "Close")
	FingerTap(a, script, cl.X+cl.W/2, cl.Y+cl.H/2)
	if sheetOpen(a) {
		t.Error("Close did not close the log")
	}
	open()
	FingerTap(a, script, 2, 2)
	if sheetOpen(a) {
		t.Error("a tap beside the sheet did not close the log")
	}
	press(a, script, ebiten.KeyL)
	if !sheetOpen(a) {
		t.Error("L did not open the log")
	}
	press(a, script, ebiten.KeyEscape)
	if sheetOpen(a) || strings.Contains(Status(a), "scene=pause") {
		t.Errorf("Escape did not just close the log: %s", Status(a))
	}
}
