//go:build !js

package net_test

import (
	"context"
	"testing"
	"time"

	"outback/net"
)

// A peer tells whoever asked (the window, asleep while its picture rests)
// of each message it takes in — here the other seat's joining and its
// move — and of the connection's end, without being asked first.
func TestPeerTellsOfNews(t *testing.T) {
	h := host(t, "billabong", 1, "remote", "remote")
	news := make(chan struct{}, 64)
	p := net.NewPeer(context.Background(), join(t, h, net.JoinConfig{Name: "A"}))
	p.OnNews(func() { news <- struct{}{} })
	heard := func(what string) {
		t.Helper()
		select {
		case <-news:
		case <-time.After(5 * time.Second):
			t.Fatalf("no news of %s", what)
		}
		for len(news) > 0 { // the burst the same event brought
			<-news
		}
	}
	join(t, h, net.JoinConfig{Name: "B"})
	heard("the second player")
	h.Close()
	for deadline := time.Now().Add(5 * time.Second); p.Err() == nil; {
		if time.Now().After(deadline) {
			t.Fatal("the peer has no error after its host closed")
		}
		heard("the host's going")
	}
}
