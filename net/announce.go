//go:build !js

package net

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	stdnet "net"
	"sort"
	"strconv"
	"sync"
	"time"
)

// LAN discovery: a host tells the LAN about its game with a small UDP
// datagram every second; a Join screen listens for them and lists the games
// it heard. It is off unless a player hosts from the window (or the command
// line asks for it with -announce), and where it is sent is the caller's
// choice, so tests keep it on loopback.

// announceMagic starts every announcement, so stray datagrams on the port
// are ignored, and says the protocol version.
var announceMagic = []byte("OUTBACK\x01")

// maxAnnouncement bounds a datagram either way.
const maxAnnouncement = 512

// announceEvery is how often a host repeats its announcement; a game not
// heard for announceExpiry leaves the list.
const (
	announceEvery  = time.Second
	announceExpiry = 4 * time.Second
)

// Encode is the announcement as a datagram.
func (a Announcement) Encode() ([]byte, error) {
	b, err := a.MarshalMsg(append([]byte(nil), announceMagic...))
	if err != nil {
		return nil, err
	}
	if len(b) > maxAnnouncement {
		return nil, fmt.Errorf("an announcement of %d bytes is over the %d allowed", len(b), maxAnnouncement)
	}
	return b, nil
}

// DecodeAnnouncement reads a datagram heard on the announcement port;
// anything else on it is an error, never a panic.
func DecodeAnnouncement(b []byte) (Announcement, error) {
	var a Announcement
	if !bytes.HasPrefix(b, announceMagic) {
		return a, errors.New("not an Outback announcement")
	}
	rest, err := a.UnmarshalMsg(b[len(announceMagic):])
	if err != nil {
		return a, fmt.Errorf("bad announcement: %v", err)
	}
	if len(rest) != 0 {
		return a, errors.New("bad announcement: trailing bytes")
	}
	if a.Port <= 0 || a.Port > 65535 || a.Code == "" || len(a.Code) > 16 || a.Game == "" {
		return a, errors.New("bad announcement: no port, code or game")
	}
	return a, nil
}

// Announce sends the host's announcement to addr (BroadcastAddr from a
// window; loopback in tests) every second until ctx ends or the host
// closes. It fails at once when addr cannot be used.
func (h *Host) Announce(ctx context.Context, addr string) error {
	to, err := stdnet.ResolveUDPAddr("udp", addr)
	if err != nil {
		return fmt.Errorf("cannot announce to %s: %v", addr, err)
	}
	c, err := stdnet.ListenUDP("udp", nil)
	if err != nil {
		return fmt.Errorf("cannot announce: %v", err)
	}
	send := func() {
		b, err := h.announcement().Encode()
		if err == nil {
			c.WriteToUDP(b, to) // a lost announcement is sent again in a second
		}
	}
	send()
	go func() {
		defer c.Close()
		t := time.NewTicker(announceEvery)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				send()
			case <-ctx.Done():
				return
			case <-h.done:
				return
			case <-h.finished:
				return
			}
		}
	}()
	return nil
}

// announcement is the host's current announcement (safe from any
// goroutine: the loop keeps the lobby's part up to date).
func (h *Host) announcement() Announcement {
	_, port, _ := stdnet.SplitHostPort(h.ln.Addr().String())
	p, _ := strconv.Atoi(port)
	a := Announcement{Game: h.cfg.Setup.Game, Port: p, Code: h.code, GameID: h.gameID}
	if l := h.lobbyNow.Load(); l != nil {
		a.Started, a.Seats = l.Started, len(l.Seats)
		for _, s := range l.Seats {
			if s.Kind == RemoteKind && !s.Taken {
				a.Free++
			}
			if a.Host == "" && s.Kind == RemoteKind && s.Taken {
				a.Host = s.Name
			}
		}
	}
	return a
}

// Finder listens for announcements and keeps the games heard lately.
type Finder struct {
	c    *stdnet.UDPConn
	mu   sync.Mutex
	seen []Found
	now  func() time.Time
}

// Discover listens for announcements on addr (":8468" on a LAN; loopback
// in tests). Several programs on one machine may listen at once.
func Discover(addr string) (*Finder, error) {
	lc := stdnet.ListenConfig{Control: reuseAddr}
	pc, err := lc.ListenPacket(context.Background(), "udp4", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen for LAN games on %s: %v", addr, err)
	}
	f := &Finder{c: pc.(*stdnet.UDPConn), now: time.Now}
	go f.read()
	return f, nil
}

func (f *Finder) read() {
	buf := make([]byte, maxAnnouncement+1)
	for {
		n, from, err := f.c.ReadFromUDP(buf)
		if err != nil {
			return // closed
		}
		if n > maxAnnouncement {
			continue
		}
		a, err := DecodeAnnouncement(buf[:n])
		if err != nil {
			continue
		}
		link := fmt.Sprintf("http://%s/?join=%s", stdnet.JoinHostPort(from.IP.String(), strconv.Itoa(a.Port)), a.Code)
		f.mu.Lock()
		f.add(Found{Announcement: a, Link: link, seen: f.now()})
		f.mu.Unlock()
	}
}

func (f *Finder) add(g Found) {
	for i := range f.seen {
		if f.seen[i].Link == g.Link {
			f.seen[i] = g
			return
		}
	}
	if len(f.seen) < 64 {
		f.seen = append(f.seen, g)
	}
}

// Games are the games heard in the last few seconds, by link.
func (f *Finder) Games() []Found {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := f.now()
	kept := f.seen[:0]
	for _, g := range f.seen {
		if now.Sub(g.seen) < announceExpiry {
			kept = append(kept, g)
		}
	}
	f.seen = kept
	out := append([]Found(nil), kept...)
	sort.Slice(out, func(i, j int) bool { return out[i].Link < out[j].Link })
	return out
}

// Close stops listening.
func (f *Finder) Close() { f.c.Close() }

// Addr is where the finder listens (for a test to announce to).
func (f *Finder) Addr() string { return f.c.LocalAddr().String() }
