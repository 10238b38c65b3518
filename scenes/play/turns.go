package play

import "outback/rules"

// Players read the game by their turns, not by the moves of the history:
// chance's moves (a deal, the set-up, a tile drawn) are moves of the
// history and steps of a replay, but nobody's turn, and a turn may take
// more than one move (Outback Crossing: draw, the tile comes, lay it;
// Down Under: the extra card a billabong owes, a second colour's card).
// A turn begins with a player's move, unless the seat that made the
// player's move before it makes it within the turn it began: by default
// every move of that seat is, and a game whose seats may take turn after
// turn alone (Down Under, once the others are done) says where a turn goes
// on (RegisterTurns).

// turnGoesOn are the games' rules of where a turn goes on, by game name.
var turnGoesOn = map[string]func(before rules.State) bool{}

// RegisterTurns says, for game, whether a move of the seat that made the
// last player's move, made in position before, goes on with that seat's
// turn (true) or begins its next turn (false). Games that do not register
// go on with the turn.
func RegisterTurns(game string, goesOn func(before rules.State) bool) {
	turnGoesOn[game] = goesOn
}

// goesOn reports whether a move made in before by the seat that moved last
// goes on with its turn (before nil: not at hand, it does).
func goesOn(game string, before rules.State) bool {
	f := turnGoesOn[game]
	return f == nil || before == nil || f(before)
}

// Turns counts the players' turns begun in match m's history.
func Turns(m *rules.Match) int {
	c := newTurnCounter()
	st := m.Initial()
	turns := 0
	for _, p := range m.History() {
		if c.next(p.Seat, goesOn(m.Setup().Game, st)) > 0 {
			turns++
		}
		if st != nil {
			if _, err := st.Apply(p.Move); err != nil {
				st = nil // cannot happen: the match played it
			}
		}
	}
	return turns
}

// RecordTurns counts the players' turns begun in a Record's moves (0 for a
// Record that cannot be played).
func RecordTurns(r *rules.Record) int {
	m, err := rules.Resume(r)
	if err != nil {
		return 0
	}
	return Turns(m)
}

// TurnNow is the number of the turn a game of match m is at: the turn of
// the player to decide (1 where nobody has moved yet, whatever chance
// did), or the last turn begun while chance decides within it or the game
// is over.
func TurnNow(m *rules.Match) int {
	h := m.History()
	n, last := Turns(m), rules.Chance
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat >= 0 {
			last = h[i].Seat
			break
		}
	}
	to := m.State().ToMove()
	if n == 0 || to >= 0 && (to != last || !goesOn(m.Setup().Game, m.State())) {
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

// next is the turn number the move of seat begins, or 0; goesOn says
// whether a move of the seat that moved last goes on with its turn.
func (c *turnCounter) next(seat int, goesOn bool) int {
	if seat < 0 || seat == c.last && goesOn {
		return 0
	}
	c.n++
	c.last = seat
	return c.n
}
