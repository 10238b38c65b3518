//go:build !js

package net

import (
	"fmt"
	stdnet "net"
	"strconv"
)

// offer records where a peer would host the game if this host went away,
// and tells everyone the new succession.
func (h *Host) offer(p *peer, m *Msg) {
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
// until it is needed.
type Standby struct {
	ln stdnet.Listener
	id string
}

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
	return &Standby{ln: ln, id: randomToken()[:16]}, nil
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
func (s *Standby) Close() { s.ln.Close() }

// Host hosts cfg's game (a Resume) on the standby's listener, with the join
// code and token hashes of the game it carries on.
func (s *Standby) Host(cfg HostConfig) (*Host, error) {
	h, err := NewHost(cfg)
	if err != nil {
		return nil, err
	}
	h.serve(s.ln)
	return h, nil
}
