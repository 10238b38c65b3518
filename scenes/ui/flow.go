package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/lang"
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
	PanelMargin = 12 // the screen's edge to the panel
	PanelGap    = 12 // between buttons
	PanelBtnH   = 52 // a main button
	PanelRowH   = 52 // a seat or a game in a list
	PanelSmallH = 44 // a button in a row
)

// PanelPad is the panel's inner margin: less on a phone.
func PanelPad() float32 {
	if Narrow() {
		return 16
	}
	return 24
}

// PanelTitleSize is a LAN panel's heading's size.
func PanelTitleSize() int {
	if Narrow() || ShortScreen() {
		return 24
	}
	return 30
}

// PanelSideBySide: a screen low but wide (a phone held sideways) puts a
// panel's two parts side by side rather than one above the other.
func PanelSideBySide() bool { return ShortScreen() && ViewW >= 760 }

// PanelSideW is the panel's width when its parts stand side by side.
const PanelSideW = 860

// Split is f's region as two columns side by side from f's top: the
// caller stacks each, then f goes on below the longer.
func (f *Flow) Split(leftW, gap float32) (left, right *Flow) {
	l := Flow{X: f.X, W: leftW, Y0: f.Y, Y: f.Y}
	r := Flow{X: f.X + leftW + gap, W: f.W - leftW - gap, Y0: f.Y, Y: f.Y}
	return &l, &r
}

// Join puts f below the longer of two columns made by split.
func (f *Flow) Join(left, right *Flow) { f.Y = max(left.Y, right.Y) }

// PanelRect is a panel at most w wide holding content h high (its inner
// margin included), in the screen's middle and within its margins.
func PanelRect(w, h float32) Rect {
	s := ScreenRect().Inset(PanelMargin)
	return s.Centered(min(w, s.W), min(h, s.H))
}

// ShortScreen: a screen too low for its panel's buttons stacked one above
// the other (a phone held sideways): they stand side by side.
func ShortScreen() bool { return ViewH < 560 }

// Flow stacks a column's parts from the top of a region.
type Flow struct {
	X, W, Y0, Y float32
}

func NewFlow(r Rect) Flow { return Flow{X: r.X, W: r.W, Y0: r.Y, Y: r.Y} }

// Take is the next h units of the column.
func (f *Flow) Take(h float32) Rect {
	r := Rect{X: f.X, Y: f.Y, W: f.W, H: h}
	f.Y += h
	return r
}

// Skip leaves h units empty.
func (f *Flow) Skip(h float32) { f.Y += h }

// Used is the height stacked so far.
func (f *Flow) Used() float32 { return f.Y - f.Y0 }

// TextBlock is wrapped text: lines of one size, their middles from the
// top of its Rect.
type TextBlock struct {
	lines []string
	size  int
	bold  bool
	c     color.RGBA
	align sprites.Align
	R     Rect
}

// lineH is the spacing of wrapped lines of a size.
func lineH(size int) float32 { return float32(size) + 7 }

// Text takes the lines of s wrapped to the column's width.
func (f *Flow) Text(s string, size int, bold bool, c color.RGBA, align sprites.Align) TextBlock {
	lines := sprites.Wrap(s, size, bold, float64(f.W))
	return TextBlock{lines: lines, size: size, bold: bold, c: c, align: align, R: f.Take(lineH(size) * float32(len(lines)))}
}

// Draw draws the block's lines that scroll shows.
func (b TextBlock) Draw(dst *ebiten.Image, sc *Scroller) {
	x := float64(b.R.X)
	switch b.align {
	case sprites.Center:
		x = b.R.CX()
	case sprites.Right:
		x = float64(b.R.Right())
	}
	for i, l := range b.lines {
		y := float64(b.R.Y) + float64(lineH(b.size))*(float64(i)+0.5)
		if sc.ShowsY(y) {
			sprites.Text(dst, l, b.size, b.bold, x, y, b.c, b.align)
		}
	}
}

// FitText is s, shortened with an ellipsis when it is wider than w.
func FitText(s string, size int, bold bool, w float64) string {
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

// FitSize is the largest size from size down to least at which s fits w
// on one line.
func FitSize(s string, size, least int, bold bool, w float64) int {
	for size > least && sprites.TextWidth(lang.T(s), size, bold) > w {
		size--
	}
	return size
}

// footer lays out a panel's buttons at its foot: stacked, or side by side
// on a short screen (first on the right, the way forward). It returns
// the region they take.
func footer(panel Rect, pad float32, wide float32, btns ...*Button) Rect {
	inner := panel.InsetXY(pad, pad)
	if len(btns) == 0 {
		r, _ := inner.CutBottom(0)
		return r
	}
	if ShortScreen() && len(btns) > 1 {
		row, _ := inner.CutBottom(PanelBtnH)
		cols := row.Centered(min(row.W, float32(len(btns))*(wide/1.4+PanelGap)), row.H).Columns(len(btns), PanelGap)
		for i, b := range btns {
			cols[len(btns)-1-i].Button(b)
		}
		return row
	}
	h := float32(len(btns))*PanelBtnH + float32(len(btns)-1)*PanelGap
	area, _ := inner.CutBottom(h)
	for i, b := range btns {
		r := Rect{X: area.X, Y: area.Y + float32(i)*(PanelBtnH+PanelGap), W: area.W, H: PanelBtnH}
		r.Centered(min(wide, r.W), r.H).Button(b)
	}
	return area
}

// ScrollPanel lays out a LAN screen's panel, pw wide as the screen allows
// and as high as its content and the buttons at its foot (foot, at most
// btnW wide: footer), and, given dst, draws it. content lays out (and,
// given an image, draws) the panel's content down a flow: once from the
// top to measure it, then in the region above the buttons, where sc
// scrolls it when the screen is too short for it.
func ScrollPanel(dst *ebiten.Image, pw, btnW float32, sc *Scroller, content func(f *Flow, dst *ebiten.Image), foot ...*Button) {
	pad := PanelPad()
	pw = min(pw, float32(ViewW)-2*PanelMargin)
	m := NewFlow(Rect{X: 0, Y: 0, W: pw - 2*pad, H: 0})
	content(&m, nil)
	panel := PanelRect(pw, m.Used()+2*pad+footerH(len(foot))+PanelGap*2)
	feet := footer(panel, pad, btnW, foot...)
	view := Rect{X: panel.X + pad, Y: panel.Y + pad, W: panel.W - 2*pad, H: feet.Y - 2*PanelGap - panel.Y - pad}
	sc.Set(view, m.Used())
	f := NewFlow(Rect{X: view.X, Y: view.Y - sc.Dy(), W: view.W, H: 0})
	if dst == nil {
		content(&f, nil)
		return
	}
	Panel(dst, panel.X, panel.Y, panel.W, panel.H)
	content(&f, sc.Clip(dst))
	sc.DrawBar(dst)
	for _, b := range foot {
		b.Draw(dst)
	}
}

// footerH is the height footer takes for n buttons.
func footerH(n int) float32 {
	if n == 0 {
		return 0
	}
	if ShortScreen() {
		return PanelBtnH
	}
	return float32(n)*PanelBtnH + float32(n-1)*PanelGap
}

// Scroller scrolls a region whose content may be taller than it: the
// wheel over it, or a drag, moves it. While the content scrolls a press in
// the region is a tap only when the finger lifts where it went down (a
// drag is no tap); while it all fits, input passes unchanged.
type Scroller struct {
	view      Rect
	off, most float32
	press     bool
	startY    int
	lastY     int
	dragged   bool
	filtered  Input
}

// Set gives the region and its content's height; the offset stays within
// them (a screen turned or resized keeps its place where it can).
func (s *Scroller) Set(view Rect, content float32) {
	s.view = view
	s.most = max(0, content-view.H)
	s.off = min(max(s.off, 0), s.most)
}

// scrolls reports whether the content is taller than the region.
func (s *Scroller) scrolls() bool { return s.most > 0 }

// Input scrolls by in and returns the input the region's controls get.
func (s *Scroller) Input(in *Input) *Input {
	if !s.scrolls() {
		s.press = false
		return in
	}
	s.filtered = *in
	out := &s.filtered
	if in.Wheel != 0 && s.view.Contains(in.X, in.Y) {
		s.off = min(max(s.off-float32(in.Wheel)*PanelRowH, 0), s.most)
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

// Dy is how far the content has moved up.
func (s *Scroller) Dy() float32 { return s.off }

// Place puts b on r (in the content, already moved by the offset), or out
// of reach when the region does not show r's middle.
func (s *Scroller) Place(r Rect, b *Button) {
	if s.scrolls() && !s.ShowsY(r.CY()) {
		b.X, b.Y, b.W, b.H = -10000, -10000, int(r.W), int(r.H)
		return
	}
	r.Button(b)
}

// ShowsY reports whether the region shows the content's line at y.
func (s *Scroller) ShowsY(y float64) bool {
	return s == nil || !s.scrolls() || (y >= float64(s.view.Y) && y <= float64(s.view.Bottom()))
}

// Clip is dst cut to the region while the content scrolls (what is drawn
// there stays in the region), and the scroll bar.
func (s *Scroller) Clip(dst *ebiten.Image) *ebiten.Image {
	if !s.scrolls() {
		return dst
	}
	v := s.view
	return sprites.Clip(dst, v.X, v.Y, v.Right(), v.Bottom())
}

// DrawBar draws the scroll bar beside the region: how much there is and
// where the region is in it.
func (s *Scroller) DrawBar(dst *ebiten.Image) {
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

// DrawBtn draws b when the region shows it.
func (s *Scroller) DrawBtn(dst *ebiten.Image, b *Button) {
	if b.X > -10000 {
		b.Draw(dst)
	}
}

// QrSide is the side of the QR code in a column w wide: as large as fits,
// up to 220 units (a phone reads it from across a table), never under 160.
func QrSide(w float32) float32 { return max(160, min(220, w)) }

// DrawQR draws the QR code img with its top left at (x, y), side units
// square.
func DrawQR(dst, img *ebiten.Image, x, y, side float32) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := img.Bounds()
	src := float64(b.Dx()) / sprites.Scale()
	op.GeoM.Scale(float64(side)/src, float64(side)/src)
	op.GeoM.Translate(float64(x), float64(y))
	sprites.DrawImage(dst, img, op)
}

// ShowField lays the page's text input (a phone's way to type) over r
// while the region shows all of it, and takes it away otherwise.
func (s *Scroller) ShowField(r Rect, text, kind string) {
	if s.scrolls() && (r.Y < s.view.Y || r.Bottom() > s.view.Bottom()) {
		PageFieldHide()
		return
	}
	PageField(r, text, kind)
}

// Typed is text as a field takes it: characters below a space dropped
// (spaces too unless spaces), at most n.
func Typed(text string, n int, spaces bool) []rune {
	var out []rune
	for _, r := range text {
		if len(out) < n && (r > ' ' || (spaces && r == ' ')) {
			out = append(out, r)
		}
	}
	return out
}

// ShowsRect reports whether the region shows any of r (what is drawn of it
// is clipped to the region).
func (s *Scroller) ShowsRect(r Rect) bool {
	return s == nil || !s.scrolls() || (r.Bottom() > s.view.Y && r.Y < s.view.Bottom())
}
