package ui

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

// FocusTarget is one choice the focus can stand on.
type FocusTarget struct {
	ID         int     // stable across rebuilds: what the choice is
	Kind, A, B int     // what Enter does (game-specific)
	X, Y, W, H float32 // its box; a ring when round (centre x, y, radius w)
	Round      bool
	Next       bool // completes a half-made choice
}

func (t *FocusTarget) centre() (float32, float32) {
	if t.Round {
		return t.X, t.Y
	}
	return t.X + t.W/2, t.Y + t.H/2
}

// KeyFocus is the keyboard focus over a list of targets, rebuilt when the
// decision changes (key), keeping the focused choice by its id.
type KeyFocus struct {
	List  []FocusTarget
	Cur   int
	Key   [6]int
	built bool
	shown bool // the keyboard has been used since the last click
	jump  bool // after an action: focus the first completing choice
	oldID int
}

// Begin starts a rebuild when key differs from the last one; it reports
// whether the caller must add the targets and call end.
func (f *KeyFocus) Begin(key [6]int) bool {
	if f.built && key == f.Key {
		return false
	}
	f.oldID = -1
	if f.Cur >= 0 && f.Cur < len(f.List) && (!f.built || key[0] == f.Key[0]) {
		f.oldID = f.List[f.Cur].ID
	}
	f.Key, f.built = key, true
	f.List = f.List[:0]
	f.Cur = -1
	return true
}

func (f *KeyFocus) Add(t FocusTarget) {
	for i := range f.List {
		if f.List[i].ID == t.ID {
			return
		}
	}
	f.List = append(f.List, t)
}

// End restores the focus after a rebuild: on the first completing choice
// after an action, else on the same choice as before (a move made resets it).
func (f *KeyFocus) End() {
	if f.jump {
		f.jump = false
		for i := range f.List {
			if f.List[i].Next {
				f.Cur = i
				return
			}
		}
	}
	for i := range f.List {
		if f.List[i].ID == f.oldID {
			f.Cur = i
			return
		}
	}
}

// invalidate forces a rebuild on the next begin.
func (f *KeyFocus) invalidate() { f.built = false }

func (f *KeyFocus) Focused() *FocusTarget {
	if !f.shown || f.Cur < 0 || f.Cur >= len(f.List) {
		return nil
	}
	return &f.List[f.Cur]
}

func (f *KeyFocus) tab(back bool) {
	n := len(f.List)
	if n == 0 {
		f.Cur = -1
		return
	}
	switch {
	case f.Cur < 0 && back:
		f.Cur = n - 1
	case f.Cur < 0:
		f.Cur = 0
	case back:
		f.Cur = (f.Cur + n - 1) % n
	default:
		f.Cur = (f.Cur + 1) % n
	}
}

// arrow moves the focus to the nearest choice in direction (dx, dy).
func (f *KeyFocus) arrow(dx, dy float32) {
	if f.Cur < 0 || f.Cur >= len(f.List) {
		f.tab(false)
		return
	}
	cx, cy := f.List[f.Cur].centre()
	best, bestScore := -1, float32(math.MaxFloat32)
	for i := range f.List {
		if i == f.Cur {
			continue
		}
		tx, ty := f.List[i].centre()
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
		f.Cur = best
	}
}

// HandleKeys handles Tab, Shift+Tab, the arrows, Enter and Space. It reports
// act when Enter or Space should act on the focused choice, and used when
// a focus key was pressed (the caller then ignores the rest).
func (f *KeyFocus) HandleKeys(in *Input) (act, used bool) {
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
			if f.Cur >= 0 && f.Cur < len(f.List) {
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

// Draw outlines the focused choice: thick cyan with a dark edge.
func (f *KeyFocus) Draw(dst *ebiten.Image) {
	t := f.Focused()
	if t == nil {
		return
	}
	if t.Round {
		sprites.Ring(dst, t.X, t.Y, t.W+4, 2, focusEdge)
		sprites.Ring(dst, t.X, t.Y, t.W, 5, focusInk)
		return
	}
	sprites.RoundRectLine(dst, t.X-5, t.Y-5, t.W+10, t.H+10, 10, 2, focusEdge)
	sprites.RoundRectLine(dst, t.X-3, t.Y-3, t.W+6, t.H+6, 9, 5, focusInk)
}
