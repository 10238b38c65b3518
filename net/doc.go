// Package net is Outback's LAN play: a host that sequences every move of a
// game and peers that follow it in lockstep, over WebSocket binary
// messages (github.com/coder/websocket, which works on the desktop and in
// the browser build alike).
//
// The host's Match is the authority. A peer sends a move for its own seat
// (proved by the seat's random token); the host checks it against the
// rules, applies it, and relays it to everyone with the state hash after
// it. Every peer applies the same moves to its own Match and compares the
// hash: a mismatch is reported at once and repaired by the host resending
// its Record, so a game never silently diverges. Chance (draws, shuffles)
// is sampled by the host alone and relayed like any move.
//
// Nothing here imports ebiten: the package runs in tests, in the headless
// command line and in the window alike.
package net
