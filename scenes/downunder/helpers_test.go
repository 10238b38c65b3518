package downunder

import (
	"testing"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// plays opens this game's screen when the app asks for one (a new game
// from the end panel).
var plays = []scenes.PlayScreen{{Game: "downunder", Open: func(a *scenes.App, m *rules.Match) ui.Scene { return New(a, m) }}}

// newTestApp makes a test app (scenetest.NewApp) that knows this screen.
func newTestApp(script *ui.Script, start func(a *scenes.App) ui.Scene) *scenes.App {
	return scenetest.NewApp(script, start, plays)
}

// germanApp is a test app whose saved settings choose German.
func germanApp(script *ui.Script, start func(a *scenes.App) ui.Scene) *scenes.App {
	return scenetest.GermanApp(script, start, plays)
}
