package downunder

import "outback/rules"

// RouteScore is one route's score (§7).
type RouteScore struct {
	Colour   int
	Segments int // the route's segments: its plain score
	// Animals on the route's grey segments, indexed by Animal.
	Animals [nAnimals]int
	// Bonus is +5 per emu+kangaroo+platypus set; RabbitPenalty −2 per
	// rabbit when the route holds no dingo (both 0 without special scoring).
	Bonus, RabbitPenalty int
	Total                int // Segments + Bonus + RabbitPenalty
}

// SeatScore is a seat's score, live or final.
type SeatScore struct {
	Seat   int
	Routes []RouteScore
	// Provisional is the score before the dingo rule (shown in brackets
	// during play with special scoring).
	Provisional int
	// DingoInHand: special scoring and the seat still holds its dingo (or,
	// with twoRoutes, one of its dingos): at the end it scores 0, or with
	// dingo=lose ranks below every other seat.
	DingoInHand bool
	// Final is the score with the dingo rule applied (dingo=zero).
	Final int
}

// routeScore scores colour c's route.
func (s *State) routeScore(c int) RouteScore {
	rs := RouteScore{Colour: c}
	r := s.routeRoot(c)
	if r < 0 {
		return rs
	}
	b := &s.b
	rs.Segments = int(b.segs[r].size)
	if s.cfg.special {
		for i := range b.segs {
			if b.segs[i].animal != NoAnimal && b.find(i) == r {
				rs.Animals[b.segs[i].animal]++
			}
		}
		rs.Bonus = 5 * min(rs.Animals[Emu], rs.Animals[Kangaroo], rs.Animals[Platypus])
		if rs.Animals[Dingo] == 0 {
			rs.RabbitPenalty = -2 * rs.Animals[Rabbit]
		}
	}
	rs.Total = rs.Segments + rs.Bonus + rs.RabbitPenalty
	return rs
}

// SeatScore is seat's live score.
func (s *State) SeatScore(seat int) SeatScore {
	ss := SeatScore{Seat: seat}
	m := s.cfg.seatColours(seat)
	for c := 0; c < s.cfg.colours; c++ {
		if m&(1<<c) == 0 {
			continue
		}
		rs := s.routeScore(c)
		ss.Routes = append(ss.Routes, rs)
		ss.Provisional += rs.Total
		if s.cfg.special && s.hands[c][8] > 0 {
			ss.DingoInHand = true
		}
	}
	ss.Final = ss.Provisional
	if ss.DingoInHand && !s.cfg.dingoLose {
		ss.Final = 0
	}
	return ss
}

// Outcome: over or not, scores and ranks. During play the scores are the
// provisional ones (before the dingo rule); at the end the dingo rule
// applies: dingo=zero scores 0, dingo=lose keeps the score but ranks below
// every seat that laid its dingo. Equal scores share a rank (1, 1, 3).
func (s *State) Outcome() rules.Outcome {
	n := s.cfg.players
	o := rules.Outcome{Over: s.over, Scores: make([]int, n), Ranks: make([]int, n)}
	lose := make([]bool, n)
	for seat := 0; seat < n; seat++ {
		ss := s.SeatScore(seat)
		o.Scores[seat] = ss.Provisional
		if s.over {
			o.Scores[seat] = ss.Final
			lose[seat] = ss.DingoInHand && s.cfg.dingoLose
		}
	}
	for i := 0; i < n; i++ {
		o.Ranks[i] = 1
		for j := 0; j < n; j++ {
			if (lose[j] == lose[i] && o.Scores[j] > o.Scores[i]) || (!lose[j] && lose[i]) {
				o.Ranks[i]++
			}
		}
	}
	return o
}

// Value is the heuristic for bots: the seat's provisional score against
// the best other seat's, plus a little for open ends (room to grow) and a
// penalty for a dingo still in hand near the end.
func (s *State) Value(seat int) int {
	best := -1 << 30
	own := 0
	for p := 0; p < s.cfg.players; p++ {
		v := s.seatValue(p)
		if p == seat {
			own = v
		} else if v > best {
			best = v
		}
	}
	return own - best
}

func (s *State) seatValue(seat int) int {
	ss := s.SeatScore(seat)
	v := 4 * ss.Provisional
	if s.over {
		v = 4 * ss.Final
		if ss.DingoInHand && s.cfg.dingoLose {
			v -= 1000
		}
		return v
	}
	if ss.DingoInHand {
		v -= 2 * ss.Provisional / 3
	}
	var buf [2]openEnd
	m := s.cfg.seatColours(seat)
	for c := 0; c < s.cfg.colours; c++ {
		if m&(1<<c) != 0 {
			_, ends := s.status(c, buf[:0])
			v += 2 * len(ends)
		}
	}
	return v
}

// ValueScale is how many Value units make a clear lead (three points): a
// search turns Value into odds of winning on this scale.
func (s *State) ValueScale() int { return 12 }

// ScoreMove is the value for seat of the position after m (the greedy
// bot's fast path); an illegal move values very low.
func (s *State) ScoreMove(seat int, m rules.Move) int {
	t := s.clone()
	if _, err := t.Apply(m); err != nil {
		return -1 << 30
	}
	return t.Value(seat)
}
