package scenes

import (
	"fmt"
	"outback/rules"
	"outback/scenes/ui"
)

// PlayScreen opens the play screen of one game. Each game's screen lives in
// its own package (scenes/billabong, scenes/downunder, scenes/crossing),
// which imports this one; the program that assembles the game
// (scenes/launch) hands the App their table in Options.Plays, in menu
// order, so this package never imports them.
type PlayScreen struct {
	Game string
	Open func(a *App, m *rules.Match) ui.Scene
}

// openPlay opens the play screen of m's game.
func openPlay(a *App, m *rules.Match) (ui.Scene, error) {
	p, err := playFor(a.plays, m.Setup().Game)
	if err != nil {
		return nil, err
	}
	return p.Open(a, m), nil
}

// playFor finds game's play screen in plays.
func playFor(plays []PlayScreen, game string) (PlayScreen, error) {
	for _, p := range plays {
		if p.Game == game {
			return p, nil
		}
	}
	return PlayScreen{}, fmt.Errorf("no play screen for %s", game)
}
