package ui

import "math"

// The logical screen follows the outside — the window, or the page — so
// the game fills it whatever its shape: ViewW×ViewH units with the
// outside's aspect. A unit is one CSS pixel on a phone or in a small
// window; where the outside holds a whole desktop screen (1280×800) or
// more, a unit grows so the picture grows with it instead of spreading
// thin. Every screen lays itself out from this size (Rect cuts it into
// the regions it needs) and does so again when it changes: the window
// resized, the phone turned.
var ViewW, ViewH = DesignW, DesignH

// ScreenW and ScreenH are the design size, the screen a desktop window
// opens at; screens not yet laid out from ViewW×ViewH draw in its top
// left corner.
const (
	ScreenW = DesignW
	ScreenH = DesignH
)

// The desktop screen the units are sized for: at this size or larger a
// unit is a pixel or more.
const (
	DesignW = 1280
	DesignH = 800
)

// MinShortSide is the fewest units the screen's shorter side gets: a
// window made tiny shrinks the picture rather than squeezing the layout
// below what any screen is laid out for (a phone held sideways is 360
// CSS px high or more).
const MinShortSide = 360

// unitPx is how many outside pixels (CSS pixels in a browser) one logical
// unit covers.
var unitPx = 1.0

// screenGen counts the changes of the screen's size; a screen that keeps
// a layout compares it (Sized).
var screenGen = 1

// FitScreen is the logical screen for an outside of ow×oh pixels, and the
// outside pixels per unit.
func FitScreen(ow, oh float64) (w, h int, u float64) {
	if ow < 1 || oh < 1 {
		return DesignW, DesignH, 1
	}
	u = max(1, min(ow/DesignW, oh/DesignH))
	if s := min(ow, oh) / u; s < MinShortSide {
		u = min(ow, oh) / MinShortSide
	}
	return int(math.Round(ow / u)), int(math.Round(oh / u)), u
}

// SetScreenSize makes the logical screen w×h units, one pixel a unit (the
// tests' way to lay screens out for a phone; App.Layout calls it with the
// outside's size).
func SetScreenSize(w, h int) { SetScreen(w, h, 1) }

func SetScreen(w, h int, u float64) {
	unitPx = u
	if w == ViewW && h == ViewH {
		return
	}
	ViewW, ViewH = w, h
	screenGen++
}

// Sized remembers the screen size a layout was made for.
type Sized struct{ gen int }

// Stale reports whether the screen has changed size since the last call
// (true the first time): the caller lays itself out again.
func (s *Sized) Stale() bool {
	if s.gen == screenGen {
		return false
	}
	s.gen = screenGen
	return true
}

// Tall reports whether the screen is taller than wide enough that screens
// stack what a wide screen puts side by side (a phone held upright, a
// tablet in portrait).
func Tall() bool { return ViewW*10 < ViewH*11 }

// Narrow reports whether the screen is too narrow for two columns of
// controls side by side (a phone held upright).
func Narrow() bool { return ViewW < 700 }
