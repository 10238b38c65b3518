//go:build !js

package scenes_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
)

// runFrames runs n ticks of the app, each drawn onto the same screen as a
// window's frames are, and returns how many frames were drawn.
func runFrames(a *scenes.App, screen *ebiten.Image, n int) int {
	var before, after int
	scenetest.OnLoop(func() {
		before, _ = scenes.RestCounts(a)
		for i := 0; i < n; i++ {
			a.Update()
			a.Draw(screen)
		}
		after, _ = scenes.RestCounts(a)
	})
	return after - before
}

// A still picture is not drawn again: on the title, a board waiting for a
// person's move and a paused replay, after a short settling time the
// frames are left as they are (but for a heartbeat a second); input draws
// at once; and the picture kept on screen is exactly what drawing it anew
// gives.
func TestStillPicturesRest(t *testing.T) {
	for _, c := range []struct {
		name  string
		start func(a *scenes.App) scenes.Scene
	}{
		{"title", nil},
		{"billabong", quick(t, "billabong", "human,human")},
		{"crossing", quick(t, "crossing", "human,human")},
		{"downunder", quick(t, "downunder", "human,human")},
	} {
		t.Run(c.name, func(t *testing.T) {
			script := &scenes.Script{}
			a := newTestApp(script, c.start)
			var screen *ebiten.Image
			scenetest.OnLoop(func() { screen = ebiten.NewImage(scenes.ScreenW, scenes.ScreenH) })
			runFrames(a, screen, 400) // the start, its deals and fade, the settling
			if n := runFrames(a, screen, 600); n > 2 {
				t.Errorf("%d of 600 frames drawn at rest, want at most 2", n)
			}
			// Input draws at once.
			var tick int
			scenetest.OnLoop(func() { tick = a.Tick() })
			script.Steps = append(script.Steps, scenes.ScriptStep{Tick: tick + 1, X: 600, Y: 400})
			if n := runFrames(a, screen, 2); n < 1 {
				t.Error("a pointer move was not drawn")
			}
			runFrames(a, screen, 300)
			// What rests on screen is what a fresh drawing shows.
			kept, fresh := image.NewRGBA(image.Rect(0, 0, scenes.ScreenW, scenes.ScreenH)), scenetest.Screenshot(a)
			scenetest.OnLoop(func() { screen.ReadPixels(kept.Pix) })
			if d := differing(kept, fresh); d > 0 {
				t.Errorf("the picture kept on screen differs from a fresh one in %d pixels", d)
			}
		})
	}
}

// While the computer thinks, every frame is drawn ("thinking…" moves).
func TestThinkingIsDrawn(t *testing.T) {
	a := newTestApp(nil, quick(t, "crossing", "hard,hard"))
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(scenes.ScreenW, scenes.ScreenH) })
	runFrames(a, screen, 60)
	if n := runFrames(a, screen, 60); n < 55 {
		t.Errorf("%d of 60 frames drawn while the computer plays", n)
	}
}

// quick opens a new game of game with seats, as -game and -seats do.
func quick(t *testing.T, game, seats string) func(a *scenes.App) scenes.Scene {
	start, err := scenes.QuickStart{Game: game, Seats: seats, Seed: 3}.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	return start
}

// differing counts the pixels that differ between two pictures.
func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
			n++
		}
	}
	return n
}

// The layout metrics are measured from the screen as drawn: a Billabong
// board's squares are 44 units, its smallest text and buttons are there,
// and on a phone-sized display everything shrinks by the same factor.
func TestLayoutMetrics(t *testing.T) {
	a := newTestApp(nil, quick(t, "billabong", "human,human"))
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(scenes.ScreenW, scenes.ScreenH) })
	runFrames(a, screen, 30)
	var desk, phone scenes.LayoutMetrics
	scenetest.OnLoop(func() { desk, phone = a.LayoutMetrics(1280, 800), a.LayoutMetrics(390, 844) })
	if desk.MinCellPx != 44 || desk.MinTextPx <= 0 || desk.MinTextPx > 16 || desk.MinTargetPx < 30 || desk.MinTargetPx > 50 {
		t.Errorf("at 1280×800: %+v", desk)
	}
	f := 390.0 / 1280
	if phone.MinCellPx != 44*f || phone.MinTextPx != desk.MinTextPx*f || phone.MinTargetPx != desk.MinTargetPx*f {
		t.Errorf("at 390×844: %+v, want %+v scaled by %v", phone, desk, f)
	}
	// The title has no board.
	b := newTestApp(nil, nil)
	runFrames(b, screen, 30)
	scenetest.OnLoop(func() { desk = b.LayoutMetrics(1280, 800) })
	if desk.MinCellPx != 0 || desk.MinTargetPx != 48 {
		t.Errorf("the title at 1280×800: %+v", desk)
	}
}
