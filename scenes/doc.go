// Package scenes is the client: the ebiten.Game, the scene manager with its
// transitions, the input snapshot, and every screen (title, new game, the
// play screens, the end of a game).
//
// Input is read once per tick into an Input snapshot that scenes consume;
// tests replace the live source with a Script, so a test can click a square
// on tick 30 and compare the screen with a golden image.
//
// There is one play screen: playCore (play.go) runs the game through an
// internal/session.Session and holds the one Update skeleton, the turn
// banner and seat rows (panel.go), the keyboard focus (focus.go), the move
// log, the end panel and the replay viewer's hold. Each game's screen
// (billabong.go, downunder*.go, crossing*.go) embeds it and gives it its
// part (gamePart): layout, input, the move being built, drawing. What a
// move's events look like as animation steps is each game's ebiten-free
// package scenes/<game>/steps, played by a tween.Sequence.
package scenes

// The logical screen: everything is laid out for this size and scaled to
// the window.
const (
	ScreenW = 1280
	ScreenH = 800
)
