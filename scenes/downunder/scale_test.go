package downunder

import (
	"image/color"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// On a screen of three pixels a unit (a phone's browser) the cards laid
// show on the board. They are drawn cut to the board, and the cut was made
// in units on the screen's pixels: it kept the board's top-left ninth, and
// a phone showed an empty table with the score going up.
func TestLaidCardsShowAtEveryDensity(t *testing.T) {
	for _, scale := range []float64{1, 3} {
		sprites.SetScale(scale)
		m := duMatch(t, "", "human", "human")
		duPlay(t, m, "S 0,0 r0 kangaroo", "C 1,0 r2 emu")
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.RunTicks(a, 200)
		img := scenetest.ScreenshotLaidOut(a, 0, 0)
		s := a.Scene().(*Screen)
		c := float32(s.lay.cell)
		for _, cell := range [][2]int{{0, 0}, {1, 0}} {
			// A card's corner is its paper, where an empty cell is earth.
			x := (s.lay.ox + float32(cell[0])*c + 0.12*c) * float32(scale)
			y := (s.lay.oy + float32(cell[1])*c + 0.12*c) * float32(scale)
			if got := img.RGBAAt(int(x), int(y)); !nearColour(got, sprites.DUTile) {
				t.Errorf("scale %v: cell %v at (%.0f, %.0f) px is %v, not a card's paper %v", scale, cell, x, y, got, sprites.DUTile)
			}
		}
	}
	sprites.SetScale(1)
}

func nearColour(a, b color.RGBA) bool {
	d := func(x, y uint8) int { return max(int(x), int(y)) - min(int(x), int(y)) }
	return d(a.R, b.R) < 24 && d(a.G, b.G) < 24 && d(a.B, b.B) < 24
}
