package play

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// The window that hosts a LAN game — from the start, or since it took over
// from a host that went away — keeps the game's link at hand: a small
// "Hosting" button at the top of the side panel opens a panel with the
// link, the join code and its QR code, who is away, and a button to let
// the computer play for each of them. The menu opens it too.

// hostingPanel is that button and panel's state on a play screen.
type hostingPanel struct {
	Open   bool
	Chip   ui.Button
	Close  ui.Button
	away   []int // the away seats the buttons are for
	AwayBn []ui.Button
	// sc scrolls the panel's content on a screen too short for it.
	sc ui.Scroller
}

// hostPanelW is the panel's width in the wide arrangement: the text and
// the buttons on the left, the QR code on the right.
const hostPanelW = 760

// Hosting reports whether this play screen's game is hosted by this
// window.
func (pc *Play) Hosting() bool {
	h := pc.App.LAN().Hosted
	return h != nil && !h.SteppedDown() && pc.LANOf() != nil
}

// LayoutHosting places the button and the panel's buttons (and, given
// dst, draws the open panel).
func (pc *Play) LayoutHosting(dst *ebiten.Image) {
	hp := &pc.HostPanel
	hp.Chip.Label = fmt.Sprintf(lang.T("Hosting · %s"), pc.App.LAN().Hosted.Code())
	w := float32(sprites.TextWidth(hp.Chip.Label, 20, true)) + 32
	ui.Rect{X: float32(ui.ViewW) - 32 - w, Y: 26, W: w, H: ui.PanelSmallH}.Button(&hp.Chip)
	hp.Close = ui.Button{Label: "Close", Primary: true}
	hp.away = pc.LANOf().away(hp.away)
	hp.AwayBn = hp.AwayBn[:0]
	for _, s := range hp.away {
		hp.AwayBn = append(hp.AwayBn, ui.Button{Label: fmt.Sprintf(lang.T("Computer plays for %s"), pc.SeatName(s))})
	}
	if !hp.Open {
		return
	}
	pad := ui.PanelPad()
	pw := min(hostPanelW, float32(ui.ViewW)-2*ui.PanelMargin)
	m := ui.NewFlow(ui.Rect{X: 0, Y: 0, W: pw - 2*pad, H: 0})
	pc.hostingContent(&m, nil)
	panel := ui.PanelRect(pw, m.Used()+2*pad+2*ui.PanelGap+ui.PanelBtnH)
	inner := panel.Inset(pad)
	feet, _ := inner.CutBottom(ui.PanelBtnH)
	if pw >= 600 {
		feet, _ = feet.CutRight(200)
	}
	feet.Button(&hp.Close)
	view := ui.Rect{X: inner.X, Y: inner.Y, W: inner.W, H: feet.Y - 2*ui.PanelGap - inner.Y}
	hp.sc.Set(view, m.Used())
	f := ui.NewFlow(ui.Rect{X: view.X, Y: view.Y - hp.sc.Dy(), W: view.W, H: 0})
	if dst == nil {
		pc.hostingContent(&f, nil)
		return
	}
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x90})
	ui.Panel(dst, panel.X, panel.Y, panel.W, panel.H)
	sprites.Cover(dst, float64(panel.X), float64(panel.Y), float64(panel.W), float64(panel.H)) // the game's words under it are hidden
	pc.hostingContent(&f, hp.sc.Clip(dst))
	hp.sc.DrawBar(dst)
	hp.Close.Draw(dst)
}

// hostingContent lays out (and, given dst, draws) the panel's content
// down f: on a wide panel the QR code stands on the right of the text, on
// a narrow one below it, everything centred.
func (pc *Play) hostingContent(f *ui.Flow, dst *ebiten.Image) {
	hp := &pc.HostPanel
	sc := &hp.sc
	put := func(b ui.TextBlock) {
		if dst != nil {
			b.Draw(dst, sc)
		}
	}
	wide := f.W >= 600
	align := sprites.Center
	col := f
	var right ui.Flow
	if wide {
		align = sprites.Left
		qw := ui.QrSide(220)
		right = ui.Flow{X: f.X + f.W - qw, W: qw, Y0: f.Y, Y: f.Y + 8}
		left := ui.Flow{X: f.X, W: f.W - qw - 30, Y0: f.Y, Y: f.Y}
		col = &left
		defer func() { f.Y = max(left.Y, right.Y) }()
	}
	title, gap := min(28, ui.PanelTitleSize()), float32(8)
	if ui.ShortScreen() {
		title, gap = 24, 4
	}
	put(col.Text(lang.T("Your game on the LAN"), title, true, sprites.Ink, align))
	col.Skip(gap)
	put(col.Text(lang.T("You host this game. The others open this link, type it in Join a LAN game, or scan the code:"), 17, false, sprites.InkSoft, align))
	col.Skip(gap + 2)
	url := pc.App.LAN().Hosted.ShareURL()
	put(col.Text(url, ui.FitSize(url, 19, 13, true, float64(col.W)), true, sprites.Ink, align))
	col.Skip(4)
	put(col.Text(fmt.Sprintf(lang.T("Join code: %s"), pc.App.LAN().Hosted.Code()), 19, false, sprites.Ink, align))
	if pc.App.LAN().Hosted.OnlyLoopback() {
		put(col.Text(lang.T("This computer has no LAN address: phones cannot reach 127.0.0.1."), 15, false, sprites.Bad, align))
	}
	qr := col
	if wide {
		qr = &right
	} else {
		col.Skip(12)
	}
	switch {
	case pc.App.LAN().HostedNoWeb:
		put(qr.Text(lang.T("Browsers cannot join from here: this computer has no browser build (make wasm)."), 15, false, sprites.Bad, sprites.Center))
	case pc.App.LAN().HostedQR != nil:
		// Beside the text, the code fits the panel's height.
		side := ui.QrSide(qr.W)
		if wide {
			side = ui.QrSide(min(qr.W, float32(ui.ViewH)-2*ui.PanelMargin-2*ui.PanelPad()-2*ui.PanelGap-ui.PanelBtnH-40))
		}
		r := qr.Take(side)
		if dst != nil && sc.ShowsRect(r) {
			ui.DrawQR(dst, pc.App.LAN().HostedQR, r.X+(r.W-side)/2, r.Y, side)
		}
		qr.Skip(4)
		put(qr.Text(lang.T("Phones: scan to join"), 14, false, sprites.InkSoft, sprites.Center))
	}
	col.Skip(2 * gap)
	if len(hp.away) == 0 {
		put(col.Text(lang.T("Everyone is here."), 17, false, sprites.InkSoft, align))
		return
	}
	put(col.Text(lang.T("Away (the game waits for them):"), 17, true, sprites.Ink, align))
	col.Skip(gap)
	for i := range hp.AwayBn {
		r := col.Take(ui.PanelSmallH)
		if wide {
			r, _ = r.CutLeft(min(r.W, 400))
		}
		sc.Place(r, &hp.AwayBn[i])
		if dst != nil {
			sc.DrawBtn(dst, &hp.AwayBn[i])
		}
		if i < len(hp.AwayBn)-1 {
			col.Skip(8)
		}
	}
}

// hostingInput handles the button and the open panel; it reports whether
// the input was used (the panel takes every click while it is open).
func (pc *Play) hostingInput(in *ui.Input) bool {
	if !pc.Hosting() {
		pc.HostPanel.Open = false
		return false
	}
	pc.LayoutHosting(nil)
	hp := &pc.HostPanel
	if !hp.Open {
		if hp.Chip.Clicked(in) {
			hp.Open = true
			return true
		}
		return false
	}
	in = hp.sc.Input(in)
	for i := range hp.AwayBn {
		if hp.AwayBn[i].Clicked(in) {
			if err := pc.App.LAN().Hosted.GiveToComputer(hp.away[i], ai.DefaultLevel); err != nil {
				pc.Say(true, "%v", err)
			}
			hp.Open = false
		}
	}
	if hp.Close.Clicked(in) || in.Key(ebiten.KeyEscape) {
		hp.Open = false
	}
	return true
}

// DrawHosting draws the button, and the panel over the board when open.
func (pc *Play) DrawHosting(dst *ebiten.Image) {
	if !pc.Hosting() {
		return
	}
	pc.LayoutHosting(dst)
	if !pc.HostPanel.Open {
		pc.HostPanel.Chip.Draw(dst)
	}
}
