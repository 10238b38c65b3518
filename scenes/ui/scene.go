package ui

import "github.com/hajimehoshi/ebiten/v2"

// Scene is one screen.
type Scene interface {
	// Update consumes one tick of input.
	Update(in *Input)
	// Draw draws the scene; it must not change the scene's state.
	Draw(dst *ebiten.Image)
}

// Named is implemented by scenes that tell tests and the browser page what
// they are ("title", "newgame", "play:billabong", ...).
type Named interface {
	Name() string
}
