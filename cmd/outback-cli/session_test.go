//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"outback/net"
	"outback/rules"
)

// A session file keeps each successor once, never this peer's own
// address, and how the game ended once it has.
func TestSessionFileKeepsWhatCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "seat.token")
	s := seatSession{token: "tok", successors: []string{"127.0.0.1:5000", "127.0.0.1:6000", "127.0.0.1:5000", "127.0.0.1:7000"}}
	if err := writeSession(path, s, ":7000"); err != nil {
		t.Fatal(err)
	}
	s.over = "final hash 00ff after 12 moves"
	if err := writeSession(path, s, "127.0.0.1:7000"); err != nil {
		t.Fatal(err)
	}
	got, err := readSession(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.token != "tok" || strings.Join(got.successors, " ") != "127.0.0.1:5000 127.0.0.1:6000" || got.over != s.over {
		t.Errorf("read back %+v", got)
	}
}

// A session file from another game: the host is there and refuses its
// token — the error says so and names the file, rather than "the game may
// be over, or everyone gone". A session of a game that has ended (its host
// gone) says how it ended.
func TestStaleSessionSaysWhy(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 2, Seats: []rules.SeatInfo{{Name: "a", Kind: net.RemoteKind}, {Name: "b", Kind: "bot:greedy"}}}
	h, err := net.NewHost(net.HostConfig{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	dir := t.TempDir()
	stale := filepath.Join(dir, "stale.token")
	os.WriteFile(stale, []byte("0123456789abcdef0123456789abcdef\n127.0.0.1:1\n"), 0o600)
	code, _, errs := outback(t, "", "join", h.URL(), "-session", stale, "-addr", "127.0.0.1:0")
	if code == 0 || !strings.Contains(errs, "not one of this game's") || !strings.Contains(errs, "another game") {
		t.Errorf("a stale session: exit %d, %q", code, errs)
	}
	ended := filepath.Join(dir, "ended.token")
	os.WriteFile(ended, []byte("0123456789abcdef0123456789abcdef\n127.0.0.1:1\nover final hash 00ff after 12 moves\n"), 0o600)
	code, out, errs := outback(t, "", "join", "http://127.0.0.1:1/?join=ABCDEF", "-session", ended, "-addr", "127.0.0.1:0")
	if code != 0 || !strings.Contains(out, "the game is over: final hash 00ff after 12 moves") {
		t.Errorf("a session of an ended game: exit %d, %q %q", code, out, errs)
	}
}
