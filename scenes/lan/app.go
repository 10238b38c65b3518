package lan

import (
	"outback/net"
	"outback/rules"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// App is what the LAN screens (joining by link, the join screen and
// the lobby) ask of the program around them: what the play screen asks
// (play.App), and what only the window can do for them.
type App interface {
	play.App
	// OpenPlay is the play screen of m's game, on m.
	OpenPlay(m *rules.Match) (ui.Scene, error)
	// Discover listens for games announced on the LAN.
	Discover() (play.LANFinder, error)
	// Offer tells the host of cfg's game where this window would host it
	// should the host go away (a desktop window only).
	Offer(cfg *net.JoinConfig)
	// KeptSeats are the seats this player holds at server tables, the
	// newest first; ServerAddr is the server address typed last.
	KeptSeats() []KeptSeat
	KeepSeat(link, code, token string, seat int)
	ServerAddr() string
	SetServerAddr(addr string)
}

// KeptSeat is a seat this player holds at a server table (seat counted
// from 0).
type KeptSeat struct {
	Link, Code string
	Seat       int
}
