package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// What a player gets on the screen as drawn: the smallest text and the
// smallest tap target, in logical units, gathered as things are drawn (the
// App turns them into CSS pixels and publishes them; issue: phones).

var (
	minText   int     // the smallest font size drawn since ResetMetrics (0: none)
	minTarget float64 // the shorter side of the smallest tap target (0: none)
)

// ResetMetrics starts gathering anew (a new screen, a new size).
func ResetMetrics() { minText, minTarget = 0, 0 }

// NoteTarget notes a tap target of w×h logical units.
func NoteTarget(w, h float64) {
	s := min(w, h)
	if s > 0 && (minTarget == 0 || s < minTarget) {
		minTarget = s
	}
}

// Metrics are the smallest font size and tap target drawn since the last
// ResetMetrics, in logical units (0: none drawn).
func Metrics() (text int, target float64) { return minText, minTarget }

func noteText(size int) {
	if size > 0 && (minText == 0 || size < minText) {
		minText = size
	}
}

// TextBox is where a line of text was drawn: the body of its letters, in
// logical units (tests check that no text runs off the screen or over
// another).
type TextBox struct {
	S          string
	X, Y, W, H float64
	// On is the image drawn on: the screen, or a cached image drawn later.
	On *ebiten.Image
}

var (
	recordBoxes bool
	boxes       []TextBox
)

// RecordText starts (on) or stops gathering the boxes of the text drawn,
// and forgets those gathered; tests turn it on, the game never does (it
// costs a measure of every line).
func RecordText(on bool) {
	recordBoxes = on
	boxes = boxes[:0]
}

// TextBoxes are the boxes of the text drawn since RecordText(true).
func TextBoxes() []TextBox { return boxes }

func noteBox(dst *ebiten.Image, s string, size int, bold bool, x, y float64, align Align) {
	w := TextWidth(s, size, bold)
	switch align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	// The letters' body: capitals and descenders, not the line's leading.
	h := float64(size) * 0.9
	boxes = append(boxes, TextBox{S: s, X: x, Y: y - h/2, W: w, H: h, On: dst})
}

// Cover notes that a panel now hides what was drawn on dst under the
// region x, y, w, h: text there is no longer seen (a dialog over a board).
func Cover(dst *ebiten.Image, x, y, w, h float64) {
	if !recordBoxes {
		return
	}
	kept := boxes[:0]
	for _, b := range boxes {
		if b.On == dst && b.X < x+w && x < b.X+b.W && b.Y < y+h && y < b.Y+b.H {
			continue
		}
		kept = append(kept, b)
	}
	boxes = kept
}

// Decoration draws a glyph that is part of a picture, not text to read
// (a sleeping kangaroo's "z"): it is left out of the text measures.
func Decoration(dst *ebiten.Image, s string, size int, x, y float64, clr color.RGBA) {
	on := recordBoxes
	was := minText
	recordBoxes = false
	Text(dst, s, size, true, x, y, clr, Center)
	recordBoxes, minText = on, was
}
