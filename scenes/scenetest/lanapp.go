package scenetest

import (
	"outback/scenes"

	"outback/scenes/ui"
)

// NewAppAt is NewApp for a window that hosts its LAN games at lanAddr (a
// fixed loopback port: its link is in a golden picture), announced where
// the tests' windows listen.
func NewAppAt(script *ui.Script, start func(a *scenes.App) ui.Scene, plays []scenes.PlayScreen, lanAddr string) *scenes.App {
	if script == nil {
		script = &ui.Script{}
	}
	return scenes.NewApp(scenes.Options{Source: script, Start: start, Now: Clock, Silent: true, Plays: plays, LANAddr: lanAddr, AnnounceAddr: scenetestLAN, DiscoverAddr: scenetestLAN})
}
