// Package scenes is the client: the ebiten.Game, the scene manager with its
// transitions, the input snapshot, and every screen (title, new game, the
// play screens, the end of a game).
//
// Input is read once per tick into an Input snapshot that scenes consume;
// tests replace the live source with a Script, so a test can click a square
// on tick 30 and compare the screen with a golden image.
package scenes

// The logical screen: everything is laid out for this size and scaled to
// the window.
const (
	ScreenW = 1280
	ScreenH = 800
)
