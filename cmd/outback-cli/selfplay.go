package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"outback/ai"
	"outback/internal/atomicfile"
	"outback/rules"
)

func runSelfplay(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("selfplay needs a GAME first (%s)", gameNames())
	}
	g, err := rules.Lookup(args[0])
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	n := fs.Int("n", 100, "")
	players := fs.Int("players", g.MinPlayers, "")
	seed := fs.Uint64("seed", 1, "")
	botList := fs.String("bots", "greedy", "")
	optList := fs.String("options", "", "")
	maxMoves := fs.Int("max", 3000, "")
	recordDir := fs.String("record", "", "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if *n < 1 {
		return fmt.Errorf("-n %d: the number of games must be at least 1", *n)
	}
	if *maxMoves < 1 {
		return fmt.Errorf("-max %d: the move limit must be at least 1", *maxMoves)
	}
	if *players < g.MinPlayers || *players > g.MaxPlayers {
		return fmt.Errorf("-players %d: %s is for %d–%d players", *players, g.Title, g.MinPlayers, g.MaxPlayers)
	}
	opts, err := rules.ParseOptionList(*optList)
	if err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	if _, err := rules.ParseOptions(g.Options, *players, opts); err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	botNames := strings.Split(*botList, ",")
	for _, b := range botNames {
		if _, err := ai.New(b, 0); err != nil {
			return fmt.Errorf("-bots: %v", err)
		}
	}
	if *recordDir != "" {
		if err := os.MkdirAll(*recordDir, 0o755); err != nil {
			return err
		}
	}
	seats := make([]rules.SeatInfo, *players)
	for i := range seats {
		b := botNames[i%len(botNames)]
		seats[i] = rules.SeatInfo{Name: fmt.Sprintf("%s %d", b, i+1), Kind: "bot:" + b}
	}

	start := time.Now()
	var ended, moves int
	wins := make([]int, *players)
	for i := 0; i < *n; i++ {
		s := *seed + uint64(i)
		m, err := rules.NewMatch(rules.Setup{Game: g.Name, Options: opts, Seats: seats, Seed: s}, start.UnixMilli())
		if err != nil {
			return err
		}
		bots := make([]ai.Bot, *players)
		for j := range bots {
			bots[j], _ = ai.New(seats[j].Bot(), s*8+uint64(j))
		}
		done, err := ai.PlayOut(m, bots, *maxMoves, start.UnixMilli())
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %v", i+1, s, err)
		}
		moves += len(m.History())
		if done {
			ended++
			for seat, r := range m.State().Outcome().Ranks {
				if r == 1 {
					wins[seat]++
				}
			}
		}
		if *recordDir != "" {
			if err := writeRecord(m, filepath.Join(*recordDir, fmt.Sprintf("%s-%d-%04d.outback", g.Name, *seed, i+1))); err != nil {
				return err
			}
		}
	}
	secs := time.Since(start).Seconds()
	fmt.Fprintf(out, "%s, %d players (%s), %d games from seed %d\n", g.Title, *players, *botList, *n, *seed)
	fmt.Fprintf(out, "ended:      %d (%d stopped unfinished at %d moves)\n", ended, *n-ended, *maxMoves)
	fmt.Fprintf(out, "moves:      %d (%.1f per game)\n", moves, float64(moves)/float64(*n))
	fmt.Fprintf(out, "first place:")
	for seat, w := range wins {
		fmt.Fprintf(out, " seat %d (%s) %d;", seat, seats[seat].Kind[4:], w)
	}
	fmt.Fprintf(out, " shared firsts count for each\n")
	fmt.Fprintf(out, "time:       %.2fs, %.1f games/s\n", secs, float64(*n)/secs)
	return nil
}

// writeRecord saves a match's Record atomically (temp file, then rename).
func writeRecord(m *rules.Match, path string) error {
	rec, err := m.Record()
	if err != nil {
		return err
	}
	data, err := rec.Encode()
	if err != nil {
		return err
	}
	return atomicfile.Write(path, data)
}
