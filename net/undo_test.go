//go:build !js

package net_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// nextUpdate reads cl's updates until one of kind k arrives.
func nextUpdate(t *testing.T, cl *net.Client, k net.Kind) net.Update {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		u, err := cl.Next(ctx)
		if err != nil {
			t.Fatalf("waiting for %s: %v", k, err)
		}
		if u.Kind == k {
			return u
		}
	}
}

// playOne plays cl's seat's greedy move and reads until it comes back.
func playOne(t *testing.T, cl *net.Client) {
	t.Helper()
	b, _ := ai.New("greedy", 1)
	if err := cl.Play(ai.Think(b, cl.Match.State().View(cl.Seat), cl.Seat)); err != nil {
		t.Fatal(err)
	}
	for {
		if u := nextUpdate(t, cl, net.Moved); u.Seat == cl.Seat {
			return
		}
	}
}

// A player asks to take back their move: the other player refuses, then
// accepts; the game goes back everywhere alike, and the computer seat never
// has to be asked. Nothing is played while the players decide.
func TestUndoRequest(t *testing.T) {
	r := net.RemoteKind
	h := host(t, "billabong", 21, r, r, "bot:greedy")
	ann := join(t, h, net.JoinConfig{Name: "Ann"})
	ben := join(t, h, net.JoinConfig{Name: "Ben"})
	defer ann.Close()
	defer ben.Close()
	nextUpdate(t, ann, net.Game)
	nextUpdate(t, ben, net.Game)
	playOne(t, ann)
	for ben.Match == nil || len(ben.Match.History()) < 1 {
		nextUpdate(t, ben, net.Moved)
	}
	before := ann.Match.State().Hash()

	if err := ann.AskUndo(); err != nil {
		t.Fatal(err)
	}
	if u := nextUpdate(t, ben, net.UndoAsk); u.Seat != 0 {
		t.Fatalf("Ben is asked about seat %d", u.Seat+1)
	}
	if seat, ok := ben.Asking(); !ok || seat != 0 {
		t.Fatalf("Ben's client says %d asks (%v)", seat, ok)
	}
	// Ben cannot move while it is decided.
	b, _ := ai.New("greedy", 2)
	ben.Play(ai.Think(b, ben.Match.State().View(1), 1))
	if u := nextUpdate(t, ben, net.Refused); !strings.Contains(u.Text, "waits") {
		t.Errorf("a move during the request: %q", u.Text)
	}
	if err := ben.AnswerUndo(false); err != nil {
		t.Fatal(err)
	}
	if u := nextUpdate(t, ann, net.UndoDone); !strings.Contains(u.Text, "Ben said no") {
		t.Errorf("refused request: %+v", u)
	}
	if ann.Match.State().Hash() != before {
		t.Error("a refused request changed Ann's game")
	}
	nextUpdate(t, ben, net.UndoDone)

	if err := ann.AskUndo(); err != nil {
		t.Fatal(err)
	}
	nextUpdate(t, ben, net.UndoAsk)
	ben.AnswerUndo(true)
	u := nextUpdate(t, ann, net.UndoDone)
	if u.Text != "" || u.N != 0 {
		t.Fatalf("accepted request: %+v", u)
	}
	nextUpdate(t, ben, net.UndoDone)
	if n := len(ann.Match.History()); n != 0 || len(ben.Match.History()) != 0 || h.Played() != 0 {
		t.Errorf("after the undo Ann has %d moves, Ben %d, the host %d", n, len(ben.Match.History()), h.Played())
	}
	if ann.Match.State().Hash() != ben.Match.State().Hash() {
		t.Error("Ann and Ben disagree after the undo")
	}
	if err := ben.AskUndo(); err != nil {
		t.Fatal(err)
	}
	if u := nextUpdate(t, ben, net.UndoDone); !strings.Contains(u.Text, "no move of yours") {
		t.Errorf("an undo with nothing to take back: %+v", u)
	}
	// The game goes on to its end with bots that accept requests.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, 2)
	for i, cl := range []*net.Client{ann, ben} {
		bot, _ := ai.New("greedy", uint64(i))
		go func() { done <- net.Follow(ctx, cl, bot, 0) }()
	}
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	rec, _ := h.Match().Record()
	if _, err := rules.Resume(rec); err != nil {
		t.Errorf("the Record does not verify: %v", err)
	}
	if ann.Match.State().Hash() != h.Match().State().Hash() {
		t.Error("Ann ends elsewhere than the host")
	}
}

// A request is refused when the one asked leaves before answering.
func TestUndoRequestAnswererLeaves(t *testing.T) {
	r := net.RemoteKind
	h := host(t, "billabong", 22, r, r)
	ann := join(t, h, net.JoinConfig{Name: "Ann"})
	ben := join(t, h, net.JoinConfig{Name: "Ben"})
	defer ann.Close()
	nextUpdate(t, ann, net.Game)
	nextUpdate(t, ben, net.Game)
	playOne(t, ann)
	ann.AskUndo()
	nextUpdate(t, ben, net.UndoAsk)
	ben.Close()
	if u := nextUpdate(t, ann, net.UndoDone); !strings.Contains(u.Text, "Ben left") {
		t.Errorf("the request ends with %+v", u)
	}
}
