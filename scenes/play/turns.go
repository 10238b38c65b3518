package play

import "outback/rules"

// Players read the game by their turns, not by the moves of the history:
// chance's moves (a deal, the set-up, a tile drawn) are moves of the
// history and steps of a replay, but nobody's turn, and a turn may take
// more than one move (Outback Crossing: draw, the tile comes, lay it). A
// turn begins with a player's move whose seat is not the seat of the
// player's move before it.

// Turns counts the players' turns begun in history h.
func Turns(h []rules.Played) int {
	return countTurns(len(h), func(i int) int { return h[i].Seat })
}

// RecordTurns counts the players' turns begun in a Record's moves.
func RecordTurns(r *rules.Record) int {
	return countTurns(len(r.Moves), func(i int) int { return r.Moves[i].Seat })
}

// countTurns counts the turns begun in n moves, move i decided by seat(i).
func countTurns(n int, seat func(i int) int) int {
	c := newTurnCounter()
	turns := 0
	for i := range n {
		if c.next(seat(i)) > 0 {
			turns++
		}
	}
	return turns
}

// TurnNow is the number of the turn a game of match m is at: the turn of
// the player to decide (1 where nobody has moved yet, whatever chance
// did), or the last turn begun while chance decides within it or the game
// is over.
func TurnNow(m *rules.Match) int {
	h := m.History()
	n, last := Turns(h), rules.Chance
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat >= 0 {
			last = h[i].Seat
			break
		}
	}
	if to := m.State().ToMove(); to >= 0 && to != last || n == 0 {
		n++
	}
	return n
}

// turnCounter numbers the rows of the move log by turns as moves come:
// the row of a move that begins a turn gets its number, the others none.
type turnCounter struct {
	n, last int
}

func newTurnCounter() turnCounter { return turnCounter{last: rules.Chance} }

// next is the turn number the move of seat begins, or 0.
func (c *turnCounter) next(seat int) int {
	if seat < 0 {
		return 0
	}
	if seat == c.last {
		return 0
	}
	c.n++
	c.last = seat
	return c.n
}
