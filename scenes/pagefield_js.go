//go:build js

package scenes

import (
	"strconv"
	"sync"
	"syscall/js"
)

// A phone has no keyboard until the page has a text input with the focus,
// and its browser gives that focus only to an input the player taps. So
// while a screen shows a text field (a name, a join link), the page lays
// an invisible <input> exactly over it: a tap on the field lands on the
// input and the phone's keyboard opens. What is typed there comes to the
// game as the input's whole text (corrections, predictive text, paste and
// Backspace work as in any page), Enter (Go) on that keyboard as Enter. A
// computer's keyboard is read as before while the canvas has the focus;
// the input then mirrors what was typed. The input goes (and the keyboard
// closes) when the screen goes, or no screen has shown a field for a while.

var field struct {
	mu sync.Mutex
	el js.Value
	// text is the input's text when it changed (changed), enter and
	// escape whether those keys were pressed in it, focused whether it
	// has the focus.
	text                     string
	changed, enter, escape   bool
	focused                  bool
	shown                    float64 // when a screen last showed the field (ms)
	left, top, width, height string
	kind                     string
}

// pageField lays the page's input over r (in units), holding text while
// the player is not typing in it; kind is "name" or "url" (the keyboard
// a phone opens).
func pageField(r Rect, text, kind string) {
	doc := js.Global().Get("document")
	if !field.el.Truthy() {
		makeField(doc)
	}
	el := field.el
	field.mu.Lock()
	field.shown = js.Global().Get("performance").Call("now").Float()
	field.mu.Unlock()
	canvas := doc.Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return
	}
	box := canvas.Call("getBoundingClientRect")
	f := box.Get("width").Float() / float64(ViewW)
	px := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
	left, top := px(box.Get("left").Float()+float64(r.X)*f), px(box.Get("top").Float()+float64(r.Y)*f)
	width, height := px(float64(r.W)*f), px(float64(r.H)*f)
	st := el.Get("style")
	if left != field.left || top != field.top || width != field.width || height != field.height {
		field.left, field.top, field.width, field.height = left, top, width, height
		st.Set("left", left)
		st.Set("top", top)
		st.Set("width", width)
		st.Set("height", height)
	}
	if kind != field.kind {
		field.kind = kind
		if kind == "url" {
			el.Set("inputMode", "url")
			el.Call("setAttribute", "autocapitalize", "off")
		} else {
			el.Set("inputMode", "text")
			el.Call("setAttribute", "autocapitalize", "words")
		}
	}
	if st.Get("display").String() == "none" {
		st.Set("display", "block")
	}
	if el.Get("value").String() != text {
		el.Set("value", text)
	}
}

// makeField makes the page's input, hidden until a screen shows a field.
func makeField(doc js.Value) {
	el := doc.Call("createElement", "input")
	el.Set("type", "text")
	el.Set("id", "outback-text")
	el.Call("setAttribute", "autocomplete", "off")
	el.Call("setAttribute", "autocorrect", "off")
	el.Call("setAttribute", "spellcheck", "false")
	el.Call("setAttribute", "enterkeyhint", "go")
	el.Call("setAttribute", "aria-label", "text")
	st := el.Get("style")
	// Invisible but there to tap: the game draws the field and its text.
	// 16px: a phone zooms the page into a smaller text's input.
	for k, v := range map[string]string{
		"position": "fixed", "display": "none", "zIndex": "10", "opacity": "0",
		"border": "0", "padding": "0", "margin": "0", "background": "transparent",
		"color": "transparent", "caretColor": "transparent", "fontSize": "16px", "outline": "none",
	} {
		st.Set(k, v)
	}
	el.Call("addEventListener", "input", js.FuncOf(func(js.Value, []js.Value) any {
		field.mu.Lock()
		field.text, field.changed = el.Get("value").String(), true
		field.mu.Unlock()
		return nil
	}))
	el.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			field.mu.Lock()
			field.enter = true
			field.mu.Unlock()
		case "Escape":
			e.Call("preventDefault")
			field.mu.Lock()
			field.escape = true
			field.mu.Unlock()
		}
		return nil
	}))
	el.Call("addEventListener", "focus", js.FuncOf(func(js.Value, []js.Value) any {
		field.mu.Lock()
		field.focused = true
		field.mu.Unlock()
		return nil
	}))
	el.Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
		field.mu.Lock()
		field.focused = false
		field.mu.Unlock()
		return nil
	}))
	doc.Get("body").Call("appendChild", el)
	field.el = el
	// No screen has shown the field for a while (left by a way that did
	// not take it away): it goes, and the canvas takes the keys back. A
	// slow device may take a good part of a second a frame: a while is
	// three seconds.
	js.Global().Call("setInterval", js.FuncOf(func(js.Value, []js.Value) any {
		field.mu.Lock()
		stale := js.Global().Get("performance").Call("now").Float()-field.shown > 3000
		field.mu.Unlock()
		if stale {
			pageFieldHide()
		}
		return nil
	}), 500)
}

// pageTyped is what the player did in the page's input since last asked:
// its text when it changed, Enter or Escape pressed there; focused: the
// player is typing in it.
func pageTyped() (text string, changed, enter, escape, focused bool) {
	field.mu.Lock()
	defer field.mu.Unlock()
	text, changed, enter, escape, focused = field.text, field.changed, field.enter, field.escape, field.focused
	field.changed, field.enter, field.escape = false, false, false
	return
}

// pageFieldDone ends typing in the page's input (a phone's keyboard
// closes) and gives the keys back to the canvas.
func pageFieldDone() {
	if !field.el.Truthy() {
		return
	}
	field.mu.Lock()
	focused := field.focused
	field.mu.Unlock()
	if !focused {
		return
	}
	field.el.Call("blur")
	if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
		c.Call("focus")
	}
}

// pageFieldHide takes the page's input away at once (a screen without a
// field, or its field scrolled out of sight).
func pageFieldHide() {
	if !field.el.Truthy() {
		return
	}
	st := field.el.Get("style")
	if st.Get("display").String() == "none" {
		return
	}
	pageFieldDone()
	st.Set("display", "none")
}
