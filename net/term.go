//go:build !js

package net

import (
	"context"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// One game, one host. When the host goes away, the first successor still
// there hosts the game (Rejoin.Find). Peers are not always quick: a
// successor may be frozen for seconds (a window busy animating, a laptop
// asleep) and come back after another took over; two successors may each
// believe the ones before them gone. So a takeover is an election with
// terms, as in Raft:
//
//   - Every host has a term: 1 for the game's first host, one more than
//     the term it carries on from for a successor. Peers learn it from
//     the elected host's succession and tell it in their hello.
//   - A successor's game does not go on until the table agrees: it is
//     electing until a majority of the table's players have taken their
//     seats there (Takeover says who the table is). Each player sits at
//     one host at a time, so two majorities never form in one term.
//   - A host looks now and then at the other places the game may be
//     (probe): an electing one steps down for an elected host of its term
//     or the one before (the old host was only slow), or for an electing
//     one earlier in the succession; an elected one steps down for an
//     elected host of a higher term. Stepping down sends every peer there
//     to the host that won (Bye HostMoved with its link): they resync to
//     its Record, and nobody is left waiting.
//   - A two-player table cannot form a majority without the host (its
//     player is gone with it): there the one left takes over only when the
//     host's address refuses connections (its program has ended) or has
//     not answered for hostSilence — and should the old host come back, it
//     meets the higher term and steps down.

// probeEvery is how often a host looks at the other places its game may
// be; electingProbe while it waits for the table.
const (
	probeEvery    = 2 * time.Second
	electingProbe = 500 * time.Millisecond
)

// Takeover fills in cfg for a successor of s's host taking the game over:
// its term, the quorum of the table, and where else to look for the game.
// lobby is the seats as this peer last heard them, seat its own (-1 a
// spectator), oldLink the join link of the host that went away.
//
// The table is the LAN seats whose players were connected when the host
// went (a seat whose player left earlier cannot vote), less the host's
// own player, who went with it. The quorum is a majority of it.
func (s Succession) Takeover(cfg *HostConfig, lobby LobbyInfo, seat int, oldLink string) {
	cfg.Term = max(s.Term, 1) + 1
	table := 0
	for i, st := range lobby.Seats {
		if st.Kind == RemoteKind && st.Connected && i+1 != int(s.HostSeat) {
			table++
		}
	}
	if seat >= 0 && table == 0 {
		table = 1 // this player at least
	}
	cfg.Quorum = table/2 + 1
	cfg.PlayerSeat = seat + 1
	cfg.TokenHashes = s.TokenHashes
	cfg.Others = s
	if u, err := parseLink(oldLink); err == nil {
		cfg.OldHost = u
	}
}

// parseLink is a join link's HOST:PORT.
func parseLink(link string) (string, error) {
	ws, _, err := endpoint(link)
	if err != nil {
		return "", err
	}
	rest := strings.TrimPrefix(strings.TrimPrefix(ws, "ws://"), "wss://")
	return strings.TrimSuffix(rest, "/ws"), nil
}

// Term is the host's term.
func (h *Host) Term() uint32 { return h.term }

// Electing reports whether the host still waits for the table to agree
// that it hosts (safe from any goroutine).
func (h *Host) Electing() bool { return !h.electedNow.Load() }

// present counts the LAN seats whose players are connected.
func (h *Host) present() int {
	n := 0
	for i, s := range h.cfg.Setup.Seats {
		if s.Kind == RemoteKind && h.seats[i].peer != nil {
			n++
		}
	}
	return n
}

// elect makes the host's game go on once the table agrees (called by the
// loop after each arrival).
func (h *Host) elect() {
	if h.elected || h.present() < h.cfg.Quorum {
		return
	}
	h.elected = true
	h.electedNow.Store(true)
	close(h.electedCh)
	h.log.printf("the table agrees (%d of %d players here): hosting the game, term %d", h.present(), h.cfg.Quorum, h.term)
	h.broadcastSuccession() // its term: the peers now know it
}

// waiting is the refusal of a move while the host is electing.
func (h *Host) waiting() string {
	return fmt.Sprintf("the game waits for the table to agree on its new host (%d of %d players here)", h.present(), h.cfg.Quorum)
}

// gameStatus answers GET /game?join=CODE: "outback TERM elected|electing
// MOVES", for a host (or peer) looking for where the game is.
func (h *Host) gameStatus(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("join") != h.code {
		http.NotFound(w, r)
		return
	}
	state := "elected"
	if h.Electing() {
		state = Electing
	}
	fmt.Fprintf(w, "outback %d %s %d\n", h.term, state, h.Played())
}

// status is another host's answer to a probe.
type status struct {
	term    uint32
	elected bool
	moves   int
}

// errNotHosting is a probe's answer from an address where the game is
// not hosted (a standby, or another game).
var errNotHosting = errors.New("not hosting the game")

// probe asks the host at addr (HOST:PORT) about game code.
func probe(ctx context.Context, addr, code string) (status, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/game?join="+code, nil)
	if err != nil {
		return status{}, err
	}
	resp, err := probeClient.Do(req)
	if err != nil {
		return status{}, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 256))
	if resp.StatusCode != http.StatusOK {
		return status{}, errNotHosting
	}
	f := strings.Fields(string(b))
	if len(f) != 4 || f[0] != "outback" {
		return status{}, errNotHosting
	}
	term, err1 := strconv.ParseUint(f[1], 10, 32)
	moves, err2 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil {
		return status{}, errNotHosting
	}
	return status{term: uint32(term), elected: f[2] == "elected", moves: moves}, nil
}

// probeClient keeps no connections: a probe is rare, and each host it
// asks may be gone by the next one.
var probeClient = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 2 * time.Second}

// places are where the game may be hosted besides here, with their rank in
// the succession this host carries on from (-1: the old host).
type place struct {
	addr string
	rank int
}

// places lists them: the old host, the successors it knew, and the
// successors this host knows now (read on the loop; kept in h.elsewhere).
func (h *Host) places() []place {
	var out []place
	add := func(addr string, rank int) {
		if addr == "" || h.isSelf(addr) {
			return
		}
		for _, p := range out {
			if p.addr == addr {
				return
			}
		}
		out = append(out, place{addr, rank})
	}
	add(h.cfg.OldHost, -1)
	for i, s := range h.cfg.Others.Hosts {
		if s.ID == h.cfg.SelfID && h.cfg.SelfID != "" {
			continue
		}
		add(s.Addr, i)
	}
	for _, s := range h.succession().Hosts {
		add(s.Addr, len(h.cfg.Others.Hosts)+1)
	}
	return out
}

// isSelf reports whether addr is this host's own address.
func (h *Host) isSelf(addr string) bool {
	if h.ln == nil {
		return false
	}
	_, myPort, _ := stdnet.SplitHostPort(h.ln.Addr().String())
	host, port, err := stdnet.SplitHostPort(addr)
	if err != nil || port != myPort {
		return false
	}
	ip := stdnet.ParseIP(host)
	if ip != nil && (ip.IsLoopback() || ip.IsUnspecified()) {
		return true
	}
	myHost, _, _ := stdnet.SplitHostPort(h.ln.Addr().String())
	if host == myHost {
		return true
	}
	for _, a := range LANAddresses() {
		if a == host {
			return true
		}
	}
	return false
}

// myRank is this host's place in the succession it carries on from (a
// large number for a host that is not a successor of it).
func (h *Host) myRank() int {
	for i, s := range h.cfg.Others.Hosts {
		if h.cfg.SelfID != "" && s.ID == h.cfg.SelfID {
			return i
		}
	}
	return 1 << 20
}

// yields reports whether this host steps down for o, found at p.
func (h *Host) yields(o status, p place, elected bool) bool {
	switch {
	case !elected && o.elected:
		// The old host was only slow, or another successor won.
		return o.term+1 >= h.term
	case !elected:
		return o.term == h.term && p.rank >= 0 && p.rank < h.myRank()
	default:
		return o.elected && (o.term > h.term || o.term == h.term && p.rank >= 0 && p.rank < h.myRank())
	}
}

// watchOthers probes the places the game may be until the host closes, and
// has the loop step down when one of them carries the game on.
func (h *Host) watchOthers() {
	start := time.Now()
	for {
		wait := probeEvery
		if h.Electing() {
			wait = electingProbe
		}
		select {
		case <-h.done:
			return
		case <-h.finished:
			return
		case <-h.probeNow:
		case <-time.After(wait):
		}
		places := make(chan []place, 1)
		if !h.ask(func() error { places <- h.places(); return nil }) {
			return
		}
		elsewhere := false
		for _, p := range <-places {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			o, err := probe(ctx, p.addr, h.code)
			cancel()
			if err != nil {
				continue
			}
			elsewhere = true
			link := fmt.Sprintf("http://%s/?join=%s", p.addr, h.code)
			h.ask(func() error {
				if !h.over() && h.yields(o, p, h.elected) {
					h.stepDown(link, o)
				}
				return nil
			})
		}
		if !elsewhere && h.Electing() && time.Since(start) > electWait {
			// The others are gone for good, and no one else hosts the
			// game: it goes on with whoever is here.
			h.ask(func() error {
				if !h.elected && !h.over() {
					h.log.printf("no other host of the game found in %v: going on with %d of the %d players the table needs", electWait, h.present(), h.cfg.Quorum)
					h.cfg.Quorum = 0
					h.elect()
				}
				return nil
			})
		}
	}
}

// electWait is how long a successor waits for the table when the players
// it needs do not come and no other host of the game is found: they are
// gone for good (a split needs another host, which a probe would find).
const electWait = 45 * time.Second

// ask runs f on the loop; false once the loop has ended.
func (h *Host) ask(f func() error) bool {
	done := make(chan error, 1)
	select {
	case h.inbox <- event{do: f, done: done}:
	case <-h.done:
		return false
	case <-h.finished:
		return false
	}
	select {
	case <-done:
		return true
	case <-h.done:
		return false
	case <-h.finished:
		return false
	}
}

// stepDown ends this host's game for the host at link, sending every peer
// there. The loop ends with ErrSteppedDown.
func (h *Host) stepDown(link string, o status) {
	h.log.printf("stepping down: the game goes on at %s (term %d, %d moves; this host's term %d, %d moves)", link, o.term, o.moves, h.term, len(h.match.History()))
	bye := HostMoved + ": " + link
	for _, p := range h.peers {
		p.c.Send(Msg{Kind: Bye, Text: bye})
		p.c.Close(bye)
	}
	h.movedTo = link
	h.steppedDown.Store(true)
	h.err = fmt.Errorf("%w: %s", ErrSteppedDown, link)
}

// Elected is closed once the table agrees that this host hosts the game
// (at once for a host that needs no quorum); Closed when the host closes.
func (h *Host) Elected() <-chan struct{} { return h.electedCh }

// Closed is closed when the host closes.
func (h *Host) Closed() <-chan struct{} { return h.done }

// SteppedDown reports whether the host gave its game up to another host
// of it (safe from any goroutine).
func (h *Host) SteppedDown() bool { return h.steppedDown.Load() }

// MovedTo is the link of the host this one stepped down for ("" none).
// Read it after Run has returned.
func (h *Host) MovedTo() string { return h.movedTo }
