package play

import (
	"outback/rules"
	"outback/scenes/ui"
)

// App is what the play screen asks of the program around it: what
// every screen asks (ui.App), the LAN game of this window, the autosave,
// and the screens the play screen opens, which stand above it (the App
// makes them).
type App interface {
	ui.App
	// LAN is the LAN game joined or hosted from this window.
	LAN() *LAN
	// SaveGame autosaves m; KeepLANSession keeps what rejoins the LAN
	// game g should the window close.
	SaveGame(m *rules.Match)
	KeepLANSession(g *LANGame)
	// Title is the title screen, NewGame the new game screen for game,
	// Pause the pause menu over the play screen pc.
	Title() ui.Scene
	NewGame(game string) ui.Scene
	Pause(pc *Play) ui.Scene
	// Replay is the replay viewer of rec, its review started if review.
	Replay(rec *rules.Record, review bool) (ui.Scene, error)
	// CarryOn hosts pc's LAN game from this window, its host gone.
	CarryOn(pc *Play) (ui.Scene, error)
}
