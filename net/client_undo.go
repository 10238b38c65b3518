package net

import "errors"

// A peer's side of taking a move back (see the host's undo.go).

// AskUndo asks the host and the other players to take back this seat's
// last move; the answer comes as an UndoDone update.
func (cl *Client) AskUndo() error {
	if cl.Match == nil {
		return errors.New("the game has not started")
	}
	return cl.askUndoAt(len(cl.Match.History()))
}

// askUndoAt asks to take back this seat's last move of the first n.
func (cl *Client) askUndoAt(n int) error {
	if cl.Seat < 0 {
		return errors.New("spectators do not take moves back")
	}
	if !cl.c.Send(Msg{Kind: UndoAsk, Seat: int8(cl.Seat), N: uint32(n)}) {
		return errors.New("the connection to the host is closed")
	}
	return nil
}

// Asking is the seat asking to take a move back, while the players decide.
func (cl *Client) Asking() (seat int, ok bool) { return cl.asking, cl.asking >= 0 }

// AnswerUndo answers the request being decided.
func (cl *Client) AnswerUndo(yes bool) error {
	if cl.asking < 0 {
		return errors.New("no one asks to take a move back")
	}
	return cl.vote(cl.askedAt, yes)
}

// vote answers the request made after the first at moves.
func (cl *Client) vote(at int, yes bool) error {
	vote := VoteNo
	if yes {
		vote = VoteYes
	}
	if !cl.c.Send(Msg{Kind: UndoVote, Seat: int8(cl.Seat), N: uint32(at), Text: vote}) {
		return errors.New("the connection to the host is closed")
	}
	return nil
}

// undone ends a request: accepted, this peer's game goes back as the
// host's did (checked by its hash); refused, Text says why.
func (cl *Client) undone(m Msg, u *Update) {
	cl.asking = -1
	u.Seat, u.N = int(m.Seat), int(m.N)
	if m.Text != "" || cl.Match == nil {
		return
	}
	if int(m.N) > len(cl.Match.History()) {
		cl.resync(m.N)
		return
	}
	if err := cl.Match.Truncate(int(m.N)); err != nil || cl.Match.State().Hash() != m.Hash {
		cl.resync(m.N)
	}
}
