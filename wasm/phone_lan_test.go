//go:build !js

package wasm

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"outback/rules"
)

// A phone joins a LAN game from its join link and plays it to the end by
// taps alone: a desktop host on loopback holds a game of two seats, one
// for the phone, one for its computer; the phone taps Join (the page asks
// a name, which only a keyboard types: Join keeps the seat's own), takes
// its seat and plays every move of its by taps. Both end on the same
// position.
func TestPhoneJoinsLANGameAndPlaysItToTheEnd(t *testing.T) {
	h := browserHost(t, "billabong", 9)
	defer h.Close()
	if !strings.HasPrefix(h.URL(), "http://127.0.0.1:") {
		t.Fatalf("the host must be on loopback, not %s", h.URL())
	}
	start := time.Now()
	ctx, consoleErrors := browser(t, 390, 844)
	p := newTouchPage(t, ctx, "phone-lan")
	p.open(h.URL())
	waitStatus(t, ctx, "join=naming", 3*time.Minute)
	p.fit()
	p.checkLayout("the join screen")
	p.shot("1-join")
	p.tapLabel("Join")
	waitStatus(t, ctx, "scene=play:billabong", 3*time.Minute)
	p.fit()
	moves := p.playToEnd(30*time.Minute, func(k int, n pageNow) {
		switch k {
		case 0:
			p.checkLayout("the LAN play screen")
		case 4:
			p.shot("2-play")
		}
	})
	n := p.endPanel()
	p.checkLayout("the end panel")
	p.shot("3-end")
	// The host's game is over too, at the same position.
	deadline := time.Now().Add(time.Minute)
	for h.Match().State().ToMove() != rules.Nobody {
		if time.Now().After(deadline) {
			t.Fatalf("the host's game is not over after %d moves; the phone's is", h.Played())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if want := strconv.FormatUint(h.Match().State().Hash(), 16); n.Move.Hash != want {
		t.Errorf("the phone ends on position %s, the host on %s", n.Move.Hash, want)
	}
	if len(n.Move.Log) != len(h.Match().History()) {
		t.Errorf("the phone logged %d moves, the host played %d", len(n.Move.Log), len(h.Match().History()))
	}
	t.Logf("a LAN game of Billabong on a phone by taps: %d moves by the phone, %d in all, in %v", moves, len(n.Move.Log), time.Since(start).Round(time.Second))
	if moves < 5 {
		t.Errorf("the phone made only %d moves", moves)
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
