package ai

import (
	"math/rand/v2"

	"outback/rules"
)

// Random plays a uniformly chosen legal move.
type Random struct {
	rng  *rand.Rand
	buf  []rules.Move
	move rules.Move
}

// Start picks the move at once: there is nothing to think about.
func (b *Random) Start(st rules.State, seat int) {
	b.buf = st.Legal(b.buf[:0])
	b.move = nil
	if len(b.buf) > 0 {
		b.move = b.buf[b.rng.IntN(len(b.buf))]
	}
}

// Step reports the move is ready.
func (b *Random) Step() bool { return true }

// Move is the chosen move.
func (b *Random) Move() rules.Move { return b.move }
