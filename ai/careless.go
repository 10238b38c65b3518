package ai

import "outback/rules"

// Careless is the Easy level: a greedy bot that, on Percent of its moves,
// plays any legal move instead — the slips a beginner learns to punish.
type Careless struct {
	Greedy
	Percent int
	slip    bool
}

// Start decides whether this move is a slip, then thinks as Greedy would.
func (b *Careless) Start(st rules.State, seat int) {
	b.Greedy.Start(st, seat)
	b.slip = len(b.moves) > 1 && b.rng.IntN(100) < b.Percent
	if b.slip {
		b.move = b.moves[b.rng.IntN(len(b.moves))]
	}
}

// Step is done at once for a slip.
func (b *Careless) Step() bool {
	if b.slip {
		return true
	}
	return b.Greedy.Step()
}
