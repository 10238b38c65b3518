package net_test

import (
	"testing"

	"outback/net"
)

// Decode never panics, and what it accepts encodes back to the same bytes.
func FuzzDecode(f *testing.F) {
	for _, m := range []net.Msg{
		{V: net.Version, Kind: net.Hello, Text: "ABCDEF", Name: "Kim", Seat: -1},
		{V: net.Version, Kind: net.Moved, Seat: 1, N: 17, Move: []byte{0x82, 0xa1, 0x6b, 0x01}, Hash: 0xfeedface},
		{V: net.Version, Kind: net.Game, Data: []byte{0x80}},
	} {
		b, _ := m.MarshalMsg(nil)
		f.Add(b)
	}
	f.Add([]byte{0xc1})
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := net.Decode(b)
		if err != nil {
			return
		}
		again, err := m.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := net.Decode(again); err != nil {
			t.Fatalf("re-encoded message does not decode: %v", err)
		}
	})
}

// A relayed move is small on the wire.
func TestMovedIsSmall(t *testing.T) {
	m := net.Msg{V: net.Version, Kind: net.Moved, Seat: 3, N: 250, Move: make([]byte, 24), Hash: ^uint64(0)}
	b, _ := m.MarshalMsg(nil)
	// 2–6 bytes of WebSocket framing come on top.
	if len(b)+6 > 64 {
		t.Errorf("a relayed move takes %d bytes, want at most 58 before framing", len(b))
	}
}
