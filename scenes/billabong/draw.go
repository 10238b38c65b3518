package billabong

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/billabong"
	bbsteps "outback/scenes/billabong/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

// preview is the board with the person's hops so far: the kangaroo on
// its latest landing, the referee on its start square.
func (s *Screen) preview() bbsteps.Model {
	var m bbsteps.Model
	s.previewInto(&m)
	return m
}

// previewInto is preview, reusing m's storage.
func (s *Screen) previewInto(m *bbsteps.Model) {
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
func (s *Screen) frame() (int, float64) {
	if s.anim.Busy() {
		return s.anim.Frame(&s.view)
	}
	s.previewInto(&s.view)
	return -1, 1
}

// Draw implements Scene.
func (s *Screen) Draw(dst *ebiten.Image) {
	s.arrange()
	dst.Fill(sprites.Sky)
	s.board.Draw(dst, s.App.Settings().Coords)
	st := s.state()
	run, frac := s.frame()
	model := s.view
	idle := !s.anim.Busy() && s.Human(st.ToMove())
	if idle {
		s.drawHighlights(dst)
		s.drawHint(dst)
		s.focus.Draw(dst)
	}
	var moving = -1
	if run >= 0 {
		moving = model.At(s.anim.Steps()[run].From)
		if k := s.anim.Steps()[run].Kind; k != bbsteps.Walk && k != bbsteps.Hop && k != bbsteps.GoHome {
			moving = -1
		}
	}
	s.drawLoggedMoveFill(dst)
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
		sprites.RefereeToken(dst, cx, cy, s.pieceR()*15/16)
	}
	if idle {
		s.drawPieceMarks(dst)
	}
	// A move picked in the log, over the kangaroos and their glow: under
	// them a phone's small squares hid its outlines.
	s.drawLoggedMove(dst)
	if run >= 0 {
		s.drawStep(dst, model, s.anim.Steps()[run], frac)
	}
	// The kangaroo where it would stand: under the pointer, or on the
	// square a finger tapped once (a lifted finger points nowhere).
	if sq, ok := s.placeGhost(); idle && st.Phase() == billabong.PhasePlace && ok {
		for _, m := range s.legal {
			if m.Kind() == billabong.Place && m.To() == sq {
				cx, cy := s.board.Center(sq.Row(), sq.Col())
				l := s.Looks[st.ToMove()]
				sprites.Token(dst, cx, cy, s.pieceR()+1, sprites.TokenStyle{Look: l, Pale: true, Lift: 6})
			}
		}
	}
	// The picked kangaroo where a finger's first tap would walk it.
	if idle && s.walkTapped() {
		cx, cy := s.board.Center(s.tapped.Row(), s.tapped.Col())
		sprites.Token(dst, cx, cy, s.pieceR()+1, sprites.TokenStyle{Look: s.Looks[st.ToMove()], Pale: true, Lift: 6})
	}
	if s.caption {
		s.drawCaption(dst)
	}
	s.drawPanel(dst, model)
	if st.ToMove() == rules.Nobody && !s.anim.Busy() {
		s.DrawEnd(dst, func(seat int) string {
			return fmt.Sprintf(lang.T("%d home"), st.HomeCount(seat))
		})
	}
}

// drawCaption explains under the board its brook and the two looks of a
// kangaroo.
func (s *Screen) drawCaption(dst *ebiten.Image) {
	x, y := float64(s.board.X+s.board.Width()/2), float64(s.board.Y+s.board.Height())
	sprites.Text(dst, captionLines[0], 15, false, x, y+32, sprites.SandA, sprites.Center)
	sprites.Text(dst, captionLines[1], 15, false, x, y+52, sprites.SandA, sprites.Center)
}

// captionLines explain the board under it.
var captionLines = [2]string{
	"the brook: start and finish line · race clockwise round the billabong",
	"pale kangaroos have not crossed the start line yet · solid ones are racing",
}

func (s *Screen) pieceStyle(p bbsteps.Piece) sprites.TokenStyle {
	ts := sprites.TokenStyle{Look: s.Looks[p.Seat], Pale: p.Cross <= 0, Racing: p.Cross > 0}
	ts.Flip = p.Sq.Row() >= 7
	return ts
}

// drawPiece draws a piece at its square, displaced by (dx, dy) and lifted.
func (s *Screen) drawPiece(dst *ebiten.Image, p bbsteps.Piece, dx, dy, lift float32, squash float32) {
	cx, cy := s.board.Center(p.Sq.Row(), p.Sq.Col())
	if p.Seat == billabong.SleeperSeat {
		sprites.SleeperToken(dst, cx+dx, cy+dy, s.pieceR())
		return
	}
	ts := s.pieceStyle(p)
	ts.Lift, ts.Squash = lift, squash
	sprites.Token(dst, cx+dx, cy+dy, s.pieceR(), ts)
}

// drawStep draws the piece a running step moves.
func (s *Screen) drawStep(dst *ebiten.Image, m bbsteps.Model, st bbsteps.Step, f float64) {
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
		sprites.Token(dst, float32(x), float32(y), s.pieceR(), ts)
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
		sprites.Token(dst, float32(x), float32(gy), s.pieceR(), ts)
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
		sprites.RefereeToken(dst, float32(x), float32(y), s.pieceR()*15/16)
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
		r := float32(tween.Lerp(float64(s.pieceR()), 11, f))
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
func (s *Screen) drawHighlights(dst *ebiten.Image) {
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
		return // the kangaroos that can move: drawPieceMarks
	}
	if len(s.chain) == 0 {
		for _, w := range s.walks {
			s.board.Highlight(dst, w.Row(), w.Col(), sprites.Good, 0)
		}
	}
	for _, h := range s.hops {
		clr := sprites.Ink
		if h.Home {
			clr = sprites.Good
		}
		s.board.Highlight(dst, h.To.Row(), h.To.Col(), clr, 1)
	}
}

// placeGhost is the square where placement shows a kangaroo before it
// is placed: the one a finger tapped once, else the one under the pointer.
func (s *Screen) placeGhost() (billabong.Square, bool) {
	if s.tapped != billabong.NoSquare {
		return s.tapped, true
	}
	if s.hoverOK {
		return billabong.Sq(s.hoverR, s.hoverC), true
	}
	return billabong.NoSquare, false
}

// drawPieceMarks outlines, over the pieces, the squares of the kangaroos
// that can move (none picked yet), or the one picked and where its hops
// have brought it. Under the pieces, a phone's squares (22 units, the
// pieces nearly as wide) hid them: "pick a glowing kangaroo" showed none.
func (s *Screen) drawPieceMarks(dst *ebiten.Image) {
	if s.state().Phase() == billabong.PhasePlace {
		return
	}
	if s.sel == billabong.NoSquare {
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				f := m.From()
				s.board.Highlight(dst, f.Row(), f.Col(), sprites.Highlight, 2)
			}
		}
		// The hint's kangaroo in the hint's colour, over its glow (under
		// it the hint's outline of the square did not show).
		if h, ok := s.Hint().(billabong.Move); ok && h.Kind() != billabong.Pass && h.Kind() != billabong.Place {
			f := h.From()
			s.board.Highlight(dst, f.Row(), f.Col(), sprites.Good, 2)
		}
		return
	}
	s.board.Highlight(dst, s.sel.Row(), s.sel.Col(), sprites.Ink, 2)
	if len(s.chain) > 0 {
		end := s.chain[len(s.chain)-1]
		s.board.Highlight(dst, end.Row(), end.Col(), sprites.Highlight, 2)
	}
}

// pieceR is a piece's radius on the board: 16 units, or less where the
// squares are small (a phone's 22), so that a kangaroo keeps within its
// square and its neighbours show.
func (s *Screen) pieceR() float32 { return min(16, s.board.Cell*0.4) }

// homeSlot is where the k-th kangaroo home of seat stands in the side panel.
func (s *Screen) homeSlot(seat, k int) (float32, float32) {
	return s.seats.Right() - 150 + float32(k)*29, s.seats.Y + float32(seat)*s.rowH + s.rowH/2
}

// homeSeatAt is the seat whose row of kangaroos home stands at (x, y), or
// -1: the five circles by a seat's name (a tap on them says what they are).
func (s *Screen) homeSeatAt(x, y int) int {
	x0, _ := s.homeSlot(0, 0)
	x1, _ := s.homeSlot(0, 4)
	fx, fy := float32(x), float32(y)
	if fx < x0-14 || fx > x1+14 || fy < s.seats.Y || fy >= s.seats.Bottom() {
		return -1
	}
	return int((fy - s.seats.Y) / s.rowH)
}

func (s *Screen) drawPanel(dst *ebiten.Image, m bbsteps.Model) {
	st := s.state()
	p := s.panel
	ui.Panel(dst, p.X, p.Y, p.W, p.H)
	if s.head.H > 8 {
		play.PanelHead(dst, s.head, "Billabong", s.optSummary)
	}
	title, sub := "", ""
	if st.ToMove() >= 0 {
		title, sub = s.bannerText()
	}
	b := s.banner
	s.DrawBanner(dst, b.X, b.Y, b.W, st.ToMove(), title, sub, "")
	// The name and the kind end clear of the kangaroos home (a long
	// name, "Computer (Medium)", ran into their circles on a phone).
	home, _ := s.homeSlot(0, 0)
	row := play.SeatRow{X: s.seats.X, W: s.seats.W, H: s.rowH, Inset: 3, NameSize: 20, KindSize: 14, NameY: 22, KindY: 44, NameEnd: home - 11 - 8 - s.seats.X}
	switch {
	case s.rowH < 48:
		row.NameSize, row.KindSize, row.NameY, row.KindY, row.OneLine, row.KindEnd = 18, 13, 18, 19, true, s.seats.W-156
	case s.rowH < 64:
		row.NameSize, row.KindSize, row.NameY, row.KindY = 18, 13, 15, 34
	}
	for seat := 0; seat < st.Players(); seat++ {
		row.Y = s.seats.Y + float32(seat)*s.rowH
		s.DrawSeatRow(dst, seat, row, seat == st.ToMove())
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
	if !s.Replaying() {
		s.confirmBtn.Draw(dst)
		s.backBtn.Draw(dst)
		s.passBtn.Draw(dst)
	}
	s.DrawButtons(dst)
	s.DrawMessageAndLog(dst, s.message)
}

// drawHint shows the hint move as a ghost: its squares outlined, the
// kangaroo it moves tinted, and a faint kangaroo where it ends. Once
// the player has picked another kangaroo the hint no longer applies, and
// goes.
func (s *Screen) drawHint(dst *ebiten.Image) {
	h, ok := s.Hint().(billabong.Move)
	if !ok {
		return
	}
	if s.hintKey != len(s.Match.History()) {
		s.hintKey, s.hintPath = len(s.Match.History()), h.Path()
	}
	path := s.hintPath
	if s.sel != billabong.NoSquare && h.Kind() != billabong.Pass && (len(path) == 0 || path[0] != s.sel) {
		return
	}
	for i, sq := range path {
		if i == 0 && len(path) > 1 {
			s.board.Highlight(dst, sq.Row(), sq.Col(), sprites.Good, 0) // the kangaroo to move, tinted
		}
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
