//go:build !js

package net

import (
	"fmt"
	"slices"
)

// Undo on the LAN is a request: a player asks to take back their last move,
// every other player at the table answers (computer players always agree),
// and the host takes the game back only when all have said yes. The game
// waits while they decide.

// undoRequest is a request being decided.
type undoRequest struct {
	seat    int   // who asks
	at      int   // the moves played when asked
	point   int   // the moves kept if it is accepted
	waiting []int // the seats whose answer is still due
}

// askUndo handles a peer's request to take back its last move.
func (h *Host) askUndo(p *peer, m *Msg) {
	refuse := func(why string) { p.c.Send(Msg{Kind: UndoDone, Seat: int8(p.seat), Text: why}) }
	switch {
	case p.seat < 0:
		h.strike(p, m.N, "spectators do not take moves back")
		return
	case !h.started:
		h.strike(p, m.N, "the game has not started")
		return
	case h.undo != nil:
		refuse("another request to take a move back is being decided")
		return
	case int(m.N) != len(h.match.History()):
		refuse("the game has moved on")
		return
	}
	point, ok := h.match.UndoPoint(p.seat)
	if !ok {
		refuse("there is no move of yours to take back (or a tile has been drawn since)")
		return
	}
	r := &undoRequest{seat: p.seat, at: int(m.N), point: point}
	for i, s := range h.seats {
		if i != p.seat && s.peer != nil && !h.botSeat(i) {
			r.waiting = append(r.waiting, i)
		}
	}
	if len(r.waiting) == 0 {
		h.undo = r
		h.takeBack()
		return
	}
	h.undo = r
	h.thinking = -1 // a bot's move thought out before the request is not played
	for _, q := range h.peers {
		q.c.Send(Msg{Kind: UndoAsk, Seat: int8(r.seat), N: uint32(r.at)})
	}
}

// voteUndo handles an answer to the request being decided.
func (h *Host) voteUndo(p *peer, m *Msg) {
	r := h.undo
	if r == nil || int(m.N) != r.at || !slices.Contains(r.waiting, p.seat) {
		return // late or not asked: nothing to decide
	}
	switch m.Text {
	case VoteYes:
		r.waiting = slices.DeleteFunc(r.waiting, func(s int) bool { return s == p.seat })
		if len(r.waiting) == 0 {
			h.takeBack()
		}
	case VoteNo:
		h.refuseUndo(fmt.Sprintf("%s said no", h.seats[p.seat].name))
	default:
		h.strike(p, m.N, fmt.Sprintf("an answer is %q or %q", VoteYes, VoteNo))
	}
}

// takeBack accepts the request: the game goes back and everyone follows.
func (h *Host) takeBack() {
	r := h.undo
	h.undo = nil
	if err := h.match.Truncate(r.point); err != nil {
		h.err = err
		return
	}
	h.thinking = -1
	h.played.Store(int64(r.point))
	if !h.persist() {
		return
	}
	out := Msg{Kind: UndoDone, Seat: int8(r.seat), N: uint32(r.point), Hash: h.match.State().Hash()}
	for _, q := range h.peers {
		q.c.Send(out)
	}
}

// refuseUndo ends the request without taking anything back.
func (h *Host) refuseUndo(why string) {
	r := h.undo
	h.undo = nil
	for _, q := range h.peers {
		q.c.Send(Msg{Kind: UndoDone, Seat: int8(r.seat), N: uint32(r.at), Text: why})
	}
}

// undoLeft ends the request when a player whose answer was due, or the
// one who asked, leaves.
func (h *Host) undoLeft(seat int) {
	if r := h.undo; r != nil && seat >= 0 && (seat == r.seat || slices.Contains(r.waiting, seat)) {
		h.refuseUndo(fmt.Sprintf("%s left", h.seats[seat].name))
	}
}
