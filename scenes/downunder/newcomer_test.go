package downunder

import (
	"strings"
	"testing"

	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Down Under's table for a newcomer (issue 42, item 4).

// The options line speaks of the cards, not of the table drawn: "area
// 5×7" stood beside a first table of 9×9 cells.
func TestAreaWordsSpeakOfTheCards(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	a := duStart(t, m, &ui.Script{})
	var sum string
	var ar downunder.AreaView
	scenetest.OnLoop(func() { sum, ar = duScene(a).optionSummary(), m.State().(*downunder.State).Area() })
	if strings.Contains(sum, "area ") || !strings.Contains(sum, "cards within") {
		t.Errorf("the options line says %q of an area of %d×%d", sum, ar.A, ar.B)
	}
}

// The dots a picked card shows (it fits there turned another way) are
// said once, the first time they show: nothing on the screen named them.
func TestDotsAreExplained(t *testing.T) {
	var a *scenes.App
	var script *ui.Script
	n := -1
	for moves := 6; moves < 40 && n < 0; moves += 2 {
		m := duMatch(t, "", "human", "human")
		duGreedy(t, m, moves)
		script = &ui.Script{}
		a = duStart(t, m, script)
		scenetest.OnLoop(func() {
			s := duScene(a)
			for i, tl := range s.tiles {
				if !tl.legal {
					continue
				}
				s.selectTile(i, true)
				if s.turnedElsewhere() {
					n = i
					break
				}
			}
			s.selectTile(-1, false)
		})
	}
	if n < 0 {
		t.Fatal("no card of a hand fits only turned another way somewhere: the test wants one")
	}
	x, y := tilePoint(a, n)
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	var msg string
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if !strings.Contains(msg, "A dot") {
		t.Fatalf("a card picked shows dots, and the message says %q", msg)
	}
	// Said once: the next card picked says nothing of them.
	scenetest.OnLoop(func() { duScene(a).Msg = "" })
	for i := range 3 {
		if i == n {
			continue
		}
		x, y = tilePoint(a, i)
		duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	}
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if strings.Contains(msg, "A dot") {
		t.Errorf("the dots are explained again: %q", msg)
	}
}

// On a phone the zoom hint goes once the people here have laid two cards:
// at 360×640 it stood over the table's foot after five moves.
func TestZoomHintGoes(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	script := &ui.Script{}
	a := duStart(t, m, script)
	scenetest.Resize(t, a, 360, 640)
	duDo(a, script, ui.ScriptStep{Touch: true, X: 1, Y: 1}, 3)
	for laid := 0; laid <= 3; laid++ {
		var shown bool
		var cell int
		scenetest.OnLoop(func() {
			ui.SetTouching(true)
			shown, cell = duScene(a).zoomHintShown(), duScene(a).lay.cell
		})
		if cell >= zoomHintBelow {
			t.Fatalf("cells of %d at 360×640: the test wants small ones", cell)
		}
		if want := laid < 2; shown != want {
			t.Errorf("after %d cards laid by the people here, the zoom hint shows: %v", laid, shown)
		}
		// The next card, laid as a person's taps would.
		scenetest.OnLoop(func() {
			s := duScene(a)
			for _, mv := range s.legal {
				if mv.Kind != downunder.Pass {
					s.playMove(mv, [2]float32{})
					break
				}
			}
		})
		scenetest.RunTicks(a, 90)
	}
}

// On a small phone held upright Down Under's table has cells a finger can
// use from the first card on (issue 42, item 1): 17 CSS px at 360×640 and
// 20 at 375×667 before any zoom. The ring of cells round the area is left
// out while no move at hand lies there.
func TestFirstTableForAFinger(t *testing.T) {
	for _, moves := range []int{0, 2, 6} {
		m := duMatch(t, "", "human", "bot:easy")
		duGreedy(t, m, moves)
		a := duStart(t, m, &ui.Script{})
		for _, size := range [][2]int{{360, 640}, {375, 667}} {
			scenetest.Resize(t, a, size[0], size[1])
			scenetest.RunTicks(a, 3)
			var cell int
			var inView bool
			scenetest.OnLoop(func() { s := duScene(a); cell, inView = s.lay.cell, s.legalWithin(s.lay) })
			if cell < scenetest.MinCellPx {
				t.Errorf("after %d moves at %d×%d the table's cells are %d CSS px", moves, size[0], size[1], cell)
			}
			if !inView {
				t.Errorf("after %d moves at %d×%d a move at hand lies outside the table's view", moves, size[0], size[1])
			}
		}
	}
}
