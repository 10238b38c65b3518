//go:build !js

package net_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// The host goes away mid-game, twice: each time the first successor still
// there hosts the game at the address it offered, with the same join code,
// and every other peer — one that cannot host among them, and a spectator
// — finds it by the succession alone (no announcement), takes its seat
// back with its token, and the game ends with one hash everywhere.
func TestSuccession(t *testing.T) {
	for _, game := range []string{"billabong", "crossing", "downunder"} {
		t.Run(game, func(t *testing.T) { succession(t, game) })
	}
}

func succession(t *testing.T, game string) {
	r := net.RemoteKind
	first := host(t, game, 17, r, r, r, "bot:greedy")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	type player struct {
		cl      *net.Client
		standby *net.Standby
	}
	var players []*player
	for i := 0; i < 3; i++ {
		p := &player{}
		cfg := net.JoinConfig{Name: fmt.Sprintf("P%d", i+1)}
		if i < 2 { // the third cannot host (a browser)
			sb, err := net.NewStandby("127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(sb.Close)
			p.standby = sb
			cfg.Offer, cfg.OfferID = sb.Offer()
		}
		p.cl = join(t, first, cfg)
		players = append(players, p)
	}
	watcher := &player{cl: join(t, first, net.JoinConfig{Watch: true})}
	players = append(players, watcher)

	var mu sync.Mutex
	var hosts []*net.Host
	// How many successors each player knows of. A host lists an offer
	// when it reads the Offer its player sent after joining, which may
	// come after the game's first moves: the first host goes only once
	// every player has heard of both successors (else a player who knows
	// only itself rightly hosts at once, and the game is hosted twice).
	known := make([]int, len(players))
	for i, p := range players {
		known[i] = len(p.cl.Succession.Hosts)
		p.cl.OnSuccession = func(s net.Succession) { mu.Lock(); known[i] = len(s.Hosts); mu.Unlock() }
	}
	logs := make([]syncBuffer, len(players))
	t.Cleanup(func() {
		if t.Failed() {
			for i := range logs {
				if l := logs[i].String(); l != "" {
					t.Logf("the game hosted by player %d:\n%s", i+1, l)
				}
			}
		}
	})
	results := make([]*net.Client, len(players))
	errs := make([]error, len(players))
	var wg sync.WaitGroup
	for i, p := range players {
		var bot ai.Bot
		if p.cl.Seat >= 0 {
			bot, _ = ai.New("greedy", uint64(i+1))
		}
		co := net.CarryOn{Standby: p.standby, Within: 10 * time.Second, Hosting: func(h *net.Host) {
			mu.Lock()
			hosts = append(hosts, h)
			mu.Unlock()
		}}
		// What a takeover host saw, for a failure's report. It serves
		// the end a while (the spectator, slower to find it than the
		// bots are to finish the game, must see the end too), but not
		// the 5 s a person gets.
		co.Host.Log = &logs[i]
		co.Host.Limits.AfterEnd = 2 * time.Second
		wg.Add(1)
		go func() {
			defer wg.Done()
			var h *net.Host
			results[i], h, errs[i] = co.Follow(ctx, p.cl, bot, 5*time.Millisecond)
			if h != nil && errs[i] == nil {
				errs[i] = h.Run(ctx)
			}
		}()
	}
	// The first host goes after 6 moves (and once the players know both
	// successors); the successor (seat 1's player) hosts; it goes too
	// after 4 more.
	settles(t, 10*time.Second, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return slices.Min(known) >= 2
	}, func() string {
		mu.Lock()
		defer mu.Unlock()
		return fmt.Sprintf("the players know of %v successors, want 2 each", known)
	})
	second := handOver(t, first, &mu, &hosts)
	if second.Code() != first.Code() {
		t.Errorf("the successor's join code is %s, the game's %s", second.Code(), first.Code())
	}
	if off, _ := players[0].standby.Offer(); second.URL() != "http://"+off+"/?join="+first.Code() {
		off1, _ := players[1].standby.Offer()
		t.Errorf("the successor hosts at %s, it offered %s (the next %s; seats %d %d)", second.URL(), off, off1, players[0].cl.Seat, players[1].cl.Seat)
	}
	at := second.Played()
	settles(t, 20*time.Second, func() bool { return second.Played() >= at+4 },
		func() string {
			return fmt.Sprintf("the game did not go on at the successor (%d moves)", second.Played())
		})
	t.Logf("first host: %d moves; the second closes at %d", at, second.Played())
	second.Close()
	wg.Wait()
	for i := range players {
		if i == 0 {
			// The first successor's own connection ended with its host.
			if errs[i] != nil {
				t.Logf("player 1: %v", errs[i])
			}
			continue
		}
		if errs[i] != nil {
			t.Errorf("player %d: %v (the successors it knew: %s)", i+1, errs[i], successorsOf(results[i]))
		}
	}
	if t.Failed() {
		return
	}
	mu.Lock()
	if len(hosts) != 2 {
		t.Fatalf("%d takeovers, want 2", len(hosts))
	}
	third := hosts[1]
	mu.Unlock()
	want := third.Match().State().Hash()
	if !third.Match().State().Outcome().Over {
		t.Fatal("the game did not end")
	}
	for i, cl := range results[1:] {
		if got := cl.Match.State().Hash(); got != want {
			t.Errorf("player %d ends at %016x, the last host at %016x", i+2, got, want)
		}
	}
	rec, _ := third.Match().Record()
	if _, err := rules.Resume(rec); err != nil {
		t.Errorf("the last host's Record does not verify: %v", err)
	}
}

// successorsOf is the addresses on cl's succession list, for a failure's
// report.
func successorsOf(cl *net.Client) string {
	if cl == nil {
		return "none"
	}
	var addrs []string
	for _, h := range cl.Succession.Hosts {
		addrs = append(addrs, h.Addr)
	}
	return strings.Join(addrs, ", ")
}

// handOver closes the first host after 6 moves and returns the host that
// took the game over: the first that Hosting added to hosts (under mu).
func handOver(t *testing.T, first *net.Host, mu *sync.Mutex, hosts *[]*net.Host) *net.Host {
	t.Helper()
	for first.Played() < 6 {
		time.Sleep(5 * time.Millisecond)
	}
	first.Close()
	var second *net.Host
	settles(t, 10*time.Second, func() bool {
		mu.Lock()
		defer mu.Unlock()
		if len(*hosts) > 0 {
			second = (*hosts)[0]
		}
		return second != nil
	}, func() string { return "no successor hosted the game" })
	return second
}

// A standby answers at once that it stands by (it does not host yet): a
// peer looking for the game's host moves on without waiting on it, and a
// successor waits for an earlier one still there rather than host the
// game a second time.
func TestStandbyAnswersAtOnce(t *testing.T) {
	sb, err := net.NewStandby("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	addr, _ := sb.Offer()
	start := time.Now()
	_, err = net.Join(context.Background(), net.JoinConfig{URL: "http://" + addr + "/?join=ABCDEF"})
	if !errors.Is(err, net.ErrStandingBy) {
		t.Errorf("joining a standby: %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("the standby took %v to answer", d)
	}
	// A successor after it waits while it stands by.
	r := net.Rejoin{Code: "ABCDEF", Seat: 1, MyID: "me", Succession: net.Succession{Hosts: []net.Successor{
		{Seat: 0, Addr: addr, ID: "first"}, {Seat: 1, Addr: "127.0.0.1:1", ID: "me"}}}}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err = r.Find(ctx, time.Second)
	if errors.Is(err, net.ErrHostNow) {
		t.Error("the second successor hosts while the first stands by")
	}
	// Giving up, it says what each address answered: the link tried
	// first, then the successor standing by.
	r.Link = "http://127.0.0.1:1/?join=ABCDEF"
	ctx1, cancel1 := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel1()
	_, err = r.Find(ctx1, time.Second)
	if msg := fmt.Sprint(err); !strings.Contains(msg, "127.0.0.1:1/ws: nothing answers there") || !strings.Contains(msg, addr+"/ws: "+net.ErrStandingBy.Error()) {
		t.Errorf("giving up: %v", err)
	}
	r.Link = ""
	// With the first gone, it hosts at once.
	sb.Close()
	ctx2, cancel2 := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel2()
	if _, err := r.Find(ctx2, time.Second); !errors.Is(err, net.ErrHostNow) {
		t.Errorf("with the first successor gone: %v", err)
	}
}

// A successor may be slow to come back: here the second host goes before
// one of the players has found it again. The spectator, which heard from
// the second host only a list without that player, still finds the game
// where that player hosts it (the first host's successors stay on its
// list, after the second host's), and so does the second host's own
// player; the game ends with one hash everywhere.
func TestSuccessorLateToTheSecondHost(t *testing.T) {
	r := net.RemoteKind
	first := host(t, "billabong", 23, r, r, "bot:greedy")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	var standbys [2]*net.Standby
	var clients [3]*net.Client
	for i := range standbys {
		sb, err := net.NewStandby("127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(sb.Close)
		standbys[i] = sb
		cfg := net.JoinConfig{Name: fmt.Sprintf("P%d", i+1)}
		cfg.Offer, cfg.OfferID = sb.Offer()
		clients[i] = join(t, first, cfg)
	}
	clients[2] = join(t, first, net.JoinConfig{Watch: true})
	_, lateID := standbys[1].Offer()
	// The spectator's list, as its clients hear it.
	var mu sync.Mutex
	var heard net.Succession
	clients[2].OnSuccession = func(s net.Succession) { mu.Lock(); heard = s; mu.Unlock() }
	secondLog := &syncBuffer{}

	var hosts []*net.Host
	results := make([]*net.Client, 3)
	errs := make([]error, 3)
	release := make(chan struct{}) // the late player starts looking
	var wg sync.WaitGroup
	for i, cl := range clients {
		var bot ai.Bot
		if cl.Seat >= 0 {
			bot, _ = ai.New("greedy", uint64(i+1))
		}
		co := net.CarryOn{Within: 15 * time.Second, Hosting: func(h *net.Host) {
			mu.Lock()
			hosts = append(hosts, h)
			mu.Unlock()
		}}
		co.Host.Limits.AfterEnd = 2 * time.Second // as in TestSuccession
		if i < 2 {
			co.Standby = standbys[i]
		}
		if i == 0 {
			co.Host.Log = secondLog
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i == 1 {
				// The late player plays the first host's game, then
				// waits before it looks for the game again.
				if err := net.Follow(ctx, cl, bot, 5*time.Millisecond); !net.HostGone(err) {
					errs[i] = fmt.Errorf("with the first host: %v", err)
					return
				}
				<-release
			}
			var h *net.Host
			results[i], h, errs[i] = co.Follow(ctx, cl, bot, 5*time.Millisecond)
			if h != nil && errs[i] == nil {
				errs[i] = h.Run(ctx)
			}
		}()
	}
	second := handOver(t, first, &mu, &hosts)
	// The spectator is back, at the second host, which knows no successor
	// (its own player hosts it, the other is not back): the spectator
	// still lists the late player, carried over from the first host.
	settles(t, 10*time.Second, func() bool { return strings.Contains(secondLog.String(), "joined: watching") },
		func() string { return "the spectator did not come to the second host:\n" + secondLog.String() })
	time.Sleep(100 * time.Millisecond) // its list comes with its welcome
	mu.Lock()
	late := false
	for _, s := range heard.Hosts {
		late = late || s.ID == lateID
	}
	mu.Unlock()
	if !late {
		t.Errorf("the spectator's list at the second host lacks the late player: %v", heard.Hosts)
	}
	second.Close()
	close(release)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("player %d: %v", i+1, err)
		}
	}
	if t.Failed() {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	if len(hosts) != 2 {
		t.Fatalf("%d takeovers, want 2", len(hosts))
	}
	third := hosts[1]
	if !third.Match().State().Outcome().Over {
		t.Fatal("the game did not end")
	}
	want := third.Match().State().Hash()
	for i, cl := range results {
		if got := cl.Match.State().Hash(); got != want {
			t.Errorf("player %d ends at %016x, the last host at %016x", i+1, got, want)
		}
	}
}
