package sprites

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
}

// NoteTap notes a control of w×h logical units at (x, y) (its top left)
// as a tap target (NoteTarget), and, when it is enabled and taps are
// being gathered, as a place to tap.
func NoteTap(label string, x, y, w, h float64, enabled bool) {
	NoteTarget(w, h)
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
