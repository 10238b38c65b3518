package net

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
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

// HostMoved starts the goodbye of a host that stepped down for another
// host of the game; the link follows it after ": ".
const HostMoved = "the game goes on at another host"

// Electing is an elected host's Welcome text while it waits for the table.
const Electing = "electing"

// ErrSteppedDown is what Run returns when the host stepped down for
// another host of its game (its peers went there).
var ErrSteppedDown = errors.New("another host carries the game on")

// movedLink reads the link out of a HostMoved goodbye ("" if it is not one).
func movedLink(reason string) string {
	if l, ok := strings.CutPrefix(reason, HostMoved+": "); ok {
		return l
	}
	return ""
}

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

	// Since when the host that went away has been found gone, and silent:
	// kept across calls of Find (a window looks in short rounds).
	goneSince, silentSince time.Time
}

// Link is a successor's join link.
func (s Successor) Link(code string) string {
	return "http://" + s.Addr + "/?join=" + code
}

// then is s followed by the successors of earlier that s lacks: the new
// host's list first, in its order, so that every peer still agrees on who
// comes before whom among those the new host knows.
func (s Succession) then(earlier Succession) Succession {
	out := Succession{Hosts: append([]Successor(nil), s.Hosts...), TokenHashes: s.TokenHashes, Term: max(s.Term, earlier.Term), HostSeat: s.HostSeat}
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

// ErrHostBusy is a host's answer while too many connections wait to
// join: it is there (not gone), and Join tries again until its deadline.
var ErrHostBusy = errors.New("the host is busy: too many connections are waiting to join")

// RefusedError is a host's refusal of a hello, with its reason.
type RefusedError struct{ Reason string }

func (e *RefusedError) Error() string { return "the host refused: " + e.Reason }

// ErrUnreachable is a dial that reached no one: nothing listens at that
// address (its program is gone).
var ErrUnreachable = errors.New("nothing answers there")

// standByGrace is how long a successor waits for an earlier one that is
// still there (standing by, or not answering at all: frozen for a moment)
// to host, before it stands for host itself.
const standByGrace = 5 * time.Second

// successorStep is how long each successor gives those before it to start
// hosting when nothing answers for them yet.
const successorStep = 500 * time.Millisecond

// hostSilence is how long the host that went away may answer nothing at
// all (a frozen program, a laptop asleep: its address takes connections
// and never answers) before it is taken as gone. A host whose address
// refuses connections is gone at once; a busy one is there.
const hostSilence = 15 * time.Second

// ErrHostNow is Find's answer when this peer is the first successor still
// there: it must host the game itself now, at its standby address (the
// game goes on there once the table agrees: Succession.Takeover).
var ErrHostNow = errors.New("this peer hosts the game now")

// Find looks for the game's host, in rounds until ctx ends: the host that
// went away (or the one its goodbye named), then every successor. It
// joins the first that welcomes it. This peer stands for host
// (ErrHostNow) only when the host that went away is gone — its address
// refuses connections, or has said nothing for hostSilence; busy is not
// gone — no successor hosts the game, and every successor before it in
// the list is unreachable (or had standByGrace, and a second for each of
// them, to start).
func (r *Rejoin) Find(ctx context.Context, try time.Duration) (*Client, error) {
	join := func(link string) (*Client, error) {
		cfg := JoinConfig{URL: link, Name: r.Name, Token: r.Token, Watch: r.Seat < 0, Offer: r.Offer, OfferID: r.OfferID, Bot: r.Bot, Term: r.Succession.Term}
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
	goneSince, silentSince := &r.goneSince, &r.silentSince
	var followed []string // links of hosts that stepped down for another
	for {
		hostGone := r.Link == ""
		if r.Link != "" {
			cl, err := join(r.Link)
			if err == nil {
				return cl, nil
			}
			tried.note(r.Link, err)
			var refused *RefusedError
			switch {
			case moved(err) != "" && !slices.Contains(followed, moved(err)):
				// It stepped down for another host: that one is the game.
				r.Link = moved(err)
				followed = append(followed, r.Link)
				continue
			case moved(err) != "":
				hostGone = true // sent round in a circle: gone
			case errors.As(err, &refused) && refused.Reason == HostMoved:
				hostGone = true // stale: the game went on elsewhere
			case errors.As(err, &refused) && len(r.Succession.Hosts) == 0:
				// The host is there and says why not: nothing to look for.
				return nil, err
			case errors.Is(err, ErrUnreachable):
				hostGone = true
			case errors.Is(err, context.DeadlineExceeded):
				if silentSince.IsZero() {
					*silentSince = time.Now()
				}
				hostGone = time.Since(*silentSince) >= hostSilence
			default:
				*silentSince = time.Time{} // it answered: it is there
			}
		}
		if !hostGone {
			*goneSince = time.Time{}
		} else if goneSince.IsZero() {
			*goneSince = time.Now()
		}
		self, earlierThere, hosted := -1, false, false
		for i, s := range r.Succession.Hosts {
			if r.MyID != "" && s.ID == r.MyID {
				self = i
				continue
			}
			link := s.Link(r.Code)
			if link == r.Link {
				continue
			}
			cl, err := join(link)
			if err == nil {
				return cl, nil
			}
			tried.note(link, err)
			if l := moved(err); l != "" && l != r.Link {
				if cl, err := join(l); err == nil {
					return cl, nil
				}
			}
			if errors.Is(err, ErrHostBusy) || refusedHere(err) {
				hosted = true // the game is there, this try was turned down
			}
			if self < 0 && !errors.Is(err, ErrUnreachable) {
				earlierThere = true
			}
		}
		if self >= 0 && hostGone && !hosted {
			waited := time.Since(*goneSince)
			// Later successors wait longer, so that those before them,
			// which waited as long, come up first and are found.
			step := time.Duration(self) * successorStep
			if waited > standByGrace+2*step || !earlierThere && waited >= step {
				return nil, ErrHostNow
			}
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("no host found for the game: %v", tried)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// moved is the link a refusal sends this peer to (a host that stepped
// down for another), or "".
func moved(err error) string {
	var refused *RefusedError
	if errors.As(err, &refused) {
		return movedLink(refused.Reason)
	}
	return ""
}

// refusedHere reports whether err is a refusal by a host of this game
// (which hosts it, then): not a host that moved on, nor whatever listens
// on a successor's old port now and knows no such game.
func refusedHere(err error) bool {
	var refused *RefusedError
	return errors.As(err, &refused) && !strings.HasPrefix(refused.Reason, HostMoved) && refused.Reason != "wrong join code"
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
