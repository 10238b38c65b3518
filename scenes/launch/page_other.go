//go:build !js

package launch

import (
	"outback/scenes"

	"outback/scenes/ui"
)

func keepAlive() {}

func pageArgs(args []string) []string { return args }

func onFrame(*scenes.App) {}

func defaultStore() (ui.Store, error) { return ui.DefaultStore() }

// replayLink is only ever set in the browser.
var replayLink string

// touchScreen: a window is worked with a mouse (a touch is told by its
// press).
func touchScreen() bool { return false }
