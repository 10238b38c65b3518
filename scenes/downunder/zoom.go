package downunder

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/downunder"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// The table grows as cards are laid; where it outgrows the screen (a
// phone) its cells would be too small to aim at. Fingers then zoom it:
// pinch, or double-tap a spot while the cells are small, and drag to look
// around; the Fit button (at the table's corner) fits the whole table
// again. A tap on the table (a finger down and up without moving) is the
// screen's click on a cell.
//
// A replay, which nobody aims at, zooms by itself where the whole table
// would have cells too small to read: to the cards, as large as they fit
// but never smaller than duReadableCell, centred on them with the last
// move in view, as the moves go by; until the player takes the view (a
// pinch, a drag, a double tap, Fit).

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
	lastTap int
	// pickSaid is the tick a tap on the table said to pick a card first:
	// a double tap's first tap says it, and its second, zooming, takes it
	// back.
	pickSaid     int
	lastX, lastY int
	// tap: a finger tapped the table this tick, at (tapX, tapY).
	tap        bool
	tapX, tapY int
	// own: the player chose the view (a replay's zoom no longer follows
	// the moves).
	own bool
}

// duReadableCell is the least cell a replay zooms to where the whole
// table's cells would be smaller: a little over the least a phone reads
// (22). duZoomCell is the cell a double tap zooms to (at least).
const (
	duReadableCell = 24
	duZoomCell     = 48
)

const (
	zoomNone = iota
	zoomDown
	zoomPan
	zoomPinch
)

// duDoubleTap is how soon a second tap makes a double tap (sixtieths of a
// second, App.MotionTick); a finger moving more than duDragSlop units
// drags.
const (
	duDoubleTap = 20
	duDragSlop  = 10
)

// Zoomed reports whether the player has zoomed the table.
func (s *Screen) Zoomed() bool { return s.zoom.cell > 0 }

// zoomHintBelow is the cell (units) under which a finger is told that the
// table zooms: a card is hard to aim at there (a double tap zooms under
// 40).
const zoomHintBelow = 32

// zoomHintShown reports whether the table says it zooms: to a finger,
// while its cells are small, until the player first zooms it (or fits it:
// zoom.own). Only the rules said so, and a phone held sideways showed
// cells of 22 px with no word of it.
func (s *Screen) zoomHintShown() bool {
	return ui.Touching() && !s.zoom.own && !s.Zoomed() && s.lay.cell > 0 && s.lay.cell < zoomHintBelow && s.laid < zoomHintFor
}

// zoomHintFor is how many moves the people at this screen make on it
// before the zoom hint goes: it stood over the table's foot move after
// move.
const zoomHintFor = 2

// drawZoomHint says so at the table's foot, on the right (the
// coordinates stand at its top and left; Fit, once zoomed, at its top
// right).
func (s *Screen) drawZoomHint(dst *ebiten.Image) {
	if !s.zoomHintShown() {
		return
	}
	b := s.g.board
	label := lang.T("pinch or double-tap to zoom")
	w := float32(sprites.TextWidth(label, 14, true)) + 16
	if w > b.W-16 {
		return
	}
	sprites.Pill(dst, label, b.Right()-8-w/2, b.Bottom()-8-12, sprites.WithAlpha(sprites.Ink, 210))
}

// readableZoom zooms a replay's table, where the whole of it would have
// cells smaller than duReadableCell, to its cards: centred on them, moved
// (as little as it takes) so the last move is in view. The player's own
// view stays.
func (s *Screen) readableZoom() {
	z := &s.zoom
	if !s.Replaying() || z.own {
		return
	}
	z.cell = 0
	if s.fit.cell == 0 || s.fit.cell >= duReadableCell || len(s.cells) == 0 {
		return // the whole table reads, or is yet to be laid out
	}
	x0, y0, x1, y1 := s.cells[0].x, s.cells[0].y, s.cells[0].x, s.cells[0].y
	for _, c := range s.cells {
		x0, y0, x1, y1 = min(x0, c.x), min(y0, c.y), max(x1, c.x), max(y1, c.y)
	}
	// The cards and a cell round them as large as they fit, at least
	// readable (they may not all fit then), at most a double tap's zoom.
	b := s.g.board
	cards := int(min((b.W-12)/float32(x1-x0+3), (b.H-12)/float32(y1-y0+3)))
	z.cell = min(max(cards, duReadableCell), duZoomCell)
	z.cx, z.cy = float32(x0+x1+1)/2, float32(y0+y1+1)/2
	if h := s.Match.History(); len(h) > 0 {
		if x, y, ok := downunder.MoveCell(h[len(h)-1].Move); ok {
			// Half the view, less half a cell of room.
			c := float32(z.cell)
			hw, hh := b.W/2/c-0.5, b.H/2/c-0.5
			z.cx = min(max(z.cx, float32(x+1)-hw), float32(x)+hw)
			z.cy = min(max(z.cy, float32(y+1)-hh), float32(y)+hh)
		}
	}
}

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
	z.own = true
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
func (s *Screen) gestures(in *ui.Input) {
	z := &s.zoom
	z.tap = false
	if z.cell > 0 && s.fitBtn.Clicked(in) {
		z.cell, z.mode, z.own = 0, zoomNone, true
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
	// On the clock, not the updates counted: on a slow page (a few updates
	// a second) 20 updates were seconds, and a tap to lay the card after a
	// tap that showed it elsewhere zoomed instead (a helper's play-test).
	now := s.App.MotionTick()
	onShown := false
	if x, y, ok := s.cellAt(z.px, z.py); ok && s.armedNow() && s.armedX == x && s.armedY == y {
		onShown = true
	}
	if !onShown && now-z.lastTap <= duDoubleTap && abs(z.px-z.lastX)+abs(z.py-z.lastY) < 40 && s.lay.cell < 40 {
		ux, uy := s.tableAt(z.px, z.py)
		s.zoomTo(float32(max(duZoomCell, 2*s.lay.cell)), ux, uy, z.px, z.py)
		z.lastTap = -duDoubleTap - 1
		if z.pickSaid >= now-duDoubleTap && z.pickSaid > 0 {
			s.Msg = ""
		}
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
