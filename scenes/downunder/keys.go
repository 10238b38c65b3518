package downunder

import (
	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/downunder"
	"outback/scenes/ui"
	"outback/sprites"
)

// Down Under targets.
const (
	duFocusTile = iota + 1
	duFocusCell
	duFocusPass
)

// duFocusKey is what the targets depend on.
func (s *Screen) duFocusKey() [6]int {
	flags := 0
	if s.loop {
		flags |= 1
	}
	if s.mustPass() {
		flags |= 2
	}
	if s.handSeat == s.state().ToMove() {
		flags |= 4
	}
	return [6]int{len(s.Match.History()), s.sel, s.rot, flags, len(s.tiles), s.lay.cell}
}

// buildFocus lists the choices of the decision at hand: the Pass button;
// or the curves that reopen a loop; or the playable hand cards, then the
// cells where the picked card fits as turned now.
func (s *Screen) buildFocus() {
	f := &s.focus
	if !f.Begin(s.duFocusKey()) {
		return
	}
	defer f.End()
	C := float32(s.lay.cell)
	cell := func(x, y int, next bool) {
		px, py := s.cellXY(x, y)
		f.Add(ui.FocusTarget{ID: 1<<20 | (x+512)<<10 | (y + 512), Kind: duFocusCell, A: x, B: y, X: px + 2, Y: py + 2, W: C - 4, H: C - 4, Next: next})
	}
	switch {
	case s.mustPass():
		b := &s.passBtn
		f.Add(ui.FocusTarget{ID: 3 << 20, Kind: duFocusPass, X: float32(b.X), Y: float32(b.Y), W: float32(b.W), H: float32(b.H)})
	case s.loop:
		for _, m := range s.legal {
			if m.Kind == downunder.Turn {
				cell(int(m.X), int(m.Y), false)
			}
		}
	case s.handSeat == s.state().ToMove():
		for i := range s.tiles {
			t := &s.tiles[i]
			if !t.legal {
				continue
			}
			y := float32(t.y)
			if i == s.sel {
				y -= 5
			}
			c := t.card
			id := 2<<20 | int(c.Kind)<<12 | int(c.Animal)<<4 | (c.Colour + 1)
			f.Add(ui.FocusTarget{ID: id, Kind: duFocusTile, A: i, X: float32(t.x), Y: y, W: float32(t.sz), H: float32(t.sz)})
		}
		if s.sel < 0 {
			return
		}
		for _, m := range s.place {
			if int(m.R) == s.rot || m.Kind == downunder.Billabong {
				cell(int(m.X), int(m.Y), true)
			}
		}
	}
}

// focusKeys handles the focus keys on the person's turn; it reports
// whether the input was used up.
func (s *Screen) focusKeys(in *ui.Input) bool {
	s.buildFocus()
	act, used := s.focus.HandleKeys(in)
	if !act {
		return used
	}
	t := s.focus.List[s.focus.Cur]
	switch t.Kind {
	case duFocusTile:
		s.clickTile(t.A)
	case duFocusCell:
		s.clickCell(t.A, t.B, 0, 0)
	case duFocusPass:
		s.playMove(downunder.Move{Kind: downunder.Pass}, [2]float32{})
	}
	return true
}

// focusCell is the cell the keyboard focus is on, if any.
func (s *Screen) focusCell() (int, int, bool) {
	t := s.focus.Focused()
	if t == nil || t.Kind != duFocusCell || s.focus.Key != s.duFocusKey() {
		return 0, 0, false
	}
	return t.A, t.B, true
}

// focusTile is the hand tile the keyboard focus is on, or -1.
func (s *Screen) focusTile() int {
	t := s.focus.Focused()
	if t == nil || t.Kind != duFocusTile || s.focus.Key != s.duFocusKey() {
		return -1
	}
	return t.A
}

// previewCell is the cell where the card being aimed is previewed (under
// the pointer or the keyboard focus), ok false when none is.
func (s *Screen) previewCell() (int, int, bool) {
	if s.loop || s.sel < 0 || s.sel >= len(s.tiles) {
		return 0, 0, false
	}
	if s.focus.Focused() != nil && s.focus.Key == s.duFocusKey() {
		x, y, ok := s.focusCell()
		return x, y, ok
	}
	if !s.hoverOn || s.tiles[s.sel].card.Kind == downunder.Billabong || !s.fitsAsTurned(s.hoverX, s.hoverY) {
		return 0, 0, false
	}
	return s.hoverX, s.hoverY, true
}

// drawFocus outlines the focused choice, with a ghost of the picked card
// on a focused cell.
func (s *Screen) drawFocus(dst *ebiten.Image) {
	if s.focus.Focused() == nil || s.focus.Key != s.duFocusKey() {
		return
	}
	if x, y, ok := s.focusCell(); ok && !s.loop && s.sel >= 0 && s.sel < len(s.tiles) {
		px, py := s.cellXY(x, y)
		s.faces.Draw(dst, s.tileFace(s.tiles[s.sel], s.rot), px, py, 0, 1, 0.85)
	}
	s.focus.Draw(dst)
}

// duHint is what the screen derives from the hint move, once per position.
type duHint struct {
	key  int
	ok   bool
	kind downunder.Kind
	x, y int
	face sprites.DUFace
	tile int // the hinted card in the hand (index in tiles), or -1
}

// refreshHint derives the ghost of the hint move for this position.
func (s *Screen) refreshHint() *duHint {
	h := &s.hintGhost
	mv, _ := s.Hint().(*downunder.Move)
	n := len(s.Match.History())
	if mv == nil {
		h.ok = false
		h.key = -1
		return h
	}
	if h.key == n && h.ok {
		return h
	}
	*h = s.ghostOf(s.state(), mv, n)
	return h
}

// ghostOf is mv as a card where it goes, for the position st (whose
// hands say the card's colour); key is what it was made for.
func (s *Screen) ghostOf(st *downunder.State, mv *downunder.Move, key int) duHint {
	h := duHint{key: key, ok: true, kind: downunder.Kind(mv.Kind), x: int(mv.X), y: int(mv.Y), tile: -1}
	switch h.kind {
	case downunder.Pass:
	case downunder.Turn:
		for i := range s.cells {
			c := &s.cells[i]
			if c.x == h.x && c.y == h.y && c.full {
				h.face = c.face
				h.face.Rot = uint8((int(c.face.Rot) + int(mv.R)) % 4)
			}
		}
	case downunder.Billabong:
		h.face = s.tileFace(duTile{card: downunder.HandCard{Kind: downunder.Billabong}}, 0)
	default:
		// The colour: the hand card whose placements hold the move.
		colour := -1
		for _, hc := range st.Hand(st.ToMove()) {
			if hc.Kind != h.kind || (hc.Animal != downunder.Animal(mv.Animal) && h.kind != downunder.Terminal) {
				continue
			}
			for _, p := range st.PlacementsFor(hc) {
				if p == *mv {
					colour = hc.Colour
				}
			}
			if colour >= 0 {
				break
			}
		}
		h.face = sprites.DUFace{Kind: h.kind, Owner: int8(colour), Rot: mv.R, Animal: downunder.Animal(mv.Animal), Trace: -1}
		for i, t := range s.tiles {
			if t.card.Kind == h.kind && t.card.Colour == colour && (h.kind == downunder.Terminal || t.card.Animal == downunder.Animal(mv.Animal)) {
				h.tile = i
			}
		}
	}
	if h.kind == downunder.Billabong {
		for i, t := range s.tiles {
			if t.card.Kind == downunder.Billabong {
				h.tile = i
			}
		}
	}
	return h
}

// drawHint shows the hint move as a ghost: the card, faint, at its cell
// and rotation (a turned curve as it would lie; a pulse on Pass).
func (s *Screen) drawHint(dst *ebiten.Image) {
	if h := s.refreshHint(); h.ok {
		s.drawGhost(dst, h, s.HintPulse())
	}
}

// drawGhost draws the hinted card faint where it goes.
func (s *Screen) drawGhost(dst *ebiten.Image, h *duHint, pulse uint8) {
	if h.kind == downunder.Pass {
		b := &s.passBtn
		sprites.RoundRectLine(dst, float32(b.X)-4, float32(b.Y)-4, float32(b.W)+8, float32(b.H)+8, 10, 4, sprites.WithAlpha(sprites.Good, pulse))
		return
	}
	C := float32(s.lay.cell)
	px, py := s.cellXY(h.x, h.y)
	if x, y, ok := s.previewCell(); !ok || x != h.x || y != h.y {
		// Where the person aims their own card, its preview is the one
		// picture; the hint keeps its ring.
		s.faces.Draw(dst, h.face, px, py, 0, 1, 0.5)
	}
	sprites.RoundRectLine(dst, px+1, py+1, C-2, C-2, C*0.12, 4, sprites.WithAlpha(sprites.Good, pulse))
}
