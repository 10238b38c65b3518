package play

import "strconv"

// stiller is a play screen's part with motion of its own beyond its
// animation (Down Under's view gliding to a new place).
type stiller interface {
	Still() bool
}

// RestKey is what a play screen shows beyond its status line: the message
// line, another player's question, the hosting panel, who is away.
func (pc *Play) RestKey() string {
	seat, asked := pc.UndoQuestion()
	// Written by hand, not by fmt: it is made every tick, and fmt's
	// reflection was a part of the first tick's code for a browser to
	// compile.
	b := make([]byte, 0, len(pc.Msg)+32)
	b = append(b, pc.Msg...)
	for _, f := range [...]bool{pc.msgBad, asked, pc.HostPanel.Open, pc.LANTrouble} {
		b = strconv.AppendBool(append(b, ' '), f)
	}
	b = strconv.AppendInt(append(b, ' '), int64(seat), 10)
	for _, s := range pc.LANAway {
		b = strconv.AppendInt(append(b, ','), int64(s), 10)
	}
	return string(b)
}

// Resting reports whether the play screen's picture is still: no move
// animating, no computer thinking (its "thinking…" moves), no hint being
// searched, and the game's part has no motion of its own.
func (pc *Play) Resting() bool {
	if pc.Part.Animation().Busy() || pc.Hinting() {
		return false
	}
	if to := pc.Match.State().ToMove(); to >= 0 && pc.Thinking(to) {
		return false
	}
	if s, ok := pc.Part.(stiller); ok && !s.Still() {
		return false
	}
	return true
}
