package launch

import (
	"outback/rules"
	"outback/scenes"
	"outback/scenes/billabong"
	"outback/scenes/crossing"
	"outback/scenes/downunder"
	"outback/scenes/ui"
)

// Plays are the games' play screens in menu order, the race first, as the
// rules introduce them. Each lives in its own package; the App is given
// this table (scenes cannot import them: they build on it).
var Plays = []scenes.PlayScreen{
	{Game: "billabong", Open: func(a *scenes.App, m *rules.Match) ui.Scene { return billabong.New(a, m) }},
	{Game: "downunder", Open: func(a *scenes.App, m *rules.Match) ui.Scene { return downunder.New(a, m) }},
	{Game: "crossing", Open: func(a *scenes.App, m *rules.Match) ui.Scene { return crossing.New(a, m) }},
}
