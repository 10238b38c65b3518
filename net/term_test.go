//go:build !js

package net_test

import (
	"context"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"strings"
	"testing"
	"time"

	"outback/net"
)

// readUntil reads cl's messages until ok holds.
func readUntil(t *testing.T, cl *net.Client, ok func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for !ok() {
		if _, err := cl.Next(ctx); err != nil {
			t.Fatalf("reading the host: %v", err)
		}
	}
}

// status is GET /game at a host's address.
func gameStatus(t *testing.T, h *net.Host) (int, string) {
	t.Helper()
	resp, err := http.Get("http://" + hostAddr(h) + "/game?join=" + h.Code())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// A host frozen while a successor took the game over wakes with its
// peers' connections gone. It finds the successor among the addresses its
// players offered (and the successor, probing it with its higher term,
// makes it look at once), checks that the successor holds a player's
// token, steps down, and sends whoever comes to it there.
func TestThawedHostStepsDown(t *testing.T) {
	r := net.RemoteKind
	old := host(t, "billabong", 8, r, "bot:greedy")
	sb, err := net.NewStandby("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sb.Close)
	cfg := net.JoinConfig{Name: "Ann"}
	cfg.Offer, cfg.OfferID = sb.Offer()
	ann := join(t, old, cfg)
	readUntil(t, ann, func() bool { return ann.Match != nil && len(ann.Succession.Hosts) > 0 })
	ann.Close() // its connection to the frozen host is gone

	rec, err := ann.Match.Record()
	if err != nil {
		t.Fatal(err)
	}
	hc := net.HostConfig{Resume: rec, Code: ann.Code}
	ann.Succession.Takeover(&hc, ann.Lobby, ann.Seat, old.URL())
	next, err := sb.Host(hc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(next.Close)
	back := join(t, next, net.JoinConfig{Token: ann.Token})
	defer back.Close()
	select {
	case <-next.Elected():
	case <-time.After(5 * time.Second):
		t.Fatal("the successor was not elected by its one player")
	}
	settles(t, 10*time.Second, old.SteppedDown, func() string {
		_, st := gameStatus(t, old)
		return "the old host still hosts: " + st
	})
	if code, st := gameStatus(t, old); code != http.StatusGone || !strings.Contains(st, hostAddr(next)) {
		t.Errorf("the old host answers %d %q, want 410 naming %s", code, st, hostAddr(next))
	}
	// A player who comes back to the old link is sent on.
	rj := net.Rejoin{Link: old.URL(), Code: old.Code(), Seat: ann.Seat, Token: ann.Token}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	again, err := rj.Find(ctx, 2*time.Second)
	if err != nil {
		t.Fatalf("coming back to the old host: %v", err)
	}
	defer again.Close()
	if again.Link() != next.URL() {
		t.Errorf("sent to %s, want the successor %s", again.Link(), next.URL())
	}
}

// A spectator offers to host at an address of its own, where a program
// claims to host the game at a high term. The host does not step down for
// it (the place holds no player's token): its game goes on.
func TestFalseHostDoesNotEndTheGame(t *testing.T) {
	h := host(t, "billabong", 9, net.RemoteKind, "bot:greedy")
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	liar := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "outback 99 elected 500")
		if r.URL.Query().Get("nonce") != "" {
			fmt.Fprintln(w, "proof 0 00112233445566778899aabbccddeeff") // a forged one
		}
	})}
	go liar.Serve(ln)
	defer liar.Close()
	player := join(t, h, net.JoinConfig{Name: "Ann"})
	defer player.Close()
	spy := join(t, h, net.JoinConfig{Watch: true, Offer: ln.Addr().String(), OfferID: "liar"})
	defer spy.Close()
	time.Sleep(5 * time.Second) // two rounds of looking
	if h.SteppedDown() {
		t.Fatalf("the host stepped down for a false host (%s)", h.MovedTo())
	}
	if code, st := gameStatus(t, h); code != http.StatusOK || !strings.HasPrefix(st, "outback 1 elected") {
		t.Errorf("the host answers %d %q", code, st)
	}
}
