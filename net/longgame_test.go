//go:build !js

package net_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// longestOptions make each title's game as long as it gets.
var longestOptions = map[string][]rules.Option{
	"billabong": {{Key: "continue", Value: "on"}},
	"downunder": {{Key: "size", Value: "13x13"}, {Key: "special", Value: "on"}},
}

// atLeast is how large each title's longest Record is known to be, so the
// test stays past the old 4 KiB limit (Down Under's games are shorter: 60
// moves at 4 players on the largest area).
var atLeast = map[string]int{"billabong": 8192, "crossing": 4096, "downunder": 2048}

// longestGame plays game at its largest table and longest options with
// greedy bots to the end and returns the match: its Record is about the
// largest whole-game message a host of that title sends.
func longestGame(t *testing.T, game string) *rules.Match {
	t.Helper()
	g, err := rules.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	setup := rules.Setup{Game: game, Seed: 11, Options: longestOptions[game]}
	var bots []ai.Bot
	for i := 0; i < g.MaxPlayers; i++ {
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: fmt.Sprintf("seat %d", i+1), Kind: net.RemoteKind})
		b, _ := ai.New("greedy", uint64(i+1))
		bots = append(bots, b)
	}
	m, err := rules.NewMatch(setup, 1_700_000_000_000)
	if err != nil {
		t.Fatal(err)
	}
	// Stamped moves, as a host's are: the Record is as large as a real one.
	if over, err := ai.PlayOut(m, bots, 1<<20, 1_700_000_000_000); err != nil || !over {
		t.Fatalf("the game did not end: %v", err)
	}
	return m
}

// A seat comes back, a spectator arrives and a peer asks for the whole game
// again at the last move of the longest game of every title: the whole-game
// message is far past 4 KiB there (the byte fields once shared the 4096
// array limit, and every peer refused such a game as "bad message"), and
// it still leaves room under the frame limit.
func TestSeatBackAtTheLastMove(t *testing.T) {
	for _, g := range rules.Games() {
		t.Run(g.Name, func(t *testing.T) {
			m := longestGame(t, g.Name)
			full, err := m.Record()
			if err != nil {
				t.Fatal(err)
			}
			whole, err := full.Encode()
			if err != nil {
				t.Fatal(err)
			}
			frame, _ := (&net.Msg{V: net.Version, Kind: net.Game, Data: whole}).MarshalMsg(nil)
			t.Logf("%d seats, %d moves: the whole-game message is %d bytes", len(full.Seats), len(full.Moves), len(frame))
			if len(whole) <= atLeast[g.Name] {
				t.Fatalf("the longest game's Record is %d bytes: too small to test past %d bytes", len(whole), atLeast[g.Name])
			}
			if len(frame) > net.MaxFrame/8 {
				t.Errorf("the whole-game message is %d bytes: less than 8× room under the %d-byte frame limit", len(frame), net.MaxFrame)
			}
			if _, err := net.Decode(frame); err != nil {
				t.Fatalf("the whole game does not decode: %v", err)
			}

			// The host carries on from just before the last decision.
			last := len(full.Moves) - 1
			for full.Moves[last].Seat < 0 {
				last--
			}
			if err := m.Truncate(last); err != nil {
				t.Fatal(err)
			}
			cut, _ := m.Record()
			h, err := net.NewHost(net.HostConfig{Resume: cut})
			if err != nil {
				t.Fatal(err)
			}
			if err := h.Listen("127.0.0.1:0"); err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()

			// A spectator that arrives now gets the whole game; asked again
			// (a resync), it gets it again.
			spy := dialRaw(t, h)
			spy.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
			if w := spy.next(net.Welcome); w.Kind != net.Welcome {
				t.Fatal("the late spectator was not welcomed")
			}
			for _, what := range []string{"a late spectator", "a resync"} {
				gm := spy.next(net.Game)
				if gm.Kind != net.Game {
					t.Fatalf("%s got no whole game", what)
				}
				rec, err := rules.DecodeRecord(gm.Data)
				if err != nil || len(rec.Moves) != last {
					t.Fatalf("%s got a game of the wrong length (%v)", what, err)
				}
				spy.send(net.Msg{Kind: net.Resync, N: uint32(last)})
			}

			// Every seat takes its place back; the last mover drops and
			// comes back with its token before it plays.
			mover := full.Moves[last].Seat
			var clients []*net.Client
			for seat := range full.Seats {
				clients = append(clients, join(t, h, net.JoinConfig{SeatWanted: seat + 1}))
			}
			for clients[mover].Match == nil {
				if _, err := clients[mover].Next(ctx); err != nil {
					t.Fatalf("the last mover's game: %v", err)
				}
			}
			clients[mover].Close()
			clients[mover] = join(t, h, net.JoinConfig{Token: clients[mover].Token})
			if clients[mover].Seat != mover {
				t.Fatalf("came back to seat %d, had seat %d", clients[mover].Seat+1, mover+1)
			}
			watcher := join(t, h, net.JoinConfig{Watch: true})
			clients = append(clients, watcher)

			errs := make([]error, len(clients))
			var wg sync.WaitGroup
			for i, cl := range clients {
				var bot ai.Bot
				if cl.Seat >= 0 {
					bot, _ = ai.New("greedy", uint64(cl.Seat+1))
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[i] = net.Follow(ctx, cl, bot, 0)
				}()
			}
			if err := h.Run(ctx); err != nil {
				t.Fatalf("host: %v", err)
			}
			wg.Wait()
			want := h.Match().State().Hash()
			for i, cl := range clients {
				if errs[i] != nil {
					t.Fatalf("peer %d: %v", i, errs[i])
				}
				if got := cl.Match.State().Hash(); got != want {
					t.Errorf("peer %d ends at hash %016x, the host at %016x", i, got, want)
				}
			}
			if want != full.Hash {
				t.Errorf("the game ends at hash %016x, played alone at %016x", want, full.Hash)
			}
			rec, _ := h.Match().Record()
			if _, err := rules.Resume(rec); err != nil {
				t.Errorf("the host's Record does not verify: %v", err)
			}
		})
	}
}
