package crossing

import (
	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/crossing"
	"outback/scenes/ui"
	"outback/sprites"
)

// Keyboard play and the hint's ghost for Outback Crossing (the focus
// itself, keyFocus, is in downunder_keys.go).

const (
	crFocusCell = iota + 1
	crFocusSpot
	crFocusSupply
	crFocusKeep
)

func (s *Screen) crFocusKey() [6]int {
	st := s.state()
	return [6]int{len(s.Match.History()), int(s.selCell), int(s.selSpot), int(st.Phase()), s.handover, s.viewer}
}

func (s *Screen) focusCellT(c crossing.Cell, next bool) ui.FocusTarget {
	x, y := s.cellBox(c)
	return ui.FocusTarget{ID: 100 + int(c), Kind: crFocusCell, A: int(c), X: x + 3, Y: y + 3, W: s.g.cell - 6, H: s.g.cell - 6, Next: next}
}

func (s *Screen) focusSpotT(sp crossing.Spot, next bool) ui.FocusTarget {
	x, y := s.spotXY(sp)
	return ui.FocusTarget{ID: 200 + int(sp), Kind: crFocusSpot, A: int(sp), X: x, Y: y, W: s.board.SpotRadius() + 9, Round: true, Next: next}
}

// buildFocus lists the choices of the decision at hand, in a stable order:
// cells, then rim spots, then the supply or the Keep button.
func (s *Screen) buildFocus() {
	f := &s.focus
	if !f.Begin(s.crFocusKey()) {
		return
	}
	defer f.End()
	st := s.state()
	seat := st.ToMove()
	empty := func(next bool) {
		for c := crossing.Cell(0); c < crossing.NumCells; c++ {
			if st.At(c) == crossing.NoTile {
				f.Add(s.focusCellT(c, next))
			}
		}
	}
	filled := func(next bool) {
		for c := crossing.Cell(0); c < crossing.NumCells; c++ {
			if st.At(c) != crossing.NoTile {
				f.Add(s.focusCellT(c, next && c != s.selCell))
			}
		}
	}
	claims := func() {
		for _, mv := range s.legal {
			if m, ok := mv.(crossing.Move); ok && m.Kind() == crossing.OpClaim {
				f.Add(s.focusSpotT(crossing.Spot(m.A), false))
			}
		}
	}
	switch st.Phase() {
	case crossing.PhaseTurn:
		if st.Reserve(seat).IsAnimal() {
			empty(false)
		}
		claims()
		if st.SupplySize() > 0 {
			b := s.supplyBox()
			f.Add(ui.FocusTarget{ID: 300, Kind: crFocusSupply, X: b.X, Y: b.Y, W: b.W, H: b.H})
		}
	case crossing.PhaseDrawn:
		switch d := st.Drawn(); {
		case d.IsAnimal():
			empty(false)
			if !s.keepBtn.Disabled {
				b := &s.keepBtn
				f.Add(ui.FocusTarget{ID: 301, Kind: crFocusKeep, X: float32(b.X), Y: float32(b.Y), W: float32(b.W), H: float32(b.H)})
			}
		case d == crossing.ClaimAction:
			claims()
		case d == crossing.RemoveAction:
			filled(false)
		case d == crossing.SwapAction:
			filled(s.selCell >= 0)
		case d == crossing.MoveAction:
			filled(false)
			if s.selCell >= 0 {
				empty(true)
			}
		case d == crossing.ShiftAction:
			for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
				if st.Owner(sp) == seat {
					f.Add(s.focusSpotT(sp, false))
				}
			}
			if s.selSpot == crossing.NoSpot {
				break
			}
			for _, mv := range s.legal {
				if m, ok := mv.(crossing.Move); ok && m.Kind() == crossing.OpShift && crossing.Spot(m.A) == s.selSpot {
					f.Add(s.focusSpotT(crossing.Spot(m.B), true))
				}
			}
		}
	}
}

// focusKeys handles the focus keys of the person to move; it reports
// whether the input was used up.
func (s *Screen) focusKeys(in *ui.Input) bool {
	s.buildFocus()
	act, used := s.focus.HandleKeys(in)
	if t := s.focus.Focused(); used && t != nil && t.Kind == crFocusSpot {
		s.infoSpot = crossing.Spot(t.A) // show what the path scores
	}
	if !act {
		return used
	}
	t := s.focus.List[s.focus.Cur]
	st := s.state()
	seat := st.ToMove()
	cell, spot, supply := crossing.Cell(-1), crossing.NoSpot, false
	switch t.Kind {
	case crFocusCell:
		cell = crossing.Cell(t.A)
	case crFocusSpot:
		spot = crossing.Spot(t.A)
	case crFocusSupply:
		supply = true
	case crFocusKeep:
		s.playMove(crossing.Keep())
		return true
	}
	switch st.Phase() {
	case crossing.PhaseTurn:
		s.clickTurn(seat, cell, spot, supply)
	case crossing.PhaseDrawn:
		s.clickDrawn(seat, cell, spot, supply)
	}
	return true
}

// drawFocus outlines the focused choice.
func (s *Screen) drawFocus(dst *ebiten.Image) {
	if s.focus.Key != s.crFocusKey() {
		return
	}
	s.focus.Draw(dst)
}

// crHint is what the screen derives from the hint move, once per position.
type crHint struct {
	key   int
	ok    bool
	op    crossing.Op
	n     int // points used
	pts   [2][2]float32
	spot  [2]bool
	tile  crossing.Tile // the tile that would land on the last point
	ghost bool          // a faint tile or marker on the last point
}

func (s *Screen) refreshHint() *crHint {
	h := &s.hintGhost
	mv, ok := s.Hint().(crossing.Move)
	n := len(s.Match.History())
	if !ok {
		h.ok, h.key = false, -1
		return h
	}
	if h.ok && h.key == n {
		return h
	}
	st := s.state()
	*h = crHint{key: n, ok: true, op: mv.Kind(), tile: crossing.NoTile}
	cell := func(c int8) {
		x, y := s.cellXY(crossing.Cell(c))
		h.pts[h.n] = [2]float32{x, y}
		h.n++
	}
	spot := func(sp int8) {
		x, y := s.spotXY(crossing.Spot(sp))
		h.pts[h.n] = [2]float32{x, y}
		h.spot[h.n] = true
		h.n++
	}
	switch h.op {
	case crossing.OpClaim:
		spot(mv.A)
		h.ghost = true
	case crossing.OpReserve:
		cell(mv.A)
		h.tile, h.ghost = st.Reserve(st.ToMove()), true
	case crossing.OpPlace:
		cell(mv.A)
		h.tile, h.ghost = st.Drawn(), true
	case crossing.OpSwap, crossing.OpRemove:
		cell(mv.A)
		if h.op == crossing.OpSwap {
			cell(mv.B)
		}
	case crossing.OpMove:
		cell(mv.A)
		cell(mv.B)
		h.tile, h.ghost = st.At(crossing.Cell(mv.A)), true
	case crossing.OpShift:
		spot(mv.A)
		spot(mv.B)
		h.ghost = true
	}
	return h
}

// drawHint shows the hint as a ghost: a ring on the spot to claim, the
// cell to fill (with the tile, faint), the targets of an action; a pulse
// on the supply for a draw, on Keep for a keep.
func (s *Screen) drawHint(dst *ebiten.Image) {
	h := s.refreshHint()
	if !h.ok {
		return
	}
	pulse := s.HintPulse()
	clr := sprites.WithAlpha(sprites.Good, pulse)
	switch h.op {
	case crossing.OpDraw:
		t, c := s.g.colTile, s.g.supply
		sprites.RoundRectLine(dst, c[0]-t/2-10, c[1]-t/2-14, t+18, t+20, 14, 5, clr)
		b := &s.drawBtn
		sprites.RoundRectLine(dst, float32(b.X)-5, float32(b.Y)-5, float32(b.W)+10, float32(b.H)+10, 11, 5, clr)
		return
	case crossing.OpKeep:
		b := &s.keepBtn
		sprites.RoundRectLine(dst, float32(b.X)-4, float32(b.Y)-4, float32(b.W)+8, float32(b.H)+8, 10, 4, clr)
		return
	}
	seat := s.state().ToMove()
	for i := 0; i < h.n; i++ {
		x, y := h.pts[i][0], h.pts[i][1]
		last := i == h.n-1
		if h.spot[i] {
			if last && h.ghost && seat >= 0 {
				l := s.Looks[seat]
				sprites.FillShape(dst, l.Shape, x, y, s.g.markerR, sprites.WithAlpha(l.Fill, 120))
			}
			s.spotRing(dst, x, y, 14, 5, clr)
			continue
		}
		if last && h.ghost && h.tile.IsAnimal() {
			sprites.CrossingTile(dst, tileKind(h.tile), x, y, s.tileSz(), 1, 1, 0.45, 0)
		}
		sprites.RoundRectLine(dst, x-s.g.cell/2+3, y-s.g.cell/2+3, s.g.cell-6, s.g.cell-6, 11, 4, clr)
	}
}
