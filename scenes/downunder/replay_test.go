package downunder

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/scenetest"
)

// viewerOn opens the replay viewer on a greedy game of Down Under and
// returns the play screen it drives.
func viewerOn(t *testing.T, script *scenes.Script) (*scenes.App, **Screen, *rules.Record) {
	m := duMatch(t, "", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(2), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	var s *Screen
	plays := []scenes.PlayScreen{{Game: "downunder", Open: func(a *scenes.App, m *rules.Match) scenes.Scene {
		s = New(a, m)
		return s
	}}}
	a := scenetest.NewApp(script, func(a *scenes.App) scenes.Scene {
		v, err := scenes.NewViewer(a, rec)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}, plays)
	return a, &s, rec
}

// In a replay the hand stands whole above the viewer's bar, no Pass button
// shows, and at the end the results come up: B shows the board, and B again
// the results.
func TestDownUnderReplayHandAndEnd(t *testing.T) {
	script := &scenes.Script{}
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
	var pass scenes.Button
	scenetest.OnLoop(func() { pass = (*sp).passBtn })
	if !plain(img, image.Rect(pass.X, pass.Y, pass.X+pass.W, pass.Y+pass.H)) {
		t.Error("a Pass button shows in the replay")
	}
	results := img
	var shown bool
	scenetest.Press(a, script, 2, ebiten.KeyB)
	scenetest.OnLoop(func() { shown = (*sp).showBoard })
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
