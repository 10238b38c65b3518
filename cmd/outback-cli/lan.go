//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"outback/ai"
	"outback/internal/atomicfile"
	"outback/net"
	"outback/rules"
)

// lanCommands are the LAN commands (a host needs a server socket, which a
// browser does not have: they are not in a js build).
func lanCommands() []command {
	return []command{
		{"host", "GAME [-players N] [-seats lan,lan,greedy...] [-options k=v,...] [-seed S] [-addr HOST:PORT] [-record FILE] [-pace D] [-web DIR] [-announce [-announce-to HOST:PORT]]", "host a LAN game without a window (-announce: list it in the Join screens on the LAN)", runHost},
		{"join", "URL [-name NAME] [-bot LEVEL] [-session FILE] [-watch] [-pace D]", "join a LAN game as a computer player or a spectator", runJoin},
	}
}

// runHost hosts a LAN game without a window.
func runHost(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("host needs a GAME first (%s)", gameNames())
	}
	g, err := rules.Lookup(args[0])
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	players := fs.Int("players", 0, "")
	seatList := fs.String("seats", "", "")
	optList := fs.String("options", "", "")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "")
	addr := fs.String("addr", ":8467", "")
	recordFile := fs.String("record", "", "")
	pace := fs.Duration("pace", 0, "")
	webDir := fs.String("web", "", "")
	announce := fs.Bool("announce", false, "")
	announceTo := fs.String("announce-to", net.BroadcastAddr, "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	web, err := net.WebBuild(*webDir)
	if err != nil {
		return fmt.Errorf("-web %v", err)
	}
	if web == nil {
		fmt.Fprintln(os.Stderr, "outback-cli host: no browser build found (make wasm, or -web DIR): only desktop peers can join")
	}
	kinds := strings.Split(*seatList, ",")
	if *seatList == "" {
		n := *players
		if n == 0 {
			n = g.MinPlayers
		}
		kinds = make([]string, n)
		for i := range kinds {
			kinds[i] = "lan"
		}
	}
	if *players != 0 && *players != len(kinds) {
		return fmt.Errorf("-players %d but -seats names %d seats", *players, len(kinds))
	}
	if len(kinds) < g.MinPlayers || len(kinds) > g.MaxPlayers {
		return fmt.Errorf("%d seats: %s is for %d–%d players", len(kinds), g.Title, g.MinPlayers, g.MaxPlayers)
	}
	if *pace < 0 {
		return fmt.Errorf("-pace %v: a wait cannot be negative", *pace)
	}
	opts, err := rules.ParseOptionList(*optList)
	if err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	setup := rules.Setup{Game: g.Name, Options: opts, Seed: *seed}
	seats, lan, err := hostSeats(kinds)
	if err != nil {
		return err
	}
	setup.Seats = seats
	if lan == 0 {
		return errors.New("-seats: no seat is open to the LAN (name one seat lan)")
	}
	h, err := net.NewHost(net.HostConfig{Setup: setup, Pace: *pace, Web: web, Now: func() int64 { return time.Now().UnixMilli() }})
	if err != nil {
		return err
	}
	if err := h.Listen(*addr); err != nil {
		return err
	}
	if *announce {
		if err := h.Announce(context.Background(), *announceTo); err != nil {
			h.Close()
			return fmt.Errorf("-announce: %v", err)
		}
	}
	fmt.Fprintf(out, "listening on %s\n", h.ShareURL())
	if err := h.Run(context.Background()); err != nil {
		return err
	}
	m := h.Match()
	if *recordFile != "" {
		if err := writeRecord(m, *recordFile); err != nil {
			return fmt.Errorf("-record: %v", err)
		}
	}
	fmt.Fprintf(out, "final hash %016x after %d moves\n", m.State().Hash(), len(m.History()))
	return nil
}

// runJoin joins a LAN game as a computer player or a spectator.
func runJoin(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("join needs the host's join link first (http://HOST:PORT/?join=CODE)")
	}
	link := args[0]
	fs := flag.NewFlagSet("join", flag.ContinueOnError)
	name := fs.String("name", "", "")
	level := fs.String("bot", ai.DefaultLevel, "")
	sessionFile := fs.String("session", "", "")
	watch := fs.Bool("watch", false, "")
	pace := fs.Duration("pace", 0, "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if _, ok := ai.LevelOf(*level); !ok {
		return fmt.Errorf("-bot %q: not a computer level (%s)", *level, strings.Join(ai.Names(), ", "))
	}
	if *pace < 0 {
		return fmt.Errorf("-pace %v: a wait cannot be negative", *pace)
	}
	cfg := net.JoinConfig{URL: link, Name: *name, Watch: *watch}
	if *sessionFile != "" {
		b, err := os.ReadFile(*sessionFile)
		switch {
		case err == nil:
			cfg.Token = strings.TrimSpace(string(b))
		case !errors.Is(err, os.ErrNotExist):
			return fmt.Errorf("-session: %v", err)
		}
	}
	ctx := context.Background()
	cl, err := net.Join(ctx, cfg)
	if err != nil {
		return err
	}
	if *sessionFile != "" && cl.Token != "" {
		if err := atomicfile.Write(*sessionFile, []byte(cl.Token+"\n")); err != nil {
			return fmt.Errorf("-session: %v", err)
		}
	}
	var bot ai.Bot
	if cl.Seat >= 0 {
		bot, _ = ai.New(*level, uint64(time.Now().UnixNano()))
	}
	if err := net.Follow(ctx, cl, bot, *pace); err != nil {
		return err
	}
	m := cl.Match
	fmt.Fprintf(out, "final hash %016x after %d moves\n", m.State().Hash(), len(m.History()))
	return nil
}

// hostSeats are the seats of kinds (lan, or a computer level) and how many
// are open to the LAN. A LAN seat is "Player N" until someone takes it; a
// computer seat is named as people see it, "Computer (Medium)", numbered
// only when two seats have the same level.
func hostSeats(kinds []string) (seats []rules.SeatInfo, lan int, err error) {
	same := map[string]int{}
	for _, k := range kinds {
		same[strings.TrimPrefix(strings.TrimSpace(k), "bot:")]++
	}
	nth := map[string]int{}
	for i, k := range kinds {
		seat := rules.SeatInfo{Name: fmt.Sprintf("Player %d", i+1)}
		switch name := strings.TrimPrefix(strings.TrimSpace(k), "bot:"); {
		case name == net.LANSeat:
			seat.Kind = net.RemoteKind
			lan++
		default:
			l, ok := ai.LevelOf(name)
			if !ok {
				return nil, 0, fmt.Errorf("-seats: seat %d is %q (lan, or a computer level: %s)", i+1, k, strings.Join(ai.Names(), ", "))
			}
			seat.Kind, seat.Name = "bot:"+name, "Computer ("+l.Label+")"
			if same[name] > 1 {
				nth[name]++
				seat.Name = fmt.Sprintf("Computer %d (%s)", nth[name], l.Label)
			}
		}
		seats = append(seats, seat)
	}
	return seats, lan, nil
}
