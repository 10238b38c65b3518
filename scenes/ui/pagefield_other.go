//go:build !js

package ui

// A window's keyboard is its own: no page input to lay over a text field
// (pagefield_js.go). A test may play the page's part (simPage).

// SimPage, when a test sets it, plays the page's inputs; nil in a window.
var SimPage *PageSim

// PageSim is the page's inputs as a test plays them: the fields the
// screens laid (by slot), the one with the focus (-1: none), and what was
// typed in it since the screen last asked.
type PageSim struct {
	Laid           map[int]Rect
	Focus          int
	Text           string
	Changed, Enter bool
}

func PageField(r Rect, text, kind string) { PageFieldAt(0, r, text, kind) }

func PageFieldAt(slot int, r Rect, _, _ string) {
	if SimPage != nil {
		SimPage.Laid[slot] = r
	}
}

func PageTyped() (text string, changed, enter, escape, focused bool) { return PageTypedAt(0) }

func PageTypedAt(slot int) (text string, changed, enter, escape, focused bool) {
	p := SimPage
	if p == nil || p.Focus != slot {
		return
	}
	text, changed, enter = p.Text, p.Changed, p.Enter
	p.Changed, p.Enter = false, false
	return text, changed, enter, false, true
}

func PageFocus() int {
	if SimPage == nil {
		return -1
	}
	return SimPage.Focus
}

func PageDragged() float32 { return 0 }

func PageFieldDone() {
	if SimPage != nil {
		SimPage.Focus = -1
	}
}

func PageFieldHide() {
	if SimPage != nil {
		clear(SimPage.Laid)
		SimPage.Focus = -1
	}
}

func PageFieldHideAt(slot int) {
	if SimPage != nil {
		delete(SimPage.Laid, slot)
		if SimPage.Focus == slot {
			SimPage.Focus = -1
		}
	}
}
