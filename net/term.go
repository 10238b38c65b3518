//go:build !js

package net

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	neturl "net/url"
	"slices"
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
	u, err := neturl.Parse(ws)
	if err != nil {
		return "", err
	}
	return u.Host, nil
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
	h.log.printf("the table agrees (%d players here, %d needed): hosting the game, term %d", h.present(), h.cfg.Quorum, h.term)
	h.broadcastSuccession() // its term: the peers now know it
}

// waiting is the refusal of a move while the host is electing.
func (h *Host) waiting() string {
	return fmt.Sprintf("the game waits for the players to reach its new host (%d here, %d needed)", h.present(), h.cfg.Quorum)
}

// gameStatus answers GET /game?join=CODE[&term=T]: "outback TERM
// elected|electing MOVES", for a host looking for where the game is; a
// host that stepped down answers 410 with the link it went to. A prober
// of a higher term makes this host look at once (it may be stale). Wrong
// codes count against the address as at the door.
func (h *Host) gameStatus(w http.ResponseWriter, r *http.Request) {
	if !h.codeAsked(w, r) {
		return
	}
	if t, err := strconv.ParseUint(r.URL.Query().Get("term"), 10, 32); err == nil && uint32(t) > h.term {
		h.lookNow()
	}
	if h.SteppedDown() {
		http.Error(w, "moved "+h.movedLink(), http.StatusGone)
		return
	}
	state := "elected"
	if h.Electing() {
		state = Electing
	}
	fmt.Fprintf(w, "outback %d %s %d\n", h.term, state, h.Played())
	if nonce := r.URL.Query().Get("nonce"); len(nonce) == 32 {
		for _, pr := range h.proofsNow(nonce) {
			fmt.Fprintln(w, pr)
		}
	}
}

// proof is what a host shows of a seat's token it holds, for a nonce: a
// host that steps down for another makes it show the tokens of the
// players sitting there (anyone may claim to host the game; only the
// players' host holds their tokens).
func proof(seat int, token, nonce string) string {
	sum := sha256.Sum256([]byte(token + ":" + nonce))
	return fmt.Sprintf("proof %d %s", seat, hex.EncodeToString(sum[:16]))
}

// proofsNow are the proofs of the seats whose players sit here (read off
// the loop: the tokens are copied by it into heldTokens).
func (h *Host) proofsNow(nonce string) []string {
	var out []string
	if held := h.heldTokens.Load(); held != nil {
		for seat, tok := range *held {
			if tok != "" {
				out = append(out, proof(seat, tok, nonce))
			}
		}
	}
	return out
}

// holdTokens copies the tokens of the seats whose players are here, for
// proofsNow (on the loop, after each arrival and departure).
func (h *Host) holdTokens() {
	held := make([]string, len(h.seats))
	for i, s := range h.seats {
		if s.peer != nil {
			held[i] = s.token
		}
	}
	h.heldTokens.Store(&held)
}

// proven reports whether o's proofs (for nonce) show a token of a seat
// this host knows: the place hosts players of this game.
func (h *Host) proven(o status, nonce string) bool {
	for i, s := range h.seats {
		if s.token != "" && slices.Contains(o.proofs, proof(i, s.token, nonce)) {
			return true
		}
	}
	return false
}

// codeAsked checks a status request's join code as the door checks a
// hello's: a locked-out address is turned away, a wrong code counts.
func (h *Host) codeAsked(w http.ResponseWriter, r *http.Request) bool {
	addr := addrOf(r.RemoteAddr)
	if why := h.guard.lockedOut(addr); why != "" {
		http.Error(w, why+"; try again later", http.StatusForbidden)
		return false
	}
	if r.URL.Query().Get("join") != h.code {
		h.guard.wrongCode(addr)
		http.NotFound(w, r)
		return false
	}
	return true
}

// lookNow has watchOthers look at the other places at once.
func (h *Host) lookNow() {
	select {
	case h.probeNow <- struct{}{}:
	default:
	}
}

// status is another host's answer to a probe: the game hosted there
// (busy: there, too busy to say more).
type status struct {
	term    uint32
	elected bool
	moves   int
	busy    bool
	proofs  []string // "proof SEAT HEX" lines
}

// errNotHosting is a probe's answer from an address where the game is
// not hosted (a standby, a host that stepped down, another game).
var errNotHosting = errors.New("not hosting the game")

// probe asks the host at addr (HOST:PORT) about game code, telling it
// this host's term (0: electing, nothing to tell).
func probe(ctx context.Context, addr, code string, term uint32, nonce string) (status, error) {
	q := "http://" + addr + "/game?join=" + code + "&nonce=" + nonce
	if term > 0 {
		q += "&term=" + strconv.FormatUint(uint64(term), 10)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, q, nil)
	if err != nil {
		return status{}, err
	}
	resp, err := probeClient.Do(req)
	if err != nil {
		if isBusyDial(err) {
			return status{busy: true}, nil
		}
		return status{}, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 8<<10))
	if resp.StatusCode == http.StatusTooManyRequests {
		return status{busy: true}, nil
	}
	if resp.StatusCode != http.StatusOK {
		return status{}, errNotHosting
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	f := strings.Fields(lines[0])
	if len(f) != 4 || f[0] != "outback" {
		return status{}, errNotHosting
	}
	t, err1 := strconv.ParseUint(f[1], 10, 32)
	moves, err2 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil {
		return status{}, errNotHosting
	}
	o := status{term: uint32(t), elected: f[2] == "elected", moves: moves}
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "proof ") && len(o.proofs) < 64 {
			o.proofs = append(o.proofs, strings.TrimSpace(l))
		}
	}
	return o, nil
}

// probeClient keeps no connections: a probe is rare, and each host it
// asks may be gone by the next one.
var probeClient = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 2 * time.Second}

// place is where the game may be hosted besides here, with its rank in
// the succession this host carries on from (-1: the old host; past the
// list: a place a player of this game offered).
type place struct {
	addr string
	rank int
}

// places lists them: the old host, the successors it knew, and every
// address a seated player of this host offered (remembered after they
// leave: a host frozen for a while finds them gone when it wakes, and the
// game may have gone on at one of them). Read on the loop.
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
	for _, a := range h.offered {
		add(a, len(h.cfg.Others.Hosts)+1)
	}
	return out
}

// remember keeps an offered address for places (at most
// 64, the first ones).
func (h *Host) remember(addr string) {
	if !slices.Contains(h.offered, addr) && len(h.offered) < 64 {
		h.offered = append(h.offered, addr)
	}
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

// yields reports whether this host steps down for o, found at p (nonce:
// the probe's). An elected host steps down only for a host that proves it
// holds the token of a player it knows: its game is not taken away on the
// word of an address someone offered.
func (h *Host) yields(o status, p place, elected bool, nonce string) bool {
	switch {
	case o.busy:
		return false // there, but it said nothing more
	case !elected && o.elected:
		// The old host was only slow, or another successor won.
		return o.term+1 >= h.term
	case !elected:
		return o.term == h.term && p.rank >= 0 && p.rank < h.myRank()
	default:
		return o.elected && (o.term > h.term || o.term == h.term && p.rank >= 0 && p.rank < h.myRank()) && h.proven(o, nonce)
	}
}

// watchOthers probes the places the game may be until the host closes, and
// has the loop step down when one of them carries the game on.
func (h *Host) watchOthers() {
	start, seen := time.Now(), time.Now() // seen: another host of the game last answered
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
		var term uint32
		if !h.Electing() {
			term = h.term
		}
		for _, p := range <-places {
			nonce := randomToken()
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			o, err := probe(ctx, p.addr, h.code, term, nonce)
			cancel()
			if err != nil {
				continue
			}
			seen = time.Now()
			link := fmt.Sprintf("http://%s/?join=%s", p.addr, h.code)
			h.ask(func() error {
				if !h.over() && h.yields(o, p, h.elected, nonce) {
					h.stepDown(link, o)
				}
				return nil
			})
		}
		if h.Electing() && time.Since(start) > electWait && time.Since(seen) > electWait {
			// The others are gone for good, and no one else hosts the
			// game (or is even busy): it goes on with whoever is here.
			h.ask(func() error {
				if !h.elected && !h.over() {
					h.log.printf("no other host of the game answered in %v: going on with %d players here (%d were needed)", electWait, h.present(), h.cfg.Quorum)
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

// ask runs f on the loop; false once the loop has ended (f did not run).
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
	case err := <-done:
		return !errors.Is(err, errLoopEnded)
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
	// Said before the goodbyes: this program's own player, told by
	// them, asks whether its host stepped down.
	h.movedTo = link
	h.movedNow.Store(&link)
	h.steppedDown.Store(true)
	h.err = fmt.Errorf("%w: %s", ErrSteppedDown, link)
	bye := HostMoved + ": " + link
	for _, p := range h.peers {
		p.c.Send(Msg{Kind: Bye, Text: bye})
		p.c.Close(bye)
	}
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

// movedLink is MovedTo, safe from any goroutine.
func (h *Host) movedLink() string {
	if l := h.movedNow.Load(); l != nil {
		return *l
	}
	return ""
}

// errLoopEnded is the loop's answer to work asked of it after the game.
var errLoopEnded = errors.New("the game is over")
