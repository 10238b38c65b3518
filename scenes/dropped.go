package scenes

import (
	"fmt"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

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
