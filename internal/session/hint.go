package session

import (
	"outback/ai"
	"outback/rules"
)

// hint is a bot thinking for the person to move, one slice a tick.
type hint struct {
	bot      ai.Bot
	thinking bool
	forLen   int    // history length the hint is for
	forHash  uint64 // and the position's hash: an Undo and other moves may reach that length elsewhere
	move     rules.Move
	expect   float64 // what the bot expects of the move (0 last … 1 first), -1 unknown
}

// expecter is a bot that can say what it expects of its move (ai.Search).
type expecter interface {
	Expect() float64
}

// AskHint starts bot thinking about the decision of the person to move. It
// reports false when there is no such decision (or the hint is shown
// already).
func (s *Session) AskHint(bot ai.Bot) bool {
	st := s.match.State()
	to := st.ToMove()
	if !s.Local(to) || s.replaying != nil {
		return false
	}
	n := len(s.match.History())
	if s.hintHere() && (s.hint.thinking || s.hint.move != nil) {
		return false
	}
	s.hint = hint{bot: bot, thinking: true, forLen: n, forHash: st.Hash()}
	bot.Start(st.View(to), to)
	return true
}

// thinkHint gives the hint bot its slice of work for this tick.
func (s *Session) thinkHint() {
	h := &s.hint
	if !h.thinking {
		return
	}
	if !s.hintHere() {
		h.thinking = false // the position changed under it
		return
	}
	if h.bot.Step() {
		h.thinking = false
		h.move = h.bot.Move()
		h.expect = -1
		if e, ok := h.bot.(expecter); ok {
			h.expect = e.Expect()
		}
	}
}

// Hinting reports whether a hint is being thought of.
func (s *Session) Hinting() bool {
	return s.hint.thinking && s.hintHere()
}

// hintHere reports whether the hint is for the position now.
func (s *Session) hintHere() bool {
	return s.hint.forLen == len(s.match.History()) && s.hint.forHash == s.match.State().Hash()
}

// Hint is the hint for the current position, or nil.
func (s *Session) Hint() rules.Move {
	if s.hint.move == nil || !s.hintHere() {
		return nil
	}
	return s.hint.move
}

// HintChances is what the hint's bot expects the person to make of the
// game by following it, in percent (100: first place, 0: last), and
// whether it said.
func (s *Session) HintChances() (int, bool) {
	if s.Hint() == nil || s.hint.expect < 0 {
		return 0, false
	}
	return int(s.hint.expect*100 + 0.5), true
}
