//go:build js

package launch

import (
	"net/url"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall/js"

	"outback/scenes"
	"outback/scenes/ui"
)

// keepAlive keeps the program alive in the browser after RunGame returns:
// the page would otherwise lose the runtime its callbacks need.
func keepAlive() { select {} }

// pageArgs turns the page address's query (?game=billabong&seats=...) into
// command-line flags.
func pageArgs([]string) []string {
	markTime("started") // the Go program's packages are ready
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	if err != nil {
		return nil
	}
	var args []string
	if h := js.Global().Get("location").Get("hash").String(); strings.HasPrefix(h, "#replay=") {
		replayLink = strings.TrimPrefix(h, "#replay=")
	}
	// A join link opens the page from the host itself: the game is on the
	// same address as the page.
	if code := q.Get("join"); code != "" {
		loc := js.Global().Get("location")
		args = append(args, "-join="+loc.Get("protocol").String()+"//"+loc.Get("host").String()+"/?join="+url.QueryEscape(code))
		if q.Get("watch") != "" {
			args = append(args, "-watch")
		}
	}
	for _, k := range []string{"game", "seats", "seed", "options"} {
		if v := q.Get(k); v != "" {
			args = append(args, "-"+k+"="+v)
		}
	}
	return args
}

// replayLink is the Record in the page address's fragment (#replay=...),
// base64url-encoded, when the page was opened from a shared link.
var replayLink string

var (
	frames    int
	published = -100
)

// onFrame hides the loading indicator after the first frame and publishes
// the scene's status as window.outbackStatus (tests read it).
func onFrame(a *scenes.App) {
	frames++
	if frames == 2 {
		// The page starts the program with the collector off (index.html).
		// It comes on once the first frame is on the screen: turned on
		// during that frame, it would collect the start-up's garbage (tens
		// of MB, a whole cycle of the collector's cold code) before the
		// browser could show it.
		debug.SetGCPercent(100)
	}
	if frames == 1 {
		markTime("firstFrame")
		if el := js.Global().Get("document").Call("getElementById", "loading"); el.Truthy() {
			el.Get("style").Set("display", "none")
		}
		a.RecordTaps(true) // for publishTaps
		// What the page publishes for its tests (the layout, the taps:
		// tens of objects, a move's taps worked out, the canvas's place
		// read, which makes the browser lay the page out) waits for the
		// next frame: done here, it held this one back from the screen.
		return
	}
	if frames == 2 {
		// The keyboard works at once, without a first click.
		if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
			c.Call("focus")
		}
	}
	// Several updates may run per frame in a slow browser: publish by
	// elapsed ticks, not on a tick count that a frame may never land on.
	if frames == 2 || a.Tick()-published >= 6 {
		published = a.Tick()
		js.Global().Set("outbackStatus", a.Status())
		publishLayout(a)
		publishTaps(a)
	}
}

// publishLayout sets window.outbackLayout: what a player gets on this
// screen at this page's size, in CSS pixels (minCellPx only where there is
// a board).
func publishLayout(a *scenes.App) {
	c := js.Global().Get("document").Call("querySelector", "canvas")
	if !c.Truthy() {
		return
	}
	r := c.Call("getBoundingClientRect")
	m := a.LayoutMetrics(r.Get("width").Float(), r.Get("height").Float())
	l := map[string]any{"minTextPx": m.MinTextPx, "minTargetPx": m.MinTargetPx}
	if m.MinCellPx > 0 {
		l["minCellPx"] = m.MinCellPx
	}
	js.Global().Set("outbackLayout", l)
}

// publishTaps sets where a finger may tap now, in CSS pixels of the page
// (tests play by touch alone through them): window.outbackTaps, every
// enabled control drawn, [{label, x, y, w, h}] (x, y the box's top left);
// window.outbackMoveTaps, the taps that play one legal move of the person
// to move here, in order ([] when there is none to tap now); and
// window.outbackMove, {moves, seat, text, log, hash}: the history's
// length, the seat and the move those taps play (text "" when none), the
// log's entries as written, and the position's hash (hex).
func publishTaps(a *scenes.App) {
	c := js.Global().Get("document").Call("querySelector", "canvas")
	if !c.Truthy() {
		return
	}
	r := c.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	// The picture is scaled whole to fit the canvas, and centred in it.
	f := min(w/float64(ui.ViewW), h/float64(ui.ViewH))
	ox := r.Get("left").Float() + (w-float64(ui.ViewW)*f)/2
	oy := r.Get("top").Float() + (h-float64(ui.ViewH)*f)/2
	list := func(taps []ui.TapPoint) []any {
		out := make([]any, len(taps))
		for i, t := range taps {
			out[i] = map[string]any{"label": t.Label, "x": ox + t.X*f, "y": oy + t.Y*f, "w": t.W * f, "h": t.H * f}
		}
		return out
	}
	js.Global().Set("outbackTaps", list(a.Taps()))
	mt, ok := a.MoveTaps()
	log := a.LogTexts()
	entries := make([]any, len(log))
	for i, e := range log {
		entries[i] = e
	}
	mv := map[string]any{"moves": len(log), "seat": -1, "text": "", "log": entries, "hash": ""}
	if h, ok := a.MatchHash(); ok {
		mv["hash"] = strconv.FormatUint(h, 16)
	}
	if ok {
		mv["moves"], mv["seat"], mv["text"] = mt.Moves, mt.Seat, mt.Text
	}
	js.Global().Set("outbackMoveTaps", list(mt.Taps))
	js.Global().Set("outbackMove", mv)
}

func defaultStore() (ui.Store, error) { return ui.BrowserStore(), nil }

// markTime notes a start-up phase's end in the page's outbackTimes.
func markTime(phase string) {
	if t := js.Global().Get("outbackTimes"); t.Truthy() {
		t.Set(phase, js.Global().Get("performance").Call("now"))
	}
}

// touchScreen reports whether the page's main pointer is a finger (a phone
// or a tablet, not a laptop with a touch screen as well as a mouse), so
// that the first words a phone shows already speak of taps.
func touchScreen() bool {
	mm := js.Global().Get("matchMedia")
	return mm.Truthy() && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
}
