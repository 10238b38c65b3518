package net

import "context"

// socket is one WebSocket connection as Conn needs it: whole messages. The
// desktop build uses the coder/websocket library (socket_ws.go); the
// browser build talks to the browser's own WebSocket (socket_js.go),
// because the library's browser build brings net/http and its crypto along
// — about 630 KB of the compressed download — for a type in a signature.
type socket interface {
	// read returns the next message; text reports a text frame (this
	// protocol's messages are binary).
	read(ctx context.Context) (b []byte, text bool, err error)
	write(ctx context.Context, b []byte) error
	// close ends the connection normally, saying why; closeNow drops it.
	close(reason string)
	closeNow()
}

// closedError is the other side closing the connection, with its reason.
type closedError struct{ reason string }

func (e *closedError) Error() string { return "connection closed: " + e.reason }

// connectionEnded is a connection's end without a close frame: the other
// side's process or machine went away.
const connectionEnded = "connection ended"
