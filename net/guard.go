//go:build !js

package net

import (
	"bufio"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"sync"
	"time"
)

// Limits are the host's budgets against peers that are broken or hostile:
// a phone that vanishes, a script that opens thousands of connections or
// guesses join codes. The zero value of a field takes its default.
type Limits struct {
	// Conns is the most connections open at once, in all; PerAddr from one
	// address (a browser opens a few for the page and one for the game).
	Conns, PerAddr int
	// Pending is the most connections that have not yet said hello, in
	// all; PendingPerAddr from one address.
	Pending, PendingPerAddr int
	// Hello is how long a new connection has to say hello.
	Hello time.Duration
	// Idle closes an HTTP connection that sends nothing for this long
	// (a game's connection is kept by pings instead).
	Idle time.Duration
	// PingEvery is how often the host checks that a peer is still there;
	// PingTimeout how long it waits for the answer before it drops them
	// (a vanished phone, or a peer stuck half-way through a message).
	PingEvery, PingTimeout time.Duration
	// WrongCodes is how many wrong join codes an address may send before it
	// is turned away for Lockout; an address whose peer was disconnected
	// for bad messages is turned away for Lockout too. A seat's token
	// always gets its player back in.
	WrongCodes int
	Lockout    time.Duration
	// Resyncs is how many requests for the whole game a peer may make in
	// a burst; one more is allowed each ResyncEvery.
	Resyncs     int
	ResyncEvery time.Duration
	// AfterEnd is how long Run still serves a finished game it carried on
	// from another host (Resume): a peer still looking for the game after
	// that host went away learns how it ended.
	AfterEnd time.Duration
}

// DefaultLimits are the budgets a host uses unless told otherwise.
var DefaultLimits = Limits{
	Conns: 256, PerAddr: 32,
	Pending: 64, PendingPerAddr: 8,
	Hello:     10 * time.Second,
	Idle:      30 * time.Second,
	PingEvery: 15 * time.Second, PingTimeout: 20 * time.Second,
	WrongCodes: 5, Lockout: time.Minute,
	Resyncs: 3, ResyncEvery: 5 * time.Second,
	AfterEnd: 5 * time.Second,
}

// withDefaults fills the unset fields.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	set := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	setD := func(v *time.Duration, def time.Duration) {
		if *v <= 0 {
			*v = def
		}
	}
	set(&l.Conns, d.Conns)
	set(&l.PerAddr, d.PerAddr)
	set(&l.Pending, d.Pending)
	set(&l.PendingPerAddr, d.PendingPerAddr)
	set(&l.WrongCodes, d.WrongCodes)
	set(&l.Resyncs, d.Resyncs)
	setD(&l.Hello, d.Hello)
	setD(&l.Idle, d.Idle)
	setD(&l.PingEvery, d.PingEvery)
	setD(&l.PingTimeout, d.PingTimeout)
	setD(&l.Lockout, d.Lockout)
	setD(&l.ResyncEvery, d.ResyncEvery)
	setD(&l.AfterEnd, d.AfterEnd)
	return l
}

// peerFrame is the largest message a peer sends the host: a hello, a move,
// a vote (the host's own messages to peers may be as large as MaxFrame).
// Keeping it small bounds what a connection can make the host buffer.
const peerFrame = 4 << 10

// guard counts connections per address and remembers the addresses that
// misbehaved. It is shared by the listener, the connections' goroutines
// and the game loop.
type guard struct {
	lim Limits
	log *hostLog
	now func() time.Time

	mu      sync.Mutex
	open    int
	pending int
	addrs   map[string]*addrState
}

type addrState struct {
	open, pending int
	wrong         int       // wrong join codes since the last lockout
	lockedUntil   time.Time // turned away until then
	why           string    // why it is turned away
}

func newGuard(lim Limits, log *hostLog) *guard {
	return &guard{lim: lim, log: log, now: time.Now, addrs: map[string]*addrState{}}
}

// state is addr's entry; the caller holds mu.
func (g *guard) state(addr string) *addrState {
	s := g.addrs[addr]
	if s == nil {
		s = &addrState{}
		g.addrs[addr] = s
	}
	return s
}

// forget drops an entry with nothing left to remember; the caller holds mu.
func (g *guard) forget(addr string) {
	if s := g.addrs[addr]; s != nil && s.open == 0 && s.pending == 0 && s.wrong == 0 && !g.now().Before(s.lockedUntil) {
		delete(g.addrs, addr)
	}
}

// admit reports whether a new connection from addr may open, and counts it.
func (g *guard) admit(addr string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.state(addr)
	switch {
	case g.open >= g.lim.Conns:
		g.log.printf("refused a connection from %s: the host has %d connections open, its limit", addr, g.open)
	case s.open >= g.lim.PerAddr:
		g.log.printf("refused a connection from %s: that address already has %d connections open, the limit for one address", addr, s.open)
	default:
		g.open++
		s.open++
		return true
	}
	g.forget(addr)
	return false
}

// closed counts a connection from addr gone.
func (g *guard) closed(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open--
	g.state(addr).open--
	g.forget(addr)
}

// beginHello reports whether a connection from addr may wait for its
// hello now, and counts it until endHello.
func (g *guard) beginHello(addr string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.state(addr)
	if g.pending >= g.lim.Pending || s.pending >= g.lim.PendingPerAddr {
		g.log.printf("refused a game connection from %s: too many connections have not said hello yet", addr)
		g.forget(addr)
		return false
	}
	g.pending++
	s.pending++
	return true
}

func (g *guard) endHello(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.pending--
	g.state(addr).pending--
	g.forget(addr)
}

// lockedOut says why addr is turned away now ("" if it is not).
func (g *guard) lockedOut(addr string) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.addrs[addr]
	if s == nil || !g.now().Before(s.lockedUntil) {
		return ""
	}
	return s.why
}

// wrongCode counts a wrong join code from addr and locks it out once it
// has sent too many.
func (g *guard) wrongCode(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.state(addr)
	s.wrong++
	g.log.printf("wrong join code from %s (%d)", addr, s.wrong)
	if s.wrong >= g.lim.WrongCodes {
		s.wrong = 0
		g.lockLocked(addr, s, "too many wrong join codes")
	}
}

// misbehaved locks addr out after its peer was disconnected for bad
// messages: coming back does not start it with a clean slate.
func (g *guard) misbehaved(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.lockLocked(addr, g.state(addr), "too many refused messages")
}

func (g *guard) lockLocked(addr string, s *addrState, why string) {
	s.lockedUntil = g.now().Add(g.lim.Lockout)
	s.why = why
	g.log.printf("turning %s away for %v: %s", addr, g.lim.Lockout, why)
}

// addrOf is the host part of a remote address.
func addrOf(remote string) string {
	if h, _, err := stdnet.SplitHostPort(remote); err == nil {
		return h
	}
	return remote
}

// guardedListener counts and caps the connections it accepts.
type guardedListener struct {
	stdnet.Listener
	g *guard
}

func (l guardedListener) Accept() (stdnet.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := addrOf(c.RemoteAddr().String())
		if !l.g.admit(addr) {
			// Say busy to a few at a time (a client then tries again,
			// where a connection closed unanswered read as a host gone);
			// past that, under a flood, close at once.
			select {
			case busyAnswers <- struct{}{}:
				go func() {
					answerBusy(c)
					<-busyAnswers
				}()
			default:
				c.Close()
			}
			continue
		}
		return &guardedConn{Conn: c, g: l.g, addr: addr}, nil
	}
}

// busyAnswers bounds the connections being told the host is busy.
var busyAnswers = make(chan struct{}, 8)

// answerBusy reads a connection's request (briefly) and answers that the
// host is busy: 429, as a full waiting room does.
func answerBusy(c stdnet.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(time.Second))
	if _, err := http.ReadRequest(bufio.NewReader(io.LimitReader(c, 8<<10))); err != nil {
		return
	}
	fmt.Fprintf(c, "HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain\r\nRetry-After: 1\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", len(busyText), busyText)
}

// guardedConn uncounts itself once, when it closes.
type guardedConn struct {
	stdnet.Conn
	g    *guard
	addr string
	once sync.Once
}

func (c *guardedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.g.closed(c.addr) })
	return err
}

// resyncBudget is a peer's allowance of requests for the whole game: each
// answer costs the host the whole Record, so asking again and again is a
// flood, not a repair.
type resyncBudget struct {
	left int
	last time.Time
}

// take reports whether one more request is allowed at now.
func (b *resyncBudget) take(lim Limits, now time.Time) bool {
	if b.last.IsZero() {
		b.left, b.last = lim.Resyncs, now
	}
	if gained := int(now.Sub(b.last) / lim.ResyncEvery); gained > 0 {
		b.left = min(lim.Resyncs, b.left+gained)
		b.last = b.last.Add(time.Duration(gained) * lim.ResyncEvery)
	}
	if b.left == 0 {
		return false
	}
	b.left--
	return true
}
