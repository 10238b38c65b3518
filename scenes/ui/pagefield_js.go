//go:build js

package ui

import (
	"strconv"
	"sync"
	"syscall/js"
	"unicode/utf16"
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
// A screen with several fields (New game's seats' names) has an input over
// each; a finger dragged on one moves the screen's list (pageDragged), as
// it would on the canvas.

// pageInput is one of the page's inputs. The page has one for each text
// field a screen shows at once: New game lays one over every seat's name
// on a touch screen, so that the first tap on any of them opens the
// keyboard for it (slot 0 is every other screen's one field).
type pageInput struct {
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

var fields struct {
	mu sync.Mutex
	in []*pageInput
	// dragged is how far a finger moved up or down on the inputs since
	// last asked (CSS px); unit is the CSS px of a unit where they lie.
	dragged, unit float64
	timer         bool // the timer that takes away the fields no screen shows
}

// PageField lays the page's input over r (in units), holding text while
// the player is not typing in it; kind is "name" or "url" (the keyboard
// a phone opens).
func PageField(r Rect, text, kind string) { PageFieldAt(0, r, text, kind) }

// PageFieldAt lays the page's input number slot over r, as pageField.
func PageFieldAt(slot int, r Rect, text, kind string) {
	doc := js.Global().Get("document")
	f := inputAt(doc, slot)
	el := f.el
	fields.mu.Lock()
	f.shown = js.Global().Get("performance").Call("now").Float()
	fields.mu.Unlock()
	canvas := doc.Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return
	}
	box := canvas.Call("getBoundingClientRect")
	k := box.Get("width").Float() / float64(ViewW)
	fields.mu.Lock()
	fields.unit = k
	fields.mu.Unlock()
	px := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
	left, top := px(box.Get("left").Float()+float64(r.X)*k), px(box.Get("top").Float()+float64(r.Y)*k)
	width, height := px(float64(r.W)*k), px(float64(r.H)*k)
	st := el.Get("style")
	if left != f.left || top != f.top || width != f.width || height != f.height {
		f.left, f.top, f.width, f.height = left, top, width, height
		st.Set("left", left)
		st.Set("top", top)
		st.Set("width", width)
		st.Set("height", height)
	}
	if kind != f.kind {
		f.kind = kind
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

// inputAt is the page's input number slot, made when first needed.
func inputAt(doc js.Value, slot int) *pageInput {
	for len(fields.in) <= slot {
		fields.in = append(fields.in, makeField(doc, len(fields.in)))
	}
	return fields.in[slot]
}

// makeField makes the page's input number slot, hidden until a screen
// shows a field.
func makeField(doc js.Value, slot int) *pageInput {
	f := &pageInput{}
	el := doc.Call("createElement", "input")
	el.Set("type", "text")
	id := "outback-text"
	if slot > 0 {
		id += "-" + strconv.Itoa(slot)
	}
	el.Set("id", id)
	el.Call("setAttribute", "autocomplete", "off")
	el.Call("setAttribute", "autocorrect", "off")
	el.Call("setAttribute", "spellcheck", "false")
	el.Call("setAttribute", "enterkeyhint", "go")
	el.Call("setAttribute", "aria-label", "text")
	st := el.Get("style")
	// Invisible but there to tap: the game draws the field and its text.
	// 16px: a phone zooms the page into a smaller text's input. No touch
	// pans or zooms the page from it (a finger dragged on it scrolls the
	// screen's list: pageDragged).
	for k, v := range map[string]string{
		"position": "fixed", "display": "none", "zIndex": "10", "opacity": "0",
		"border": "0", "padding": "0", "margin": "0", "background": "transparent",
		"color": "transparent", "caretColor": "transparent", "fontSize": "16px", "outline": "none",
		"touchAction": "none",
	} {
		st.Set(k, v)
	}
	el.Call("addEventListener", "input", js.FuncOf(func(js.Value, []js.Value) any {
		fields.mu.Lock()
		f.text, f.changed = el.Get("value").String(), true
		fields.mu.Unlock()
		WakeFrame() // the canvas gets no key: the page may be at rest
		return nil
	}))
	el.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			fields.mu.Lock()
			f.enter = true
			fields.mu.Unlock()
		case "Escape":
			e.Call("preventDefault")
			fields.mu.Lock()
			f.escape = true
			fields.mu.Unlock()
		}
		WakeFrame()
		return nil
	}))
	// The game draws the caret after the text: typing starts there,
	// wherever the finger landed on the field.
	toEnd := js.FuncOf(func(js.Value, []js.Value) any {
		n := 0 // the text's length in UTF-16 units, as the page counts
		for _, r := range el.Get("value").String() {
			n += utf16.RuneLen(r)
		}
		el.Call("setSelectionRange", n, n)
		return nil
	})
	el.Call("addEventListener", "focus", js.FuncOf(func(js.Value, []js.Value) any {
		fields.mu.Lock()
		f.focused = true
		fields.mu.Unlock()
		WakeFrame()
		toEnd.Invoke()
		js.Global().Call("setTimeout", toEnd, 0) // after the browser placed the caret at the tap
		return nil
	}))
	el.Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
		fields.mu.Lock()
		f.focused = false
		fields.mu.Unlock()
		WakeFrame()
		return nil
	}))
	// A finger that moves on a field scrolls what is under it, as it would
	// on the canvas.
	var lastY float64
	el.Call("addEventListener", "touchstart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if t := args[0].Get("touches"); t.Length() > 0 {
			lastY = t.Index(0).Get("clientY").Float()
		}
		return nil
	}))
	el.Call("addEventListener", "touchmove", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if t := args[0].Get("touches"); t.Length() > 0 {
			y := t.Index(0).Get("clientY").Float()
			fields.mu.Lock()
			fields.dragged += y - lastY
			fields.mu.Unlock()
			WakeFrame()
			lastY = y
		}
		return nil
	}))
	doc.Get("body").Call("appendChild", el)
	f.el = el
	if !fields.timer {
		fields.timer = true
		// No screen has shown a field for a while (left by a way that
		// did not take it away): it goes, and the canvas takes the keys
		// back. A slow device may take a good part of a second a frame: a
		// while is three seconds.
		js.Global().Call("setInterval", js.FuncOf(func(js.Value, []js.Value) any {
			now := js.Global().Get("performance").Call("now").Float()
			for i, f := range fields.in {
				fields.mu.Lock()
				stale := now-f.shown > 3000
				fields.mu.Unlock()
				if stale {
					PageFieldHideAt(i)
				}
			}
			return nil
		}), 500)
	}
	return f
}

// PageTyped is what the player did in the page's input since last asked:
// its text when it changed, Enter or Escape pressed there; focused: the
// player is typing in it.
func PageTyped() (text string, changed, enter, escape, focused bool) { return PageTypedAt(0) }

// PageTypedAt is pageTyped of the page's input number slot.
func PageTypedAt(slot int) (text string, changed, enter, escape, focused bool) {
	if slot >= len(fields.in) {
		return
	}
	f := fields.in[slot]
	fields.mu.Lock()
	defer fields.mu.Unlock()
	text, changed, enter, escape, focused = f.text, f.changed, f.enter, f.escape, f.focused
	f.changed, f.enter, f.escape = false, false, false
	return
}

// PageFocus is the page's input that has the focus (the player types in
// it), or -1.
func PageFocus() int {
	fields.mu.Lock()
	defer fields.mu.Unlock()
	for i, f := range fields.in {
		if f.focused {
			return i
		}
	}
	return -1
}

// PageDragged is how far a finger moved down (up: less than 0) on the
// page's inputs since last asked, in units.
func PageDragged() float32 {
	fields.mu.Lock()
	defer fields.mu.Unlock()
	d := fields.dragged
	fields.dragged = 0
	if fields.unit <= 0 {
		return 0
	}
	return float32(d / fields.unit)
}

// PageFieldDone ends typing in the page's input (a phone's keyboard
// closes) and gives the keys back to the canvas.
func PageFieldDone() {
	i := PageFocus()
	if i < 0 {
		return
	}
	fields.in[i].el.Call("blur")
	if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
		c.Call("focus")
	}
}

// PageFieldHide takes the page's inputs away at once (a screen without a
// field, or leaving).
func PageFieldHide() {
	for i := range fields.in {
		PageFieldHideAt(i)
	}
	fields.mu.Lock()
	fields.dragged = 0
	fields.mu.Unlock()
}

// PageFieldHideAt takes the page's input number slot away at once (its
// field scrolled out of sight, or gone).
func PageFieldHideAt(slot int) {
	if slot >= len(fields.in) {
		return
	}
	f := fields.in[slot]
	st := f.el.Get("style")
	if st.Get("display").String() == "none" {
		return
	}
	fields.mu.Lock()
	focused := f.focused
	fields.mu.Unlock()
	if focused {
		PageFieldDone()
	}
	st.Set("display", "none")
}
