package downunder

import (
	"testing"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/scenetest"
)

// The table stays still while people play: a cell under the pointer is
// the same cell after the other player's move, unless the table must grow
// to show what is now needed.
func TestDownUnderViewStaysStill(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	a := newTestApp(&scenes.Script{}, func(a *scenes.App) scenes.Scene { return New(a, m) })
	scenetest.RunTicks(a, 2)
	moves, changes, needed := 0, 0, 0
	for moves < 24 && m.State().ToMove() != rules.Nobody {
		var before, after duLayout
		var fits bool
		scenetest.OnLoop(func() {
			s := duScene(a)
			before = s.lay
			st := m.State()
			legal := st.Legal(nil)
			if st.ToMove() == rules.Chance {
				mv, _ := m.SampleChance()
				legal = []rules.Move{mv}
			}
			if _, err := s.PlayMove(legal[len(legal)/2]); err != nil {
				if _, err := m.Play(legal[len(legal)/2], 0); err != nil {
					t.Fatal(err)
				}
			}
			s.modelFor = -1
			s.refresh()
			after = s.lay
			// Could the view in place still show everything needed?
			in := func(x, y int) bool { return x >= before.x0 && x <= before.x1 && y >= before.y0 && y <= before.y1 }
			fits = before.cell > 0
			for _, c := range s.cells {
				fits = fits && in(c.x-1, c.y-1) && in(c.x+1, c.y+1)
			}
			for _, mv := range s.legal {
				fits = fits && in(int(mv.X), int(mv.Y))
			}
			if after.fx || after.fy {
				fits = fits && (!after.fx || after.ax0 >= before.x0 && after.ax0+after.aw-1 <= before.x1) && (!after.fy || after.ay0 >= before.y0 && after.ay0+after.ah-1 <= before.y1)
			}
		})
		moves++
		if after.ox != before.ox || after.oy != before.oy || after.cell != before.cell {
			changes++
			if !fits {
				needed++
			}
		}
	}
	t.Logf("%d moves: the view moved %d times (%d needed)", moves, changes, needed)
	if changes > needed+1 {
		t.Errorf("the view moved %d times in %d moves where %d were needed", changes, moves, needed)
	}
}
