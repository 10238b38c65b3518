package session

import "outback/rules"

// MoveSource is the game's moves as another program sequenced them — the
// LAN host's, read through a net.Peer — by their place in the game.
type MoveSource interface {
	MoveAt(n int) (seat int, mv rules.Move, ok bool)
}

// Remote is a seat played elsewhere (another peer, the host's bot), or,
// for a peer, chance (the host samples it): Turn returns the move the host
// sequenced for this decision once it has arrived.
type Remote struct {
	Source MoveSource
}

// Turn implements Controller.
func (r Remote) Turn(t Turn) (rules.Move, bool) {
	seat, mv, ok := r.Source.MoveAt(t.Played)
	if !ok || seat != t.Seat {
		return nil, false
	}
	return mv, true
}

// Kind implements Controller.
func (Remote) Kind() string { return "remote" }

// Relayed is the person at this computer in a LAN game they joined: Submit
// sends their move to the host (Send), and it is played here when the
// host relays it back, like every other move — so every peer plays the
// same moves in the same order.
type Relayed struct {
	Remote
	Send func(rules.Move) error
}

// Kind implements Controller.
func (Relayed) Kind() string { return "human" }
