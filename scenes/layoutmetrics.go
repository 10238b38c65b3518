package scenes

import (
	"outback/sprites"

	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// What a phone player gets on the current screen, measured from the
// screen as drawn (not from constants): the smallest text, the smallest tap
// target (buttons; board cells aside) and the smallest board cell, in CSS
// pixels for a display of a given size. The page publishes it as
// window.outbackLayout; the window's tests read it.

// LayoutMetrics is that measure; a zero field means nothing of the kind is
// on the screen.
type LayoutMetrics struct {
	MinTextPx, MinTargetPx, MinCellPx float64
}

// cellSizer is a play screen's part with a board of cells (their side, in
// logical units).
type cellSizer interface {
	CellSize() float64
}

// LayoutMetrics measures the current screen as shown on a display of
// cssW×cssH CSS pixels (the picture is scaled whole to fit it).
func (a *App) LayoutMetrics(cssW, cssH float64) LayoutMetrics {
	f := min(cssW/float64(ui.ViewW), cssH/float64(ui.ViewH))
	text, target := sprites.Metrics()
	m := LayoutMetrics{MinTextPx: float64(text) * f, MinTargetPx: target * f}
	var pc *play.Play
	switch s := a.scenes.cur.(type) {
	case play.Replayable:
		pc = s.Core()
	case *replay.Viewer:
		pc = s.Play()
	}
	if pc != nil {
		if c, ok := pc.Part.(cellSizer); ok {
			m.MinCellPx = c.CellSize() * f
		}
	}
	return m
}

// measureFrom starts measuring anew when the screen drawn is another one.
func (a *App) measureFrom(s ui.Scene) {
	if s != a.measured {
		a.measured = s
		sprites.ResetMetrics()
	}
}
