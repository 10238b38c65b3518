package net

import (
	"context"
	"errors"
	"fmt"
	"time"

	"outback/ai"
)

// Follow plays this peer's seat with bot (nil: just watch) until the game
// is over, waiting pace before each move. It returns nil once the game has
// ended.
func Follow(ctx context.Context, cl *Client, bot ai.Bot, pace time.Duration) error {
	return FollowUntil(ctx, cl, bot, pace, nil)
}

// ErrStopped is FollowUntil's answer when until stopped it before the end.
var ErrStopped = errors.New("stopped before the end of the game")

// FollowUntil is Follow, stopping early (ErrStopped) once until, asked
// after each message from the host, says so (tests cut a connection at a
// chosen move with it).
func FollowUntil(ctx context.Context, cl *Client, bot ai.Bot, pace time.Duration, until func(*Client) bool) error {
	sent, refusals := -1, 0
	for !cl.Over() {
		if until != nil && until(cl) {
			return ErrStopped
		}
		if cl.Match != nil && cl.Seat >= 0 && bot != nil && !cl.Electing {
			st := cl.Match.State()
			n := len(cl.Match.History())
			if st.ToMove() == cl.Seat && sent != n {
				if pace > 0 {
					select {
					case <-time.After(pace):
					case <-ctx.Done():
						return ctx.Err()
					}
				}
				err := cl.Play(ai.Think(bot, st.View(cl.Seat), cl.Seat))
				if err != nil && !errors.Is(err, errSendClosed) {
					return err
				}
				// A move the host went away before: the connection's end,
				// read next, says so (and the peer carries on elsewhere).
				sent = n
			}
		}
		// A host silent past SilentHost (frozen, or the network lost) is
		// lost here too; the command line gives it twice that.
		nctx, cancel := context.WithTimeout(ctx, 2*SilentHost)
		u, err := cl.Next(nctx)
		cancel()
		if err != nil {
			if cl.Over() && errors.Is(err, ErrClosed) {
				return nil
			}
			return err
		}
		switch u.Kind {
		case UndoAsk:
			// A computer player lets people take their moves back.
			if bot != nil && cl.Seat >= 0 && u.Seat != cl.Seat {
				cl.AnswerUndo(true)
			}
			continue
		case UndoDone:
			sent = -1 // the game may have gone back to this seat's turn
			continue
		}
		if u.Kind == Refused && cl.Match != nil && sent == len(cl.Match.History()) {
			// This peer's game may have gone wrong: ask for the host's,
			// then think again. A move refused again and again is a bug.
			if refusals++; refusals > 3 {
				return fmt.Errorf("the host refused this peer's move: %s", u.Text)
			}
			cl.resync(uint32(sent))
			sent = -1
		}
	}
	cl.drain(ctx)
	return nil
}

// drain reads until the host closes the connection (it does once the game
// is over), so that the host's goodbye is answered rather than timed out.
func (cl *Client) drain(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	for {
		if _, err := cl.c.Recv(ctx); err != nil && !isBad(err) {
			return
		}
	}
}
