package downunder

import (
	"testing"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// cardPoints are the screen points of the laid cards, by cell.
func cardPoints(s *Screen) map[[2]int][2]float32 {
	out := map[[2]int][2]float32{}
	for _, c := range s.cells {
		x, y := s.cellXY(c.x, c.y)
		out[[2]int{c.x, c.y}] = [2]float32{x, y}
	}
	return out
}

// The table stays still while a person plays: with the pointer resting on
// the board, at every turn of a whole game against the computer each laid
// card stays at the same screen point. When the view must change (the
// area outgrew it), it changes once the pointer leaves the board, over
// several frames.
func TestDownUnderViewStaysStill(t *testing.T) {
	m := duMatch(t, "size=9x11", "human", "bot:greedy")
	bx, by := duBoardCentre()
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 1, X: bx, Y: by}}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	var before map[[2]int][2]float32
	turns, pending := 0, 0
	for turns < 200 {
		// Wait for Blue's turn (the computer's card laid and landed).
		for i := 0; i < 600; i++ {
			var ready bool
			scenetest.OnLoop(func() {
				st := m.State()
				ready = st.ToMove() == rules.Nobody || st.ToMove() == 0 && !duScene(a).anim.Busy()
			})
			if ready {
				break
			}
			scenetest.RunTicks(a, 1)
		}
		var over bool
		var now map[[2]int][2]float32
		scenetest.OnLoop(func() {
			s := duScene(a)
			now = cardPoints(s)
			over = m.State().ToMove() == rules.Nobody
			if s.viewTo.cell != 0 {
				pending++
			}
		})
		for cell, p := range before {
			if q, ok := now[cell]; ok && q != p {
				t.Fatalf("turn %d: the card at %v moved from %v to %v with the pointer on the board", turns, cell, p, q)
			}
		}
		if over {
			break
		}
		turns++
		// Blue plays a card (the first legal move), as a click would.
		scenetest.OnLoop(func() {
			s := duScene(a)
			before = cardPoints(s)
			legal := m.State().Legal(nil)
			mv := legal[0]
			for _, l := range legal {
				if dm, ok := l.(*downunder.Move); ok && dm.Kind != downunder.Pass {
					mv = l
					break
				}
			}
			ev, err := s.PlayMove(mv)
			if err != nil {
				t.Fatal(err)
			}
			s.OnPlayed(ev)
		})
	}
	if turns < 5 {
		t.Fatalf("only %d turns played", turns)
	}
	t.Logf("%d turns, a change of view waited at %d of them", turns, pending)
	// Off the board, a waiting change of view happens, smoothly.
	var waiting bool
	scenetest.OnLoop(func() { waiting = duScene(a).viewTo.cell != 0 })
	if !waiting {
		return
	}
	var start duLayout
	scenetest.OnLoop(func() { start = duScene(a).lay })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), X: 1000, Y: 700})
	steps := 0
	for i := 0; i < 60; i++ {
		scenetest.RunTicks(a, 1)
		var l, to duLayout
		scenetest.OnLoop(func() { l, to = duScene(a).lay, duScene(a).viewTo })
		if l != start {
			steps++
		}
		if to.cell == 0 {
			break
		}
	}
	if steps < 4 {
		t.Errorf("the view changed in %d frames, not smoothly", steps)
	}
}

// duBoardCentre is the middle of the table's region at the screen's size
// now.
func duBoardCentre() (int, int) {
	s := New(newTestApp(nil, func(*scenes.App) ui.Scene { return nil }), duMatch(nil, "", "human", "human"))
	s.arrange()
	return int(s.g.board.CX()), int(s.g.board.CY())
}
