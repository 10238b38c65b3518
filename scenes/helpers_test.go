package scenes_test

import (
	"strings"
	"testing"

	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// newTestApp makes a test app (scenetest.NewApp) with every game's screen.
func newTestApp(script *ui.Script, start func(a *scenes.App) ui.Scene) *scenes.App {
	return scenetest.NewApp(script, start, launch.Plays)
}

// germanApp is a test app whose saved settings choose German.
func germanApp(script *ui.Script, start func(a *scenes.App) ui.Scene) *scenes.App {
	return scenetest.GermanApp(script, start, launch.Plays)
}

// clickSquare is a scripted click on square (r, c) of the Billabong board.
func clickSquare(tick, r, c int) ui.ScriptStep {
	b := bbplay.New(newTestApp(nil, func(*scenes.App) ui.Scene { return nil }), scenetest.BillabongMatch(nil, "human", "human"))
	x, y := b.Center(r, c)
	return ui.ScriptStep{Tick: tick, Click: true, X: int(x), Y: int(y)}
}

// handApp is a test app on start for a finger (touch) or a mouse.
func handApp(touch bool, start func(a *scenes.App) ui.Scene) *scenes.App {
	return scenes.NewApp(scenes.Options{Source: &ui.Script{}, Now: scenetest.Clock, Silent: true, Plays: launch.Plays, TouchScreen: touch, Start: start})
}

// drawnText is every text of a's screen as drawn, in order, joined by sep.
func drawnText(a *scenes.App, sep string) string {
	boxes, _ := scenetest.Drawn(a)
	drawn := make([]string, len(boxes))
	for i, b := range boxes {
		drawn[i] = b.S
	}
	return strings.Join(drawn, sep)
}
