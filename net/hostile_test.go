//go:build !js

package net_test

import (
	"context"
	stdnet "net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// raw is a hand-driven connection to a host, for sending what an honest
// peer never would.
type raw struct {
	t  *testing.T
	ws *websocket.Conn
}

func dialRaw(t *testing.T, h *net.Host) *raw {
	t.Helper()
	return dialRawFrom(t, h, "127.0.0.1")
}

// dialRawFrom is dialRaw from local address ip.
func dialRawFrom(t *testing.T, h *net.Host, ip string) *raw {
	t.Helper()
	url := strings.Replace(strings.Split(h.URL(), "?")[0], "http://", "ws://", 1) + "ws"
	client := &http.Client{Transport: &http.Transport{DialContext: (&stdnet.Dialer{
		LocalAddr: &stdnet.TCPAddr{IP: stdnet.ParseIP(ip)}}).DialContext}}
	ws, _, err := websocket.Dial(context.Background(), url, &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(net.MaxFrame)
	return &raw{t, ws}
}

func (r *raw) send(m net.Msg) {
	m.V = net.Version
	b, _ := m.MarshalMsg(nil)
	r.bytes(websocket.MessageBinary, b)
}

func (r *raw) bytes(typ websocket.MessageType, b []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r.ws.Write(ctx, typ, b)
}

// next reads messages until one of kind k (or the connection ends: zero Msg).
func (r *raw) next(k net.Kind) net.Msg {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, b, err := r.ws.Read(ctx)
		if err != nil {
			return net.Msg{}
		}
		m, err := net.Decode(b)
		if err == nil && m.Kind == k {
			return m
		}
	}
}

// Hostile messages are refused with a reason, a peer that keeps sending
// them is disconnected, and the game goes on to its end.
func TestHostilePeersAreRefused(t *testing.T) {
	h := host(t, "billabong", 3, net.RemoteKind, net.RemoteKind)
	honest := join(t, h, net.JoinConfig{Name: "honest"})

	// The second seat is taken by a peer that sends nonsense first.
	bad := dialRaw(t, h)
	bad.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -1})
	w := bad.next(net.Welcome)
	if w.Kind != net.Welcome || w.Seat != 1 {
		t.Fatalf("welcome %+v", w)
	}
	bad.next(net.Game)
	cases := []struct {
		send func()
		want string
	}{
		{func() { bad.bytes(websocket.MessageBinary, []byte{0xc1, 0x00, 0x13}) }, "not a protocol message"},
		{func() { bad.bytes(websocket.MessageText, []byte("hello")) }, "a text frame"},
		{func() { bad.send(net.Msg{Kind: net.Play, Seat: 0, N: 0, Move: []byte{0x80}}) }, "you play seat 2, not seat 1"},
		{func() { bad.send(net.Msg{Kind: net.Play, Seat: 1, N: 0, Move: []byte{0x80}}) }, "it is not your turn"},
		{func() { bad.send(net.Msg{Kind: net.Moved, Seat: 1}) }, "a peer does not send moved messages"},
	}
	for i, c := range cases {
		c.send()
		r := bad.next(net.Refused)
		if !strings.Contains(r.Text, c.want) {
			t.Errorf("case %d: refused with %q, want %q", i, r.Text, c.want)
		}
	}
	// Five refusals: the host says goodbye.
	if b := bad.next(net.Bye); !strings.Contains(b.Text, "too many refused messages") {
		t.Errorf("bye %q", b.Text)
	}

	// The seat waits for its player, who comes back with the seat's token
	// (an honest program now) and the game goes on to its end.
	back := join(t, h, net.JoinConfig{Token: w.Token})
	if back.Seat != 1 {
		t.Fatalf("the token gave seat %d", back.Seat)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	done := make(chan error, 2)
	for i, cl := range []*net.Client{honest, back} {
		b, _ := ai.New("greedy", uint64(i+1))
		go func() { done <- net.Follow(ctx, cl, b, 0) }()
	}
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if honest.Match.State().Hash() != h.Match().State().Hash() {
		t.Error("the honest peer's game differs from the host's")
	}
}

// An oversize frame closes that connection only.
func TestOversizeFrame(t *testing.T) {
	h := host(t, "crossing", 2, net.RemoteKind, "bot:greedy")
	spy := dialRaw(t, h)
	spy.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
	spy.next(net.Welcome)
	spy.bytes(websocket.MessageBinary, make([]byte, net.MaxFrame+1))
	if m := spy.next(net.Bye); m.Kind != 0 {
		t.Errorf("the connection stayed open after an oversize frame")
	}
	cl := join(t, h, net.JoinConfig{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, _ := ai.New("greedy", 1)
	go net.Follow(ctx, cl, b, 0)
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
}

// A peer whose state has gone wrong is noticed at the next move and
// repaired from the host's Record.
func TestDesyncIsRepaired(t *testing.T) {
	h := host(t, "crossing", 4, net.RemoteKind, "bot:greedy")
	cl := join(t, h, net.JoinConfig{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for cl.Match == nil {
		if _, err := cl.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	// Corrupt the peer: another deal of the same game.
	setup := cl.Match.Setup()
	setup.Seed++
	wrong, _ := rules.NewMatch(setup, 0)
	for wrong.State().ToMove() == rules.Chance {
		wrong.PlayChance(0)
	}
	cl.Match = wrong
	b, _ := ai.New("greedy", 1)
	done := make(chan error, 1)
	go func() { done <- net.Follow(ctx, cl, b, 0) }()
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if cl.Resyncs == 0 {
		t.Error("the corrupted peer was never repaired")
	}
	if cl.Match.State().Hash() != h.Match().State().Hash() {
		t.Error("the repaired peer ends elsewhere than the host")
	}
}

// A peer that never reads cannot stall the others: it asks for the whole
// game again and again and reads none of it; its queue fills, it is
// dropped, and the honest peer's game goes on to its end.
func TestPeerThatNeverReads(t *testing.T) {
	h := host(t, "billabong", 8, net.RemoteKind, "bot:greedy")
	honest := join(t, h, net.JoinConfig{})
	lazy := dialRaw(t, h)
	lazy.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
	for i := 0; i < 3000; i++ {
		lazy.send(net.Msg{Kind: net.Resync})
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	b, _ := ai.New("greedy", 2)
	done := make(chan error, 1)
	go func() { done <- net.Follow(ctx, honest, b, 0) }()
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
