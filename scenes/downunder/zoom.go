package downunder

import (
	"math"

	"outback/scenes"
)

// The table grows as cards are laid; where it outgrows the screen (a
// phone) its cells would be too small to aim at. Fingers then zoom it:
// pinch, or double-tap a spot while the cells are small, and drag to look
// around; the Fit button (at the table's corner) fits the whole table
// again. A tap on the table (a finger down and up without moving) is the
// screen's click on a cell.

// duZoom is the player's zoom and the gesture under way.
type duZoom struct {
	cell   int     // the zoomed cell's side (0: the view fits the table)
	cx, cy float32 // the table's point (in cells) at the board's centre
	mode   int     // the gesture: zoomNone, zoomDown, zoomPan, zoomPinch
	px, py int     // where the finger went down
	ux, uy float32 // the table's point (in cells) under it, or the pinch's middle
	d0, c0 float32 // a pinch's fingers' distance and cell side at its start
	// lastTap is the tick of the last tap and where it was (a second one
	// soon after at the same place is a double tap).
	lastTap      int
	lastX, lastY int
	// tap: a finger tapped the table this tick, at (tapX, tapY).
	tap        bool
	tapX, tapY int
}

const (
	zoomNone = iota
	zoomDown
	zoomPan
	zoomPinch
)

// duDoubleTap is how soon a second tap makes a double tap (ticks); a
// finger moving more than duDragSlop units drags.
const (
	duDoubleTap = 20
	duDragSlop  = 10
)

// Zoomed reports whether the player has zoomed the table.
func (s *Screen) Zoomed() bool { return s.zoom.cell > 0 }

// applyZoom shows the table as fitted, or as the player zoomed it.
func (s *Screen) applyZoom() {
	l := s.fit
	z := &s.zoom
	if l.cell == 0 || z.cell <= l.cell {
		z.cell = 0
	}
	if z.cell > 0 {
		z.cx = min(max(z.cx, float32(l.x0)), float32(l.x1+1))
		z.cy = min(max(z.cy, float32(l.y0)), float32(l.y1+1))
		b := s.g.board
		l.cell = z.cell
		l.ox = float32(math.Floor(b.CX() - float64(z.cx)*float64(z.cell)))
		l.oy = float32(math.Floor(b.CY() - float64(z.cy)*float64(z.cell)))
	}
	if l != s.lay {
		s.lay = l
		s.faces.SetCell(l.cell)
	}
}

// tableAt is the table's point (in cells) under the screen point (x, y).
func (s *Screen) tableAt(x, y int) (float32, float32) {
	c := float32(max(s.lay.cell, 1))
	return (float32(x) - s.lay.ox) / c, (float32(y) - s.lay.oy) / c
}

// zoomTo shows the table with cells c units wide, the table's point (ux,
// uy) under the screen point (sx, sy); at the fitted size or less it
// fits the table again.
func (s *Screen) zoomTo(c, ux, uy float32, sx, sy int) {
	z := &s.zoom
	z.cell = int(min(c, duMaxCell) + 0.5)
	if z.cell <= s.fit.cell {
		z.cell = 0
	} else {
		b := s.g.board
		z.cx = ux + (float32(b.CX())-float32(sx))/float32(z.cell)
		z.cy = uy + (float32(b.CY())-float32(sy))/float32(z.cell)
	}
	s.applyZoom()
}

// gestures follows the fingers on the table: a pinch zooms, a drag pans
// a zoomed table, a double tap zooms in where the cells are small, and a
// tap (set in zoom.tap) is left for the game. The Fit button fits the
// table again.
func (s *Screen) gestures(in *scenes.Input) {
	z := &s.zoom
	z.tap = false
	if z.cell > 0 && s.fitBtn.Clicked(in) {
		z.cell, z.mode = 0, zoomNone
		s.applyZoom()
		return
	}
	if !in.Touch {
		z.mode = zoomNone
		return
	}
	b := s.g.board
	switch {
	case in.Touches >= 2:
		mx, my := (in.X+in.X2)/2, (in.Y+in.Y2)/2
		d := float32(math.Hypot(float64(in.X2-in.X), float64(in.Y2-in.Y)))
		if z.mode != zoomPinch {
			if !b.Contains(mx, my) {
				return
			}
			z.mode, z.d0, z.c0 = zoomPinch, max(d, 1), float32(s.lay.cell)
			z.ux, z.uy = s.tableAt(mx, my)
			return
		}
		s.zoomTo(z.c0*d/z.d0, z.ux, z.uy, mx, my)
	case in.Pressed && b.Contains(in.X, in.Y):
		z.mode, z.px, z.py = zoomDown, in.X, in.Y
		z.ux, z.uy = s.tableAt(in.X, in.Y)
	case in.Released:
		if z.mode == zoomDown {
			s.tapped()
		}
		z.mode = zoomNone
	case in.Down && (z.mode == zoomDown || z.mode == zoomPan):
		if z.mode == zoomDown && abs(in.X-z.px)+abs(in.Y-z.py) > duDragSlop {
			z.mode = zoomPan
		}
		if z.mode == zoomPan && z.cell > 0 {
			s.zoomTo(float32(z.cell), z.ux, z.uy, in.X, in.Y)
		}
	}
}

// tapped takes a tap on the table: a double tap where the cells are
// small zooms in there; else the tap is the game's (zoom.tap). A second
// tap on the cell whose move the first one shows plays it, however soon:
// tap, tap is how a finger lays a card.
func (s *Screen) tapped() {
	z := &s.zoom
	now := s.App.Tick()
	onShown := false
	if x, y, ok := s.cellAt(z.px, z.py); ok && s.armedNow() && s.armedX == x && s.armedY == y {
		onShown = true
	}
	if !onShown && now-z.lastTap <= duDoubleTap && abs(z.px-z.lastX)+abs(z.py-z.lastY) < 40 && s.lay.cell < 40 {
		ux, uy := s.tableAt(z.px, z.py)
		s.zoomTo(float32(max(48, 2*s.lay.cell)), ux, uy, z.px, z.py)
		z.lastTap = -duDoubleTap - 1
		return
	}
	z.lastTap, z.lastX, z.lastY = now, z.px, z.py
	z.tap, z.tapX, z.tapY = true, z.px, z.py
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
