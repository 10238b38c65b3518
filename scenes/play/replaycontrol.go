package play

import (
	"outback/internal/session"
	"outback/rules"
	"outback/scenes/ui"
)

// ReplayControl is the viewer's hold on the replay: the session's Replay
// controller, which plays the recorded moves one at a time when asked, and
// the whole recorded log (the list shows every move, also those ahead).
type ReplayControl struct {
	Ctl *session.Replay
	Log []logEntry
	// Ghost is the better move the review shows on the board, and its
	// words.
	Ghost     rules.Move
	GhostText string
	// Review starts the viewer's game review (the end panel's button).
	Review func()
	// Sayer, where the game has one, writes a move in words for the
	// banner (said, by the log's entry).
	Sayer MoveSayer
	said  []string
}

// MoveSayer is a game's part of the play screen (Part) that writes a move
// in words, for the replay's banner ("Blue claimed E3"): the log keeps the
// notation, short enough for its rows.
type MoveSayer interface {
	// SayMove is m, played from st, as a format in English (the seat's
	// name its first %s) and the rest of its arguments; ok is false where
	// it has no words for m (the notation is then shown).
	SayMove(st rules.State, m rules.Move) (format string, args []any, ok bool)
}

// RebuildLog writes the whole recorded log in the current language.
func (rc *ReplayControl) RebuildLog(m *rules.Match, pc *Play) {
	rc.Log, rc.said = rc.Log[:0], rc.said[:0]
	st := m.Initial()
	for i, mv := range rc.Ctl.Moves {
		seat := st.ToMove()
		rc.Log = append(rc.Log, newLogEntry(i+1, seat, pc.LogText(st, st.MoveText(mv), mv), mv))
		said := ""
		if rc.Sayer != nil && (seat >= 0 || seat == rules.Chance) {
			name := "" // chance's words name no mover
			if seat >= 0 {
				name = pc.SeatName(seat)
			}
			if format, args, ok := rc.Sayer.SayMove(st, mv); ok {
				said = sayText(format, append([]any{name}, args...))
			}
		}
		rc.said = append(rc.said, said)
		st.Apply(mv)
	}
}

// Replayable is what the viewer needs of a play screen: its core, and
// control over the animation of the move being shown (timelines are
// seekable, so scrubbing works within a move too).
type Replayable interface {
	ui.Scene
	Core() *Play
	// AnimProgress is the running animation's tick and length (0, 0 when idle).
	AnimProgress() (t, total int)
	SeekAnim(t int)
	FinishAnim()
}

// BarRows is how many rows a replay's bar w wide takes: one, or two on
// a phone held upright (the buttons, then the timeline).
func BarRows(w float32) int {
	if w < 420 {
		return 2
	}
	return 1
}
