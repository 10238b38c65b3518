//go:build !js

package net_test

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
)

// BenchmarkRoundTrip is a move's round trip on loopback with 4 peers: from
// a peer sending its move to that peer having the host's relay of it
// applied. It reports the median and the 99th percentile, and the bytes a
// relayed move takes on the wire (message and WebSocket framing).
func BenchmarkRoundTrip(b *testing.B) {
	var mu sync.Mutex
	var trips []time.Duration
	var wire, relayed int
	for i := 0; i < b.N; i++ {
		h := host(b, "billabong", uint64(i+1), net.RemoteKind, net.RemoteKind, net.RemoteKind, net.RemoteKind)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		var wg sync.WaitGroup
		for s := 0; s < 4; s++ {
			cl := join(b, h, net.JoinConfig{})
			bot, _ := ai.New("greedy", uint64(s))
			wg.Add(1)
			go func() {
				defer wg.Done()
				sent, at := -1, time.Time{}
				for !cl.Over() {
					if cl.Match != nil && cl.Match.State().ToMove() == cl.Seat && sent != len(cl.Match.History()) {
						st := cl.Match.State()
						mv := ai.Think(bot, st.View(cl.Seat), cl.Seat)
						sent, at = len(cl.Match.History()), time.Now()
						cl.Play(mv)
					}
					u, err := cl.Next(ctx)
					if err != nil {
						return
					}
					if u.Kind == net.Moved && u.Seat == cl.Seat && len(cl.Match.History()) == sent+1 {
						d := time.Since(at)
						mb, _ := u.Move.MarshalMsg(nil)
						m := net.Msg{V: net.Version, Kind: net.Moved, Seat: int8(u.Seat), N: uint32(sent), Move: mb, Hash: cl.Match.State().Hash()}
						enc, _ := m.MarshalMsg(nil)
						mu.Lock()
						trips = append(trips, d)
						wire += len(enc) + 2 // a server frame under 126 bytes: 2 header bytes, unmasked
						relayed++
						mu.Unlock()
					}
				}
				for { // read until the host says goodbye
					if _, err := cl.Next(ctx); err != nil {
						return
					}
				}
			}()
		}
		if err := h.Run(ctx); err != nil {
			b.Fatal(err)
		}
		wg.Wait()
		cancel()
	}
	sort.Slice(trips, func(i, j int) bool { return trips[i] < trips[j] })
	if len(trips) == 0 {
		b.Fatal("no round trips measured")
	}
	b.ReportMetric(float64(trips[len(trips)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(trips[len(trips)*99/100].Microseconds()), "p99-µs")
	b.ReportMetric(float64(wire)/float64(relayed), "bytes/move")
}
