//go:build !js

package main

import (
	"strings"
	"syscall"
	"testing"
	"time"
)

// linesUntil reads p's lines up to and with one starting with prefix, and
// returns them all.
func (p *proc) linesUntil(t *testing.T, prefix string, within time.Duration) []string {
	t.Helper()
	var seen []string
	timeout := time.After(within)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("%v ended without a line %q (it said %q)", p.cmd.Args[1:], prefix, seen)
			}
			seen = append(seen, l)
			if strings.HasPrefix(l, prefix) {
				return seen
			}
		case <-timeout:
			t.Fatalf("%v: no line %q in %v (it said %q)", p.cmd.Args[1:], prefix, within, seen)
		}
	}
}

// The host is killed while its first successor is frozen (a window busy
// animating, a laptop asleep: SIGSTOP). Another successor takes the game
// over with the table's agreement; the first, thawed later, follows it
// rather than hosting a game of its own. One takeover, one final hash on
// every peer. (Before, the second and third successors both hosted after
// 5 s and the first hosted on waking: three hosts, the game stalled.)
func TestFrozenSuccessorDoesNotSplitTheGame(t *testing.T) {
	bin := buildCLI(t)
	pace := "120ms"
	host := start(t, bin, "host", "billabong", "-seats", "lan,lan,lan", "-addr", "127.0.0.1:0", "-seed", "11", "-pace", pace)
	link := strings.TrimPrefix(host.line(t, "listening on "), "listening on ")
	names := []string{"Ann", "Ben", "Cat"}
	var peers []*proc
	for _, name := range names {
		peers = append(peers, start(t, bin, "join", link, "-name", name, "-bot", "greedy", "-pace", pace, "-addr", "127.0.0.1:0"))
		time.Sleep(300 * time.Millisecond) // the succession in this order
	}
	watcher := start(t, bin, "join", link, "-watch", "-addr", "127.0.0.1:0")
	time.Sleep(time.Second) // everyone has heard the succession

	ann := peers[0]
	ann.cmd.Process.Signal(syscall.SIGSTOP)
	host.kill()
	time.Sleep(12 * time.Second) // the others take over, and go on without Ann
	ann.cmd.Process.Signal(syscall.SIGCONT)

	var final string
	hosts := 0
	for i, p := range append(peers, watcher) {
		who := append(names, "the spectator")[i]
		said := p.linesUntil(t, "final hash ", 90*time.Second)
		got := said[len(said)-1]
		if final == "" {
			final = got
		} else if got != final {
			t.Errorf("%s ends with %q, Ann %q: the game split", who, got, final)
		}
		for _, l := range said {
			if strings.HasPrefix(l, "hosting on ") {
				hosts++
				t.Logf("%s: %s", who, l)
			}
		}
	}
	if hosts != 1 {
		t.Errorf("%d peers hosted the game, want one takeover", hosts)
	}
}

// A table of two: the host plays one seat (here its computer) and one
// peer the other. When the host's program ends, no majority can form
// without it: the peer takes the game over alone because the host's
// address refuses connections (gone, not slow), and ends it.
func TestTwoPlayerTableHostDies(t *testing.T) {
	bin := buildCLI(t)
	host := start(t, bin, "host", "billabong", "-seats", "lan,greedy", "-addr", "127.0.0.1:0", "-seed", "3", "-pace", "60ms")
	link := strings.TrimPrefix(host.line(t, "listening on "), "listening on ")
	peer := start(t, bin, "join", link, "-name", "Ann", "-bot", "greedy", "-pace", "60ms", "-addr", "127.0.0.1:0")
	time.Sleep(time.Second)
	host.kill()
	said := peer.linesUntil(t, "final hash ", 60*time.Second)
	hosted := 0
	for _, l := range said {
		if strings.HasPrefix(l, "hosting on ") {
			hosted++
		}
	}
	if hosted != 1 {
		t.Errorf("the peer left alone hosted %d times (%q), want once", hosted, said)
	}
}
