// Package scenes is the client: the ebiten.Game, the scene manager with its
// transitions, the input snapshot, and every screen (title, new game, the
// play screens, the end of a game).
//
// Input is read once per tick into an Input snapshot that scenes consume;
// tests replace the live source with a Script, so a test can click a square
// on tick 30 and compare the screen with a golden image.
//
// There is one play screen: Play (play.go) runs the game through an
// internal/session.Session and holds the one Update skeleton, the turn
// banner and seat rows (panel.go), the keyboard focus (focus.go), the move
// log, the end panel and the replay viewer's hold. Each game's screen is a
// package of its own with the same files — scenes/billabong,
// scenes/downunder, scenes/crossing: screen.go (the Screen, its Part
// hooks, the banner's words), input.go (the person's clicks), keys.go
// (the keyboard), draw.go, loghover.go (marking a logged move), and the
// ebiten-free steps/ (what a move's events look like as animation steps,
// played by a tween.Sequence). A game's screen embeds *Play and gives it
// its Part. This package never imports them: the program (scenes/launch)
// hands the App their table (Options.Plays).
package scenes
