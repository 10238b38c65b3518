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

// Before the game starts the host frees a seat (its taker is told and
// leaves; the next player gets it) and gives another to a computer player,
// which starts the game; the Record names the computer seat.
func TestHostFreesAndGivesSeats(t *testing.T) {
	r := net.RemoteKind
	h := host(t, "downunder", 8, r, r, r)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a := join(t, h, net.JoinConfig{Name: "Ann"})
	b := join(t, h, net.JoinConfig{Name: "Ben"})
	if err := h.FreeSeat(b.Seat); err != nil {
		t.Fatal(err)
	}
	var err error
	for err == nil {
		_, err = b.Next(ctx)
	}
	if !strings.Contains(err.Error(), "the host freed your seat") {
		t.Errorf("the freed player hears %v", err)
	}
	c := join(t, h, net.JoinConfig{Name: "Cat"})
	if c.Seat != 1 {
		t.Errorf("the next player got seat %d, want the freed seat 2", c.Seat+1)
	}
	if err := h.GiveToComputer(0, "genius"); err == nil {
		t.Error("a seat was given to an unknown level")
	}
	if err := h.GiveToComputer(5, "greedy"); err == nil {
		t.Error("seat 6 of 3 was given away")
	}
	if err := h.GiveToComputer(2, "greedy"); err != nil {
		t.Fatal(err)
	}
	if err := h.FreeSeat(1); err == nil {
		t.Error("a seat was freed after the game started")
	}
	done := make(chan error, 2)
	for i, cl := range []*net.Client{a, c} {
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
	want := h.Match().State().Hash()
	if a.Match.State().Hash() != want || c.Match.State().Hash() != want {
		t.Error("the peers end elsewhere than the host")
	}
	rec, _ := h.Match().Record()
	if k := rec.Seats[2].Kind; k != "bot:greedy" {
		t.Errorf("seat 3 is %q in the Record, want bot:greedy", k)
	}
	if _, err := rules.Resume(rec); err != nil {
		t.Errorf("the Record does not verify: %v", err)
	}
}

// During the game the host gives a missing player's seat to a computer
// player, which plays for them; when they come back with their token they
// play on themselves, and everyone ends with the host's hash.
func TestStandInForAMissingPlayer(t *testing.T) {
	r := net.RemoteKind
	h := host(t, "billabong", 9, r, r)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a := join(t, h, net.JoinConfig{Name: "Ann"})
	b := join(t, h, net.JoinConfig{Name: "Ben"})
	if err := h.GiveToComputer(b.Seat, "greedy"); err == nil {
		t.Error("a connected player's seat was given away")
	}
	token := b.Token
	b.Close()
	// The host notices the departure on its own loop: retry until it has.
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := h.GiveToComputer(1, "greedy")
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	bot, _ := ai.New("greedy", 1)
	done := make(chan error, 2)
	go func() { done <- net.Follow(ctx, a, bot, 5*time.Millisecond) }()
	// The stand-in plays: the game goes on without Ben.
	for h.Played() < 40 {
		if ctx.Err() != nil {
			t.Fatal("the game did not go on with the stand-in")
		}
		time.Sleep(10 * time.Millisecond)
	}
	back := join(t, h, net.JoinConfig{Token: token})
	if back.Seat != 1 {
		t.Fatalf("Ben came back to seat %d", back.Seat+1)
	}
	bot2, _ := ai.New("greedy", 2)
	go func() { done <- net.Follow(ctx, back, bot2, 0) }()
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	want := h.Match().State().Hash()
	if a.Match.State().Hash() != want || back.Match.State().Hash() != want {
		t.Error("the peers end elsewhere than the host")
	}
}

// A player renames their seat in the lobby; the game starts with the new
// name; a name with control characters is cleaned; after the start a
// rename is refused without a strike.
func TestRenameInTheLobby(t *testing.T) {
	r := net.RemoteKind
	h := host(t, "billabong", 3, r, r)
	a := join(t, h, net.JoinConfig{Name: "Player"})
	if err := a.Rename("Kim\x1b[31m"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for a.Lobby.Seats == nil || a.Lobby.Seats[a.Seat].Name != "Kim[31m" {
		if _, err := a.Next(ctx); err != nil {
			t.Fatalf("the new name never reached the lobby: %v (%+v)", err, a.Lobby)
		}
	}
	b := join(t, h, net.JoinConfig{Name: "Sam"})
	for a.Match == nil {
		if _, err := a.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if got := a.Match.Setup().Seats[a.Seat].Name; got != "Kim[31m" {
		t.Errorf("the game names seat 1 %q", got)
	}
	b.Rename("Late")
	for {
		u, err := b.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if u.Kind == net.Refused {
			if !strings.Contains(u.Text, "has started") {
				t.Errorf("refused with %q", u.Text)
			}
			break
		}
	}
}
