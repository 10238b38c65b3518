//go:build js

// Package empty is the smallest Ebitengine program that draws a frame in
// the browser (wasm/emptygame runs it; wasm/linkedgame runs it with the
// whole game linked in and never run): it fills the screen once a frame
// and, after its first frame, publishes a status and the same start-up
// marks as the game's page (index.html). With "?rest" in its address it
// rests instead — it keeps its screen and draws it once.
package empty

import (
	"image/color"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ shown, rest bool }

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	if g.rest && g.shown {
		return
	}
	screen.Fill(color.RGBA{0x20, 0x30, 0x3f, 0xff})
	if !g.shown {
		g.shown = true
		mark("firstFrame")
		js.Global().Set("outbackStatus", "scene=empty")
	}
}

func (g *game) Layout(w, h int) (int, int) { return 1280, 800 }

// mark notes a start-up phase's end in the page's outbackTimes.
func mark(phase string) {
	if t := js.Global().Get("outbackTimes"); t.Truthy() {
		t.Set(phase, js.Global().Get("performance").Call("now"))
	}
}

// Run runs the program; it never returns.
func Run() {
	mark("started")
	rest := strings.Contains(js.Global().Get("location").Get("search").String(), "rest")
	ebiten.SetScreenClearedEveryFrame(!rest)
	if err := ebiten.RunGame(&game{rest: rest}); err != nil {
		js.Global().Get("console").Call("error", err.Error())
	}
	select {}
}
