package downunder

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// viewerOn opens the replay viewer on a greedy game of Down Under and
// returns the play screen it drives.
func viewerOn(t *testing.T, script *ui.Script) (*scenes.App, **Screen, *rules.Record) {
	m := duMatch(t, "", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(2), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	a, s := viewerOf(t, script, rec, 0)
	return a, s, rec
}

// viewerOf opens the replay viewer on rec, at move at (0: its start), and
// returns the play screen it drives.
func viewerOf(t *testing.T, script *ui.Script, rec *rules.Record, at int) (*scenes.App, **Screen) {
	var s *Screen
	plays := []scenes.PlayScreen{{Game: "downunder", Open: func(a *scenes.App, m *rules.Match) ui.Scene {
		s = New(a, m)
		return s
	}}}
	a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			t.Fatal(err)
		}
		if at > 0 {
			v.SeekTo(at)
		}
		return v
	}, plays)
	return a, &s
}

// In a replay the hand stands whole above the viewer's bar, no Pass button
// shows, and at the end the results come up: B shows the board, and B again
// the results.
func TestDownUnderReplayHandAndEnd(t *testing.T) {
	script := &ui.Script{}
	a, sp, _ := viewerOn(t, script)
	scenetest.RunTicks(a, 3)
	var bottom int
	scenetest.OnLoop(func() {
		for _, tl := range (*sp).tiles {
			bottom = max(bottom, tl.y+tl.sz+6)
		}
	})
	if bar := int((*sp).Lay.Bar.Y); bottom == 0 || bottom > bar {
		t.Errorf("the hand's cards reach y=%d, under the viewer's bar at %d", bottom, bar)
	}
	scenetest.Press(a, script, 3, ebiten.KeyEnd)
	scenetest.RunTicks(a, 2)
	img := scenetest.Screenshot(a)
	var pass ui.Button
	scenetest.OnLoop(func() { pass = (*sp).passBtn })
	if !plain(img, image.Rect(pass.X, pass.Y, pass.X+pass.W, pass.Y+pass.H)) {
		t.Error("a Pass button shows in the replay")
	}
	results := img
	var shown bool
	scenetest.Press(a, script, 2, ebiten.KeyB)
	scenetest.OnLoop(func() { shown = (*sp).EndAside() })
	board := scenetest.Screenshot(a)
	// The results stand over the board; B takes them off it.
	var onBoard image.Rectangle
	scenetest.OnLoop(func() {
		b := (*sp).g.board
		onBoard = image.Rect(int(b.X), int(b.Y), int(b.Right()), int(b.Bottom()))
	})
	if n := differ(results, board, onBoard); !shown || n < 100000 {
		t.Errorf("B at the end of the replay: board shown %v, %d pixels of the board changed (want the end panel's many)", shown, n)
	}
	scenetest.Press(a, script, 2, ebiten.KeyB)
	if back := scenetest.Screenshot(a); differ(results, back, onBoard) > 5000 {
		t.Error("B again did not bring the results back")
	}
}

// plain reports whether every pixel of r is the same colour.
func plain(img *image.RGBA, r image.Rectangle) bool {
	c := img.RGBAAt(r.Min.X, r.Min.Y)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.RGBAAt(x, y) != c {
				return false
			}
		}
	}
	return true
}

// differ counts the pixels of r that differ between two screenshots.
func differ(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}

// A replay on a phone shows the table at cells a player reads where the
// whole of it would be smaller (four players half way: about 15 units
// held sideways): zoomed to readable cells, centred on the cards, the
// last move in view, and so as the moves are stepped; Fit fits the whole
// table, and then the view stays the player's. Where the whole table
// reads (a desktop) it stays fitted.
func TestDownUnderReplayReadableOnAPhone(t *testing.T) {
	m := scenetest.Match(t, "downunder", 7, "", "human", "human", "human", "human")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(4), 5000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("the greedy game did not end: %v", err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []scenetest.Size{scenetest.Sizes[1], scenetest.Sizes[0], scenetest.Sizes[3]} { // held sideways, upright, a desktop
		t.Run(size.Name, func(t *testing.T) {
			script := &ui.Script{}
			a, sp := viewerOf(t, script, rec, len(rec.Moves)/2)
			scenetest.Resize(t, a, size.W, size.H)
			scenetest.RunTicks(a, 3)
			// view is the cell shown and fitted, whether the last move's
			// cell is wholly on the board, and how far the cards' middle
			// is from the board's (in cells).
			view := func() (cell, fit int, lastIn bool, off float64) {
				scenetest.OnLoop(func() {
					b := (*sp).g.board
					cell, fit = (*sp).lay.cell, (*sp).fit.cell
					h := (*sp).Match.History()
					if x, y, ok := downunder.MoveCell(h[len(h)-1].Move); ok {
						px, py := (*sp).cellXY(x, y)
						c := float32(cell)
						lastIn = px >= b.X && py >= b.Y && px+c <= b.Right() && py+c <= b.Bottom()
					}
					x0, y0, x1, y1 := (*sp).cells[0].x, (*sp).cells[0].y, (*sp).cells[0].x, (*sp).cells[0].y
					for _, c := range (*sp).cells {
						x0, y0, x1, y1 = min(x0, c.x), min(y0, c.y), max(x1, c.x), max(y1, c.y)
					}
					ax, ay := (*sp).cellXY(x0, y0)
					bx, by := (*sp).cellXY(x1+1, y1+1)
					off = math.Hypot(float64((ax+bx)/2)-b.CX(), float64((ay+by)/2)-b.CY()) / float64(cell)
				})
				return
			}
			cell, fit, lastIn, off := view()
			if size.Name == "desk" {
				if fit < scenetest.MinCellPx || cell != fit {
					t.Errorf("on a desktop the replay shows cells of %d, fitted %d: want the whole table", cell, fit)
				}
				return
			}
			if fit >= scenetest.MinCellPx {
				t.Fatalf("the whole table has cells of %d at %s: no need to zoom", fit, size.Name)
			}
			if cell < scenetest.MinCellPx || !lastIn {
				t.Errorf("the replay starts at cells of %d (fitted %d), the last move in view %v", cell, fit, lastIn)
			}
			if off > 3 {
				t.Errorf("the cards' middle is %.1f cells from the board's: want the view on them", off)
			}
			for k := 0; k < 6; k++ {
				scenetest.Press(a, script, 2, ebiten.KeyRight)
				scenetest.RunTicks(a, 60) // the move lands
				if cell, _, lastIn, _ := view(); cell < scenetest.MinCellPx || !lastIn {
					t.Fatalf("after %d steps: cells of %d, the last move in view %v", k+1, cell, lastIn)
				}
			}
			// (The start is FitPlayScreen's golden, fit-downunder-replay-….)
			scenetest.Golden(t, "downunder-replay-stepped-"+size.Name, scenetest.Screenshot(a))
			// Fit fits the whole table, and the next moves leave it so.
			var fb ui.Button
			var zoomed bool
			scenetest.OnLoop(func() { fb, zoomed = (*sp).fitBtn, (*sp).Zoomed() })
			if !zoomed {
				t.Fatal("no Fit button on the zoomed table")
			}
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, Touch: true, Click: true, X: fb.X + fb.W/2, Y: fb.Y + fb.H/2})
			scenetest.RunTicks(a, 3)
			if cell, fit, _, _ := view(); cell != fit {
				t.Errorf("Fit left cells of %d, fitted %d", cell, fit)
			}
			scenetest.Press(a, script, 2, ebiten.KeyRight)
			scenetest.RunTicks(a, 60)
			if cell, fit, _, _ := view(); cell != fit {
				t.Errorf("after Fit a step zoomed the table again: cells of %d, fitted %d", cell, fit)
			}
		})
	}
}
