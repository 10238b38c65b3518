package scenes

import (
	"fmt"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/lang"
	"outback/scenes/menus"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// The screens the App opens: for the screens below it, which ask the App
// (play.App, replay.App, lan.App, menus.App) rather than name the screens'
// packages; a game's play screen by its table (PlayScreen); and the
// replay viewer for a file dropped on the window or a replay link.

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

// PlayScreen opens the play screen of one game. Each game's screen lives in
// its own package (scenes/billabong, scenes/downunder, scenes/crossing),
// on scenes/play; the program that assembles the game (scenes/launch)
// hands the App their table in Options.Plays, in menu order, so this
// package never imports them.
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

// ViewerStart checks a Record file's bytes and returns the Options.Start
// that opens the viewer on it (for outback replay FILE and shared links).
func ViewerStart(data []byte) (func(a *App) ui.Scene, error) {
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		return nil, err
	}
	if _, err := rules.Resume(rec); err != nil {
		return nil, err
	}
	return func(a *App) ui.Scene {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			return menus.TitleWithNotice(a, lang.TrErr(err))
		}
		return v
	}, nil
}

// openDropped opens a Record file dropped on the window (or chosen in the
// browser) in the viewer; anything else is refused with a message.
func (a *App) openDropped(data []byte) {
	start, err := ViewerStart(data)
	if err != nil {
		a.Switch(menus.TitleWithNotice(a, fmt.Sprintf(lang.T("That file is not an Outback replay: %s"), lang.TrErr(err))))
		return
	}
	a.Switch(start(a))
}
