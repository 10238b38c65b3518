//go:build !js

package net_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// The attacks come from 127.0.0.2 (still loopback), the honest players
// from 127.0.0.1: on a LAN they are different machines, and the host's
// budgets per address must not lock the honest ones out.
const attacker = "127.0.0.2"

// fastLimits are the default budgets with the waits short enough for a
// test.
func fastLimits() net.Limits {
	l := net.DefaultLimits
	l.Hello = 500 * time.Millisecond
	l.Idle = 500 * time.Millisecond
	l.PingEvery = 100 * time.Millisecond
	l.PingTimeout = 300 * time.Millisecond
	l.Lockout = 2 * time.Second
	return l
}

// hostWith starts a two-seat Billabong host (one LAN seat, one greedy bot)
// with limits, logging into log.
func hostWith(t testing.TB, lim net.Limits, log *syncBuffer) *net.Host {
	t.Helper()
	setup := rules.Setup{Game: "billabong", Seed: 5, Seats: []rules.SeatInfo{
		{Name: "peer", Kind: net.RemoteKind}, {Name: "bot", Kind: "bot:greedy"}}}
	cfg := net.HostConfig{Setup: setup, Limits: lim}
	if log != nil {
		cfg.Log = log
	}
	h, err := net.NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Listen("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// hostAddr is the host's TCP address.
func hostAddr(h *net.Host) string {
	return strings.TrimSuffix(strings.TrimPrefix(strings.Split(h.URL(), "?")[0], "http://"), "/")
}

// dialFrom opens a TCP connection to the host from local address ip.
func dialFrom(t testing.TB, h *net.Host, ip string) stdnet.Conn {
	t.Helper()
	d := stdnet.Dialer{LocalAddr: &stdnet.TCPAddr{IP: stdnet.ParseIP(ip)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", hostAddr(h))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// upgrade opens a WebSocket to the host from ip by hand: the connection
// after the handshake, for writing frames no library would, and whether
// the host upgraded it.
func upgrade(t testing.TB, h *net.Host, ip string) (stdnet.Conn, bool) {
	t.Helper()
	c := dialFrom(t, h, ip)
	fmt.Fprintf(c, "GET /ws HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", hostAddr(h))
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	c.SetReadDeadline(time.Time{})
	if err != nil {
		c.Close()
		return nil, false
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		c.Close()
		return nil, false
	}
	return c, true
}

// frameHeader is a masked binary frame's header claiming n payload bytes.
func frameHeader(n uint64) []byte {
	h := []byte{0x82, 0x80 | 127}
	h = binary.BigEndian.AppendUint64(h, n)
	return append(h, 1, 2, 3, 4) // the mask
}

// frame is a whole masked binary frame.
func frame(payload []byte) []byte {
	var h []byte
	switch n := len(payload); {
	case n < 126:
		h = []byte{0x82, 0x80 | byte(n)}
	case n < 1<<16:
		h = binary.BigEndian.AppendUint16([]byte{0x82, 0x80 | 126}, uint16(n))
	default:
		h = binary.BigEndian.AppendUint64([]byte{0x82, 0x80 | 127}, uint64(n))
	}
	mask := []byte{1, 2, 3, 4}
	h = append(h, mask...)
	for i, b := range payload {
		h = append(h, b^mask[i%4])
	}
	return h
}

func hello(h *net.Host, seat int8) []byte {
	b, _ := (&net.Msg{V: net.Version, Kind: net.Hello, Text: h.Code(), Seat: seat}).MarshalMsg(nil)
	return frame(b)
}

// openFDs counts this process's open files.
func openFDs(t testing.TB) int {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd here")
	}
	return len(ents)
}

// settles waits until ok holds (polling), or fails with what.
func settles(t testing.TB, within time.Duration, ok func() bool, what func() string) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal(what())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// playToEnd has an honest peer join and play the game to its end.
func playToEnd(t *testing.T, h *net.Host) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "honest"})
	if err != nil {
		t.Fatalf("the honest player cannot join: %v", err)
	}
	bot, _ := ai.New("greedy", 1)
	done := make(chan error, 1)
	go func() { done <- net.Follow(ctx, cl, bot, 0) }()
	if err := h.Run(ctx); err != nil {
		t.Fatalf("host: %v", err)
	}
	if err := <-done; err != nil {
		t.Fatalf("the honest player: %v", err)
	}
	if cl.Match.State().Hash() != h.Match().State().Hash() {
		t.Fatal("the honest player ends elsewhere than the host")
	}
}

// Peers that vanish without a goodbye — a closed socket, or one that just
// goes silent — leave no socket behind on the host, however many come and
// go; the honest game then plays to its end.
func TestVanishedPeersLeaveNoSockets(t *testing.T) {
	h := hostWith(t, fastLimits(), nil)
	before := openFDs(t)
	var silent []stdnet.Conn
	for i := 0; i < 300; i++ {
		c, ok := upgrade(t, h, attacker)
		if !ok {
			// Over the address's budget: wait for the host to close the
			// vanished ones.
			time.Sleep(50 * time.Millisecond)
			continue
		}
		c.Write(hello(h, -2))
		if i%10 == 0 {
			silent = append(silent, c) // stays open and never answers again
			continue
		}
		c.Close() // gone without a close frame
	}
	for _, c := range silent {
		c.SetDeadline(time.Now().Add(5 * time.Second))
	}
	// The silent ones are found out by the pings; the host closes them.
	settles(t, 5*time.Second, func() bool {
		for _, c := range silent {
			c.SetReadDeadline(time.Now().Add(time.Millisecond))
		}
		return openFDs(t) <= before+len(silent)+2
	}, func() string {
		return fmt.Sprintf("%d files open, %d before the peers came and went", openFDs(t), before)
	})
	for _, c := range silent {
		// Read what the host sent until it closed the connection.
		c.SetReadDeadline(time.Now().Add(3 * time.Second))
		if _, err := io.Copy(io.Discard, c); err != nil && os.IsTimeout(err) {
			t.Error("the host kept a silent peer's connection open")
		}
		c.Close()
	}
	settles(t, 3*time.Second, func() bool { return openFDs(t) <= before+2 }, func() string {
		return fmt.Sprintf("%d files open after the silent peers were dropped, %d before", openFDs(t), before)
	})
	playToEnd(t, h)
}

// Thousands of connections from one address — idle keep-alives, half-sent
// giant messages before a hello — are capped and timed out: the host's
// memory and files stay bounded, and an honest player still joins and
// plays to the end.
func TestConnectionFloods(t *testing.T) {
	h := hostWith(t, fastLimits(), nil)
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	heapBefore := ms.HeapInuse
	before := openFDs(t)
	half := frameHeader(1 << 20)
	half = append(half, make([]byte, 256<<10)...) // a quarter of the claimed MiB
	var conns []stdnet.Conn
	for i := 0; i < 2000; i++ {
		c := dialFrom(t, h, attacker)
		conns = append(conns, c)
		switch i % 3 {
		case 0: // an idle keep-alive: nothing at all
		case 1: // an HTTP request, then idle
			fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
		case 2: // a WebSocket that sends a quarter of a giant message
			fmt.Fprintf(c, "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
				"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
			c.SetWriteDeadline(time.Now().Add(10 * time.Millisecond))
			c.Write(half)
		}
	}
	open := openFDs(t) - before - len(conns) // the host's side of them
	if limit := net.DefaultLimits.PerAddr + 8; open > limit {
		t.Errorf("the host holds %d connections from one address (budget %d)", open, limit)
	}
	runtime.ReadMemStats(&ms)
	if grew := int64(ms.HeapInuse) - int64(heapBefore); grew > 100<<20 {
		t.Errorf("the host's heap grew by %d MB under the flood", grew>>20)
	}
	// The hello and idle deadlines close what is left of the flood.
	settles(t, 5*time.Second, func() bool { return openFDs(t)-before-len(conns) <= 2 }, func() string {
		return fmt.Sprintf("the host still holds %d of the flood's connections", openFDs(t)-before-len(conns))
	})
	playToEnd(t, h)
	for _, c := range conns {
		c.Close()
	}
}

// After its hello, a peer that starts a message claiming 2^62 bytes, or
// larger than a peer ever sends, is dropped, not kept for ever.
func TestGiantFrameAfterHello(t *testing.T) {
	h := hostWith(t, fastLimits(), nil)
	for _, send := range [][]byte{frameHeader(1 << 62), frame(make([]byte, 64<<10))} {
		c, ok := upgrade(t, h, attacker)
		if !ok {
			t.Fatal("no WebSocket")
		}
		c.Write(hello(h, -2))
		c.Write(send)
		// Dropped within the budgets (half a second idle here), with room
		// for a busy machine: not the 30 s of the default idle limit, and
		// never for ever.
		c.SetReadDeadline(time.Now().Add(12 * time.Second))
		start := time.Now()
		var buf [4096]byte
		for {
			if _, err := c.Read(buf[:]); err != nil {
				if time.Since(start) > 10*time.Second {
					t.Errorf("the host kept the connection: %v", err)
				}
				break
			}
		}
		c.Close()
	}
	playToEnd(t, h)
}

// Asking for the whole game again and again is refused past a small
// budget and ends in a disconnection; the answers sent stay few.
func TestResyncFlood(t *testing.T) {
	h := hostWith(t, fastLimits(), nil)
	spy := dialRawFrom(t, h, attacker)
	spy.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
	for i := 0; i < 200; i++ {
		spy.send(net.Msg{Kind: net.Resync})
	}
	games, refused, bye := 0, 0, ""
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, b, err := spy.ws.Read(ctx)
		if err != nil {
			break
		}
		m, err := net.Decode(b)
		if err != nil {
			continue
		}
		switch m.Kind {
		case net.Game:
			games++
		case net.Refused:
			refused++
		case net.Bye:
			bye = m.Text
		}
	}
	if games > net.DefaultLimits.Resyncs+2 {
		t.Errorf("the host answered %d requests for the whole game", games)
	}
	if refused == 0 || !strings.Contains(bye, "too many") {
		t.Errorf("refused %d, goodbye %q: the flood was not stopped", refused, bye)
	}
	playToEnd(t, h)
}

// Join codes cannot be guessed: after a few wrong ones an address is
// turned away even with the right one, for a while, while a player from
// another address joins; a peer thrown out for bad messages does not come
// back with a clean slate. The codes are unbiased.
func TestGuessingAndComingBack(t *testing.T) {
	log := &syncBuffer{}
	h := hostWith(t, fastLimits(), log)
	client := &http.Client{Transport: &http.Transport{DialContext: (&stdnet.Dialer{
		LocalAddr: &stdnet.TCPAddr{IP: stdnet.ParseIP(attacker)}}).DialContext}}
	url := strings.Replace(strings.Split(h.URL(), "?")[0], "http://", "ws://", 1) + "ws"
	try := func(code string) string {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: client})
		if err != nil {
			return err.Error()
		}
		defer ws.CloseNow()
		b, _ := (&net.Msg{V: net.Version, Kind: net.Hello, Text: code, Seat: -2}).MarshalMsg(nil)
		ws.Write(ctx, websocket.MessageBinary, b)
		_, b, err = ws.Read(ctx)
		if err != nil {
			return err.Error()
		}
		m, _ := net.Decode(b)
		return m.Kind.String() + ": " + m.Text
	}
	for i := 0; i < net.DefaultLimits.WrongCodes; i++ {
		if got := try("AAAAAA"); !strings.Contains(got, "wrong join code") {
			t.Fatalf("guess %d: %s", i+1, got)
		}
	}
	if got := try(h.Code()); !strings.Contains(got, "too many wrong join codes") {
		t.Errorf("the right code after %d guesses: %s", net.DefaultLimits.WrongCodes, got)
	}
	if !strings.Contains(log.String(), "turning 127.0.0.2 away") {
		t.Errorf("the log does not say who was turned away:\n%s", log)
	}
	time.Sleep(fastLimits().Lockout)
	if got := try(h.Code()); !strings.HasPrefix(got, "welcome") {
		t.Errorf("after the lockout: %s", got)
	}

	// Thrown out for bad messages, then back from the same address.
	bad := dialRawFrom(t, h, attacker)
	bad.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
	for i := 0; i < 5; i++ {
		bad.send(net.Msg{Kind: net.Play})
	}
	if m := bad.next(net.Bye); !strings.Contains(m.Text, "too many") {
		t.Fatalf("the bad peer was not thrown out: %+v", m)
	}
	again := dialRawFrom(t, h, attacker)
	again.send(net.Msg{Kind: net.Hello, Text: h.Code(), Seat: -2})
	if m := again.next(net.Bye); !strings.Contains(m.Text, "try again later") {
		t.Errorf("the thrown-out peer came back: %+v", m)
	}
}

// Every letter of a join code is as likely as another, over 24,000 codes
// (b % 24 gave A–R 10% more).
func TestJoinCodesAreUnbiased(t *testing.T) {
	counts := map[rune]int{}
	for i := 0; i < 24000; i++ {
		h, err := net.NewHost(net.HostConfig{Setup: rules.Setup{Game: "billabong", Seats: []rules.SeatInfo{
			{Kind: net.RemoteKind}, {Kind: net.RemoteKind}}}})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range h.Code() {
			counts[r]++
		}
	}
	if len(counts) != 24 {
		t.Fatalf("%d letters used", len(counts))
	}
	// Pearson's chi-squared over the 24 letters (23 degrees of freedom):
	// a fair draw goes over 70 about once in a million runs; the bias of
	// a byte taken modulo 24 gives about 280.
	want := float64(24000*6) / 24
	chi := 0.0
	for _, n := range counts {
		d := float64(n) - want
		chi += d * d / want
	}
	if chi > 70 {
		t.Errorf("the letters are not drawn evenly (chi-squared %.0f over 23 degrees of freedom): %v", chi, counts)
	}
}

// A name with escapes and newlines is cleaned at the door: the seat's
// name in the game and in its Record is printable and short.
func TestNamesAreCleanedAtTheDoor(t *testing.T) {
	h := hostWith(t, fastLimits(), nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Mal\x1b[32m\n  ok: every move legal and then some more"})
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := ai.New("greedy", 1)
	go net.Follow(ctx, cl, bot, 0)
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	rec, _ := h.Match().Record()
	if got, want := rec.Seats[0].Name, "Mal[32m ok: every move l"; got != want {
		t.Errorf("the seat is named %q, want %q", got, want)
	}
}
