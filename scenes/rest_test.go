//go:build !js

package scenes_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
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
		start func(a *scenes.App) ui.Scene
	}{
		{"title", nil},
		{"billabong", quick(t, "billabong", "human,human")},
		{"crossing", quick(t, "crossing", "human,human")},
		{"downunder", quick(t, "downunder", "human,human")},
	} {
		t.Run(c.name, func(t *testing.T) {
			script := &ui.Script{}
			a := newTestApp(script, c.start)
			var screen *ebiten.Image
			scenetest.OnLoop(func() { screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH) })
			runFrames(a, screen, 400) // the start, its deals and fade, the settling
			if n := runFrames(a, screen, 600); n > 2 {
				t.Errorf("%d of 600 frames drawn at rest, want at most 2", n)
			}
			// Input draws at once.
			var tick int
			scenetest.OnLoop(func() { tick = a.Tick() })
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, X: 600, Y: 400})
			if n := runFrames(a, screen, 2); n < 1 {
				t.Error("a pointer move was not drawn")
			}
			runFrames(a, screen, 300)
			// What rests on screen is what a fresh drawing shows.
			kept, fresh := image.NewRGBA(image.Rect(0, 0, ui.ScreenW, ui.ScreenH)), scenetest.Screenshot(a)
			scenetest.OnLoop(func() { screen.ReadPixels(kept.Pix) })
			if d := differing(kept, fresh); d > 0 {
				t.Errorf("the picture kept on screen differs from a fresh one in %d pixels", d)
			}
		})
	}
}

// The window is told when the picture settles, so that it can sleep
// until input (scenes/launch/rest_other.go), and at once when input
// comes, so that it runs at the display's rate again; a computer
// thinking never lets it settle.
func TestTheWindowIsToldWhenThePictureRests(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, quick(t, "billabong", "human,human"))
	var told []bool
	scenes.SetOnRest(a, func(resting bool) { told = append(told, resting) })
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH) })
	runFrames(a, screen, 400)
	if len(told) != 1 || !told[0] {
		t.Fatalf("after the start settled the window was told %v, want [true]", told)
	}
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick, X: 600, Y: 400})
	runFrames(a, screen, 1)
	if len(told) != 2 || told[1] {
		t.Fatalf("after a pointer move the window was told %v, want [true false]", told)
	}
	runFrames(a, screen, 400)
	if len(told) != 3 || !told[2] {
		t.Fatalf("after the move settled the window was told %v, want [true false true]", told)
	}

	told = nil
	b := newTestApp(nil, quick(t, "crossing", "hard,hard"))
	scenes.SetOnRest(b, func(resting bool) { told = append(told, resting) })
	runFrames(b, screen, 400)
	for _, r := range told {
		if r {
			t.Fatalf("while the computer played the window was told %v", told)
		}
	}
}

// While the computer thinks, every frame is drawn ("thinking…" moves).
func TestThinkingIsDrawn(t *testing.T) {
	a := newTestApp(nil, quick(t, "crossing", "hard,hard"))
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH) })
	runFrames(a, screen, 60)
	if n := runFrames(a, screen, 60); n < 55 {
		t.Errorf("%d of 60 frames drawn while the computer plays", n)
	}
}

// quick opens a new game of game with seats, as -game and -seats do.
func quick(t *testing.T, game, seats string) func(a *scenes.App) ui.Scene {
	start, err := scenes.QuickStart{Game: game, Seats: seats, Seed: 3}.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	return start
}

// differing counts the pixels that differ between two pictures.
// A level or two either way is the rounding of blending the same shapes
// into another image, not a different picture.
func differing(a, b *image.RGBA) int {
	off := func(x, y uint8) bool { return int(x) > int(y)+2 || int(y) > int(x)+2 }
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if off(a.Pix[i], b.Pix[i]) || off(a.Pix[i+1], b.Pix[i+1]) || off(a.Pix[i+2], b.Pix[i+2]) {
			n++
		}
	}
	return n
}

// The layout metrics are measured from the screen as drawn, at the size
// it is laid out for: a Billabong board's squares are 46 units on the
// desktop, and on a phone the screen is laid out anew, a unit a CSS pixel,
// with squares, text and buttons a hand can use.
func TestLayoutMetrics(t *testing.T) {
	a := newTestApp(nil, quick(t, "billabong", "human,human"))
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH) })
	runFrames(a, screen, 30)
	var desk scenes.LayoutMetrics
	scenetest.OnLoop(func() { desk = a.LayoutMetrics(1280, 800) })
	if desk.MinCellPx != 46 || desk.MinTextPx < 12 || desk.MinTextPx > 16 || desk.MinTargetPx != 44 {
		t.Errorf("at 1280×800: %+v", desk)
	}
	if p := scenetest.LayoutProblems(a, 390, 844, true); len(p) > 0 {
		t.Errorf("at 390×844: %v", p)
	}
	var phone scenes.LayoutMetrics
	scenetest.OnLoop(func() { phone = a.LayoutMetrics(390, 844) })
	if phone.MinCellPx < 22 || phone.MinCellPx > 23 || phone.MinTextPx < 12 || phone.MinTargetPx < 44 {
		t.Errorf("at 390×844: %+v", phone)
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
	// The title has no board.
	b := newTestApp(nil, nil)
	runFrames(b, screen, 30)
	scenetest.OnLoop(func() { desk = b.LayoutMetrics(1280, 800) })
	if desk.MinCellPx != 0 || desk.MinTargetPx < 44 {
		t.Errorf("the title at 1280×800: %+v", desk)
	}
}

// What can wait is not in the first frame: the title's first frame has
// the night sky alone (its words and buttons on it), and the scenery —
// stars, hills, kangaroos, the red earth — fades in over the next frames;
// the title rests once it is all there.
func TestTitleSceneryComesAfterTheFirstFrame(t *testing.T) {
	var undo func()
	scenetest.OnLoop(func() { undo = scenes.ForgetFrames() })
	defer undo()
	a := newTestApp(&ui.Script{}, nil)
	var screen *ebiten.Image
	scenetest.OnLoop(func() { screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH) })
	corner := func() color.RGBA { // the earth's corner, under no button
		var c color.RGBA
		scenetest.OnLoop(func() { c = screen.At(4, ui.ScreenH-4).(color.RGBA) })
		return c
	}
	sky, earth := sprites.Sky, color.RGBA{0x8a, 0x3b, 0x12, 0xff}
	runFrames(a, screen, 1)
	if c := corner(); c != sky {
		t.Errorf("first frame: the corner is %v, want the sky %v alone", c, sky)
	}
	runFrames(a, screen, 2)
	if c := corner(); c == sky || c == earth {
		t.Errorf("third frame: the corner is %v, want the earth fading in", c)
	}
	runFrames(a, screen, 20)
	if c := corner(); c != earth {
		t.Errorf("after the fade: the corner is %v, want the earth %v", c, earth)
	}
	runFrames(a, screen, 400)
	if n := runFrames(a, screen, 600); n > 2 {
		t.Errorf("%d of 600 frames drawn at rest after the fade, want at most 2", n)
	}
}
