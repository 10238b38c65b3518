package downunder

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
)

// selectTile picks hand tile i; with pickRot the rotation becomes one
// that fits somewhere, when the current one does not.
func (s *Screen) selectTile(i int, pickRot bool) {
	s.sel = i
	s.place = s.place[:0]
	if i < 0 || i >= len(s.tiles) {
		s.sel = -1
		return
	}
	t := s.tiles[i]
	if t.card.Kind == downunder.Billabong {
		for _, m := range s.legal {
			if m.Kind == downunder.Billabong {
				s.place = append(s.place, m)
			}
		}
		s.rot = 0
		return
	}
	s.place = append(s.place, s.state().PlacementsFor(t.card)...)
	if s.rot >= rotations(t.card.Kind) {
		s.rot %= rotations(t.card.Kind)
	}
	if pickRot && len(s.place) > 0 && !s.rotFits(s.rot) {
		s.rot = int(s.place[0].R)
	}
}

func (s *Screen) rotFits(r int) bool {
	for _, m := range s.place {
		if int(m.R) == r {
			return true
		}
	}
	return false
}

// turnCard turns the selected card by d quarter turns.
func (s *Screen) turnCard(d int) {
	if s.sel < 0 {
		return
	}
	n := rotations(s.tiles[s.sel].card.Kind)
	s.rot = ((s.rot+d)%n + n) % n
}

func (s *Screen) mustPass() bool {
	st := s.state()
	if st.ToMove() < 0 || !s.Human(st.ToMove()) || s.modelFor != len(s.Match.History()) {
		return false
	}
	return len(s.legal) == 1 && s.legal[0].Kind == downunder.Pass
}

// humanInput handles a person's clicks, wheel and keys on their turn.
func (s *Screen) humanInput(in *scenes.Input) {
	s.hoverX, s.hoverY, s.hoverOn = s.cellAt(in.X, in.Y)
	s.hoverTile = -1
	for i, t := range s.tiles {
		if in.X >= t.x && in.X < t.x+t.sz && in.Y >= t.y && in.Y < t.y+t.sz {
			s.hoverTile = i
		}
	}
	if s.focusKeys(in) {
		return
	}
	switch {
	case s.passBtn.Clicked(in), in.Key(ebiten.KeyP) && s.mustPass():
		s.playMove(downunder.Move{Kind: downunder.Pass}, [2]float32{})
		return
	case in.Key(ebiten.KeyR):
		s.turnCard(1)
	case in.Wheel != 0 && s.loop && s.hoverOn:
		s.tryTurn(s.hoverX, s.hoverY, in.Wheel)
		return
	case in.Wheel != 0:
		s.turnCard(-in.Wheel)
	case in.RightPressed, in.Key(ebiten.KeyBackspace):
		s.sel = -1
		s.place = s.place[:0]
	}
	for k := ebiten.Key1; k <= ebiten.Key9; k++ {
		if in.Key(k) {
			if i := int(k - ebiten.Key1); i < len(s.tiles) {
				s.clickTile(i)
			}
		}
	}
	if !in.Pressed {
		return
	}
	if s.hoverTile >= 0 {
		s.clickTile(s.hoverTile)
		return
	}
	if s.hoverOn {
		s.clickCell(s.hoverX, s.hoverY, in.X, in.Y)
	}
}

func (s *Screen) clickTile(i int) {
	t := s.tiles[i]
	switch {
	case s.loop:
		s.Say(true, "Your route is a loop: first turn one of your curves on the board to reopen it.")
	case s.handSeat != s.state().ToMove():
		s.Say(true, "Wait for your turn.")
	case i == s.sel:
		s.turnCard(1)
		s.Msg = ""
	case !t.legal:
		s.selectTile(i, true)
		s.Say(true, "This card fits nowhere now: try another.")
	default:
		s.selectTile(i, true)
		s.Msg = ""
	}
}

// clickCell lays the selected card on (x, y), or turns a curve of a loop.
func (s *Screen) clickCell(x, y, px, py int) {
	st := s.state()
	if s.loop {
		s.tryTurn(x, y, 0)
		return
	}
	if s.sel < 0 {
		if len(s.legal) == 1 && s.legal[0].Kind == downunder.Pass {
			s.Say(true, "None of your cards fits: press Pass.")
			return
		}
		s.Say(true, "Pick a card from your hand first (below the board).")
		return
	}
	t := s.tiles[s.sel]
	from := [2]float32{float32(t.x + t.sz/2), float32(t.y + t.sz/2)}
	for _, m := range s.place {
		if int(m.X) == x && int(m.Y) == y && int(m.R) == s.rot {
			s.playMove(m, from)
			return
		}
	}
	// Not legal as turned: say why.
	mv := downunder.Move{Kind: t.card.Kind, X: int16(x), Y: int16(y), R: uint8(s.rot)}
	if t.card.Kind == downunder.Straight || t.card.Kind == downunder.Curve {
		mv.Animal = t.card.Animal
	}
	if t.card.Kind == downunder.Billabong {
		mv.R = 0
	}
	reason := "that is not a move"
	if err := st.WhyNot(mv); err != nil {
		reason = strings.TrimPrefix(err.Error(), rules.ErrIllegal.Error()+": ")
	} else if s.two {
		reason = "it fits only your other colour's route"
	}
	fits := false
	for _, m := range s.place {
		if int(m.X) == x && int(m.Y) == y {
			fits = true
		}
	}
	if fits {
		s.Say(true, "Not there: %s. Turned another way it fits: press R, use the wheel or click the card.", reason)
	} else {
		s.Say(true, "Not there: %s.", reason)
	}
}

// tryTurn turns the curve on (x, y) to reopen a loop: clockwise when it
// can, else counter-clockwise (the wheel picks the way).
func (s *Screen) tryTurn(x, y, wheel int) {
	var cw, ccw *downunder.Move
	for i := range s.legal {
		m := &s.legal[i]
		if m.Kind == downunder.Turn && int(m.X) == x && int(m.Y) == y {
			if m.R == 1 {
				cw = m
			} else {
				ccw = m
			}
		}
	}
	pick := cw
	if pick == nil || (wheel > 0 && ccw != nil) {
		pick = ccw
	}
	if pick == nil {
		mv := downunder.Move{Kind: downunder.Turn, X: int16(x), Y: int16(y), R: 1}
		reason := "turning it would not reopen your route"
		if err := s.state().WhyNot(mv); err != nil {
			reason = strings.TrimPrefix(err.Error(), rules.ErrIllegal.Error()+": ")
		}
		s.Say(true, "Not that card: %s. Click a curve with a ring.", reason)
		return
	}
	s.playMove(*pick, [2]float32{})
}

func (s *Screen) playMove(mv downunder.Move, from [2]float32) {
	m := mv
	ev, err := s.PlayMove(&m)
	if err != nil {
		s.Say(true, "%v", err)
		return
	}
	s.animate(ev, from)
}
