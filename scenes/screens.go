package scenes

import (
	"outback/rules"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// The screens the App makes for the screens below it (playApp): they open
// these by asking the App, not by naming the screens' packages.

var _ play.App = (*App)(nil)

// Title is the title screen.
func (a *App) Title() ui.Scene { return NewTitle(a) }

// NewGame is the new game screen, game picked.
func (a *App) NewGame(game string) ui.Scene { return NewNewGame(a, game) }

// Pause is the pause menu over the play screen pc, shown now.
func (a *App) Pause(pc *play.Play) ui.Scene { return NewPause(a, a.Scene(), pc) }

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
