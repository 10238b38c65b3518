package scenes

import (
	"bytes"

	"outback/rules"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// Playing by taps alone, as on a phone (issue 20): the screen says where
// a finger may tap — every enabled control drawn in the frame (Taps) and,
// where a person at this screen is to move, the taps that play one legal
// move (MoveTaps). The browser page publishes both in CSS pixels
// (window.outbackTaps, window.outbackMoveTaps); tests tap them with touch
// events only and check that each tap did what it should.

// MoveTapper is a game's part of the play screen (Part) that tells how a
// person plays a move by taps.
type MoveTapper interface {
	// TapsFor is the taps, from the screen as it is now (a kangaroo
	// picked, a card turned), that play m; nil when taps cannot play m
	// now (the view is moving; another pick holds).
	TapsFor(m rules.Move) []ui.TapPoint
}

// RecordTaps starts (on) or stops gathering, frame by frame, the controls
// drawn (Taps). The browser page turns it on; tests may.
func (a *App) RecordTaps(on bool) { sprites.RecordTaps(on) }

// Taps are the enabled controls drawn in the last frame drawn, in the
// order they were drawn (nothing unless RecordTaps(true)).
func (a *App) Taps() []ui.TapPoint {
	var out []ui.TapPoint
	for _, t := range sprites.Taps() {
		out = append(out, ui.TapPoint{Label: t.Label, X: t.X, Y: t.Y, W: t.W, H: t.H})
	}
	return out
}

// MoveTap is a move a person at this screen may play now by taps.
type MoveTap struct {
	// Moves is the history's length: the move, played, is entry Moves of
	// the log (counting from 0).
	Moves int
	Seat  int
	Move  rules.Move
	// Text is the move as the log writes it.
	Text string
	Taps []ui.TapPoint
}

// MoveTaps is one legal move of the person to move at this screen and
// the taps that play it; ok is false when there is none to tap now: not
// a play screen, a replay, the computer's or a LAN player's turn, the
// game over, a move playing out, a dialog over the board. The move is the
// game's own greedy choice (the best one move ahead by the game's
// measure, the first such in the rules' order), so a game played by these
// taps is short and always the same.
func (a *App) MoveTaps() (mt MoveTap, ok bool) {
	r, isPlay := a.scenes.cur.(play.Replayable)
	if !isPlay || a.scenes.out > 0 {
		return mt, false
	}
	pc := r.Core()
	tapper, can := pc.Part.(MoveTapper)
	if !can || pc.Replay != nil || pc.HostPanel.Open || pc.Sheet.Open || pc.Part.Animation().Busy() {
		return mt, false
	}
	if _, asked := pc.UndoQuestion(); asked {
		return mt, false
	}
	st := pc.Match.State()
	seat := st.ToMove()
	if seat < 0 || !pc.Human(seat) {
		return mt, false
	}
	n := len(pc.Match.History())
	for _, m := range tapChoices(pc, st, seat, n) {
		if taps := tapper.TapsFor(m); len(taps) > 0 && onScreen(taps) {
			return MoveTap{Moves: n, Seat: seat, Move: m, Text: pc.LogText(st, st.MoveText(m), m), Taps: taps}, true
		}
	}
	return mt, false
}

// tapChoice is the person's legal moves in order of preference, kept for
// one position of one screen.
var tapChoice struct {
	pc    *play.Play
	moves int
	order []rules.Move
}

// moveScorer is a game state that scores a move one move ahead (the
// greedy computer's measure).
type moveScorer interface {
	ScoreMove(seat int, m rules.Move) int
}

// tapChoices is seat's legal moves, best first by the game's measure (the
// rules' order among equals), as seat sees the game.
func tapChoices(pc *play.Play, st rules.State, seat, n int) []rules.Move {
	if tapChoice.pc == pc && tapChoice.moves == n {
		return tapChoice.order
	}
	view := st.View(seat)
	legal := view.Legal(nil)
	score := make([]int, len(legal))
	for i, m := range legal {
		switch v := view.(type) {
		case moveScorer:
			score[i] = v.ScoreMove(seat, m)
		case rules.Heuristic:
			c := view.Clone()
			if _, err := c.Apply(m); err == nil {
				score[i] = c.(rules.Heuristic).Value(seat)
			}
		}
	}
	order := make([]rules.Move, 0, len(legal))
	used := make([]bool, len(legal))
	for range legal {
		best := -1
		for i := range legal {
			if !used[i] && (best < 0 || score[i] > score[best]) {
				best = i
			}
		}
		used[best] = true
		order = append(order, legal[best])
	}
	tapChoice.pc, tapChoice.moves, tapChoice.order = pc, n, order
	return order
}

// SameMove reports whether two moves are the same decision (their
// encodings are equal).
func SameMove(a, b rules.Move) bool {
	if a == nil || b == nil {
		return a == b
	}
	ea, err1 := a.MarshalMsg(nil)
	eb, err2 := b.MarshalMsg(nil)
	return err1 == nil && err2 == nil && bytes.Equal(ea, eb)
}

// LoggedMove is entry i of the play screen's log (the move and its text),
// ok false when there is no such entry or no play screen.
func (a *App) LoggedMove(i int) (m rules.Move, text string, ok bool) {
	r, isPlay := a.scenes.cur.(play.Replayable)
	if !isPlay {
		return nil, "", false
	}
	pc := r.Core()
	if i < 0 || i >= len(pc.Log) {
		return nil, "", false
	}
	return pc.Log[i].Move, pc.Log[i].Text, true
}

// LogTexts are the play screen's log entries as written (nil elsewhere).
func (a *App) LogTexts() []string {
	r, isPlay := a.scenes.cur.(play.Replayable)
	if !isPlay {
		return nil
	}
	pc := r.Core()
	out := make([]string, len(pc.Log))
	for i, e := range pc.Log {
		out[i] = e.Text
	}
	return out
}

// LogRowsShown are the entries of the move log the last frame drew (their
// indices in LogTexts, from first to end), on the panel or the open sheet
// (also a replay's).
func (a *App) LogRowsShown() (first, end int) {
	if pc := a.playing(); pc != nil {
		return pc.LogRowsShown()
	}
	return 0, 0
}

// MatchHash is the hash of the play screen's position (ok false where
// there is no play screen): two windows showing the same game agree on it.
func (a *App) MatchHash() (h uint64, ok bool) {
	r, isPlay := a.scenes.cur.(play.Replayable)
	if !isPlay {
		return 0, false
	}
	return r.Core().Match.State().Hash(), true
}

// SharedRow is where the play screen shown (also under the replay viewer)
// lays its shared buttons (Undo, Hint, Moves, Coords, Menu: those it
// has), ok false where there is none: tests check that they fill it.
func (a *App) SharedRow() (r ui.Rect, ok bool) {
	pc := a.playing()
	if pc == nil {
		return ui.Rect{}, false
	}
	return pc.SharedRow, true
}

// onScreen reports whether every tap's box is whole on the screen: a move
// whose place is scrolled out of view, or cut by the screen's edge, is not
// one a finger can surely play now.
func onScreen(taps []ui.TapPoint) bool {
	for _, t := range taps {
		if t.X < 0 || t.Y < 0 || t.X+t.W > float64(ui.ViewW) || t.Y+t.H > float64(ui.ViewH) {
			return false
		}
	}
	return true
}
