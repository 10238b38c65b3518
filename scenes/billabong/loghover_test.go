package billabong

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// Pointing at a move in the log marks its squares on the board.
func TestLogHoverMarksTheMove(t *testing.T) {
	a, script := jumpedAndLogged(t)
	scenetest.Screenshot(a) // the log's place on the screen is known once it is drawn
	sc := a.Scene().(*Screen)
	// The last row: move 11, k10-m10-o10.
	x, y, w, h := sc.LogRect()
	last := min(11, int(h/20)) - 1
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: 200, X: int(x + w/2), Y: int(y + 10 + float64(last)*20)})
	scenetest.RunTicks(a, 10)
	var text string
	var ok bool
	scenetest.OnLoop(func() { text, ok = sc.HoveredLogText() })
	if !ok || text != "k10-m10-o10" {
		t.Fatalf("hovered log entry %q %v", text, ok)
	}
	scenetest.Golden(t, "billabong-log-hover", scenetest.Screenshot(a))
}

// On a phone the move picked in the log is outlined over the kangaroos:
// under them, on squares of 22 units, the outline hardly showed (a
// helper's play-test).
func TestLoggedMoveShowsOnAPhone(t *testing.T) {
	a, script := jumpedAndLogged(t)
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 2)
	scenetest.Screenshot(a) // the log's place on the screen is known once it is drawn
	sc := a.Scene().(*Screen)
	x, y, w, h := sc.LogRect()
	last := int(h/20) - 1 // the newest row: move 11, k10-m10-o10
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, X: int(x + w/2), Y: int(y + 10 + float64(last)*20)})
	scenetest.RunTicks(a, 4)
	var text string
	scenetest.OnLoop(func() { text, _ = sc.HoveredLogText() })
	if text != "k10-m10-o10" {
		t.Fatalf("hovered log entry %q", text)
	}
	img := scenetest.Screenshot(a)
	var cx, cy, cell float32
	scenetest.OnLoop(func() { cx, cy = sc.board.Center(9, 14); cell = sc.board.Cell })
	ochre := 0
	x0, y0 := int(cx-cell/2), int(cy-cell/2)
	for yy := y0; yy < y0+int(cell); yy++ {
		for xx := x0; xx < x0+int(cell); xx++ {
			r, g, b, _ := img.At(xx, yy).RGBA()
			if near(r>>8, int(sprites.Ochre.R)) && near(g>>8, int(sprites.Ochre.G)) && near(b>>8, int(sprites.Ochre.B)) {
				ochre++
			}
		}
	}
	if ochre < int(cell) {
		t.Errorf("o10, where the logged move ends, has %d pixels of its outline's ochre (squares of %.0f)", ochre, cell)
	}
	// k10, where it began and which is empty now, is tinted all over, not
	// only ringed (a ring alone was faint on a phone): inside its ring,
	// off the line that joins the squares, it is darker than the same
	// place on k12, an unmarked square of the same shade.
	var kx, ky, jx, jy float32
	scenetest.OnLoop(func() {
		kx, ky = sc.board.Center(9, 10)
		jx, jy = sc.board.Center(11, 10)
		kx, ky, jx, jy = kx-cell/5, ky+cell/5, jx-cell/5, jy+cell/5
	})
	lum := func(x, y float32) int {
		r, g, b, _ := img.At(int(x), int(y)).RGBA()
		return int(r>>8) + int(g>>8) + int(b>>8)
	}
	if marked, plain := lum(kx, ky), lum(jx, jy); marked > plain-30 {
		t.Errorf("k10 (%d) is not tinted against k12 (%d)", marked, plain)
	}
}

// jumpedAndLogged is the jump position after Blue's jump k10-m10-o10,
// made by clicks and confirmed: the log's move 11.
func jumpedAndLogged(t *testing.T) (*scenes.App, *ui.Script) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 10), clickSquare(10, 9, 12), clickSquare(60, 9, 14),
		{Tick: 130, Keys: []ebiten.Key{ebiten.KeyEnter}},
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 195)
	return a, script
}
