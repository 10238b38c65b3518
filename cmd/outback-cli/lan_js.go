//go:build js

package main

// lanCommands: a browser has no server socket to host from, and the
// browser game joins from its page, so the js build has no LAN commands.
func lanCommands() []command { return nil }
