package crossing

import "outback/rules"

// The marker rules of §3 A, shared by the turn's claim, the forced claim
// and the move-marker action.

// canClaim reports whether seat may put a marker on sp (§3 A): the spot is
// free, the seat does not hold the path's other end, and with two players
// the opponent does not hold it either. (With 3+ players the other end may
// be another seat's: two owners at most, as a path has two ends.)
func (s *State) canClaim(seat int, sp Spot) bool {
	if s.owner[sp] >= 0 {
		return false
	}
	o := s.owner[sp.Other()]
	return o < 0 || (int(o) != seat && s.players > 2)
}

// claimError explains why seat may not claim sp, nil when it may.
func (s *State) claimError(seat int, sp Spot) error {
	if o := s.owner[sp]; o >= 0 {
		return rules.Illegal("%s is taken by seat %d", sp, o)
	}
	other := sp.Other()
	switch o := int(s.owner[other]); {
	case o == seat:
		return rules.Illegal("seat %d already holds the other end of %s (%s): a player never holds both ends of a path", seat, sp.Path(), other)
	case o >= 0 && s.players == 2:
		return rules.Illegal("%s is held by seat %d (%s): with two players a path held by the opponent cannot be claimed", sp.Path(), o, other)
	}
	return nil
}

// hasClaim reports whether seat has an unplaced marker and a spot for it.
func (s *State) hasClaim(seat int) bool {
	if s.MarkersLeft(seat) <= 0 {
		return false
	}
	for sp := Spot(0); sp < NumSpots; sp++ {
		if s.canClaim(seat, sp) {
			return true
		}
	}
	return false
}

// canShift reports whether seat has a placed marker with a legal destination
// on another path.
func (s *State) canShift(seat int) bool {
	for a := Spot(0); a < NumSpots; a++ {
		if int(s.owner[a]) != seat {
			continue
		}
		for b := Spot(0); b < NumSpots; b++ {
			if b.Path() != a.Path() && s.canClaim(seat, b) {
				return true
			}
		}
	}
	return false
}
