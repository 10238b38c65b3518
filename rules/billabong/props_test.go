package billabong

import (
	"math/rand/v2"
	"slices"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

func game(t testing.TB) *rules.Game {
	t.Helper()
	g, err := rules.Lookup(Name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func opts(kv ...string) []rules.Option {
	var o []rules.Option
	for i := 0; i+1 < len(kv); i += 2 {
		o = append(o, rules.Option{Key: kv[i], Value: kv[i+1]})
	}
	return o
}

// invariant checks what must hold in every state reached.
func invariant(t testing.TB, st rules.State) {
	t.Helper()
	s := st.(*State)
	var count [MaxPlayers + 1]int
	prev := NoSquare
	for _, k := range s.Kangaroos() {
		if k.Sq <= prev {
			t.Fatalf("Kangaroos not in square order: %v after %v", k.Sq, prev)
		}
		prev = k.Sq
		if IsLake(k.Sq) {
			t.Fatalf("kangaroo on the lake at %s", k.Sq)
		}
		if k.Cross < MinCross || k.Cross >= HomeCross {
			t.Fatalf("kangaroo on %s has cross %d", k.Sq, k.Cross)
		}
		if k.Seat == SleeperSeat {
			count[sleeperIdx]++
			if k.Cross != 0 {
				t.Fatalf("sleeper on %s has moved (cross %d)", k.Sq, k.Cross)
			}
		} else {
			count[k.Seat]++
		}
	}
	for sq := Square(0); sq < NumSquares; sq++ {
		if IsLake(sq) != (s.who[sq] == cellLake) {
			t.Fatalf("lake marking wrong on %s", sq)
		}
	}
	for i := 0; i < s.Players(); i++ {
		if count[i] != int(s.onBoard[i]) {
			t.Fatalf("seat %d: %d kangaroos on the board, counted %d", i, count[i], s.onBoard[i])
		}
		total := count[i] + s.HomeCount(i)
		if total > PerPlayer || (s.Phase() >= PhaseMove && total != PerPlayer) {
			t.Fatalf("seat %d: %d on the board + %d home in phase %s", i, count[i], s.HomeCount(i), s.Phase())
		}
	}
	if s.opts.sleepers && s.Phase() != PhaseSetup && count[sleeperIdx] != PerPlayer {
		t.Fatalf("%d sleepers", count[sleeperIdx])
	}
	if s.Phase() == PhaseMove && s.Finished(s.ToMove()) {
		t.Fatalf("seat %d is to move with all kangaroos home", s.ToMove())
	}
}

var variants = []struct {
	name    string
	players []int
	opts    []rules.Option
}{
	{"standard", []int{2, 3, 4}, nil},
	{"anywhere", []int{2, 3, 4}, opts("zone", "anywhere")},
	{"sleepers", []int{2, 3}, opts("sleepers", "on")},
	{"continue", []int{3, 4}, opts("continue", "on")},
	{"quickStart", []int{2, 3, 4}, opts("quickStart", "on")},
	{"all", []int{3}, opts("zone", "anywhere", "undoSelection", "on", "sleepers", "on", "continue", "on", "quickStart", "on")},
}

// TestRandomGames plays random games of every variant through the shared
// contract checks: many short ones (placement and the early race) and a few
// long ones; the position JSON round trip on a share of them (it is slow).
func TestRandomGames(t *testing.T) {
	g := game(t)
	scale := 1
	if testing.Short() {
		scale = 4
	}
	for _, v := range variants {
		for _, n := range v.players {
			total, totalMoves := 0, 0
			for i, c := range []rulestest.Config{
				{Games: 100 / scale, MaxMoves: 60},
				{Games: 20 / scale, MaxMoves: 60, PositionRoundTrip: true},
				{Games: 3, MaxMoves: 800 / scale},
			} {
				c.Game, c.Players, c.Options, c.Invariant = g, n, v.opts, invariant
				c.Seed = uint64(n*100 + i)
				_, moves := rulestest.Run(t, c)
				total += c.Games
				totalMoves += moves
			}
			t.Logf("%s, %d players: %d games, %d moves", v.name, n, total, totalMoves)
		}
	}
}

// greedyMove picks the move with the best ScoreMove for the seat to move
// (the first of equals, in canonical order).
func greedyMove(s *State, buf []Move) Move {
	seat := s.ToMove()
	best, bestScore := buf[0], 0
	for i, m := range buf {
		if sc := s.ScoreMove(seat, m); i == 0 || sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best
}

// playGreedy plays a game with greedy seats (chance by r), checking the
// invariants (and, with check, the contract at every move), and returns
// the number of moves, or -1 if it did not end.
func playGreedy(t testing.TB, players int, o []rules.Option, r *rand.Rand, maxMoves int, check bool) int {
	st, err := game(t).New(players, o)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var buf []Move
	for n := 0; n < maxMoves; n++ {
		switch s.ToMove() {
		case rules.Nobody:
			return n
		case rules.Chance:
			mv, err := rules.SampleOutcome(s, r)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(mv); err != nil {
				t.Fatal(err)
			}
			continue
		}
		invariant(t, s)
		buf = s.LegalMoves(buf[:0])
		m := greedyMove(s, buf)
		if check {
			rulestest.Step(t, rulestest.Config{Game: game(t), PositionRoundTrip: true}, s, m)
		}
		seat, want := s.ToMove(), s.ScoreMove(s.ToMove(), m)
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("greedy move %s refused: %v", m, err)
		}
		if got := s.Value(seat); got != want {
			t.Fatalf("ScoreMove(%s) = %d, Value after = %d", m, want, got)
		}
	}
	return -1
}

// TestGreedyGamesEnd plays games between greedy bots, which do end: all
// the way to the ranking, with the contract checked at every move.
func TestGreedyGamesEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, v := range variants {
		for _, n := range v.players {
			for i := 0; i < 3; i++ {
				moves := playGreedy(t, n, v.opts, r, 5000, i == 0)
				if moves < 0 {
					t.Fatalf("%s, %d players: a greedy game did not end in 5000 moves", v.name, n)
				}
				t.Logf("%s, %d players: greedy game of %d moves", v.name, n, moves)
			}
		}
	}
}

// TestAgainstOracle compares the legal moves of positions met in random
// games with the slow independent statement of the rules.
func TestAgainstOracle(t *testing.T) {
	g := game(t)
	r := rand.New(rand.NewPCG(77, 1))
	checked := 0
	for _, v := range variants {
		for _, n := range v.players {
			for gi := 0; gi < 2; gi++ {
				st, _ := g.New(n, v.opts)
				s := st.(*State)
				for mv := 0; mv < 300 && s.ToMove() != rules.Nobody; mv++ {
					moves := s.LegalMoves(nil)
					if s.Phase() == PhaseMove && mv%3 == 0 {
						want := naiveMoves(s)
						if !slices.Equal(moves, want) {
							js, _ := s.MarshalJSON()
							t.Fatalf("legal moves differ from the oracle in\n%s\ngot  %v\nwant %v", js, moves, want)
						}
						checked++
					}
					var m Move
					if s.ToMove() == rules.Chance {
						x, _ := rules.SampleOutcome(s, r)
						m = x.(Move)
					} else {
						m = moves[r.IntN(len(moves))]
					}
					if _, err := s.Apply(m); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	t.Logf("%d positions checked", checked)
}

// randomMove is a move of a random kind with random squares, near the
// seat's kangaroos often enough to hit legal ones too.
func randomMove(s *State, r *rand.Rand) Move {
	randSq := func() Square { return Square(r.IntN(NumSquares)) }
	var mine []Square
	for _, k := range s.Kangaroos() {
		if int(k.Seat) == s.ToMove() {
			mine = append(mine, k.Sq)
		}
	}
	from := randSq()
	if len(mine) > 0 && r.IntN(4) != 0 {
		from = mine[r.IntN(len(mine))]
	}
	near := func(p Square) Square {
		dr, dc := r.IntN(9)-4, r.IntN(9)-4
		if OnBoard(p.Row()+dr, p.Col()+dc) {
			return Sq(p.Row()+dr, p.Col()+dc)
		}
		return randSq()
	}
	switch r.IntN(5) {
	case 0:
		return PlaceMove(randSq())
	case 1:
		return WalkMove(from, near(from))
	case 2:
		return PassMove()
	default:
		path := []Square{}
		p := from
		for i := 0; i < 1+r.IntN(4); i++ {
			p = near(p)
			path = append(path, p)
		}
		return JumpMove(from, path...)
	}
}

// randomSequence is a legal jump sequence chosen hop by hop at random
// through NextHops (not the canonical representative).
func randomSequence(t *testing.T, s *State, from Square, r *rand.Rand) (Move, bool) {
	var landings []Square
	for len(landings) < 12 {
		hops, err := s.NextHops(from, landings)
		if err != nil {
			t.Fatalf("NextHops(%s, %v): %v", from, landings, err)
		}
		if len(hops) == 0 {
			break
		}
		h := hops[r.IntN(len(hops))]
		landings = append(landings, h.To)
		if h.Home || r.IntN(4) == 0 {
			break
		}
	}
	if len(landings) == 0 {
		return Move{}, false
	}
	return JumpMove(from, landings...), true
}

func TestIllegalMovesRefused(t *testing.T) {
	g := game(t)
	r := rand.New(rand.NewPCG(3, 4))
	refused, accepted := 0, 0
	for _, v := range variants {
		for _, n := range v.players {
			st, _ := g.New(n, v.opts)
			s := st.(*State)
			for mv := 0; mv < 250 && s.ToMove() != rules.Nobody; mv++ {
				moves := s.LegalMoves(nil)
				for i := 0; i < 10; i++ {
					m := randomMove(s, r)
					legal := slices.Contains(moves, m) || naiveLegal(s, m)
					if legal {
						cl := s.Clone()
						if _, err := cl.Apply(m); err != nil {
							t.Fatalf("legal %s refused: %v", m, err)
						}
						accepted++
						continue
					}
					rulestest.Refused(t, s, m)
					refused++
				}
				if s.Phase() == PhaseMove {
					// Any legal sequence is accepted, with the counter it earns.
					for _, k := range s.Kangaroos() {
						if int(k.Seat) != s.ToMove() {
							continue
						}
						if m, ok := randomSequence(t, s, k.Sq, r); ok {
							if !naiveLegal(s, m) {
								t.Fatalf("NextHops built an illegal sequence %s", m)
							}
							cl := s.Clone()
							if _, err := cl.Apply(m); err != nil {
								t.Fatalf("legal sequence %s refused: %v", m, err)
							}
							accepted++
						}
					}
				}
				var m rules.Move = moves[r.IntN(len(moves))]
				if s.ToMove() == rules.Chance {
					m, _ = rules.SampleOutcome(s, r)
				}
				if _, err := s.Apply(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d refused, %d accepted", refused, accepted)
	if refused == 0 || accepted == 0 {
		t.Fatal("the random moves did not exercise both sides")
	}
}
