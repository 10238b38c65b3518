//go:build !js

package net_test

import (
	"context"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// The host goes away mid-game; a peer hosts the game from its own copy,
// announced under the same game id, the players take their seats back and
// play to the end; the new host's Record verifies and holds the whole game.
func TestPeerCarriesOnAsHost(t *testing.T) {
	r := net.RemoteKind
	first := host(t, "crossing", 31, r, r, "bot:greedy")
	f, err := net.Discover("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	first.Announce(ctx, f.Addr())
	heard := waitFound(t, f, func(g net.Found) bool { return g.Link == first.URL() })

	ann := join(t, first, net.JoinConfig{Name: "Ann"})
	ben := join(t, first, net.JoinConfig{Name: "Ben"})
	errs := make(chan error, 2)
	for i, cl := range []*net.Client{ann, ben} {
		bot, _ := ai.New("greedy", uint64(i))
		go func() { errs <- net.Follow(ctx, cl, bot, 3*time.Millisecond) }()
	}
	for first.Played() < 20 {
		time.Sleep(5 * time.Millisecond)
	}
	first.Close()
	for range 2 {
		if err := <-errs; err == nil {
			t.Fatal("a peer finished a game whose host went away")
		}
	}
	rec, err := ann.Match.Record()
	if err != nil {
		t.Fatal(err)
	}
	played := len(rec.Moves)

	next, err := net.NewHost(net.HostConfig{Resume: rec})
	if err != nil {
		t.Fatal(err)
	}
	if err := next.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer next.Close()
	next.Announce(ctx, f.Addr())
	again := waitFound(t, f, func(g net.Found) bool { return g.Link == next.URL() })
	if again.GameID != heard.GameID || !again.Started {
		t.Errorf("the game carried on is announced as %q (started %v), the first as %q", again.GameID, again.Started, heard.GameID)
	}
	var clients []*net.Client
	for _, seat := range []int{ann.Seat, ben.Seat} {
		cl := join(t, next, net.JoinConfig{URL: again.Link, SeatWanted: seat + 1})
		if cl.Seat != seat {
			t.Fatalf("asked for seat %d, got %d", seat+1, cl.Seat+1)
		}
		clients = append(clients, cl)
		bot, _ := ai.New("greedy", uint64(seat))
		go func() { errs <- net.Follow(ctx, cl, bot, 0) }()
	}
	if err := next.Run(ctx); err != nil {
		select {
		case perr := <-errs:
			t.Fatalf("%v; a peer: %v", err, perr)
		default:
		}
		t.Fatalf("%v (the new host at move %d of a game carried on from move %d)", err, next.Played(), played)
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	m := next.Match()
	if len(m.History()) <= played || m.State().ToMove() != rules.Nobody {
		t.Fatalf("the carried-on game has %d moves (was %d) and is over: %v", len(m.History()), played, m.State().ToMove() == rules.Nobody)
	}
	for _, cl := range clients {
		if cl.Match.State().Hash() != m.State().Hash() {
			t.Error("a peer ends elsewhere than the new host")
		}
	}
	final, _ := m.Record()
	if _, err := rules.Resume(final); err != nil {
		t.Errorf("the Record does not verify: %v", err)
	}
}
