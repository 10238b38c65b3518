package downunder

import (
	"testing"

	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// The first time the area's frame shows (with the first card, once the
// view has glided out to show it), the message says what it is, and only
// then: the gold frame was explained only in the rules (a helper's
// play-test).
func TestAreaFrameIsExplained(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	shown := func() bool { return !m.State().(*downunder.State).Area().Empty }
	a := duStart(t, m, &ui.Script{})
	said := func() string {
		var msg string
		scenetest.OnLoop(func() { msg = duScene(a).Msg })
		return msg
	}
	for k := 0; k < 20 && !shown(); k++ {
		if said() == frameWords {
			t.Fatalf("after %d moves the frame is explained before it shows", k)
		}
		scenetest.OnLoop(func() { duGreedy(t, m, 1) })
		scenetest.RunTicks(a, 1)
	}
	if !shown() {
		t.Fatal("no card was laid in 20 moves")
	}
	scenetest.RunTicks(a, 30) // the view glides out to show the frame
	if got := said(); got != frameWords {
		t.Fatalf("when the frame first shows, the message is %q", got)
	}
	// Once: another move later, it is not said again.
	scenetest.OnLoop(func() { duScene(a).Msg = "" })
	scenetest.OnLoop(func() { duGreedy(t, m, 1) })
	scenetest.RunTicks(a, 2)
	if got := said(); got == frameWords {
		t.Error("the frame is explained again a move later")
	}
}

// Early in a game, while the area may still lie either way round, the
// frame is a bold gold line all round the cells a card can reach, and the
// cells beyond it are darker, and on a desktop it shows whole: it was a
// thin, faint line, cut off by a view of the area's size round the cards,
// that read as ticks at the view's corners (issue 42, item 4).
func TestAreaFrameIsBoldEarly(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	duGreedy(t, m, 6)
	if ar := m.State().(*downunder.State).Area(); ar.Empty || ar.FixedX || ar.FixedY {
		t.Fatalf("want an area laid out but not yet fixed, got %+v", ar)
	}
	a := duStart(t, m, &ui.Script{})
	img := scenetest.Screenshot(a)
	var lay duLayout
	scenetest.OnLoop(func() { lay = duScene(a).lay })
	gold := sprites.DUBorderColour
	isGold := func(x, y float32) bool {
		c := img.RGBAAt(int(x), int(y))
		return absDiff(c.R, gold.R) < 12 && absDiff(c.G, gold.G) < 12 && absDiff(c.B, gold.B) < 12
	}
	C := float32(lay.cell)
	edges, outside := 0, 0
	for y := lay.y0; y <= lay.y1; y++ {
		for x := lay.x0; x <= lay.x1; x++ {
			cx, cy := lay.ox+float32(x)*C, lay.oy+float32(y)*C
			if lay.outside(x, y) {
				outside++
				in, out := img.RGBAAt(int(cx+C/2), int(cy+C/2)), duAreaCell
				if int(in.R)+int(in.G)+int(in.B)+60 > int(out.R)+int(out.G)+int(out.B) {
					t.Errorf("cell %d,%d beyond the area is %v, not clearly darker than the area's %v", x, y, in, out)
				}
				continue
			}
			if !lay.reachable(x+1, y) {
				// The right edge: gold across three pixels, at the
				// middle of the cell's side.
				edges++
				for d := float32(-1); d <= 1; d++ {
					if !isGold(cx+C+d, cy+C/2) {
						t.Errorf("cell %d,%d's right edge at %+.0f is %v, not the gold frame", x, y, d, img.RGBAAt(int(cx+C+d), int(cy+C/2)))
					}
				}
			}
		}
	}
	// On a desktop the view holds every cell a card can still reach: the
	// frame is whole, not cut off at the view's edges.
	for x := lay.x0 - 1; x <= lay.x1+1; x++ {
		for y := lay.y0 - 1; y <= lay.y1+1; y++ {
			in := x >= lay.x0 && x <= lay.x1 && y >= lay.y0 && y <= lay.y1
			if !in && lay.reachable(x, y) {
				t.Errorf("cell %d,%d, beyond the view %d..%d × %d..%d, is in the area: the frame is cut off", x, y, lay.x0, lay.x1, lay.y0, lay.y1)
			}
		}
	}
	if edges == 0 || outside == 0 {
		t.Fatalf("the view shows %d edges of the area and %d cells beyond it: the test wants both", edges, outside)
	}
	scenetest.Golden(t, "downunder-frame-early", img)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A move that lands while the view glides to a new one (a computer's card,
// just after the first) lets the glide go on to its end: the view half-way
// was kept, frozen, its cells cut off at the board's edges and the frame's
// top and bottom out of sight (a helper's play-test).
func TestViewGlidesOnWhenAMoveLands(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	a := duStart(t, m, &ui.Script{})
	scenetest.OnLoop(func() { duGreedy(t, m, 1) })
	scenetest.RunTicks(a, 1)
	var gliding bool
	scenetest.OnLoop(func() { gliding = !duScene(a).Still() })
	if !gliding {
		t.Fatal("the first card does not move the view: the test wants a glide")
	}
	scenetest.RunTicks(a, 4) // half-way
	scenetest.OnLoop(func() { duGreedy(t, m, 1) })
	scenetest.RunTicks(a, 60)
	var l duLayout
	var b ui.Rect
	var still bool
	scenetest.OnLoop(func() { s := duScene(a); l, b, still = s.lay, s.g.board, s.Still() })
	if !still {
		t.Fatal("the view is still gliding a second later")
	}
	C := float32(l.cell)
	if l.ox+float32(l.x0)*C < b.X || l.ox+float32(l.x1+1)*C > b.Right() || l.oy+float32(l.y0)*C < b.Y || l.oy+float32(l.y1+1)*C > b.Bottom() {
		t.Errorf("the view's cells %d..%d × %d..%d at %d units run off the board %+v", l.x0, l.x1, l.y0, l.y1, l.cell, b)
	}
	for x := l.x0 - 1; x <= l.x1+1; x++ {
		for y := l.y0 - 1; y <= l.y1+1; y++ {
			if in := x >= l.x0 && x <= l.x1 && y >= l.y0 && y <= l.y1; !in && l.reachable(x, y) {
				t.Fatalf("cell %d,%d, beyond the view, is in the area: the frame is cut off", x, y)
			}
		}
	}
}

// Whenever the view rests, or waits for the pointer to leave the board
// before it glides, the table fits the board: a glide cut short by a new
// one waited, while the pointer was on the board, on its picture half-way,
// which holds the cells of both ends and runs off the board's edges (on a
// phone a finger's last tap stays on the board; seen on a 360×640 page).
// Moves land every few ticks, the pointer on the board for two of three.
func TestViewAtRestFitsTheBoard(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		seed  uint64
		seats []string
	}{{360, 640, 5, []string{"human", "human"}}, {390, 844, 17, []string{"human", "human"}}} {
		m := scenetest.Match(t, "downunder", c.seed, "", c.seats...)
		script := &ui.Script{}
		a := duStart(t, m, script)
		scenetest.Resize(t, a, c.w, c.h)
		scenetest.RunTicks(a, 2)
		var b ui.Rect
		scenetest.OnLoop(func() { b = duScene(a).g.board })
		for k := 0; k < 40 && m.State().ToMove() >= 0; k++ {
			p := ui.ScriptStep{X: int(b.CX()), Y: int(b.CY())}
			if k%3 == 0 {
				p = ui.ScriptStep{X: 5, Y: c.h - 5} // off the board
			}
			duDo(a, script, p, 1)
			scenetest.OnLoop(func() { duGreedy(t, m, 1) })
			for i := 0; i < 3+(int(c.seed)+k)%6; i++ {
				scenetest.RunTicks(a, 1)
				var l duLayout
				var gliding bool
				scenetest.OnLoop(func() { s := duScene(a); l, gliding = s.lay, s.viewT > 0 || s.Zoomed() })
				if gliding {
					continue
				}
				C := float32(l.cell)
				if l.oy+float32(l.y0)*C < b.Y-0.5 || l.oy+float32(l.y1+1)*C > b.Bottom()+0.5 || l.ox+float32(l.x0)*C < b.X-0.5 || l.ox+float32(l.x1+1)*C > b.Right()+0.5 {
					t.Fatalf("%dx%d, move %d: at rest, cells %d..%d × %d..%d at %d run off the board", c.w, c.h, k, l.x0, l.x1, l.y0, l.y1, l.cell)
				}
			}
		}
	}
}

// The view glides on the clock, as the moves' animations do: on a page of
// 5 updates a second it arrives within three updates, where counted in
// updates it took fourteen (about three seconds), the table cut off at the
// board's edges half-way (seen on a phone page at 3× density).
func TestViewGlidesOnTheClock(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	a := scenetest.SlowApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) }, plays, 12)
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { duGreedy(t, m, 1) })
	scenetest.RunTicks(a, 1)
	var still bool
	scenetest.OnLoop(func() { still = duScene(a).Still() })
	if still {
		t.Fatal("the first card does not move the view: the test wants a glide")
	}
	scenetest.RunTicks(a, 3) // 36 sixtieths of a second: past the glide's 14
	scenetest.OnLoop(func() { still = duScene(a).Still() })
	if !still {
		t.Error("three updates of a fifth of a second later the view is still gliding")
	}
}
