package replay

import (
	"outback/rules"
	"outback/scenes/ui"
)

// App is what the replay viewer, the review and the replays list
// ask of the program around them: what every screen asks (ui.App), and
// the screens they open, which the App makes.
type App interface {
	ui.App
	// OpenPlay is the play screen of m's game, on m.
	OpenPlay(m *rules.Match) (ui.Scene, error)
	// Title is the title screen.
	Title() ui.Scene
}
