package scenes

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
	"outback/rules"
	"outback/rules/billabong"
	bbsteps "outback/scenes/billabong/steps"
	"outback/sprites"
	"outback/sprites/tween"
)

// Side panel geometry of the Billabong play screen.
const (
	bbPanelX = 816
	bbPanelW = 440
	bbRowsY  = 150
	bbRowH   = 64
)

// BillabongPlay is the Billabong play screen.
type BillabongPlay struct {
	*Play
	board *sprites.BillabongBoard
	anim  bbsteps.Anim

	// The person's move in progress: the picked kangaroo and the hops so far.
	sel    billabong.Square
	locked bool
	chain  []billabong.Square
	hops   []billabong.Hop // legal next hops from the end of the chain
	walks  []billabong.Square

	legal    []billabong.Move
	legalFor int // history length the legal list is for; -1: stale

	hoverR, hoverC int
	hoverOK        bool

	// Drawing state kept between frames so that drawing allocates nothing.
	view, before bbsteps.Model
	hintKey      int
	hintPath     []billabong.Square

	// Keyboard play: a focus over the choices at hand (Tab, arrows), acted
	// on with Enter or Space; shown once the keyboard is used.
	focus KeyFocus

	// logSquares are the squares of the log entry logFor, hovered.
	logFor     int
	logSquares []billabong.Square

	optSummary string

	confirmBtn, backBtn, passBtn Button
}

// NewBillabongPlay opens the play screen on a match of Billabong.
func NewBillabongPlay(a *App, m *rules.Match) *BillabongPlay {
	s := &BillabongPlay{
		Play:     NewPlay(a, m),
		board:    sprites.NewBillabongBoard(66, 92, 44),
		sel:      billabong.NoSquare,
		legalFor: -1,
		hintKey:  -1,
		logFor:   -1,
	}
	s.optSummary = s.optionSummary()
	s.Part = s
	return s
}

// Name implements Named.
func (s *BillabongPlay) Name() string { return "play:billabong" }

func (s *BillabongPlay) state() *billabong.State { return s.Match.State().(*billabong.State) }

func (s *BillabongPlay) refreshLegal() {
	if n := len(s.Match.History()); n != s.legalFor {
		s.legal = s.state().LegalMoves(s.legal[:0])
		s.legalFor = n
	}
}

// clearSelection forgets the person's move in progress.
func (s *BillabongPlay) clearSelection() {
	s.sel, s.locked, s.chain, s.hops, s.walks = billabong.NoSquare, false, s.chain[:0], nil, nil
}

// The Billabong part of the play screen (gamePart).

func (s *BillabongPlay) Animation() Animation { return &s.anim }

func (s *BillabongPlay) OnPrepare(*Input) { s.layout() }

func (s *BillabongPlay) OnOver(*Input) (bool, bool) { return false, true }

func (s *BillabongPlay) OnTurn(*Input) bool { return false }

func (s *BillabongPlay) OnRemember() { s.before.Fill(s.state()) }

func (s *BillabongPlay) OnPlayed(ev []rules.Event) { s.animate(&s.before, ev, false) }

func (s *BillabongPlay) OnReset() {
	s.clearSelection()
	s.legalFor = -1
}

func (s *BillabongPlay) OnIdle(*Input) {}

func (s *BillabongPlay) OnHuman(in *Input) {
	s.refreshLegal()
	s.humanInput(in)
}

func (s *BillabongPlay) OnDone() {}

func (s *BillabongPlay) animate(before *bbsteps.Model, ev []rules.Event, skipChain bool) {
	steps := bbsteps.FromEvents(ev)
	if skipChain {
		// The person's hops have been shown already, as they were entered.
		kept := steps[:0]
		for _, st := range steps {
			if st.Kind != bbsteps.RefOut && st.Kind != bbsteps.Hop {
				kept = append(kept, st)
			}
		}
		steps = kept
	}
	s.anim.Start(before, steps, s.App.Settings.Ticks)
}

func (s *BillabongPlay) layout() {
	y := 492
	s.confirmBtn = Button{Label: "Confirm", X: bbPanelX + 10, Y: y, W: 130, H: 40, Primary: len(s.chain) > 0, Disabled: len(s.chain) == 0}
	s.backBtn = Button{Label: "Hop back", X: bbPanelX + 155, Y: y, W: 130, H: 40, Disabled: len(s.chain) == 0}
	s.passBtn = Button{Label: "Pass", X: bbPanelX + 300, Y: y, W: 130, H: 40, Disabled: !s.mustPass()}
	s.LayoutButtons(bbPanelX+10, y+52)
}

func (s *BillabongPlay) mustPass() bool {
	st := s.state()
	if !s.Human(st.ToMove()) || len(s.legal) != 1 || s.legalFor != len(s.Match.History()) {
		return false
	}
	return s.legal[0].Kind() == billabong.Pass
}

// humanInput handles a person's clicks and keys on their turn.
func (s *BillabongPlay) humanInput(in *Input) {
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
		s.clickPlace(sq)
		return
	}
	s.clickMove(sq)
}

func (s *BillabongPlay) clickPlace(sq billabong.Square) {
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

func (s *BillabongPlay) movable(sq billabong.Square) bool {
	for _, m := range s.legal {
		if m.Kind() != billabong.Pass && m.From() == sq {
			return true
		}
	}
	return false
}

func (s *BillabongPlay) clickMove(sq billabong.Square) {
	st := s.state()
	seat := st.ToMove()
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
			if w == sq {
				s.playMove(billabong.WalkMove(s.sel, sq), false)
				return
			}
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
func (s *BillabongPlay) whyNot(sq billabong.Square) string {
	st := s.state()
	dr, dc := sq.Row()-s.sel.Row(), sq.Col()-s.sel.Col()
	if dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 {
		if billabong.IsLake(sq) {
			return T("Kangaroos do not swim: the billabong is off limits.")
		}
		return T("That square is taken.")
	}
	if err := st.CheckHop(s.sel, nil, sq); err != nil {
		return fmt.Sprintf(T("No jump there: %v"), TrErr(err))
	}
	return T("That is not a move.")
}

// tryHop extends the person's jump chain by a hop to sq.
func (s *BillabongPlay) tryHop(sq billabong.Square) {
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
	s.anim.Start(&before, steps, s.App.Settings.Ticks)
	if home {
		s.hops = nil
		s.Say(false, "Home! Confirm (Enter) to finish the move, or take the hop back.")
		return
	}
	s.hops, _ = st.NextHops(s.sel, s.chain)
	if len(s.hops) == 0 {
		s.Say(false, "No further jump: Confirm (Enter), or take the hop back.")
	} else {
		s.Msg = ""
	}
}

// hopBack takes back the last hop of the chain being entered.
func (s *BillabongPlay) hopBack() {
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
		s.hops, _ = st.NextHops(s.sel, nil)
		s.walks = st.Walks(s.sel)
	} else {
		s.hops, _ = st.NextHops(s.sel, s.chain)
	}
	s.anim.Start(&before, steps, s.App.Settings.Ticks)
	s.Msg = ""
}

// confirm plays the jump chain entered so far.
func (s *BillabongPlay) confirm() {
	if len(s.chain) == 0 {
		return
	}
	s.playMove(billabong.JumpMove(s.sel, s.chain...), true)
}

func (s *BillabongPlay) playMove(mv billabong.Move, chainShown bool) {
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

// preview is the board with the person's hops so far: the kangaroo on
// its latest landing, the referee on its start square.
func (s *BillabongPlay) preview() bbsteps.Model {
	var m bbsteps.Model
	s.previewInto(&m)
	return m
}

// previewInto is preview, reusing m's storage.
func (s *BillabongPlay) previewInto(m *bbsteps.Model) {
	st := s.state()
	m.Fill(st)
	if len(s.chain) == 0 {
		return
	}
	m.Referee = s.sel
	if i := m.At(s.sel); i >= 0 {
		m.Pieces[i].Sq = s.chain[len(s.chain)-1]
		hops, err := st.NextHops(s.sel, s.chain[:len(s.chain)-1])
		if err == nil {
			for _, h := range hops {
				if h.To == s.chain[len(s.chain)-1] {
					m.Pieces[i].Cross = int(h.Cross)
				}
			}
		}
	}
}

// frame sets the model shown to this tick of the animation (or, idle, to
// the board with the person's hops so far) and returns the running step
// and its fraction.
func (s *BillabongPlay) frame() (int, float64) {
	if s.anim.Busy() {
		return s.anim.Frame(&s.view)
	}
	s.previewInto(&s.view)
	return -1, 1
}

// Draw implements Scene.
func (s *BillabongPlay) Draw(dst *ebiten.Image) {
	dst.Fill(sprites.Sky)
	s.board.Draw(dst, s.App.Settings.Coords)
	st := s.state()
	run, frac := s.frame()
	model := s.view
	idle := !s.anim.Busy() && s.Human(st.ToMove())
	if idle {
		s.drawHighlights(dst)
		s.drawHint(dst)
		s.focus.Draw(dst)
	}
	s.drawLoggedMove(dst)
	var moving = -1
	if run >= 0 {
		moving = model.At(s.anim.Steps()[run].From)
		if k := s.anim.Steps()[run].Kind; k != bbsteps.Walk && k != bbsteps.Hop && k != bbsteps.GoHome {
			moving = -1
		}
	}
	// Draw row by row so that lower pieces overlap the ones behind them.
	for r := 0; r < billabong.Rows; r++ {
		for i, p := range model.Pieces {
			if i == moving || p.Sq.Row() != r {
				continue
			}
			s.drawPiece(dst, p, 0, 0, 0, 1)
		}
	}
	if model.Referee != billabong.NoSquare {
		cx, cy := s.board.Center(model.Referee.Row(), model.Referee.Col())
		sprites.RefereeToken(dst, cx, cy, 15)
	}
	if run >= 0 {
		s.drawStep(dst, model, s.anim.Steps()[run], frac)
	}
	if idle && st.Phase() == billabong.PhasePlace && s.hoverOK {
		sq := billabong.Sq(s.hoverR, s.hoverC)
		for _, m := range s.legal {
			if m.Kind() == billabong.Place && m.To() == sq {
				cx, cy := s.board.Center(s.hoverR, s.hoverC)
				l := s.Looks[st.ToMove()]
				sprites.Token(dst, cx, cy, 17, sprites.TokenStyle{Look: l, Pale: true, Lift: 6})
			}
		}
	}
	if s.replay == nil { // in a replay the viewer's controls stand there
		s.drawCaption(dst)
	}
	s.drawPanel(dst, model)
	if st.ToMove() == rules.Nobody && !s.anim.Busy() {
		s.DrawEnd(dst, func(seat int) string {
			return fmt.Sprintf(T("%d home"), st.HomeCount(seat))
		})
	}
}

// drawCaption explains under the board its brook and the two looks of a
// kangaroo.
func (s *BillabongPlay) drawCaption(dst *ebiten.Image) {
	x, y := float64(s.board.X+s.board.Width()/2), float64(s.board.Y+s.board.Height())
	sprites.Text(dst, "the brook: start and finish line · race clockwise round the billabong", 15, false, x, y+38, sprites.SandA, sprites.Center)
	sprites.Text(dst, "pale kangaroos have not crossed the start line yet · solid ones are racing", 15, false, x, y+58, sprites.SandA, sprites.Center)
}

func (s *BillabongPlay) pieceStyle(p bbsteps.Piece) sprites.TokenStyle {
	ts := sprites.TokenStyle{Look: s.Looks[p.Seat], Pale: p.Cross <= 0, Racing: p.Cross > 0}
	ts.Flip = p.Sq.Row() >= 7
	return ts
}

// drawPiece draws a piece at its square, displaced by (dx, dy) and lifted.
func (s *BillabongPlay) drawPiece(dst *ebiten.Image, p bbsteps.Piece, dx, dy, lift float32, squash float32) {
	cx, cy := s.board.Center(p.Sq.Row(), p.Sq.Col())
	if p.Seat == billabong.SleeperSeat {
		sprites.SleeperToken(dst, cx+dx, cy+dy, 16)
		return
	}
	ts := s.pieceStyle(p)
	ts.Lift, ts.Squash = lift, squash
	sprites.Token(dst, cx+dx, cy+dy, 16, ts)
}

// drawStep draws the piece a running step moves.
func (s *BillabongPlay) drawStep(dst *ebiten.Image, m bbsteps.Model, st bbsteps.Step, f float64) {
	switch st.Kind {
	case bbsteps.Place:
		e := tween.EaseOutBack(f)
		p := bbsteps.Piece{Seat: st.Seat, Sq: st.To}
		s.drawPiece(dst, p, 0, 0, float32((1-e)*50), 1)
	case bbsteps.Walk:
		i := m.At(st.From)
		if i < 0 {
			return
		}
		x0, y0 := s.board.Center(st.From.Row(), st.From.Col())
		x1, y1 := s.board.Center(st.To.Row(), st.To.Col())
		x, y, sq := tween.Arc(float64(x0), float64(y0), float64(x1), float64(y1), 8, f)
		p := m.Pieces[i]
		p.Cross = st.Cross
		ts := s.pieceStyle(p)
		ts.Flip = x1 < x0 || (x1 == x0 && ts.Flip)
		ts.Squash = float32(sq)
		sprites.Token(dst, float32(x), float32(y), 16, ts)
	case bbsteps.Hop:
		i := m.At(st.From)
		if i < 0 {
			return
		}
		x0, y0 := s.board.Center(st.From.Row(), st.From.Col())
		x1, y1 := s.board.Center(st.To.Row(), st.To.Col())
		dx, dy := float64(x1-x0), float64(y1-y0)
		dist := sqrt(dx*dx + dy*dy)
		// Seen from above, a hop rises toward the viewer: the piece grows
		// and its shadow falls behind. Lifting it up the screen as well
		// reads well for sideways hops, but confuses hops up or down the
		// board, so the lift follows the sideways share of the hop.
		side := 1.0
		if dist > 0 {
			side = 0.3 + 0.7*abs(dx)/dist
		}
		h := tween.HopHeight(dist) * side
		x, y, sq := tween.Arc(float64(x0), float64(y0), float64(x1), float64(y1), h, f)
		// The shadow follows the straight line; the body flies the arc.
		gy := tween.Lerp(float64(y0), float64(y1), tween.EaseInOut(f))
		p := m.Pieces[i]
		if f > 0.5 {
			p.Cross = st.Cross
		}
		ts := s.pieceStyle(p)
		ts.Flip = x1 < x0 || (x1 == x0 && ts.Flip)
		ts.Squash = float32(sq)
		ts.Lift = float32(gy - y)
		ts.Scale = float32(1 + 0.3*4*f*(1-f))
		sprites.Token(dst, float32(x), float32(gy), 16, ts)
	case bbsteps.RefOut, bbsteps.RefBack:
		lx, ly := s.board.Center(6, 7)
		lx += s.board.Cell / 2
		ly += s.board.Cell / 2
		x1, y1 := float64(lx), float64(ly)
		var x0, y0 float64
		if st.Kind == bbsteps.RefOut {
			cx, cy := s.board.Center(st.To.Row(), st.To.Col())
			x0, y0, x1, y1 = x1, y1, float64(cx), float64(cy)
		} else {
			ref := m.Referee
			if ref == billabong.NoSquare {
				return
			}
			cx, cy := s.board.Center(ref.Row(), ref.Col())
			x0, y0 = float64(cx), float64(cy)
		}
		x, y, _ := tween.Arc(x0, y0, x1, y1, 40, f)
		sprites.RefereeToken(dst, float32(x), float32(y), 15)
	case bbsteps.GoHome:
		i := m.At(st.From)
		if i < 0 {
			return
		}
		x0, y0 := s.board.Center(st.From.Row(), st.From.Col())
		x1, y1 := s.homeSlot(st.Seat, m.Home[st.Seat])
		x, y, sq := tween.Arc(float64(x0), float64(y0), float64(x1), float64(y1), 120, f)
		p := m.Pieces[i]
		ts := s.pieceStyle(p)
		ts.Flip, ts.Squash, ts.Pale, ts.Racing = false, float32(sq), false, true
		r := float32(tween.Lerp(16, 11, f))
		sprites.Token(dst, float32(x), float32(y), r, ts)
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

func sqrt(v float64) float64 {
	// Newton's method is plenty for pixel distances.
	if v <= 0 {
		return 0
	}
	x := v
	for i := 0; i < 20; i++ {
		x = (x + v/x) / 2
	}
	return x
}

// drawHighlights shows what the person to move can do.
func (s *BillabongPlay) drawHighlights(dst *ebiten.Image) {
	st := s.state()
	seat := st.ToMove()
	l := s.Looks[seat]
	if st.Phase() == billabong.PhasePlace {
		for _, m := range s.legal {
			if m.Kind() == billabong.Place {
				p := m.To()
				s.board.Highlight(dst, p.Row(), p.Col(), l.Fill, 3)
			}
		}
		return
	}
	if s.sel == billabong.NoSquare {
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				f := m.From()
				s.board.Highlight(dst, f.Row(), f.Col(), sprites.Highlight, 2)
			}
		}
		return
	}
	s.board.Highlight(dst, s.sel.Row(), s.sel.Col(), sprites.Ink, 2)
	if len(s.chain) == 0 {
		for _, w := range s.walks {
			s.board.Highlight(dst, w.Row(), w.Col(), sprites.Good, 0)
		}
	} else {
		end := s.chain[len(s.chain)-1]
		s.board.Highlight(dst, end.Row(), end.Col(), sprites.Highlight, 2)
	}
	for _, h := range s.hops {
		clr := sprites.Ink
		if h.Home {
			clr = sprites.Good
		}
		s.board.Highlight(dst, h.To.Row(), h.To.Col(), clr, 1)
	}
}

// homeSlot is where the k-th kangaroo home of seat stands in the side panel.
func (s *BillabongPlay) homeSlot(seat, k int) (float32, float32) {
	return float32(bbPanelX + 290 + k*29), float32(bbRowsY + seat*bbRowH + bbRowH/2)
}

func (s *BillabongPlay) drawPanel(dst *ebiten.Image, m bbsteps.Model) {
	st := s.state()
	Panel(dst, bbPanelX-6, 16, bbPanelW+12, ScreenH-32)
	sprites.Text(dst, "Billabong", 30, true, bbPanelX+10, 48, sprites.Ink, sprites.Left)
	sprites.Text(dst, s.optSummary, 15, false, bbPanelX+bbPanelW-10, 50, sprites.InkSoft, sprites.Right)
	title, sub := "", ""
	if st.ToMove() >= 0 {
		title, sub = s.bannerText()
	}
	s.DrawBanner(dst, bbPanelX, 76, bbPanelW, st.ToMove(), title, sub, "")
	for seat := 0; seat < st.Players(); seat++ {
		y := float32(bbRowsY + seat*bbRowH)
		s.DrawSeatRow(dst, seat, SeatRow{X: bbPanelX, Y: y, W: bbPanelW, H: bbRowH, Inset: 3, NameSize: 20, KindSize: 14, NameY: 22, KindY: 44}, seat == st.ToMove())
		l := s.Looks[seat]
		for k := 0; k < 5; k++ {
			x, yy := s.homeSlot(seat, k)
			if k < m.Home[seat] {
				sprites.Token(dst, x, yy, 11, sprites.TokenStyle{Look: l, Racing: true})
			} else {
				sprites.Ring(dst, x, yy, 10, 1.5, sprites.WithAlpha(sprites.InkSoft, 120))
			}
		}
	}
	s.DrawMessage(dst, bbPanelX+10, float64(bbRowsY+4*bbRowH+16), bbPanelW-20)
	if s.replay == nil {
		s.confirmBtn.Draw(dst)
		s.backBtn.Draw(dst)
		s.passBtn.Draw(dst)
	}
	s.DrawButtons(dst)
	s.DrawLog(dst, bbPanelX+10, 600, bbPanelW-20, ScreenH-630)
}

func (s *BillabongPlay) optionSummary() string {
	o := s.state().Options()
	var parts []string
	if o.Zone == "anywhere" {
		parts = append(parts, T("place anywhere"))
	}
	if o.Sleepers {
		parts = append(parts, T("sleepers"))
	}
	if o.QuickStart {
		parts = append(parts, T("quick start"))
	}
	if o.Continue {
		parts = append(parts, T("play on"))
	}
	if o.UndoSelection {
		parts = append(parts, T("change pick"))
	}
	return strings.Join(parts, " · ")
}

func (s *BillabongPlay) placed(seat int) int {
	n := s.state().HomeCount(seat)
	for _, k := range s.state().Kangaroos() {
		if int(k.Seat) == seat {
			n++
		}
	}
	return n
}

// Status tells tests what the screen offers: the picked kangaroo and how
// many squares are highlighted as choices.
func (s *BillabongPlay) Status() string {
	st := s.state()
	n := 0
	switch {
	case !s.Human(st.ToMove()):
	case st.Phase() == billabong.PhasePlace:
		n = len(st.PlacementSquares())
	case s.sel == billabong.NoSquare:
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				n++
			}
		}
	default:
		n = len(s.walks) + len(s.hops)
		if len(s.chain) > 0 {
			n = len(s.hops)
		}
	}
	sel := "-"
	if s.sel != billabong.NoSquare {
		sel = s.sel.String()
	}
	return fmt.Sprintf("toMove=%d;moves=%d;selected=%s;choices=%d;busy=%v", st.ToMove(), len(s.Match.History()), sel, n, s.anim.Busy())
}

// bannerText says whose turn it is and what to do; it is rebuilt only when
// the situation changes.
func (s *BillabongPlay) bannerText() (string, string) {
	st := s.state()
	to := st.ToMove()
	pass := 0
	if s.mustPass() {
		pass = 1
	}
	key := [5]int{len(s.Match.History()), to, int(s.sel), len(s.chain), pass}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to, pass == 1) })
}

// words are the banner's words for the decision of seat to.
func (s *BillabongPlay) words(st *billabong.State, to int, pass bool) (string, string) {
	if !s.Human(to) {
		return s.ThinkingWords(to)
	}
	title := fmt.Sprintf(T("%s to move"), s.SeatName(to))
	sub := ""
	switch {
	case st.Phase() == billabong.PhasePlace:
		title = fmt.Sprintf(T("%s to place"), s.SeatName(to))
		sub = fmt.Sprintf(T("click a square in the marked zone (%d of 5 placed)"), s.placed(to))
	case pass:
		sub = "no move is possible: press Pass"
	case s.sel == billabong.NoSquare:
		sub = "pick a glowing kangaroo to walk or jump"
	case len(s.chain) == 0:
		sub = "green: walk there · circles: jump there"
	default:
		sub = "jump on, or Confirm (Enter) · Hop back (Backspace)"
	}
	return title, sub
}

// drawHint shows the hint move as a ghost: its squares outlined, and a
// faint kangaroo where it ends.
func (s *BillabongPlay) drawHint(dst *ebiten.Image) {
	h, ok := s.Hint().(billabong.Move)
	if !ok {
		return
	}
	if s.hintKey != len(s.Match.History()) {
		s.hintKey, s.hintPath = len(s.Match.History()), h.Path()
	}
	path := s.hintPath
	for _, sq := range path {
		s.board.Highlight(dst, sq.Row(), sq.Col(), sprites.Good, 2)
	}
	if h.Kind() == billabong.Pass || len(path) == 0 {
		return
	}
	to := path[len(path)-1]
	cx, cy := s.board.Center(to.Row(), to.Col())
	l := s.Looks[s.state().ToMove()]
	sprites.FillShape(dst, l.Shape, cx, cy, 16, sprites.WithAlpha(l.Fill, 110))
}

// choices are the squares the person can act on now, in board order: the
// focus of keyboard play moves over them.
func (s *BillabongPlay) choices() []billabong.Square {
	st := s.state()
	var out []billabong.Square
	add := func(sq billabong.Square) {
		for _, o := range out {
			if o == sq {
				return
			}
		}
		out = append(out, sq)
	}
	switch {
	case st.Phase() == billabong.PhasePlace:
		for _, m := range s.legal {
			if m.Kind() == billabong.Place {
				add(m.To())
			}
		}
	case s.sel == billabong.NoSquare:
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				add(m.From())
			}
		}
	default:
		if len(s.chain) > 0 {
			add(s.chain[len(s.chain)-1]) // Enter on it confirms
		} else {
			for _, w := range s.walks {
				add(w)
			}
		}
		for _, h := range s.hops {
			add(h.To)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// buildFocus lists the squares the person can act on as the keyboard
// focus's targets (rebuilt when the decision or the move being built
// changes).
func (s *BillabongPlay) buildFocus() {
	key := [6]int{len(s.Match.History()), s.state().ToMove(), int(s.sel), len(s.chain), len(s.hops), len(s.walks)}
	if !s.focus.Begin(key) {
		return
	}
	cell := s.board.Cell
	for _, sq := range s.choices() {
		x, y := s.board.X+float32(sq.Col())*cell, s.board.Y+float32(sq.Row())*cell
		s.focus.Add(FocusTarget{ID: int(sq), A: int(sq), X: x, Y: y, W: cell, H: cell})
	}
	s.focus.End()
}

// keyboard handles Tab, the arrows, Enter and Space; it reports whether it
// used the input. Enter with nothing focused confirms a jump entered.
func (s *BillabongPlay) keyboard(in *Input) bool {
	s.buildFocus()
	if (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) && s.focus.Focused() == nil && len(s.chain) > 0 {
		s.confirm()
		return true
	}
	act, used := s.focus.HandleKeys(in)
	if !act {
		return used
	}
	sq := billabong.Square(s.focus.Focused().A)
	if s.state().Phase() == billabong.PhasePlace {
		s.clickPlace(sq)
	} else {
		s.clickMove(sq)
	}
	return true
}

// stepSound is the sound of step i as it begins, or (ending) as it ends:
// a hop lands.
func (s *BillabongPlay) StepSound(i int, ending bool) string {
	steps := s.anim.Steps()
	if i >= len(steps) {
		return ""
	}
	switch k := steps[i].Kind; {
	case ending && k == bbsteps.Hop:
		return assets.SoundLand
	case ending:
		return ""
	case k == bbsteps.Place:
		return assets.SoundTile
	case k == bbsteps.Walk:
		return assets.SoundLand
	case k == bbsteps.Hop:
		return assets.SoundHop
	case k == bbsteps.GoHome:
		return assets.SoundHome
	}
	return ""
}

// drawLoggedMove marks on the board the squares of the move under the
// pointer in the move log.
func (s *BillabongPlay) drawLoggedMove(dst *ebiten.Image) {
	text, ok := s.HoveredLogText()
	if !ok {
		return
	}
	if s.logFor != s.HoverLog {
		s.logFor, s.logSquares = s.HoverLog, s.logSquares[:0]
		for _, part := range strings.Split(text, "-") {
			if sq, err := billabong.ParseSquare(part); err == nil {
				s.logSquares = append(s.logSquares, sq)
			}
		}
	}
	for i, sq := range s.logSquares {
		x, y := s.board.X+float32(sq.Col())*s.board.Cell, s.board.Y+float32(sq.Row())*s.board.Cell
		sprites.RoundRectLine(dst, x+3, y+3, s.board.Cell-6, s.board.Cell-6, 6, 3, sprites.Ochre)
		if i > 0 {
			a, b := s.logSquares[i-1], sq
			ax, ay := s.board.Center(a.Row(), a.Col())
			bx, by := s.board.Center(b.Row(), b.Col())
			sprites.Line(dst, ax, ay, bx, by, 2, sprites.WithAlpha(sprites.Ochre, 200))
		}
	}
}
