package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/ui"
	"outback/sprites"
)

// Where a play screen puts its board and its panel on the screen as it is
// now. Wide screens (a desktop, a phone held sideways) put the panel beside
// the board; tall ones (a phone held upright, a tablet in portrait) put the
// board on top at full width and the panel under it. Each game's screen
// fills the panel with its own rows, cut from PlayLayout.Panel.

// PlayLayout is a play screen's regions.
type PlayLayout struct {
	Tall  bool
	Board ui.Rect // the board is fitted into this region (and centred)
	Panel ui.Rect // the paper panel, and what is drawn on it
	Bar   ui.Rect // a replay's controls (empty outside a replay)
	// Spare is a row of the panel a replay leaves free (the game's own
	// buttons): a narrow bar puts some of its controls there.
	Spare ui.Rect
	// Card is where cards drawn over the panel stand (a replay's review).
	Card ui.Rect
}

// The least the panel takes: its width beside the board, its height
// under it.
const (
	PanelMinW = 360
	PanelMaxW = 440
	// PanelTightW is the least a phone held sideways gives the panel where
	// its board would otherwise be cut short by the panel's width.
	PanelTightW = 300
)

// Margin is the space kept free at the screen's edges and between regions.
func Margin() float32 {
	switch {
	case ui.ViewH < 500:
		return 4 // a phone held sideways: every unit of height counts
	case ui.Narrow():
		return 6
	}
	return 16
}

// ArrangePlay lays a play screen out for the screen as it is: a board of
// natural size bw×bh (any unit: only its shape matters) and a panel that
// needs panelH units of height under a board (its rows without the log).
// It chooses the arrangement in which the board is larger.
func (pc *Play) ArrangePlay(bw, bh, panelH float32) PlayLayout {
	m := Margin()
	screen := ui.ScreenRect().Inset(m)
	barH, tbarH := float32(0), float32(0)
	if pc.Replay != nil {
		barH = 58
		if ui.ViewH < 500 {
			barH = 48
		}
		tbarH = barH * float32(BarRows(screen.W))
	}
	// Wide: the panel at the right.
	pw := min(max(float32(ui.ViewW)*0.34, PanelMinW), PanelMaxW)
	if ui.ViewH < 500 {
		// A phone held sideways: the panel gives up width, down to
		// PanelTightW, where the board would be larger with it. At 640×360
		// Crossing's cells were 16 CSS px (its board took a quarter of the
		// width), Billabong's squares 16.
		full := (screen.H - barH) * bw / bh
		pw = max(min(pw, screen.W-m-full), min(pw, PanelTightW))
	}
	wpanel, wboard := screen.CutRight(pw)
	_, wboard = wboard.CutRight(m)
	wbar, wboardArea := wboard.CutBottom(barH)
	wide := min(wboardArea.W/bw, wboardArea.H/bh)
	// Tall: the board at full width on top, the bar, then the panel.
	tboardH := min(screen.W*bh/bw, screen.H-panelH-tbarH-m)
	tboard, trest := screen.CutTop(tboardH)
	tbar, trest := trest.CutTop(tbarH)
	_, tpanel := trest.CutTop(m)
	tall := min(tboard.W/bw, tboard.H/bh)
	var l PlayLayout
	if tall > wide*1.05 && tpanel.H > 0 {
		l = PlayLayout{Tall: true, Board: tboard, Panel: tpanel, Bar: tbar}
		l.Card = tpanel
	} else {
		l = PlayLayout{Board: wboardArea, Panel: wpanel, Bar: wbar}
		_, l.Card = wpanel.CutTop(min(125, wpanel.H/4))
		l.Card, _ = l.Card.CutTop(min(381, l.Card.H))
	}
	pc.Lay = l
	return l
}

// PanelTop cuts the top of a play screen's panel: the panel's inside
// (10 units in from its sides, 8 up from its bottom), then its heading for
// the game's name and options (PanelHeadH; PanelHead draws it in head), or,
// without a heading (a phone's panel, where the board and the seats come
// first), a gap of 8 units. rest is the inside under them, for the game's
// rows.
func PanelTop(panel ui.Rect, heading bool, name, options string) (head, rest ui.Rect) {
	p := panel.InsetXY(10, 0)
	_, p = p.CutBottom(8)
	if !heading {
		return p.CutTop(8)
	}
	return p.CutTop(PanelHeadH(p.W, name, options))
}

// PanelHeadH is the height of the panel's heading in a panel w wide.
func PanelHeadH(w float32, name, options string) float32 {
	if headOneLine(w, name, options) {
		return 52
	}
	return 74
}

func headSize(w float32) int {
	if w < 400 {
		return 26
	}
	return 30
}

func headOneLine(w float32, name, options string) bool {
	nameW := sprites.TextWidth(name, headSize(w), true)
	optW := sprites.TextWidth(options, 15, false)
	return options == "" || float32(nameW+optW)+40 <= w
}

// PanelHead draws the panel's heading: the game's name at the left and
// its options at the right, or under the name when both do not fit on one
// line. It returns the rest of the panel.
func PanelHead(dst *ebiten.Image, r ui.Rect, name, options string) ui.Rect {
	size := headSize(r.W)
	if headOneLine(r.W, name, options) {
		head, rest := r.CutTop(52)
		sprites.Text(dst, name, size, true, float64(head.X)+10, head.CY()+2, sprites.Ink, sprites.Left)
		sprites.Text(dst, options, 15, false, float64(head.Right())-10, head.CY()+4, sprites.InkSoft, sprites.Right)
		return rest
	}
	head, rest := r.CutTop(74)
	sprites.Text(dst, name, size, true, float64(head.X)+10, float64(head.Y)+26, sprites.Ink, sprites.Left)
	sprites.Text(dst, options, 15, false, float64(head.X)+10, float64(head.Y)+56, sprites.InkSoft, sprites.Left)
	return rest
}
