package menus

import (
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/ui"
)

// App is what the menus (the title, new game, the pause menu, the
// rules, the settings, the prompt before replacing a saved game) ask of
// the program around them: what the LAN screens ask (lan.App), and what
// only the App knows: its games, the saved game, hosting from the window,
// the LAN game cut off, and quitting.
type App interface {
	lan.App
	// Games are the games with a play screen, in menu order.
	Games() []string
	// SavedGame is the game autosaved (nil: none).
	SavedGame() (*rules.Match, error)
	// HostGame hosts a new LAN game of setup from this window and shows
	// its lobby.
	HostGame(setup rules.Setup) (ui.Scene, error)
	// CutOffLANGame is the LAN game this window was playing when it was
	// cut off (nil: none), and the join screen that finds it again.
	CutOffLANGame() (*rules.Match, func() ui.Scene)
	// Quit ends the program after this tick.
	Quit()
}
