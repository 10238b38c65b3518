package ai

import (
	"math/rand/v2"

	"outback/rules"
)

// Greedy looks one move ahead and takes the move whose resulting position
// the game's Heuristic values most for its seat; ties are broken at random
// (seeded), so two greedy bots do not repeat each other forever.
type Greedy struct {
	// PerStep is how many candidate moves one Step evaluates.
	PerStep int

	rng   *rand.Rand
	st    rules.State
	seat  int
	moves []rules.Move
	next  int
	best  int
	ties  int
	move  rules.Move
}

// Start lists the candidate moves.
func (b *Greedy) Start(st rules.State, seat int) {
	b.st = st
	b.seat = seat
	b.moves = st.Legal(b.moves[:0])
	b.next = 0
	b.ties = 0
	b.move = nil
	if len(b.moves) > 0 {
		b.move = b.moves[0]
	}
}

// Step evaluates up to PerStep more candidates.
func (b *Greedy) Step() bool {
	for n := 0; n < b.PerStep && b.next < len(b.moves); n++ {
		m := b.moves[b.next]
		b.next++
		v := scoreMove(b.st, b.seat, m)
		switch {
		case b.ties == 0 || v > b.best:
			b.best, b.ties, b.move = v, 1, m
		case v == b.best:
			// Reservoir sampling: each tied move ends up chosen with equal chance.
			b.ties++
			if b.rng.IntN(b.ties) == 0 {
				b.move = m
			}
		}
	}
	return b.next >= len(b.moves)
}

// Move is the best move found.
func (b *Greedy) Move() rules.Move { return b.move }
