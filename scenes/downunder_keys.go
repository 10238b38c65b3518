package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/downunder"
	"outback/sprites"
)

// Keyboard play for the Down Under and Outback Crossing screens: a focus
// that walks over the legal choices of the decision at hand. dcFocus is
// shared by both screens (crossing_keys.go uses it too).

// dcFocusInk is the focus outline: a bright cyan, unlike the yellow hover
// and legal-move highlights and the green hint.
var (
	dcFocusInk  = color.RGBA{0x22, 0xe8, 0xff, 0xff}
	dcFocusEdge = color.RGBA{0x10, 0x20, 0x38, 0xff}
)

// dcTarget is one choice the focus can stand on.
type dcTarget struct {
	id         int     // stable across rebuilds: what the choice is
	kind, a, b int     // what Enter does (game-specific)
	x, y, w, h float32 // its box; a ring when round (centre x, y, radius w)
	round      bool
	next       bool // completes a half-made choice
}

func (t *dcTarget) centre() (float32, float32) {
	if t.round {
		return t.x, t.y
	}
	return t.x + t.w/2, t.y + t.h/2
}

// dcFocus is the keyboard focus over a list of targets, rebuilt when the
// decision changes (key), keeping the focused choice by its id.
type dcFocus struct {
	list  []dcTarget
	cur   int
	key   [6]int
	built bool
	shown bool // the keyboard has been used since the last click
	jump  bool // after an action: focus the first completing choice
	oldID int
}

// begin starts a rebuild when key differs from the last one; it reports
// whether the caller must add the targets and call end.
func (f *dcFocus) begin(key [6]int) bool {
	if f.built && key == f.key {
		return false
	}
	f.oldID = -1
	if f.cur >= 0 && f.cur < len(f.list) && (!f.built || key[0] == f.key[0]) {
		f.oldID = f.list[f.cur].id
	}
	f.key, f.built = key, true
	f.list = f.list[:0]
	f.cur = -1
	return true
}

func (f *dcFocus) add(t dcTarget) {
	for i := range f.list {
		if f.list[i].id == t.id {
			return
		}
	}
	f.list = append(f.list, t)
}

// end restores the focus after a rebuild: on the first completing choice
// after an action, else on the same choice as before (a move made resets it).
func (f *dcFocus) end() {
	if f.jump {
		f.jump = false
		for i := range f.list {
			if f.list[i].next {
				f.cur = i
				return
			}
		}
	}
	for i := range f.list {
		if f.list[i].id == f.oldID {
			f.cur = i
			return
		}
	}
}

// invalidate forces a rebuild on the next begin.
func (f *dcFocus) invalidate() { f.built = false }

func (f *dcFocus) focused() *dcTarget {
	if !f.shown || f.cur < 0 || f.cur >= len(f.list) {
		return nil
	}
	return &f.list[f.cur]
}

func (f *dcFocus) tab(back bool) {
	n := len(f.list)
	if n == 0 {
		f.cur = -1
		return
	}
	switch {
	case f.cur < 0 && back:
		f.cur = n - 1
	case f.cur < 0:
		f.cur = 0
	case back:
		f.cur = (f.cur + n - 1) % n
	default:
		f.cur = (f.cur + 1) % n
	}
}

// arrow moves the focus to the nearest choice in direction (dx, dy).
func (f *dcFocus) arrow(dx, dy float32) {
	if f.cur < 0 || f.cur >= len(f.list) {
		f.tab(false)
		return
	}
	cx, cy := f.list[f.cur].centre()
	best, bestScore := -1, float32(math.MaxFloat32)
	for i := range f.list {
		if i == f.cur {
			continue
		}
		tx, ty := f.list[i].centre()
		along := (tx-cx)*dx + (ty-cy)*dy
		if along < 4 {
			continue
		}
		across := (tx-cx)*dy - (ty-cy)*dx
		if across < 0 {
			across = -across
		}
		if sc := along + 2.5*across; sc < bestScore {
			best, bestScore = i, sc
		}
	}
	if best >= 0 {
		f.cur = best
	}
}

// input handles Tab, Shift+Tab, the arrows, Enter and Space. It reports
// act when Enter or Space should act on the focused choice, and used when
// a focus key was pressed (the caller then ignores the rest).
func (f *dcFocus) input(in *Input) (act, used bool) {
	if in.Pressed {
		f.shown = false
	}
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyTab:
			f.tab(dcShift(in))
		case ebiten.KeyArrowLeft:
			f.arrow(-1, 0)
		case ebiten.KeyArrowRight:
			f.arrow(1, 0)
		case ebiten.KeyArrowUp:
			f.arrow(0, -1)
		case ebiten.KeyArrowDown:
			f.arrow(0, 1)
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			if f.cur >= 0 && f.cur < len(f.list) {
				act = true
			} else {
				f.tab(false)
			}
		case ebiten.KeyBackspace:
			f.shown = true
			continue
		default:
			continue
		}
		f.shown, used = true, true
	}
	if act {
		f.jump = true
	}
	return act, used
}

// dcShift reports whether Shift is held (or pressed this tick in a script).
func dcShift(in *Input) bool {
	return in.Shift || in.Key(ebiten.KeyShift) || in.Key(ebiten.KeyShiftLeft) || in.Key(ebiten.KeyShiftRight)
}

// draw outlines the focused choice: thick cyan with a dark edge.
func (f *dcFocus) draw(dst *ebiten.Image) {
	t := f.focused()
	if t == nil {
		return
	}
	if t.round {
		sprites.Ring(dst, t.x, t.y, t.w+4, 2, dcFocusEdge)
		sprites.Ring(dst, t.x, t.y, t.w, 5, dcFocusInk)
		return
	}
	sprites.RoundRectLine(dst, t.x-5, t.y-5, t.w+10, t.h+10, 10, 2, dcFocusEdge)
	sprites.RoundRectLine(dst, t.x-3, t.y-3, t.w+6, t.h+6, 9, 5, dcFocusInk)
}

// Down Under targets.
const (
	duFocusTile = iota + 1
	duFocusCell
	duFocusPass
)

// duFocusKey is what the targets depend on.
func (s *DownUnderPlay) duFocusKey() [6]int {
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
	return [6]int{len(s.match.History()), s.sel, s.rot, flags, len(s.tiles), s.lay.cell}
}

// buildFocus lists the choices of the decision at hand: the Pass button;
// or the curves that reopen a loop; or the playable hand cards, then the
// cells where the picked card fits as turned now.
func (s *DownUnderPlay) buildFocus() {
	f := &s.focus
	if !f.begin(s.duFocusKey()) {
		return
	}
	defer f.end()
	C := float32(s.lay.cell)
	cell := func(x, y int, next bool) {
		px, py := s.cellXY(x, y)
		f.add(dcTarget{id: 1<<20 | (x+512)<<10 | (y + 512), kind: duFocusCell, a: x, b: y, x: px + 2, y: py + 2, w: C - 4, h: C - 4, next: next})
	}
	switch {
	case s.mustPass():
		b := &s.passBtn
		f.add(dcTarget{id: 3 << 20, kind: duFocusPass, x: float32(b.X), y: float32(b.Y), w: float32(b.W), h: float32(b.H)})
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
			f.add(dcTarget{id: id, kind: duFocusTile, a: i, x: float32(t.x), y: y, w: float32(t.sz), h: float32(t.sz)})
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
func (s *DownUnderPlay) focusKeys(in *Input) bool {
	s.buildFocus()
	act, used := s.focus.input(in)
	if !act {
		return used
	}
	t := s.focus.list[s.focus.cur]
	switch t.kind {
	case duFocusTile:
		s.clickTile(t.a)
	case duFocusCell:
		s.clickCell(t.a, t.b, 0, 0)
	case duFocusPass:
		s.playMove(downunder.Move{Kind: downunder.Pass}, [2]float32{})
	}
	return true
}

// focusCell is the cell the keyboard focus is on, if any.
func (s *DownUnderPlay) focusCell() (int, int, bool) {
	t := s.focus.focused()
	if t == nil || t.kind != duFocusCell || s.focus.key != s.duFocusKey() {
		return 0, 0, false
	}
	return t.a, t.b, true
}

// focusTile is the hand tile the keyboard focus is on, or -1.
func (s *DownUnderPlay) focusTile() int {
	t := s.focus.focused()
	if t == nil || t.kind != duFocusTile || s.focus.key != s.duFocusKey() {
		return -1
	}
	return t.a
}

// drawFocus outlines the focused choice, with a ghost of the picked card
// on a focused cell.
func (s *DownUnderPlay) drawFocus(dst *ebiten.Image) {
	if s.focus.focused() == nil || s.focus.key != s.duFocusKey() {
		return
	}
	if x, y, ok := s.focusCell(); ok && !s.loop && s.sel >= 0 && s.sel < len(s.tiles) {
		px, py := s.cellXY(x, y)
		s.faces.Draw(dst, s.tileFace(s.tiles[s.sel], s.rot), px, py, 0, 1, 0.85)
	}
	s.focus.draw(dst)
}

// duHint is what the screen derives from the hint move, once per position.
type duHint struct {
	key  int
	ok   bool
	kind downunder.Kind
	x, y int
	face sprites.DUFace
}

// refreshHint derives the ghost of the hint move for this position.
func (s *DownUnderPlay) refreshHint() *duHint {
	h := &s.hintGhost
	mv, _ := s.hint().(*downunder.Move)
	n := len(s.match.History())
	if mv == nil {
		h.ok = false
		h.key = -1
		return h
	}
	if h.key == n && h.ok {
		return h
	}
	*h = duHint{key: n, ok: true, kind: downunder.Kind(mv.Kind), x: int(mv.X), y: int(mv.Y)}
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
		st := s.state()
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
	}
	return h
}

// drawHint shows the hint move as a ghost: the card, faint, at its cell
// and rotation (a turned curve as it would lie; a pulse on Pass).
func (s *DownUnderPlay) drawHint(dst *ebiten.Image) {
	if h := s.refreshHint(); h.ok {
		s.drawGhost(dst, h, s.hintPulse())
	}
}

// drawGhost draws the hinted card faint where it goes.
func (s *DownUnderPlay) drawGhost(dst *ebiten.Image, h *duHint, pulse uint8) {
	if h.kind == downunder.Pass {
		b := &s.passBtn
		sprites.RoundRectLine(dst, float32(b.X)-4, float32(b.Y)-4, float32(b.W)+8, float32(b.H)+8, 10, 4, sprites.WithAlpha(sprites.Good, pulse))
		return
	}
	C := float32(s.lay.cell)
	px, py := s.cellXY(h.x, h.y)
	s.faces.Draw(dst, h.face, px, py, 0, 1, 0.5)
	sprites.RoundRectLine(dst, px+1, py+1, C-2, C-2, C*0.12, 4, sprites.WithAlpha(sprites.Good, pulse))
}
