package downunder

import (
	"strconv"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes/ui"
)

// TapsFor implements play.MoveTaps: the taps that play m from the
// screen as it is now. A card is its card in the hand (picking it; its
// rotation then one that fits somewhere), the card again for each quarter
// turn still wanted, then the cell; a curve turned to reopen a loop is a
// tap on it; a pass, the Pass button. Nil while the view glides, or when
// the screen would play another move for these taps.
func (s *Screen) TapsFor(m rules.Move) []ui.TapPoint {
	mv, ok := rules.MoveAs[downunder.Move](m)
	if !ok {
		return nil
	}
	if !s.Still() || s.modelFor != len(s.Match.History()) || s.handSeat != s.state().ToMove() {
		return nil
	}
	switch mv.Kind {
	case downunder.Pass:
		if s.passBtn.Disabled {
			return nil
		}
		return []ui.TapPoint{ui.ButtonTap(&s.passBtn)}
	case downunder.Turn:
		if mv.R != 1 {
			// A tap turns a curve clockwise when it can.
			for _, l := range s.legal {
				if l.Kind == downunder.Turn && l.X == mv.X && l.Y == mv.Y && l.R == 1 {
					return nil
				}
			}
		}
		return s.cellTaps(int(mv.X), int(mv.Y))
	}
	if s.loop {
		return nil
	}
	i := s.tileFor(mv)
	if i < 0 {
		return nil
	}
	t := s.tiles[i]
	tile := ui.TapAt("hand "+strconv.Itoa(i+1), float64(t.x)+float64(t.sz)/2, float64(t.y)+float64(t.sz)/2, float64(t.sz), float64(t.sz))
	var taps []ui.TapPoint
	rot := s.rot
	if s.sel != i {
		// Picking the card keeps its rotation if it fits somewhere, else
		// takes the first that does (selectTile).
		taps = append(taps, tile)
		rot = 0
		if mv.Kind != downunder.Billabong {
			n := rotations(t.card.Kind)
			rot = s.rot % n
			place := s.state().PlacementsFor(t.card)
			fits := false
			for _, p := range place {
				fits = fits || int(p.R) == rot
			}
			if !fits && len(place) > 0 {
				rot = int(place[0].R)
			}
		}
	}
	if mv.Kind != downunder.Billabong {
		n := rotations(t.card.Kind)
		for k := ((int(mv.R)-rot)%n + n) % n; k > 0; k-- {
			taps = append(taps, tile)
		}
	}
	return append(taps, s.cellTaps(int(mv.X), int(mv.Y))...)
}

// cellTaps are a finger's taps on cell (x, y) that act there: the first
// shows the move (unless it shows already), the second plays it.
func (s *Screen) cellTaps(x, y int) []ui.TapPoint {
	t := s.cellTap(x, y)
	if s.armedNow() && s.armedX == x && s.armedY == y {
		return []ui.TapPoint{t}
	}
	return []ui.TapPoint{t, t}
}

// tileFor is the hand's card that mv lays (-1: none).
func (s *Screen) tileFor(mv downunder.Move) int {
	for i, t := range s.tiles {
		if !t.legal || t.card.Kind != mv.Kind {
			continue
		}
		if mv.Kind == downunder.Billabong {
			return i
		}
		for _, p := range s.state().PlacementsFor(t.card) {
			if p == mv {
				return i
			}
		}
	}
	return -1
}

// cellTap is a tap on cell (x, y) of the table.
func (s *Screen) cellTap(x, y int) ui.TapPoint {
	cx, cy := s.cellCenter(x, y)
	c := float64(s.lay.cell)
	return ui.TapAt(strconv.Itoa(x)+","+strconv.Itoa(y), float64(cx), float64(cy), c, c)
}
