package scenetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/ui"
	"outback/sprites"
)

// Size is a screen the layout tests lay every screen out for, in CSS
// pixels: phones (held upright and sideways), a tablet and two desktops.
type Size struct {
	Name string
	W, H int
}

// Sizes are the screens every screen is checked at (issue 20).
var Sizes = []Size{
	{"phone", 390, 844},
	{"phone-wide", 844, 390},
	{"tablet", 820, 1180},
	{"desk", 1280, 800},
	{"desk-hd", 1920, 1080},
}

// Resize lays the app out for an outside of w×h CSS pixels, as the
// window or page would, until the test ends (then the desktop size
// comes back).
func Resize(t testing.TB, a *scenes.App, w, h int) {
	OnLoop(func() { a.Layout(w, h) })
	t.Cleanup(func() { OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) }) })
}

// The least a hand can use, in CSS pixels (issue 20): body text, a tap
// target's shorter side, a board's cell.
const (
	MinTextPx   = 12
	MinTargetPx = 44
	MinCellPx   = 22
)

// LayoutProblems draws the app's current frame at outside size w×h and
// lists what a phone player could not use: text or targets below the
// minimums (cells too, unless cells is false: a board that zooms), text
// running off the screen, text drawn over other text, and characters the
// font has no glyph for.
func LayoutProblems(a *scenes.App, w, h int, cells bool) []string {
	var probs []string
	var m scenes.LayoutMetrics
	var boxes []sprites.TextBox
	OnLoop(func() {
		// As a window or page does: the size, then a tick, then a frame.
		a.Layout(w, h)
		a.Update()
		sprites.ResetMetrics()
		sprites.RecordText(true)
		defer sprites.RecordText(false)
		a.ForceDraw()
		img := ebitenScreen()
		a.Draw(img)
		m = a.LayoutMetrics(float64(w), float64(h))
		for _, b := range sprites.TextBoxes() {
			if b.On == img { // text in a cached image is checked where it was made
				boxes = append(boxes, b)
			}
		}
		img.Deallocate()
	})
	if m.MinTextPx > 0 && m.MinTextPx < MinTextPx-0.01 {
		probs = append(probs, fmt.Sprintf("text %.1f px (least %d)", m.MinTextPx, MinTextPx))
	}
	if m.MinTargetPx > 0 && m.MinTargetPx < MinTargetPx-0.01 {
		probs = append(probs, fmt.Sprintf("tap target %.1f px (least %d)", m.MinTargetPx, MinTargetPx))
	}
	if cells && m.MinCellPx > 0 && m.MinCellPx < MinCellPx-0.01 {
		probs = append(probs, fmt.Sprintf("board cell %.1f px (least %d)", m.MinCellPx, MinCellPx))
	}
	sw, sh := float64(ui.ViewW), float64(ui.ViewH)
	for i, b := range boxes {
		if miss := sprites.Missing(b.S); len(miss) > 0 {
			probs = append(probs, fmt.Sprintf("text %q has characters the font lacks (drawn as boxes): %q", b.S, string(miss)))
		}
		if b.X < -0.5 || b.Y < -0.5 || b.X+b.W > sw+0.5 || b.Y+b.H > sh+0.5 {
			probs = append(probs, fmt.Sprintf("text %q runs off the screen (%.0f,%.0f %.0f×%.0f on %.0f×%.0f)", b.S, b.X, b.Y, b.W, b.H, sw, sh))
		}
		for _, c := range boxes[:i] {
			if c.S == b.S || strings.TrimSpace(c.S) == "" || strings.TrimSpace(b.S) == "" {
				continue // a shadow or an outline drawn under its text
			}
			if overlap(b, c) {
				probs = append(probs, fmt.Sprintf("text %q over %q", b.S, c.S))
			} else if runInto(b, c) {
				probs = append(probs, fmt.Sprintf("text %q runs into %q: they read as one", b.S, c.S))
			}
		}
	}
	return probs
}

// overlap reports whether two text boxes share more than a sliver.
func overlap(a, b sprites.TextBox) bool {
	const slack = 1.5
	return a.X+slack < b.X+b.W && b.X+slack < a.X+a.W && a.Y+slack < b.Y+b.H && b.Y+slack < a.Y+a.H
}

// runInto reports whether two texts on one line stand closer than a
// narrow space, so that they read as one word ("ReservePunkte").
func runInto(a, b sprites.TextBox) bool {
	const space = 2.5
	sameLine := min(a.Y+a.H, b.Y+b.H)-max(a.Y, b.Y) >= 0.6*min(a.H, b.H)
	gap := max(a.X, b.X) - min(a.X+a.W, b.X+b.W)
	return sameLine && gap < space
}

// CheckLayout fails t with LayoutProblems, naming the screen and size.
func CheckLayout(t testing.TB, a *scenes.App, screen string, s Size, cells bool) {
	t.Helper()
	for _, p := range LayoutProblems(a, s.W, s.H, cells) {
		t.Errorf("%s at %s (%d×%d): %s", screen, s.Name, s.W, s.H, p)
	}
}

// ebitenScreen is a fresh screen image of the logical screen's size.
func ebitenScreen() *ebiten.Image { return ebiten.NewImage(ui.ViewW, ui.ViewH) }
