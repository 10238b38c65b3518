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

// groupScore is what n tiles of species k score on a path whose owner's
// marker shows m: doubled for the marker's animal. Doubling needs two of M,
// or one devil; a lone normal tile scores 0, so doubling every group of M
// gives exactly that.
func groupScore(k Tile, n int8, m Tile) int {
	p := groupPoints[n]
	if k == Devil {
		p = devilPoints[n]
	}
	if k == m {
		p *= 2
	}
	return p
}

// scoreCounts scores a path for marker animal m. A joker joins the species
// that scores most (the first best in species order, returned; NoTile when
// there is no joker): only that species' group changes, so each choice
// costs one group's difference.
func scoreCounts(n counts, m Tile) (points int, joker Tile) {
	tiles, most, base := 0, int8(0), 0
	for k := Kangaroo; k <= Devil; k++ {
		tiles += int(n[k])
		most = max(most, n[k])
		base += groupScore(k, n[k], m)
	}
	j := n[Joker]
	if j == 0 {
		if tiles == Size && most <= 1 {
			return FiveDifferentPoints, NoTile // flat: no devil bonus, no doubling
		}
		return base, NoTile
	}
	points, joker = -1, NoTile
	for k := Kangaroo; k <= Devil; k++ {
		v := base - groupScore(k, n[k], m) + groupScore(k, n[k]+j, m)
		if tiles+int(j) == Size && most <= 1 && n[k]+j == 1 {
			v = FiveDifferentPoints
		}
		if v > points {
			points, joker = v, k
		}
	}
	return points, joker
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
			g.Points = groupScore(k, n[k], m)
			g.Doubled = k == m && g.Points > 0
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
