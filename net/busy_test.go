//go:build !js

package net_test

import (
	"context"
	"errors"
	stdnet "net"
	"strings"
	"testing"
	"time"

	"outback/net"
)

// smallRoomHost is a host whose waiting room (connections that have not
// said hello) holds four, each for up to 20 s.
func smallRoomHost(t *testing.T) *net.Host {
	t.Helper()
	lim := fastLimits()
	lim.Hello = 20 * time.Second // a flood holds the room until released
	lim.Pending, lim.PendingPerAddr = 4, 4
	return hostWith(t, lim, nil)
}

// fillWaitingRoom fills h's waiting room with an attacker's silent
// WebSockets until release is called.
func fillWaitingRoom(t *testing.T, h *net.Host) (release func()) {
	t.Helper()
	var flood []stdnet.Conn
	for range 4 {
		c, ok := upgrade(t, h, attacker)
		if !ok {
			t.Fatal("the flood's connection was not upgraded")
		}
		flood = append(flood, c)
	}
	return func() {
		for _, c := range flood {
			c.Close()
		}
	}
}

// busyHost is a host whose waiting room is full until release is called.
func busyHost(t *testing.T) (h *net.Host, release func()) {
	t.Helper()
	h = smallRoomHost(t)
	return h, fillWaitingRoom(t, h)
}

// A host whose waiting room is full is busy, not gone. Its first
// successor, whose connection dropped, looks for it: it waits and joins
// the host again once the flood is over — it does not host the game a
// second time (it did at once: the host's 503 read as a standby's).
func TestBusyHostIsNotGone(t *testing.T) {
	h := smallRoomHost(t)
	sb, err := net.NewStandby("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sb.Close)
	off, id := sb.Offer()
	cl := join(t, h, net.JoinConfig{Name: "successor", Offer: off, OfferID: id})
	cl.Close() // its connection drops
	release := fillWaitingRoom(t, h)
	go func() {
		time.Sleep(2 * time.Second)
		release()
	}()
	r := net.Rejoin{Link: h.URL(), Code: h.Code(), Seat: cl.Seat, Token: cl.Token, MyID: id, Offer: off, OfferID: id,
		Succession: net.Succession{Term: 1, Hosts: []net.Successor{{Seat: int8(cl.Seat), Addr: off, ID: id}}}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	back, err := r.Find(ctx, time.Second)
	if errors.Is(err, net.ErrHostNow) {
		t.Fatal("the successor hosts the game while its host is busy, not gone")
	}
	if err != nil {
		t.Fatalf("the successor did not find its busy host again: %v", err)
	}
	defer back.Close()
	if back.Link() != h.URL() || back.Seat != cl.Seat {
		t.Errorf("the successor is back at %s seat %d, want %s seat %d", back.Link(), back.Seat, h.URL(), cl.Seat)
	}
}

// An honest player who joins during a flood of connections that never say
// hello gets in once the flood is over (it tried again); while the flood
// lasts past its deadline, it is told the host is busy — never that a
// player stands by there, nor a bare EOF.
func TestHonestJoinDuringAFlood(t *testing.T) {
	h, release := busyHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	_, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "honest"})
	cancel()
	if err == nil || !errors.Is(err, net.ErrHostBusy) || !strings.Contains(err.Error(), "busy") {
		t.Fatalf("a join during the flood: %v, want the host is busy", err)
	}
	go func() {
		time.Sleep(time.Second)
		release()
	}()
	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "honest"})
	if err != nil {
		t.Fatalf("an honest join as the flood ends: %v", err)
	}
	cl.Close()
}

// Keep-alives that fill the host's connections from the honest player's
// own address (one network address for many, as behind a router): the
// honest join is told the host is busy, not a bare EOF or reset, and gets
// in once they are gone.
func TestJoinPastKeepAlivesSaysBusy(t *testing.T) {
	lim := fastLimits()
	lim.Idle, lim.Hello = 20*time.Second, 20*time.Second // the keep-alives stay until closed
	h := hostWith(t, lim, nil)
	var flood []stdnet.Conn
	for range lim.PerAddr + 40 {
		flood = append(flood, dialFrom(t, h, "127.0.0.1"))
	}
	time.Sleep(200 * time.Millisecond) // the host has accepted them all
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	_, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "honest"})
	cancel()
	if err == nil || !errors.Is(err, net.ErrHostBusy) {
		t.Fatalf("a join past the keep-alives: %v, want the host is busy", err)
	}
	go func() {
		time.Sleep(500 * time.Millisecond)
		for _, c := range flood {
			c.Close()
		}
	}()
	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "honest"})
	if err != nil {
		t.Fatalf("the honest join once the keep-alives are gone: %v", err)
	}
	cl.Close()
}
