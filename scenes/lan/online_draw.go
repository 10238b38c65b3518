//go:build !js

package lan

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// onlineW is the Play online panel's width.
const onlineW = 700

// Draw implements Scene.
func (o *Online) Draw(dst *ebiten.Image) {
	ui.DrawNight(dst)
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x90})
	o.Layout(dst)
}

// Layout places the screen's parts and, given dst, draws them (the
// content scrolls on a screen too short for it).
func (o *Online) Layout(dst *ebiten.Image) {
	o.StartBtn.Label = "Start a table"
	if o.Created != "" {
		o.StartBtn.Label = "Take your seat"
	}
	ui.ScrollPanel(dst, onlineW, joinBtnW, &o.sc, o.content, &o.StartBtn, &o.BackBtn)
}

// content lays out (and, given dst, draws) the panel down f.
func (o *Online) content(f *ui.Flow, dst *ebiten.Image) {
	sc := &o.sc
	put := func(b ui.TextBlock) {
		if dst != nil {
			b.Draw(dst, sc)
		}
	}
	put(f.Text(lang.T("Play online"), ui.PanelTitleSize(), true, sprites.Ink, sprites.Center))
	f.Skip(16)
	if o.Created != "" {
		o.shareContent(f, dst, put)
		return
	}
	put(f.Text(lang.T("The Outback server's address (press Enter to look):"), 17, false, sprites.InkSoft, sprites.Center))
	f.Skip(8)
	o.addressBox(f, dst)
	switch {
	case o.problem != "":
		f.Skip(10)
		put(f.Text(lang.TrErr(errText(o.problem)), 15, false, sprites.Bad, sprites.Center))
	case o.loading:
		f.Skip(10)
		put(f.Text(lang.T("Asking the server…"), 15, false, sprites.InkSoft, sprites.Center))
	case o.base == "":
		f.Skip(10)
		put(f.Text(lang.T("A server keeps tables for friends anywhere and for phones alone: outback-cli serve."), 15, false, sprites.InkSoft, sprites.Center))
	}
	if o.base == "" {
		return
	}
	for _, sec := range []struct{ key, title, none string }{
		{mineRows, "My games", "No games here yet: the tables you sit at are listed here."},
		{openRows, "Tables with a free seat", "None right now: start one."},
		{watchRows, "Games to watch", ""},
	} {
		n := 0
		for i := range o.Rows {
			if o.Rows[i].Section == sec.key {
				n++
			}
		}
		if n == 0 && sec.none == "" {
			continue
		}
		f.Skip(18)
		put(f.Text(lang.T(sec.title), 19, true, sprites.Ink, sprites.Center))
		f.Skip(8)
		if n == 0 {
			put(f.Text(lang.T(sec.none), 15, false, sprites.InkSoft, sprites.Center))
		}
		for i := range o.Rows {
			if o.Rows[i].Section == sec.key {
				o.rowContent(f, dst, &o.Rows[i])
			}
		}
	}
	f.Skip(18)
	put(f.Text(lang.T("Start a table"), 19, true, sprites.Ink, sprites.Center))
	f.Skip(8)
	o.GameBtn.Label = lang.T(o.games[o.game].Title)
	o.PlayersBtn.Label = fmt.Sprintf(lang.T("%d players"), o.players)
	o.PublicBtn.Label = lang.T("Public: anyone may sit down or watch")
	if !o.public {
		o.PublicBtn.Label = lang.T("Private: only those with the link")
	}
	buttons := []*ui.Button{&o.GameBtn, &o.PlayersBtn}
	for i := range o.SeatBtns {
		label := fmt.Sprintf(lang.T("Seat %d: a person (by the link)"), i+2)
		if k := o.kinds[i]; k > 0 {
			label = fmt.Sprintf(lang.T("Seat %d: computer · %s"), i+2, lang.T(ai.Levels[k-1].Label))
		}
		o.SeatBtns[i].Label = label
		buttons = append(buttons, &o.SeatBtns[i])
	}
	buttons = append(buttons, &o.PublicBtn)
	w := min(f.W, linkBoxW)
	for _, b := range buttons {
		r := f.Take(ui.PanelRowH)
		r.X, r.W = f.X+(f.W-w)/2, w
		sc.Place(r, b)
		f.Skip(6)
		if dst != nil {
			sc.DrawBtn(dst, b)
		}
	}
}

// addressBox is the server's address, typed.
func (o *Online) addressBox(f *ui.Flow, dst *ebiten.Image) {
	w := min(f.W, linkBoxW)
	r := f.Take(ui.PanelBtnH)
	o.box = ui.Rect{X: f.X + (f.W-w)/2, Y: r.Y, W: w, H: r.H}
	o.sc.ShowField(o.box, string(o.Addr), "url")
	if dst == nil || !o.sc.ShowsY(r.CY()) {
		return
	}
	drawAddressBox(dst, o.box, string(o.Addr), o.app.Tick())
}

// rowContent is one listed table: its game and seats above, how it stands
// below.
func (o *Online) rowContent(f *ui.Flow, dst *ebiten.Image, row *onlineRow) {
	w := min(f.W, linkBoxW)
	r := f.Take(64)
	r.X, r.W = f.X+(f.W-w)/2, w
	row.Btn.Label = ""
	o.sc.Place(r, &row.Btn)
	f.Skip(8)
	if dst == nil || row.Btn.X <= -10000 {
		return
	}
	row.Btn.Draw(dst)
	sub := sprites.InkSoft
	if row.Turn {
		sub = sprites.Good
	}
	sprites.Text(dst, ui.FitText(row.Line, 18, true, float64(w)-24), 18, true, r.CX(), r.CY()-11, sprites.Ink, sprites.Center)
	sprites.Text(dst, ui.FitText(row.Sub, 15, row.Turn, float64(w)-24), 15, row.Turn, r.CX(), r.CY()+12, sub, sprites.Center)
}

// shareContent is the table just started: its link and QR code to send.
func (o *Online) shareContent(f *ui.Flow, dst *ebiten.Image, put func(ui.TextBlock)) {
	put(f.Text(lang.T("Your table is ready. Send the others its link, or let them scan the code:"), 17, false, sprites.InkSoft, sprites.Center))
	f.Skip(12)
	if o.qr != nil {
		side := ui.QrSide(f.W)
		r := f.Take(side)
		if dst != nil && o.sc.ShowsY(r.CY()) {
			ui.DrawQR(dst, o.qr, f.X+(f.W-side)/2, r.Y, side)
		}
		f.Skip(12)
	}
	put(f.Text(o.Created, 18, true, sprites.Ink, sprites.Center))
	f.Skip(8)
	put(f.Text(lang.T("It works in any browser, in the window (Join a LAN game) and with outback-cli join."), 15, false, sprites.InkSoft, sprites.Center))
}
