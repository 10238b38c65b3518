//go:build !js

package scenes

import (
	"context"
	"errors"

	qrcode "github.com/skip2/go-qrcode"

	"outback/net"
	"outback/rules"
)

// canHost: the window can host a LAN game (a page cannot listen).
const canHost = true

// hostGame hosts setup on the LAN from this window: the person's seat
// ("human") and the "lan" seats are open to peers, the computer seats are
// played by the host; the window itself joins the person's seat through
// its own host, so it plays exactly as every other peer does. The join
// screen shows the link to give the others and fills as they arrive.
func hostGame(a *App, setup rules.Setup) (Scene, error) {
	mine := -1
	seats := append([]rules.SeatInfo(nil), setup.Seats...)
	for i := range seats {
		switch seats[i].Kind {
		case "human":
			if mine >= 0 {
				return nil, errors.New("in a LAN game one seat is yours (Person); make the others LAN players or computers")
			}
			mine = i
			seats[i].Kind = net.RemoteKind
		case lanKind:
			seats[i].Kind = net.RemoteKind
		}
	}
	setup.Seats = seats
	return hostFromWindow(a, net.HostConfig{Setup: setup}, net.JoinConfig{Name: seats[max(mine, 0)].Name, SeatWanted: mine + 1, Watch: mine < 0})
}

// hostFromWindow hosts cfg's game from this window and joins it with me
// (its URL filled in): one game hosted at a time — a new one ends the last,
// whose port it needs — served with the browser build when there is one,
// and announced on the LAN while it lasts, so the others find it in their
// Join screen's list (a failure only means they type the link).
func hostFromWindow(a *App, cfg net.HostConfig, me net.JoinConfig) (Scene, error) {
	if a.hosted != nil {
		a.hosted.Close()
		a.hosted = nil
	}
	web, _ := net.WebBuild("")
	cfg.Now, cfg.Web = a.Now, web
	h, err := net.NewHost(cfg)
	if err != nil {
		return nil, err
	}
	if err := h.Listen(a.lanAddr); err != nil {
		return nil, err
	}
	announceErr := h.Announce(context.Background(), a.announceAddr)
	me.URL = h.LocalURL()
	j := startJoin(a, me)
	j.host, j.noWeb, j.announceErr = h, web == nil, announceErr
	if !j.noWeb {
		j.qr = qrImage(qrCode(h.ShareURL()))
	}
	a.hosted = h
	return j, nil
}

// qrCode is the join link as a QR code's modules (true is dark), with its
// quiet border, so a phone's camera opens the game; nil if it cannot be made.
func qrCode(link string) [][]bool {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil
	}
	return q.Bitmap()
}

// discover listens for games announced on the LAN, for the Join screen's
// list.
func discover(a *App) (lanFinder, error) { return net.Discover(a.discoverAddr) }

// carryOn hosts the LAN game this window plays after its host went away:
// from this window's own copy of the game, on this computer's LAN port,
// announced under the game's id, so the other players' windows find it and
// take their seats back by themselves (a browser player opens the new link).
func carryOn(a *App, pc *Play) (Scene, error) {
	g := pc.lanOf()
	if g == nil {
		return nil, errors.New("this is not a LAN game")
	}
	rec, err := pc.Match.Record()
	if err != nil {
		return nil, err
	}
	seat := g.current().Seat()
	sc, err := hostFromWindow(a, net.HostConfig{Resume: rec}, net.JoinConfig{SeatWanted: seat + 1, Watch: seat < 0})
	if err == nil {
		g.end() // this window's old connection stops trying
	}
	return sc, err
}
