//go:build !js

package net

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
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
	"outback/rules"
	"outback/wasm/webserve"
)

// maxStrikes is how many bad or illegal messages a peer may send before it
// is disconnected.
const maxStrikes = 5

// helloTimeout bounds the wait for a new connection's Hello.
const helloTimeout = 10 * time.Second

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
	// host went away: Setup is ignored, the game is already on, and its
	// LAN seats are open to whoever asks for them (the players return to
	// their own seats; their old tokens were the old host's).
	Resume *rules.Record
	// Web is the browser build (index.html, wasm_exec.js, outback.wasm and
	// their compressed copies), served on the same port as the game, so a
	// join link opens the game in any browser on the LAN. Nil serves only
	// the game's endpoint.
	Web fs.FS
}

// Host runs one game for peers on the LAN: it serves the connection
// endpoint (/ws) and sequences every move.
type Host struct {
	cfg    HostConfig
	match  *rules.Match
	code   string
	gameID string // for announcements (fixed)
	ln     stdnet.Listener
	srv    *http.Server

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

	closeOnce sync.Once
	played    atomic.Int64
	// lobbyNow is the seats as last told to the peers, for the
	// announcement (read from another goroutine).
	lobbyNow atomic.Pointer[LobbyInfo]
}

// Played is the number of moves played so far (safe from any goroutine).
func (h *Host) Played() int { return int(h.played.Load()) }

type hostSeat struct {
	token string
	name  string
	peer  *peer // nil while no one is connected to it
	// standIn is the computer level playing for a LAN player who has lost
	// their connection, as the host asked ("" none); the player takes the
	// seat back by coming back.
	standIn string
}

type peer struct {
	c       *Conn
	seat    int // -1 spectator
	strikes int
}

// event is something for the run loop: a hello, a message, a departure,
// or a bot's move.
type event struct {
	p     *peer
	hello *Msg
	msg   *Msg
	left  bool
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
	h.seats = make([]hostSeat, len(cfg.Setup.Seats))
	for i, s := range cfg.Setup.Seats {
		h.seats[i].name = s.Name
	}
	h.started = cfg.Resume != nil
	h.gameID = GameID(m.Setup().Game, m.Setup().Seed, m.Started())
	return h, nil
}

func stamp(now func() int64) int64 {
	if now == nil {
		return 0
	}
	return now()
}

// randomCode is a short join code people can type: six letters without
// look-alikes.
func randomCode() string {
	const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	b := make([]byte, 6)
	rand.Read(b)
	for i := range b {
		b[i] = letters[int(b[i])%len(letters)]
	}
	return string(b)
}

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
	h.ln = ln
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", h.serveWS)
	if h.cfg.Web != nil {
		mux.Handle("/", webserve.Handler(h.cfg.Web))
	}
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	h.broadcastLobby() // no peers yet: the announcement's first seat list
	go h.srv.Serve(ln)
	go h.loop()
	return nil
}

// URL is the join link: http://HOST:PORT/?join=CODE.
func (h *Host) URL() string {
	return fmt.Sprintf("http://%s/?join=%s", h.ln.Addr().String(), h.code)
}

// ShareURL is the join link to give people on the LAN: URL, naming this
// machine's LAN address when the host listens on every interface.
func (h *Host) ShareURL() string {
	link := h.URL()
	host, port, err := stdnet.SplitHostPort(h.ln.Addr().String())
	if err != nil {
		return link
	}
	if ip := stdnet.ParseIP(host); ip != nil && ip.IsUnspecified() {
		return strings.Replace(link, h.ln.Addr().String(), stdnet.JoinHostPort(lanAddress(), port), 1)
	}
	return link
}

// lanAddress is this machine's first private IPv4 address, read from its
// interfaces (nothing is sent), or 127.0.0.1.
func lanAddress() string {
	addrs, err := stdnet.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if ipn, ok := a.(*stdnet.IPNet); ok && ipn.IP.To4() != nil && ipn.IP.IsPrivate() {
				return ipn.IP.String()
			}
		}
	}
	return "127.0.0.1"
}

// LocalURL is the join link for a program on this machine (the window
// that hosts joins its own game by it).
func (h *Host) LocalURL() string {
	_, port, _ := stdnet.SplitHostPort(h.ln.Addr().String())
	return fmt.Sprintf("http://%s/?join=%s", stdnet.JoinHostPort("127.0.0.1", port), h.code)
}

// serveWS is one peer's connection: its Hello, then its messages, until it
// goes.
func (h *Host) serveWS(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{})
	if err != nil {
		return
	}
	c := newConn(newWSSocket(ws))
	ctx, cancel := context.WithTimeout(r.Context(), helloTimeout)
	m, err := c.Recv(ctx)
	cancel()
	if err != nil || m.Kind != Hello {
		why := "the first message must be a hello"
		if err != nil && isBad(err) {
			why = err.Error()
		} else if err != nil {
			c.Close("no hello")
			c.Wait(time.Second)
			return
		}
		c.Send(Msg{Kind: Bye, Text: why})
		c.Close(why)
		c.Wait(time.Second)
		return
	}
	reply := make(chan *peer, 1)
	select {
	case h.inbox <- event{hello: &m, p: &peer{c: c, seat: -1}, reply: reply}:
	case <-h.done:
		c.Close("the game is over")
		return
	}
	p := <-reply
	if p == nil {
		c.Wait(2 * time.Second)
		return
	}
	for {
		m, err := c.Recv(r.Context())
		if err != nil && !isBad(err) {
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
			return
		}
	}
	select {
	case h.inbox <- event{p: p, left: true}:
	case <-h.done:
	}
}

// loop is the one goroutine that owns the game: it seats peers, plays the
// host's bots, relays every move, and ends when the game is over.
func (h *Host) loop() {
	defer close(h.finished)
	h.maybeStart()
	h.drive()
	for !h.over() {
		select {
		case <-h.done:
			// The host closes: everyone is told at once (their
			// connections are the server's no longer once hijacked).
			for _, p := range h.peers {
				p.c.Send(Msg{Kind: Bye, Text: "the host closed the game"})
				p.c.Close("the host closed the game")
			}
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
}

// Run waits until the game is over (nil, or why it could not go on) or ctx
// ends, then stops serving.
func (h *Host) Run(ctx context.Context) error {
	defer h.Close()
	select {
	case <-h.finished:
		return h.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close stops serving.
func (h *Host) Close() {
	h.closeOnce.Do(func() {
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
		h.drop(ev.p)
	case ev.msg != nil:
		h.message(ev.p, ev.msg)
	}
}

// welcome seats a new peer, or refuses it (nil).
func (h *Host) welcome(p *peer, m *Msg) *peer {
	refuse := func(why string) *peer {
		p.c.Send(Msg{Kind: Bye, Text: why})
		p.c.Close(why)
		return nil
	}
	if m.Text != h.code {
		return refuse("wrong join code")
	}
	seat := -1
	switch {
	case m.Token != "":
		seat = h.seatOfToken(m.Token)
		if seat < 0 {
			return refuse("that seat token is not one of this game's")
		}
		if old := h.seats[seat].peer; old != nil {
			old.c.Send(Msg{Kind: Bye, Text: "your seat was taken back from another connection"})
			old.c.Close("replaced")
			h.removePeer(old)
		}
		h.seats[seat].standIn = "" // the player is back: the computer stops
	case m.Seat == -2:
		// A spectator.
	default:
		seat = h.freeSeat(int(m.Seat))
		if seat < 0 {
			if m.Seat >= 0 {
				return refuse(fmt.Sprintf("seat %d is not free", m.Seat+1))
			}
			return refuse("the game is full (you can watch instead)")
		}
		h.seats[seat].token = randomToken()
		if name := strings.TrimSpace(m.Name); name != "" && len(name) <= 40 {
			h.seats[seat].name = name
		}
	}
	p.seat = seat
	if seat >= 0 {
		h.seats[seat].peer = p
	}
	h.peers = append(h.peers, p)
	w := Msg{Kind: Welcome, Seat: int8(seat)}
	if seat >= 0 {
		w.Token = h.seats[seat].token
	}
	p.c.Send(w)
	if h.started {
		h.sendGame(p)
	}
	// Everyone hears who arrived (before the game, the lobby; during it,
	// who is back).
	h.broadcastLobby()
	return p
}

func (h *Host) seatOfToken(tok string) int {
	for i, s := range h.seats {
		if s.token != "" && s.token == tok {
			return i
		}
	}
	return -1
}

// freeSeat is the wanted LAN seat if free, or the first free one (-1 none).
func (h *Host) freeSeat(want int) int {
	for i, s := range h.cfg.Setup.Seats {
		if s.Kind == RemoteKind && h.seats[i].token == "" && (want < 0 || want == i) {
			return i
		}
	}
	return -1
}

func (h *Host) removePeer(p *peer) {
	for i, q := range h.peers {
		if q == p {
			h.peers = append(h.peers[:i], h.peers[i+1:]...)
			return
		}
	}
}

// drop forgets a departed peer. During the game its seat waits for it (its
// token takes the seat back); before, the seat is open again.
func (h *Host) drop(p *peer) {
	h.removePeer(p)
	if p.seat >= 0 && h.seats[p.seat].peer == p {
		h.seats[p.seat].peer = nil
		h.undoLeft(p.seat)
		if !h.started {
			// Before the game a seat left is open again (the player may
			// be moving to another seat, or gone for good).
			h.seats[p.seat].token = ""
			h.seats[p.seat].name = h.match.Setup().Seats[p.seat].Name
		}
	}
	// The others see who is missing.
	h.broadcastLobby()
}

// message handles a peer's message after its hello.
func (h *Host) message(p *peer, m *Msg) {
	switch m.Kind {
	case Play:
		h.play(p, m)
	case Resync:
		h.sendGame(p)
	case UndoAsk:
		h.askUndo(p, m)
	case UndoVote:
		h.voteUndo(p, m)
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
	p.c.Send(Msg{Kind: Refused, N: n, Text: why})
	if p.strikes >= maxStrikes {
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
		if s.Kind == RemoteKind && h.seats[i].peer == nil {
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
			Taken: s.Kind != RemoteKind || h.seats[i].token != "", Connected: s.Kind != RemoteKind || h.seats[i].peer != nil,
			StandIn: h.seats[i].standIn})
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
	for h.started && !h.over() && h.undo == nil {
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
