// Package billabong is the Billabong play screen: the race round the lake
// drawn, the kangaroo being moved (picked, hopped along its chain, passed
// on), the keyboard over squares, and the animation of hops from package
// steps. It embeds the one play screen, play.Play, and gives it its part
// (play.Part); the rules are outback/rules/billabong.
package billabong

import (
	"fmt"
	"strings"

	"outback/assets"
	"outback/rules"
	"outback/rules/billabong"
	bbsteps "outback/scenes/billabong/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// The replay viewer drives the screen (play.Replayable): checked here, as
// an interface of another package is only found at run time.
var _ play.Replayable = (*Screen)(nil)

// Screen is the Billabong play screen.
type Screen struct {
	*play.Play
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
	// tapped is the square a finger tapped once to place a kangaroo or
	// walk the picked one there: the kangaroo shows there, and a second
	// tap (or Confirm) plays it.
	tapped billabong.Square

	// Drawing state kept between frames so that drawing allocates nothing.
	view, before bbsteps.Model
	hintKey      int
	hintPath     []billabong.Square

	// Keyboard play: a focus over the choices at hand (Tab, arrows), acted
	// on with Enter or Space; shown once the keyboard is used.
	focus ui.KeyFocus

	// logSquares are the squares of the hovered log entry's move,
	// ghostSquares those of a review's better move (buffers kept between
	// frames).
	logSquares, ghostSquares []billabong.Square

	optSummary string

	confirmBtn, backBtn, passBtn ui.Button

	// The layout for the screen's size (arrange): the panel's regions, the
	// seats' rows, and whether the board's caption fits under it.
	sized                      ui.Sized
	panel, head, banner, seats ui.Rect
	message, actions, shared   ui.Rect
	rowH                       float32
	caption                    bool
}

// New opens the play screen on a match of Billabong.
func New(a play.App, m *rules.Match) *Screen {
	s := &Screen{
		Play:     play.NewPlay(a, m),
		board:    sprites.NewBillabongBoard(0, 0, 44),
		sel:      billabong.NoSquare,
		tapped:   billabong.NoSquare,
		legalFor: -1,
		hintKey:  -1,
	}
	s.optSummary = s.optionSummary()
	s.SetPart(s)
	return s
}

// Name implements Named.
func (s *Screen) Name() string { return "play:billabong" }

func (s *Screen) state() *billabong.State { return s.Match.State().(*billabong.State) }

func (s *Screen) refreshLegal() {
	if n := len(s.Match.History()); n != s.legalFor {
		s.legal = s.state().LegalMoves(s.legal[:0])
		s.legalFor = n
	}
}

// clearSelection forgets the person's move in progress.
func (s *Screen) clearSelection() {
	s.sel, s.locked, s.chain, s.hops, s.walks = billabong.NoSquare, false, s.chain[:0], nil, nil
	s.tapped = billabong.NoSquare
}

// The Billabong part of the play screen (play.Part).

func (s *Screen) Animation() play.Animation { return &s.anim }

func (s *Screen) OnPrepare(*ui.Input) { s.layout() }

func (s *Screen) OnOver(*ui.Input) (bool, bool) { return false, true }

// OnTurn: a click or tap on a seat's circles says what they are: nothing
// on the screen names them (a phone's panel has no room for a heading).
func (s *Screen) OnTurn(in *ui.Input) bool {
	if !in.Pressed {
		return false
	}
	seat := s.homeSeatAt(in.X, in.Y)
	if seat < 0 {
		return false
	}
	s.Say(false, "%s has %d of 5 kangaroos home (round the billabong and back over the brook). The first with all five home wins.",
		s.Match.Setup().Seats[seat].Name, s.state().HomeCount(seat))
	return true
}

func (s *Screen) OnRemember() { s.before.Fill(s.state()) }

func (s *Screen) OnPlayed(ev []rules.Event) { s.animate(&s.before, ev, false) }

func (s *Screen) OnReset() {
	s.clearSelection()
	s.tapped = billabong.NoSquare
	s.legalFor = -1
}

func (s *Screen) OnIdle(*ui.Input) {}

func (s *Screen) OnHuman(in *ui.Input) {
	s.refreshLegal()
	s.humanInput(in)
}

func (s *Screen) OnDone() {}

func (s *Screen) animate(before *bbsteps.Model, ev []rules.Event, skipChain bool) {
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
	s.anim.Start(before, steps, s.App.Settings().Ticks)
}

// layout places the buttons (their states change every tick).
func (s *Screen) layout() {
	s.arrange()
	// Confirm plays the jump chain, or the placement or walk a finger's
	// first tap shows (as a second tap on its square does).
	_, shown := s.tappedMove()
	can := len(s.chain) > 0 || shown
	s.confirmBtn = ui.Button{Label: "Confirm", Primary: can, Disabled: !can}
	s.backBtn = ui.Button{Label: "Hop back", Disabled: len(s.chain) == 0}
	s.passBtn = ui.Button{Label: "Pass", Disabled: !s.mustPass()}
	ui.ButtonRow(s.actions, 10, &s.confirmBtn, &s.backBtn, &s.passBtn)
	s.LayoutButtonsIn(s.shared)
}

// captionH is the height of the two lines under the board.
const captionH = 64

// arrange lays the screen out for its size, once per size: the board
// as large as it fits, the panel's rows under or beside it.
func (s *Screen) arrange() {
	if !s.sized.Stale() {
		return
	}
	n := float32(s.state().Players())
	// On a phone held upright the board comes first: no heading, and in a
	// replay no message.
	headH := play.PanelHeadH(play.PanelMaxW, "Billabong", s.optSummary)
	msgH := float32(52)
	if ui.Narrow() {
		headH = 0
		if s.Replaying() {
			msgH = 0
		}
	}
	need := headH + 60 + 8 + n*48 + 2*52 + msgH + 8
	l := s.ArrangePlay(billabong.Cols+2*sprites.BBFrame, billabong.Rows+2*sprites.BBFrame, need)
	// The board, in whole units a square; the caption under it when it
	// fits there, or costs the board little.
	const cols, rows = billabong.Cols + 2*sprites.BBFrame, billabong.Rows + 2*sprites.BBFrame
	b := l.Board
	cell := fit(min(b.W/cols, b.H/rows))
	s.caption = false
	if w := float32(sprites.TextWidth(captionLines[0], 15, false)); w <= b.W {
		if b.H-cell*rows >= captionH {
			s.caption = true
		} else if c := fit(min(b.W/cols, (b.H-captionH)/rows)); c >= cell*0.9 {
			cell, s.caption = c, true
		}
	}
	used := cell * rows
	if s.caption {
		used += captionH
	}
	frame := cell * sprites.BBFrame
	s.board = sprites.NewBillabongBoard(floor(b.X+(b.W-cell*cols)/2+frame), floor(b.Y+(b.H-used)/2+frame), cell)
	if t, ok := s.edgeToEdge(l, cell, n); ok {
		l = t
		s.caption = false
	}
	// The panel, top to bottom.
	s.panel = l.Panel
	var p ui.Rect
	s.head, p = play.PanelTop(l.Panel, headH > 0, "Billabong", s.optSummary)
	// Rows as tall as the panel allows: a short one (a phone held
	// sideways) puts each seat on one line, and the message on one.
	gap := float32(8)
	s.rowH = 64
	switch {
	case p.H < 60+n*48+2*52+36+3*gap:
		s.rowH, gap = 36, 4
	case l.Tall || l.Panel.H < 700:
		s.rowH = 48
	}
	s.banner, p = p.CutTop(60)
	_, p = p.CutTop(gap)
	s.seats, p = p.CutTop(n * s.rowH)
	_, p = p.CutTop(gap)
	s.shared, p = p.CutBottom(44)
	_, p = p.CutBottom(gap)
	s.actions, p = p.CutBottom(44)
	_, p = p.CutBottom(gap)
	s.message = s.PlaceMessageAndLog(p, min(76, max(p.H/2, 52)))
	s.Lay.Spare = s.actions
	// A review's card stands over the seats, the message and the log; on
	// a phone held upright over the banner too, for room for its chart.
	top := s.seats.Y - 4
	if ui.Narrow() && l.Tall {
		top = s.banner.Y
	}
	s.Lay.Card = ui.Rect{X: s.seats.X - 4, Y: top, W: s.seats.W + 8, H: s.actions.Y - top}
}

// edgeToEdge lays a small phone held upright out with the board from edge
// to edge of the screen and a thin frame (its coordinates in the edge
// squares): the squares of the board framed as on a larger screen were
// 19.6 CSS px at 360×640 and 21.3 at 375×667, under the 22 a finger needs,
// while the panel under the board kept 80–170 px empty. The panel keeps
// the banner, the seats on one line each, the message's line and the two
// rows of buttons. ok is false where that gains the squares nothing (a
// larger screen, a replay, a game of many seats).
func (s *Screen) edgeToEdge(l play.PlayLayout, cell, n float32) (play.PlayLayout, bool) {
	if !l.Tall || s.Replaying() || cell >= minCell {
		return l, false
	}
	const frameMin = 3
	m := play.Margin()
	// The panel: the banner, the seats' rows, the message's line, the
	// action and shared rows, with their gaps and the panel's own.
	need := 60 + 4 + n*36 + 4 + 34 + 4 + 44 + 4 + 44 + 8 + 8
	W, H := float32(ui.ViewW), float32(ui.ViewH)
	c := fit(min((W-2*frameMin)/billabong.Cols, (H-2*m-need-m-2*frameMin)/billabong.Rows))
	if c <= cell {
		return l, false
	}
	f := floor(min(c*sprites.BBFrame, (W-c*billabong.Cols)/2))
	bh := c*billabong.Rows + 2*f
	s.board = sprites.NewBillabongBoard(floor((W-c*billabong.Cols)/2), m+f, c)
	s.board.Frame = f
	board := ui.Rect{X: s.board.X - f, Y: m, W: c*billabong.Cols + 2*f, H: bh}
	panel := ui.Rect{X: m, Y: board.Bottom() + m, W: W - 2*m}
	panel.H = H - m - panel.Y
	l.Board, l.Panel, l.Card = board, panel, panel
	s.Lay.Board, s.Lay.Panel, s.Lay.Card = board, panel, panel
	return l, true
}

// minCell is the least square a finger needs (units: CSS px on a phone).
const minCell = 22

func floor(x float32) float32 { return float32(int(x)) }

// fit is a square's side for x units: whole units where a square is large
// (crisp lines), to a tenth on a phone, where every tenth counts.
func fit(x float32) float32 {
	if x >= 30 {
		return floor(x)
	}
	return floor(x*10) / 10
}

func (s *Screen) optionSummary() string {
	o := s.state().Options()
	var parts []string
	if o.Zone == "anywhere" {
		parts = append(parts, lang.T("place anywhere"))
	}
	if o.Sleepers {
		parts = append(parts, lang.T("sleepers"))
	}
	if o.QuickStart {
		parts = append(parts, lang.T("quick start"))
	}
	if o.Continue {
		parts = append(parts, lang.T("play on"))
	}
	if o.UndoSelection {
		parts = append(parts, lang.T("picks may change"))
	}
	return strings.Join(parts, " · ")
}

func (s *Screen) placed(seat int) int {
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
func (s *Screen) Status() string {
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
	chain := make([]string, len(s.chain))
	for i, sq := range s.chain {
		chain[i] = sq.String()
	}
	return fmt.Sprintf("toMove=%d;moves=%d;selected=%s;chain=%s;choices=%d;busy=%v", st.ToMove(), len(s.Match.History()), sel, strings.Join(chain, "-"), n, s.anim.Busy())
}

// bannerText says whose turn it is and what to do; it is rebuilt only when
// the situation changes.
func (s *Screen) bannerText() (string, string) {
	st := s.state()
	to := st.ToMove()
	pass := 0
	if s.mustPass() {
		pass = 1
	}
	if s.anim.Busy() {
		pass |= 2
	}
	if ui.Touching() {
		pass |= 4 // a finger's words
	}
	if len(s.hops) == 0 {
		pass |= 8 // no further jump
	}
	key := [5]int{len(s.Match.History()), to, int(s.sel), len(s.chain), pass}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to, pass&1 == 1) })
}

// words are the banner's words for the decision of seat to.
func (s *Screen) words(st *billabong.State, to int, pass bool) (string, string) {
	if !s.Human(to) {
		title, sub := s.ThinkingWords(to)
		if to >= 0 && st.Phase() == billabong.PhasePlace {
			// Everyone sees the same word for the same decision.
			title = fmt.Sprintf(lang.T("%s to place"), s.SeatName(to))
		}
		return title, sub
	}
	title := fmt.Sprintf(lang.T("%s to move"), s.SeatName(to))
	sub := ""
	switch {
	case st.Phase() == billabong.PhasePlace:
		title = fmt.Sprintf(lang.T("%s to place"), s.SeatName(to))
		sub = fmt.Sprintf(lang.T("click a square in the marked zone (%d of 5 placed)"), s.placed(to))
		if ui.Touching() {
			sub = fmt.Sprintf(lang.T("tap a square in the marked zone (%d of 5 placed)"), s.placed(to))
		}
	case pass:
		sub = ui.ByHand("no move is possible: press Pass", "no move is possible: tap Pass")
	case s.sel == billabong.NoSquare && s.anim.Busy():
		// Nothing glows yet. Named: "Blue to move · the last move is
		// playing out" read as if Blue's were the move playing out.
		sub = "the last move is playing out…"
		if h := s.Match.History(); len(h) > 0 && h[len(h)-1].Seat >= 0 {
			sub = fmt.Sprintf(lang.T("%s's move is playing out…"), s.SeatName(h[len(h)-1].Seat))
		}
	case s.sel == billabong.NoSquare:
		sub = "pick a glowing kangaroo to walk or jump"
	case len(s.chain) == 0:
		sub = "green: walk there · circles: jump there"
	case len(s.hops) == 0:
		// No further jump: "jump on" stood over "No further jump…".
		sub = ui.ByHand("Confirm (Enter) · Hop back (Backspace)", "Confirm · Hop back")
	case ui.Touching():
		sub = "jump on, or Confirm · Hop back"
	default:
		sub = "jump on · Confirm (Enter) · Hop back (Backspace)"
	}
	return title, sub
}

// stepSound is the sound of step i as it begins, or (ending) as it ends:
// a hop lands.
func (s *Screen) StepSound(i int, ending bool) string {
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

// Center is the centre of square (r, c) on the screen (for tests' clicks).
func (s *Screen) Center(r, c int) (float32, float32) {
	s.arrange()
	return s.board.Center(r, c)
}

// CellSize is the side of a board square (layout metrics).
func (s *Screen) CellSize() float64 { return float64(s.board.Cell) }

// Relayout places the controls again for a new screen size (play.Play
// calls it even while the hosting panel stands over the screen).
func (s *Screen) Relayout() {
	s.layout()
}
