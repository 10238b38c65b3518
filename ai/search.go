package ai

import (
	"math"
	"math/rand/v2"
	"time"

	"outback/rules"
)

// Search is a Monte Carlo tree search for one seat: the Medium and Hard
// levels. Every iteration plays one line from the position to a playout's
// end and learns from how it came out; after enough of them, the move tried
// most often is the one the search trusts.
//
//   - Each seat maximizes its own result, so games of three to six seats are
//     searched as they are played (each node holds the reward of the seat
//     that moved into it), not as two-sided games.
//   - Chance is chance: at a draw the search samples the outcome by its
//     weight, so over many iterations each subtree counts as often as its
//     draw would come — an expectation, not a guess.
//   - Hidden information stays hidden: the search starts from the seat's
//     View, and when the game can fill in what is hidden (Determinizer),
//     each iteration plays in a fresh sample of it, sharing one tree keyed
//     by moves (information-set search). A move that is legal only in some
//     samples is judged by how often it was available.
//   - The game's heuristic guides it: a node's moves are tried best-first by
//     the heuristic, and the search widens to weaker moves only as a node
//     earns visits; playouts pick mostly greedy moves and stop after a few
//     plies, where the heuristic, turned into odds by the game's
//     ValueScale, judges the position.
//
// The search is anytime: Step works for at most Budget.Slice, and the move
// is ready once the budget is spent (or the best move cannot be overtaken
// in what is left). With an iteration budget and no time budget, the
// search is fully determined by its seed.
type Search struct {
	Budget  Budget
	Playout Playout
	// Explore is the UCB exploration constant; the default is 0.7.
	Explore float64
	// Estimate makes the search judge a move it has no choice about (a
	// Crossing player's forced draw) too, so that Expect says what that
	// move brings; otherwise a forced move is played at once and Expect is
	// a blind one half. The hint needs the estimate; a player does not.
	Estimate bool
	// Observe makes the search judge a position that is not the seat's
	// decision too (another seat's, or a draw): a review asks every
	// position of a game for each seat's chances. Chances then says them.
	Observe bool
	// CutSeat, when not nil, is the seat whose turn ends a playout cut
	// short, whoever searches: a review compares the searches of many
	// positions, each from the seat to move there, and playouts judged
	// at different seats' turns would favour by a tempo the seat that has
	// just moved. By default the searching seat's turn ends them.
	CutSeat *int

	rng    *rand.Rand
	view   rules.State
	seat   int
	det    Determinizer
	scale  float64
	root   *node
	iters  int
	start  time.Time
	done   bool
	move   rules.Move
	expect float64
	// stepped is when the last Step returned (Budget.KeepPace).
	stepped time.Time

	path      []*node
	legal     []rules.Move
	chance    []rules.Move
	playBuf   []rules.Move
	reward    []float64
	lead      []float64
	rankOrder []scoredMove
}

// Budget bounds a search. At least one of Iterations and Time should be set;
// with neither, a search runs 1,000 iterations.
type Budget struct {
	// Iterations stops the search after this many playouts (0: no limit).
	Iterations int
	// Time stops the search this long after Start (0: no limit). It is
	// wall time, what a person waits, not the search's share of it.
	Time time.Duration
	// Slice is one Step's work at most (default 4 ms), so a frame never
	// waits long for the bot.
	Slice time.Duration
	// KeepPace lets a Step work half as long as the time since the last
	// Step returned (up to MaxPaceSlice), where that is longer than
	// Slice: on a device whose frames take a quarter of a second, a few
	// ms a frame would make a search of a fixed number of iterations (a
	// hint) wait on the drawing for tens of seconds; it then has a third
	// of the time, whatever the frame rate. At sixty frames a second the
	// half is under Slice (the time includes the wait for the display).
	KeepPace bool
}

// MaxPaceSlice is the longest a step keeping pace works (Budget.KeepPace):
// a tap on a slow device waits at most this much longer.
const MaxPaceSlice = 100 * time.Millisecond

// Playout says how a search plays on from a new node.
type Playout struct {
	// Depth is the number of moves played (chance included) before the
	// heuristic judges the position; 0 plays to the game's end.
	Depth int
	// Greedy is the percentage of playout moves chosen by the heuristic; the
	// others are chosen at random, which keeps playouts varied.
	Greedy int
}

// Determinizer is implemented by views that hide something (Outback
// Crossing's reserves): Determinize returns a full state the view could have
// come from, its hidden parts drawn with pick (pick(n) is in [0, n)).
type Determinizer interface {
	Determinize(pick func(n int) int) rules.State
}

// Evaluator is implemented by games whose judgement of a position at the
// end of a playout differs from their Heuristic (which may favour what
// pays at once, as a greedy bot needs). Higher is better for seat.
type Evaluator interface {
	SearchValue(seat int) int
}

// Scaler is implemented by games whose Heuristic has a known scale: how many
// Value units make a clear lead.
type Scaler interface {
	ValueScale() int
}

// node is one decision or chance outcome in the tree.
type node struct {
	move  rules.Move
	mover int // the seat that played move, or rules.Chance
	// visits counts iterations through this node; avail counts the
	// iterations in which its move was among those considered at its parent
	// (with hidden information a move may be legal in some samples only).
	visits, avail int
	total         float64 // the mover's rewards summed
	// seats sums every seat's rewards, kept for the root's children only
	// (Chances reads them).
	seats    []float64
	children []*node
	order    []rules.Move // the decision's moves, best-first by the heuristic
}

type scoredMove struct {
	m     rules.Move
	score int
}

// NewSearch makes a search with the given budget and playouts, seeded.
func NewSearch(b Budget, p Playout, seed uint64) *Search {
	return &Search{Budget: b, Playout: p, rng: rand.New(rand.NewPCG(seed, 0x5ea7c4))}
}

// Start begins a search of st for seat. It searches the seat's View (never
// more than the seat may see), so it decides alike given the full state or
// the view.
func (s *Search) Start(st rules.State, seat int) {
	s.view = st.View(seat)
	s.seat = seat
	s.det, _ = s.view.(Determinizer)
	s.scale = 1
	if sc, ok := s.view.(Scaler); ok && sc.ValueScale() > 0 {
		s.scale = float64(sc.ValueScale())
	}
	s.root = &node{mover: rules.Nobody, seats: make([]float64, st.Players())}
	s.iters = 0
	s.start = time.Now()
	s.stepped = s.start
	s.done = false
	s.move = nil
	s.expect = 0.5
	if cap(s.reward) < s.view.Players() {
		s.reward = make([]float64, s.view.Players())
	}
	s.reward = s.reward[:s.view.Players()]
	s.lead = make([]float64, len(s.reward))
	// Nothing to think about: a decision of another seat or of chance, or
	// a single legal move (unless it is to be judged).
	s.legal = s.view.Legal(s.legal[:0])
	if len(s.legal) == 0 || (s.view.ToMove() != seat && !s.Observe) || (len(s.legal) == 1 && !s.Estimate) {
		if len(s.legal) > 0 {
			s.move = s.legal[0]
		}
		s.done = true
	}
}

// Step runs iterations for at most one slice and reports whether the move
// is ready.
func (s *Search) Step() bool {
	if s.done {
		return true
	}
	slice := s.Budget.Slice
	if slice <= 0 {
		slice = 4 * time.Millisecond
	}
	t0 := time.Now()
	if s.Budget.KeepPace {
		slice = max(slice, min(t0.Sub(s.stepped)/2, MaxPaceSlice))
		defer func() { s.stepped = time.Now() }()
	}
	for {
		s.iterate()
		s.iters++
		if s.finished() {
			s.choose()
			s.done = true
			return true
		}
		if time.Since(t0) >= slice {
			return false
		}
	}
}

// Move is the most visited move at the root once Step has returned true.
func (s *Search) Move() rules.Move { return s.move }

// Expect is what the search expects the chosen move to bring the seat: its
// chance of first place, from 0 to 1.
func (s *Search) Expect() float64 { return s.expect }

// Iterations is the number of playouts the last search ran.
func (s *Search) Iterations() int { return s.iters }

// finished reports whether the budget is spent, or the most visited move
// can no longer be overtaken in what is left of it.
func (s *Search) finished() bool {
	b := s.Budget
	if b.Iterations <= 0 && b.Time <= 0 {
		b.Iterations = 1000
	}
	left := math.MaxInt
	if b.Iterations > 0 {
		left = b.Iterations - s.iters
	}
	if b.Time > 0 {
		spent := time.Since(s.start)
		if spent >= b.Time {
			return true
		}
		if s.iters >= 64 {
			left = min(left, int(float64(s.iters)*float64(b.Time-spent)/float64(spent)))
		}
	}
	if left <= 0 {
		return true
	}
	if s.iters%32 != 0 || len(s.root.children) < 2 {
		return false
	}
	first, second := 0, 0
	for _, c := range s.root.children {
		switch {
		case c.visits > first:
			first, second = c.visits, first
		case c.visits > second:
			second = c.visits
		}
	}
	return first-second > left
}

// choose takes the most visited root move (the better mean on a tie).
func (s *Search) choose() {
	var best *node
	for _, c := range s.root.children {
		if best == nil || c.visits > best.visits || (c.visits == best.visits && c.mean() > best.mean()) {
			best = c
		}
	}
	if best == nil {
		s.move = s.legal[0]
		return
	}
	s.move, s.expect = best.move, best.mean()
}

func (n *node) mean() float64 {
	if n.visits == 0 {
		return 0
	}
	return n.total / float64(n.visits)
}

// iterate descends the tree in one sample of the hidden information,
// adds a node, plays out and backs the rewards up the path.
func (s *Search) iterate() {
	st := s.sample()
	n := s.root
	s.path = append(s.path[:0], n)
	for {
		to := st.ToMove()
		if to == rules.Nobody {
			break
		}
		var child *node
		expanded := false
		if to == rules.Chance {
			m := s.sampleChance(st)
			if m == nil {
				break
			}
			child = n.child(m)
			if child == nil {
				child = &node{move: m, mover: rules.Chance}
				n.children = append(n.children, child)
			}
		} else {
			child, expanded = s.selectChild(n, st, to)
			if child == nil {
				break
			}
		}
		if _, err := st.Apply(child.move); err != nil {
			break // cannot happen for moves the state listed; stop rather than loop
		}
		s.path = append(s.path, child)
		n = child
		if expanded {
			break
		}
	}
	r := s.playout(st)
	for _, p := range s.path {
		p.visits++
		if p.mover >= 0 && p.mover < len(r) {
			p.total += r[p.mover]
		}
	}
	s.root.addSeats(r)
	if len(s.path) > 1 {
		s.path[1].addSeats(r)
	}
}

func (n *node) addSeats(r []float64) {
	if n.seats == nil {
		n.seats = make([]float64, len(r))
	}
	for i, v := range r {
		n.seats[i] += v
	}
}

// MoveStat is what the search learnt of one move at the root: how often it
// was tried and each seat's chance of first place after it (its mean
// rewards, which sum to 1 in a two-seat game).
type MoveStat struct {
	Move    rules.Move
	Visits  int
	Chances []float64
}

// RootMoves lists the moves tried at the root, most visited first (the
// first is the move the search chose).
func (s *Search) RootMoves() []MoveStat {
	var out []MoveStat
	if s.root == nil {
		return nil
	}
	for _, c := range s.root.children {
		st := MoveStat{Move: c.move, Visits: c.visits, Chances: make([]float64, len(s.reward))}
		for i := range st.Chances {
			if c.visits > 0 && i < len(c.seats) {
				st.Chances[i] = c.seats[i] / float64(c.visits)
			}
		}
		out = append(out, st)
	}
	// Insertion sort, stable: most visited first, the better mean for the
	// mover on a tie (as choose decides).
	mover := s.view.ToMove()
	better := func(a, b MoveStat) bool {
		if a.Visits != b.Visits {
			return a.Visits > b.Visits
		}
		return mover >= 0 && a.Chances[mover] > b.Chances[mover]
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && better(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Chances is each seat's chance of first place in the searched position,
// from 0 to 1, summing to 1: at a decision, the chances after the move the
// search trusts most (the decider plays its best); at a draw, the average
// over the outcomes as they come. Nil before any iteration.
func (s *Search) Chances() []float64 {
	if s.root == nil || s.root.visits == 0 {
		return nil
	}
	var sums []float64
	var n int
	if s.view.ToMove() >= 0 {
		if ms := s.RootMoves(); len(ms) > 0 && ms[0].Visits > 0 {
			sums, n = ms[0].Chances, 1
		}
	}
	if sums == nil {
		return s.Means()
	}
	return normalizedMeans(sums, n)
}

// Means is each seat's mean reward over every iteration of the search,
// normalized to sum to 1: the position's worth as the search played it on,
// exploration included — what a parent's tree would have learnt of this
// position as one of its children. Nil before any iteration.
func (s *Search) Means() []float64 {
	if s.root == nil || s.root.visits == 0 {
		return nil
	}
	return normalizedMeans(s.root.seats, s.root.visits)
}

func normalizedMeans(sums []float64, n int) []float64 {
	out := make([]float64, len(sums))
	total := 0.0
	for i, v := range sums {
		out[i] = v / float64(n)
		total += out[i]
	}
	if total <= 0 {
		for i := range out {
			out[i] = 1 / float64(len(out))
		}
		return out
	}
	for i := range out {
		out[i] /= total
	}
	return out
}

// sample is the position one iteration plays in: a copy of the view, its
// hidden parts filled in afresh.
func (s *Search) sample() rules.State {
	if s.det != nil {
		return s.det.Determinize(s.rng.IntN)
	}
	return s.view.Clone()
}

// child is n's child reached by m, or nil.
func (n *node) child(m rules.Move) *node {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// selectChild picks the move to follow at a decision of seat to: the best
// untried move among the widening set if there is one (expanded), else the
// child with the best upper confidence bound.
func (s *Search) selectChild(n *node, st rules.State, to int) (*node, bool) {
	s.legal = st.Legal(s.legal[:0])
	if len(s.legal) == 0 {
		return nil, false
	}
	if n.order == nil {
		n.order = s.ranked(st, to, s.legal)
	} else if s.det != nil {
		// A sample may allow moves earlier samples did not: they join the
		// end of the order.
		for _, m := range s.legal {
			if !contains(n.order, m) {
				n.order = append(n.order, m)
			}
		}
	}
	limit := 2 + int(math.Sqrt(float64(n.visits)))
	explore := s.Explore
	if explore == 0 {
		explore = 0.7
	}
	var best *node
	bestScore := math.Inf(-1)
	considered := 0
	for _, m := range n.order {
		if considered >= limit {
			break
		}
		if s.det != nil && !contains(s.legal, m) {
			continue
		}
		considered++
		c := n.child(m)
		if c == nil {
			c = &node{move: m, mover: to, avail: 1}
			n.children = append(n.children, c)
			return c, true
		}
		c.avail++
		score := c.mean() + explore*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

func contains(ms []rules.Move, m rules.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// ranked is legal sorted best-first by the heuristic for seat (stable: the
// game's order among equals).
func (s *Search) ranked(st rules.State, seat int, legal []rules.Move) []rules.Move {
	sc := s.rankOrder[:0]
	for _, m := range legal {
		sc = append(sc, scoredMove{m, scoreMove(st, seat, m)})
	}
	// Insertion sort: move lists are short and the order must be stable.
	for i := 1; i < len(sc); i++ {
		for j := i; j > 0 && sc[j].score > sc[j-1].score; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
		}
	}
	out := make([]rules.Move, len(sc))
	for i, x := range sc {
		out[i] = x.m
	}
	s.rankOrder = sc
	return out
}

// scoreMove is the heuristic value for seat of the position after m.
func scoreMove(st rules.State, seat int, m rules.Move) int {
	if sc, ok := st.(MoveScorer); ok {
		return sc.ScoreMove(seat, m)
	}
	if _, ok := st.(rules.Heuristic); !ok {
		return 0
	}
	cl := st.Clone()
	if _, err := cl.Apply(m); err != nil {
		return math.MinInt32
	}
	return cl.(rules.Heuristic).Value(seat)
}

// sampleChance draws a chance outcome by its weight.
func (s *Search) sampleChance(st rules.State) rules.Move {
	s.chance = st.Legal(s.chance[:0])
	total := 0
	for _, m := range s.chance {
		total += st.Weight(m)
	}
	if total <= 0 {
		if len(s.chance) == 0 {
			return nil
		}
		return s.chance[s.rng.IntN(len(s.chance))]
	}
	r := s.rng.IntN(total)
	for _, m := range s.chance {
		if r -= st.Weight(m); r < 0 {
			return m
		}
	}
	return s.chance[len(s.chance)-1]
}

// playout plays on from st and returns every seat's reward. A playout cut
// short stops only as the searching seat's turn begins, so every line is
// judged with each seat having had the same number of turns: a race game
// judged just after one side moved would favour that side, and the search
// would learn to prefer the shallow parts of its tree.
func (s *Search) playout(st rules.State) []float64 {
	last := rules.Nobody // the seat that made the last decision
	cut := s.seat
	if s.CutSeat != nil {
		cut = *s.CutSeat
	}
	for d := 0; ; d++ {
		to := st.ToMove()
		if to == rules.Nobody {
			break
		}
		if s.Playout.Depth > 0 && d >= s.Playout.Depth && to == cut && last != cut {
			break
		}
		if s.Playout.Depth > 0 && d >= 4*s.Playout.Depth+8 {
			break // a game whose turns never come back round to the seat
		}
		var m rules.Move
		if to == rules.Chance {
			m = s.sampleChance(st)
		} else {
			s.playBuf = st.Legal(s.playBuf[:0])
			if len(s.playBuf) == 0 {
				break
			}
			if s.rng.IntN(100) < s.Playout.Greedy {
				m = greedyPick(st, to, s.playBuf)
			} else {
				m = s.playBuf[s.rng.IntN(len(s.playBuf))]
			}
			last = to
		}
		if m == nil {
			break
		}
		if _, err := st.Apply(m); err != nil {
			break
		}
	}
	return s.rewards(st)
}

// greedyPick is the first of the moves the heuristic values most for seat.
func greedyPick(st rules.State, seat int, legal []rules.Move) rules.Move {
	best, bestScore := legal[0], math.MinInt
	for _, m := range legal {
		if v := scoreMove(st, seat, m); v > bestScore {
			best, bestScore = m, v
		}
	}
	return best
}

// rewards is each seat's reward for st: its share of first place once the
// game is over, else by the heuristic: a
// seat's Value against the best other seat's, turned into odds on the
// game's ValueScale. Comparing seats cancels what a game's Value adds for
// every seat alike.
func (s *Search) rewards(st rules.State) []float64 {
	r := s.reward
	o := st.Outcome()
	if o.Over && len(o.Ranks) == len(r) {
		WinRewards(o.Ranks, r)
		return r
	}
	e, judged := st.(Evaluator)
	h, valued := st.(rules.Heuristic)
	for i := range r {
		switch {
		case judged:
			r[i] = float64(e.SearchValue(i))
		case valued:
			r[i] = float64(h.Value(i))
		default:
			r[i] = 0.5 // nothing to judge by: every seat alike
		}
	}
	if !judged && !valued {
		return r
	}
	for i, v := range r {
		best := math.Inf(-1)
		for j, w := range r {
			if j != i && w > best {
				best = w
			}
		}
		s.lead[i] = v - best
	}
	for i := range r {
		r[i] = 1 / (1 + math.Exp(-s.lead[i]/s.scale))
	}
	return r
}

// WinRewards turns final ranks into rewards from 0 to 1: a seat's share of
// first place (1 for a sole winner, 1/k for each of k sharing it, 0 for the
// others). It is what the heuristic's odds at a playout's cut estimate, so
// lines that end and lines that are cut are judged alike; with two seats it
// is the same as ranking.
func WinRewards(ranks []int, out []float64) {
	firsts := 0
	for _, r := range ranks {
		if r == 1 {
			firsts++
		}
	}
	for i, r := range ranks {
		out[i] = 0
		if r == 1 {
			out[i] = 1 / float64(firsts)
		}
	}
}
