package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"outback/sprites"
)

// Button is a clickable labelled box.
type Button struct {
	Label      string
	X, Y, W, H int
	Disabled   bool
	// Primary buttons are filled with the accent colour.
	Primary bool
	// On marks a toggle that is selected.
	On bool
	// Name is what the screen's list of taps calls a button whose
	// words its owner draws (Label empty): a replay's row.
	Name string
	// MaxSize, where set, caps the label's size (SameLabelSize).
	MaxSize int
	hover   bool
}

// Contains reports whether (x, y) is on the button.
func (b *Button) Contains(x, y int) bool {
	return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H
}

// Clicked updates hover and reports a click on an enabled button.
func (b *Button) Clicked(in *Input) bool {
	b.hover = !in.Touch && b.Contains(in.X, in.Y)
	return !b.Disabled && in.Pressed && b.Contains(in.X, in.Y)
}

// Draw draws the button.
func (b *Button) Draw(dst *ebiten.Image) {
	name := b.Label
	if name == "" {
		name = b.Name
	}
	sprites.NoteTapOn(dst, name, float64(b.X), float64(b.Y), float64(b.W), float64(b.H), !b.Disabled)
	fg, _ := b.drawFace(dst)
	b.drawLabel(dst, float32(b.X), float32(b.W), fg)
}

// drawFace draws the button without its label; it returns the colours of
// the label and of the edge.
func (b *Button) drawFace(dst *ebiten.Image) (fg, edge color.RGBA) {
	x, y, w, h := float32(b.X), float32(b.Y), float32(b.W), float32(b.H)
	bg := sprites.Paper
	fg, edge = sprites.Ink, sprites.InkSoft
	switch {
	case b.Disabled:
		bg, fg, edge = sprites.PaperDark, color.RGBA{0xa0, 0x90, 0x80, 0xff}, color.RGBA{0xc0, 0xb0, 0x98, 0xff}
	case b.Primary || b.On:
		bg, fg, edge = sprites.Ochre, sprites.White, sprites.Ink
	}
	if b.hover && !b.Disabled {
		sprites.RoundRect(dst, x-2, y-2, w+4, h+4, 10, sprites.Highlight)
	}
	sprites.RoundRect(dst, x, y+3, w, h, 8, color.RGBA{0, 0, 0, 50})
	sprites.RoundRect(dst, x, y, w, h, 8, bg)
	sprites.RoundRectLine(dst, x, y, w, h, 8, 1.5, edge)
	return fg, edge
}

// drawLabel draws the button's label in the middle of the part of it from
// x, w wide.
func (b *Button) drawLabel(dst *ebiten.Image, x, w float32, fg color.RGBA) {
	y, h := float32(b.Y), float32(b.H)
	sprites.Text(dst, b.Label, b.labelSize(w), true, float64(x+w/2), float64(y+h/2), fg, sprites.Center)
}

// labelSize is the size of the label on w units of the button: smaller on
// a low button, and small enough to fit a narrow one (never below what a
// phone reads), and no larger than MaxSize.
func (b *Button) labelSize(w float32) int {
	size := 20
	if b.H < 40 {
		size = 17
	}
	if b.MaxSize > 0 {
		size = min(size, b.MaxSize)
	}
	for size > 13 && sprites.TextWidth(b.Label, size, true) > float64(w)-12 {
		size--
	}
	return size
}

// ButtonRow places a row of buttons side by side across r, gap apart,
// each as wide as its label asks and the room left shared out evenly, and
// draws their labels at one size (SameLabelSize). Equal widths made a long
// label ("Rückgängig") small beside short ones with room to spare.
func ButtonRow(r Rect, gap float32, row ...*Button) {
	n := len(row)
	if n == 0 {
		return
	}
	var buf [8]float32 // rows are laid out every tick: no allocation
	need := buf[:0]
	var sum float32
	for _, b := range row {
		w := float32(sprites.TextWidth(b.Label, 20, true)) + 24
		need = append(need, w)
		sum += w
	}
	room := r.W - gap*float32(n-1)
	x := r.X
	for i, b := range row {
		w := need[i] + (room-sum)/float32(n)
		if sum > room {
			w = need[i] * room / sum
		}
		Rect{x, r.Y, w, r.H}.Button(b)
		x += w + gap
	}
	SameLabelSize(row...)
}

// SameLabelSize draws the labels of a row of buttons at one size, the
// least any of them needs to fit: side by side, "Undo" at 15 beside
// "Menu" at 20 looked like a mistake.
func SameLabelSize(row ...*Button) {
	least := 20
	for _, b := range row {
		b.MaxSize = 0
		least = min(least, b.labelSize(float32(b.W)))
	}
	for _, b := range row {
		b.MaxSize = least
	}
}

// Stepper is a button that steps through a list of choices and shows
// which way it can go: its ‹ end takes the choice before, its › end and
// its middle the next. A finger, which has no right button, wheel or
// Shift, goes both ways by its ends; a click on the middle goes on, as on
// any such button.
type Stepper struct {
	Button
	// BackTap and NextTap name the ends in the list of places to tap
	// (App.Taps; the Label names the middle).
	BackTap, NextTap string
}

// stepperEnd is the width of a stepper's ends: a finger's target.
const stepperEnd = 44

// parts are the stepper's ‹ end, its middle and its › end.
func (s *Stepper) parts() (back, mid, next Rect) {
	r := Rect{float32(s.X), float32(s.Y), float32(s.W), float32(s.H)}
	back, r = r.CutLeft(stepperEnd)
	next, mid = r.CutRight(stepperEnd)
	return back, mid, next
}

// Dir is the way a click or a tap at (x, y) on the stepper steps: -1 on
// its ‹ end, +1 on the rest of it.
func (s *Stepper) Dir(x, y int) int {
	if back, _, _ := s.parts(); back.Contains(x, y) {
		return -1
	}
	return 1
}

// Draw draws the stepper: the button, a ‹ and a › at its ends, each set
// off by a line, and its label between them.
func (s *Stepper) Draw(dst *ebiten.Image) {
	back, mid, next := s.parts()
	for _, t := range []struct {
		label string
		r     Rect
	}{{s.BackTap, back}, {s.Label, mid}, {s.NextTap, next}} {
		sprites.NoteTapOn(dst, t.label, float64(t.r.X), float64(t.r.Y), float64(t.r.W), float64(t.r.H), !s.Disabled)
	}
	fg, edge := s.drawFace(dst)
	top, bottom := mid.Y+9, mid.Bottom()-9
	sprites.Line(dst, mid.X, top, mid.X, bottom, 1, sprites.WithAlpha(edge, 0x80))
	sprites.Line(dst, mid.Right(), top, mid.Right(), bottom, 1, sprites.WithAlpha(edge, 0x80))
	chevron(dst, float32(back.CX()), float32(back.CY()), -1, fg)
	chevron(dst, float32(next.CX()), float32(next.CY()), 1, fg)
	s.drawLabel(dst, mid.X, mid.W, fg)
}

// chevronPath and chevronStroke draw the steppers' ‹ and ›.
var (
	chevronPath   vector.Path
	chevronStroke = vector.StrokeOptions{Width: 2.5, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	chevronDraw   vector.DrawPathOptions
)

// chevron draws a ‹ (dir -1) or a › (dir 1) centred on (cx, cy).
func chevron(dst *ebiten.Image, cx, cy float32, dir float32, clr color.RGBA) {
	const half, depth = 7, 4.5
	chevronPath.Reset()
	chevronPath.MoveTo(cx-dir*depth, cy-half)
	chevronPath.LineTo(cx+dir*depth, cy)
	chevronPath.LineTo(cx-dir*depth, cy+half)
	chevronDraw.ColorScale.Reset()
	chevronDraw.ColorScale.ScaleWithColor(clr)
	sprites.StrokePath(dst, &chevronPath, &chevronStroke, &chevronDraw)
}

// Panel draws a paper panel.
func Panel(dst *ebiten.Image, x, y, w, h float32) {
	sprites.RoundRect(dst, x, y+4, w, h, 14, color.RGBA{0, 0, 0, 60})
	sprites.RoundRect(dst, x, y, w, h, 14, sprites.Paper)
	sprites.RoundRectLine(dst, x, y, w, h, 14, 2, sprites.PaperDark)
}

// backdrop fills the whole screen with the outback night sky and a red
// horizon.
func backdrop(dst *ebiten.Image) {
	w, h := float32(ViewW), float32(ViewH)
	dst.Fill(sprites.Sky)
	sprites.Rect(dst, 0, h-180, w, 180, color.RGBA{0x8a, 0x3b, 0x12, 0xff})
	sprites.Rect(dst, 0, h-180, w, 6, color.RGBA{0xc8, 0x64, 0x1e, 0xff})
	sprites.Ellipse(dst, w*0.81, h-180, 180, 60, color.RGBA{0x6e, 0x2c, 0x0c, 0xff})
}

// A menu screen is drawn on a paper sheet over the sky. On a desktop the
// sheet keeps a margin of sky and its content a wide margin of paper; on
// a phone (narrow, or held sideways: low) both shrink so the content gets
// the room.

// Compact reports whether the screen is small enough that margins shrink:
// a phone held upright or sideways.
func Compact() bool { return Narrow() || ViewH < 560 }

// sheetRects are the sheet (the paper panel) and its content area.
func sheetRects() (sheet, inner Rect) {
	if Compact() {
		sheet = ScreenRect().Inset(6)
		return sheet, sheet.InsetXY(14, 10)
	}
	sheet = ScreenRect().InsetXY(40, 30)
	inner = sheet.InsetXY(40, 16)
	inner.H -= 8
	return sheet, inner
}

// DrawSheet fills the screen with the sky and draws the sheet.
func DrawSheet(dst *ebiten.Image) {
	dst.Fill(sprites.Sky)
	s, _ := sheetRects()
	Panel(dst, s.X, s.Y, s.W, s.H)
}

// HeadingSize is the size of a menu screen's heading.
func HeadingSize() int {
	if Compact() {
		return 26
	}
	return 36
}

// LowScreen reports whether the screen is too low for a row of buttons
// under its content (a phone held sideways): Back and the like go into
// the heading's row.
func LowScreen() bool { return ViewH < 560 && !Narrow() }

// MenuFrame cuts a menu screen's content area into its heading's row, the
// room for its bottom buttons (barW wide at most: at the bottom, or at the
// right of the heading's row on a low screen) and the body between.
func MenuFrame(barW float32) (head, barR, body Rect) {
	_, inner := sheetRects()
	hs := float32(HeadingSize())
	if LowScreen() {
		head, body = inner.CutTop(44)
		barR, head = head.CutRight(min(barW, head.W*0.6))
		_, body = body.CutTop(10)
		return head, barR, body
	}
	head, body = inner.CutTop(hs + 10)
	_, body = body.CutTop(8)
	h := float32(48)
	if Compact() {
		h = 44
	}
	barR, body = body.CutBottom(h)
	_, body = body.CutBottom(12)
	return head, barR, body
}

// DrawHeading draws a menu screen's heading in its row.
func DrawHeading(dst *ebiten.Image, s string, head Rect) {
	sprites.Text(dst, s, HeadingSize(), true, float64(head.X), head.CY(), sprites.Ink, sprites.Left)
}

// Middle is the middle of b, where a test clicks it.
func (b Button) Middle() (int, int) { return b.X + b.W/2, b.Y + b.H/2 }
