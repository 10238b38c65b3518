//go:build !js

package scenes

import (
	"context"
	"errors"
	stdnet "net"
	"strings"

	"outback/net"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// hostGame hosts setup on the LAN from this window: the person's seat
// ("human") and the "lan" seats are open to peers, the computer seats are
// played by the host; the window itself joins the person's seat through
// its own host, so it plays exactly as every other peer does. The join
// screen shows the link to give the others and fills as they arrive.
func hostGame(a *App, setup rules.Setup) (ui.Scene, error) {
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
		case lan.LANKind:
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
func hostFromWindow(a *App, cfg net.HostConfig, me net.JoinConfig) (ui.Scene, error) {
	if a.LAN().Hosted != nil {
		a.LAN().Hosted.Close()
		a.LAN().Hosted = nil
	}
	web, _ := net.WebBuild("")
	cfg.Now, cfg.Web = a.Now, web
	if cfg.PlayerSeat == 0 && !me.Watch {
		// The window's player goes with it should it go: the table that
		// agrees on a successor is the others (net.Succession.Takeover).
		cfg.PlayerSeat = me.SeatWanted
	}
	var h *net.Host
	var err error
	if sb, ok := a.standby.(*net.Standby); ok && cfg.Resume != nil {
		// Carrying on as the successor: at the address the others know.
		h, err = sb.Host(cfg)
	} else {
		h, err = net.NewHost(cfg)
		if err == nil {
			a.dropStandby() // its port may be the one the game needs
			err = h.Listen(a.lanAddr)
		}
	}
	a.standby = nil
	if err != nil {
		return nil, err
	}
	announceErr := h.Announce(context.Background(), a.announceAddr)
	me.URL = h.LocalURL()
	j := lan.StartJoin(a, me)
	j.Host, j.NoWeb, j.AnnounceErr = h, web == nil, announceErr
	if all := net.LANAddresses(); len(all) > 1 && !strings.HasPrefix(h.URL(), "http://127.") {
		j.Addrs = all
	}
	if !j.NoWeb {
		j.QR = lan.QRImage(lan.QRCode(h.ShareURL()))
	}
	a.LAN().HostedQR, a.LAN().HostedNoWeb = j.QR, j.NoWeb
	a.LAN().Hosted = h
	return j, nil
}

// standby is where a window would host a LAN game it joined
// (*net.Standby on the desktop).
type standby interface{ Close() }

// Offer stands this window by as a host of the game it joins, should the
// game's host go away: it holds a port (this window's LAN port if free,
// else any) and cfg offers it to the host.
func (a *App) Offer(cfg *net.JoinConfig) {
	a.fillSeat(cfg) // a seat this player holds at a server table (seats.go)
	sb, _ := a.standby.(*net.Standby)
	if sb == nil {
		var err error
		if sb, err = net.NewStandby(a.lanAddr); err != nil {
			host, _, _ := stdnet.SplitHostPort(a.lanAddr)
			if sb, err = net.NewStandby(stdnet.JoinHostPort(host, "0")); err != nil {
				return // this window only follows
			}
		}
		a.standby = sb
	}
	cfg.Offer, cfg.OfferID = sb.Offer()
}

// dropStandby gives the standby's port up.
func (a *App) dropStandby() {
	if a.standby != nil {
		a.standby.Close()
		a.standby = nil
	}
}

// Discover listens for games announced on the LAN, for the Join screen's
// list.
func (a *App) Discover() (play.LANFinder, error) { return net.Discover(a.discoverAddr) }

// carryOn hosts the LAN game this window plays after its host went away:
// from this window's own copy of the game, on this computer's LAN port,
// announced under the game's id, so the other players' windows find it and
// take their seats back by themselves (a browser player opens the new link).
func carryOn(a *App, pc *play.Play) (ui.Scene, error) {
	g := pc.LANOf()
	if g == nil {
		return nil, errors.New("this is not a LAN game")
	}
	rec, err := pc.Match.Record()
	if err != nil {
		return nil, err
	}
	p := g.Current()
	seat := p.Seat()
	cfg := net.HostConfig{Resume: rec, Code: p.Code()}
	// A successor's game goes on once the table agrees (net/term.go).
	p.Succession().Takeover(&cfg, p.Lobby(), seat, g.Link)
	me := net.JoinConfig{Token: p.Token(), Watch: seat < 0}
	if len(cfg.TokenHashes) == 0 {
		// No succession was shared: the seats are open, each player asks
		// for their own.
		me = net.JoinConfig{SeatWanted: seat + 1, Watch: seat < 0}
	}
	sc, err := hostFromWindow(a, cfg, me)
	if err == nil {
		g.End() // this window's old connection stops trying
	}
	return sc, err
}
