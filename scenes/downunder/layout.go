package downunder

import (
	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes/ui"
)

type duLayout struct {
	cell           int
	ox, oy         float32 // screen position of cell (0,0)'s top-left
	x0, y0, x1, y1 int     // visible cells
	// area is the rules' area: the cells a full card may still reach are
	// shaded and outlined from the first card on.
	area downunder.AreaView
}

// reachable reports whether a full card could lie at (x, y) as far as the
// area goes: the full cards' bounding box with it still fits the agreed
// size in one of its two orientations (§4). Before the first card and
// without a limit the whole table is open (nothing to show).
func (l *duLayout) reachable(x, y int) bool {
	a := l.area
	if a.NoLimit || a.Empty {
		return false
	}
	w := max(a.MaxX, x) - min(a.MinX, x) + 1
	h := max(a.MaxY, y) - min(a.MinY, y) + 1
	return (w <= a.A && h <= a.B) || (w <= a.B && h <= a.A)
}

// outside reports whether (x, y) lies beyond the area as far as it is
// known: drawn darker, outside the frame. Before the first card and
// without a limit no cell is.
func (l *duLayout) outside(x, y int) bool {
	return !l.area.NoLimit && !l.area.Empty && !l.reachable(x, y)
}

// computeLayout fits the visible cells (the area, and every card with a
// cell of margin) into the board region.
func (s *Screen) computeLayout() {
	if !s.laidOut() {
		return // arrange fits the view once the screen's size is known
	}
	defer s.tellFrame()
	ar := s.area
	ox0, oy0, ox1, oy1 := 0, 0, 0, 0
	for i, c := range s.cells {
		if i == 0 {
			ox0, oy0, ox1, oy1 = c.x, c.y, c.x, c.y
			continue
		}
		ox0, oy0 = min(ox0, c.x), min(oy0, c.y)
		ox1, oy1 = max(ox1, c.x), max(oy1, c.y)
	}
	// ring is the cells round the area and the cards: where a terminal may
	// still go (terminals may lie outside the area).
	span := func(ring int, whole, fixed bool, amin, amax, maxLen, o0, o1 int) (int, int) {
		lo, hi := o0-ring, o1+ring
		if ar.NoLimit {
			for hi-lo+1 < 5 {
				lo--
				if hi-lo+1 < 5 {
					hi++
				}
			}
			return lo, hi
		}
		var a0, a1 int
		switch {
		case fixed:
			a0, a1 = amin-ring, amin+maxLen-1+ring
		case whole && !ar.Empty:
			// Every cell a card can still reach on this axis.
			a0, a1 = amax-maxLen+1-ring, amin+maxLen-1+ring
		default:
			c2 := amin + amax // twice the centre of the full cards
			if ar.Empty {
				c2 = o0 + o1
			}
			l := maxLen + 2*ring
			a0 = (c2 - (l - 1) + 1) / 2
			if c2-(l-1) < 0 {
				a0 = -((-(c2 - (l - 1)) + 1) / 2)
			}
			a1 = a0 + l - 1
		}
		return min(lo, a0), max(hi, a1)
	}
	b := s.g.board
	view := func(ring int, whole bool) duLayout {
		var l duLayout
		l.x0, l.x1 = span(ring, whole, ar.FixedX, ar.MinX, ar.MaxX, ar.MaxW, ox0, ox1)
		l.y0, l.y1 = span(ring, whole, ar.FixedY, ar.MinY, ar.MaxY, ar.MaxH, oy0, oy1)
		nx, ny := l.x1-l.x0+1, l.y1-l.y0+1
		l.cell = max(4, min(duMaxCell, int(b.W-12)/nx, int(b.H-12)/ny))
		l.ox = b.X + (b.W-float32(nx*l.cell))/2 - float32(l.x0*l.cell)
		l.oy = b.Y + (b.H-float32(ny*l.cell))/2 - float32(l.y0*l.cell)
		l.ox, l.oy = float32(int(l.ox)), float32(int(l.oy))
		return l
	}
	// Where the screen has room, the view holds every cell a card can
	// still reach, so the area's frame shows whole from the first card on:
	// a view of the area's size round the cards cut it off, and early in a
	// game it showed as ticks at the view's corners (issue 42). Otherwise
	// (a phone) the view is the area's size round the cards, and the
	// frame shows where it lies in view.
	l := view(1, true)
	if l.cell < duWholeCell {
		l = view(1, false)
	}
	if l.cell < duFingerCell && !ar.NoLimit && s.g.tall && !s.Replaying() {
		// A small phone's table, held upright: without the ring its cells
		// are a finger's (17 CSS px at 360×640 with it), while every move
		// at hand lies inside (a terminal beyond the area brings the ring
		// back). A replay zooms to its cards instead (readableZoom).
		if k := view(0, false); k.cell > l.cell && s.legalWithin(k) {
			l = k
		}
	}
	l.area = ar
	n := len(s.Match.History())
	jump := n != s.layFor+1 && n != s.layFor
	s.layFor = n
	if s.fit.cell == 0 || jump && s.Replaying() {
		// The first view, or a replay's jump: the board as it is then.
		s.setLay(l)
		s.viewTo, s.viewT = duLayout{}, 0
		return
	}
	if s.keepView(l) {
		return
	}
	if l != s.fit && l != s.viewTo {
		// The view must change: it moves, smoothly, once nobody aims
		// (stepView). A glide under way turns to the new place from where
		// it is, at once: its picture half-way does not fit the board, and
		// waiting there for the pointer to leave the board (a finger's
		// last tap stays on it) left the table cut off at its edges.
		if s.viewT > 0 {
			s.viewFrom, s.viewTo, s.viewT, s.viewAt = s.fit, l, 1, s.App.MotionTick()-1
			return
		}
		s.viewTo, s.viewT = l, 0
	}
}

// duWholeCell is the least cell at which the view holds every cell a card
// can still reach (units).
const duWholeCell = 30

// frameInView reports whether some of the area's frame lies in view: a
// cell in view a card can reach beside one it cannot.
func (l *duLayout) frameInView() bool { return l.frameEdges() > 0 }

// frameEdges counts the cell sides of the area's frame in view.
func (l *duLayout) frameEdges() int {
	n := 0
	for y := l.y0; y <= l.y1; y++ {
		for x := l.x0; x <= l.x1; x++ {
			if !l.reachable(x, y) {
				continue
			}
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if !l.reachable(x+d[0], y+d[1]) {
					n++
				}
			}
		}
	}
	return n
}

// duFingerCell is the least cell a finger needs (units: CSS px on a phone).
const duFingerCell = 22

// legalWithin reports whether every move at hand that lays a card lies in
// l's cells.
func (s *Screen) legalWithin(l duLayout) bool {
	for _, m := range s.legal {
		if m.Kind == downunder.Pass {
			continue
		}
		x, y := int(m.X), int(m.Y)
		if x < l.x0 || x > l.x1 || y < l.y0 || y > l.y1 {
			return false
		}
	}
	return true
}

// Still reports whether the view stays where it is (it is not gliding to a
// new place): the picture may rest.
func (s *Screen) Still() bool { return s.viewTo.cell == 0 }

// duViewTicks is how long the view takes to move, at normal speed.
const duViewTicks = 14

// stepView moves the view a tick towards the one it must change to, if
// any. It waits while the pointer rests on the board in a game someone
// plays at this computer: from a person's click to their next turn, the
// card under the pointer stays where it is.
func (s *Screen) stepView(in *ui.Input) {
	if s.viewTo.cell == 0 {
		return
	}
	now := s.App.MotionTick()
	if s.viewT == 0 {
		if s.aiming(in) {
			return
		}
		s.viewFrom, s.viewAt = s.fit, now-1
	}
	// On the clock, as the moves' animations: on a slow page (a few
	// updates a second) a glide counted in updates took seconds, the
	// table cut off at the board's edges all the while.
	s.viewT = max(s.viewT+1, now-s.viewAt)
	n := max(1, s.App.Settings().Ticks(duViewTicks))
	if s.viewT >= n {
		s.setLay(s.viewTo)
		s.viewTo, s.viewT = duLayout{}, 0
		s.tellFrame()
		return
	}
	f := float32(s.viewT) / float32(n)
	f = f * f * (3 - 2*f) // ease in and out
	a, b := s.viewFrom, s.viewTo
	l := b
	l.cell = a.cell + int(float32(b.cell-a.cell)*f+0.5)
	l.ox = float32(int(a.ox + (b.ox-a.ox)*f))
	l.oy = float32(int(a.oy + (b.oy-a.oy)*f))
	l.x0, l.y0 = min(a.x0, b.x0), min(a.y0, b.y0)
	l.x1, l.y1 = max(a.x1, b.x1), max(a.y1, b.y1)
	s.setLay(l)
}

// aiming reports whether the pointer rests on the board in a game played
// by someone at this computer.
func (s *Screen) aiming(in *ui.Input) bool {
	if !s.g.board.Contains(in.X, in.Y) {
		return false
	}
	if s.state().ToMove() == rules.Nobody {
		return false // the game is over: nobody aims
	}
	for i := range s.Match.Setup().Seats {
		if s.Human(i) {
			return true
		}
	}
	return false
}

// setLay fits the view to layout l (the player's zoom, if any, stays; a
// replay's follows the moves).
func (s *Screen) setLay(l duLayout) {
	s.fit = l
	s.readableZoom()
	s.applyZoom()
}

// keepView keeps the table still (or on its way, while it glides) as long
// as the view in place (or the one it glides to) still shows everything
// the new one would need (the cards and their neighbours, the
// legal cells, the area's frame): the cell under the pointer does not move
// while people play. It takes the new frame over and reports whether the
// view was kept.
func (s *Screen) keepView(l duLayout) bool {
	old := s.fit
	gliding := s.viewTo.cell != 0
	if gliding {
		// The view is on its way to viewTo: that is the view to keep, or
		// not. The picture half-way holds the cells of both ends but not
		// where they fit the board: kept, it froze there, cut off at the
		// board's edges (a helper's play-test: a computer's card landed
		// while the view glided out to show the area's frame).
		old = s.viewTo
	}
	if old.cell == 0 {
		return false
	}
	inside := func(x, y int) bool { return x >= old.x0 && x <= old.x1 && y >= old.y0 && y <= old.y1 }
	for _, c := range s.cells {
		if !inside(c.x-1, c.y-1) || !inside(c.x+1, c.y+1) {
			return false
		}
	}
	if to := s.state().ToMove(); to >= 0 && s.Human(to) {
		// The cells a person may choose (the computer's need no showing).
		for _, m := range s.legal {
			if m.Kind != downunder.Pass && !inside(int(m.X), int(m.Y)) {
				return false
			}
		}
	}
	if a := l.area; (a.FixedX && (a.MinX < old.x0 || a.MinX+a.MaxW-1 > old.x1)) || (a.FixedY && (a.MinY < old.y0 || a.MinY+a.MaxH-1 > old.y1)) {
		return false // a fixed side of the area out of view
	}
	old.area = l.area
	if l.frameInView() && !old.frameInView() {
		return false // the new view shows the area's frame, the old one none of it
	}
	if gliding {
		s.viewTo = old // the glide goes on
		return true
	}
	s.setLay(old)
	s.viewTo, s.viewT = duLayout{}, 0
	return true
}

// cellXY is the screen position of cell (x, y)'s top-left corner.
func (s *Screen) cellXY(x, y int) (float32, float32) {
	return s.lay.ox + float32(x*s.lay.cell), s.lay.oy + float32(y*s.lay.cell)
}

// cellCenter is the screen centre of cell (x, y).
func (s *Screen) cellCenter(x, y int) (int, int) {
	px, py := s.cellXY(x, y)
	return int(px) + s.lay.cell/2, int(py) + s.lay.cell/2
}

// cellAt is the cell under a screen point, ok false outside the board.
func (s *Screen) cellAt(px, py int) (int, int, bool) {
	if !s.g.board.Contains(px, py) {
		return 0, 0, false
	}
	fx := (float32(px) - s.lay.ox) / float32(s.lay.cell)
	fy := (float32(py) - s.lay.oy) / float32(s.lay.cell)
	x, y := floorInt(fx), floorInt(fy)
	return x, y, x >= s.lay.x0 && x <= s.lay.x1 && y >= s.lay.y0 && y <= s.lay.y1
}

func floorInt(f float32) int {
	i := int(f)
	if float32(i) > f {
		i--
	}
	return i
}
