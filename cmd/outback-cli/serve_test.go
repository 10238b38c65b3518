//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// freePort is a port nothing listens on now (the server is started on it
// twice: a restart must come back where its players look).
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// createTable creates a table by the API and returns its join link.
func createTable(t *testing.T, base, body string) (code, link string) {
	t.Helper()
	resp, err := http.Post(base+"api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var got struct{ Code, Link, Error string }
	json.NewDecoder(resp.Body).Decode(&got)
	if resp.StatusCode != http.StatusCreated || len(got.Code) < 10 || !strings.HasSuffix(got.Link, "/?join="+got.Code) {
		t.Fatalf("POST /api/tables %s: %d %+v", body, resp.StatusCode, got)
	}
	return got.Code, got.Link
}

// tableMoves is how many moves the server has kept of a table.
func tableMoves(t *testing.T, base, code string) (moves int, over bool) {
	t.Helper()
	resp, err := http.Get(base + "api/tables/" + code)
	if err != nil {
		return -1, false
	}
	defer resp.Body.Close()
	var got struct {
		Moves int
		Over  bool
	}
	json.NewDecoder(resp.Body).Decode(&got)
	return got.Moves, got.Over
}

// The Outback server keeps tables of every title; a kill -9 mid-game and
// a start on the same data lose nothing: every player's program comes
// back by itself with its token, and every table ends with one final hash
// on every peer — the hash of the Record the server kept.
func TestServerKeepsEveryTableThroughAKill(t *testing.T) {
	bin := buildCLI(t)
	data := filepath.Join(t.TempDir(), "data")
	addr := freePort(t)
	serve := func() *proc {
		p := start(t, bin, "serve", "-addr", addr, "-data", data, "-pace", "50ms")
		if l := p.line(t, "serving on "); l != "serving on http://"+addr+"/" {
			t.Fatalf("first line %q", l)
		}
		return p
	}
	srv := serve()
	base := "http://" + addr + "/"
	type tbl struct {
		code  string
		peers []*proc
	}
	var tables []tbl
	for _, c := range []struct{ game, seats string }{
		{"billabong", `["lan","lan","greedy"]`}, {"downunder", `["lan","lan"]`}, {"crossing", `["lan","lan"]`},
	} {
		code, link := createTable(t, base, fmt.Sprintf(`{"game":%q,"seats":%s,"public":true}`, c.game, c.seats))
		var peers []*proc
		for i := range 2 {
			session := filepath.Join(t.TempDir(), fmt.Sprintf("%s-%d.session", c.game, i))
			peers = append(peers, start(t, bin, "join", link, "-bot", "greedy", "-pace", "120ms", "-session", session))
		}
		if c.game == "downunder" {
			peers = append(peers, start(t, bin, "join", link, "-watch"))
		}
		tables = append(tables, tbl{code, peers})
	}
	// Mid-game in every table, then killed.
	deadline := time.Now().Add(30 * time.Second)
	for _, tb := range tables {
		for {
			n, over := tableMoves(t, base, tb.code)
			if over {
				t.Fatalf("table %s ended before the kill: pace the peers more slowly", tb.code)
			}
			if n >= 8 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("table %s: %d moves in 30 s", tb.code, n)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	srv.kill()
	time.Sleep(time.Second)
	srv = serve()

	for _, tb := range tables {
		final := ""
		for i, p := range tb.peers {
			said := p.linesUntil(t, "final hash ", 90*time.Second)
			got := said[len(said)-1]
			if final == "" {
				final = got
			} else if got != final {
				t.Errorf("table %s: peer %d ends with %q, peer 1 with %q", tb.code, i+1, got, final)
			}
		}
		// The server's Record ends where the peers did.
		resp, err := http.Get(base + "api/tables/" + tb.code + "/record")
		if err != nil {
			t.Fatal(err)
		}
		rec, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		file := filepath.Join(t.TempDir(), tb.code+".outback")
		if err := os.WriteFile(file, rec, 0o644); err != nil {
			t.Fatal(err)
		}
		verified := lastLine(t, exec.Command(bin, "replay", "verify", file))
		if hash := strings.Fields(final)[2]; !strings.Contains(verified, "final hash "+hash+" matches") {
			t.Errorf("table %s: the peers ended with %q, the server's Record says %q", tb.code, final, verified)
		}
		t.Logf("table %s: %s", tb.code, final)
	}
}
