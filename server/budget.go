//go:build !js

package server

import (
	"fmt"
	stdnet "net"
	"sync"
	"time"
)

// Budget is what the whole server allows, on top of each table's
// net.Limits: a server on the internet meets scripts that create tables
// or open connections by the thousand. Zero fields take their defaults.
type Budget struct {
	// TablesPerHour is how many tables one address may create in an hour
	// (30); Tables how many may be open in all (10,000).
	TablesPerHour, Tables int
	// Watching is how many spectators a table takes at once (32).
	Watching int
	// Conns is the most connections open at once, in all (8,192);
	// PerAddr from one address (64: a house of phones behind one router).
	Conns, PerAddr int
	// WrongCodes is how many unknown join codes an address may ask for
	// in a minute before it is turned away for a minute (20).
	WrongCodes int
	// Body is the largest request body read, in bytes (4 KB).
	Body int64
}

func (b Budget) withDefaults() Budget {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&b.TablesPerHour, 30)
	def(&b.Tables, 10000)
	def(&b.Watching, 32)
	def(&b.Conns, 8192)
	def(&b.PerAddr, 64)
	def(&b.WrongCodes, 20)
	if b.Body <= 0 {
		b.Body = 4 << 10
	}
	return b
}

// budget counts what each address has used.
type budget struct {
	b  Budget
	mu sync.Mutex
	// created are the times an address created tables in the last hour;
	// wrong its unknown codes in the last minute, lockedUntil when it may
	// ask again.
	created     map[string][]time.Time
	wrong       map[string][]time.Time
	lockedUntil map[string]time.Time
	conns       map[string]int
	open        int
}

func newBudget(b Budget) *budget {
	return &budget{b: b, created: map[string][]time.Time{}, wrong: map[string][]time.Time{},
		lockedUntil: map[string]time.Time{}, conns: map[string]int{}}
}

// since keeps the times of ts after cutoff.
func since(ts []time.Time, cutoff time.Time) []time.Time {
	out := ts[:0]
	for _, t := range ts {
		if t.After(cutoff) {
			out = append(out, t)
		}
	}
	return out
}

// create counts a table addr creates, or says which budget it is over
// (open is how many tables are open now).
func (g *budget) create(addr string, open int, now time.Time) error {
	if open >= g.b.Tables {
		return budgetError{fmt.Sprintf("the server keeps %d tables, as many as it takes: try again later", g.b.Tables)}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	ts := since(g.created[addr], now.Add(-time.Hour))
	if len(ts) >= g.b.TablesPerHour {
		g.created[addr] = ts
		return budgetError{fmt.Sprintf("%d tables from your address in the last hour: try again later", len(ts))}
	}
	g.created[addr] = append(ts, now)
	return nil
}

// budgetError is a request over a budget (HTTP 429).
type budgetError struct{ msg string }

func (e budgetError) Error() string { return e.msg }

// lockedOut says why addr is turned away, if it is.
func (g *budget) lockedOut(addr string, now time.Time) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	if until, ok := g.lockedUntil[addr]; ok {
		if now.Before(until) {
			return "too many unknown join codes from your address"
		}
		delete(g.lockedUntil, addr)
	}
	return ""
}

// wrongCode counts an unknown code asked for by addr.
func (g *budget) wrongCode(addr string, now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	ts := append(since(g.wrong[addr], now.Add(-time.Minute)), now)
	g.wrong[addr] = ts
	if len(ts) >= g.b.WrongCodes {
		g.lockedUntil[addr] = now.Add(time.Minute)
		delete(g.wrong, addr)
	}
}

// sweep forgets what is old (the maps would grow with every address
// ever seen).
func (g *budget) sweep(now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for a, ts := range g.created {
		if ts = since(ts, now.Add(-time.Hour)); len(ts) == 0 {
			delete(g.created, a)
		} else {
			g.created[a] = ts
		}
	}
	for a, ts := range g.wrong {
		if len(since(ts, now.Add(-time.Minute))) == 0 {
			delete(g.wrong, a)
		}
	}
	for a, until := range g.lockedUntil {
		if now.After(until) {
			delete(g.lockedUntil, a)
		}
	}
}

// Listener caps ln's connections at the budget's Conns in all and PerAddr
// from one address; one over is closed at once (a client takes that as
// busy and tries again).
func (s *Server) Listener(ln stdnet.Listener) stdnet.Listener {
	return &limitListener{Listener: ln, g: s.budget, m: s.metrics}
}

type limitListener struct {
	stdnet.Listener
	g *budget
	m *metrics
}

func (l *limitListener) Accept() (stdnet.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := hostOf(c.RemoteAddr().String())
		l.g.mu.Lock()
		ok := l.g.open < l.g.b.Conns && l.g.conns[addr] < l.g.b.PerAddr
		if ok {
			l.g.open++
			l.g.conns[addr]++
		}
		l.g.mu.Unlock()
		if !ok {
			l.m.errors.WithLabelValues("conns").Inc()
			c.Close()
			continue
		}
		return &countedConn{Conn: c, g: l.g, addr: addr}, nil
	}
}

type countedConn struct {
	stdnet.Conn
	g    *budget
	addr string
	once sync.Once
}

func (c *countedConn) Close() error {
	c.once.Do(func() {
		c.g.mu.Lock()
		c.g.open--
		if c.g.conns[c.addr]--; c.g.conns[c.addr] <= 0 {
			delete(c.g.conns, c.addr)
		}
		c.g.mu.Unlock()
	})
	return c.Conn.Close()
}

// hostOf is a remote address's host part.
func hostOf(remote string) string {
	if h, _, err := stdnet.SplitHostPort(remote); err == nil {
		return h
	}
	return remote
}
