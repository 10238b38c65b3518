// Package session is the game being played, free of any display: it owns
// the rules.Match, drives each seat through a Controller (a person at this
// computer, a bot, a replay, or — for LAN play — a remote peer), resolves
// chance where it is the authority, applies and logs moves, gives undo and
// hints, and autosaves after every move.
//
// A screen calls Tick once per frame (bots think in bounded slices there,
// so no frame waits), Submit when the person at the screen completes a
// move, and animates the Applied moves it gets back: their events say what
// happened, step by step. Because nothing here draws, whole games, undo,
// resume and replays are tested with plain `go test`.
package session
