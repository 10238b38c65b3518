package play

import (
	"context"
	"errors"
	"sync"
	"time"

	"outback/internal/session"
	"outback/net"
	"outback/rules"
	"outback/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// LANGame is the LAN game this program joined: the play screen of its
// match takes its seats from the peer (controllers). When the connection
// is lost it joins again with the seat's token, in the background, and the
// game goes on from where the host is.
type LANGame struct {
	Link  string
	Match *rules.Match

	mu        sync.Mutex
	Peer      *net.Peer
	rejoining bool
	stop      bool  // the game is over: stop trying
	lost      error // why the last connection ended, while rejoining
	tries     int   // failed rounds of rejoining
	// Find listens for announced games (nil where a program cannot): a
	// game whose host went away may go on at another player's.
	Find func() (LANFinder, error)
	// Offer fills in where this window would host the game (nil: it
	// cannot); hostNow is set once the succession says it must.
	Offer   func(*net.JoinConfig)
	hostNow bool

	// The requests to take a move back accepted on undoPeer that the play
	// screen has followed (read on the game loop only).
	undoPeer  *net.Peer
	undosSeen int
}

// Current is the connection in use.
func (g *LANGame) Current() *net.Peer {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.Peer
}

// MoveAt implements session.MoveSource through the current connection.
// After the host took moves back, or on a new connection, nothing is read
// until the play screen has looked (rewound).
func (g *LANGame) MoveAt(n int) (int, rules.Move, bool) {
	p := g.Current()
	if undos, _ := p.Undos(); p != g.undoPeer || undos != g.undosSeen {
		return 0, nil, false
	}
	return p.MoveAt(n)
}

// rewound reports moves the host took back that this game (of played
// moves) still has: on a request accepted since the last call (seat: who
// asked), or found on a new connection (seat -1). keep is the moves to
// keep.
func (g *LANGame) rewound(played int) (keep, seat int, ok bool) {
	p := g.Current()
	undos, seat := p.Undos()
	switch {
	case p != g.undoPeer:
		if rec, _ := p.Game(); rec == nil {
			return 0, 0, false // the host's game has not come yet
		}
		g.undoPeer, g.undosSeen = p, undos
		if m := p.Moves(); m < played {
			return m, -1, true
		}
		return 0, 0, false
	case undos != g.undosSeen:
		g.undosSeen = undos
		return p.Moves(), seat, true
	}
	return 0, 0, false
}

// send sends the person's move through the current connection. While the
// connection is lost, or the new host waits for the table, the move is
// not sent (it would go nowhere): the person's picks stay on the board and
// the message says why, to confirm again once the game goes on.
func (g *LANGame) send(mv rules.Move) error {
	g.mu.Lock()
	rejoining := g.rejoining
	g.mu.Unlock()
	p := g.Current()
	switch {
	case rejoining || p.Err() != nil:
		return errLostHost
	case p.Electing():
		return errElecting
	}
	return p.Send(mv)
}

// The refusals of a move while the game cannot take it.
var (
	errLostHost = errors.New("The connection to the host is lost: your move waits. Play it again once the game is back.")
	errElecting = errors.New("The game waits for the other players to reach the new host: play your move again once it goes on.")
)

// lanControllers are a joined game's controllers: the peer's own seat is
// the person here (their moves go through the host), every other seat and
// chance are the host's.
func (g *LANGame) lanControllers() ([]session.Controller, session.Controller) {
	remote := session.Remote{Source: g}
	cs := make([]session.Controller, len(g.Match.Setup().Seats))
	for i := range cs {
		cs[i] = remote
		if i == g.Current().Seat() {
			cs[i] = session.Relayed{Remote: remote, Send: g.send}
		}
	}
	return cs, remote
}

// watch notices a lost connection while the game is on and joins again
// in the background; it reports the connection's state for the screen:
// "" when all is well, else what to say.
func (g *LANGame) watch() (string, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.Match.State().ToMove() == rules.Nobody || g.Peer.Over() {
		g.stop = true
		return "", false
	}
	if g.rejoining {
		return g.rejoinText(), true
	}
	err := g.Peer.Err()
	if err == nil {
		if g.Peer.Electing() {
			// A successor hosts: the game goes on once the table agrees.
			return "The host has gone: the game waits for the other players to reach the new host…", true
		}
		return "", false
	}
	g.rejoining, g.lost, g.tries = true, err, 0
	seat := g.Peer.Seat()
	r := net.Rejoin{Link: g.Link, Code: g.Peer.Code(), Seat: seat, Token: g.Peer.Token(), Succession: g.Peer.Succession()}
	if moved := g.Peer.MovedTo(); moved != "" {
		r.Link = moved // the host stepped down for that one
	}
	if seat >= 0 {
		r.Name = g.Match.Setup().Seats[seat].Name
	}
	if g.Offer != nil {
		cfg := net.JoinConfig{}
		g.Offer(&cfg)
		r.Offer, r.OfferID, r.MyID = cfg.Offer, cfg.OfferID, cfg.OfferID
	}
	go g.rejoin(r)
	return g.rejoinText(), true
}

// rejoinText says what the window does while it has no host.
func (g *LANGame) rejoinText() string {
	if g.hostNow {
		return "The host has gone: this window hosts the game now…"
	}
	if g.tries >= 3 && CanHost {
		return "The host is not answering. Menu: host this game yourself, and the others join you."
	}
	return "Connection lost — reconnecting to the host; the game waits…"
}

// rejoin finds the game again: the host, if it only lost this window for a
// moment, or the successor that hosts it now — the succession the host
// shared says who, in order, so no announcement is needed. When this
// window is the first successor still there, it hosts the game (hostNow;
// the play screen does it). Announcements are a last resort: a game
// carried on by hand ("Host this game") is found by its game id.
func (g *LANGame) rejoin(r net.Rejoin) {
	setup := g.Match.Setup()
	id := net.GameID(setup.Game, setup.Seed, g.Match.Started())
	var finder LANFinder
	if g.Find != nil {
		finder, _ = g.Find()
	}
	if finder != nil {
		defer finder.Close()
	}
	for {
		round := time.Second
		if len(r.Succession.Hosts) > 0 {
			round = 8 * time.Second // a successor needs a moment to start
		}
		ctx, cancel := context.WithTimeout(context.Background(), round)
		// A join may take a slow page (drawing in software, a busy
		// phone) seconds: too short a try never completes one.
		cl, err := r.Find(ctx, 4*time.Second)
		cancel()
		if err == nil && g.use(cl, cl.Link()) {
			return
		}
		if errors.Is(err, net.ErrHostNow) {
			g.mu.Lock()
			g.hostNow = true
			g.mu.Unlock()
			return
		}
		if finder != nil {
			for _, f := range finder.Games() {
				if f.GameID != id || f.Link == r.Link {
					continue
				}
				// With the seat's token (a host that knows its hash), or
				// asking for the seat.
				alt := net.JoinConfig{URL: f.Link, Token: r.Token, Watch: r.Seat < 0, Name: r.Name, Offer: r.Offer, OfferID: r.OfferID}
				if g.tryJoin(alt) {
					return
				}
				alt.Token, alt.SeatWanted = "", r.Seat+1
				if g.tryJoin(alt) {
					return
				}
			}
		}
		g.mu.Lock()
		g.tries++
		stop := g.stop
		g.mu.Unlock()
		ui.WakeFrame() // a screen at rest looks again whether to host (hostGone)
		if stop {
			return
		}
	}
}

// mustHost reports whether this window is to host the game now: its host
// went away and it is the first successor still there.
func (g *LANGame) mustHost() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.hostNow && !g.stop
}

// tryJoin joins with cfg and, when it can, makes that the connection.
func (g *LANGame) tryJoin(cfg net.JoinConfig) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	cl, err := net.Join(ctx, cfg)
	cancel()
	return err == nil && g.use(cl, cfg.URL)
}

// use makes cl, joined by link, the connection (unless the game is over
// here).
func (g *LANGame) use(cl *net.Client, link string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.stop {
		cl.Close()
		return false
	}
	g.Peer, g.rejoining, g.Link = NewPeer(cl), false, link
	ui.WakeFrame() // the screen may be at rest, showing the host as gone
	return true
}

// HostGone reports whether the window has been without its host for a
// while (and may host the game itself).
func (g *LANGame) HostGone() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.rejoining && g.tries >= 3
}

// End stops rejoining for good (this window hosts the game now).
func (g *LANGame) End() {
	g.mu.Lock()
	g.stop = true
	g.mu.Unlock()
}

// away lists the LAN seats whose players have lost their connection and
// whom no computer stands in for (the host tells every peer who comes and
// goes), in seat order.
func (g *LANGame) away(dst []int) []int {
	dst = dst[:0]
	for i, s := range g.Current().Lobby().Seats {
		if s.Kind == net.RemoteKind && s.Taken && !s.Connected && s.StandIn == "" {
			dst = append(dst, i)
		}
	}
	return dst
}

// standingIn reports whether the host's computer plays for seat's missing
// player.
// remoteBot is the computer level playing seat at its player's computer
// ("" a person, or not known).
func (g *LANGame) remoteBot(seat int) string {
	seats := g.Current().Lobby().Seats
	if seat < len(seats) && seats[seat].Connected {
		return seats[seat].Bot
	}
	return ""
}

func (g *LANGame) standingIn(seat int) bool {
	seats := g.Current().Lobby().Seats
	return seat < len(seats) && seats[seat].StandIn != "" && !seats[seat].Connected
}

// LANFinder is the games heard on the LAN, for the Join screen's list.
type LANFinder interface {
	Games() []net.Found
	Close()
}

// HostCloser is a hosted game as the join screen and the play screen need
// it.
type HostCloser interface {
	ShareURL() string
	Code() string
	// OnlyLoopback: this computer has no LAN address; SetShareAddr picks
	// the one the link names.
	OnlyLoopback() bool
	SetShareAddr(ip string)
	Close()
	// FreeSeat opens a LAN seat again before the game starts.
	FreeSeat(seat int) error
	// GiveToComputer makes a LAN seat a computer seat before the game, or
	// lets the computer play for a missing player during it.
	GiveToComputer(seat int, level string) error
	// SteppedDown: the game went on at another host (this one no longer
	// hosts it; its player follows the game there).
	SteppedDown() bool
}

// NewPeer reads cl's messages in the background, waking the window for
// each one.
func NewPeer(cl *net.Client) *net.Peer {
	p := net.NewPeer(context.Background(), cl)
	p.OnNews(ui.WakeFrame)
	return p
}

// LAN is the LAN game of this window: the one it joined (Game, nil:
// none) and the one it hosts, while it lasts (Hosted), with the hosted
// game's link as a QR code (HostedQR, nil: none; HostedNoWeb: there is
// no browser build to serve phones).
type LAN struct {
	Game        *LANGame
	Hosted      HostCloser
	HostedQR    *ebiten.Image
	HostedNoWeb bool
}
