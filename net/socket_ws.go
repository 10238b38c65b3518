//go:build !js

package net

import (
	"context"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"net/http"
	"strings"
	"syscall"

	"github.com/coder/websocket"
)

// wsSocket is a socket over coder/websocket.
type wsSocket struct{ c *websocket.Conn }

func newWSSocket(c *websocket.Conn) socket {
	c.SetReadLimit(MaxFrame)
	return wsSocket{c}
}

// dialSocket connects to a host's endpoint (ws://HOST:PORT/ws).
func dialSocket(ctx context.Context, url string) (socket, error) {
	c, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		if resp != nil {
			switch resp.StatusCode {
			case http.StatusServiceUnavailable:
				return nil, ErrStandingBy
			case http.StatusTooManyRequests:
				return nil, ErrHostBusy
			}
		}
		var op *stdnet.OpError
		if errors.As(err, &op) && op.Op == "dial" {
			return nil, fmt.Errorf("%w: %v", ErrUnreachable, err)
		}
		if resp == nil && isBusyDial(err) {
			return nil, fmt.Errorf("%w (%v)", ErrHostBusy, err)
		}
		return nil, err
	}
	return newWSSocket(c), nil
}

// isBusyDial reports whether a connection was taken and then closed
// unanswered: a host at its limit of connections (one that is gone
// refuses them).
func isBusyDial(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) ||
		strings.Contains(err.Error(), "server closed idle connection")
}

func (s wsSocket) read(ctx context.Context) ([]byte, bool, error) {
	typ, b, err := s.c.Read(ctx)
	if err != nil {
		var ce websocket.CloseError
		if errors.As(err, &ce) {
			return nil, false, &closedError{ce.Reason}
		}
		if errors.Is(err, io.EOF) {
			return nil, false, &closedError{connectionEnded}
		}
		return nil, false, err
	}
	return b, typ == websocket.MessageText, nil
}

func (s wsSocket) write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageBinary, b)
}

func (s wsSocket) close(reason string) { s.c.Close(websocket.StatusNormalClosure, reason) }

func (s wsSocket) closeNow() { s.c.CloseNow() }
