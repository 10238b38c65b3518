package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// The LAN screens (join, join link, the host's lobby, the hosting panel,
// the take-back question) are laid out from the screen's size every tick:
// a paper panel as wide as the screen allows up to the wide arrangement's
// width and as high as its content, in the screen's middle. What does not
// fit a short screen (a phone held sideways, a phone with its keyboard
// open) scrolls, by a drag or the wheel, above the buttons at the panel's
// foot, which stay put.

// Margins and spacing of the LAN screens, in units.
const (
	lanMargin = 12 // the screen's edge to the panel
	lanGap    = 12 // between buttons
	lanBtnH   = 52 // a main button
	lanRowH   = 52 // a seat or a game in a list
	lanSmallH = 44 // a button in a row
)

// lanPad is the panel's inner margin: less on a phone.
func lanPad() float32 {
	if ui.Narrow() {
		return 16
	}
	return 24
}

// lanTitleSize is a LAN panel's heading's size.
func lanTitleSize() int {
	if ui.Narrow() || lanShort() {
		return 24
	}
	return 30
}

// lanSideBySide: a screen low but wide (a phone held sideways) puts a
// panel's two parts side by side rather than one above the other.
func lanSideBySide() bool { return lanShort() && ui.ViewW >= 760 }

// lanSideW is the panel's width when its parts stand side by side.
const lanSideW = 860

// split is f's region as two columns side by side from f's top: the
// caller stacks each, then f goes on below the longer.
func (f *flow) split(leftW, gap float32) (left, right *flow) {
	l := flow{x: f.x, w: leftW, y0: f.y, y: f.y}
	r := flow{x: f.x + leftW + gap, w: f.w - leftW - gap, y0: f.y, y: f.y}
	return &l, &r
}

// join puts f below the longer of two columns made by split.
func (f *flow) join(left, right *flow) { f.y = max(left.y, right.y) }

// lanPanel is a panel at most w wide holding content h high (its inner
// margin included), in the screen's middle and within its margins.
func lanPanel(w, h float32) ui.Rect {
	s := ui.ScreenRect().Inset(lanMargin)
	return s.Centered(min(w, s.W), min(h, s.H))
}

// lanShort: a screen too low for its panel's buttons stacked one above
// the other (a phone held sideways): they stand side by side.
func lanShort() bool { return ui.ViewH < 560 }

// flow stacks a column's parts from the top of a region.
type flow struct {
	x, w, y0, y float32
}

func newFlow(r ui.Rect) flow { return flow{x: r.X, w: r.W, y0: r.Y, y: r.Y} }

// take is the next h units of the column.
func (f *flow) take(h float32) ui.Rect {
	r := ui.Rect{X: f.x, Y: f.y, W: f.w, H: h}
	f.y += h
	return r
}

// skip leaves h units empty.
func (f *flow) skip(h float32) { f.y += h }

// used is the height stacked so far.
func (f *flow) used() float32 { return f.y - f.y0 }

// textBlock is wrapped text: lines of one size, their middles from the
// top of its Rect.
type textBlock struct {
	lines []string
	size  int
	bold  bool
	c     color.RGBA
	align sprites.Align
	r     ui.Rect
}

// lineH is the spacing of wrapped lines of a size.
func lineH(size int) float32 { return float32(size) + 7 }

// text takes the lines of s wrapped to the column's width.
func (f *flow) text(s string, size int, bold bool, c color.RGBA, align sprites.Align) textBlock {
	lines := sprites.Wrap(s, size, bold, float64(f.w))
	return textBlock{lines: lines, size: size, bold: bold, c: c, align: align, r: f.take(lineH(size) * float32(len(lines)))}
}

// draw draws the block's lines that scroll shows.
func (b textBlock) draw(dst *ebiten.Image, sc *scroller) {
	x := float64(b.r.X)
	switch b.align {
	case sprites.Center:
		x = b.r.CX()
	case sprites.Right:
		x = float64(b.r.Right())
	}
	for i, l := range b.lines {
		y := float64(b.r.Y) + float64(lineH(b.size))*(float64(i)+0.5)
		if sc.showsY(y) {
			sprites.Text(dst, l, b.size, b.bold, x, y, b.c, b.align)
		}
	}
}

// fitText is s, shortened with an ellipsis when it is wider than w.
func fitText(s string, size int, bold bool, w float64) string {
	s = lang.T(s)
	if sprites.TextWidth(s, size, bold) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; sprites.TextWidth(t, size, bold) <= w {
			return t
		}
	}
	return string(r)
}

// fitSize is the largest size from size down to least at which s fits w
// on one line.
func fitSize(s string, size, least int, bold bool, w float64) int {
	for size > least && sprites.TextWidth(lang.T(s), size, bold) > w {
		size--
	}
	return size
}

// footer lays out a panel's buttons at its foot: stacked, or side by side
// on a short screen (first on the right, the way forward). It returns
// the region they take.
func footer(panel ui.Rect, pad float32, wide float32, btns ...*ui.Button) ui.Rect {
	inner := panel.InsetXY(pad, pad)
	if len(btns) == 0 {
		r, _ := inner.CutBottom(0)
		return r
	}
	if lanShort() && len(btns) > 1 {
		row, _ := inner.CutBottom(lanBtnH)
		cols := row.Centered(min(row.W, float32(len(btns))*(wide/1.4+lanGap)), row.H).Columns(len(btns), lanGap)
		for i, b := range btns {
			cols[len(btns)-1-i].Button(b)
		}
		return row
	}
	h := float32(len(btns))*lanBtnH + float32(len(btns)-1)*lanGap
	area, _ := inner.CutBottom(h)
	for i, b := range btns {
		r := ui.Rect{X: area.X, Y: area.Y + float32(i)*(lanBtnH+lanGap), W: area.W, H: lanBtnH}
		r.Centered(min(wide, r.W), r.H).Button(b)
	}
	return area
}

// scrollPanel lays out a LAN screen's panel, pw wide as the screen allows
// and as high as its content and the buttons at its foot (foot, at most
// btnW wide: footer), and, given dst, draws it. content lays out (and,
// given an image, draws) the panel's content down a flow: once from the
// top to measure it, then in the region above the buttons, where sc
// scrolls it when the screen is too short for it.
func scrollPanel(dst *ebiten.Image, pw, btnW float32, sc *scroller, content func(f *flow, dst *ebiten.Image), foot ...*ui.Button) {
	pad := lanPad()
	pw = min(pw, float32(ui.ViewW)-2*lanMargin)
	m := newFlow(ui.Rect{X: 0, Y: 0, W: pw - 2*pad, H: 0})
	content(&m, nil)
	panel := lanPanel(pw, m.used()+2*pad+footerH(len(foot))+lanGap*2)
	feet := footer(panel, pad, btnW, foot...)
	view := ui.Rect{X: panel.X + pad, Y: panel.Y + pad, W: panel.W - 2*pad, H: feet.Y - 2*lanGap - panel.Y - pad}
	sc.set(view, m.used())
	f := newFlow(ui.Rect{X: view.X, Y: view.Y - sc.dy(), W: view.W, H: 0})
	if dst == nil {
		content(&f, nil)
		return
	}
	ui.Panel(dst, panel.X, panel.Y, panel.W, panel.H)
	content(&f, sc.clip(dst))
	sc.drawBar(dst)
	for _, b := range foot {
		b.Draw(dst)
	}
}

// footerH is the height footer takes for n buttons.
func footerH(n int) float32 {
	if n == 0 {
		return 0
	}
	if lanShort() {
		return lanBtnH
	}
	return float32(n)*lanBtnH + float32(n-1)*lanGap
}

// scroller scrolls a region whose content may be taller than it: the
// wheel over it, or a drag, moves it. While the content scrolls a press in
// the region is a tap only when the finger lifts where it went down (a
// drag is no tap); while it all fits, input passes unchanged.
type scroller struct {
	view      ui.Rect
	off, most float32
	press     bool
	startY    int
	lastY     int
	dragged   bool
	filtered  ui.Input
}

// set gives the region and its content's height; the offset stays within
// them (a screen turned or resized keeps its place where it can).
func (s *scroller) set(view ui.Rect, content float32) {
	s.view = view
	s.most = max(0, content-view.H)
	s.off = min(max(s.off, 0), s.most)
}

// scrolls reports whether the content is taller than the region.
func (s *scroller) scrolls() bool { return s.most > 0 }

// input scrolls by in and returns the input the region's controls get.
func (s *scroller) input(in *ui.Input) *ui.Input {
	if !s.scrolls() {
		s.press = false
		return in
	}
	s.filtered = *in
	out := &s.filtered
	if in.Wheel != 0 && s.view.Contains(in.X, in.Y) {
		s.off = min(max(s.off-float32(in.Wheel)*lanRowH, 0), s.most)
	}
	if in.Pressed && s.view.Contains(in.X, in.Y) {
		s.press, s.startY, s.lastY, s.dragged = true, in.Y, in.Y, false
		out.Pressed = false
		return out
	}
	if !s.press {
		return out
	}
	out.Pressed = false
	if d := in.Y - s.startY; d > 10 || d < -10 {
		s.dragged = true
	}
	if s.dragged {
		s.off = min(max(s.off-float32(in.Y-s.lastY), 0), s.most)
	}
	s.lastY = in.Y
	if in.Released || !in.Down {
		s.press = false
		out.Pressed = !s.dragged // a tap: the controls get it now
	}
	return out
}

// dy is how far the content has moved up.
func (s *scroller) dy() float32 { return s.off }

// place puts b on r (in the content, already moved by the offset), or out
// of reach when the region does not show r's middle.
func (s *scroller) place(r ui.Rect, b *ui.Button) {
	if s.scrolls() && !s.showsY(r.CY()) {
		b.X, b.Y, b.W, b.H = -10000, -10000, int(r.W), int(r.H)
		return
	}
	r.Button(b)
}

// showsY reports whether the region shows the content's line at y.
func (s *scroller) showsY(y float64) bool {
	return s == nil || !s.scrolls() || (y >= float64(s.view.Y) && y <= float64(s.view.Bottom()))
}

// clip is dst cut to the region while the content scrolls (what is drawn
// there stays in the region), and the scroll bar.
func (s *scroller) clip(dst *ebiten.Image) *ebiten.Image {
	if !s.scrolls() {
		return dst
	}
	v := s.view
	return sprites.Clip(dst, v.X, v.Y, v.Right(), v.Bottom())
}

// drawBar draws the scroll bar beside the region: how much there is and
// where the region is in it.
func (s *scroller) drawBar(dst *ebiten.Image) {
	if !s.scrolls() {
		return
	}
	v := s.view
	total := v.H + s.most
	h := max(v.H*v.H/total, 24)
	y := v.Y + (v.H-h)*s.off/s.most
	sprites.RoundRect(dst, v.Right()+4, v.Y, 4, v.H, 2, color.RGBA{0, 0, 0, 24})
	sprites.RoundRect(dst, v.Right()+4, y, 4, h, 2, color.RGBA{0x60, 0x50, 0x40, 0xb0})
}

// drawBtn draws b when the region shows it.
func (s *scroller) drawBtn(dst *ebiten.Image, b *ui.Button) {
	if b.X > -10000 {
		b.Draw(dst)
	}
}

// qrSide is the side of the QR code in a column w wide: as large as fits,
// up to 220 units (a phone reads it from across a table), never under 160.
func qrSide(w float32) float32 { return max(160, min(220, w)) }

// drawQR draws the QR code img with its top left at (x, y), side units
// square.
func drawQR(dst, img *ebiten.Image, x, y, side float32) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := img.Bounds()
	src := float64(b.Dx()) / sprites.Scale()
	op.GeoM.Scale(float64(side)/src, float64(side)/src)
	op.GeoM.Translate(float64(x), float64(y))
	sprites.DrawImage(dst, img, op)
}

// showField lays the page's text input (a phone's way to type) over r
// while the region shows all of it, and takes it away otherwise.
func (s *scroller) showField(r ui.Rect, text, kind string) {
	if s.scrolls() && (r.Y < s.view.Y || r.Bottom() > s.view.Bottom()) {
		ui.PageFieldHide()
		return
	}
	ui.PageField(r, text, kind)
}

// typed is text as a field takes it: characters below a space dropped
// (spaces too unless spaces), at most n.
func typed(text string, n int, spaces bool) []rune {
	var out []rune
	for _, r := range text {
		if len(out) < n && (r > ' ' || (spaces && r == ' ')) {
			out = append(out, r)
		}
	}
	return out
}

// showsRect reports whether the region shows any of r (what is drawn of it
// is clipped to the region).
func (s *scroller) showsRect(r ui.Rect) bool {
	return s == nil || !s.scrolls() || (r.Bottom() > s.view.Y && r.Y < s.view.Bottom())
}
