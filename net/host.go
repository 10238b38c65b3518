//go:build !js

package net

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	stdnet "net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"outback/ai"
	"outback/internal/webserve"
	"outback/rules"
)

// maxStrikes is how many bad or illegal messages a peer may send before it
// is disconnected.
const maxStrikes = 5

// HostConfig describes a game to host.
type HostConfig struct {
	// Setup is the game: LAN seats have Kind RemoteKind, computer seats
	// "bot:LEVEL" (played by the host).
	Setup rules.Setup
	// Code is the join code; empty makes a random one.
	Code string
	// Pace makes the host's bots wait this long before each move.
	Pace time.Duration
	// Now stamps moves (Unix ms); nil stamps 0.
	Now func() int64
	// Resume is a game to go on with, when a peer carries on after its
	// host went away: Setup is ignored, the game is already on. Its LAN
	// seats are kept for the tokens hashed in TokenHashes (the
	// succession's, so each player gets their own seat back with the
	// token they had); a seat without one is open to whoever asks for it.
	Resume      *rules.Record
	TokenHashes []string
	// Web is the browser build (index.html, wasm_exec.js, outback.wasm and
	// their compressed copies), served on the same port as the game, so a
	// join link opens the game in any browser on the LAN. Nil serves only
	// the game's endpoint.
	Web fs.FS
	// Limits are the budgets against broken and hostile peers; zero
	// fields take DefaultLimits'.
	Limits Limits
	// Log, if set, gets a line for each peer that joins, leaves, is refused
	// or struck, rate-limited (the command line's stderr).
	Log io.Writer

	// A successor's takeover (Succession.Takeover fills these in; see
	// term.go). Term is the host's term (0: 1, the game's first host).
	Term uint32
	// Quorum is how many LAN seats' players must be connected before the
	// game goes on here (0: at once).
	Quorum int
	// PlayerSeat is the seat of the player at this host's machine,
	// counted from 1 (0: none): the peers learn it with the succession.
	PlayerSeat int
	// Others is the succession of the host this one carries on from, and
	// SelfID this host's id in it; OldHost is that host's HOST:PORT. The
	// host looks there now and then for another host of the game.
	Others  Succession
	SelfID  string
	OldHost string

	// Served makes the host a server's table (served.go): no succession,
	// seats kept before the game, the game started once every seat is
	// taken, and Persist told of every change before the peers are.
	Served  bool
	Persist func(TableState) error
	// MaxWatching caps the spectators at once (0: no cap beyond Limits').
	MaxWatching int
}

// Host runs one game for peers on the LAN: it serves the connection
// endpoint (/ws) and sequences every move.
type Host struct {
	cfg    HostConfig
	match  *rules.Match
	code   string
	gameID string // for announcements (fixed)
	ln     stdnet.Listener
	base   string // a server table's address (Attach); ln is nil then
	srv    *http.Server
	lim    Limits
	guard  *guard
	log    *hostLog

	inbox    chan event
	done     chan struct{} // closed by Close
	finished chan struct{} // closed when the loop ends

	// Owned by the run loop.
	seats    []hostSeat
	peers    []*peer
	started  bool
	thinking int // the move number a bot is thinking about, -1 none
	undo     *undoRequest
	err      error

	// The term (term.go): elected is owned by the loop, electedNow is it
	// for other goroutines; probeNow asks watchOthers to look at once;
	// movedTo is the link of the host this one stepped down for.
	term        uint32
	elected     bool
	electedNow  atomic.Bool
	probeNow    chan struct{}
	movedTo     string
	steppedDown atomic.Bool
	movedNow    atomic.Pointer[string]
	// offered are the addresses players offered to host at (term.go's
	// places); heldTokens the tokens of the seats whose players are
	// here, for the proofs a host shows another (owned by the loop,
	// copied for the status handler).
	offered    []string
	heldTokens atomic.Pointer[[]string]
	electedCh  chan struct{}

	closeOnce sync.Once
	played    atomic.Int64
	peerCount atomic.Int32
	// shareIP is the address ShareURL names (nil: the first found).
	shareIP atomic.Pointer[string]
	// lobbyNow is the seats as last told to the peers, for the
	// announcement (read from another goroutine).
	lobbyNow atomic.Pointer[LobbyInfo]
	// succNow is the succession as last told (for /succession).
	succNow atomic.Pointer[Succession]
}

// Played is the number of moves played so far (safe from any goroutine).
func (h *Host) Played() int { return int(h.played.Load()) }

type hostSeat struct {
	token string
	// tokenHash is the hash of the token the seat had at the host before
	// (a successor's): the first hello with a token of that hash has it.
	tokenHash string
	name      string
	peer      *peer // nil while no one is connected to it
	// standIn is the computer level playing for a LAN player who has lost
	// their connection, as the host asked ("" none); the player takes the
	// seat back by coming back.
	standIn string
	// bot is the computer level playing the seat at its player's computer.
	bot string
	// strikes are the seat's refused messages so far: coming back with
	// the token does not wipe them.
	strikes int
}

type peer struct {
	c    *Conn
	addr string // the remote address's host part
	seat int    // -1 spectator
	// offer is where the peer would host the game (Offer), and offerID
	// how it knows itself in the succession ("" none).
	offer, offerID string
	strikes        int
	gone           bool // dropped: what it still sends is ignored
	resyncs        resyncBudget
}

// event is something for the run loop: a hello, a message, a departure,
// or a bot's move.
type event struct {
	p     *peer
	hello *Msg
	msg   *Msg
	left  bool
	why   string // why a peer left, for the log
	bot   *botMove
	reply chan *peer // for hello: the peer once welcomed, nil if refused
	// do is work for the loop from another goroutine (the hosting
	// window), answered on done.
	do   func() error
	done chan error
}

type botMove struct {
	n    int
	move rules.Move
}

// NewHost prepares a game; Listen opens it to peers.
func NewHost(cfg HostConfig) (*Host, error) {
	var m *rules.Match
	var err error
	if cfg.Resume != nil {
		m, err = rules.Resume(cfg.Resume)
		if err == nil {
			cfg.Setup = m.Setup()
		}
	} else {
		m, err = rules.NewMatch(cfg.Setup, stamp(cfg.Now))
	}
	if err != nil {
		return nil, err
	}
	code := cfg.Code
	if code == "" {
		code = randomCode()
	}
	h := &Host{cfg: cfg, match: m, code: code, inbox: make(chan event, 64), done: make(chan struct{}), finished: make(chan struct{}), thinking: -1}
	h.lim = cfg.Limits.withDefaults()
	h.log = newHostLog(cfg.Log)
	h.guard = newGuard(h.lim, h.log)
	h.seats = make([]hostSeat, len(cfg.Setup.Seats))
	for i, s := range cfg.Setup.Seats {
		h.seats[i].name = s.Name
		if i < len(cfg.TokenHashes) && s.Kind == RemoteKind {
			h.seats[i].tokenHash = cfg.TokenHashes[i]
		}
	}
	h.started = cfg.Resume != nil
	h.term, h.probeNow = max(cfg.Term, 1), make(chan struct{}, 1)
	h.elected, h.electedCh = cfg.Quorum <= 0, make(chan struct{})
	h.electedNow.Store(h.elected)
	if h.elected {
		close(h.electedCh)
	}
	h.gameID = GameID(m.Setup().Game, m.Setup().Seed, m.Started())
	return h, nil
}

func stamp(now func() int64) int64 {
	if now == nil {
		return 0
	}
	return now()
}

// codeLetters are the join code's letters: no look-alikes (I, O).
const codeLetters = "ABCDEFGHJKLMNPQRSTUVWXYZ"

// randomCode is a short join code people on a LAN can type: six letters
// (a server's are longer: ServerCodeLen).
func randomCode() string { return RandomCode(6) }

func randomToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Code is the join code.
func (h *Host) Code() string { return h.code }

// Match is the host's match. Read it only after Run has returned.
func (h *Host) Match() *rules.Match { return h.match }

// Listen opens the endpoint on addr ("127.0.0.1:0" picks a free port).
func (h *Host) Listen(addr string) error {
	ln, err := stdnet.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %v", addr, err)
	}
	h.serve(ln)
	return nil
}

// serve opens the game to peers on ln.
func (h *Host) serve(ln stdnet.Listener) {
	h.ln = guardedListener{Listener: ln, g: h.guard}
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", h.serveWS)
	mux.HandleFunc("/game", h.gameStatus)
	mux.HandleFunc("/succession", h.serveSuccession)
	if h.cfg.Web != nil {
		mux.Handle("/", webserve.Handler(h.cfg.Web))
	}
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: h.lim.Hello, IdleTimeout: h.lim.Idle}
	h.broadcastLobby() // no peers yet: the announcement's first seat list
	h.log.printf("listening on %s", h.URL())
	go h.srv.Serve(h.ln)
	go h.loop()
	go h.watchOthers()
}

// URL is the join link: http://HOST:PORT/?join=CODE.
func (h *Host) URL() string {
	if h.ln == nil {
		return h.base + "/?join=" + h.code
	}
	return fmt.Sprintf("http://%s/?join=%s", h.ln.Addr().String(), h.code)
}

// ShareURL is the join link to give people on the LAN: URL, naming this
// machine's LAN address when the host listens on every interface (the
// address SetShareAddr chose, or the first of LANAddresses; 127.0.0.1 when
// there is none — then only this machine can join).
func (h *Host) ShareURL() string {
	link := h.URL()
	if h.ln == nil {
		return link
	}
	host, port, err := stdnet.SplitHostPort(h.ln.Addr().String())
	if err != nil {
		return link
	}
	if ip := stdnet.ParseIP(host); ip != nil && ip.IsUnspecified() {
		addr := "127.0.0.1"
		if p := h.shareIP.Load(); p != nil {
			addr = *p
		} else if all := LANAddresses(); len(all) > 0 {
			addr = all[0]
		}
		return strings.Replace(link, h.ln.Addr().String(), stdnet.JoinHostPort(addr, port), 1)
	}
	return link
}

// SetShareAddr picks the address ShareURL names, for a machine on several
// networks (one of LANAddresses).
func (h *Host) SetShareAddr(ip string) { h.shareIP.Store(&ip) }

// OnlyLoopback reports whether the host listens on every interface of a
// machine that has no LAN address: phones cannot reach it.
func (h *Host) OnlyLoopback() bool {
	if h.ln == nil {
		return false
	}
	host, _, err := stdnet.SplitHostPort(h.ln.Addr().String())
	ip := stdnet.ParseIP(host)
	return err == nil && ip != nil && ip.IsUnspecified() && len(LANAddresses()) == 0
}

// LANAddresses are this machine's IPv4 addresses that others may reach
// (read from its interfaces; nothing is sent), private ones first.
func LANAddresses() []string {
	addrs, err := stdnet.InterfaceAddrs()
	if err != nil {
		return nil
	}
	return reachable(addrs)
}

// reachable orders the usable IPv4 addresses of addrs: private (a home or
// school network) before the others; loopback and link-local left out.
func reachable(addrs []stdnet.Addr) []string {
	var private, other []string
	for _, a := range addrs {
		ipn, ok := a.(*stdnet.IPNet)
		if !ok || ipn.IP.To4() == nil || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
			continue
		}
		if ipn.IP.IsPrivate() {
			private = append(private, ipn.IP.String())
		} else {
			other = append(other, ipn.IP.String())
		}
	}
	return append(private, other...)
}

// LocalURL is the join link for a program on this machine (the window
// that hosts joins its own game by it).
func (h *Host) LocalURL() string {
	if h.ln == nil {
		return h.URL()
	}
	_, port, _ := stdnet.SplitHostPort(h.ln.Addr().String())
	return fmt.Sprintf("http://%s/?join=%s", stdnet.JoinHostPort("127.0.0.1", port), h.code)
}

// serveWS is one peer's connection: its Hello, then its messages, until it
// goes. Whatever ends it, the connection is closed here: a peer that
// vanished without a goodbye must not hold a socket for good.
func (h *Host) serveWS(w http.ResponseWriter, r *http.Request) {
	addr := addrOf(r.RemoteAddr)
	if !h.guard.beginHello(addr) {
		// Busy, not gone: the client tries again shortly (a standby's
		// 503 says no host is here).
		w.Header().Set("Retry-After", "1")
		http.Error(w, busyText, http.StatusTooManyRequests)
		return
	}
	// Any origin: a browser that loaded the game from a host that went
	// away follows the game to its successor, another origin.
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		h.guard.endHello(addr)
		return
	}
	// A peer sends only small messages: a connection can make the host
	// hold no more than this before and after its hello.
	ws.SetReadLimit(peerFrame)
	c := newConn(wsSocket{ws})
	defer func() {
		c.Wait(2 * time.Second) // what is queued (a goodbye) goes out first
		ws.CloseNow()
	}()
	p := h.hello(c, addr)
	h.guard.endHello(addr)
	if p == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.keepAlive(ctx, ws, p)
	why := "left"
	for {
		m, err := c.Recv(ctx)
		if err != nil && !isBad(err) {
			if ce := (*closedError)(nil); errors.As(err, &ce) {
				why = "left: " + ce.reason
			} else {
				why = "lost: " + err.Error()
			}
			break
		}
		ev := event{p: p}
		if err != nil {
			ev.msg = &Msg{Kind: 0, Text: err.Error()}
		} else {
			ev.msg = &m
		}
		select {
		case h.inbox <- ev:
		case <-h.done:
			c.Close(HostClosed)
			return
		}
	}
	c.Close("")
	select {
	case h.inbox <- event{p: p, left: true, why: why}:
	case <-h.done:
	}
}

// hello waits for a new connection's Hello and seats it: the peer, or nil
// (refused, or no hello in time; the connection is closed then).
func (h *Host) hello(c *Conn, addr string) *peer {
	ctx, cancel := context.WithTimeout(context.Background(), h.lim.Hello)
	m, err := c.Recv(ctx)
	cancel()
	if err != nil || m.Kind != Hello {
		why := "the first message must be a hello"
		if err != nil && isBad(err) {
			why = err.Error()
		} else if err != nil {
			// Gone, too slow or too large: no goodbye (a close handshake
			// would wait on a peer that does not answer).
			h.log.printf("%s: no hello (%v)", addr, err)
			c.ws.closeNow()
			c.Close("")
			return nil
		}
		h.log.printf("%s: refused: %s", addr, why)
		c.Send(Msg{Kind: Bye, Text: why})
		c.Close(why)
		c.Wait(time.Second)
		return nil
	}
	reply := make(chan *peer, 1)
	select {
	case h.inbox <- event{hello: &m, p: &peer{c: c, addr: addr, seat: -1}, reply: reply}:
	case <-h.done:
		c.Close("the game is over")
		return nil
	}
	p := <-reply
	if p == nil {
		c.Wait(2 * time.Second)
	}
	return p
}

// keepAlive pings the peer now and then and drops it when no answer comes:
// a phone that went away without a goodbye, or a connection stuck half-way
// through a message, is noticed and its socket closed.
func (h *Host) keepAlive(ctx context.Context, ws *websocket.Conn, p *peer) {
	t := time.NewTicker(h.lim.PingEvery)
	defer t.Stop()
	alive := time.NewTicker(AliveEvery)
	defer alive.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-alive.C:
			p.c.Send(Msg{Kind: Alive})
			continue
		case <-t.C:
		}
		pctx, cancel := context.WithTimeout(ctx, h.lim.PingTimeout)
		err := ws.Ping(pctx)
		cancel()
		if err != nil {
			if ctx.Err() == nil {
				h.log.printf("%s: no answer for %v, dropping the connection", p.addr, h.lim.PingTimeout)
			}
			ws.CloseNow()
			return
		}
	}
}

// loop is the one goroutine that owns the game: it seats peers, plays the
// host's bots, relays every move, and ends when the game is over.
func (h *Host) loop() {
	h.maybeStart()
	h.drive()
	for !h.over() {
		select {
		case <-h.done:
			// The host closes: everyone is told at once (their
			// connections are the server's no longer once hijacked).
			for _, p := range h.peers {
				p.c.Send(Msg{Kind: Bye, Text: HostClosed})
				p.c.Close(HostClosed)
			}
			close(h.finished)
			return
		case ev := <-h.inbox:
			h.handle(ev)
			h.maybeStart()
			h.drive()
		}
	}
	// Let the last moves reach everyone before the connections close.
	for _, p := range h.peers {
		p.c.Close("the game is over")
	}
	deadline := time.Now().Add(3 * time.Second)
	for _, p := range h.peers {
		p.c.Wait(time.Until(deadline))
	}
	close(h.finished)
	if h.movedTo != "" {
		// A host that stepped down sends late comers on a while, then
		// gives its address up.
		time.AfterFunc(2*h.lim.AfterEnd, h.Close)
	}
	h.afterEnd()
}

// afterEnd answers whoever comes after the end until the host closes: a
// peer that lost the host just before the end, or came back to it, is
// shown the finished game (else its hello waited for a loop that was
// gone).
func (h *Host) afterEnd() {
	for {
		select {
		case <-h.done:
			return
		case ev := <-h.inbox:
			switch {
			case ev.hello != nil && h.movedTo != "":
				why := HostMoved + ": " + h.movedTo
				ev.p.c.Send(Msg{Kind: Bye, Text: why})
				ev.p.c.Close(why)
				ev.reply <- nil
			case ev.hello != nil:
				ev.reply <- h.lateWelcome(ev.p, ev.hello)
			case ev.do != nil:
				ev.done <- errLoopEnded
			}
		}
	}
}

// lateWelcome shows a peer the finished game and closes its connection:
// a seat's player by its token, anyone else as a spectator.
func (h *Host) lateWelcome(p *peer, m *Msg) *peer {
	if h.seatOfToken(m.Token) < 0 {
		m.Token, m.Seat = "", -2
	}
	p = h.welcome(p, m)
	if p == nil {
		return nil
	}
	p.c.Close("the game is over")
	// Held no longer: one peer coming back again and again must not
	// make the host keep each of its connections.
	p.gone = true
	h.removePeer(p)
	if p.seat >= 0 && h.seats[p.seat].peer == p {
		h.seats[p.seat].peer = nil
	}
	return p
}

// Run waits until the game is over (nil, or why it could not go on) or ctx
// ends, then stops serving. A game carried on from another host is served
// a little longer (Limits.AfterEnd): its peers may still be looking for it.
func (h *Host) Run(ctx context.Context) error {
	defer h.Close()
	select {
	case <-h.finished:
	case <-ctx.Done():
		return ctx.Err()
	}
	if h.err == nil && h.cfg.Resume != nil {
		select {
		case <-time.After(h.lim.AfterEnd):
		case <-ctx.Done():
		}
	}
	return h.err
}

// Close stops serving.
func (h *Host) Close() {
	h.closeOnce.Do(func() {
		h.log.flush()
		close(h.done)
		if h.srv != nil {
			h.srv.Close()
		}
	})
}

func (h *Host) over() bool {
	return h.err != nil || h.match.State().ToMove() == rules.Nobody
}

func (h *Host) handle(ev event) {
	switch {
	case ev.do != nil:
		ev.done <- ev.do()
	case ev.hello != nil:
		ev.reply <- h.welcome(ev.p, ev.hello)
	case ev.bot != nil:
		if ev.bot.n != len(h.match.History()) {
			return
		}
		h.thinking = -1
		seat := h.match.State().ToMove()
		if h.undo != nil {
			return // the game waits for the undo request; the bot thinks again after
		}
		if seat >= 0 && !h.botSeat(seat) {
			return // the player came back while the stand-in thought
		}
		if ev.bot.move == nil {
			h.err = fmt.Errorf("the bot of seat %d found no move", seat+1)
			return
		}
		if _, err := h.match.Play(ev.bot.move, stamp(h.cfg.Now)); err != nil {
			h.err = fmt.Errorf("the bot of seat %d: %v", seat+1, err)
			return
		}
		h.relay(seat, ev.bot.move)
	case ev.left:
		switch {
		case ev.p.seat >= 0 && h.seats[ev.p.seat].peer == ev.p:
			h.log.printf("%s (seat %d, %s) %s", ev.p.addr, ev.p.seat+1, h.seats[ev.p.seat].name, ev.why)
		case ev.p.seat < 0 && !ev.p.gone:
			h.log.printf("%s (watching) %s", ev.p.addr, ev.why)
		}
		h.drop(ev.p)
	case ev.msg != nil && !ev.p.gone:
		h.message(ev.p, ev.msg)
	}
}

// welcome seats a new peer, or refuses it (nil).
func (h *Host) welcome(p *peer, m *Msg) *peer {
	refuse := func(why string) *peer {
		h.log.printf("%s: refused: %s", p.addr, why)
		p.c.Send(Msg{Kind: Bye, Text: why})
		p.c.Close(why)
		return nil
	}
	// A seat's token always gets its player back in; anyone else from an
	// address that guessed codes or was thrown out waits out its lockout.
	if h.seatOfToken(m.Token) < 0 || m.Text != h.code {
		if why := h.guard.lockedOut(p.addr); why != "" {
			return refuse(why + "; try again later")
		}
	}
	if m.Text != h.code {
		h.guard.wrongCode(p.addr)
		return refuse("wrong join code")
	}
	if m.N > h.term && h.seatOfToken(m.Token) >= 0 {
		// A player who knows a later host: this one may be stale. It
		// looks (a peer's word alone does not end a game).
		h.lookNow()
		return refuse(HostMoved)
	}
	seat := -1
	switch {
	case m.Token != "":
		seat = h.seatOfToken(m.Token)
		if seat < 0 {
			return refuse("that seat token is not one of this game's")
		}
		h.seats[seat].token = m.Token // a successor learns it from its hash
		if want := int(m.Seat); h.cfg.Served && !h.started && want >= 0 && want != seat {
			// A player moving to another seat before the game: a server
			// keeps a seat taken while its player is away, so the token
			// says whose seat moves.
			if h.freeSeat(want) != want {
				return refuse(fmt.Sprintf("seat %d is not free", want+1))
			}
			h.seats[want].token, h.seats[want].name = m.Token, h.seats[seat].name
			h.seats[seat].token, h.seats[seat].tokenHash = "", ""
			h.seats[seat].name = h.match.Setup().Seats[seat].Name
			if old := h.seats[seat].peer; old != nil {
				h.seats[want].peer = old // replaced just below
				h.seats[seat].peer = nil
			}
			seat = want
		}
		if old := h.seats[seat].peer; old != nil {
			old.c.Send(Msg{Kind: Bye, Text: "your seat was taken back from another connection"})
			old.c.Close("replaced")
			old.gone = true
			h.removePeer(old)
		}
		h.seats[seat].standIn = "" // the player is back: the computer stops
		p.strikes = h.seats[seat].strikes
	case m.Seat == -2:
		// A spectator.
		if h.cfg.MaxWatching > 0 && h.watching() >= h.cfg.MaxWatching {
			return refuse(fmt.Sprintf("%d people are watching already: the table takes no more", h.cfg.MaxWatching))
		}
	default:
		seat = h.freeSeat(int(m.Seat))
		if seat < 0 {
			if m.Seat >= 0 {
				return refuse(fmt.Sprintf("seat %d is not free", m.Seat+1))
			}
			return refuse("the game is full (you can watch instead)")
		}
		h.seats[seat].token = randomToken()
		if name := rules.CleanName(m.Name); name != "" {
			h.seats[seat].name = name
		}
	}
	p.seat = seat
	if seat >= 0 {
		h.seats[seat].peer = p
		h.seats[seat].bot = ""
		if level, ok := ai.LevelOf(string(m.Data)); ok {
			h.seats[seat].bot = level.Name
		}
	}
	h.peers = append(h.peers, p)
	h.peerCount.Store(int32(len(h.peers)))
	w := Msg{Kind: Welcome, Seat: int8(seat), N: h.term}
	if !h.elected {
		w.Text = Electing
	}
	if seat >= 0 {
		w.Token = h.seats[seat].token
		if !h.persist() {
			h.peers = slices.DeleteFunc(h.peers, func(q *peer) bool { return q == p })
			h.seats[seat].peer = nil
			return refuse("the table could not be saved")
		}
	}
	p.c.Send(w)
	if seat >= 0 {
		h.log.printf("%s joined: seat %d, %s", p.addr, seat+1, h.seats[seat].name)
	} else {
		h.log.printf("%s joined: watching", p.addr)
	}
	if h.started {
		h.sendGame(p)
	}
	if seat >= 0 {
		h.broadcastSuccession() // the seat's token is new
	} else {
		h.sendSuccession(p)
	}
	// Everyone hears who arrived (before the game, the lobby; during it,
	// who is back).
	h.broadcastLobby()
	h.holdTokens()
	h.elect()
	return p
}

func (h *Host) seatOfToken(tok string) int {
	if tok == "" {
		return -1
	}
	for i, s := range h.seats {
		if s.token == tok || (s.token == "" && s.tokenHash != "" && s.tokenHash == hashToken(tok)) {
			return i
		}
	}
	return -1
}

// freeSeat is the wanted LAN seat if free, or the first free one (-1 none).
func (h *Host) freeSeat(want int) int {
	for i, s := range h.cfg.Setup.Seats {
		if s.Kind == RemoteKind && h.seats[i].token == "" && h.seats[i].tokenHash == "" && (want < 0 || want == i) {
			return i
		}
	}
	return -1
}

func (h *Host) removePeer(p *peer) {
	for i, q := range h.peers {
		if q == p {
			h.peers = append(h.peers[:i], h.peers[i+1:]...)
			h.peerCount.Store(int32(len(h.peers)))
			return
		}
	}
}

// drop forgets a departed peer. During the game its seat waits for it (its
// token takes the seat back); before, the seat is open again.
func (h *Host) drop(p *peer) {
	if p.gone {
		return
	}
	p.gone = true
	h.removePeer(p)
	if p.seat >= 0 && h.seats[p.seat].peer == p {
		h.seats[p.seat].peer = nil
		h.undoLeft(p.seat)
		if !h.started && !h.cfg.Served {
			// Before the game a seat left is open again (the player may
			// be moving to another seat, or gone for good; a server's
			// table keeps it for its player's return).
			h.seats[p.seat].token = ""
			h.seats[p.seat].name = h.match.Setup().Seats[p.seat].Name
		}
	}
	// The others see who is missing.
	h.broadcastLobby()
	h.holdTokens()
	if p.offer != "" {
		h.broadcastSuccession()
	}
}

// message handles a peer's message after its hello.
func (h *Host) message(p *peer, m *Msg) {
	switch m.Kind {
	case Play:
		h.play(p, m)
	case Resync:
		if !p.resyncs.take(h.lim, time.Now()) {
			h.strike(p, m.N, "too many requests for the whole game")
			return
		}
		h.sendGame(p)
	case UndoAsk:
		if !h.elected {
			p.c.Send(Msg{Kind: Refused, N: m.N, Text: h.waiting()})
			return
		}
		h.askUndo(p, m)
	case UndoVote:
		h.voteUndo(p, m)
	case Offer:
		h.offer(p, m)
	case Rename:
		h.rename(p, m)
	case 0:
		h.strike(p, m.N, m.Text)
	default:
		h.strike(p, m.N, fmt.Sprintf("a peer does not send %s messages", m.Kind))
	}
}

// strike refuses a message and disconnects a peer that keeps sending bad
// ones.
func (h *Host) strike(p *peer, n uint32, why string) {
	p.strikes++
	if p.seat >= 0 {
		h.seats[p.seat].strikes = p.strikes
	}
	h.log.printf("%s: refused a message (%d of %d): %s", p.addr, p.strikes, maxStrikes, why)
	p.c.Send(Msg{Kind: Refused, N: n, Text: why})
	if p.strikes >= maxStrikes {
		h.guard.misbehaved(p.addr)
		p.c.Send(Msg{Kind: Bye, Text: "too many refused messages"})
		p.c.Close("too many refused messages")
		h.drop(p)
	}
}

// play checks a peer's move and applies and relays it.
func (h *Host) play(p *peer, m *Msg) {
	st := h.match.State()
	n := len(h.match.History())
	switch {
	case p.seat < 0:
		h.strike(p, m.N, "spectators do not move")
		return
	case !h.started:
		h.strike(p, m.N, "the game has not started")
		return
	case int(m.Seat) != p.seat:
		h.strike(p, m.N, fmt.Sprintf("you play seat %d, not seat %d", p.seat+1, int(m.Seat)+1))
		return
	case st.ToMove() != p.seat:
		h.strike(p, m.N, "it is not your turn")
		return
	case h.undo != nil:
		p.c.Send(Msg{Kind: Refused, N: m.N, Text: "the game waits while a request to take a move back is decided"})
		return
	case !h.elected:
		p.c.Send(Msg{Kind: Refused, N: m.N, Text: h.waiting()})
		return
	case int(m.N) != n:
		// A move for a decision already past (sent twice, or raced an
		// undo): refused without a strike.
		p.c.Send(Msg{Kind: Refused, N: m.N, Text: fmt.Sprintf("move %d is past; the game is at move %d", m.N+1, n+1)})
		return
	}
	mv, err := h.match.Game().DecodeMove(m.Move)
	if err != nil {
		h.strike(p, m.N, fmt.Sprintf("not a %s move: %v", h.match.Game().Name, err))
		return
	}
	if _, err := h.match.Play(mv, stamp(h.cfg.Now)); err != nil {
		h.strike(p, m.N, err.Error())
		return
	}
	h.relay(p.seat, mv)
}

// relay sends the last applied move to every peer, with the hash after it.
func (h *Host) relay(seat int, mv rules.Move) {
	b, err := mv.MarshalMsg(nil)
	if err != nil {
		h.err = err
		return
	}
	h.played.Store(int64(len(h.match.History())))
	if !h.persist() {
		return
	}
	out := Msg{Kind: Moved, Seat: int8(seat), N: uint32(len(h.match.History()) - 1), Move: b, Hash: h.match.State().Hash()}
	for _, p := range h.peers {
		p.c.Send(out)
	}
}

// maybeStart starts the game once every LAN seat is taken.
func (h *Host) maybeStart() {
	if h.started {
		return
	}
	for i, s := range h.cfg.Setup.Seats {
		if s.Kind != RemoteKind {
			continue
		}
		// A server's game starts once every seat is taken: its players
		// come and go at their own pace.
		taken := h.seats[i].token != "" || h.seats[i].tokenHash != ""
		if h.seats[i].peer == nil && !(h.cfg.Served && taken) {
			return
		}
	}
	h.started = true
	// The game as the lobby left it: the names people chose, the seats the
	// host gave to computer players (no move has been played yet).
	setup := h.match.Setup()
	seats := append([]rules.SeatInfo(nil), h.cfg.Setup.Seats...)
	for i := range seats {
		seats[i].Name = h.seats[i].name
	}
	if !slices.Equal(seats, setup.Seats) {
		setup.Seats = seats
		if m, err := rules.NewMatch(setup, h.match.Started()); err == nil {
			h.match = m
		}
	}
	if !h.persist() {
		return
	}
	for _, p := range h.peers {
		h.sendGame(p)
	}
	h.broadcastLobby()
}

// sendGame sends the whole game so far to p.
func (h *Host) sendGame(p *peer) {
	rec, err := h.match.Record()
	if err == nil {
		var b []byte
		if b, err = rec.Encode(); err == nil {
			p.c.Send(Msg{Kind: Game, N: uint32(len(h.match.History())), Hash: h.match.State().Hash(), Data: b})
			return
		}
	}
	h.err = err
}

func (h *Host) broadcastLobby() {
	info := LobbyInfo{Game: h.cfg.Setup.Game, Started: h.started}
	for i, s := range h.cfg.Setup.Seats {
		info.Seats = append(info.Seats, SeatState{Name: h.seats[i].name, Kind: s.Kind,
			Taken: s.Kind != RemoteKind || h.seats[i].token != "" || h.seats[i].tokenHash != "", Connected: s.Kind != RemoteKind || h.seats[i].peer != nil,
			StandIn: h.seats[i].standIn, Bot: h.seats[i].bot})
	}
	h.lobbyNow.Store(&info)
	b, err := info.MarshalMsg(nil)
	if err != nil {
		return
	}
	for _, p := range h.peers {
		p.c.Send(Msg{Kind: Lobby, Data: b})
	}
}

// drive resolves chance and starts the host's bots while it is their turn.
func (h *Host) drive() {
	for h.started && h.elected && !h.over() && h.undo == nil {
		st := h.match.State()
		to := st.ToMove()
		n := len(h.match.History())
		switch {
		case to == rules.Chance:
			mv, _, err := h.match.PlayChance(stamp(h.cfg.Now))
			if err != nil {
				h.err = err
				return
			}
			h.relay(rules.Chance, mv)
			continue
		case h.botSeat(to):
			if h.thinking != n {
				h.thinking = n
				go h.think(to, h.botLevel(to), n, st.View(to))
			}
		}
		return
	}
}

// think runs a host bot off the loop and posts its move.
func (h *Host) think(seat int, name string, n int, view rules.State) {
	b, err := ai.New(name, h.cfg.Setup.Seed*16+uint64(seat)+uint64(n)<<8)
	var mv rules.Move
	if err == nil {
		if h.cfg.Pace > 0 {
			select {
			case <-time.After(h.cfg.Pace):
			case <-h.done:
				return
			}
		}
		mv = ai.Think(b, view, seat)
	}
	select {
	case h.inbox <- event{bot: &botMove{n: n, move: mv}}:
	case <-h.done:
	}
}
