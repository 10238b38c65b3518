//go:build !js

package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	neturl "net/url"
	"os"
	"slices"
	"strconv"
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
		{"join", "URL [-name NAME] [-bot LEVEL] [-session FILE] [-addr HOST:PORT] [-record FILE] [-watch] [-pace D]", "join a LAN game as a computer player or a spectator; should the host go away, this program may host the game at -addr (default: a free port)", runJoin},
		{"serve", "[-addr HOST:PORT] [-data DIR] [-web DIR] [-ttl D] [-pace D] [-tls-cert FILE -tls-key FILE] [-origins LIST] [-tables-per-hour N] [-conns-per-addr N] [-shard S]", "run the Outback server: many tables behind one port, kept in a database (phones alone, friends apart)", runServe},
		{"loadtest", "URL [-tables N] [-pace D] [-game GAME] [-bot LEVEL]", "measure a server: play N two-seat tables at once over real WebSockets and time each move's relay", runLoadtest},
	}
}

// runHost hosts a LAN game without a window.
func runHost(args []string, stdin io.Reader, out io.Writer) error {
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
	seats, lan, err := net.SeatsOf(kinds)
	if err != nil {
		return fmt.Errorf("-seats: %v", err)
	}
	setup.Seats = seats
	if lan == 0 {
		return errors.New("-seats: no seat is open to the LAN (name one seat lan)")
	}
	h, err := net.NewHost(net.HostConfig{Setup: setup, Pace: *pace, Web: web, Log: os.Stderr, Now: func() int64 { return time.Now().UnixMilli() }})
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
	fmt.Fprintln(os.Stderr, "outback-cli host: type 'help' for the seat commands")
	go hostCommands(h, stdin, os.Stderr)
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
	standbyAddr := fs.String("addr", "", "")
	recordFile := fs.String("record", "", "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if _, ok := ai.LevelOf(*level); !ok {
		return fmt.Errorf("-bot %q: not a computer level (%s)", *level, strings.Join(ai.Names(), ", "))
	}
	if *pace < 0 {
		return fmt.Errorf("-pace %v: a wait cannot be negative", *pace)
	}
	standby, err := net.NewStandby(*standbyAddr)
	if err != nil {
		return fmt.Errorf("-addr: %v", err)
	}
	defer standby.Close()
	cfg := net.JoinConfig{URL: link, Name: *name, Watch: *watch}
	if !*watch {
		cfg.Bot = *level // the others' windows say a computer plays the seat
	}
	cfg.Offer, cfg.OfferID = standby.Offer()
	var saved seatSession
	if *sessionFile != "" {
		if saved, err = readSession(*sessionFile); err != nil {
			return fmt.Errorf("-session: %v", err)
		}
		cfg.Token = saved.token
	}
	ctx := context.Background()
	cl, err := net.Join(ctx, cfg)
	var refused *net.RefusedError
	switch {
	case err != nil && saved.over != "" && !errors.As(err, &refused):
		// The game this session was for has ended (its host is gone).
		fmt.Fprintf(out, "the game is over: %s\n", saved.over)
		return nil
	case errors.As(err, &refused) && cfg.Token != "" && !strings.HasPrefix(refused.Reason, net.HostMoved):
		// The host is there and says why: a session of another game.
		return fmt.Errorf("%v (-session %s holds a seat of another game: remove the file to join afresh)", err, *sessionFile)
	}
	if err != nil && len(saved.successors) > 0 {
		// The host this link names may be gone: the game goes on at one
		// of its successors.
		code := ""
		if u, perr := neturl.Parse(link); perr == nil {
			code = u.Query().Get("join")
		}
		r := net.Rejoin{Code: code, Token: cfg.Token, Name: cfg.Name, Bot: cfg.Bot, Seat: -1, Offer: cfg.Offer, OfferID: cfg.OfferID}
		if cfg.Token != "" {
			r.Seat = 0 // a seat, which the token names
		}
		for _, a := range saved.successors {
			r.Succession.Hosts = append(r.Succession.Hosts, net.Successor{Addr: a})
		}
		fctx, cancel := context.WithTimeout(ctx, 8*time.Second)
		cl, err = r.Find(fctx, 2*time.Second)
		cancel()
		if err != nil {
			err = fmt.Errorf("the game is not at %s nor at any of the %d places it could have moved to: it may be over, or everyone gone (%v)", link, len(saved.successors), err)
		}
	}
	if err != nil {
		return err
	}
	if *sessionFile != "" {
		keep := func(s net.Succession) {
			saved.token = cl.Token
			saved.successors = saved.successors[:0]
			for _, h := range s.Hosts {
				saved.successors = append(saved.successors, h.Addr)
			}
			if err := writeSession(*sessionFile, saved, cfg.Offer); err != nil {
				fmt.Fprintf(os.Stderr, "outback-cli join: -session: %v\n", err)
			}
		}
		if err := writeSession(*sessionFile, seatSession{token: cl.Token, successors: saved.successors}, cfg.Offer); err != nil {
			return fmt.Errorf("-session: %v", err)
		}
		cl.OnSuccession = keep
	}
	var bot ai.Bot
	if cl.Seat >= 0 {
		bot, _ = ai.New(*level, uint64(time.Now().UnixNano()))
	}
	// Should the host go away, the game goes on at the next in its
	// succession, or here.
	web, _ := net.WebBuild("")
	co := net.CarryOn{Standby: standby, Name: *name, Bot: cfg.Bot,
		Host: net.HostConfig{Web: web, Log: os.Stderr, Now: func() int64 { return time.Now().UnixMilli() }},
		Hosting: func(h *net.Host) {
			// A successor hosts once the table agrees (it may step down
			// for another host of the game first).
			fmt.Fprintf(os.Stderr, "outback-cli join: the host is gone; standing for host at %s (term %d)\n", h.ShareURL(), h.Term())
			go func() {
				select {
				case <-h.Elected():
					fmt.Fprintf(out, "hosting on %s\n", h.ShareURL())
				case <-h.Closed():
				}
			}()
		}}
	cl, hosted, err := co.Follow(ctx, cl, bot, *pace)
	if err == nil && hosted != nil {
		err = hosted.Run(ctx)
	}
	if err != nil {
		return err
	}
	m := cl.Match
	if hosted != nil {
		m = hosted.Match()
	}
	if *recordFile != "" {
		if err := writeRecord(m, *recordFile); err != nil {
			return fmt.Errorf("-record: %v", err)
		}
	}
	final := fmt.Sprintf("final hash %016x after %d moves", m.State().Hash(), len(m.History()))
	if *sessionFile != "" {
		saved, _ = readSession(*sessionFile)
		saved.over = final
		if err := writeSession(*sessionFile, saved, cfg.Offer); err != nil {
			fmt.Fprintf(os.Stderr, "outback-cli join: -session: %v\n", err)
		}
	}
	fmt.Fprintln(out, final)
	return nil
}

// hostCommands reads the host's seat commands, one a line, until stdin
// ends: the command line's way to free a seat or give it to a computer
// player, as the window's lobby and menu do.
func hostCommands(h *net.Host, in io.Reader, out io.Writer) {
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		if msg := hostCommand(h, sc.Text()); msg != "" {
			fmt.Fprintln(out, msg)
		}
	}
}

const hostHelp = `seats                 who sits where
free N                before the game: open seat N again (whoever took it leaves)
computer N [LEVEL]    a computer player takes seat N: before the game for good;
                      during it, for a missing player until they come back, or
                      instead of a connected player, who is sent away`

// hostCommand runs one command line and says what came of it.
func hostCommand(h *net.Host, line string) string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return ""
	}
	seatArg := func() (int, error) {
		if len(f) < 2 {
			return 0, fmt.Errorf("%s needs a seat number", f[0])
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 {
			return 0, fmt.Errorf("%q is not a seat number", f[1])
		}
		return n - 1, nil
	}
	var err error
	switch f[0] {
	case "help", "?":
		return hostHelp
	case "seats":
		var b strings.Builder
		for i, s := range h.Seats().Seats {
			state := "open"
			switch {
			case s.Kind != net.RemoteKind:
				state = "computer"
			case s.StandIn != "" && !s.Connected:
				state = "away, a computer plays"
			case s.Connected:
				state = "here"
			case s.Taken:
				state = "away"
			}
			fmt.Fprintf(&b, "seat %d: %s (%s)\n", i+1, rules.Printable(s.Name), state)
		}
		return strings.TrimSuffix(b.String(), "\n")
	case "free":
		var seat int
		if seat, err = seatArg(); err == nil {
			err = h.FreeSeat(seat)
		}
		if err == nil {
			return fmt.Sprintf("seat %d is open", seat+1)
		}
	case "computer":
		var seat int
		if seat, err = seatArg(); err != nil {
			break
		}
		level := ai.DefaultLevel
		if len(f) > 2 {
			level = f[2]
		}
		info := h.Seats()
		if info.Started && seat < len(info.Seats) && info.Seats[seat].Connected && info.Seats[seat].Kind == net.RemoteKind {
			err = h.SendAway(seat, level)
		} else {
			err = h.GiveToComputer(seat, level)
		}
		if err == nil {
			return fmt.Sprintf("a computer player (%s) plays seat %d", level, seat+1)
		}
	default:
		return fmt.Sprintf("unknown command %q; type 'help'", f[0])
	}
	return err.Error()
}

// seatSession is what -session keeps: the seat's token, and the addresses
// of the game's successors (a restarted peer whose host went away finds
// the game there). The file is the token on its first line, then one
// successor's HOST:PORT a line.
type seatSession struct {
	token      string
	successors []string
	// over is how the game ended ("final hash … after N moves"), once it
	// has: a restart after the end says so.
	over string
}

func readSession(path string) (seatSession, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return seatSession{}, nil
	}
	if err != nil {
		return seatSession{}, err
	}
	var s seatSession
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		line = strings.TrimSpace(line)
		switch over, ok := strings.CutPrefix(line, "over "); {
		case i == 0:
			s.token = line
		case ok:
			s.over = over
		case line != "" && !slices.Contains(s.successors, line):
			s.successors = append(s.successors, line)
		}
	}
	return s, nil
}

// writeSession writes s, each successor once and not self (this peer's
// own standby address: it does not look for the game at itself).
func writeSession(path string, s seatSession, self string) error {
	text := s.token + "\n"
	var seen []string
	for _, a := range s.successors {
		mine := self != "" && (a == self || strings.HasPrefix(self, ":") && strings.HasSuffix(a, self))
		if !mine && !slices.Contains(seen, a) {
			seen = append(seen, a)
			text += a + "\n"
		}
	}
	if s.over != "" {
		text += "over " + s.over + "\n"
	}
	return atomicfile.Write(path, []byte(text))
}
