//go:build !js

package net_test

import (
	"context"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
)

// A peer that comes to the host after the game's end — its connection
// lost just before, or late to a host that took the game over — is shown
// the finished game at once: a seat's player by its token, anyone else as
// a spectator. (Its hello used to wait for a game loop that had ended.)
func TestLateComerSeesTheEnd(t *testing.T) {
	h := host(t, "billabong", 5, net.RemoteKind, "bot:greedy")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cl := join(t, h, net.JoinConfig{Name: "player"})
	bot, _ := ai.New("greedy", 1)
	if err := net.Follow(ctx, cl, bot, 0); err != nil {
		t.Fatal(err)
	}
	want := cl.Match.State().Hash()
	// The host stays open (as a window's does): it still answers.
	late := []struct {
		name string
		cfg  net.JoinConfig
		seat int
	}{
		{"the player, by its token", net.JoinConfig{Token: cl.Token}, cl.Seat},
		{"a spectator", net.JoinConfig{Watch: true}, -1},
		{"a newcomer asking for a seat", net.JoinConfig{Name: "late"}, -1},
	}
	for _, l := range late {
		l.cfg.URL = h.URL()
		lateComes(t, l.name, l.cfg, l.seat, want)
	}

	// A host that carried the game on (Resume) serves its end a while
	// after it: here a game over from the start, with a spectator coming
	// once Run has begun.
	rec, err := cl.Match.Record()
	if err != nil {
		t.Fatal(err)
	}
	next, err := net.NewHost(net.HostConfig{Resume: rec, Limits: net.Limits{AfterEnd: 3 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if err := next.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(next.Close)
	ran := make(chan error, 1)
	go func() { ran <- next.Run(ctx) }()
	lateComes(t, "a spectator at the host that carried the game on", net.JoinConfig{URL: next.URL(), Watch: true}, -1, want)
	select {
	case err := <-ran:
		if err != nil {
			t.Errorf("the host that carried the game on: %v", err)
		}
	case <-ctx.Done():
		t.Error("the host that carried the game on still serves its finished game")
	}
}

// lateComes joins a finished game with cfg and follows it: it must end at
// once, in seat, at the hash want.
func lateComes(t *testing.T, who string, cfg net.JoinConfig, seat int, want uint64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, cfg)
	if err != nil {
		t.Errorf("%s: %v", who, err)
		return
	}
	if err := net.Follow(ctx, cl, nil, 0); err != nil {
		t.Errorf("%s: %v", who, err)
		return
	}
	if cl.Seat != seat {
		t.Errorf("%s is in seat %d, want %d", who, cl.Seat+1, seat+1)
	}
	if got := cl.Match.State().Hash(); got != want {
		t.Errorf("%s sees %016x, the game ended at %016x", who, got, want)
	}
}
