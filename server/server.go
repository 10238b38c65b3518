//go:build !js

package server

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"slices"
	"sync"
	"time"

	"outback/net"
	"outback/rules"
)

// Config is a server's configuration; zero fields take their defaults.
type Config struct {
	// Store keeps the tables (OpenSQLite).
	Store Store
	// Web is the browser build (net.WebBuild); nil serves the lobby and
	// the API only.
	Web fs.FS
	// TTL closes a table that has seen no move for this long (30 days).
	TTL time.Duration
	// KeepFinished is how long a finished table still answers its players
	// (its last moves, the result) before only its Record is kept (1 h).
	KeepFinished time.Duration
	// Pace makes the computer seats wait this long before each move, so
	// that people see them play (700 ms).
	Pace time.Duration
	// Limits are each table's budgets against broken and hostile peers;
	// Budget the server-wide ones.
	Limits net.Limits
	Budget Budget
	// Origins are the web origins (https://HOST) whose pages may open a
	// game connection besides the server's own; "*" any.
	Origins []string
	// Shard starts every code this server makes (a few of the codes'
	// letters, or none): a load balancer in front of several servers
	// routes a table's requests to the server that owns it by it
	// (docs/server.md, "Beyond one machine").
	Shard string
	// Log gets the server's lines (slog.Default()).
	Log *slog.Logger
	// Now is the clock (time.Now).
	Now func() time.Time
}

func (c Config) withDefaults() Config {
	if c.TTL <= 0 {
		c.TTL = 30 * 24 * time.Hour
	}
	if c.KeepFinished <= 0 {
		c.KeepFinished = time.Hour
	}
	if c.Pace == 0 {
		c.Pace = 700 * time.Millisecond
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	c.Budget = c.Budget.withDefaults()
	return c
}

// Server keeps the tables and serves them.
type Server struct {
	cfg     Config
	budget  *budget
	metrics *metrics

	mu     sync.Mutex
	tables map[string]*table

	done      chan struct{}
	closeOnce sync.Once
}

// table is one table: its host and what the lists show of it.
type table struct {
	code    string
	public  bool
	created int64
	host    *net.Host

	mu  sync.Mutex
	sum summary
}

// summary is what the lists and My games show of a table, kept up to date
// by its Persist.
type summary struct {
	game    string
	seats   []net.TableSeat
	started bool
	over    bool
	toMove  int
	moves   int
	active  int64
	result  *rules.Result
}

// New opens a server on cfg.Store and resumes every table it holds that is
// neither over nor expired.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("a server needs a store (OpenSQLite)")
	}
	if err := net.CheckShard(cfg.Shard); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	s := &Server{cfg: cfg, budget: newBudget(cfg.Budget), metrics: newMetrics(), tables: map[string]*table{}, done: make(chan struct{})}
	s.metrics.tablesFunc(s.counts)
	open, err := cfg.Store.Open()
	if err != nil {
		return nil, fmt.Errorf("reading the tables: %v", err)
	}
	for _, st := range open {
		if err := s.resume(st); err != nil {
			// One table that does not read must not keep the others
			// from their players: it stays in the store as it was.
			cfg.Log.Error("a table could not be resumed", "code", st.Code, "err", err)
			s.metrics.errors.WithLabelValues("resume").Inc()
		}
	}
	if len(open) > 0 {
		cfg.Log.Info("tables resumed", "tables", len(s.tables))
	}
	go s.expireLoop()
	return s, nil
}

// Close closes every table (their players are told) and the store.
func (s *Server) Close() {
	s.closeOnce.Do(func() {
		close(s.done)
		s.mu.Lock()
		hosts := make([]*net.Host, 0, len(s.tables))
		for _, t := range s.tables {
			hosts = append(hosts, t.host)
		}
		s.mu.Unlock()
		for _, h := range hosts {
			h.Close()
		}
		s.cfg.Store.Close()
	})
}

// CreateRequest is a new table: the body of POST /api/tables.
type CreateRequest = net.TableRequest

// requestError is a request that is wrong: its text says what to change.
type requestError struct{ msg string }

func (e requestError) Error() string { return e.msg }

func badRequest(format string, a ...any) error { return requestError{fmt.Sprintf(format, a...)} }

// setup checks a request and makes the game of it.
func setupOf(r CreateRequest) (rules.Setup, error) {
	g, err := rules.Lookup(r.Game)
	if err != nil {
		return rules.Setup{}, badRequest("game: %v", err)
	}
	if len(r.Seats) < g.MinPlayers || len(r.Seats) > g.MaxPlayers {
		return rules.Setup{}, badRequest("seats: %d seats, and %s is for %d–%d players", len(r.Seats), g.Title, g.MinPlayers, g.MaxPlayers)
	}
	seats, people, err := net.SeatsOf(r.Seats)
	if err != nil {
		return rules.Setup{}, badRequest("seats: %v", err)
	}
	if people == 0 {
		return rules.Setup{}, badRequest(`seats: no seat for a person (name one "lan")`)
	}
	keys := make([]string, 0, len(r.Options))
	for k := range r.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys) // one order, whatever the JSON's
	var opts []rules.Option
	for _, k := range keys {
		opts = append(opts, rules.Option{Key: k, Value: r.Options[k]})
	}
	var seed [8]byte
	rand.Read(seed[:])
	setup := rules.Setup{Game: g.Name, Options: opts, Seats: seats, Seed: binary.LittleEndian.Uint64(seed[:])}
	if _, err := rules.NewMatch(setup, 0); err != nil {
		return rules.Setup{}, badRequest("options: %v", err)
	}
	return setup, nil
}

// Create makes a table for req, asked from addr (the budgets count it).
func (s *Server) Create(req CreateRequest, addr string) (string, error) {
	setup, err := setupOf(req)
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	n := len(s.tables)
	s.mu.Unlock()
	if err := s.budget.create(addr, n, s.cfg.Now()); err != nil {
		s.metrics.errors.WithLabelValues("budget").Inc()
		return "", err
	}
	now := s.cfg.Now().UnixMilli()
	st := StoredTable{Game: setup.Game, Public: req.Public, Created: now, Active: now}
	for {
		st.Code = s.cfg.Shard + net.RandomCode(net.ServerCodeLen)
		s.mu.Lock()
		_, taken := s.tables[st.Code]
		s.mu.Unlock()
		if _, err := s.cfg.Store.Get(st.Code); !taken && errors.Is(err, ErrNoTable) {
			break
		}
	}
	m, err := rules.NewMatch(setup, now)
	if err != nil {
		return "", badRequest("%v", err)
	}
	rec, err := m.Record()
	if err == nil {
		st.Record, err = rec.Encode()
	}
	if err != nil {
		return "", err
	}
	st.TokenHashes = make([]string, len(setup.Seats))
	st.Bots = make([]string, len(setup.Seats))
	if err := s.cfg.Store.Create(st); err != nil {
		s.metrics.errors.WithLabelValues("store").Inc()
		return "", fmt.Errorf("the table could not be saved: %v", err)
	}
	if err := s.open(st, net.HostConfig{Setup: setup}); err != nil {
		return "", err
	}
	s.metrics.created.Inc()
	s.cfg.Log.Info("table created", "code", st.Code, "game", setup.Game, "seats", req.Seats, "public", req.Public, "addr", addr)
	return st.Code, nil
}

// resume opens a stored table again after a restart.
func (s *Server) resume(st StoredTable) error {
	rec, err := rules.DecodeRecord(st.Record)
	if err != nil {
		return err
	}
	cfg := net.HostConfig{TokenHashes: st.TokenHashes}
	if st.Started {
		cfg.Resume = rec
	} else {
		cfg.Setup = rules.Setup{Game: rec.Game, Options: rec.Options, Seats: rec.Seats, Seed: rec.Seed}
	}
	return s.open(st, cfg)
}

// open attaches a table's host and keeps it.
func (s *Server) open(st StoredTable, cfg net.HostConfig) error {
	t := &table{code: st.Code, public: st.Public, created: st.Created}
	cfg.Code, cfg.Served, cfg.Pace = st.Code, true, s.cfg.Pace
	cfg.Limits = s.cfg.Limits
	cfg.MaxWatching = s.cfg.Budget.Watching
	cfg.Now = func() int64 { return s.cfg.Now().UnixMilli() }
	cfg.Log = logWriter{s.cfg.Log.With("code", st.Code)}
	cfg.Persist = func(ts net.TableState) error { return s.persist(t, ts) }
	h, err := net.NewHost(cfg)
	if err != nil {
		return fmt.Errorf("table %s: %v", st.Code, err)
	}
	t.host = h
	t.sum = summaryOf(st)
	s.mu.Lock()
	s.tables[st.Code] = t
	s.mu.Unlock()
	if err := h.Attach(""); err != nil {
		return err
	}
	go s.watch(t)
	return nil
}

// watch lets a finished table go once its players have had time to see
// the end (its Record stays in the store).
func (s *Server) watch(t *table) {
	select {
	case <-t.host.Finished():
	case <-s.done:
		return
	}
	select {
	case <-time.After(s.cfg.KeepFinished):
	case <-s.done:
		return
	}
	t.host.Close()
	s.mu.Lock()
	if s.tables[t.code] == t {
		delete(s.tables, t.code)
	}
	s.mu.Unlock()
}

// persist writes a table's change before its players hear of it (the
// host's loop calls it).
func (s *Server) persist(t *table, ts net.TableState) error {
	b, err := ts.Record.Encode()
	if err != nil {
		return err
	}
	now := s.cfg.Now().UnixMilli()
	st := StoredTable{Code: t.code, Game: ts.Record.Game, Public: t.public, Created: t.created, Active: now,
		Record: b, TokenHashes: ts.TokenHashes, Bots: ts.Bots, Started: ts.Started, Over: ts.Over(), Moves: len(ts.Record.Moves)}
	if err := s.cfg.Store.Save(st); err != nil {
		s.metrics.errors.WithLabelValues("store").Inc()
		return err
	}
	t.mu.Lock()
	if st.Moves > t.sum.moves {
		s.metrics.moves.Add(float64(st.Moves - t.sum.moves))
	}
	t.sum = summary{game: st.Game, seats: seatSummaries(ts.Record.Seats, ts.TokenHashes), started: st.Started, over: st.Over,
		toMove: ts.ToMove, moves: st.Moves, active: now, result: ts.Record.Result}
	t.mu.Unlock()
	return nil
}

// summaryOf is what the lists show of a stored table (until its host's
// Persist says more: whose turn it is).
func summaryOf(st StoredTable) summary {
	sum := summary{game: st.Game, started: st.Started, over: st.Over, moves: st.Moves, active: st.Active, toMove: rules.Nobody}
	if rec, err := rules.DecodeRecord(st.Record); err == nil {
		sum.seats = seatSummaries(rec.Seats, st.TokenHashes)
		sum.result = rec.Result
	}
	return sum
}

func seatSummaries(seats []rules.SeatInfo, hashes []string) []net.TableSeat {
	out := make([]net.TableSeat, len(seats))
	for i, st := range seats {
		out[i] = net.TableSeat{Name: st.Name, Kind: "person", Taken: true}
		if st.Kind == net.RemoteKind {
			out[i].Taken = i < len(hashes) && hashes[i] != ""
		} else {
			out[i].Kind = st.Kind[len("bot:"):]
		}
	}
	return out
}

// expireLoop closes the tables that have seen no move for TTL, now and
// then.
func (s *Server) expireLoop() {
	every := min(time.Minute, max(time.Second, s.cfg.TTL/10))
	for {
		select {
		case <-s.done:
			return
		case <-time.After(every):
		}
		s.expire()
		s.budget.sweep(s.cfg.Now())
	}
}

// expire closes the tables idle past TTL.
func (s *Server) expire() {
	codes, err := s.cfg.Store.Expire(s.cfg.Now().Add(-s.cfg.TTL))
	if err != nil {
		s.cfg.Log.Error("expiring tables", "err", err)
		return
	}
	for _, c := range codes {
		s.mu.Lock()
		t := s.tables[c]
		delete(s.tables, c)
		s.mu.Unlock()
		if t != nil {
			t.host.Close()
		}
		s.cfg.Log.Info("table expired", "code", c, "idle", s.cfg.TTL)
	}
}

// table is the open table of code, or nil.
func (s *Server) table(code string) *table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[code]
}

// counts is how many tables wait for players, are being played, and are
// over (still answering), and how many peers are connected in all.
func (s *Server) counts() (waiting, playing, over, peers int) {
	s.mu.Lock()
	ts := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, t := range ts {
		t.mu.Lock()
		switch {
		case t.sum.over:
			over++
		case t.sum.started:
			playing++
		default:
			waiting++
		}
		t.mu.Unlock()
		peers += t.host.Peers()
	}
	return
}

// logWriter turns a host's log lines into the server's (slog).
type logWriter struct{ l *slog.Logger }

func (w logWriter) Write(b []byte) (int, error) {
	line := string(b)
	// The host's lines start with a clock and "host: ": slog has both.
	if i := len("15:04:05 host: "); len(line) > i && line[8:i] == " host: " {
		line = line[i:]
	}
	for len(line) > 0 && line[len(line)-1] == '\n' {
		line = line[:len(line)-1]
	}
	w.l.Info(line)
	return len(b), nil
}
