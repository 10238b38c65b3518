//go:build !js

package net_test

import (
	"context"
	"io"
	stdnet "net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"outback/net"
)

// freezer is a TCP relay to a host that can go silent — forward nothing
// either way and close nothing, as a frozen host or a lost network does.
type freezer struct {
	ln     stdnet.Listener
	frozen atomic.Bool
	mu     sync.Mutex
	conns  []stdnet.Conn
}

func newFreezer(t *testing.T, to string) *freezer {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &freezer{ln: ln}
	t.Cleanup(func() {
		ln.Close()
		f.mu.Lock()
		for _, c := range f.conns {
			c.Close()
		}
		f.mu.Unlock()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := stdnet.Dial("tcp", to)
			if err != nil {
				c.Close()
				continue
			}
			f.mu.Lock()
			f.conns = append(f.conns, c, up)
			f.mu.Unlock()
			go f.pipe(c, up)
			go f.pipe(up, c)
		}
	}()
	return f
}

// pipe copies src to dst until frozen; then it holds what it reads.
func (f *freezer) pipe(dst io.Writer, src io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 && !f.frozen.Load() {
			dst.Write(buf[:n])
		}
		if err != nil {
			return
		}
	}
}

// A peer whose host goes silent — frozen, or the network gone, with no
// connection closed — knows within seconds (the host says it is there
// every AliveEvery), so the window and the page can say the connection
// is lost. Before, a peer waited on a silent connection for good.
func TestSilentHostIsNoticed(t *testing.T) {
	h := host(t, "billabong", 4, net.RemoteKind, net.RemoteKind)
	f := newFreezer(t, hostAddr(h))
	link := strings.Replace(h.URL(), hostAddr(h), f.ln.Addr().String(), 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := net.NewPeer(ctx, join(t, h, net.JoinConfig{URL: link, Watch: true}))
	time.Sleep(2 * net.AliveEvery)
	if err := p.Err(); err != nil {
		t.Fatalf("a quiet game (no moves) is taken for a lost host: %v", err)
	}
	f.frozen.Store(true)
	frozeAt := time.Now()
	settles(t, net.SilentHost+3*time.Second, func() bool { return p.Err() != nil }, func() string {
		return "the peer still waits on its silent host"
	})
	if !net.HostGone(p.Err()) {
		t.Errorf("a silent host: %v, want the host gone", p.Err())
	}
	t.Logf("noticed after %v", time.Since(frozeAt).Round(100*time.Millisecond))
}
