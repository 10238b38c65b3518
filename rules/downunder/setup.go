package downunder

import (
	"fmt"

	"outback/rules"
)

// areaFor is the area of a difficulty for a player count (§4).
func areaFor(difficulty string, players int) (int, int) {
	i := min(max(players, 2), 4) - 2
	switch difficulty {
	case "easy":
		return [3]int{6, 7, 8}[i], [3]int{6, 7, 8}[i]
	case "difficult":
		return [3]int{4, 4, 5}[i], [3]int{8, 10, 11}[i]
	}
	return [3]int{5, 6, 7}[i], [3]int{7, 8, 9}[i]
}

// checkConfig refuses impossible combinations of options.
func checkConfig(c *config) error {
	if c.players < 2 || c.players > 4 {
		return fmt.Errorf("Down Under is for 2–4 players, not %d", c.players)
	}
	if c.a < 4 || c.b > 13 || c.a > c.b {
		return fmt.Errorf("size %dx%d: each side must be 4 to 13", c.a, c.b)
	}
	if c.twoRoutes && c.players != 2 {
		return fmt.Errorf("twoRoutes is for 2 players, not %d", c.players)
	}
	if c.oneCard && !c.twoRoutes {
		return fmt.Errorf("oneCardPerTurn needs twoRoutes")
	}
	if c.fixedArea && c.players > 3 {
		return fmt.Errorf("fixedArea is for 2–3 players (it needs an unused set), not %d", c.players)
	}
	if c.frame && c.players != 2 {
		return fmt.Errorf("frame is for 2 players (it needs two unused sets), not %d", c.players)
	}
	pre := 0
	for _, on := range []bool{c.twoRoutes, c.fixedArea, c.frame} {
		if on {
			pre++
		}
	}
	if pre > 1 {
		return fmt.Errorf("twoRoutes, fixedArea and frame each use the unused sets: choose at most one of them")
	}
	if c.noBorder && (c.fixedArea || c.frame) {
		return fmt.Errorf("noBorder has no area, so it cannot be combined with fixedArea or frame")
	}
	if c.oneEnd && c.twoRoutes {
		return fmt.Errorf("oneEnd cannot be combined with twoRoutes (twoRoutes lays its own entrances)")
	}
	if c.fixedArea && c.a+c.b-1 > 16 {
		return fmt.Errorf("fixedArea needs a+b−1 ≤ 16 cards for its line, but %dx%d needs %d", c.a, c.b, c.a+c.b-1)
	}
	return nil
}

// New starts a game (the registry's New).
func New(players int, opts []rules.Option) (rules.State, error) {
	s, err := newState(players, opts)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func newState(players int, opts []rules.Option) (*State, error) {
	if players < 2 || players > 4 {
		return nil, fmt.Errorf("Down Under is for 2–4 players, not %d", players)
	}
	v, err := rules.ParseOptions(optionSpecs(), players, opts)
	if err != nil {
		return nil, err
	}
	c := &config{
		players:   players,
		colours:   players,
		noBorder:  v.On("noBorder"),
		special:   v.On("special"),
		dingoLose: v.String("dingo") == "lose",
		oneEnd:    v.On("oneEnd"),
		twoRoutes: v.On("twoRoutes"),
		oneCard:   v.On("oneCardPerTurn"),
		fixedArea: v.On("fixedArea"),
		frame:     v.On("frame"),
	}
	if c.twoRoutes {
		c.colours = 4
	}
	c.a, c.b = areaFor(v.String("difficulty"), players)
	if sz := v.String("size"); sz != "auto" {
		if _, err := fmt.Sscanf(sz, "%dx%d", &c.a, &c.b); err != nil {
			return nil, fmt.Errorf("option \"size\": %q is not AxB", sz)
		}
	}
	if err := checkConfig(c); err != nil {
		return nil, err
	}
	s := &State{cfg: c, b: newBoard(), billabongs: 4, firstRound: true}
	for i := range s.rep {
		s.rep[i] = -1
	}
	for col := 0; col < c.colours; col++ {
		s.hands[col] = fullSet()
	}
	switch {
	case c.fixedArea:
		if err := s.layLine(); err != nil {
			return nil, err
		}
	case c.frame:
		s.layFrame()
	}
	return s, nil
}

// layLine pre-lays the fixedArea line (§8): a finished route of the unused
// set from the lower-left to the upper-right cell of the area, which is
// B wide and A high with its top-left cell at (0, 0). The route enters the
// lower-left cell and leaves the upper-right one through terminals outside
// the area, so the full cards span the area exactly and fix its position.
//
// The path is a sequence of moves R (x+1) and U (y−1): the entry move d0,
// the moves between cells, and the exit move. A cell is a curve where the
// direction changes, a straight elsewhere; the set has 7 straights and 9
// curves, so the number of changes must be at least cells−7 and at most 9.
// The moves alternate in runs; runs of length 1 make the staircase at both
// ends and the longest runs sit in the middle (the straights).
func (s *State) layLine() error {
	w, h := s.cfg.b, s.cfg.a
	n := w + h - 1
	dirs, ok := lineDirs(w, h, n)
	if !ok {
		return fmt.Errorf("fixedArea: no line of at most 7 straights and 9 curves crosses a %dx%d area", s.cfg.a, s.cfg.b)
	}
	const R, U = 1, 0 // move directions, as the side a move leaves by: E or N
	x, y := 0, h-1
	// Entry terminal: outside, before cell 0, its front facing cell 0.
	if dirs[0] == R {
		s.b.placeTerminal(-1, h-1, int(E), prelaid)
	} else {
		s.b.placeTerminal(0, h, int(N), prelaid)
	}
	straights := []Animal{Kangaroo, Kangaroo, Emu, Emu, Platypus, Rabbit, Rabbit}
	curves := []Animal{Kangaroo, Kangaroo, Emu, Emu, Platypus, Platypus, Rabbit, Rabbit, Dingo}
	for i := 0; i < n; i++ {
		in, out := dirs[i], dirs[i+1]
		enter := opp(in) // moving E enters by W, moving N enters by S
		if in == out {
			s.b.placeFull(x, y, Straight, in&1, prelaid, straights[0], true)
			straights = straights[1:]
		} else {
			s.b.placeFull(x, y, Curve, curveRot(enter, out), prelaid, curves[0], true)
			curves = curves[1:]
		}
		if i < n-1 {
			x += sideDX(out)
			y += sideDY(out)
		}
	}
	// Exit terminal: across the exit side of the last cell, facing it.
	last := dirs[n]
	s.b.placeTerminal(x+sideDX(last), y+sideDY(last), opp(last), prelaid)
	return nil
}

// curveRot is the rotation whose colour arc joins sides p and q.
func curveRot(p, q int) int {
	for r := 0; r < 4; r++ {
		if (r == p && (r+1)&3 == q) || (r == q && (r+1)&3 == p) {
			return r
		}
	}
	return 0
}

// greyRot is the rotation whose grey arc joins sides p and q.
func greyRot(p, q int) int { return (curveRot(p, q) + 2) & 3 }

// lineDirs finds the fixedArea line's moves (see layLine) for an area w
// wide and h high with n cells: n+1 directions, each E (R) or N (U).
func lineDirs(w, h, n int) ([]int, bool) {
	const R, U = 1, 0
	for changes := max(1, n-7); changes <= 9; changes++ {
		// Four shapes: start with R or U, end with R or U. Runs alternate.
		for _, start := range []int{R, U} {
			for _, end := range []int{U, R} {
				totR := w - 1
				totU := h - 1
				if start == R {
					totR++
				} else {
					totU++
				}
				if end == R {
					totR++
				} else {
					totU++
				}
				runs := changes + 1
				var rRuns, uRuns int
				if start == R {
					rRuns, uRuns = (runs+1)/2, runs/2
				} else {
					uRuns, rRuns = (runs+1)/2, runs/2
				}
				lastIsR := (start == R) == (runs%2 == 1)
				if (end == R) != lastIsR || rRuns > totR || uRuns > totU || (rRuns == 0) != (totR == 0) || (uRuns == 0) != (totU == 0) {
					continue
				}
				rl := spread(totR, rRuns)
				ul := spread(totU, uRuns)
				dirs := make([]int, 0, n+1)
				cur := start
				ri, ui := 0, 0
				for k := 0; k < runs; k++ {
					if cur == R {
						for j := 0; j < rl[ri]; j++ {
							dirs = append(dirs, R)
						}
						ri++
					} else {
						for j := 0; j < ul[ui]; j++ {
							dirs = append(dirs, U)
						}
						ui++
					}
					cur = R + U - cur
				}
				if len(dirs) == n+1 {
					return dirs, true
				}
			}
		}
	}
	return nil, false
}

// spread splits total into k runs of at least 1, the surplus in the middle.
func spread(total, k int) []int {
	out := make([]int, k)
	for i := range out {
		out[i] = 1
	}
	if k > 0 {
		out[k/2] += total - k
	}
	return out
}

// layFrame pre-lays the frame (§8): the 18 curves of the two unused sets in
// pairs just outside the area, whose grey arcs lead a route out of the area
// and back in one cell further along. Pairs are dealt to the sides N, E, S,
// W in turn (at most side/2 per side) and centred on each side. The area is
// B wide and A high with its top-left cell at (0, 0).
func (s *State) layFrame() {
	c := s.cfg
	w, h := c.b, c.a
	c.rx0, c.ry0, c.rx1, c.ry1 = 0, 0, w-1, h-1
	var per [4]int
	limit := [4]int{w / 2, h / 2, w / 2, h / 2}
	for left, side := 9, 0; left > 0; side = (side + 1) & 3 {
		if per[0] >= limit[0] && per[1] >= limit[1] && per[2] >= limit[2] && per[3] >= limit[3] {
			break
		}
		if per[side] < limit[side] {
			per[side]++
			left--
		}
	}
	animals := []Animal{Kangaroo, Kangaroo, Emu, Emu, Platypus, Platypus, Rabbit, Rabbit, Dingo}
	k := 0
	next := func() Animal {
		a := animals[k%9]
		k++
		return a
	}
	for side := 0; side < 4; side++ {
		length := w
		if side == 1 || side == 3 {
			length = h
		}
		start := (length - 2*per[side]) / 2
		inward := opp(side)
		for p := 0; p < per[side]; p++ {
			i := start + 2*p
			// first cell at i, partner at i+1 along the side.
			var x1, y1, x2, y2, along int
			switch side {
			case 0:
				x1, y1, x2, y2, along = i, -1, i+1, -1, int(E)
			case 2:
				x1, y1, x2, y2, along = i, h, i+1, h, int(E)
			case 3:
				x1, y1, x2, y2, along = -1, i, -1, i+1, int(S)
			case 1:
				x1, y1, x2, y2, along = w, i, w, i+1, int(S)
			}
			s.b.placeFull(x1, y1, Curve, greyRot(inward, along), prelaid, next(), false)
			s.b.placeFull(x2, y2, Curve, greyRot(inward, opp(along)), prelaid, next(), false)
		}
	}
}
