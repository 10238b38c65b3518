// Package replay is the replay viewer with what stands around it: the
// Viewer (a game's own play screen driven by a Record's moves, under a bar
// of controls), its game review (review.go: the chart of each seat's
// chances under the timeline, the marks, the better move as a ghost), the
// list of finished games (Replays), and sharing a replay as a link in the
// browser (share_*.go).
//
// It stands on the play screen (scenes/play, through its Replayable hold)
// and sees the program around it through App, never its type.
package replay
