//go:build !js

package scenes

// A window's keyboard is its own: no page input to lay over a text field
// (pagefield_js.go). A test may play the page's part (simPage).

// simPage, when a test sets it, plays the page's inputs; nil in a window.
var simPage *pageSim

// pageSim is the page's inputs as a test plays them: the fields the
// screens laid (by slot), the one with the focus (-1: none), and what was
// typed in it since the screen last asked.
type pageSim struct {
	laid           map[int]Rect
	focus          int
	text           string
	changed, enter bool
}

func pageField(r Rect, text, kind string) { pageFieldAt(0, r, text, kind) }

func pageFieldAt(slot int, r Rect, _, _ string) {
	if simPage != nil {
		simPage.laid[slot] = r
	}
}

func pageTyped() (text string, changed, enter, escape, focused bool) { return pageTypedAt(0) }

func pageTypedAt(slot int) (text string, changed, enter, escape, focused bool) {
	p := simPage
	if p == nil || p.focus != slot {
		return
	}
	text, changed, enter = p.text, p.changed, p.enter
	p.changed, p.enter = false, false
	return text, changed, enter, false, true
}

func pageFocus() int {
	if simPage == nil {
		return -1
	}
	return simPage.focus
}

func pageDragged() float32 { return 0 }

func pageFieldDone() {
	if simPage != nil {
		simPage.focus = -1
	}
}

func pageFieldHide() {
	if simPage != nil {
		clear(simPage.laid)
		simPage.focus = -1
	}
}

func pageFieldHideAt(slot int) {
	if simPage != nil {
		delete(simPage.laid, slot)
		if simPage.focus == slot {
			simPage.focus = -1
		}
	}
}
