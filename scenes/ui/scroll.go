package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// Scroll is a region whose content may be taller than the region: the
// rules' text on a phone, New game's options on a phone held sideways.
// A finger or the mouse drags it, the wheel turns it, and the arrows and
// Page Up / Page Down keys move it when the screen hands them on. A bar at
// its right edge and a fade at the edge where more waits show that there
// is more.
//
// A press in a region that scrolls is held back until it is released: a
// press that then moved is a drag, one that did not is a tap, handed to
// the content at the place it went down. A region whose content fits
// hands every press on at once, as before.
type Scroll struct {
	// Off is how far the content is scrolled up, 0..Max.
	Off float32
	// View is the region; Content the content's height.
	View    Rect
	Content float32

	press    bool
	px, py   int
	startOff float32
	dragged  bool
}

// dragSlop is how far a press moves before it is a drag, not a tap.
const dragSlop = 8

// Max is the farthest the content scrolls.
func (s *Scroll) Max() float32 { return max(0, s.Content-s.View.H) }

// Scrolls reports whether the content is taller than the region.
func (s *Scroll) Scrolls() bool { return s.Max() > 0.5 }

// Set places the region and the content's height (keeping the place
// within the new room: the screen was resized).
func (s *Scroll) Set(view Rect, content float32) {
	s.View, s.Content = view, content
	s.clamp()
}

func (s *Scroll) clamp() { s.Off = min(max(s.Off, 0), s.Max()) }

// Input handles drags in the region and returns the input the content
// sees: a press held back until it proves a tap.
func (s *Scroll) Input(in *Input) Input {
	out := *in
	if !s.Scrolls() {
		s.press = false
		return out
	}
	if in.Pressed && s.View.Contains(in.X, in.Y) {
		s.press, s.px, s.py, s.startOff, s.dragged = true, in.X, in.Y, s.Off, false
		out.Pressed = false
		return out
	}
	if !s.press {
		return out
	}
	out.Pressed = false
	if in.Down || in.Released {
		if d := in.Y - s.py; d > dragSlop || d < -dragSlop {
			s.dragged = true
		}
		if s.dragged {
			s.Off = s.startOff - float32(in.Y-s.py)
			s.clamp()
		}
	}
	if in.Released || !in.Down {
		s.press = false
		if !s.dragged {
			out.Pressed, out.X, out.Y = true, s.px, s.py // a tap
		}
	}
	return out
}

// Dragging reports whether a press in the region is being dragged.
func (s *Scroll) Dragging() bool { return s.press && s.dragged }

// Wheel turns the content with the wheel over the region; it reports
// whether it used the wheel.
func (s *Scroll) Wheel(in *Input) bool {
	if in.Wheel == 0 || !s.Scrolls() || !s.View.Contains(in.X, in.Y) {
		return false
	}
	s.By(-float32(in.Wheel) * 60)
	return true
}

// Keys scrolls by the arrows up and down, Page Up, Page Down, Home and
// End; it reports whether one was pressed.
func (s *Scroll) Keys(in *Input) bool {
	if !s.Scrolls() {
		return false
	}
	page := max(40, s.View.H-40)
	used := true
	switch {
	case in.Key(ebiten.KeyArrowDown):
		s.By(40)
	case in.Key(ebiten.KeyArrowUp):
		s.By(-40)
	case in.Key(ebiten.KeyPageDown):
		s.By(page)
	case in.Key(ebiten.KeyPageUp):
		s.By(-page)
	case in.Key(ebiten.KeyHome):
		s.Off = 0
	case in.Key(ebiten.KeyEnd):
		s.Off = s.Max()
	default:
		used = false
	}
	return used
}

// By scrolls the content d units further.
func (s *Scroll) By(d float32) {
	s.Off += d
	s.clamp()
}

// Show scrolls so that the content from y to y+h (content coordinates)
// is in view.
func (s *Scroll) Show(y, h float32) {
	if y < s.Off {
		s.Off = y
	} else if y+h > s.Off+s.View.H {
		s.Off = y + h - s.View.H
	}
	s.clamp()
}

// Y is where content y is drawn on the screen.
func (s *Scroll) Y(y float32) float32 { return s.View.Y + y - s.Off }

// Visible reports whether content from y to y+h (screen coordinates)
// shows in the region at all.
func (s *Scroll) Visible(y, h float32) bool {
	return y+h > s.View.Y && y < s.View.Bottom()
}

// Clip is dst cut to the region: what is drawn on it shows only there.
func (s *Scroll) Clip(dst *ebiten.Image) *ebiten.Image {
	return sprites.Clip(dst, s.View.X, s.View.Y, s.View.Right(), s.View.Bottom())
}

// DrawMore shows that there is more: the content fades into bg at an edge
// beyond which more waits, and a bar at the right edge shows where the view
// is in the whole.
func (s *Scroll) DrawMore(dst *ebiten.Image, bg color.RGBA) {
	if !s.Scrolls() {
		return
	}
	v := s.View
	const fade = 18
	for i := 0; i < fade; i += 2 {
		a := uint8(255 * (fade - i) / fade)
		if s.Off > 0.5 {
			sprites.Rect(dst, v.X, v.Y+float32(i), v.W, 2, sprites.WithAlpha(bg, a))
		}
		if s.Off < s.Max()-0.5 {
			sprites.Rect(dst, v.X, v.Bottom()-float32(i)-2, v.W, 2, sprites.WithAlpha(bg, a))
		}
	}
	// The bar: its length is the share of the content in view.
	track := v.H - 8
	l := max(28, track*v.H/s.Content)
	y := v.Y + 4 + (track-l)*s.Off/s.Max()
	sprites.RoundRect(dst, v.Right()-6, v.Y+4, 4, track, 2, color.RGBA{0, 0, 0, 24})
	sprites.RoundRect(dst, v.Right()-7, y, 6, l, 3, color.RGBA{0x6b, 0x58, 0x44, 0xb0})
}
