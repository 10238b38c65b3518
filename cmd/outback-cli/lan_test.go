//go:build !js

package main

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// The program, built once for all the tests that run it as real
// processes (each build took seconds), and removed after them.
var (
	cliOnce sync.Once
	cliDir  string
	cliErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if cliDir != "" {
		os.RemoveAll(cliDir)
	}
	os.Exit(code)
}

// buildCLI is this program built into a temporary folder.
func buildCLI(t *testing.T) string {
	t.Helper()
	cliOnce.Do(func() {
		if cliDir, cliErr = os.MkdirTemp("", "outback-cli-test-"); cliErr != nil {
			return
		}
		if out, err := exec.Command("go", "build", "-o", filepath.Join(cliDir, "outback-cli"), ".").CombinedOutput(); err != nil {
			cliErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return filepath.Join(cliDir, "outback-cli")
}

// lastLine runs cmd to its end and returns its last line of output.
func lastLine(t *testing.T, cmd *exec.Cmd) string {
	t.Helper()
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("%v: %v (%s)\n%s", cmd.Args, err, out, stderr)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return lines[len(lines)-1]
}

// A host and its peers as separate programs on loopback: one peer is
// killed (kill -9) mid-game and started again with its session file; it
// takes its seat back, catches up, and everyone ends with the same hash;
// the host's Record verifies.
func TestHostAndJoinWithARestart(t *testing.T) {
	bin := buildCLI(t)
	for _, game := range []string{"billabong", "crossing", "downunder"} {
		t.Run(game, func(t *testing.T) { hostAndJoinWithARestart(t, bin, game) })
	}
}

func hostAndJoinWithARestart(t *testing.T, bin, game string) {
	dir := t.TempDir()
	record := filepath.Join(dir, "game.outback")
	finder, err := net.Discover("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer finder.Close()
	host := exec.Command(bin, "host", game, "-seats", "lan,greedy,lan", "-addr", "127.0.0.1:0", "-seed", "5", "-record", record,
		"-announce", "-announce-to", finder.Addr())
	stdout, _ := host.StdoutPipe()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	defer host.Process.Kill()
	lines := bufio.NewScanner(stdout)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "listening on http://127.0.0.1:") {
		t.Fatalf("first line %q", lines.Text())
	}
	link := strings.TrimPrefix(lines.Text(), "listening on ")
	// -announce: the game is heard where the test listens (loopback).
	heard := false
	for deadline := time.Now().Add(10 * time.Second); !heard && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, g := range finder.Games() {
			heard = heard || (g.Link == link && g.Free == 2)
		}
	}
	if !heard {
		t.Errorf("the host's announcement of %s was not heard (heard %+v)", link, finder.Games())
	}

	session := filepath.Join(dir, "seat.token")
	// The kill must come mid-game. Crossing's game at 20 ms a move lasts
	// about 1.5 s here, and once (in a loaded CI run) the restarted
	// peer's join failed after a kill at 998 ms, late in it: the games
	// are slower now, the kill earlier, and a failing join shows its
	// errors (lastLine).
	pace := "30ms"
	switch game {
	case "downunder":
		pace = "90ms"
	case "crossing":
		pace = "50ms"
	}
	steady := exec.Command(bin, "join", link, "-bot", "greedy", "-name", "Steady", "-pace", pace)
	steadyDone := make(chan string, 1)
	go func() { steadyDone <- lastLine(t, steady) }()

	victim := exec.Command(bin, "join", link, "-bot", "greedy", "-session", session, "-pace", pace)
	if err := victim.Start(); err != nil {
		t.Fatal(err)
	}
	// A random move into the game, well before its end: the games above
	// last 1–1.7 s here.
	killAt := time.Duration(300+rand.IntN(300)) * time.Millisecond
	t.Logf("the peer is killed after %v", killAt)
	time.Sleep(killAt)
	if _, err := os.Stat(session); err != nil {
		t.Fatalf("no session file after joining: %v", err)
	}
	victim.Process.Signal(syscall.SIGKILL)
	victim.Wait()

	again := lastLine(t, exec.Command(bin, "join", link, "-bot", "greedy", "-session", session))
	var hostLast string
	for lines.Scan() {
		hostLast = lines.Text()
	}
	if err := host.Wait(); err != nil {
		t.Fatalf("host: %v", err)
	}
	want := hostLast
	if !strings.HasPrefix(want, "final hash ") {
		t.Fatalf("host's last line %q", want)
	}
	if again != want || <-steadyDone != want {
		t.Errorf("host %q, restarted peer %q", want, again)
	}
	if code, out, errs := outback(t, "", "replay", "verify", record); code != 0 || !strings.Contains(out, "ok: every move legal") {
		t.Errorf("the host's Record does not verify: %s%s", out, errs)
	} else if !strings.Contains(out, "seat 2: Computer (Greedy) (bot:greedy)") {
		t.Errorf("the host's computer seat is not named as a person sees it:\n%s", out)
	}
}

// A bad link, a wrong code and a host that is not there are one-line
// errors and a non-zero exit, never a hang.
func TestJoinErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"join", "ftp://127.0.0.1:1/?join=X"}, "must start with http://"},
		{[]string{"join", "http://127.0.0.1:1/"}, "has no join code"},
		{[]string{"join", "http://127.0.0.1:1/?join=ABC"}, "cannot reach the host"},
		{[]string{"join", "http://127.0.0.1:1/?join=ABC", "-bot", "genius"}, `-bot "genius": not a computer level`},
		{[]string{"host", "billabong", "-seats", "greedy,greedy"}, "no seat is open to the LAN"},
		{[]string{"host", "billabong", "-seats", "lan,wizard"}, `seat 2 is "wizard"`},
		{[]string{"host", "billabong", "-addr", "256.0.0.1:99999"}, "cannot listen on 256.0.0.1:99999"},
		{[]string{"host", "billabong", "-addr", "127.0.0.1:0", "-announce", "-announce-to", "nowhere"}, "-announce: cannot announce to nowhere"},
	} {
		code, _, errs := outback(t, "", c.args...)
		if code == 0 || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") > 1 {
			t.Errorf("%v: exit %d, %q; want an error saying %q", c.args, code, errs, c.want)
		}
	}
}

// The host is killed mid-game (kill -9), and then its successor too: each
// time the next peer in the succession prints "hosting on URL" — the same
// join code — and the others follow it there without any announcement; a
// spectator joins the printed link; the first successor, restarted with its
// session file, finds the game at the second and takes its seat back; one
// final hash everywhere and a Record that verifies.
func TestHostLeaves(t *testing.T) {
	bin := buildCLI(t)
	for _, game := range []string{"billabong", "crossing", "downunder"} {
		t.Run(game, func(t *testing.T) { hostLeaves(t, bin, game) })
	}
}

// proc is a program under test whose output lines arrive on a channel.
type proc struct {
	cmd   *exec.Cmd
	lines chan string
	done  chan struct{}
}

func start(t *testing.T, bin string, args ...string) *proc {
	t.Helper()
	p := &proc{cmd: exec.Command(bin, args...), lines: make(chan string, 100), done: make(chan struct{})}
	out, _ := p.cmd.StdoutPipe()
	var errs strings.Builder
	p.cmd.Stderr = &errs
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.cmd.Process.Kill() })
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		p.cmd.Wait()
		if t.Failed() {
			t.Logf("%v stderr:\n%s", args, errs.String())
		}
		close(p.lines)
		close(p.done)
	}()
	return p
}

// line waits for a line starting with prefix.
func (p *proc) line(t *testing.T, prefix string) string {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("%v ended without a line %q", p.cmd.Args[1:], prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-timeout:
			t.Fatalf("%v: no line %q in 30 s", p.cmd.Args[1:], prefix)
		}
	}
}

func (p *proc) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

func hostLeaves(t *testing.T, bin, game string) {
	dir := t.TempDir()
	pace := "30ms"
	if game == "downunder" {
		pace = "90ms" // its games are short: the kills must come mid-game
	}
	host := start(t, bin, "host", game, "-seats", "lan,lan,greedy", "-addr", "127.0.0.1:0", "-seed", "9", "-pace", pace)
	link := strings.TrimPrefix(host.line(t, "listening on "), "listening on ")
	code := link[strings.Index(link, "?join="):]
	sessionA := filepath.Join(dir, "a.token")
	record := filepath.Join(dir, "game.outback")
	a := start(t, bin, "join", link, "-name", "Ann", "-bot", "greedy", "-pace", pace, "-addr", "127.0.0.1:0", "-session", sessionA)
	time.Sleep(200 * time.Millisecond) // Ann is first in the succession
	b := start(t, bin, "join", link, "-name", "Ben", "-bot", "greedy", "-pace", pace, "-addr", "127.0.0.1:0", "-record", record)
	w := start(t, bin, "join", link, "-watch", "-addr", "127.0.0.1:0")

	time.Sleep(600 * time.Millisecond)
	host.kill()
	hosting := a.line(t, "hosting on ")
	second := strings.TrimPrefix(hosting, "hosting on ")
	if !strings.HasPrefix(second, "http://127.0.0.1:") || !strings.HasSuffix(second, code) {
		t.Fatalf("Ann says %q; the game's link was %s", hosting, link)
	}
	late := start(t, bin, "join", second, "-watch", "-addr", "127.0.0.1:0")

	time.Sleep(500 * time.Millisecond)
	a.kill()
	third := strings.TrimPrefix(b.line(t, "hosting on "), "hosting on ")
	if !strings.HasSuffix(third, code) || third == second {
		t.Fatalf("Ben hosts at %s (Ann was at %s)", third, second)
	}
	// Ann comes back with her session: the link she has is dead, her
	// session knows where the game went.
	again := start(t, bin, "join", link, "-bot", "greedy", "-addr", "127.0.0.1:0", "-session", sessionA)

	want := b.line(t, "final hash ")
	for name, p := range map[string]*proc{"Ann again": again, "the spectator": w, "the late spectator": late} {
		if got := p.line(t, "final hash "); got != want {
			t.Errorf("%s: %q, the last host %q", name, got, want)
		}
	}
	if code, out, errs := outback(t, "", "replay", "verify", record); code != 0 || !strings.Contains(out, "ok: every move legal") {
		t.Errorf("the last host's Record does not verify: %s%s", out, errs)
	}
}

// A headless host names its computer seats as the window shows a computer
// (not by the level's registry name and a seat number, "medium 3"), and
// numbers two of one level so they can be told apart.
func TestHostNamesComputerSeatsForPeople(t *testing.T) {
	seats, lan, err := net.SeatsOf([]string{"lan", "lan", "medium", "hard", "bot:hard"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range seats {
		names = append(names, s.Name)
	}
	want := []string{"Player 1", "Player 2", "Computer (Medium)", "Computer 1 (Hard)", "Computer 2 (Hard)"}
	if lan != 2 || !slices.Equal(names, want) {
		t.Errorf("seats %q (%d open to the LAN), want %q (2)", names, lan, want)
	}
	if seats[4].Kind != "bot:hard" || seats[0].Kind != net.RemoteKind {
		t.Errorf("kinds %q, %q", seats[4].Kind, seats[0].Kind)
	}
}

// The command-line host's seat commands: a stranger who took a seat before
// the game is freed; one who sits and does not play during the game is
// sent away and a computer plays the seat to the end.
func TestHostSeatCommands(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 3, Seats: []rules.SeatInfo{
		{Name: "Player 1", Kind: net.RemoteKind}, {Name: "Player 2", Kind: net.RemoteKind}}}
	h, err := net.NewHost(net.HostConfig{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	squat, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Squatter"})
	if err != nil {
		t.Fatal(err)
	}
	if got := hostCommand(h, "free 1"); got != "seat 1 is open" {
		t.Fatalf("free 1: %q", got)
	}
	for err == nil {
		_, err = squat.Next(ctx)
	}
	if !strings.Contains(err.Error(), "freed your seat") {
		t.Errorf("the squatter hears %v", err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"free 9", "there is no seat 9"}, {"free x", `"x" is not a seat number`}, {"computer 1 genius", "not a computer level"},
		{"dance", `unknown command "dance"`}, {"help", "computer N [LEVEL]"},
	} {
		if got := hostCommand(h, c.cmd); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.cmd, got, c.want)
		}
	}
	ann, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	idle, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Idle"})
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); !h.Seats().Started; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the game did not start")
		}
	}
	if got := hostCommand(h, "seats"); !strings.Contains(got, "seat 1: Ann (here)") || !strings.Contains(got, "seat 2: Idle (here)") {
		t.Errorf("seats:\n%s", got)
	}
	// Idle never plays: the host gives the seat to a computer.
	if got := hostCommand(h, "computer 2 greedy"); got != "a computer player (greedy) plays seat 2" {
		t.Fatalf("computer 2: %q", got)
	}
	for err = nil; err == nil; {
		_, err = idle.Next(ctx)
	}
	if !strings.Contains(err.Error(), "gave your seat to a computer") {
		t.Errorf("the idle player hears %v", err)
	}
	bot, _ := ai.New("greedy", 1)
	done := make(chan error, 1)
	go func() { done <- net.Follow(ctx, ann, bot, 0) }()
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !h.Match().State().Outcome().Over {
		t.Error("the game did not end")
	}
	t.Logf("the game ended after %d moves", len(h.Match().History()))
}

// replay verify escapes what a Record file says: a name with an escape and
// a newline cannot colour the terminal or forge a line.
func TestVerifyEscapesNames(t *testing.T) {
	m, err := rules.NewMatch(rules.Setup{Game: "crossing", Seed: 2, Seats: []rules.SeatInfo{
		{Name: "Mal\x1b[32m\n  ok: every move legal", Kind: "human"}, {Name: "Sam", Kind: "human"}}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "evil.outback")
	if err := writeRecord(m, path); err != nil {
		t.Fatal(err)
	}
	_, out, _ := outback(t, "", "replay", "verify", path)
	if strings.Contains(out, "\x1b") || strings.Contains(out, "\n  ok: every move legal\n") {
		t.Errorf("the output carries the name raw:\n%s", out)
	}
	if !strings.Contains(out, `seat 1: Mal\x1b[32m\n  ok: every move legal (human)`) {
		t.Errorf("the name is not shown escaped:\n%s", out)
	}
}
