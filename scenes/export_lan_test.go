//go:build !js

package scenes

import (
	"outback/net"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/ui"
)

// HostWithCode hosts setup from the window a (at its LAN address) with a
// fixed join code, the seat mine being the window's, and shows the link's
// QR code as though a browser build were served: a picture the same every
// run.
func HostWithCode(a *App, setup rules.Setup, code string, mine int) (ui.Scene, error) {
	sc, err := hostFromWindow(a, net.HostConfig{Setup: setup, Code: code}, net.JoinConfig{Name: setup.Seats[mine].Name, SeatWanted: mine + 1})
	if j, ok := sc.(*lan.Join); ok {
		j.NoWeb, j.QR = false, lan.QRImage(lan.QRCode(j.Host.ShareURL()))
		a.LAN().HostedQR, a.LAN().HostedNoWeb = j.QR, false
	}
	return sc, err
}

// JoinButtons are the join screen's buttons where it puts them now: the
// name field, Join (while it asks the name), Watch instead and Back.
func JoinButtons(s ui.Scene) (name, join, watch, back ui.Button) {
	j := laidOut(s)
	return j.NameBtn, j.JoinBtn, j.WatchBtn, j.BackBtn
}

// SitButton is a joining player's "Sit here" on seat (false: none there).
func SitButton(s ui.Scene, seat int) (ui.Button, bool) {
	for _, b := range laidOut(s).SitBtns {
		if b.Seat == seat {
			return b.Free, true
		}
	}
	return ui.Button{}, false
}

// HostSeatButtons are the host's Free and Computer buttons on seat.
func HostSeatButtons(s ui.Scene, seat int) (free, computer ui.Button, ok bool) {
	for _, b := range laidOut(s).SeatBtns {
		if b.Seat == seat {
			return b.Free, b.Computer, true
		}
	}
	return ui.Button{}, ui.Button{}, false
}

// JoinLinkRow is the button of the i-th game listed on the join link
// screen.
func JoinLinkRow(s ui.Scene, i int) ui.Button {
	j := s.(*lan.JoinLink)
	j.Layout(nil)
	return j.Rows[i]
}

// laidOut is the join screen s laid out for the screen as it is now.
func laidOut(s ui.Scene) *lan.Join {
	j := s.(*lan.Join)
	j.LayoutName()
	j.SeatButtons()
	j.Layout(nil)
	return j
}

// HostingChip is the Hosting button of a play screen whose game the window
// hosts.
func HostingChip(a *App) ui.Button {
	pc := PlayOf(a.scenes.cur)
	pc.LayoutHosting(nil)
	return pc.HostPanel.Chip
}

// UndoButtons are the take-back question's Allow and Refuse.
func UndoButtons(a *App) (allow, refuse ui.Button) {
	pc := PlayOf(a.scenes.cur)
	return pc.AllowBtn, pc.RefuseBtn
}

// WithoutOverlays runs f with the play screen's hosting panel and
// take-back question hidden (the picture beneath them, as a baseline).
func WithoutOverlays(a *App, f func()) {
	pc := PlayOf(a.scenes.cur)
	open, answered, id := pc.HostPanel.Open, pc.Answered, pc.AnsweredID
	if g := pc.LANOf(); g != nil {
		_, pc.AnsweredID, _ = g.Current().Asking()
		pc.Answered = g.Current()
	}
	pc.HostPanel.Open = false
	defer func() { pc.HostPanel.Open, pc.Answered, pc.AnsweredID = open, answered, id }()
	f()
}

// OverlayButtons are the buttons of the play screen's open hosting panel
// (Close and the away seats') or of its take-back question.
func OverlayButtons(a *App) []ui.Button {
	pc := PlayOf(a.scenes.cur)
	if _, ok := pc.UndoQuestion(); ok {
		return []ui.Button{pc.AllowBtn, pc.RefuseBtn}
	}
	return append([]ui.Button{pc.HostPanel.Close}, pc.HostPanel.AwayBn...)
}
