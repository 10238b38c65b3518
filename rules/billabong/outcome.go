package billabong

import "outback/rules"

// HomeCount is how many kangaroos the seat has brought home.
func (s *State) HomeCount(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return int(s.home[seat])
}

// Finished reports whether the seat has all its kangaroos home (five, in a
// game played from the start), in the race or after it.
func (s *State) Finished(seat int) bool {
	return seat >= 0 && seat < int(s.players) && s.phase >= PhaseMove && s.done(seat)
}

// done reports whether a seat has no kangaroo left on the board: in the
// race, that it has brought all its kangaroos home. (A position read from
// JSON may give a seat fewer than five; it is done when those are home.)
func (s *State) done(seat int) bool { return s.onBoard[seat] == 0 }

// active is the number of seats still racing.
func (s *State) active() int {
	n := 0
	for i := 0; i < int(s.players); i++ {
		if !s.done(i) {
			n++
		}
	}
	return n
}

// ended reports whether the race is over (§5): someone is done (standard),
// at most one seat is still racing (continue), or a full round of passes.
func (s *State) ended() bool {
	act := s.active()
	if s.opts.cont {
		if act <= 1 {
			return true
		}
	} else if act < int(s.players) {
		return true
	}
	return s.passes > 0 && int(s.passes) >= act
}

// better reports whether seat a ranks above seat b: more kangaroos home, or
// as many but reached that count earlier.
func better(home, reached [MaxPlayers]int8, a, b int) bool {
	if home[a] != home[b] {
		return home[a] > home[b]
	}
	return home[a] > 0 && reached[a] < reached[b]
}

func (s *State) rank(seat int) int {
	r := 1
	for i := 0; i < int(s.players); i++ {
		if better(s.home, s.reached, i, seat) {
			r++
		}
	}
	return r
}

func (s *State) ranks() []int {
	out := make([]int, s.players)
	for i := range out {
		out[i] = s.rank(i)
	}
	return out
}

// Outcome says whether the game is over, with the (provisional, while it
// runs) ranks. Billabong has no scores.
func (s *State) Outcome() rules.Outcome {
	return rules.Outcome{Over: s.phase == PhaseOver, Ranks: s.ranks()}
}
