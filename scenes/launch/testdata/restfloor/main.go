// Command restfloor is the floor the idle benchmark reads the game's
// figures against: the smallest Ebitengine window that rests — it keeps
// its screen between frames and draws it once — so what it costs is what
// any Ebitengine program pays to keep a still window open.
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ drawn bool }

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	if g.drawn {
		return
	}
	g.drawn = true
	screen.Fill(color.RGBA{0x20, 0x30, 0x3f, 0xff})
}

func (g *game) Layout(int, int) (int, int) { return 1280, 800 }

func main() {
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}
