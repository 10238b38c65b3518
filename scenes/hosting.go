package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/sprites"
)

// The window that hosts a LAN game — from the start, or since it took over
// from a host that went away — keeps the game's link at hand: a small
// "Hosting" button at the top of the side panel opens a panel with the
// link, the join code and its QR code, who is away, and a button to let
// the computer play for each of them. The menu opens it too.

// hostingPanel is that button and panel's state on a play screen.
type hostingPanel struct {
	open   bool
	chip   Button
	close  Button
	away   []int // the away seats the buttons are for
	awayBn []Button
}

const (
	hostPanelW, hostPanelH = 760, 470
	hostPanelX, hostPanelY = (ScreenW - hostPanelW) / 2, (ScreenH - hostPanelH) / 2
)

// hosting reports whether this play screen's game is hosted by this
// window.
func (pc *Play) hosting() bool {
	return pc.App.hosted != nil && pc.lanOf() != nil
}

// layoutHosting places the button and the panel's buttons.
func (pc *Play) layoutHosting() {
	hp := &pc.hostPanel
	hp.chip = Button{Label: fmt.Sprintf(T("Hosting · %s"), pc.App.hosted.Code()), X: ScreenW - 212, Y: 30, W: 180, H: 36}
	hp.close = Button{Label: "Close", X: hostPanelX + hostPanelW - 200, Y: hostPanelY + hostPanelH - 66, W: 170, H: 46, Primary: true}
	hp.away = pc.lanOf().away(hp.away)
	hp.awayBn = hp.awayBn[:0]
	for i, s := range hp.away {
		hp.awayBn = append(hp.awayBn, Button{Label: fmt.Sprintf(T("Computer plays for %s"), pc.SeatName(s)),
			X: hostPanelX + 30, Y: hostPanelY + 272 + i*52, W: 380, H: 44})
	}
}

// hostingInput handles the button and the open panel; it reports whether
// the input was used (the panel takes every click while it is open).
func (pc *Play) hostingInput(in *Input) bool {
	if !pc.hosting() {
		pc.hostPanel.open = false
		return false
	}
	pc.layoutHosting()
	hp := &pc.hostPanel
	if !hp.open {
		if hp.chip.Clicked(in) {
			hp.open = true
			return true
		}
		return false
	}
	for i := range hp.awayBn {
		if hp.awayBn[i].Clicked(in) {
			if err := pc.App.hosted.GiveToComputer(hp.away[i], ai.DefaultLevel); err != nil {
				pc.Say(true, "%v", err)
			}
			hp.open = false
		}
	}
	if hp.close.Clicked(in) || in.Key(ebiten.KeyEscape) {
		hp.open = false
	}
	return true
}

// drawHosting draws the button, and the panel over the board when open.
func (pc *Play) drawHosting(dst *ebiten.Image) {
	if !pc.hosting() {
		return
	}
	pc.layoutHosting()
	hp := &pc.hostPanel
	if !hp.open {
		hp.chip.Draw(dst)
		return
	}
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0x90})
	Panel(dst, hostPanelX, hostPanelY, hostPanelW, hostPanelH)
	x := float64(hostPanelX + 30)
	sprites.Text(dst, T("Your game on the LAN"), 28, true, x, hostPanelY+44, sprites.Ink, sprites.Left)
	for i, line := range sprites.Wrap(T("You host this game. The others open this link, type it in Join a LAN game, or scan the code:"), 17, false, 430) {
		sprites.Text(dst, line, 17, false, x, hostPanelY+88+float64(i)*24, sprites.InkSoft, sprites.Left)
	}
	sprites.Text(dst, pc.App.hosted.ShareURL(), 19, true, x, hostPanelY+160, sprites.Ink, sprites.Left)
	sprites.Text(dst, fmt.Sprintf(T("Join code: %s"), pc.App.hosted.Code()), 19, false, x, hostPanelY+194, sprites.Ink, sprites.Left)
	if pc.App.hosted.OnlyLoopback() {
		sprites.Text(dst, T("This computer has no LAN address: phones cannot reach 127.0.0.1."), 15, false, x, hostPanelY+222, sprites.Bad, sprites.Left)
	}
	qrX := float64(hostPanelX + hostPanelW - 30 - qrSize)
	if pc.App.hostedNoWeb {
		for i, w := range sprites.Wrap(T("Browsers cannot join from here: this computer has no browser build (make wasm)."), 15, false, qrSize+20) {
			sprites.Text(dst, w, 15, false, qrX+qrSize/2, hostPanelY+90+float64(i)*20, sprites.Bad, sprites.Center)
		}
	} else if pc.App.hostedQR != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(hostPanelX+hostPanelW-30-qrSize, hostPanelY+60)
		sprites.DrawImage(dst, pc.App.hostedQR, op)
		sprites.Text(dst, T("Phones: scan to join"), 14, false, hostPanelX+hostPanelW-30-qrSize/2, hostPanelY+70+qrSize, sprites.InkSoft, sprites.Center)
	}
	y := float64(hostPanelY + 250)
	switch {
	case len(hp.away) > 0:
		sprites.Text(dst, T("Away (the game waits for them):"), 17, true, x, y, sprites.Ink, sprites.Left)
		for i := range hp.awayBn {
			hp.awayBn[i].Draw(dst)
		}
	default:
		sprites.Text(dst, T("Everyone is here."), 17, false, x, y, sprites.InkSoft, sprites.Left)
	}
	hp.close.Draw(dst)
}
