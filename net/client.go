package net

import (
	"context"
	"errors"
	"fmt"
	neturl "net/url"
	"strings"
	"time"

	"outback/rules"
)

// JoinConfig says how to join a host.
type JoinConfig struct {
	// URL is the join link, http://HOST:PORT/?join=CODE.
	URL string
	// Name is the player's name (the host may keep the seat's own).
	Name string
	// Token takes back a seat held before (from Client.Token).
	Token string
	// Watch joins as a spectator.
	Watch bool
	// SeatWanted asks for one seat, counted from 1 (0: any free seat).
	SeatWanted int
	// Bot is the computer level that plays the seat here ("" a person):
	// the others' windows say so.
	Bot string
	// Offer, if set, is where this peer would host the game should the
	// host go away (Standby.Offer), and OfferID its id in the succession.
	Offer, OfferID string
	// Term is the highest term of the game's hosts this peer knows (0
	// none): a stale host that meets it looks for the later one.
	Term uint32
}

// Client is a peer: it follows the host's game in its own Match.
type Client struct {
	c *Conn
	// Seat is this peer's seat, -1 for a spectator.
	Seat int
	// Token is the seat's secret: keep it to take the seat back.
	Token string
	// Match is the game as this peer has it; nil until the game starts.
	Match *rules.Match
	// Lobby is the last seat list the host sent before the game started.
	Lobby LobbyInfo
	// Succession is who hosts the game if the host goes away, as the host
	// last said; OnSuccession, if set, is told each new one (to keep it
	// with the seat's token).
	Succession   Succession
	OnSuccession func(Succession)
	// earlier is the succession of the host before this one, when this
	// client found its game again after a host went away: a successor of
	// that host may not be back at this one yet (or ever), and if this
	// host goes too, it may be the one that hosts the game next. So its
	// entries stay on this client's list, after the new host's own.
	earlier Succession
	// Code is the game's join code, and link the join link used.
	Code string
	link string
	// Resyncs counts the times this peer's state disagreed with the
	// host's and was repaired.
	Resyncs int
	// Term is the host's term once the table agreed on it (0 while it is
	// electing); MovedTo the link of the host the game went on at, when
	// this one stepped down for it.
	Term    uint32
	MovedTo string
	// Electing is set while the host, a successor, waits for the table to
	// agree that it hosts: moves wait until then.
	Electing bool

	// asking is the seat whose request to take a move back is being
	// decided (-1 none), asked when askedAt moves had been played.
	asking, askedAt int
	// resyncing is set while a request for the whole game is unanswered:
	// the moves relayed meanwhile are in the answer, and asking again for
	// each of them would be a flood the host refuses.
	resyncing bool
}

// Update is what one message from the host did.
type Update struct {
	Kind Kind
	// Seat, Move and Events for Moved: the move applied (Seat -1: chance).
	Seat   int
	Move   rules.Move
	Events []rules.Event
	// Text is a refusal's reason.
	Text string
	// N is, for UndoAsk, the moves played when asked; for UndoDone, the
	// moves the game keeps.
	N int
}

// gone marks an error as the host gone (HostGone): it adds no words.
var gone = wrapOnly{errHostGone}

type wrapOnly struct{ err error }

func (w wrapOnly) Error() string { return "" }
func (w wrapOnly) Unwrap() error { return w.err }

// ErrClosed is returned once the host has closed the connection; Bye's
// reason is in the error's text.
var ErrClosed = errors.New("the host closed the connection")

// errSendClosed is a move that could not be sent: the connection has
// ended (Next says how: the host gone, or this peer turned away).
var errSendClosed = errors.New("the connection to the host is closed")

// endpoint turns a join link into the WebSocket address and the code.
func endpoint(link string) (ws, code string, err error) {
	u, err := neturl.Parse(link)
	if err != nil || u.Host == "" {
		return "", "", fmt.Errorf("%q is not a join link (want http://HOST:PORT/?join=CODE)", link)
	}
	switch u.Scheme {
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	default:
		return "", "", fmt.Errorf("%q is not a join link: it must start with http://", link)
	}
	code = u.Query().Get("join")
	if code == "" {
		return "", "", fmt.Errorf("%q has no join code (…/?join=CODE)", link)
	}
	// The code rides along: a server routes the connection to its table
	// by it (a LAN host reads it from the hello).
	u.Path, u.RawQuery = "/ws", "join="+neturl.QueryEscape(code)
	return u.String(), code, nil
}

// TypedLink reads a join link a person typed: the whole link, or it
// without "http://".
func TypedLink(typed string) (string, error) {
	link := strings.TrimSpace(typed)
	if link != "" && !strings.Contains(link, "://") {
		link = "http://" + link
	}
	if err := CheckLink(link); err != nil {
		return "", err
	}
	return link, nil
}

// CheckLink says what is wrong with a join link, if anything.
func CheckLink(link string) error {
	_, _, err := endpoint(link)
	return err
}

// Join connects to a host and takes a seat (or watches). It returns once
// the host has welcomed this peer; the game arrives with Next.
func Join(ctx context.Context, cfg JoinConfig) (*Client, error) {
	addr, code, err := endpoint(cfg.URL)
	if err != nil {
		return nil, err
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	ws, err := dialSocket(dctx, addr)
	shown, _, _ := strings.Cut(addr, "?") // the code is no one's business in a message
	// A busy host is there: try again, more slowly each time, until the
	// hello's deadline.
	for wait := 100 * time.Millisecond; errors.Is(err, ErrHostBusy); wait = min(2*wait, time.Second) {
		select {
		case <-dctx.Done():
			return nil, busyError{shown}
		case <-time.After(wait):
		}
		ws, err = dialSocket(dctx, addr)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot reach the host at %s: %w", shown, err)
	}
	cl := &Client{c: newConn(ws), Seat: -1, asking: -1}
	hello := Msg{Kind: Hello, Text: code, Name: cfg.Name, Token: cfg.Token, Seat: -1, Data: []byte(cfg.Bot), N: cfg.Term}
	if cfg.SeatWanted > 0 {
		hello.Seat = int8(cfg.SeatWanted - 1)
	}
	if cfg.Watch {
		hello.Seat = -2
	}
	cl.c.Send(hello)
	m, err := cl.c.Recv(dctx)
	switch {
	case err != nil:
		cl.c.Close("")
		return nil, fmt.Errorf("the host did not answer: %w", err)
	case m.Kind == Bye:
		cl.c.Close("")
		return nil, &RefusedError{Reason: m.Text}
	case m.Kind != Welcome:
		cl.c.Close("")
		return nil, fmt.Errorf("the host answered with %s, not welcome", m.Kind)
	}
	cl.Seat, cl.Token, cl.Code, cl.link = int(m.Seat), m.Token, code, cfg.URL
	cl.Term, cl.Electing = cfg.Term, m.Text == Electing
	if !cl.Electing {
		cl.Term = max(cl.Term, m.N)
	}
	if cfg.Offer != "" {
		cl.c.Send(Msg{Kind: Offer, Text: cfg.Offer, Token: cfg.OfferID})
	}
	return cl, nil
}

// Rename asks the host to name this peer's seat name (before the game).
func (cl *Client) Rename(name string) error {
	if !cl.c.Send(Msg{Kind: Rename, Name: name}) {
		return errors.New("the connection to the host is closed")
	}
	return nil
}

// Link is the join link this client joined by.
func (cl *Client) Link() string { return cl.link }

// Close leaves the game.
func (cl *Client) Close() {
	cl.c.Close("leaving")
	cl.c.Wait(time.Second)
}

// Next reads the host's next message and applies it to the Match.
func (cl *Client) Next(ctx context.Context) (Update, error) {
	m, err := cl.c.Recv(ctx)
	if err != nil {
		if isBad(err) {
			return Update{}, fmt.Errorf("the host sent %v", err)
		}
		var ce *closedError
		if errors.As(err, &ce) {
			if l := movedLink(ce.reason); l != "" {
				cl.MovedTo = l
			}
			if ce.reason == HostClosed || ce.reason == connectionEnded || cl.MovedTo != "" {
				return Update{}, fmt.Errorf("%w (%s)%w", ErrClosed, ce.reason, gone)
			}
			return Update{}, fmt.Errorf("%w (%s)", ErrClosed, ce.reason)
		}
		return Update{}, fmt.Errorf("lost the host: %v%w", err, gone)
	}
	u := Update{Kind: m.Kind, Text: m.Text}
	switch m.Kind {
	case Game:
		rec, err := rules.DecodeRecord(m.Data)
		if err != nil {
			return u, fmt.Errorf("the host's game does not read: %v", err)
		}
		match, err := rules.Resume(rec)
		if err != nil {
			return u, fmt.Errorf("the host's game does not replay: %v", err)
		}
		cl.Match = match
		cl.resyncing = false
	case Moved:
		if err := cl.apply(m, &u); err != nil {
			return u, err
		}
	case Lobby:
		var info LobbyInfo
		if _, err := info.UnmarshalMsg(m.Data); err == nil {
			cl.Lobby = info
		}
	case UndoAsk:
		cl.asking, cl.askedAt = int(m.Seat), int(m.N)
		u.Seat, u.N = int(m.Seat), int(m.N)
	case UndoDone:
		cl.undone(m, &u)
	case Successors:
		var s Succession
		if _, err := s.UnmarshalMsg(m.Data); err == nil {
			cl.Succession = s.then(cl.earlier)
			cl.Term = max(cl.Term, s.Term)
			if s.Term > 0 {
				cl.Electing = false // the table agreed
			}
			cl.Succession.Term = cl.Term
			if cl.OnSuccession != nil {
				cl.OnSuccession(cl.Succession)
			}
		}
	case Bye:
		cl.c.Close("")
		if l := movedLink(m.Text); l != "" {
			cl.MovedTo = l
			return u, fmt.Errorf("%w: %s%w", ErrClosed, m.Text, gone)
		}
		if m.Text == HostClosed {
			return u, fmt.Errorf("%w: %s%w", ErrClosed, m.Text, gone)
		}
		return u, fmt.Errorf("%w: %s", ErrClosed, m.Text)
	}
	return u, nil
}

// apply plays a relayed move and checks the hash; a disagreement asks the
// host for its game.
func (cl *Client) apply(m Msg, u *Update) error {
	if cl.Match == nil || cl.resyncing {
		return nil // the Game message on its way carries them
	}
	n := len(cl.Match.History())
	switch {
	case int(m.N) < n:
		// Already played here (a Game message overtook it): it must be
		// the same move.
		if b, err := cl.Match.History()[m.N].Move.MarshalMsg(nil); err != nil || string(b) != string(m.Move) {
			cl.resync(m.N)
		}
		return nil
	case int(m.N) > n:
		cl.resync(m.N)
		return nil
	}
	mv, err := cl.Match.Game().DecodeMove(m.Move)
	if err == nil {
		u.Events, err = cl.Match.Play(mv, 0)
	}
	if err != nil || cl.Match.State().Hash() != m.Hash {
		cl.resync(m.N)
		return nil
	}
	u.Seat, u.Move = int(m.Seat), mv
	return nil
}

func (cl *Client) resync(n uint32) {
	cl.Resyncs++
	cl.resyncing = true
	var h uint64
	if cl.Match != nil {
		h = cl.Match.State().Hash()
	}
	cl.c.Send(Msg{Kind: Resync, N: n, Hash: h})
}

// Play sends a move for this peer's seat.
func (cl *Client) Play(mv rules.Move) error {
	if cl.Match == nil {
		return errors.New("the game has not started")
	}
	return cl.playAt(mv, len(cl.Match.History()))
}

// playAt sends a move for the decision after the first n moves.
func (cl *Client) playAt(mv rules.Move, n int) error {
	b, err := mv.MarshalMsg(nil)
	if err != nil {
		return err
	}
	if !cl.c.Send(Msg{Kind: Play, Seat: int8(cl.Seat), N: uint32(n), Move: b}) {
		return errSendClosed
	}
	return nil
}

// Over reports whether the game has ended.
func (cl *Client) Over() bool {
	return cl.Match != nil && cl.Match.State().ToMove() == rules.Nobody
}

// busyError is a join that found the host busy until its deadline.
type busyError struct{ addr string }

func (e busyError) Error() string {
	return "the host at " + e.addr + " is busy (too many connections are waiting to join); try again shortly"
}

func (e busyError) Unwrap() error { return ErrHostBusy }
