package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// Keyboard play, the same in every game: a focus that walks over the
// choices of the decision at hand (Tab, Shift+Tab, the arrows by position
// on the screen) and acts on the focused one (Enter, Space). Each game
// lists its choices as targets; the focus keeps its place across rebuilds.

// focusInk is the focus outline: a bright cyan, unlike the yellow hover
// and legal-move highlights and the green hint.
var (
	focusInk  = color.RGBA{0x22, 0xe8, 0xff, 0xff}
	focusEdge = color.RGBA{0x10, 0x20, 0x38, 0xff}
)

// focusTarget is one choice the focus can stand on.
type focusTarget struct {
	id         int     // stable across rebuilds: what the choice is
	kind, a, b int     // what Enter does (game-specific)
	x, y, w, h float32 // its box; a ring when round (centre x, y, radius w)
	round      bool
	next       bool // completes a half-made choice
}

func (t *focusTarget) centre() (float32, float32) {
	if t.round {
		return t.x, t.y
	}
	return t.x + t.w/2, t.y + t.h/2
}

// keyFocus is the keyboard focus over a list of targets, rebuilt when the
// decision changes (key), keeping the focused choice by its id.
type keyFocus struct {
	list  []focusTarget
	cur   int
	key   [6]int
	built bool
	shown bool // the keyboard has been used since the last click
	jump  bool // after an action: focus the first completing choice
	oldID int
}

// begin starts a rebuild when key differs from the last one; it reports
// whether the caller must add the targets and call end.
func (f *keyFocus) begin(key [6]int) bool {
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

func (f *keyFocus) add(t focusTarget) {
	for i := range f.list {
		if f.list[i].id == t.id {
			return
		}
	}
	f.list = append(f.list, t)
}

// end restores the focus after a rebuild: on the first completing choice
// after an action, else on the same choice as before (a move made resets it).
func (f *keyFocus) end() {
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
func (f *keyFocus) invalidate() { f.built = false }

func (f *keyFocus) focused() *focusTarget {
	if !f.shown || f.cur < 0 || f.cur >= len(f.list) {
		return nil
	}
	return &f.list[f.cur]
}

func (f *keyFocus) tab(back bool) {
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
func (f *keyFocus) arrow(dx, dy float32) {
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
func (f *keyFocus) input(in *Input) (act, used bool) {
	if in.Pressed {
		f.shown = false
	}
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyTab:
			f.tab(shiftHeld(in))
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

// shiftHeld reports whether Shift is held (or pressed this tick in a script).
func shiftHeld(in *Input) bool {
	return in.Shift || in.Key(ebiten.KeyShift) || in.Key(ebiten.KeyShiftLeft) || in.Key(ebiten.KeyShiftRight)
}

// draw outlines the focused choice: thick cyan with a dark edge.
func (f *keyFocus) draw(dst *ebiten.Image) {
	t := f.focused()
	if t == nil {
		return
	}
	if t.round {
		sprites.Ring(dst, t.x, t.y, t.w+4, 2, focusEdge)
		sprites.Ring(dst, t.x, t.y, t.w, 5, focusInk)
		return
	}
	sprites.RoundRectLine(dst, t.x-5, t.y-5, t.w+10, t.h+10, 10, 2, focusEdge)
	sprites.RoundRectLine(dst, t.x-3, t.y-3, t.w+6, t.h+6, 9, 5, focusInk)
}
