package crossing

import "outback/rules"

// View is what seat may see (§2: a reserve lies face down; a drawn animal
// may be kept face down, so it is private until placed). The copy shows
// another seat's reserve and drawn animal as Hidden — held, kind unknown —
// and puts the hidden tiles back into the supply counts, which in a view
// mean "tiles this seat has not seen". That is exactly what the seat can
// work out from the box and the table, so two states that differ only in
// what others hold give the same view (same JSON, same hash). SupplySize
// still counts the face-down stack alone.
//
// A seat outside 0…Players()-1 is a spectator: every reserve and drawn
// animal is hidden.
//
// Legal stays correct for the viewer's own decisions, which never depend on
// another seat's tiles (claims need the markers, reserve and place the
// viewer's own tile, actions the board). Decisions of other seats that need
// a hidden tile are not offered in a view and Apply refuses them (playing a
// hidden reserve, placing a hidden drawn animal); screens apply every move
// to the full state and take a fresh View.
func (s *State) View(seat int) rules.State {
	v := *s
	for i, t := range v.reserve[:v.players] {
		if i != seat && t.IsAnimal() {
			v.reserve[i] = Hidden
			v.supply[t]++
		}
	}
	if v.phase == PhaseDrawn && int(v.seat) != seat && v.drawn.IsAnimal() {
		v.supply[v.drawn]++
		v.drawn = Hidden
	}
	return &v
}

// Determinize is a full state the view could have come from: every Hidden
// tile (another seat's reserve, a drawn animal kept face down) becomes an
// animal taken from the unseen counts, chosen by pick — pick(n) returns a
// number in [0, n), and the caller owns the randomness (this package has
// none). The result is one sample of what the viewer cannot see, for a
// search that plays on (a determinized search); on a state with nothing
// hidden it is a plain copy. Each unseen animal is equally likely to be
// the one picked, so samples follow the true odds.
func (s *State) Determinize(pick func(n int) int) rules.State {
	d := *s
	fill := func(t *Tile) {
		if *t != Hidden {
			return
		}
		n := 0
		for k := Tile(0); int(k) < NumSpecies; k++ {
			n += int(d.supply[k])
		}
		if n == 0 {
			return // an inconsistent view: leave it masked
		}
		i := pick(n)
		if i < 0 || i >= n {
			i = 0
		}
		for k := Tile(0); int(k) < NumSpecies; k++ {
			if i < int(d.supply[k]) {
				*t = k
				d.supply[k]--
				return
			}
			i -= int(d.supply[k])
		}
	}
	for i := range d.reserve[:d.players] {
		fill(&d.reserve[i])
	}
	fill(&d.drawn)
	return &d
}
