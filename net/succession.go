package net

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
)

// HostClosed is the host's goodbye when it closes mid-game: for its peers
// that is the host gone, as much as a lost connection is.
const HostClosed = "the host closed the game"

// HostGone reports whether err, a connection's end, means the host is gone
// mid-game (lost, or closed) rather than this peer turned away.
func HostGone(err error) bool { return errors.Is(err, errHostGone) }

var errHostGone = errors.New("the host is gone")

// Rejoin is what a peer knows to find its game again when the host is
// gone: the join code, its seat and token, the succession, and its own id
// in it when it can host.
type Rejoin struct {
	// Link is the join link of the host that went away (it may only have
	// lost this peer for a moment).
	Link  string
	Code  string
	Seat  int // -1: a spectator
	Token string
	Name  string
	// Bot is the computer level that plays the seat here ("" a person).
	Bot        string
	Succession Succession
	// MyID is this peer's id in the succession ("" if it cannot host).
	MyID string
	// Offer is sent to the host found (JoinConfig.Offer).
	Offer, OfferID string
}

// Link is a successor's join link.
func (s Successor) Link(code string) string {
	return "http://" + s.Addr + "/?join=" + code
}

// then is s followed by the successors of earlier that s lacks: the new
// host's list first, in its order, so that every peer still agrees on who
// comes before whom among those the new host knows.
func (s Succession) then(earlier Succession) Succession {
	out := Succession{Hosts: append([]Successor(nil), s.Hosts...), TokenHashes: s.TokenHashes}
	for _, e := range earlier.Hosts {
		known := false
		for _, h := range s.Hosts {
			known = known || h.ID == e.ID
		}
		if !known {
			out.Hosts = append(out.Hosts, e)
		}
	}
	if len(out.TokenHashes) == 0 {
		out.TokenHashes = earlier.TokenHashes
	}
	return out
}

// carry keeps s, the succession of the host before cl's, on cl's list
// (Client.earlier), without self (this peer's own id: it hosts no more
// at the address it offered, or is about to be asked again).
func (cl *Client) carry(s Succession, self string) {
	cl.earlier = Succession{TokenHashes: s.TokenHashes}
	for _, h := range s.Hosts {
		if self == "" || h.ID != self {
			cl.earlier.Hosts = append(cl.earlier.Hosts, h)
		}
	}
	cl.Succession = cl.Succession.then(cl.earlier)
}

// ErrStandingBy is a peer's answer at the address it offered while it
// does not host (yet).
var ErrStandingBy = errors.New("a player stands by there to host the game, but does not host it")

// ErrUnreachable is a dial that reached no one: nothing listens at that
// address (its program is gone).
var ErrUnreachable = errors.New("nothing answers there")

// standByGrace is how long a successor waits for an earlier one that is
// still there (standing by) to host, before it hosts itself.
const standByGrace = 5 * time.Second

// successorStep is how long each successor gives those before it to start
// hosting when nothing answers for them yet.
const successorStep = 500 * time.Millisecond

// ErrHostNow is Find's answer when this peer is the first successor still
// there: it must host the game itself now, at its standby address.
var ErrHostNow = errors.New("this peer hosts the game now")

// Find looks for the game's host, in rounds until ctx ends: the host that
// went away, then each successor in order. A successor reaching itself in
// the list hosts (ErrHostNow): every one before it was unreachable. It
// returns the client joined.
func (r Rejoin) Find(ctx context.Context, try time.Duration) (*Client, error) {
	join := func(link string) (*Client, error) {
		cfg := JoinConfig{URL: link, Name: r.Name, Token: r.Token, Watch: r.Seat < 0, Offer: r.Offer, OfferID: r.OfferID, Bot: r.Bot}
		if r.Seat >= 0 && r.Token == "" {
			cfg.SeatWanted = r.Seat + 1
		}
		tctx, cancel := context.WithTimeout(ctx, try)
		defer cancel()
		cl, err := Join(tctx, cfg)
		if err == nil {
			cl.carry(r.Succession, r.MyID)
		}
		return cl, err
	}
	var tried triedHosts
	start := time.Now()
	earlierSeen := false
	for {
		if r.Link != "" {
			cl, err := join(r.Link)
			if err == nil {
				return cl, nil
			}
			tried.note(r.Link, err)
		}
		// An earlier successor that answered at all — standing by, or
		// hosting but turning this try down — is there and hosts: wait
		// for it (a while), rather than host the game a second time. Only
		// one that nothing answers for is gone.
		for i, s := range r.Succession.Hosts {
			if r.MyID != "" && s.ID == r.MyID {
				// Those before it get a moment to come up (a little more
				// for each), even if nothing answered for them yet.
				waited := time.Since(start)
				if waited > standByGrace || !earlierSeen && waited >= time.Duration(i)*successorStep {
					return nil, ErrHostNow
				}
				break
			}
			cl, err := join(s.Link(r.Code))
			if err == nil {
				return cl, nil
			}
			earlierSeen = earlierSeen || !errors.Is(err, ErrUnreachable)
			tried.note(s.Link(r.Code), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("no host found for the game: %v", tried)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// triedHosts is the last answer from each address Find tried, in the
// order first tried: when no host is found, every one of them is told
// (the last alone hid why the others failed).
type triedHosts []triedHost

type triedHost struct {
	link string
	err  error
}

func (t *triedHosts) note(link string, err error) {
	for i := range *t {
		if (*t)[i].link == link {
			(*t)[i].err = err
			return
		}
	}
	*t = append(*t, triedHost{link, err})
}

func (t triedHosts) String() string {
	if len(t) == 0 {
		return "no host to try"
	}
	var b strings.Builder
	for i, h := range t {
		if i > 0 {
			b.WriteString("; ")
		}
		// Join's errors name the address they could not reach; a
		// refusal does not.
		if u, err := url.Parse(h.link); err == nil && !strings.Contains(h.err.Error(), u.Host) {
			b.WriteString(u.Host + ": ")
		}
		b.WriteString(h.err.Error())
	}
	return b.String()
}
