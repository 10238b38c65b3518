//go:build !js

package net

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// hashToken is how a succession names a seat's token without giving it
// away. (Only a host hashes: the browser build, which never hosts, is
// spared crypto's code.)
func hashToken(tok string) string {
	sum := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(sum[:])
}

// offer records where a peer would host the game if this host went away,
// and tells everyone the new succession.
func (h *Host) offer(p *peer, m *Msg) {
	if h.cfg.Served {
		return // the server is the game's one host: nobody takes over
	}
	host, port, err := stdnet.SplitHostPort(m.Text)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n <= 0 || n > 65535 {
		h.strike(p, m.N, fmt.Sprintf("%q is not an address to host on (HOST:PORT or :PORT)", m.Text))
		return
	}
	if len(m.Token) == 0 || len(m.Token) > 32 {
		h.strike(p, m.N, "an offer to host needs an id of 1–32 characters")
		return
	}
	if ip := stdnet.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = p.addr // where the others reach it: where this host sees it
	}
	p.offer, p.offerID = stdnet.JoinHostPort(host, port), m.Token
	h.remember(p.offer)
	h.log.printf("%s would host at %s", p.addr, p.offer)
	h.broadcastSuccession()
}

// succession is who takes over: the seated peers that offered, in seat
// order, then spectators in the order they came.
func (h *Host) succession() Succession {
	var s Succession
	for i := range h.seats {
		if p := h.seats[i].peer; p != nil && p.offer != "" {
			s.Hosts = append(s.Hosts, Successor{Seat: int8(i), Addr: p.offer, ID: p.offerID})
		}
	}
	for _, p := range h.peers {
		if p.seat < 0 && p.offer != "" {
			s.Hosts = append(s.Hosts, Successor{Seat: -1, Addr: p.offer, ID: p.offerID})
		}
	}
	s.HostSeat = int8(h.cfg.PlayerSeat)
	if h.elected {
		s.Term = h.term // peers learn a term once the table agreed on it
	}
	for _, seat := range h.seats {
		hash := seat.tokenHash
		if seat.token != "" {
			hash = hashToken(seat.token)
		}
		s.TokenHashes = append(s.TokenHashes, hash)
	}
	return s
}

func (h *Host) successionMsg() (Msg, bool) {
	s := h.succession()
	b, err := s.MarshalMsg(nil)
	return Msg{Kind: Successors, Data: b}, err == nil
}

func (h *Host) broadcastSuccession() {
	s := h.succession()
	h.succNow.Store(&s)
	if m, ok := h.successionMsg(); ok {
		for _, p := range h.peers {
			p.c.Send(m)
		}
	}
}

func (h *Host) sendSuccession(p *peer) {
	if m, ok := h.successionMsg(); ok {
		p.c.Send(m)
	}
}

// Standby is where a peer would host the game if its host went away: a
// listener opened when it joins, so the address it offers stays its own
// until it is needed. Until then it answers every connection at once that
// it is standing by (HTTP 503), so a peer looking for the game's host
// moves on without waiting.
type Standby struct {
	ln    stdnet.Listener
	id    string
	conns chan stdnet.Conn // to the host, once it hosts
	done  chan struct{}    // closed with the listener
	once  sync.Once
	mu    sync.Mutex
	host  bool
}

// serveSuccession answers GET /succession?join=CODE with the successors'
// addresses, one HOST:PORT a line: a page opened by the join link asks at
// once, while the build still downloads, so that it finds the game even if
// the host goes away before the page has joined (index.html).
func (h *Host) serveSuccession(w http.ResponseWriter, r *http.Request) {
	if !h.codeAsked(w, r) {
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if s := h.succNow.Load(); s != nil {
		for _, x := range s.Hosts {
			fmt.Fprintln(w, x.Addr)
		}
	}
}

// busyText is a host's answer when too many connections wait to join: it
// is there, and the client tries again shortly.
const busyText = "busy: too many connections are waiting to join; try again shortly"

// standingBy is the standby's answer while it does not host.
const standingBy = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 13\r\nConnection: close\r\n\r\nstanding by\r\n"

// NewStandby opens the listener at addr ("" or ":0": a free port on every
// interface; the host tells the others the address it sees this peer at).
func NewStandby(addr string) (*Standby, error) {
	if addr == "" {
		addr = ":0"
	}
	ln, err := stdnet.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s to stand by as host: %v", addr, err)
	}
	s := &Standby{ln: ln, id: randomToken()[:16], conns: make(chan stdnet.Conn), done: make(chan struct{})}
	go s.accept()
	return s, nil
}

// accept answers connections until the listener closes: standing by, or
// handed to the host.
func (s *Standby) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		hosting := s.host
		s.mu.Unlock()
		if hosting {
			select {
			case s.conns <- c:
			case <-s.done: // the host closed while this one waited
				c.Close()
				return
			}
			continue
		}
		go answerStandingBy(c)
	}
}

// answerStandingBy reads a connection's request (briefly, and not much of
// it) and answers that this peer stands by. The request is read first: an
// answer before it would reach the client as no answer at all.
func answerStandingBy(c stdnet.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(2 * time.Second))
	if _, err := http.ReadRequest(bufio.NewReader(io.LimitReader(c, 8<<10))); err != nil {
		return
	}
	c.Write([]byte(standingBy))
}

// Offer is what this peer tells the host (JoinConfig.Offer).
func (s *Standby) Offer() (addr, id string) {
	a := s.ln.Addr().(*stdnet.TCPAddr)
	if a.IP.IsUnspecified() {
		return ":" + strconv.Itoa(a.Port), s.id
	}
	return a.String(), s.id
}

// Close gives the address up.
func (s *Standby) Close() {
	s.once.Do(func() { close(s.done) })
	s.ln.Close()
}

// Used reports whether the standby has hosted a game: its address went
// with that host and is offered no more.
func (s *Standby) Used() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.host
}

// Host hosts cfg's game (a Resume) on the standby's listener, with the join
// code and token hashes of the game it carries on.
func (s *Standby) Host(cfg HostConfig) (*Host, error) {
	if cfg.SelfID == "" {
		cfg.SelfID = s.id
	}
	h, err := NewHost(cfg)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.host = true
	s.mu.Unlock()
	h.serve(standbyListener{s})
	return h, nil
}

// standbyListener is the standby's listener as its host sees it: the
// connections the standby accepts, once it hosts.
type standbyListener struct{ s *Standby }

func (l standbyListener) Accept() (stdnet.Conn, error) {
	select {
	case c := <-l.s.conns:
		return c, nil
	case <-l.s.done:
		return nil, stdnet.ErrClosed
	}
}

func (l standbyListener) Close() error      { l.s.Close(); return nil }
func (l standbyListener) Addr() stdnet.Addr { return l.s.ln.Addr() }
