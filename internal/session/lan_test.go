//go:build !js

package session_test

import (
	"context"
	"testing"
	"time"

	"outback/ai"
	"outback/internal/session"
	"outback/net"
	"outback/rules"
)

// A session of a peer in a LAN game: the person's moves go to the host and
// are played when they come back; the other seat and chance are the host's.
// The session ends in the host's state, and undo is not offered.
func TestPeerSession(t *testing.T) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		setup := rules.Setup{Game: game, Seed: 9, Seats: []rules.SeatInfo{{Name: "Kim", Kind: net.RemoteKind}, {Name: "Bot", Kind: "bot:greedy"}}}
		h, err := net.NewHost(net.HostConfig{Setup: setup})
		if err != nil {
			t.Fatal(err)
		}
		if err := h.Listen("127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL()})
		if err != nil {
			t.Fatal(err)
		}
		peer := net.NewPeer(ctx, cl)
		var rec *rules.Record
		for rec == nil {
			time.Sleep(time.Millisecond)
			rec, _ = peer.Game()
		}
		m, err := rules.Resume(rec)
		if err != nil {
			t.Fatal(err)
		}
		remote := session.Remote{Source: peer}
		seats := []session.Controller{session.Relayed{Remote: remote, Send: peer.Send}, remote}
		s, err := session.New(m, seats, session.Options{Chance: remote})
		if err != nil {
			t.Fatal(err)
		}
		me, _ := ai.New("greedy", 3)
		sent := -1
		for tick := 0; s.State().ToMove() != rules.Nobody; tick++ {
			if ctx.Err() != nil {
				t.Fatalf("%s: the game did not end (%d moves)", game, len(m.History()))
			}
			s.Tick(tick)
			if n := len(m.History()); s.State().ToMove() == 0 && sent != n {
				if s.CanUndo() {
					t.Fatal("undo offered in a LAN game")
				}
				a, err := s.Submit(ai.Think(me, s.State().View(0), 0))
				if err != nil || a != nil {
					t.Fatalf("submit: %v, %v (want nil: the host plays it)", a, err)
				}
				sent = n
			}
			time.Sleep(100 * time.Microsecond)
		}
		if err := h.Run(ctx); err != nil {
			t.Fatal(err)
		}
		if got, want := m.State().Hash(), h.Match().State().Hash(); got != want {
			t.Errorf("%s: the peer's session ends at %016x, the host at %016x", game, got, want)
		}
		cancel()
	}
}
