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
