// Package scenes is the client's top: the App (the ebiten.Game), the scene
// manager with its fades (manager.go), rest (a frame whose picture would
// not change is not drawn, rest.go), the settings' storage (settings.go),
// the autosave (autosave.go) and the LAN game's session (lansession.go),
// hosting a LAN game from the window (host.go), the screens the App opens
// for the screens below it (screens.go), the ways the program starts
// (start.go), and what the browser page and tests read of the screen
// (taps.go, layoutmetrics.go).
//
// The screens live in packages below it, imports pointing one way:
//
//	scenes            the App
//	scenes/menus      title, new game, pause, rules, settings, replace
//	scenes/lan        join by link, the join screen and lobby
//	scenes/replay     the replay viewer, its review, the replays list
//	scenes/billabong, scenes/downunder, scenes/crossing   each game's screen
//	scenes/play       the play screen the games share (Play, Part)
//	scenes/sound      the sound effects
//	scenes/ui         the toolkit: Scene, Input, Rect, widgets, focus, scrolling
//	scenes/lang       the words in other languages
//
// Each package of screens sees the App through an interface of its own
// (play.App, replay.App, lan.App, menus.App: what it asks of the program,
// the way the scenes of Ebitengine's examples/blocks see their manager),
// never its type; the App implements them all. Input is read once per
// tick into a ui.Input snapshot that scenes consume; tests replace the
// live source with a ui.Script, so a test can click a square on tick 30
// and compare the screen with a golden image.
package scenes
