//go:build !unix && !js

package net

import "syscall"

// reuseAddr does nothing here: one program at a time listens for
// announcements.
func reuseAddr(network, address string, c syscall.RawConn) error { return nil }
