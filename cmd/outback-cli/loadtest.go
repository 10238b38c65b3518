//go:build !js

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	neturl "net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// runLoadtest measures a server: it creates N two-seat tables and plays
// them with computer peers over real WebSockets, all in this process, and
// times each move from the peer that sent it to the other peer's receipt.
func runLoadtest(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("loadtest needs the server's address first (http://HOST:PORT/)")
	}
	base := strings.TrimSuffix(args[0], "/")
	if u, err := neturl.Parse(base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q is not a server's address (http://HOST:PORT/)", args[0])
	}
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	tables := fs.Int("tables", 100, "")
	pace := fs.Duration("pace", time.Second, "")
	game := fs.String("game", "downunder", "")
	level := fs.String("bot", "random", "")
	within := fs.Duration("within", 10*time.Minute, "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if *tables < 1 {
		return fmt.Errorf("-tables %d: at least one", *tables)
	}
	if *pace < 0 {
		return fmt.Errorf("-pace %v: a wait cannot be negative", *pace)
	}
	if _, ok := ai.LevelOf(*level); !ok {
		return fmt.Errorf("-bot %q: not a computer level (%s)", *level, strings.Join(ai.Names(), ", "))
	}
	if _, err := rules.Lookup(*game); err != nil {
		return fmt.Errorf("-game: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), *within)
	defer cancel()

	lt := &loadtest{base: base, game: *game, level: *level, pace: *pace}
	start := time.Now()
	var wg sync.WaitGroup
	// Tables are set up a few at a time, as players would arrive, not in
	// one burst of connections.
	gate := make(chan struct{}, 16)
	for i := range *tables {
		gate <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			lt.table(ctx, i, gate)
		}()
	}
	wg.Wait()
	took := time.Since(start)

	lt.mu.Lock()
	lat := slices.Clone(lt.latencies)
	lt.mu.Unlock()
	slices.Sort(lat)
	pct := func(p int) float64 {
		if len(lat) == 0 {
			return 0
		}
		return float64(lat[(len(lat)-1)*p/100].Microseconds()) / 1000
	}
	for _, e := range lt.firstErrors() {
		fmt.Fprintf(os.Stderr, "outback-cli loadtest: %s\n", e)
	}
	if rss := serverRSS(base); rss > 0 {
		fmt.Fprintf(out, "server: %d MB resident after the games\n", rss>>20)
	}
	fmt.Fprintf(out, "loadtest: %d tables played in %v\n", *tables, took.Round(time.Second))
	fmt.Fprintf(out, "loadtest: %d tables, %d moves, p50 %.1f ms, p99 %.1f ms, errors %d\n",
		*tables, lt.moves.Load(), pct(50), pct(99), lt.errs.Load())
	if lt.errs.Load() > 0 {
		return errors.New("some tables did not end well (above)")
	}
	return nil
}

type loadtest struct {
	base, game, level string
	pace              time.Duration
	moves, errs       atomic.Int64

	mu        sync.Mutex
	latencies []time.Duration
	errors    []string
}

func (lt *loadtest) fail(format string, a ...any) {
	lt.errs.Add(1)
	lt.mu.Lock()
	lt.errors = append(lt.errors, fmt.Sprintf(format, a...))
	lt.mu.Unlock()
}

// firstErrors are the first few errors (a thousand alike help no one).
func (lt *loadtest) firstErrors() []string {
	lt.mu.Lock()
	defer lt.mu.Unlock()
	return lt.errors[:min(len(lt.errors), 10)]
}

// sent is when each move of one table was sent, by its index.
type sent struct {
	mu sync.Mutex
	at map[int]time.Time
}

// table creates one table, seats two computer peers at it and plays it to
// the end; gate is released once both are seated.
func (lt *loadtest) table(ctx context.Context, i int, gate chan struct{}) {
	released := false
	release := func() {
		if !released {
			released = true
			<-gate
		}
	}
	defer release()
	body := fmt.Sprintf(`{"game":%q,"seats":["lan","lan"],"public":false}`, lt.game)
	resp, err := http.Post(lt.base+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		lt.fail("table %d: %v", i+1, err)
		return
	}
	var created struct{ Link, Error string }
	json.NewDecoder(resp.Body).Decode(&created)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		lt.fail("table %d: %s %s", i+1, resp.Status, created.Error)
		return
	}
	var clients [2]*net.Client
	for s := range clients {
		cl, err := net.Join(ctx, net.JoinConfig{URL: created.Link, Name: "Load " + strconv.Itoa(s+1), Bot: lt.level})
		if err != nil {
			lt.fail("table %d: seat %d: %v", i+1, s+1, err)
			for _, c := range clients[:s] {
				c.Close()
			}
			return
		}
		clients[s] = cl
	}
	release()
	times := &sent{at: map[int]time.Time{}}
	var wg sync.WaitGroup
	finals := make([]string, len(clients))
	for s, cl := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer cl.Close()
			final, err := lt.play(ctx, cl, times, uint64(i*2+s))
			if err != nil {
				lt.fail("table %d: seat %d: %v", i+1, cl.Seat+1, err)
			}
			finals[s] = final
		}()
	}
	wg.Wait()
	if finals[0] != finals[1] && finals[0] != "" && finals[1] != "" {
		lt.fail("table %d: the peers ended apart (%s, %s)", i+1, finals[0], finals[1])
	}
}

// play plays cl's seat to the end, noting when each of its moves went and
// how long each of the other's took to arrive.
func (lt *loadtest) play(ctx context.Context, cl *net.Client, times *sent, seed uint64) (string, error) {
	bot, err := ai.New(lt.level, seed)
	if err != nil {
		return "", err
	}
	played := -1
	for !cl.Over() {
		if cl.Match != nil && cl.Seat >= 0 {
			st := cl.Match.State()
			n := len(cl.Match.History())
			if st.ToMove() == cl.Seat && played != n {
				select {
				case <-time.After(lt.pace):
				case <-ctx.Done():
					return "", ctx.Err()
				}
				mv := ai.Think(bot, st.View(cl.Seat), cl.Seat)
				times.mu.Lock()
				times.at[n] = time.Now()
				times.mu.Unlock()
				if err := cl.Play(mv); err != nil {
					return "", err
				}
				played = n
			}
		}
		u, err := cl.Next(ctx)
		if err != nil {
			return "", err
		}
		switch u.Kind {
		case net.Refused:
			return "", fmt.Errorf("a move was refused: %s", u.Text)
		case net.Moved:
			if cl.Seat == 0 { // each move once, not once a peer
				lt.moves.Add(1)
			}
			if u.Seat < 0 || u.Seat == cl.Seat {
				continue
			}
			n := len(cl.Match.History()) - 1
			times.mu.Lock()
			at, ok := times.at[n]
			delete(times.at, n)
			times.mu.Unlock()
			if ok {
				lt.mu.Lock()
				lt.latencies = append(lt.latencies, time.Since(at))
				lt.mu.Unlock()
			}
		}
	}
	return fmt.Sprintf("%016x", cl.Match.State().Hash()), nil
}

// serverRSS reads the server's resident memory from its /metrics (0 when
// it cannot be read).
func serverRSS(base string) int64 {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "process_resident_memory_bytes "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return int64(f)
			}
		}
	}
	return 0
}
