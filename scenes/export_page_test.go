//go:build !js

package scenes

// The tests play the browser page's text inputs (pagefield_other.go).

// SimulatePage makes the test play the browser page's text inputs (a
// window has none) until end is called; call both on the game's loop.
func SimulatePage() (end func()) {
	simPage = &pageSim{laid: map[int]Rect{}, focus: -1}
	return func() { simPage = nil }
}

// PageFields are the page's inputs laid over text fields now, by slot.
func PageFields() map[int]Rect {
	out := map[int]Rect{}
	for k, v := range simPage.laid {
		out[k] = v
	}
	return out
}

// FocusPageField gives the page's input slot the focus, as a finger's tap
// on it does.
func FocusPageField(slot int) { simPage.focus = slot }

// TypeInPageField makes the text of the page's input with the focus text,
// and presses Enter there if enter.
func TypeInPageField(text string, enter bool) {
	simPage.text, simPage.changed, simPage.enter = text, true, enter
}
