//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	stdnet "net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
	_ "outback/rules/games"
)

// testServer is a server on loopback whose handler can be swapped: a
// restart comes back at the same address, as a real one does.
type testServer struct {
	t    *testing.T
	dir  string
	url  string
	mu   sync.Mutex
	srv  *Server
	cfg  Config
	http *httptest.Server
}

func newTestServer(t *testing.T, cfg Config) *testServer {
	ts := &testServer{t: t, dir: t.TempDir(), cfg: cfg}
	ts.http = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ts.mu.Lock()
		s := ts.srv
		ts.mu.Unlock()
		s.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(ts.http.Close)
	ts.url = ts.http.URL
	ts.start()
	t.Cleanup(func() { ts.server().Close() })
	return ts
}

func (ts *testServer) server() *Server {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.srv
}

// start opens a server on the data folder (again).
func (ts *testServer) start() {
	store, err := OpenSQLite(ts.dir)
	if err != nil {
		ts.t.Fatal(err)
	}
	cfg := ts.cfg
	cfg.Store = store
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.Pace == 0 {
		cfg.Pace = -1
	}
	s, err := New(cfg)
	if err != nil {
		ts.t.Fatal(err)
	}
	ts.mu.Lock()
	ts.srv = s
	ts.mu.Unlock()
}

func (ts *testServer) do(method, path, body string, hdr ...string) (int, string) {
	ts.t.Helper()
	req, _ := http.NewRequest(method, ts.url+path, strings.NewReader(body))
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (ts *testServer) create(body string) (code, link string) {
	ts.t.Helper()
	st, out := ts.do("POST", "/api/tables", body)
	var got struct{ Code, Link string }
	json.Unmarshal([]byte(out), &got)
	if st != http.StatusCreated || got.Code == "" {
		ts.t.Fatalf("POST /api/tables %s: %d %s", body, st, out)
	}
	return got.Code, got.Link
}

// Bad requests get a 4xx and a JSON error that says what to change.
func TestAPIRefusesBadRequests(t *testing.T) {
	ts := newTestServer(t, Config{})
	for _, c := range []struct {
		method, path, body string
		status             int
		says               string
	}{
		{"POST", "/api/tables", `{"game":`, 400, "not a table"},
		{"POST", "/api/tables", `{"game":"billabong","seats":["lan","lan"],"colour":"red"}`, 400, `unknown field`},
		{"POST", "/api/tables", `{"game":"chess","seats":["lan","lan"]}`, 400, "unknown game"},
		{"POST", "/api/tables", `{"game":"billabong","seats":["lan"]}`, 400, "2–4 players"},
		{"POST", "/api/tables", `{"game":"billabong","seats":["medium","hard"]}`, 400, "no seat for a person"},
		{"POST", "/api/tables", `{"game":"billabong","seats":["lan","grandmaster"]}`, 400, "seat 2"},
		{"POST", "/api/tables", `{"game":"downunder","seats":["lan","lan"],"options":{"size":"huge"}}`, 400, "options"},
		{"POST", "/api/tables", `{"game":"billabong","seats":["lan","lan"],"x":"` + strings.Repeat("a", 5000) + `"}`, 413, "larger than"},
		{"GET", "/api/tables/NOSUCHTABLE", "", 404, "no table"},
		{"GET", "/api/nothing", "", 404, "no such API route"},
		{"DELETE", "/api/tables", "", 405, "not how"},
	} {
		st, out := ts.do(c.method, c.path, c.body)
		if st != c.status || !strings.Contains(out, c.says) {
			t.Errorf("%s %s %.60s: %d %q, want %d saying %q", c.method, c.path, c.body, st, out, c.status, c.says)
		}
		if !strings.HasPrefix(out, `{"error":`) {
			t.Errorf("%s %s: not a JSON error: %q", c.method, c.path, out)
		}
	}
	if st, out := ts.do("GET", "/healthz", ""); st != 200 {
		t.Errorf("/healthz: %d %q", st, out)
	}
}

// The list shows public tables with free seats to sit at, and public games
// on to watch; private tables only to those who have their code.
func TestPublicTablesAreListed(t *testing.T) {
	ts := newTestServer(t, Config{})
	open, _ := ts.create(`{"game":"billabong","seats":["lan","lan","medium"],"public":true}`)
	private, _ := ts.create(`{"game":"crossing","seats":["lan","lan"]}`)
	_, out := ts.do("GET", "/api/tables", "")
	var list net.TableLists
	json.Unmarshal([]byte(out), &list)
	if len(list.Open) != 1 || list.Open[0].Code != open || list.Open[0].Free != 2 || list.Open[0].Title != "Billabong" {
		t.Errorf("open tables %+v, want %s with 2 free seats", list.Open, open)
	}
	if strings.Contains(out, private) {
		t.Errorf("the private table %s is listed: %s", private, out)
	}
	if st, out := ts.do("GET", "/api/tables/"+private, ""); st != 200 || !strings.Contains(out, `"free":2`) {
		t.Errorf("the private table by its code: %d %s", st, out)
	}
}

// One address creates a budget of tables an hour; a script guessing codes
// is turned away; a page of another site may not open a game.
func TestBudgets(t *testing.T) {
	ts := newTestServer(t, Config{Budget: Budget{TablesPerHour: 3, WrongCodes: 5}})
	var code string
	for range 3 {
		code, _ = ts.create(`{"game":"downunder","seats":["lan","lan"]}`)
	}
	if st, out := ts.do("POST", "/api/tables", `{"game":"downunder","seats":["lan","lan"]}`); st != 429 || !strings.Contains(out, "in the last hour") {
		t.Errorf("a 4th table within the hour: %d %s", st, out)
	}
	if st, out := ts.do("GET", "/ws?join="+code, "", "Origin", "https://evil.example"); st != 403 || !strings.Contains(out, "another site") {
		t.Errorf("a game connection from another site's page: %d %s", st, out)
	}
	for i := range 5 {
		if st, _ := ts.do("GET", "/game?join=WRONGCODE"+fmt.Sprint(i), ""); st != 404 {
			t.Errorf("unknown code %d: %d, want 404", i, st)
		}
	}
	if st, out := ts.do("GET", "/game?join="+code, ""); st != 403 || !strings.Contains(out, "unknown join codes") {
		t.Errorf("after 5 unknown codes: %d %s, want turned away", st, out)
	}
}

// A server closed and started again on its data resumes the table: the
// players come back with their tokens and the game ends at one hash.
func TestRestartResumesTheGame(t *testing.T) {
	ts := newTestServer(t, Config{})
	code, link := ts.create(`{"game":"billabong","seats":["lan","lan","greedy"],"public":true}`)
	if !strings.HasPrefix(link, ts.url+"/?join=") || len(code) != net.ServerCodeLen {
		t.Fatalf("link %q, code %q", link, code)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var clients [2]*net.Client
	for i := range clients {
		cl, err := net.Join(ctx, net.JoinConfig{URL: link, Name: fmt.Sprintf("P%d", i+1), Bot: "greedy"})
		if err != nil {
			t.Fatal(err)
		}
		clients[i] = cl
	}
	// Twelve moves, then the server goes (its tables closed) and comes
	// back on the same data.
	var wg sync.WaitGroup
	for _, cl := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bot, _ := ai.New("greedy", uint64(cl.Seat))
			net.FollowUntil(ctx, cl, bot, 0, func(c *net.Client) bool { return c.Match != nil && len(c.Match.History()) >= 12 })
		}()
	}
	wg.Wait()
	ts.server().Close()
	ts.start()
	if st, out := ts.do("GET", "/api/tables/"+code, ""); st != 200 || !strings.Contains(out, `"started":true`) {
		t.Fatalf("after the restart: %d %s", st, out)
	}
	hashes := make([]string, len(clients))
	for i, cl := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			back, err := net.Join(ctx, net.JoinConfig{URL: link, Token: cl.Token, Bot: "greedy"})
			if err != nil {
				t.Errorf("seat %d coming back: %v", cl.Seat+1, err)
				return
			}
			if back.Seat != cl.Seat {
				t.Errorf("seat %d came back to seat %d", cl.Seat+1, back.Seat+1)
			}
			bot, _ := ai.New("greedy", uint64(cl.Seat))
			if err := net.Follow(ctx, back, bot, 0); err != nil {
				t.Errorf("seat %d: %v", cl.Seat+1, err)
				return
			}
			hashes[i] = fmt.Sprintf("%016x after %d", back.Match.State().Hash(), len(back.Match.History()))
		}()
	}
	wg.Wait()
	if hashes[0] == "" || hashes[0] != hashes[1] {
		t.Fatalf("the players ended at %q", hashes)
	}
	st, out := ts.do("GET", "/api/tables/"+code, "")
	if st != 200 || !strings.Contains(out, `"over":true`) || !strings.Contains(out, `"ranks":[`) {
		t.Errorf("the finished table: %d %s", st, out)
	}
	t.Logf("ended at %s", hashes[0])
}

// A table nobody moved at for the TTL is closed; its code then says so.
func TestIdleTablesExpire(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ts := newTestServer(t, Config{TTL: 24 * time.Hour, Now: clock})
	code, _ := ts.create(`{"game":"crossing","seats":["lan","lan"]}`)
	mu.Lock()
	now = now.Add(25 * time.Hour)
	mu.Unlock()
	ts.server().expire()
	if st, out := ts.do("GET", "/game?join="+code, ""); st != 410 || !strings.Contains(out, "nobody moved") {
		t.Errorf("an expired table's code: %d %q", st, out)
	}
	// Expired tables are not resumed.
	ts.server().Close()
	ts.start()
	if ts.server().table(code) != nil {
		t.Error("an expired table came back after a restart")
	}
}

// /metrics is Prometheus text with the tables, peers, moves and errors.
func TestMetrics(t *testing.T) {
	ts := newTestServer(t, Config{})
	ts.create(`{"game":"billabong","seats":["lan","lan"]}`)
	ts.do("GET", "/api/tables/NOPE", "")
	_, out := ts.do("GET", "/metrics", "")
	for _, want := range []string{"outback_tables_waiting 1", "outback_tables_created_total 1", "outback_peers 0", "outback_moves_total 0",
		`outback_errors_total{kind="bad_request"} 1`, "process_resident_memory_bytes"} {
		if !strings.Contains(out, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

// BenchmarkResume1000Tables is a restart's time to serve 1,000 stored
// tables, each a Down Under game 20 moves in.
func BenchmarkResume1000Tables(b *testing.B) {
	dir := b.TempDir()
	store, err := OpenSQLite(dir)
	if err != nil {
		b.Fatal(err)
	}
	setup, err := setupOf(CreateRequest{Game: "downunder", Seats: []string{"lan", "lan"}})
	if err != nil {
		b.Fatal(err)
	}
	m, _ := rules.NewMatch(setup, 1)
	bot, _ := ai.New("random", 1)
	for len(m.History()) < 20 {
		if m.State().ToMove() == rules.Chance {
			m.PlayChance(1)
			continue
		}
		seat := m.State().ToMove()
		m.Play(ai.Think(bot, m.State().View(seat), seat), 1)
	}
	rec, _ := m.Record()
	data, _ := rec.Encode()
	for i := range 1000 {
		st := StoredTable{Code: fmt.Sprintf("BENCH%05d", i), Game: setup.Game, Record: data, TokenHashes: []string{"a", "b"},
			Bots: []string{"", ""}, Started: true, Moves: 20, Created: 1, Active: 1}
		if err := store.Create(st); err != nil {
			b.Fatal(err)
		}
	}
	store.Close()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b.ResetTimer()
	for range b.N {
		store, err := OpenSQLite(dir)
		if err != nil {
			b.Fatal(err)
		}
		s, err := New(Config{Store: store, Log: quiet, Pace: -1, Now: func() time.Time { return time.UnixMilli(2) }})
		if err != nil {
			b.Fatal(err)
		}
		if n := len(s.tables); n != 1000 {
			b.Fatalf("%d tables resumed", n)
		}
		s.Close()
	}
}

// Connections over the budget from one address are closed at once (the
// client takes that as busy and tries again); others still get in.
func TestConnectionsPerAddress(t *testing.T) {
	store, err := OpenSQLite(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Store: store, Budget: Budget{PerAddr: 2}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s.Handler()}
	go hs.Serve(s.Listener(ln))
	defer hs.Close()
	var held []stdnet.Conn
	for range 2 {
		c, err := stdnet.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}
	third, err := stdnet.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	third.SetReadDeadline(time.Now().Add(5 * time.Second))
	if n, err := third.Read(make([]byte, 1)); err == nil || n > 0 {
		t.Errorf("a third connection from one address was kept (read %d, %v)", n, err)
	}
	held[0].Close()
	time.Sleep(100 * time.Millisecond)
	resp, err := http.Get("http://" + ln.Addr().String() + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Errorf("once one closed, a request gets in: %v %v", resp, err)
	}
	if resp != nil {
		resp.Body.Close()
	}
}

// Before the game a player moves to another seat by its token (a server
// keeps a seat taken while its player is away, so the token says whose
// seat moves); the seat left is free again.
func TestMoveToAnotherSeat(t *testing.T) {
	ts := newTestServer(t, Config{})
	code, link := ts.create(`{"game":"billabong","seats":["lan","lan","lan"],"public":true}`)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: link, Name: "Ann"})
	if err != nil || cl.Seat != 0 {
		t.Fatalf("first join: seat %v, %v", cl, err)
	}
	cl.Close()
	moved, err := net.Join(ctx, net.JoinConfig{URL: link, Token: cl.Token, SeatWanted: 3})
	if err != nil || moved.Seat != 2 {
		t.Fatalf("moving to seat 3: %v, %v", moved, err)
	}
	defer moved.Close()
	info, err := net.GetTable(ctx, ts.url, code)
	if err != nil || info.Free != 2 || info.Seats[0].Taken || !info.Seats[2].Taken || info.Seats[2].Name != "Ann" {
		t.Errorf("after the move: %+v, %v", info, err)
	}
}
