//go:build !js

package net_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
	_ "outback/rules/games"
)

// host starts a host on loopback for kinds ("remote" or "bot:LEVEL").
func host(t testing.TB, game string, seed uint64, kinds ...string) *net.Host {
	t.Helper()
	setup := rules.Setup{Game: game, Seed: seed}
	for i, k := range kinds {
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: fmt.Sprintf("seat %d", i+1), Kind: k})
	}
	h, err := net.NewHost(net.HostConfig{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

func join(t testing.TB, h *net.Host, cfg net.JoinConfig) *net.Client {
	t.Helper()
	if cfg.URL == "" {
		cfg.URL = h.URL()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return cl
}

// lanGame plays one game: the host runs its bots, each remote seat is a
// peer with a greedy bot, and a spectator watches. With dropAt > 0 the
// first peer's connection is cut once dropAt moves are played, and it
// joins again with its seat's token. Every peer must end with the host's
// hash, and the host's Record must verify.
func lanGame(t *testing.T, game string, seed uint64, dropAt int, kinds ...string) {
	t.Helper()
	h := host(t, game, seed, kinds...)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var clients []*net.Client
	var bots []ai.Bot
	for _, k := range kinds {
		if k == net.RemoteKind {
			clients = append(clients, join(t, h, net.JoinConfig{Name: "peer"}))
			b, _ := ai.New("greedy", seed+uint64(len(bots)))
			bots = append(bots, b)
		}
	}
	watcher := join(t, h, net.JoinConfig{Watch: true})
	clients = append(clients, watcher)
	bots = append(bots, nil)

	errs := make([]error, len(clients))
	var wg sync.WaitGroup
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i == 0 && dropAt > 0 && bots[i] != nil {
				clients[i], errs[i] = followWithDrop(ctx, h, clients[i], bots[i], dropAt)
				return
			}
			errs[i] = net.Follow(ctx, clients[i], bots[i], 0)
		}()
	}
	if err := h.Run(ctx); err != nil {
		t.Fatalf("%s seed %d: host: %v", game, seed, err)
	}
	wg.Wait()
	want := h.Match().State().Hash()
	for i, cl := range clients {
		if errs[i] != nil {
			t.Fatalf("%s seed %d: peer %d: %v", game, seed, i, errs[i])
		}
		if got := cl.Match.State().Hash(); got != want {
			t.Errorf("%s seed %d: peer %d ends at hash %016x, the host at %016x", game, seed, i, got, want)
		}
		if cl.Resyncs != 0 {
			t.Errorf("peer %d needed %d repairs in an honest game", i, cl.Resyncs)
		}
	}
	if watcher.Seat != -1 {
		t.Errorf("the spectator got seat %d", watcher.Seat)
	}
	rec, err := h.Match().Record()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.Resume(rec); err != nil {
		t.Errorf("the host's Record does not verify: %v", err)
	}
	if !h.Match().State().Outcome().Over {
		t.Error("the game did not end")
	}
}

// followWithDrop follows the game until dropAt moves are played and it is
// the peer's turn, then cuts the connection (as a crash would), joins again with the seat's token and
// follows to the end; it returns the client it ended with.
func followWithDrop(ctx context.Context, h *net.Host, cl *net.Client, bot ai.Bot, dropAt int) (*net.Client, error) {
	err := net.FollowUntil(ctx, cl, bot, 0, func(cl *net.Client) bool {
		// At its own turn: the game cannot end without it.
		return cl.Match != nil && len(cl.Match.History()) >= dropAt && cl.Match.State().ToMove() == cl.Seat
	})
	if err != net.ErrStopped {
		return cl, err // the game ended first
	}
	cl.Close()
	again, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Token: cl.Token})
	if err != nil {
		return cl, fmt.Errorf("joining again after the drop at move %d: %v", dropAt, err)
	}
	if again.Seat != cl.Seat {
		return again, fmt.Errorf("came back to seat %d, had seat %d", again.Seat+1, cl.Seat+1)
	}
	return again, net.Follow(ctx, again, bot, 0)
}

// Hundreds of complete games of every title, 2–4 seats, some remote
// (a peer each), some the host's bots, and a spectator; in every third game
// a peer is cut off at a random move and comes back: every peer ends with
// the host's hash.
func TestLANGames(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 4
	}
	r, l := net.RemoteKind, "bot:greedy"
	tables := [][]string{{r, r}, {r, l, r}, {l, r}, {r, r, l, r}}
	for _, g := range rules.Games() {
		t.Run(g.Name, func(t *testing.T) {
			for i := 0; i < games; i++ {
				kinds := tables[i%len(tables)]
				if len(kinds) > g.MaxPlayers {
					kinds = kinds[:g.MaxPlayers]
				}
				dropAt := 0
				if i%3 == 0 {
					dropAt = 1 + rand.IntN(40)
				}
				lanGame(t, g.Name, uint64(i+1), dropAt, kinds...)
			}
		})
	}
}

// A wrong code, a full game and a bad link are clear errors.
func TestJoinRefusals(t *testing.T) {
	h := host(t, "crossing", 1, net.RemoteKind, "bot:greedy")
	ctx := context.Background()
	url := h.URL()
	bad := strings.Replace(url, "join="+h.Code(), "join=WRONG", 1)
	if _, err := net.Join(ctx, net.JoinConfig{URL: bad}); err == nil || !strings.Contains(err.Error(), "wrong join code") {
		t.Errorf("wrong code: %v", err)
	}
	join(t, h, net.JoinConfig{})
	if _, err := net.Join(ctx, net.JoinConfig{URL: url}); err == nil || !strings.Contains(err.Error(), "the game is full") {
		t.Errorf("full game: %v", err)
	}
	if _, err := net.Join(ctx, net.JoinConfig{URL: url, Token: "0123"}); err == nil || !strings.Contains(err.Error(), "token") {
		t.Errorf("unknown token: %v", err)
	}
	for _, link := range []string{"ftp://x/?join=A", "http://127.0.0.1:1/", "not a url"} {
		if _, err := net.Join(ctx, net.JoinConfig{URL: link}); err == nil {
			t.Errorf("%q: joined", link)
		}
	}
}
