package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// The night backdrop of the title and the join screens, and the count of
// frames the program has painted, by which it is put off until after the
// first frame.

// FramesDrawn counts the frames the program has painted: what can wait
// stays out of the first one (drawNight).
var FramesDrawn int

// FrameDrawn counts a frame painted (the App, after each Draw).
func FrameDrawn() { FramesDrawn++ }

// ResetFrames makes the program's next frame its first again, with no
// backdrop painted yet (tests).
func ResetFrames() {
	FramesDrawn = 0
	if nightBackdrop != nil {
		nightBackdrop.Deallocate()
	}
	nightBackdrop, nightFade, nightLater = nil, -1, false
}

// nightBackdrop is the title's backdrop, painted once for each size of
// screen (its stars and hills are many shapes rasterised on the CPU:
// painting them each frame would cost a core).
var (
	nightBackdrop          *ebiten.Image
	nightW, nightH, nightK = 0, 0, 0.0
	// nightFade is the frame (framesDrawn) the backdrop began to fade in
	// (-1: not fading); nightLater is set while it waits for the second
	// frame.
	nightFade  = -1
	nightLater bool
)

// FirstFrameFirst puts off what can wait until after the program's first
// frame: the title's backdrop (drawNight) and the first autosave
// (saveGame). The program sets it; screen tests, which look at early
// frames, leave it off.
var FirstFrameFirst bool

// nightFadeFrames is how long the backdrop takes to fade in when it came
// after the first frame.
const nightFadeFrames = 12

// drawNight draws the night backdrop (title, join screens) over the whole
// screen.
//
// The first frame the program draws has the sky alone, and the stars,
// hills and kangaroos fade in over the next frames: painting them is most
// of the title's first frame (and of a phone's that opened a join link),
// they are scenery, and the words and buttons on them are what a player
// waits for.
func DrawNight(dst *ebiten.Image) {
	if nightBackdrop == nil || nightW != ViewW || nightH != ViewH || nightK != sprites.Scale() {
		if FramesDrawn == 0 && FirstFrameFirst {
			dst.Fill(sprites.Sky)
			nightLater = true
			return
		}
		if nightBackdrop != nil {
			nightBackdrop.Deallocate()
		}
		nightW, nightH, nightK = ViewW, ViewH, sprites.Scale()
		nightBackdrop = sprites.NewCanvas(ViewW, ViewH)
		drawOutbackNight(nightBackdrop, float32(ViewW), float32(ViewH))
		if nightLater {
			nightLater, nightFade = false, FramesDrawn
		}
	}
	var op ebiten.DrawImageOptions
	if alpha, fading := nightFading(); fading {
		dst.Fill(sprites.Sky)
		op.ColorScale.ScaleAlpha(alpha)
	}
	sprites.DrawImage(dst, nightBackdrop, &op)
}

// nightFading is how far the backdrop has faded in, while it does. By
// frames of the program, not of this backdrop: a screen left and come
// back to finds it faded in.
func nightFading() (alpha float32, fading bool) {
	f := FramesDrawn - nightFade + 1
	return float32(f) / nightFadeFrames, nightFade >= 0 && f < nightFadeFrames
}

// NightToCome reports whether the backdrop is still to be painted or is
// fading in: the screen does not rest until it is all there.
func NightToCome() bool {
	_, fading := nightFading()
	return nightLater || fading
}

// drawOutbackNight paints the title backdrop on a w×h screen: a night sky
// with stars (at fixed places: the picture is the same every time), red
// earth, and a mob of kangaroos on the horizon. The scene spreads with the
// screen's width; its earth keeps its height.
func drawOutbackNight(dst *ebiten.Image, w, h float32) {
	dst.Fill(sprites.Sky)
	fx := w / ScreenW // the desktop picture's x, stretched
	seed := uint32(12345)
	stars := max(60, int(140*w*h/(ScreenW*ScreenH)))
	for i := 0; i < stars; i++ {
		seed = seed*1664525 + 1013904223
		x := float32(seed % uint32(w))
		seed = seed*1664525 + 1013904223
		y := float32(seed % uint32(max(40, h-200)))
		seed = seed*1664525 + 1013904223
		r := 0.6 + float32(seed%100)/90
		sprites.Disc(dst, x, y, r, color.RGBA{0xff, 0xf6, 0xe0, uint8(120 + seed%120)})
	}
	mx := w - min(190, w*0.16)
	earth := min(170, h*0.22)
	if h < 560 {
		// A low screen (a phone held sideways): the moon at the top left,
		// over the title (the buttons reach the top right corner), and a
		// narrow strip of earth.
		mx, earth = 80, h*0.16
	}
	sprites.Disc(dst, mx, min(120, h*0.16), 46, color.RGBA{0xfb, 0xf1, 0xd6, 0xff})
	sprites.Disc(dst, mx-18, min(120, h*0.16)-10, 42, sprites.Sky)
	horizon := h - earth
	sprites.Ellipse(dst, 300*fx, horizon+10, 420*fx, 60, color.RGBA{0x6e, 0x2c, 0x0c, 0xff})
	sprites.Ellipse(dst, 1050*fx, horizon+20, 360*fx, 80, color.RGBA{0x7a, 0x33, 0x10, 0xff})
	sprites.Rect(dst, 0, horizon, w, h-horizon, color.RGBA{0x8a, 0x3b, 0x12, 0xff})
	sprites.Rect(dst, 0, horizon, w, 4, color.RGBA{0xc8, 0x64, 0x1e, 0xff})
	for i, k := range [][3]float32{{180, 0, 70}, {260, 8, 50}, {1000, 4, 64}, {1080, 10, 44}, {640, 2, 40}} {
		sprites.Kangaroo(dst, k[0]*fx, horizon-k[2]*0.36+k[1], k[2], i%2 == 1, 1, color.RGBA{0x1c, 0x10, 0x08, 0xff})
	}
	// A billabong on the plain.
	by := h - min(70, (h-horizon)*0.45)
	sprites.Ellipse(dst, w/2, by, min(220, w*0.4), 34, sprites.WaterDeep)
	sprites.Ellipse(dst, w/2, by-2, min(204, w*0.4-16), 28, sprites.Water)
}
