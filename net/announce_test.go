//go:build !js

package net_test

import (
	"context"
	"testing"
	"time"

	"outback/net"
)

// A host announcing on loopback is found by a listener there, and the link
// it lists joins the game; the list follows the free seats.
func TestAnnounceAndDiscover(t *testing.T) {
	f, err := net.Discover("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := host(t, "billabong", 5, net.RemoteKind, net.RemoteKind)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := h.Announce(ctx, f.Addr()); err != nil {
		t.Fatal(err)
	}
	found := waitFound(t, f, func(g net.Found) bool { return g.Free == 2 })
	if found.Game != "billabong" || found.Seats != 2 || found.Started || found.Link != h.URL() {
		t.Fatalf("found %+v, want billabong, 2 seats, not started, link %s", found, h.URL())
	}
	cl := join(t, h, net.JoinConfig{URL: found.Link, Name: "Kim"})
	defer cl.Close()
	found = waitFound(t, f, func(g net.Found) bool { return g.Free == 1 })
	if found.Host != "Kim" {
		t.Errorf("host name %q, want the first player's, Kim", found.Host)
	}
}

// Nothing is announced once the host has closed; the game leaves the list.
func TestAnnounceStopsWithHost(t *testing.T) {
	f, err := net.Discover("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h := host(t, "crossing", 5, net.RemoteKind, "bot:greedy")
	if err := h.Announce(context.Background(), f.Addr()); err != nil {
		t.Fatal(err)
	}
	waitFound(t, f, func(g net.Found) bool { return true })
	h.Close()
	deadline := time.Now().Add(10 * time.Second)
	for len(f.Games()) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("a closed host's game is still listed after 10 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestAnnounceBadAddress(t *testing.T) {
	h := host(t, "billabong", 5, net.RemoteKind, net.RemoteKind)
	if err := h.Announce(context.Background(), "no-port"); err == nil {
		t.Error("announcing to an address without a port succeeded")
	}
	if _, err := net.Discover("127.0.0.1:99999"); err == nil {
		t.Error("listening on port 99999 succeeded")
	}
}

func waitFound(t *testing.T, f *net.Finder, ok func(net.Found) bool) net.Found {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, g := range f.Games() {
			if ok(g) {
				return g
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("no announced game as wanted within 10 s (heard %+v)", f.Games())
	return net.Found{}
}

// DecodeAnnouncement never panics, and what it accepts encodes back to an
// announcement it accepts again.
func FuzzDecodeAnnouncement(f *testing.F) {
	b, _ := net.Announcement{Game: "billabong", Host: "Kim", Port: 8467, Code: "QKRWTF", Seats: 4, Free: 1}.Encode()
	f.Add(b)
	f.Add([]byte("OUTBACK\x01"))
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := net.DecodeAnnouncement(b)
		if err != nil {
			return
		}
		again, err := a.Encode()
		if err != nil {
			return // accepted but too long to send: never sent by a host
		}
		if _, err := net.DecodeAnnouncement(again); err != nil {
			t.Fatalf("re-encoded announcement does not decode: %v", err)
		}
	})
}
