package scenetest

import "outback/scenes"

// NewAppAt is NewApp for a window that hosts its LAN games at lanAddr (a
// fixed loopback port: its link is in a golden picture), announced where
// the tests' windows listen.
func NewAppAt(script *scenes.Script, start func(a *scenes.App) scenes.Scene, plays []scenes.PlayScreen, lanAddr string) *scenes.App {
	if script == nil {
		script = &scenes.Script{}
	}
	return scenes.NewApp(scenes.Options{Source: script, Start: start, Now: Clock, Silent: true, Plays: plays, LANAddr: lanAddr, AnnounceAddr: scenetestLAN, DiscoverAddr: scenetestLAN})
}
