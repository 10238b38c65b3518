package crossing

import (
	"outback/rules"
	"outback/rules/crossing"
	"outback/scenes/ui"
)

// TapsFor implements play.MoveTapper: the taps that play m from the
// screen as it is now. Draw and Keep are their buttons; a claim, a
// tap on the rim spot; a reserve or a drawn animal laid, a tap on the
// cell; the actions, the tile (or marker) to pick, then where it goes.
// A pick already made counts as tapped; nil while the screen waits to be
// handed over, or when another pick holds.
func (s *Screen) TapsFor(m rules.Move) []ui.TapPoint {
	mv, ok := rules.MoveAs[crossing.Move](m)
	if !ok {
		return nil
	}
	if s.handover >= 0 {
		return nil
	}
	a, b := crossing.Cell(mv.A), crossing.Cell(mv.B)
	switch mv.Kind() {
	case crossing.OpDraw:
		// The move is legal: its button is there, whatever state it was
		// last laid out in (a tick behind the position, at times).
		return []ui.TapPoint{ui.ButtonTap(&s.drawBtn)}
	case crossing.OpKeep:
		return []ui.TapPoint{ui.ButtonTap(&s.keepBtn)}
	case crossing.OpClaim:
		return s.final(nil, s.spotTap(crossing.Spot(mv.A)), -1, crossing.Spot(mv.A))
	case crossing.OpReserve, crossing.OpPlace, crossing.OpRemove:
		return s.final(nil, s.cellTap(a), a, crossing.NoSpot)
	case crossing.OpSwap:
		switch s.selCell {
		case a:
			return s.final(nil, s.cellTap(b), b, crossing.NoSpot)
		case b:
			return s.final(nil, s.cellTap(a), a, crossing.NoSpot)
		case -1:
			return s.final([]ui.TapPoint{s.cellTap(a)}, s.cellTap(b), b, crossing.NoSpot)
		}
		return nil // a third tile picked: a tap would swap it
	case crossing.OpMove:
		if s.selCell == a {
			return s.final(nil, s.cellTap(b), b, crossing.NoSpot)
		}
		return s.final([]ui.TapPoint{s.cellTap(a)}, s.cellTap(b), b, crossing.NoSpot)
	case crossing.OpShift:
		from, to := crossing.Spot(mv.A), crossing.Spot(mv.B)
		if s.selSpot == from {
			return s.final(nil, s.spotTap(to), -1, to)
		}
		return s.final([]ui.TapPoint{s.spotTap(from)}, s.spotTap(to), -1, to)
	}
	return nil
}

// final is taps and then the tap on the place that plays the move: a
// finger's first tap there shows the move, the second plays it (one tap,
// if the place shows it already).
func (s *Screen) final(taps []ui.TapPoint, t ui.TapPoint, cell crossing.Cell, spot crossing.Spot) []ui.TapPoint {
	taps = append(taps, t)
	if s.armedNow() && s.armed.cell == cell && s.armed.spot == spot && len(taps) == 1 {
		return taps
	}
	return append(taps, t)
}

// cellTap is a tap on a cell of the grid.
func (s *Screen) cellTap(c crossing.Cell) ui.TapPoint {
	x, y := s.board.Center(c.Row(), c.Col())
	return ui.TapAt(c.String(), float64(x), float64(y), float64(s.board.Cell), float64(s.board.Cell))
}

// spotTap is a tap on a claim spot of the rim.
func (s *Screen) spotTap(sp crossing.Spot) ui.TapPoint {
	x, y, w, h := s.board.SpotBox(sp.RimPos())
	return ui.TapAt(sp.String(), float64(x+w/2), float64(y+h/2), float64(w), float64(h))
}
