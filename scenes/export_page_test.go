//go:build !js

package scenes

import "outback/scenes/ui"

// The tests play the browser page's text inputs (pagefield_other.go).

// SimulatePage makes the test play the browser page's text inputs (a
// window has none) until end is called; call both on the game's loop.
func SimulatePage() (end func()) {
	ui.SimPage = &ui.PageSim{Laid: map[int]ui.Rect{}, Focus: -1}
	return func() { ui.SimPage = nil }
}

// PageFields are the page's inputs laid over text fields now, by slot.
func PageFields() map[int]ui.Rect {
	out := map[int]ui.Rect{}
	for k, v := range ui.SimPage.Laid {
		out[k] = v
	}
	return out
}

// FocusPageField gives the page's input slot the focus, as a finger's tap
// on it does.
func FocusPageField(slot int) { ui.SimPage.Focus = slot }

// TypeInPageField makes the text of the page's input with the focus text,
// and presses Enter there if enter.
func TypeInPageField(text string, enter bool) {
	ui.SimPage.Text, ui.SimPage.Changed, ui.SimPage.Enter = text, true, enter
}
