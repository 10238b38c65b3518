package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"

	"outback/ai"
	"outback/rules"
)

// arenaGame is one arena game's result.
type arenaGame struct {
	seed   uint64
	aSeat  int
	aWin   float64 // 1 first alone, 1/k first among k, 0 otherwise
	ended  bool
	err    error
	aTime  time.Duration
	aMoves int
	aMax   time.Duration
	bTime  time.Duration
	bMoves int
	bMax   time.Duration
}

func runArena(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("arena needs a GAME first (%s)", gameNames())
	}
	g, err := rules.Lookup(args[0])
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	a := fs.String("a", "", "")
	b := fs.String("b", "", "")
	n := fs.Int("n", 100, "")
	players := fs.Int("players", g.MinPlayers, "")
	seed := fs.Uint64("seed", 1, "")
	moveTime := fs.Duration("movetime", 0, "")
	optList := fs.String("options", "", "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	for _, l := range []struct{ flag, name string }{{"-a", *a}, {"-b", *b}} {
		if l.name == "" {
			return usageErr("arena needs both levels, -a and -b (%s)", strings.Join(ai.Names(), ", "))
		}
		if _, err := ai.New(l.name, 0); err != nil {
			return fmt.Errorf("%s: %v", l.flag, err)
		}
	}
	if *n < 1 {
		return fmt.Errorf("-n %d: the number of games must be at least 1", *n)
	}
	if *players < g.MinPlayers || *players > g.MaxPlayers {
		return fmt.Errorf("-players %d: %s is for %d–%d players", *players, g.Title, g.MinPlayers, g.MaxPlayers)
	}
	if *moveTime < 0 {
		return fmt.Errorf("-movetime %v: a thinking time cannot be negative", *moveTime)
	}
	opts, err := rules.ParseOptionList(*optList)
	if err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	if _, err := rules.ParseOptions(g.Options, *players, opts); err != nil {
		return fmt.Errorf("-options: %v", err)
	}

	// Games run in parallel, one per core; results are printed in order.
	results := make([]arenaGame, *n)
	done := make([]chan struct{}, *n)
	for i := range done {
		done[i] = make(chan struct{})
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = playArenaGame(g, opts, *players, *a, *b, *seed+uint64(i), i%*players, *moveTime)
				close(done[i])
			}
		}()
	}
	go func() {
		for i := 0; i < *n; i++ {
			jobs <- i
		}
		close(jobs)
	}()

	var sum arenaGame
	wins := 0.0
	for i := range results {
		<-done[i]
		r := results[i]
		if r.err != nil {
			wg.Wait()
			return fmt.Errorf("game %d (seed %d): %v", i+1, r.seed, r.err)
		}
		word := "lost"
		switch {
		case !r.ended:
			word = "unfinished"
		case r.aWin == 1:
			word = "won"
		case r.aWin > 0:
			word = "shared first place"
		}
		fmt.Fprintf(out, "game %d/%d (seed %d, %s at seat %d): %s %s\n", i+1, *n, r.seed, *a, r.aSeat+1, *a, word)
		wins += r.aWin
		sum.aTime += r.aTime
		sum.aMoves += r.aMoves
		sum.aMax = max(sum.aMax, r.aMax)
		sum.bTime += r.bTime
		sum.bMoves += r.bMoves
		sum.bMax = max(sum.bMax, r.bMax)
	}
	wg.Wait()
	lo, hi := wilson(wins, *n)
	fmt.Fprintf(out, "%s vs %s: %s/%d wins (%.1f%%, 95%% CI %.1f–%.1f%%), %s %.3f s/move (max %.3f), %s %.3f s/move (max %.3f)\n",
		*a, *b, trimFloat(wins), *n, 100*wins/float64(*n), 100*lo, 100*hi,
		*a, perMove(sum.aTime, sum.aMoves), sum.aMax.Seconds(), *b, perMove(sum.bTime, sum.bMoves), sum.bMax.Seconds())
	return nil
}

// playArenaGame plays one game: level a at seat aSeat, level b at the others.
func playArenaGame(g *rules.Game, opts []rules.Option, players int, a, b string, seed uint64, aSeat int, moveTime time.Duration) arenaGame {
	r := arenaGame{seed: seed, aSeat: aSeat}
	seats := make([]rules.SeatInfo, players)
	bots := make([]ai.Bot, players)
	for i := range seats {
		name := b
		if i == aSeat {
			name = a
		}
		seats[i] = rules.SeatInfo{Name: fmt.Sprintf("%s %d", name, i+1), Kind: "bot:" + name}
		bots[i], _ = ai.NewTimed(name, seed*8+uint64(i), moveTime)
	}
	m, err := rules.NewMatch(rules.Setup{Game: g.Name, Options: opts, Seats: seats, Seed: seed}, 0)
	if err != nil {
		r.err = err
		return r
	}
	const maxMoves = 5000
	for len(m.History()) < maxMoves {
		st := m.State()
		seat := st.ToMove()
		if seat == rules.Nobody {
			break
		}
		if seat == rules.Chance {
			if _, _, err := m.PlayChance(0); err != nil {
				r.err = err
				return r
			}
			continue
		}
		t0 := time.Now()
		mv := ai.Think(bots[seat], st.View(seat), seat)
		took := time.Since(t0)
		if seat == aSeat {
			r.aTime += took
			r.aMoves++
			r.aMax = max(r.aMax, took)
		} else {
			r.bTime += took
			r.bMoves++
			r.bMax = max(r.bMax, took)
		}
		if mv == nil {
			r.err = fmt.Errorf("the bot of seat %d found no move", seat+1)
			return r
		}
		if _, err := m.Play(mv, 0); err != nil {
			r.err = fmt.Errorf("the bot of seat %d: %v", seat+1, err)
			return r
		}
	}
	o := m.State().Outcome()
	if !o.Over {
		return r
	}
	r.ended = true
	firsts := 0
	for _, rank := range o.Ranks {
		if rank == 1 {
			firsts++
		}
	}
	if o.Ranks[aSeat] == 1 {
		r.aWin = 1 / float64(firsts)
	}
	return r
}

// wilson is the 95% Wilson score interval of wins out of n.
func wilson(wins float64, n int) (lo, hi float64) {
	const z = 1.959964
	p, nf := wins/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, c-h), min(1, c+h)
}

func perMove(d time.Duration, moves int) float64 {
	if moves == 0 {
		return 0
	}
	return d.Seconds() / float64(moves)
}

// trimFloat prints a win count: whole, or with its half (or third…).
func trimFloat(f float64) string {
	if f == math.Trunc(f) {
		return fmt.Sprintf("%d", int(f))
	}
	return strings.TrimRight(fmt.Sprintf("%.2f", f), "0")
}
