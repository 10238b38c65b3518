package sprites

import "github.com/hajimehoshi/ebiten/v2"

// Where a finger may tap on the screen as drawn: every enabled control
// drawn in the current frame, with its label and box in logical units.
// The App gathers them frame by frame when asked to (RecordTaps); the
// browser page publishes them (window.outbackTaps) so that tests can play
// the game by taps alone, as on a phone.

// Tap is one tappable control drawn: its label and its box.
type Tap struct {
	Label      string
	X, Y, W, H float64
}

var (
	// clips are this frame's images cut to a part of the screen (Clip),
	// with that part in logical units.
	clips      []clipNote
	recordTaps bool
	taps       []Tap
	// controls are the boxes of the enabled controls drawn (always kept:
	// OnControl).
	controls []Tap
)

// RecordTaps starts (on) or stops gathering the controls drawn, and
// forgets those gathered.
func RecordTaps(on bool) {
	recordTaps = on
	taps = taps[:0]
}

// ResetTaps forgets the controls of the frame before (a new frame is
// being drawn).
func ResetTaps() {
	taps = taps[:0]
	controls = controls[:0]
	clear(clips) // no image kept past its frame
	clips = clips[:0]
}

type clipNote struct {
	img            *ebiten.Image
	x0, y0, x1, y1 float64
}

// NoteTapOn is NoteTap for a control drawn on dst: where dst is cut to a
// part of the screen (Clip: a scrolled list), the place to tap is the
// part of the control that shows, and none where none does. A button half
// under a scroll area's edge is tapped on its visible half: its hidden
// half does nothing. Its size as a target stays the whole control's (the
// list scrolls to bring it whole into view).
func NoteTapOn(dst *ebiten.Image, label string, x, y, w, h float64, enabled bool) {
	for _, c := range clips {
		if c.img != dst {
			continue
		}
		NoteTarget(w, h)
		x0, y0 := max(x, c.x0), max(y, c.y0)
		x1, y1 := min(x+w, c.x1), min(y+h, c.y1)
		if x1 > x0 && y1 > y0 {
			noteControl(label, x0, y0, x1-x0, y1-y0, enabled)
		}
		return
	}
	NoteTap(label, x, y, w, h, enabled)
}

// NoteTap notes a control of w×h logical units at (x, y) (its top left)
// as a tap target (NoteTarget), and, when it is enabled and taps are
// being gathered, as a place to tap.
func NoteTap(label string, x, y, w, h float64, enabled bool) {
	NoteTarget(w, h)
	noteControl(label, x, y, w, h, enabled)
}

// noteControl notes an enabled control's box, and as a place to tap when
// taps are being gathered.
func noteControl(label string, x, y, w, h float64, enabled bool) {
	if enabled {
		controls = append(controls, Tap{X: x, Y: y, W: w, H: h})
	}
	if recordTaps && enabled {
		taps = append(taps, Tap{Label: label, X: x, Y: y, W: w, H: h})
	}
}

// OnControl reports whether (x, y) (logical units) is on an enabled
// control of the picture on screen (the last frame drawn).
func OnControl(x, y float64) bool {
	for _, c := range controls {
		if x >= c.X && x < c.X+c.W && y >= c.Y && y < c.Y+c.H {
			return true
		}
	}
	return false
}

// Taps are the enabled controls drawn since the last ResetTaps, in the
// order they were drawn (nil unless RecordTaps(true)).
func Taps() []Tap { return taps }
