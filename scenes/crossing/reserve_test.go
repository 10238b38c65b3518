package crossing

import (
	"strings"
	"testing"

	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/scenetest"
)

// A click on one's reserve tile picks it (ringed, the banner says what
// next); a click on an empty cell then lays it. A second click puts it back.
func TestCrossingClickReserveThenCell(t *testing.T) {
	m := crMatch(t, 5, "human", "bot:greedy")
	crChance(t, m)
	st := m.State().(*crossing.State)
	res := st.Reserve(0)
	if res == crossing.NoTile {
		t.Fatal("Blue holds no reserve")
	}
	var empty crossing.Cell = -1
	for c := crossing.Cell(0); c < crossing.NumCells && empty < 0; c++ {
		if st.At(c) == crossing.NoTile {
			empty = c
		}
	}
	rx, ry := float32(crPanelX+318), float32(crRowsY+crRowH/2)
	script := &scenes.Script{Steps: []scenes.ScriptStep{
		{Tick: 3, Click: true, X: int(rx), Y: int(ry)},
		{Tick: 6, Click: true, X: int(rx) + 5, Y: int(ry) - 5},
		{Tick: 9, Click: true, X: int(rx), Y: int(ry)},
	}}
	a := newTestApp(script, func(a *scenes.App) scenes.Scene { return New(a, m) })
	scenetest.RunTicks(a, 5)
	if s := scenetest.Status(a); !strings.Contains(s, "selected=reserve") {
		t.Fatalf("a click on the reserve did not pick it: %s", s)
	}
	var sub string
	scenetest.OnLoop(func() { _, sub = crScene(a).bannerText() })
	if !strings.Contains(sub, "empty cell") {
		t.Errorf("with the reserve picked the banner says %q", sub)
	}
	scenetest.RunTicks(a, 3)
	if s := scenetest.Status(a); !strings.Contains(s, "selected=-") {
		t.Fatalf("a second click did not put the reserve back: %s", s)
	}
	scenetest.RunTicks(a, 3)
	script.Steps = append(script.Steps, crClickCell(a.Tick(), empty))
	scenetest.RunTicks(a, 3)
	var at, left crossing.Tile
	scenetest.OnLoop(func() {
		st := m.State().(*crossing.State)
		at, left = st.At(empty), st.Reserve(0)
	})
	if at != res || left != crossing.NoTile {
		t.Errorf("after reserve and %s: the cell holds %v, the reserve %v (want %v there)", empty, at, left, res)
	}
}
