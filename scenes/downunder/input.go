package downunder

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes/ui"
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

// humanInput handles a person's clicks, taps, wheel and keys on their
// turn.
func (s *Screen) humanInput(in *ui.Input) {
	s.touch = in.Touch
	s.hoverTile = -1
	if in.Touch {
		// Nothing hovers: the cell a finger tapped shows the card there.
		s.hoverX, s.hoverY, s.hoverOn = s.armedX, s.armedY, s.armedNow()
	} else {
		s.hoverX, s.hoverY, s.hoverOn = s.cellAt(in.X, in.Y)
	}
	if !in.Touch || in.Pressed {
		s.hoverTile = s.tileAt(in.X, in.Y)
	}
	if s.focusKeys(in) {
		return
	}
	switch {
	case s.passBtn.Clicked(in), in.Key(ebiten.KeyP) && s.mustPass():
		s.playMove(downunder.Move{Kind: downunder.Pass}, [2]float32{})
		return
	case s.turnBtn.Clicked(in):
		s.turnAction()
		return
	case in.Key(ebiten.KeyR):
		s.turnAction()
	case in.Wheel != 0 && s.loop && s.hoverOn:
		s.tryTurn(s.hoverX, s.hoverY, in.Wheel)
		return
	case in.Wheel != 0:
		s.turnCard(-in.Wheel)
	case in.RightPressed, in.Key(ebiten.KeyBackspace):
		s.sel = -1
		s.place = s.place[:0]
		s.disarm()
	}
	for k := ebiten.Key1; k <= ebiten.Key9; k++ {
		if in.Key(k) {
			if i := int(k - ebiten.Key1); i < len(s.tiles) {
				s.clickTile(i)
			}
		}
	}
	if in.Touch {
		// A finger: cards on the press, the table on a tap (a press and
		// release without moving: a drag pans, two fingers zoom).
		if in.Pressed && s.hoverTile >= 0 {
			s.clickTile(s.hoverTile)
		}
		if z := &s.zoom; z.tap {
			if x, y, ok := s.cellAt(z.tapX, z.tapY); ok {
				s.tapCell(x, y)
			}
		}
		return
	}
	if !in.Pressed || s.Zoomed() && s.fitBtn.Contains(in.X, in.Y) {
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

// tileAt is the hand card at (x, y), or -1.
func (s *Screen) tileAt(x, y int) int {
	for i, t := range s.tiles {
		if x >= t.x && x < t.x+t.sz && y >= t.y && y < t.y+t.sz {
			return i
		}
	}
	return -1
}

// armedNow reports whether a finger's first tap on a cell stands for the
// position now.
func (s *Screen) armedNow() bool {
	return s.armedOn && s.armedFor == len(s.Match.History())
}

// disarm forgets the cell a finger tapped.
func (s *Screen) disarm() { s.armedOn = false }

// arm remembers (x, y) as the cell a finger tapped: the card shows there.
func (s *Screen) arm(x, y int) {
	s.armedX, s.armedY, s.armedOn, s.armedFor = x, y, true, len(s.Match.History())
	s.hoverX, s.hoverY, s.hoverOn = x, y, true
}

// tapCell takes a finger's tap on cell (x, y): the first shows the card
// there as it would lie (turned to fit, if it fits only turned) and what
// it would score; a second tap on the same cell lays it.
func (s *Screen) tapCell(x, y int) {
	again := s.armedNow() && s.armedX == x && s.armedY == y
	switch {
	case s.loop:
		if again {
			s.disarm()
			s.tryTurn(x, y, 0)
			return
		}
		for _, m := range s.legal {
			if m.Kind == downunder.Turn && int(m.X) == x && int(m.Y) == y {
				s.arm(x, y)
				s.Say(false, "Tap the curve again to turn it.")
				return
			}
		}
		s.tryTurn(x, y, 0) // says why not
		return
	case s.sel < 0:
		if s.takeHintAt(x, y) {
			s.arm(x, y)
			s.sayPreview()
			return
		}
		s.clickCell(x, y, 0, 0)
		return
	}
	s.hintTurn(x, y)
	if again && s.fitsHere(x, y) {
		s.disarm()
		s.clickCell(x, y, 0, 0)
		return
	}
	if !s.fitsHere(x, y) {
		// Turned another way it may fit: turn it so.
		for _, m := range s.place {
			if int(m.X) == x && int(m.Y) == y {
				s.rot = int(m.R)
				break
			}
		}
	}
	if !s.fitsHere(x, y) {
		s.disarm()
		s.clickCell(x, y, 0, 0) // says why not
		return
	}
	s.arm(x, y)
	s.sayPreview()
}

// takeHintAt picks the hint's card, turned as the hint lays it, when
// (x, y) is the hint's cell and no card is picked: a tap on the hint shows
// it as a move, where it said "pick a card first".
func (s *Screen) takeHintAt(x, y int) bool {
	h := s.refreshHint()
	if !h.ok || h.tile < 0 || h.x != x || h.y != y || h.kind == downunder.Turn || h.kind == downunder.Pass {
		return false
	}
	s.selectTile(h.tile, false)
	s.rot = int(h.face.Rot)
	return true
}

// hintTurn turns the picked card as the hint lays it, when it is the
// hint's card on the hint's cell (it may fit there turned otherwise too).
func (s *Screen) hintTurn(x, y int) {
	if h := s.refreshHint(); h.ok && h.tile == s.sel && h.x == x && h.y == y && h.kind != downunder.Turn {
		s.rot = int(h.face.Rot)
	}
}

// fitsHere reports whether the picked card fits (x, y) as turned now (a
// billabong: at all).
func (s *Screen) fitsHere(x, y int) bool {
	for _, m := range s.place {
		if int(m.X) == x && int(m.Y) == y && (int(m.R) == s.rot || m.Kind == downunder.Billabong) {
			return true
		}
	}
	return false
}

// sayPreview says what the card shown on the tapped cell would score.
func (s *Screen) sayPreview() {
	mv, ok := s.armedMove()
	if !ok {
		return
	}
	st := s.state()
	to := st.ToMove()
	after := st.Clone().(*downunder.State)
	if _, err := after.Apply(&mv); err != nil {
		return
	}
	s.Say(false, "Tap the cell again to lay the card: your score %d → %d.", st.SeatScore(to).Provisional, after.SeatScore(to).Provisional)
}

// armedMove is the move of the picked card on the tapped cell as turned.
func (s *Screen) armedMove() (downunder.Move, bool) {
	for _, m := range s.place {
		if int(m.X) == s.armedX && int(m.Y) == s.armedY && (int(m.R) == s.rot || m.Kind == downunder.Billabong) {
			return m, true
		}
	}
	return downunder.Move{}, false
}

// turnAction turns the picked card: on a tapped cell, to the next way it
// fits there; else a quarter turn.
func (s *Screen) turnAction() {
	if s.sel < 0 {
		return
	}
	if s.armedNow() {
		n := rotations(s.tiles[s.sel].card.Kind)
		for d := 1; d < n; d++ {
			r := (s.rot + d) % n
			for _, m := range s.place {
				if int(m.X) == s.armedX && int(m.Y) == s.armedY && int(m.R) == r {
					s.rot = r
					s.sayPreview()
					return
				}
			}
		}
		// Turn did nothing and said nothing: it looked broken (a
		// helper's play-test).
		s.Say(false, "The card fits this cell only as it lies now.")
		return
	}
	s.turnCard(1)
}

func (s *Screen) clickTile(i int) {
	t := s.tiles[i]
	switch {
	case s.loop:
		s.Say(true, "Your route is a loop: first turn one of your curves on the board to reopen it.")
	case s.handSeat != s.state().ToMove():
		s.Say(true, "Wait for your turn.")
	case i == s.sel:
		s.Msg = ""
		s.turnAction()
	case !t.legal:
		s.disarm()
		s.selectTile(i, true)
		s.Say(true, "This card fits nowhere now: try another.")
	default:
		s.disarm()
		s.selectTile(i, true)
		s.Msg = ""
		if !s.dotsTold && s.turnedElsewhere() {
			// The dots were explained nowhere on the screen.
			s.dotsTold = true
			s.Say(false, ui.ByHand("Bright cells: the card fits there as it lies. A dot: it fits there turned another way (R, the wheel or a click on the card turns it).",
				"Bright cells: the card fits there as it lies. A dot: it fits there turned another way (Turn turns it)."))
		}
	}
}

// turnedElsewhere reports whether the picked card fits somewhere only
// turned another way than it lies: the table marks those cells with a dot.
func (s *Screen) turnedElsewhere() bool {
	for _, m := range s.place {
		if int(m.R) != s.rot && m.Kind != downunder.Billabong && !s.fitsAsTurned(int(m.X), int(m.Y)) {
			return true // drawHighlights' dot
		}
	}
	return false
}

// clickCell lays the selected card on (x, y), or turns a curve of a loop.
func (s *Screen) clickCell(x, y, px, py int) {
	st := s.state()
	if s.loop {
		s.tryTurn(x, y, 0)
		return
	}
	if s.sel < 0 && s.takeHintAt(x, y) {
		return // picked, turned as the hint has it: a click lays it
	}
	if s.sel < 0 {
		if len(s.legal) == 1 && s.legal[0].Kind == downunder.Pass {
			s.Say(true, "None of your cards fits: press Pass.")
			return
		}
		// Not red, and taken back if this tap was a double tap's first
		// (tapped): a double tap zooms.
		s.Say(false, "Pick a card from your hand first (below the board).")
		s.zoom.pickSaid = s.App.MotionTick()
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
		turn := "Not there: %s. Turned another way it fits: press R, use the wheel or click the card."
		if s.touch {
			turn = "Not there: %s. Turned another way it fits: tap Turn."
		}
		s.Say(true, turn, reason)
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
		s.Say(true, ui.ByHand("Not that card: %s. Click a curve with a ring.", "Not that card: %s. Tap a curve with a ring."), reason)
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
	s.laid++
	s.animate(ev, from)
}
