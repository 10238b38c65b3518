//go:build js

package net

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// jsSocket is a socket over the browser's WebSocket. Its event handlers run
// on the page's one thread and must not block: messages wait in a queue
// that read takes from.
type jsSocket struct {
	ws js.Value

	mu     sync.Mutex
	queue  [][]byte
	texts  []bool
	closed *closedError // set once the connection has ended
	signal chan struct{}

	funcs []js.Func
}

// dialSocket connects to a host's endpoint (ws://HOST:PORT/ws).
func dialSocket(ctx context.Context, url string) (s socket, err error) {
	defer func() {
		if r := recover(); r != nil { // the constructor throws on a bad address
			s, err = nil, fmt.Errorf("%v", r)
		}
	}()
	ws := js.Global().Get("WebSocket").New(url)
	ws.Set("binaryType", "arraybuffer")
	j := &jsSocket{ws: ws, signal: make(chan struct{}, 1)}
	opened := make(chan struct{}, 1)
	on := func(event string, f func(ev js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		j.funcs = append(j.funcs, fn)
		ws.Set(event, fn)
	}
	on("onopen", func(js.Value) { opened <- struct{}{} })
	on("onmessage", j.message)
	on("onclose", func(ev js.Value) {
		reason := ev.Get("reason").String()
		switch code := ev.Get("code").Int(); {
		case reason != "":
		case code == 1006: // closed without a close frame: the host went away
			reason = connectionEnded
		default:
			reason = fmt.Sprintf("code %d", code)
		}
		j.end(reason)
	})
	select {
	case <-opened:
		return j, nil
	case <-j.signal:
		j.release()
		return nil, fmt.Errorf("%w: the connection was refused", ErrUnreachable)
	case <-ctx.Done():
		j.closeNow()
		return nil, ctx.Err()
	}
}

// message queues one incoming message (an ArrayBuffer, or a string for a
// text frame).
func (j *jsSocket) message(ev js.Value) {
	data := ev.Get("data")
	var b []byte
	text := data.Type() == js.TypeString
	if text {
		b = []byte(data.String())
	} else {
		arr := js.Global().Get("Uint8Array").New(data)
		n := arr.Get("length").Int()
		if n > MaxFrame {
			j.closeNow()
			j.end("a message over the size limit")
			return
		}
		b = make([]byte, n)
		js.CopyBytesToGo(b, arr)
	}
	j.mu.Lock()
	j.queue = append(j.queue, b)
	j.texts = append(j.texts, text)
	j.mu.Unlock()
	j.wake()
}

// end marks the connection over (once) and wakes a waiting read.
func (j *jsSocket) end(reason string) {
	j.mu.Lock()
	if j.closed == nil {
		j.closed = &closedError{reason}
	}
	j.mu.Unlock()
	j.wake()
}

func (j *jsSocket) wake() {
	select {
	case j.signal <- struct{}{}:
	default:
	}
}

func (j *jsSocket) read(ctx context.Context) ([]byte, bool, error) {
	for {
		j.mu.Lock()
		if len(j.queue) > 0 {
			b, text := j.queue[0], j.texts[0]
			j.queue, j.texts = j.queue[1:], j.texts[1:]
			j.mu.Unlock()
			return b, text, nil
		}
		closed := j.closed
		j.mu.Unlock()
		if closed != nil {
			j.release()
			return nil, false, closed
		}
		select {
		case <-j.signal:
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
	}
}

func (j *jsSocket) write(_ context.Context, b []byte) error {
	const open = 1 // WebSocket.OPEN
	if j.ws.Get("readyState").Int() != open {
		return errors.New("the connection is closed")
	}
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	j.ws.Call("send", arr)
	return nil
}

func (j *jsSocket) close(reason string) {
	if len(reason) > 120 { // the browser refuses longer reasons
		reason = reason[:120]
	}
	j.ws.Call("close", 1000, reason)
}

func (j *jsSocket) closeNow() { j.ws.Call("close") }

// release frees the event handlers once the connection is over.
func (j *jsSocket) release() {
	j.mu.Lock()
	funcs := j.funcs
	j.funcs = nil
	j.mu.Unlock()
	for _, f := range funcs {
		f.Release()
	}
}
