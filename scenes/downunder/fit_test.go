package downunder

import (
	"testing"

	"outback/scenes/play"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// The Down Under screen fits every screen a player holds, four players at
// the table: mid-game, at its end, and in its replay. Its table grows
// as cards are laid and zooms where it outgrows the screen, so its cells
// are checked by TestZoom, not here.
func TestFitsEveryScreen(t *testing.T) {
	scenetest.FitPlayScreen(t, plays, "downunder", 4, false)
}

// Fit on a small phone, upright and turned, at the start, the middle and
// late in a game: every cell in view lies wholly inside the board, within
// its wooden border, and every cell a card may be laid in now is in view
// (issue 42, item 4: "Fit cuts the top and bottom rows under the frame").
func TestFitKeepsEveryRowInside(t *testing.T) {
	for _, sz := range [][2]int{{360, 640}, {375, 667}, {640, 360}} {
		for _, moves := range []int{5, 12, 30} {
			m := duMatch(t, "", "human", "human")
			duGreedy(t, m, moves)
			script := &ui.Script{}
			a := duStart(t, m, script)
			scenetest.Resize(t, a, sz[0], sz[1])
			scenetest.RunTicks(a, 2)
			var fx, fy int
			scenetest.OnLoop(func() { f := duScene(a).fitBtn; fx, fy = f.X+f.W/2, f.Y+f.H/2 })
			duDo(a, script, duTap(fx, fy), 3)
			var l duLayout
			var b ui.Rect
			var all bool
			scenetest.OnLoop(func() { s := duScene(a); l, b, all = s.lay, s.g.board, s.legalWithin(s.lay) })
			C := float32(l.cell)
			top, bot := l.oy+float32(l.y0)*C, l.oy+float32(l.y1+1)*C
			left, right := l.ox+float32(l.x0)*C, l.ox+float32(l.x1+1)*C
			const border = 3 // the board's wooden rim
			if top < b.Y+border || bot > b.Y+b.H-border || left < b.X+border || right > b.X+b.W-border {
				t.Errorf("%dx%d after %d moves: cells span %.0f..%.0f × %.0f..%.0f, the board inside its rim %.0f..%.0f × %.0f..%.0f",
					sz[0], sz[1], moves, left, right, top, bot, b.X+border, b.X+b.W-border, b.Y+border, b.Y+b.H-border)
			}
			if !all {
				t.Errorf("%dx%d after %d moves: Fit leaves a legal cell out of view", sz[0], sz[1], moves)
			}
		}
	}
}

// On an upright phone, two to four players, the panel keeps the message
// its two lines (a hint and its chances, a refusal and what to do): at
// 360×640 and 375×667 the seats took its room and no message showed at
// all (a helper's play-test, issue 42).
func TestPhoneKeepsTheMessage(t *testing.T) {
	for _, sz := range [][2]int{{360, 640}, {375, 667}, {390, 844}} {
		for _, seats := range [][]string{{"human", "greedy"}, {"human", "greedy", "greedy", "greedy"}} {
			m := duMatch(t, "", seats...)
			a := duStart(t, m, &ui.Script{})
			scenetest.Resize(t, a, sz[0], sz[1])
			scenetest.RunTicks(a, 2)
			var msg ui.Rect
			scenetest.OnLoop(func() { msg = duScene(a).g.message })
			if msg.H < play.MsgTwoLines {
				t.Errorf("%dx%d, %d players: the message has %.0f units, want two lines (%d)", sz[0], sz[1], len(seats), msg.H, play.MsgTwoLines)
			}
		}
	}
}
