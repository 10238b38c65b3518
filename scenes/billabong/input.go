package billabong

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/billabong"
	bbsteps "outback/scenes/billabong/steps"
	"outback/scenes/lang"
	"outback/scenes/ui"
)

func (s *Screen) mustPass() bool {
	st := s.state()
	if !s.Human(st.ToMove()) || len(s.legal) != 1 || s.legalFor != len(s.Match.History()) {
		return false
	}
	return s.legal[0].Kind() == billabong.Pass
}

// humanInput handles a person's clicks and keys on their turn.
func (s *Screen) humanInput(in *ui.Input) {
	st := s.state()
	s.hoverR, s.hoverC, s.hoverOK = s.board.At(in.X, in.Y)
	if s.keyboard(in) {
		return
	}
	switch {
	case s.confirmBtn.Clicked(in):
		s.confirm()
		return
	case s.backBtn.Clicked(in), in.Key(ebiten.KeyBackspace), in.RightPressed:
		s.hopBack()
		return
	case s.passBtn.Clicked(in):
		s.playMove(billabong.PassMove(), false)
		return
	}
	if !in.Pressed || !s.hoverOK {
		return
	}
	sq := billabong.Sq(s.hoverR, s.hoverC)
	if st.Phase() == billabong.PhasePlace {
		if in.Touch && s.placeable(sq) && s.tapped != sq {
			// A finger shows the kangaroo where it would stand first (the
			// mouse shows it on hover); a second tap places it.
			s.tapped = sq
			s.Say(false, "Tap %s again, or Confirm, to place your kangaroo there.", sq)
			return
		}
		s.tapped = billabong.NoSquare
		s.clickPlace(sq)
		return
	}
	s.clickMove(sq, in.Touch)
}

// placeable reports whether a kangaroo may be placed on sq now.
func (s *Screen) placeable(sq billabong.Square) bool {
	for _, p := range s.state().PlacementSquares() {
		if p == sq {
			return true
		}
	}
	return false
}

func (s *Screen) clickPlace(sq billabong.Square) {
	st := s.state()
	for _, p := range st.PlacementSquares() {
		if p == sq {
			s.playMove(billabong.PlaceMove(sq), false)
			return
		}
	}
	switch {
	case billabong.IsLake(sq):
		s.Say(true, "Nobody stands in the billabong.")
	case occupied(st, sq):
		s.Say(true, "%s is taken.", sq)
	default:
		s.Say(true, "Place your kangaroo in the marked zone, behind the start line.")
	}
}

func occupied(st *billabong.State, sq billabong.Square) bool {
	_, ok := st.KangarooAt(sq)
	return ok
}

func (s *Screen) movable(sq billabong.Square) bool {
	for _, m := range s.legal {
		if m.Kind() != billabong.Pass && m.From() == sq {
			return true
		}
	}
	return false
}

// clickMove handles a click (or a finger's tap) on sq in the moving
// phase.
func (s *Screen) clickMove(sq billabong.Square, finger bool) {
	st := s.state()
	seat := st.ToMove()
	shown, walkShown := s.tapped, s.walkTapped()
	s.tapped = billabong.NoSquare
	if len(s.chain) > 0 {
		end := s.chain[len(s.chain)-1]
		if sq == end {
			s.confirm()
			return
		}
		if sq == s.sel {
			s.Say(true, "The referee stands on the start square: a jump never ends where it began.")
			return
		}
		s.tryHop(sq)
		return
	}
	if s.sel != billabong.NoSquare {
		for _, w := range s.walks {
			if w != sq {
				continue
			}
			if finger && !(walkShown && shown == sq) {
				// A finger's first tap shows the kangaroo there (the mouse
				// shows the square on hover); a second tap walks.
				s.tapped = sq
				s.Say(false, "Tap %s again, or Confirm, to walk there.", sq)
				return
			}
			s.playMove(billabong.WalkMove(s.sel, sq), false)
			return
		}
		for _, h := range s.hops {
			if h.To == sq {
				s.tryHop(sq)
				return
			}
		}
	}
	k, ok := st.KangarooAt(sq)
	switch {
	case ok && int(k.Seat) == seat && s.sel == sq:
		if s.locked {
			s.Say(true, "You picked this kangaroo: it must move.")
			return
		}
		s.clearSelection()
	case ok && int(k.Seat) == seat:
		if s.locked && s.sel != sq {
			s.Say(true, "You picked the kangaroo on %s: it must move (changing your mind is a variant, \"undo selection\").", s.sel)
			return
		}
		if !s.movable(sq) {
			s.Say(true, "This kangaroo is boxed in: it can neither walk nor jump.")
			return
		}
		s.sel = sq
		s.locked = !st.Options().UndoSelection
		s.walks = st.Walks(sq)
		s.hops, _ = st.NextHops(sq, nil)
		s.Msg = ""
	case ok && int(k.Seat) == billabong.SleeperSeat:
		s.Say(true, "A sleeper: it never moves, but you can jump over it.")
	case ok:
		s.Say(true, "That kangaroo is %s's.", s.SeatName(int(k.Seat)))
	case s.sel != billabong.NoSquare:
		s.Say(true, "%s", s.whyNot(sq))
	default:
		s.Say(true, "Pick one of your kangaroos (the ringed ones).")
	}
}

// whyNot explains why the picked kangaroo cannot go to sq.
func (s *Screen) whyNot(sq billabong.Square) string {
	st := s.state()
	dr, dc := sq.Row()-s.sel.Row(), sq.Col()-s.sel.Col()
	if dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 {
		if billabong.IsLake(sq) {
			return lang.T("Kangaroos do not swim: the billabong is off limits.")
		}
		return lang.T("That square is taken.")
	}
	if err := st.CheckHop(s.sel, nil, sq); err != nil {
		return fmt.Sprintf(lang.T("No jump there: %v"), lang.TrErr(err))
	}
	return lang.T("That is not a move.")
}

// tryHop extends the person's jump chain by a hop to sq.
func (s *Screen) tryHop(sq billabong.Square) {
	st := s.state()
	var hop *billabong.Hop
	for i := range s.hops {
		if s.hops[i].To == sq {
			hop = &s.hops[i]
		}
	}
	if hop == nil {
		if err := st.CheckHop(s.sel, s.chain, sq); err != nil {
			s.Say(true, "No jump there: %v", err)
		} else {
			s.Say(true, "No jump there.")
		}
		return
	}
	before := s.preview()
	from := s.sel
	var steps []bbsteps.Step
	if len(s.chain) == 0 {
		steps = append(steps, bbsteps.Step{Kind: bbsteps.RefOut, To: s.sel})
	} else {
		from = s.chain[len(s.chain)-1]
	}
	steps = append([]bbsteps.Step{{Kind: bbsteps.Hop, Seat: st.ToMove(), From: from, Over: hop.Over, To: hop.To, Cross: int(hop.Cross)}}, steps...)
	home := hop.Home
	s.chain = append(s.chain, sq)
	s.locked = true
	s.anim.Start(&before, steps, s.App.Settings().Ticks)
	if home {
		s.hops = nil
		s.Say(false, ui.ByHand("Home! Confirm (Enter) to finish the move, or take the hop back.", "Home! Confirm to finish the move, or Hop back."))
		return
	}
	s.hops, _ = st.NextHops(s.sel, s.chain)
	if len(s.hops) == 0 {
		s.Say(false, ui.ByHand("No further jump: Confirm (Enter), or take the hop back.", "No further jump: Confirm, or Hop back."))
	} else {
		s.Msg = ""
	}
}

// hopBack takes back the last hop of the chain being entered.
func (s *Screen) hopBack() {
	if len(s.chain) == 0 {
		if s.sel != billabong.NoSquare && !s.locked {
			s.clearSelection()
		}
		return
	}
	st := s.state()
	before := s.preview()
	last := s.chain[len(s.chain)-1]
	s.chain = s.chain[:len(s.chain)-1]
	prev := s.sel
	if len(s.chain) > 0 {
		prev = s.chain[len(s.chain)-1]
	}
	steps := []bbsteps.Step{{Kind: bbsteps.Hop, Seat: st.ToMove(), From: last, To: prev, Cross: before.Pieces[before.At(last)].Cross}}
	if len(s.chain) == 0 {
		// The referee clears the start square before the kangaroo lands on it.
		steps = append([]bbsteps.Step{{Kind: bbsteps.RefBack}}, steps...)
		// Back where it was picked: with "undo selection" the pick may
		// change again, as before the first hop.
		s.locked = !st.Options().UndoSelection
		s.hops, _ = st.NextHops(s.sel, nil)
		s.walks = st.Walks(s.sel)
	} else {
		s.hops, _ = st.NextHops(s.sel, s.chain)
	}
	s.anim.Start(&before, steps, s.App.Settings().Ticks)
	s.Msg = ""
}

// walkTapped reports whether a finger's first tap shows the picked
// kangaroo walking to a square (s.tapped) it may walk to now.
func (s *Screen) walkTapped() bool {
	if s.tapped == billabong.NoSquare || s.sel == billabong.NoSquare || len(s.chain) > 0 || s.state().Phase() == billabong.PhasePlace {
		return false
	}
	for _, w := range s.walks {
		if w == s.tapped {
			return true
		}
	}
	return false
}

// placeTapped reports whether a finger's first tap shows a kangaroo on a
// square where it may be placed now.
func (s *Screen) placeTapped() bool {
	return s.tapped != billabong.NoSquare && s.state().Phase() == billabong.PhasePlace && s.placeable(s.tapped)
}

// tappedMove is the move a finger's first tap shows (s.tapped): a
// kangaroo placed there, or the picked one walked there.
func (s *Screen) tappedMove() (billabong.Move, bool) {
	switch {
	case s.placeTapped():
		return billabong.PlaceMove(s.tapped), true
	case s.walkTapped():
		return billabong.WalkMove(s.sel, s.tapped), true
	}
	return billabong.Move{}, false
}

// confirm plays the jump chain entered so far, or the move a finger's
// first tap shows.
func (s *Screen) confirm() {
	if mv, ok := s.tappedMove(); ok && len(s.chain) == 0 {
		s.tapped = billabong.NoSquare
		s.playMove(mv, false)
		return
	}
	if len(s.chain) == 0 {
		return
	}
	s.playMove(billabong.JumpMove(s.sel, s.chain...), true)
}

func (s *Screen) playMove(mv billabong.Move, chainShown bool) {
	before := bbsteps.ModelOf(s.state())
	if chainShown {
		before = s.preview()
	}
	ev, err := s.PlayMove(mv)
	if err != nil {
		s.Say(true, "%v", err)
		return
	}
	s.clearSelection()
	s.animate(&before, ev, chainShown)
}
