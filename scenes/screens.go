package scenes

import (
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/menus"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// The screens the App makes for the screens below it (play.App): they open
// these by asking the App, not by naming the screens' packages.

// The App is what each package of screens asks of it.
var (
	_ play.App   = (*App)(nil)
	_ replay.App = (*App)(nil)
	_ lan.App    = (*App)(nil)
	_ menus.App  = (*App)(nil)
)

// Title is the title screen.
func (a *App) Title() ui.Scene { return menus.NewTitle(a) }

// NewGame is the new game screen, game picked.
func (a *App) NewGame(game string) ui.Scene { return menus.NewNewGame(a, game) }

// Pause is the pause menu over the play screen pc, shown now.
func (a *App) Pause(pc *play.Play) ui.Scene { return menus.NewPause(a, a.Scene(), pc) }

// Replay is the replay viewer of rec; review starts its game review.
func (a *App) Replay(rec *rules.Record, review bool) (ui.Scene, error) {
	v, err := replay.NewViewer(a, rec)
	if err != nil {
		return nil, err
	}
	if review {
		v.StartReview()
	}
	return v, nil
}

// CarryOn hosts pc's LAN game from this window, its host gone.
func (a *App) CarryOn(pc *play.Play) (ui.Scene, error) { return carryOn(a, pc) }

// OpenPlay is the play screen of m's game, on m.
func (a *App) OpenPlay(m *rules.Match) (ui.Scene, error) { return openPlay(a, m) }

// Games are the games with a play screen, in menu order.
func (a *App) Games() []string {
	var g []string
	for _, p := range a.plays {
		g = append(g, p.Game)
	}
	return g
}

// SavedGame is the game autosaved (nil: none).
func (a *App) SavedGame() (*rules.Match, error) { return a.savedGame() }

// HostGame hosts a new LAN game of setup from this window and shows its
// lobby.
func (a *App) HostGame(setup rules.Setup) (ui.Scene, error) { return hostGame(a, setup) }

// Quit ends the program after this tick.
func (a *App) Quit() { a.quit = true }
