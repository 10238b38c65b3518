package crossing

import "outback/rules"

// Scoring (§5). Each owner scores each path they hold separately, with the
// animal under their own marker; the joker takes, per path and per owner,
// the species that scores most.

// Points of a group of n equal tiles (n = 0…5): normal species and devils.
var (
	groupPoints = [Size + 1]int{0, 0, 15, 40, 75, 100}
	devilPoints = [Size + 1]int{0, 10, 25, 50, 90, 125}
)

// FiveDifferentPoints is the flat score of a full path of five species.
const FiveDifferentPoints = 60

// counts are the tiles of each animal kind on a path (index by Tile, joker
// at Joker).
type counts [NumSpecies]int8

func pathCounts(board *[NumCells]Tile, p Path) counts {
	var n counts
	for _, c := range geo.pathCells[p] {
		if t := board[c]; t.IsAnimal() {
			n[t]++
		}
	}
	return n
}

// scoreResolved scores counts with no joker left for marker animal m.
func scoreResolved(n *counts, m Tile) int {
	tiles, distinct := 0, true
	for sp := Kangaroo; sp <= Devil; sp++ {
		tiles += int(n[sp])
		if n[sp] > 1 {
			distinct = false
		}
	}
	if tiles == Size && distinct {
		return FiveDifferentPoints // flat: no devil bonus, no doubling
	}
	total := 0
	for sp := Kangaroo; sp <= Devil; sp++ {
		p := groupPoints[n[sp]]
		if sp == Devil {
			p = devilPoints[n[sp]]
		}
		// Doubling needs two of M, or one devil: a lone normal tile scores
		// 0, so doubling every group of M gives exactly that.
		if sp == m {
			p *= 2
		}
		total += p
	}
	return total
}

// scoreCounts scores a path for marker animal m, choosing the joker's
// species (the first best in species order). It returns NoTile for the
// joker when there is none on the path.
func scoreCounts(n counts, m Tile) (points int, joker Tile) {
	j := n[Joker]
	if j == 0 {
		return scoreResolved(&n, m), NoTile
	}
	n[Joker] = 0
	best, bestSp := -1, NoTile
	for sp := Kangaroo; sp <= Devil; sp++ {
		n[sp] += j
		if v := scoreResolved(&n, m); v > best {
			best, bestSp = v, sp
		}
		n[sp] -= j
	}
	return best, bestSp
}

// totals adds up every seat's paths on the given board and markers. It is
// the fast path behind Outcome, Value and ScoreMove: arrays only, each
// path's counts taken once.
func totals(board *[NumCells]Tile, owner *[NumSpots]int8) (t [MaxPlayers]int) {
	for p := Path(0); p < NumPaths; p++ {
		spots := geo.pathSpots[p]
		o0, o1 := owner[spots[0]], owner[spots[1]]
		if o0 < 0 && o1 < 0 {
			continue
		}
		n := pathCounts(board, p)
		if o0 >= 0 {
			v, _ := scoreCounts(n, geo.spotAnim[spots[0]])
			t[o0] += v
		}
		if o1 >= 0 {
			v, _ := scoreCounts(n, geo.spotAnim[spots[1]])
			t[o1] += v
		}
	}
	return t
}

// Totals is every seat's score on the board as it stands (final once the
// game is over).
func (s *State) Totals() []int {
	t := totals(&s.board, &s.owner)
	return append([]int(nil), t[:s.players]...)
}

// Outcome is over once the board is full; scores are the totals (provisional
// before the end) and equal totals share a rank.
func (s *State) Outcome() rules.Outcome {
	scores := s.Totals()
	return rules.Outcome{Over: s.phase == PhaseOver, Scores: scores, Ranks: ranks(scores)}
}

func ranks(scores []int) []int {
	r := make([]int, len(scores))
	for i, v := range scores {
		r[i] = 1
		for _, w := range scores {
			if w > v {
				r[i]++
			}
		}
	}
	return r
}

// Group is one species' share of a path's score.
type Group struct {
	Species Tile // the joker appears under the species it stands for
	Count   int
	Points  int
	Doubled bool // the marker's animal: the group scores twice
}

// PathScore is one owner's score for one path they hold.
type PathScore struct {
	Seat   int
	Spot   Spot // the owner's marker
	Path   Path
	Marker Tile // the animal under the marker, M in §5
	// Joker is the species the joker stands for here, NoTile when the path
	// has no joker.
	Joker Tile
	// FiveDifferent: the path holds five species and scores a flat 60.
	FiveDifferent bool
	// Groups lists each species on the path, in species order.
	Groups []Group
	Points int
}

// SeatScore is a seat's total and the paths it is made of, in spot order.
type SeatScore struct {
	Seat  int
	Total int
	Paths []PathScore
}

// ScoreSpot is the score of the marker on sp for its owner (ok false when
// sp is free).
func (s *State) ScoreSpot(sp Spot) (ps PathScore, ok bool) {
	seat := int(s.owner[sp])
	if seat < 0 {
		return PathScore{}, false
	}
	p := sp.Path()
	n := pathCounts(&s.board, p)
	m := sp.Animal()
	ps = PathScore{Seat: seat, Spot: sp, Path: p, Marker: m}
	ps.Points, ps.Joker = scoreCounts(n, m)
	if ps.Joker != NoTile {
		n[ps.Joker] += n[Joker]
		n[Joker] = 0
	}
	tiles, distinct := 0, true
	for k := Kangaroo; k <= Devil; k++ {
		tiles += int(n[k])
		distinct = distinct && n[k] <= 1
	}
	ps.FiveDifferent = tiles == Size && distinct
	for k := Kangaroo; k <= Devil; k++ {
		if n[k] == 0 {
			continue
		}
		g := Group{Species: k, Count: int(n[k])}
		if !ps.FiveDifferent {
			g.Points = groupPoints[n[k]]
			if k == Devil {
				g.Points = devilPoints[n[k]]
			}
			if k == m && g.Points > 0 {
				g.Points *= 2
				g.Doubled = true
			}
		}
		ps.Groups = append(ps.Groups, g)
	}
	return ps, true
}

// Breakdown is every seat's score, path by path, for the end screen.
func (s *State) Breakdown() []SeatScore {
	out := make([]SeatScore, s.players)
	for i := range out {
		out[i].Seat = i
	}
	for sp := Spot(0); sp < NumSpots; sp++ {
		if ps, ok := s.ScoreSpot(sp); ok {
			out[ps.Seat].Paths = append(out[ps.Seat].Paths, ps)
			out[ps.Seat].Total += ps.Points
		}
	}
	return out
}
