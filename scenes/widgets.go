package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// Button is a clickable labelled box.
type Button struct {
	Label      string
	X, Y, W, H int
	Disabled   bool
	// Primary buttons are filled with the accent colour.
	Primary bool
	// On marks a toggle that is selected.
	On    bool
	hover bool
}

// Contains reports whether (x, y) is on the button.
func (b *Button) Contains(x, y int) bool {
	return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H
}

// Clicked updates hover and reports a click on an enabled button.
func (b *Button) Clicked(in *Input) bool {
	b.hover = !in.Touch && b.Contains(in.X, in.Y)
	return !b.Disabled && in.Pressed && b.Contains(in.X, in.Y)
}

// Draw draws the button.
func (b *Button) Draw(dst *ebiten.Image) {
	sprites.NoteTap(b.Label, float64(b.X), float64(b.Y), float64(b.W), float64(b.H), !b.Disabled)
	x, y, w, h := float32(b.X), float32(b.Y), float32(b.W), float32(b.H)
	bg, fg, edge := sprites.Paper, sprites.Ink, sprites.InkSoft
	switch {
	case b.Disabled:
		bg, fg, edge = sprites.PaperDark, color.RGBA{0xa0, 0x90, 0x80, 0xff}, color.RGBA{0xc0, 0xb0, 0x98, 0xff}
	case b.Primary || b.On:
		bg, fg, edge = sprites.Ochre, sprites.White, sprites.Ink
	}
	if b.hover && !b.Disabled {
		sprites.RoundRect(dst, x-2, y-2, w+4, h+4, 10, sprites.Highlight)
	}
	sprites.RoundRect(dst, x, y+3, w, h, 8, color.RGBA{0, 0, 0, 50})
	sprites.RoundRect(dst, x, y, w, h, 8, bg)
	sprites.RoundRectLine(dst, x, y, w, h, 8, 1.5, edge)
	size := 20
	if h < 40 {
		size = 17
	}
	sprites.Text(dst, b.Label, size, true, float64(x+w/2), float64(y+h/2), fg, sprites.Center)
}

// Panel draws a paper panel.
func Panel(dst *ebiten.Image, x, y, w, h float32) {
	sprites.RoundRect(dst, x, y+4, w, h, 14, color.RGBA{0, 0, 0, 60})
	sprites.RoundRect(dst, x, y, w, h, 14, sprites.Paper)
	sprites.RoundRectLine(dst, x, y, w, h, 14, 2, sprites.PaperDark)
}

// backdrop fills the screen with the outback night sky and a red horizon.
func backdrop(dst *ebiten.Image) {
	dst.Fill(sprites.Sky)
	sprites.Rect(dst, 0, ScreenH-180, ScreenW, 180, color.RGBA{0x8a, 0x3b, 0x12, 0xff})
	sprites.Rect(dst, 0, ScreenH-180, ScreenW, 6, color.RGBA{0xc8, 0x64, 0x1e, 0xff})
	sprites.Ellipse(dst, 1040, ScreenH-180, 180, 60, color.RGBA{0x6e, 0x2c, 0x0c, 0xff})
	sprites.Rect(dst, 0, ScreenH-180, ScreenW, 180, color.RGBA{0x8a, 0x3b, 0x12, 0x00})
}
