package net

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// sendQueue is how many messages may wait for a slow reader; a peer that
// lets more pile up has stopped reading and is dropped, so it cannot stall
// the others.
const sendQueue = 512

// writeTimeout bounds one write: a peer that takes longer is gone.
const writeTimeout = 5 * time.Second

// Conn is one framed connection: whole Msgs as WebSocket binary messages.
// Send never blocks (each Conn has its own queue and writer goroutine);
// Recv reads one message.
type Conn struct {
	ws   socket
	out  chan []byte
	stop chan struct{}
	once sync.Once
	// closed is set once the writer is done with the socket.
	closed chan struct{}
	reason string
}

func newConn(ws socket) *Conn {
	c := &Conn{ws: ws, out: make(chan []byte, sendQueue), stop: make(chan struct{}), closed: make(chan struct{})}
	go c.writer()
	return c
}

// writer sends the queued messages in order; after Close it sends what is
// left, then closes the socket with the reason.
func (c *Conn) writer() {
	defer close(c.closed)
	for {
		select {
		case b := <-c.out:
			if !c.write(b) {
				c.ws.closeNow()
				return
			}
		case <-c.stop:
			for {
				select {
				case b := <-c.out:
					if !c.write(b) {
						c.ws.closeNow()
						return
					}
				default:
					c.ws.close(c.reason)
					return
				}
			}
		}
	}
}

func (c *Conn) write(b []byte) bool {
	ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	return c.ws.write(ctx, b) == nil
}

// Send queues m. It reports false when the connection is closed or its
// queue is full (the peer stopped reading: the connection is closed).
func (c *Conn) Send(m Msg) bool {
	m.V = Version
	b, err := m.MarshalMsg(nil)
	if err != nil {
		return false
	}
	select {
	case <-c.stop:
		return false
	default:
	}
	select {
	case c.out <- b:
		return true
	default:
		c.Close("too slow: messages piled up unread")
		return false
	}
}

// Close sends what is queued, then closes with reason. It is safe to call
// more than once and from any goroutine.
func (c *Conn) Close(reason string) {
	c.once.Do(func() {
		c.reason = reason
		close(c.stop)
	})
}

// Wait blocks until the connection's writer is done (after Close), or d.
func (c *Conn) Wait(d time.Duration) {
	select {
	case <-c.closed:
	case <-time.After(d):
	}
}

// BadMessage is a message that could not be read: not binary, not a Msg,
// another protocol version. The connection is still usable.
type BadMessage struct{ Reason string }

func (e *BadMessage) Error() string { return "bad message: " + e.Reason }

// Recv reads the next message. A *BadMessage error leaves the connection
// open; any other error means it is gone.
func (c *Conn) Recv(ctx context.Context) (Msg, error) {
	b, text, err := c.ws.read(ctx)
	if err != nil {
		return Msg{}, err
	}
	if text {
		return Msg{}, &BadMessage{"a text frame (messages are binary MessagePack)"}
	}
	return Decode(b)
}

// Decode reads one Msg, refusing trailing bytes and other versions.
func Decode(b []byte) (Msg, error) {
	var m Msg
	rest, err := m.UnmarshalMsg(b)
	if err != nil {
		return Msg{}, &BadMessage{fmt.Sprintf("not a protocol message (%v)", err)}
	}
	if len(rest) != 0 {
		return Msg{}, &BadMessage{fmt.Sprintf("%d bytes after the message", len(rest))}
	}
	if m.V != Version {
		return Msg{}, &BadMessage{fmt.Sprintf("protocol version %d (this program speaks %d)", m.V, Version)}
	}
	if m.Kind == 0 || int(m.Kind) >= len(kindNames) {
		return Msg{}, &BadMessage{fmt.Sprintf("unknown message kind %d", m.Kind)}
	}
	return m, nil
}

// isBad reports whether err is a bad message rather than a lost connection.
func isBad(err error) bool {
	var b *BadMessage
	return errors.As(err, &b)
}
