package billabong

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

// A slow, independent statement of the jump rules, to check the fast
// search against: plain loops over the board, paths kept whole, no caches.

// naiveOcc reports whether a kangaroo (or the referee) stands on (r, c).
func naiveOcc(s *State, r, c int) bool {
	k, ok := s.KangarooAt(Sq(r, c))
	_ = k
	return ok
}

// naiveHop is the landing of the hop from p in direction (dr, dc).
func naiveHop(s *State, p Square, dr, dc int) (Square, bool) {
	var path []Square // squares outward until the edge
	r, c := p.Row(), p.Col()
	for {
		r, c = r+dr, c+dc
		if !OnBoard(r, c) {
			break
		}
		path = append(path, Sq(r, c))
	}
	for k := 1; 2*k <= len(path); k++ {
		// Pivot at distance k: everything else up to 2k must be free land.
		ok := naiveOcc(s, path[k-1].Row(), path[k-1].Col())
		for i := 1; i <= 2*k && ok; i++ {
			sq := path[i-1]
			if IsLake(sq) || (i != k && naiveOcc(s, sq.Row(), sq.Col())) {
				ok = false
			}
		}
		if ok {
			return path[2*k-1], true
		}
	}
	return NoSquare, false
}

// naiveCross is the crossing change of a straight move, square by square.
func naiveCross(a, b Square) int {
	dr, dc, n := line(a, b)
	d := 0
	r, c := a.Row(), a.Col()
	for i := 0; i < n; i++ {
		nr, nc := r+dr, c+dc
		if r >= 8 && nr >= 8 {
			if c == 8 && nc == 7 {
				d++
			}
			if c == 7 && nc == 8 {
				d--
			}
		}
		r, c = nr, nc
	}
	return d
}

type naiveOutcome struct {
	path  []Square
	cross int
}

// naiveJumps lists the jump outcomes of the kangaroo on from: per square
// the highest counter and the shortest, then smallest, path reaching it
// with that counter; and the home outcome. Layer by layer, keeping every
// state's best path explicitly.
func naiveJumps(s *State, from Square) (dests []naiveOutcome, home []Square) {
	type st struct {
		sq    Square
		cross int
	}
	best := map[st][]Square{{from, int(s.cross[from])}: {from}}
	layer := []st{{from, int(s.cross[from])}}
	for depth := 0; depth < MaxHops && len(layer) > 0; depth++ {
		next := map[st][]Square{}
		for _, u := range layer {
			for d := 0; d < 8; d++ {
				dr, dc := dir(d)
				to, ok := naiveHop(s, u.sq, dr, dc)
				if !ok {
					continue
				}
				c := max(u.cross+naiveCross(u.sq, to), MinCross)
				p := append(slices.Clone(best[u]), to)
				if c >= HomeCross {
					if home == nil || len(p) < len(home) || (len(p) == len(home) && slices.Compare(p, home) < 0) {
						home = p
					}
					continue
				}
				v := st{to, c}
				if _, seen := best[v]; seen {
					continue
				}
				if q, ok := next[v]; !ok || slices.Compare(p, q) < 0 {
					next[v] = p
				}
			}
		}
		layer = layer[:0]
		for v, p := range next {
			best[v] = p
			layer = append(layer, v)
		}
		if home != nil && len(home) <= depth+2 {
			// keep going: other squares may still be reached later
		}
	}
	bySq := map[Square]naiveOutcome{}
	for v, p := range best {
		if v.sq == from {
			continue
		}
		o, ok := bySq[v.sq]
		if !ok || v.cross > o.cross {
			bySq[v.sq] = naiveOutcome{p, v.cross}
		}
	}
	for _, o := range bySq {
		dests = append(dests, o)
	}
	slices.SortFunc(dests, func(a, b naiveOutcome) int { return int(a.path[len(a.path)-1]) - int(b.path[len(b.path)-1]) })
	return dests, home
}

// naiveMoves is the canonical move list of a race position.
func naiveMoves(s *State) []Move {
	var out []Move
	for sq := Square(0); sq < NumSquares; sq++ {
		k, ok := s.KangarooAt(sq)
		if !ok || int(k.Seat) != s.ToMove() {
			continue
		}
		for d := 0; d < 8; d++ {
			dr, dc := dir(d)
			r, c := sq.Row()+dr, sq.Col()+dc
			if OnBoard(r, c) && !IsLake(Sq(r, c)) && !naiveOcc(s, r, c) {
				out = append(out, WalkMove(sq, Sq(r, c)))
			}
		}
		dests, home := naiveJumps(s, sq)
		for _, o := range dests {
			out = append(out, JumpMove(o.path[0], o.path[1:]...))
		}
		if home != nil {
			out = append(out, JumpMove(home[0], home[1:]...))
		}
	}
	if len(out) == 0 {
		out = append(out, PassMove())
	}
	return out
}

// naiveLegal says whether a walk or jump of the seat to move is legal.
func naiveLegal(s *State, m Move) bool {
	if s.Phase() != PhaseMove {
		return false
	}
	path := m.Path()
	if len(path) < 2 || m.Squares.n > MaxPath {
		return false
	}
	for _, p := range path {
		if !p.Valid() {
			return false
		}
	}
	k, ok := s.KangarooAt(path[0])
	if !ok || int(k.Seat) != s.ToMove() {
		return false
	}
	switch m.Type {
	case Walk:
		to := path[1]
		return adjacent(path[0], to) && !IsLake(to) && !naiveOcc(s, to.Row(), to.Col())
	case Jump:
		c := int(k.Cross)
		for i := 1; i < len(path); i++ {
			if c >= HomeCross {
				return false
			}
			dr, dc, n := line(path[i-1], path[i])
			if n == 0 {
				return false
			}
			to, ok := naiveHop(s, path[i-1], dr, dc)
			if !ok || to != path[i] {
				return false
			}
			c = max(c+naiveCross(path[i-1], to), MinCross)
		}
		return true
	}
	return false
}

// TestOracleDense compares the legal moves of random crowded race positions
// (where chains wind round the lake) with the oracle.
func TestOracleDense(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checked, winding := 0, 0
	for i := 0; i < 1500; i++ {
		players := 2 + r.IntN(3)
		ring := i%2 == 0 // crowd the kangaroos round the lake
		var ks []kangarooJSON
		var sleepers []string
		used := map[Square]bool{}
		free := func() Square {
			for {
				sq := Square(r.IntN(NumSquares))
				if ring && (sq.Row() < 2 || sq.Row() > 11 || sq.Col() < 2 || sq.Col() > 13) {
					continue
				}
				if !IsLake(sq) && !used[sq] {
					used[sq] = true
					return sq
				}
			}
		}
		for seat := 0; seat < players; seat++ {
			for k := 0; k < PerPlayer; k++ {
				ks = append(ks, kangarooJSON{Seat: seat, Square: free().String(), Cross: r.IntN(4) - 2})
			}
		}
		p := positionJSON{Players: players, ToMove: r.IntN(players), Phase: "move", Kangaroos: ks}
		if players < 4 && r.IntN(2) == 0 {
			for k := 0; k < PerPlayer; k++ {
				sleepers = append(sleepers, free().String())
			}
			p.Sleepers = &sleepers
		}
		b, _ := json.Marshal(p)
		s, err := DecodePosition(b)
		if err != nil {
			t.Fatal(err)
		}
		got, want := s.LegalMoves(nil), naiveMoves(s)
		if !slices.Equal(got, want) {
			t.Fatalf("legal moves differ from the oracle in\n%s\ngot  %v\nwant %v", b, got, want)
		}
		for _, m := range got {
			if m.Type == Jump && m.Hops() > 12 {
				winding++
				break
			}
		}
		checked++
	}
	t.Logf("%d positions, %d with long chains", checked, winding)
}
