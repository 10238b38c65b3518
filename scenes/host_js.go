//go:build js

package scenes

import (
	"errors"

	"outback/net"
	"outback/rules"
	"outback/scenes/play"
	"outback/scenes/ui"
)

func hostGame(*App, rules.Setup) (ui.Scene, error) {
	return nil, errors.New("a browser cannot host a LAN game: host from the desktop game or with outback-cli host")
}

// Discover: a page cannot hear the LAN's announcements (browsers have no
// UDP); people open the host's link or scan its code.
func (a *App) Discover() (play.LANFinder, error) {
	return nil, errors.New("a browser cannot list the games on the LAN: open the link the host shows")
}

// carryOn: a page cannot host; one of the desktop players carries on.
func carryOn(*App, *play.Play) (ui.Scene, error) {
	return nil, errors.New("a browser cannot host a LAN game: one of the desktop players can")
}

// standby: a page cannot host, so it stands by for nothing.
type standby interface{ Close() }

// Offer: a page cannot host; it only follows the succession. A join to a
// server table where this player holds a seat takes it back (seats.go).
func (a *App) Offer(cfg *net.JoinConfig) { a.fillSeat(cfg) }

func (a *App) dropStandby() {}
