package scenes

import (
	"image/color"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// Title is the first screen.
type Title struct {
	app     *App
	newBtn  Button
	quitBtn Button
	bg      *ebiten.Image
}

// NewTitle makes the title screen.
func NewTitle(a *App) *Title {
	t := &Title{app: a}
	t.newBtn = Button{Label: "New game", X: ScreenW/2 - 130, Y: 420, W: 260, H: 56, Primary: true}
	t.quitBtn = Button{Label: "Quit", X: ScreenW/2 - 130, Y: 492, W: 260, H: 48, Disabled: runtime.GOOS == "js"}
	return t
}

// Name implements Named.
func (t *Title) Name() string { return "title" }

// Update implements Scene.
func (t *Title) Update(in *Input) {
	switch {
	case t.newBtn.Clicked(in), in.Key(ebiten.KeyEnter), in.Key(ebiten.KeyN):
		t.app.Switch(NewNewGame(t.app, ""))
	case t.quitBtn.Clicked(in), in.Key(ebiten.KeyQ) && runtime.GOOS != "js":
		t.app.quit = true
	}
}

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image) {
	if t.bg == nil {
		t.bg = ebiten.NewImage(ScreenW, ScreenH)
		drawOutbackNight(t.bg)
	}
	dst.DrawImage(t.bg, nil)
	sprites.Text(dst, "OUTBACK", 96, true, ScreenW/2+3, 183, color.RGBA{0, 0, 0, 120}, sprites.Center)
	sprites.Text(dst, "OUTBACK", 96, true, ScreenW/2, 180, sprites.Paper, sprites.Center)
	sprites.Text(dst, "Billabong  ·  Down Under  ·  Outback Crossing", 26, false, ScreenW/2, 262, sprites.SandA, sprites.Center)
	sprites.Text(dst, "three games from the Australian bush", 20, false, ScreenW/2, 300, color.RGBA{0xc8, 0xb8, 0x98, 0xff}, sprites.Center)
	t.newBtn.Draw(dst)
	if runtime.GOOS != "js" {
		t.quitBtn.Draw(dst)
	}
}

// drawOutbackNight paints the title backdrop: a night sky with stars (at
// fixed places: the picture is the same every time), red earth, and a mob
// of kangaroos on the horizon.
func drawOutbackNight(dst *ebiten.Image) {
	dst.Fill(sprites.Sky)
	seed := uint32(12345)
	for i := 0; i < 140; i++ {
		seed = seed*1664525 + 1013904223
		x := float32(seed % ScreenW)
		seed = seed*1664525 + 1013904223
		y := float32(seed % (ScreenH - 200))
		seed = seed*1664525 + 1013904223
		r := 0.6 + float32(seed%100)/90
		sprites.Disc(dst, x, y, r, color.RGBA{0xff, 0xf6, 0xe0, uint8(120 + seed%120)})
	}
	sprites.Disc(dst, 1090, 120, 46, color.RGBA{0xfb, 0xf1, 0xd6, 0xff})
	sprites.Disc(dst, 1072, 110, 42, sprites.Sky)
	horizon := float32(ScreenH - 170)
	sprites.Ellipse(dst, 300, horizon+10, 420, 60, color.RGBA{0x6e, 0x2c, 0x0c, 0xff})
	sprites.Ellipse(dst, 1050, horizon+20, 360, 80, color.RGBA{0x7a, 0x33, 0x10, 0xff})
	sprites.Rect(dst, 0, horizon, ScreenW, ScreenH-horizon, color.RGBA{0x8a, 0x3b, 0x12, 0xff})
	sprites.Rect(dst, 0, horizon, ScreenW, 4, color.RGBA{0xc8, 0x64, 0x1e, 0xff})
	for i, k := range [][3]float32{{180, 0, 70}, {260, 8, 50}, {1000, 4, 64}, {1080, 10, 44}, {640, 2, 40}} {
		sprites.Kangaroo(dst, k[0], horizon-k[2]*0.36+k[1], k[2], i%2 == 1, 1, color.RGBA{0x1c, 0x10, 0x08, 0xff})
	}
	// A billabong on the plain.
	sprites.Ellipse(dst, 640, ScreenH-70, 220, 34, sprites.WaterDeep)
	sprites.Ellipse(dst, 640, ScreenH-72, 204, 28, sprites.Water)
}
