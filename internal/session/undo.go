package session

import (
	"errors"

	"outback/rules"
)

// ErrNoUndo says there is no move of a person at this computer to take back
// (or a chance outcome has been seen since).
var ErrNoUndo = errors.New("there is no move of yours to take back")

// undoPoint is the history length Undo goes back to: before the last move
// of a person at this computer, unless a chance outcome has been revealed
// since — undo never goes back past a draw that was seen.
func (s *Session) undoPoint() (int, bool) {
	if s.replaying != nil || s.networked() {
		// A LAN game's moves are the host's: taking one back here alone
		// would leave this peer in another game.
		return 0, false
	}
	h := s.match.History()
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat == rules.Chance {
			return 0, false
		}
		if s.Local(h[i].Seat) {
			return i, true
		}
	}
	return 0, false
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool {
	_, ok := s.undoPoint()
	return ok
}

// Undo takes back the last move of a person at this computer and every
// move after it, and saves the game.
func (s *Session) Undo() error {
	n, ok := s.undoPoint()
	if !ok {
		return ErrNoUndo
	}
	return s.truncate(n)
}

// truncate keeps the first n moves, forgets the decision at hand, and
// saves the game.
func (s *Session) truncate(n int) error {
	if err := s.match.Truncate(n); err != nil {
		return err
	}
	s.decided = -1
	s.rebuildLog()
	if s.saver != nil {
		s.saver.Save(s.match)
	}
	return nil
}

// networked reports whether some seat's moves come through the network.
func (s *Session) networked() bool {
	for _, c := range s.seats {
		switch c.(type) {
		case Remote, Relayed:
			return true
		}
	}
	return false
}

// Rewind takes the game back to its first n moves because the moves' owner
// did (a LAN host accepted a request to take a move back), and saves it.
func (s *Session) Rewind(n int) error {
	if n >= len(s.match.History()) {
		return nil
	}
	return s.truncate(n)
}
