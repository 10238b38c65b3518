package crossing

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/crossing"
	"outback/scenes/lang"
	"outback/scenes/ui"
)

// playMove plays a person's move.
func (s *Screen) playMove(mv crossing.Move) {
	s.before.Fill(s.view)
	ev, err := s.PlayMove(mv)
	if err != nil {
		s.Say(true, "%v", err)
		return
	}
	s.played(ev)
}

// hover tracks the cell or rim spot under the pointer; on a touch
// screen, where nothing hovers, the place a finger tapped to see the move
// there stands for it.
func (s *Screen) hover(in *ui.Input) {
	s.hoverCell, s.hoverSpot = -1, crossing.NoSpot
	s.touch = in.Touch
	if in.Touch {
		if s.armedNow() {
			s.hoverCell, s.hoverSpot = s.armed.cell, s.armed.spot
		}
		return
	}
	r, c, ok := s.board.At(in.X, in.Y)
	if !ok {
		return
	}
	if r >= 0 && r < 5 && c >= 0 && c < 5 {
		s.hoverCell = crossing.CellAt(r, c)
		return
	}
	sp := s.spotAt[r+1][c+1]
	if sp != crossing.NoSpot {
		x, y := s.board.Center(r, c)
		dx, dy := float32(in.X)-x, float32(in.Y)-y
		rad := s.board.SpotRadius() + 6
		if dx*dx+dy*dy <= rad*rad {
			s.hoverSpot = sp
		}
	}
}

// armedNow reports whether a finger's first tap on a place stands for
// the position now.
func (s *Screen) armedNow() bool {
	return s.armed.moves == len(s.Match.History()) && (s.armed.cell >= 0 || s.armed.spot != crossing.NoSpot)
}

// disarm forgets the place a finger tapped.
func (s *Screen) disarm() { s.armed = crTarget{cell: -1, spot: crossing.NoSpot} }

// tapAgain says what a second tap on the place a finger tapped does: the
// place's name and the move in words (its notation is the log's), as a
// message's format and arguments (Say). from is the cell picked first for
// a swap or a move.
func tapAgain(mv crossing.Move, cell crossing.Cell, spot crossing.Spot, from crossing.Cell) (string, []any) {
	switch mv.Kind() {
	case crossing.OpClaim:
		return "Tap %s again to claim it.", []any{spotName(spot)}
	case crossing.OpShift:
		return "Tap %s again to move your marker there.", []any{spotName(spot)}
	case crossing.OpReserve:
		return "Tap %s again to lay your reserve there.", []any{cell}
	case crossing.OpPlace:
		return "Tap %s again to lay the tile there.", []any{cell}
	case crossing.OpSwap:
		return "Tap %s again to swap its tile with %s's.", []any{cell, from}
	case crossing.OpMove:
		return "Tap %s again to move the tile from %s there.", []any{cell, from}
	case crossing.OpRemove:
		return "Tap %s again to take its tile out of the game.", []any{cell}
	}
	return "Tap again: %s", []any{lang.NotationText(mv.String())}
}

// commit plays mv, the move a click on cell or spot makes; a finger's
// first tap on the place only shows it (the tile or marker there, the
// path's score), and a second tap on the same place plays it.
func (s *Screen) commit(mv crossing.Move, cell crossing.Cell, spot crossing.Spot) {
	t := crTarget{cell: cell, spot: spot, moves: len(s.Match.History())}
	if s.tapping && s.armed != t {
		s.armed = t
		if spot != crossing.NoSpot {
			s.infoSpot = spot
		}
		format, args := tapAgain(mv, cell, spot, s.selCell)
		s.Say(false, format, args...)
		s.again = format
		return
	}
	s.disarm()
	if s.g.info.W == 0 {
		// The path's card stands over the seats (a phone): once the move
		// is made it goes, or it hid the scores through the next turns
		// (a finger's place stood as the hover, and nothing hovers while
		// others play).
		s.infoSpot = crossing.NoSpot
		if s.tapping {
			s.hoverCell, s.hoverSpot = -1, crossing.NoSpot
		}
	}
	s.playMove(mv)
	s.refreshInfo()
}

// hit is what a click at (x, y) is on: a cell, a rim spot, the supply.
func (s *Screen) hit(x, y int) (cell crossing.Cell, spot crossing.Spot, supply bool) {
	cell, spot = -1, crossing.NoSpot
	if r, c, ok := s.board.At(x, y); ok {
		if r >= 0 && r < 5 && c >= 0 && c < 5 {
			return crossing.CellAt(r, c), spot, false
		}
		return cell, s.spotAt[r+1][c+1], false
	}
	return cell, spot, s.supplyBox().Contains(x, y)
}

// humanInput handles the clicks and keys of the person to move.
func (s *Screen) humanInput(in *ui.Input) {
	if s.focusKeys(in) {
		return
	}
	st := s.state()
	seat := st.ToMove()
	switch {
	case s.drawBtn.Clicked(in), in.Key(ebiten.KeyD) && !s.drawBtn.Disabled:
		s.infoSpot = crossing.NoSpot // the path shown is not what a draw is about
		s.playMove(crossing.Draw())
		return
	case s.keepBtn.Clicked(in), in.Key(ebiten.KeyK) && !s.keepBtn.Disabled:
		s.playMove(crossing.Keep())
		return
	case in.Key(ebiten.KeyBackspace), in.RightPressed:
		s.clearSelection()
		return
	}
	if !in.Pressed {
		return
	}
	cell, spot, supply := s.hit(in.X, in.Y)
	s.tapping = in.Touch
	defer func() { s.tapping = false }()
	if in.Touch && cell < 0 && spot == crossing.NoSpot && !supply && !s.onReserve(seat, in.X, in.Y) {
		// A tap on nothing: the place tapped and the path shown go.
		s.disarm()
		s.infoSpot = crossing.NoSpot
		return
	}
	if in.Touch {
		// A tap elsewhere than the place tapped first: that place goes
		// (a legal move arms the new one), or its path's card stayed
		// over a refusal's reason. Off the rim, the path's card goes too:
		// on a phone it stands over the message the tap brings.
		if s.armed.cell != cell || s.armed.spot != spot {
			s.disarm()
		}
		if spot == crossing.NoSpot {
			s.infoSpot = crossing.NoSpot
		}
	}
	switch st.Phase() {
	case crossing.PhaseTurn:
		if s.onReserve(seat, in.X, in.Y) {
			s.clickReserve(seat)
			return
		}
		s.clickTurn(seat, cell, spot, supply)
	case crossing.PhaseDrawn:
		s.clickDrawn(seat, cell, spot, supply)
	}
}

// onReserve reports whether (x, y) is on seat's reserve in the side panel.
func (s *Screen) onReserve(seat, x, y int) bool {
	rx, ry := s.reserveXY(seat)
	h := s.reserveReach()
	return float32(x) >= rx-h && float32(x) <= rx+h && float32(y) >= ry-h && float32(y) <= ry+h
}

// reserveReach is how far from a reserve tile's centre a tap takes it
// (at least 22 units: a 44-unit target).
func (s *Screen) reserveReach() float32 { return max(s.g.small/2+4, 22) }

// clickReserve picks (or puts back) the reserve tile: an empty cell then
// lays it.
func (s *Screen) clickReserve(seat int) {
	if s.state().Reserve(seat) == crossing.NoTile {
		s.Say(true, ui.ByHand("You hold no reserve: draw a tile (click the supply) to fill a cell.", "You hold no reserve: draw a tile (tap the supply) to fill a cell."))
		return
	}
	s.selReserve = !s.selReserve
	s.Msg = ""
}

func (s *Screen) clickTurn(seat int, cell crossing.Cell, spot crossing.Spot, supply bool) {
	st := s.state()
	switch {
	case supply:
		if st.SupplySize() == 0 {
			s.Say(true, "The supply is empty.")
			return
		}
		s.playMove(crossing.Draw())
	case spot != crossing.NoSpot:
		if s.isLegal(crossing.Claim(spot)) {
			s.commit(crossing.Claim(spot), -1, spot)
			return
		}
		s.infoSpot = spot
		s.Say(true, "%s", s.whyNotClaim(seat, spot))
	case cell >= 0:
		switch {
		case st.At(cell) != crossing.NoTile:
			s.Say(true, "%s is taken: play your reserve or a drawn animal on an empty cell.", cell)
		case st.Reserve(seat) == crossing.NoTile:
			s.Say(true, ui.ByHand("You hold no reserve: draw a tile (click the supply) to fill a cell.", "You hold no reserve: draw a tile (tap the supply) to fill a cell."))
		default:
			s.commit(crossing.PlayReserve(cell), cell, crossing.NoSpot)
		}
	}
}

// whyNotClaim explains why seat cannot claim spot now.
// spotName is a rim spot's name in the current language (E1 is O1 in
// German).
func spotName(sp crossing.Spot) string { return lang.T(sp.String()) }

func (s *Screen) whyNotClaim(seat int, spot crossing.Spot) string {
	st := s.state()
	other := spot.Other()
	switch o := st.Owner(spot); {
	case o == seat:
		return fmt.Sprintf(lang.T("%s is already yours."), spotName(spot))
	case o >= 0:
		return fmt.Sprintf(lang.T("%s is taken by %s."), spotName(spot), s.SeatName(o))
	}
	switch o := st.Owner(other); {
	case st.MarkersLeft(seat) == 0:
		return lang.T("All your markers are on the rim.")
	case o == seat:
		return fmt.Sprintf(lang.T("You hold the other end of %s (%s): nobody holds both ends of a path."), lang.TrArg(spot.Path()), spotName(other))
	case o >= 0 && st.Players() == 2:
		return fmt.Sprintf(lang.T("%s holds %s (%s): with two players a path held by the opponent cannot be claimed."), s.SeatName(o), lang.TrArg(spot.Path()), spotName(other))
	}
	return fmt.Sprintf(lang.T("%s cannot be claimed now."), spotName(spot))
}

func (s *Screen) clickDrawn(seat int, cell crossing.Cell, spot crossing.Spot, supply bool) {
	st := s.state()
	d := st.Drawn()
	filled := cell >= 0 && st.At(cell) != crossing.NoTile
	switch {
	case d.IsAnimal():
		switch {
		case cell >= 0 && !filled:
			s.commit(crossing.Place(cell), cell, crossing.NoSpot)
		case cell >= 0:
			s.Say(true, "%s is taken: lay the %s on an empty cell.", cell, d)
		case spot != crossing.NoSpot:
			s.infoSpot = spot
			s.Say(true, "First lay the %s you drew on an empty cell (or keep it).", d)
		}
	case d == crossing.SwapAction:
		switch {
		case filled && s.selCell == cell:
			s.selCell = -1
		case filled && s.selCell >= 0:
			s.commit(crossing.SwapTiles(s.selCell, cell), cell, crossing.NoSpot)
		case filled:
			s.selCell = cell
			s.Msg = ""
		case cell >= 0:
			s.Say(true, "Swap exchanges two tiles: %s is empty.", cell)
		}
	case d == crossing.MoveAction:
		switch {
		case filled && s.selCell == cell:
			s.selCell = -1
		case filled:
			s.selCell = cell
			s.Msg = ""
		case cell >= 0 && s.selCell >= 0:
			s.commit(crossing.MoveTile(s.selCell, cell), cell, crossing.NoSpot)
		case cell >= 0:
			s.Say(true, "First pick the tile to move, then an empty cell.")
		}
	case d == crossing.RemoveAction:
		switch {
		case filled:
			s.commit(crossing.RemoveTile(cell), cell, crossing.NoSpot)
		case cell >= 0:
			s.Say(true, "%s is empty: pick a tile to take out of the game.", cell)
		}
	case d == crossing.ShiftAction:
		if spot == crossing.NoSpot {
			if cell >= 0 {
				s.Say(true, "Move marker: pick one of your markers on the rim, then a free spot.")
			}
			return
		}
		switch {
		case st.Owner(spot) == seat && s.selSpot == spot:
			s.selSpot = crossing.NoSpot
		case st.Owner(spot) == seat:
			s.selSpot = spot
			s.Msg = ""
		case s.selSpot == crossing.NoSpot:
			s.Say(true, "First pick one of your markers, then a free spot on another path.")
		case s.isLegal(crossing.Shift(s.selSpot, spot)):
			s.commit(crossing.Shift(s.selSpot, spot), -1, spot)
		case spot.Path() == s.selSpot.Path():
			s.Say(true, "The marker must go to another path, not the other end of %s.", spot.Path())
		default:
			s.Say(true, "%s", s.whyNotClaim(seat, spot))
		}
	case d == crossing.ClaimAction:
		switch {
		case spot != crossing.NoSpot && s.isLegal(crossing.Claim(spot)):
			s.commit(crossing.Claim(spot), -1, spot)
		case spot != crossing.NoSpot:
			s.Say(true, "%s", s.whyNotClaim(seat, spot))
		case cell >= 0:
			s.Say(true, "Forced claim: put a marker on one of the ringed rim spots.")
		}
	}
}
