// Package downunder is the Down Under play screen: the table of cards and
// routes drawn and kept still while a person aims, the hand, the card being
// turned and laid, the keyboard over hand and cells, and the animation of
// cards landing from package steps. It embeds the one play screen,
// play.Play, and gives it its part (play.Part); the rules are
// outback/rules/downunder.
package downunder

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
	"outback/rules"
	"outback/rules/downunder"
	dusteps "outback/scenes/downunder/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// duCell is an occupied cell as drawn: a full card, or one or two halves.
type duCell struct {
	x, y   int
	full   bool
	face   sprites.DUFace
	halves [2]sprites.DUFace
	nHalf  int
}

// duRoute is one colour's route as the panel shows it; the strings are
// made when the position changes, so drawing allocates nothing.
type duRoute struct {
	colour, seat int
	view         downunder.RouteView
	length       string // "14"
	line         string // "route 14 · open"
	short        string // "route 14": the line where the whole does not fit
	counts       [6]string
	bonus        string
	penalty      string
	ends         []downunder.End
}

// duTile is one kind of card in the hand, with where it is drawn.
type duTile struct {
	card     downunder.HandCard
	count    string
	label    string // "curve · emu"
	x, y, sz int
	legal    bool // some placement exists now
}

// The replay viewer drives the screen (play.Replayable): checked here, as
// an interface of another package is only found at run time.
var _ play.Replayable = (*Screen)(nil)

// Screen is the Down Under play screen.
type Screen struct {
	*play.Play
	faces     *sprites.DUFaces
	handFaces *sprites.DUFaces
	anim      dusteps.Anim
	stepLooks []duLook // how each step of anim is drawn
	logMarks  logMarks

	// The model: rebuilt from the state when the history changes.
	modelFor   int
	cells      []duCell
	routes     []duRoute
	area       downunder.AreaView
	frameTold  bool // the area's frame has been explained (refresh)
	dotsTold   bool // the dots of a card picked have been explained (clickTile)
	laid       int  // moves the people here made on this screen (the zoom hint goes)
	legal      []downunder.Move
	tiles      []duTile
	handSeat   int
	handHead   string
	handReplay bool // the hand was laid out for a replay
	pending    downunder.End
	pend       bool
	loop       bool // the person to move must turn a curve
	// entrance: only a terminal may be laid now (a first round that
	// starts each route with its entrance).
	entrance bool
	special  bool
	two      bool
	scores   []string // per seat, for the panel
	scoreW   []float32
	details  []string // per seat, for the end panel
	dingo    []bool

	// Layout of the board: cell size and the screen position of cell (0,0)'s
	// top-left corner; the visible cell range. Recomputed when it changes.
	// lay is the view as shown: fit, the view that fits the table, or a
	// closer one the player zoomed to (zoom.go).
	lay, fit duLayout
	zoom     duZoom
	// The view's move when it must change: from viewFrom to viewTo (cell
	// 0: none), viewT ticks in (0: waiting to start), on the clock: it set
	// off at App.MotionTick viewAt+1.
	viewFrom, viewTo duLayout
	viewT, viewAt    int
	layFor           int           // the history's length the layout was made for
	clip, clipOf     *ebiten.Image // the board's part of the screen, and of which
	bg               *ebiten.Image
	bgFor            duLayout
	bgCo             bool

	// The person's card in hand: a tile index (-1 none) and its rotation.
	sel       int
	rot       int
	place     []downunder.Move // the selected card's legal placements, every rotation
	hoverX    int
	hoverY    int
	hoverOn   bool
	hoverTile int

	optSummary string
	widths     [][2]float32
	widthsLang int // the language widths were measured in

	passBtn, boardBtn, turnBtn, fitBtn ui.Button

	// The layout for the screen's size (arrange).
	sized ui.Sized
	g     duGeo
	// armed is the cell a finger tapped to see the card there (armedOn:
	// for the position armedFor): a second tap lays it.
	armedX, armedY int
	armedOn        bool
	armedFor       int
	touch          bool // the last pointer was a finger

	// Keyboard play and the hint's ghost (downunder_keys.go).
	focus     ui.KeyFocus
	hintGhost duHint
	// reviewGhost is the review's better move as a card, made for the
	// position and move in reviewGhostMove (loghover.go).
	reviewGhost     duHint
	reviewGhostMove downunder.Move
}

// New opens the play screen on a match of Down Under.
func New(a play.App, m *rules.Match) *Screen {
	s := &Screen{Play: play.NewPlay(a, m), modelFor: -1, sel: -1, hoverTile: -1, touch: ui.Touching()}
	s.faces = sprites.NewDUFaces(64, s.Looks)
	s.handFaces = sprites.NewDUFaces(60, s.Looks)
	for _, o := range m.Setup().Options {
		if o.Key == "special" && o.Value == "on" {
			s.special = true
		}
	}
	s.two = s.state().Colours() > s.state().Players()
	s.optSummary = s.optionSummary()
	s.refresh()
	s.SetPart(s)
	return s
}

// laidOut reports whether the screen has been laid out (arrange) for
// some size: the table's view needs its region.
func (s *Screen) laidOut() bool { return s.g.board.W > 0 }

// A seat whose rivals are all done lays turn after turn alone: its next
// move goes on with its turn only while the turn owes a card (a billabong's
// extra card, the second colour's card with two routes).
func init() {
	play.RegisterTurns("downunder", func(before rules.State) bool {
		st, ok := before.(*downunder.State)
		if !ok {
			return true
		}
		_, owed := st.Pending()
		return owed || len(st.Played()) > 0
	})
}

// Name implements Named.
func (s *Screen) Name() string { return "play:downunder" }

func (s *Screen) state() *downunder.State { return s.Match.State().(*downunder.State) }

// colourLook is the look of a colour (with two routes each, seat s plays
// colours 2s and 2s+1: the second in a deep shade of the seat's colour).
func (s *Screen) colourLook(c int) sprites.Look {
	if c < 0 {
		return sprites.DUPrelaid
	}
	if s.two {
		l := s.Looks[c/2]
		if c%2 == 1 {
			return l.SecondRoute()
		}
		return l
	}
	return s.Looks[c]
}

func (s *Screen) optionSummary() string {
	st := s.state()
	ar := st.Area()
	var parts []string
	if ar.NoLimit {
		parts = append(parts, lang.T("no border"))
	} else {
		// The cards, not the table drawn: a first table of 9×9 cells stood
		// beside "area 5×7" (the area is where the cards end up).
		parts = append(parts, fmt.Sprintf(lang.T("cards within %d×%d"), ar.A, ar.B))
	}
	for _, o := range s.Match.Setup().Options {
		if o.Value != "on" {
			continue
		}
		switch o.Key {
		case "special":
			parts = append(parts, lang.T("special scoring"))
		case "oneEnd":
			parts = append(parts, lang.T("one end"))
		case "twoRoutes":
			parts = append(parts, lang.T("two routes"))
		case "oneCardPerTurn":
			parts = append(parts, lang.T("one card a turn"))
		case "fixedArea":
			parts = append(parts, lang.T("fixed area"))
		case "frame":
			parts = append(parts, lang.T("frame"))
		}
	}
	return strings.Join(parts, " · ")
}

// refresh rebuilds the model when the history has changed.
func (s *Screen) refresh() {
	if !s.HistoryChanged(&s.modelFor) {
		return
	}
	st := s.state()
	if s.two {
		// The faces' looks are by colour.
		looks := make([]sprites.Look, st.Colours())
		for c := range looks {
			looks[c] = s.colourLook(c)
		}
		s.faces.Looks, s.handFaces.Looks = looks, looks
	}
	s.buildCells(st)
	s.buildRoutes(st)
	s.area = st.Area()
	s.legal = st.Moves()
	s.pending, s.pend = st.Pending()
	s.loop = false
	s.entrance = len(s.legal) > 0
	for _, m := range s.legal {
		if m.Kind == downunder.Turn {
			s.loop = true
		}
		if m.Kind != downunder.Terminal {
			s.entrance = false
		}
	}
	s.buildHand(st)
	s.computeLayout()
	s.place = s.place[:0]
	if s.sel >= 0 {
		s.selectTile(s.sel, false)
	}
}

// frameWords explain the gold frame the first time it shows.
const frameWords = "The gold frame is the edge of the area: only a terminal may lie beyond it."

// tellFrame says what the area's gold frame is, the first time enough of
// it to read as a frame (four cell sides, more than a corner's tick) is on
// the screen while a person here is to move and the view rests:
// only the rules said so (a helper's play-test). Said as the view set off
// to show it, it stood beside no frame and was gone with the computer's
// next card.
func (s *Screen) tellFrame() {
	st := s.state()
	to := st.ToMove()
	if s.frameTold || s.area.NoLimit || s.area.Empty || s.Replaying() || to < 0 || !s.Human(to) || !s.Still() || s.lay.frameEdges() < 4 {
		return
	}
	s.frameTold = true
	s.Say(false, frameWords)
}

func (s *Screen) buildCells(st *downunder.State) {
	s.cells = s.cells[:0]
	for _, cv := range st.Cells() {
		c := duCell{x: cv.X, y: cv.Y}
		segs := st.Segments(cv.X, cv.Y)
		if cv.Card != nil {
			c.full = true
			c.face = sprites.DUFace{Kind: cv.Card.Kind, Owner: int8(cv.Card.Owner), Rot: uint8(cv.Card.Rot), Animal: cv.Card.Animal, Trace: -1}
			if cv.Card.Kind == downunder.Billabong {
				c.face.Owner = -1
				c.face.Traces = [4]int8{-1, -1, -1, -1}
				var partner [4]int
				for i := range partner {
					partner[i] = i
				}
				for _, g := range cv.Card.Wiring {
					if len(g) == 2 {
						partner[g[0]], partner[g[1]] = int(g[1]), int(g[0])
					}
				}
				for i, p := range partner {
					c.face.Wire |= uint8(p) << (2 * i)
				}
				for _, sg := range segs {
					c.face.Traces[sg.A] = int8(sg.Route)
					c.face.Traces[sg.B] = int8(sg.Route)
				}
			} else {
				for _, sg := range segs {
					if sg.Colour == -1 {
						c.face.Trace = int8(sg.Route)
					}
				}
			}
		} else {
			trace := int8(-1)
			for _, sg := range segs {
				if !sg.Stub {
					trace = int8(sg.Route)
				}
			}
			for i, h := range cv.Halves {
				if i < 2 {
					c.halves[i] = sprites.DUFace{Kind: downunder.Terminal, Owner: int8(h.Owner), Rot: uint8(h.Front), Trace: trace}
					c.nHalf = i + 1
				}
			}
		}
		s.cells = append(s.cells, c)
	}
}

func (s *Screen) buildRoutes(st *downunder.State) {
	s.routes = s.routes[:0]
	for c := 0; c < st.Colours(); c++ {
		v := st.Route(c)
		r := duRoute{colour: c, seat: v.Seat, view: v, ends: v.OpenEnds}
		r.length = strconv.Itoa(v.Score.Segments)
		status := lang.TrReason(v.Status.String())
		switch {
		case v.Status == downunder.StatusNone:
			status = lang.T("not started")
		case v.Status == downunder.StatusLoop && v.Done:
			status = lang.T("closed loop")
		case v.Status == downunder.StatusLoop:
			status = lang.T("loop: turn a curve")
		case v.Status == downunder.StatusOpen:
			status = lang.T("1 open end")
			if len(v.OpenEnds) != 1 {
				status = fmt.Sprintf(lang.T("%d open ends"), len(v.OpenEnds))
			}
			if v.Done {
				status = lang.T("stuck")
			}
		}
		r.line = fmt.Sprintf(lang.T("route %d · %s"), v.Score.Segments, status)
		r.short = fmt.Sprintf(lang.T("route %d"), v.Score.Segments)
		if s.special {
			for a := 1; a < 6; a++ {
				r.counts[a] = strconv.Itoa(v.Score.Animals[a])
			}
			if v.Score.Bonus != 0 {
				r.bonus = fmt.Sprintf("+%d", v.Score.Bonus)
			}
			if v.Score.RabbitPenalty != 0 {
				r.penalty = fmt.Sprintf("−%d", -v.Score.RabbitPenalty)
			}
		}
		s.routes = append(s.routes, r)
	}
	s.scores = s.scores[:0]
	s.scoreW = s.scoreW[:0]
	s.details = s.details[:0]
	s.dingo = s.dingo[:0]
	over := st.ToMove() == rules.Nobody
	o := st.Outcome()
	for seat := 0; seat < st.Players(); seat++ {
		ss := st.SeatScore(seat)
		sc := strconv.Itoa(ss.Provisional)
		if s.special && !over {
			sc = "(" + sc + ")"
		} else if over {
			sc = strconv.Itoa(o.Scores[seat])
		}
		s.scores = append(s.scores, sc)
		s.scoreW = append(s.scoreW, float32(sprites.TextWidth(sc, 24, true)))
		s.dingo = append(s.dingo, ss.DingoInHand)
		s.details = append(s.details, s.endDetail(ss, o.Scores[seat]))
	}
}

// endDetail is a seat's line on the end panel: each route's length, the
// special-scoring breakdown, the final score.
func (s *Screen) endDetail(ss downunder.SeatScore, final int) string {
	var parts []string
	total := 0
	extra := false
	for _, r := range ss.Routes {
		p := strconv.Itoa(r.Segments)
		if r.Bonus != 0 {
			p += fmt.Sprintf(" +%d", r.Bonus)
			extra = true
		}
		if r.RabbitPenalty != 0 {
			p += fmt.Sprintf(" −%d", -r.RabbitPenalty)
			extra = true
		}
		total += r.Total
		parts = append(parts, p)
	}
	d := fmt.Sprintf(lang.T("route %s"), strings.Join(parts, " & "))
	if len(parts) > 1 {
		d = fmt.Sprintf(lang.T("routes %s"), strings.Join(parts, " & "))
	}
	if len(parts) > 1 || extra {
		d += " = " + strconv.Itoa(total)
	}
	if ss.DingoInHand {
		if final != total {
			d += " → " + strconv.Itoa(final) + lang.T(": dingo kept")
		} else {
			d += lang.T(", dingo kept: last")
		}
	}
	return d
}

// buildHand lists the cards of the seat whose hand is shown.
func (s *Screen) buildHand(st *downunder.State) {
	to := st.ToMove()
	seat := to
	if to < 0 || !s.Human(to) {
		// Show the (first) person's hand while the computer thinks.
		seat = -1
		for i := range s.Match.Setup().Seats {
			if s.Human(i) {
				seat = i
				break
			}
		}
		if seat < 0 {
			seat = max(to, 0)
		}
	}
	s.handSeat = seat
	s.handReplay = s.Replaying()
	var sel downunder.HandCard
	hadSel := s.sel >= 0 && s.sel < len(s.tiles)
	if hadSel {
		sel = s.tiles[s.sel].card
	}
	s.tiles = s.tiles[:0]
	s.sel = -1
	total := 0
	mine := seat == to
	for _, hc := range st.Hand(seat) {
		t := duTile{card: hc, count: "×" + strconv.Itoa(hc.Count), label: lang.T(kindWord(hc.Kind))}
		if a := sprites.AnimalName(int(hc.Animal)); a != "" {
			t.label += " · " + lang.T(a)
		}
		if s.two {
			t.label += " · " + s.colourName(hc.Colour)
		}
		total += hc.Count
		if mine {
			t.legal = len(st.PlacementsFor(hc)) > 0
		}
		if hadSel && hc == sel || (hadSel && hc.Kind == sel.Kind && hc.Animal == sel.Animal && hc.Colour == sel.Colour) {
			s.sel = len(s.tiles)
		}
		s.tiles = append(s.tiles, t)
	}
	for _, m := range s.legal {
		if m.Kind == downunder.Billabong && mine {
			s.tiles = append(s.tiles, duTile{card: downunder.HandCard{Kind: downunder.Billabong, Colour: -1, Count: st.Billabongs()},
				count: "×" + strconv.Itoa(st.Billabongs()), label: lang.T("billabong (both routes meet, no curve left)"), legal: true})
			break
		}
	}
	if s.sel >= 0 && !s.tiles[s.sel].legal {
		s.sel = -1
	}
	who := fmt.Sprintf(lang.T("%s's hand"), s.SeatName(seat))
	if mine && s.Human(seat) {
		who = fmt.Sprintf(lang.T("Your hand (%s)"), s.SeatName(seat))
	}
	// The billabongs are the table's, set aside for any route: "shared",
	// beside the hand's own count (a player read "4 billabongs left" as
	// four in the hand).
	s.handHead = who + " · " + count(total, "1 card", "%d cards") + " · " + count(st.Billabongs(), "1 shared billabong", "%d shared billabongs")
	s.layoutHand()
}

// count says n things in the current language: one, or many (with %d).
func count(n int, one, many string) string {
	if n == 1 {
		return lang.T(one)
	}
	return fmt.Sprintf(lang.T(many), n)
}

// kindWords name the kinds of card for people.
var kindWords = map[downunder.Kind]string{downunder.Straight: "straight", downunder.Curve: "curve", downunder.Terminal: "terminal", downunder.Billabong: "billabong"}

// kindWord names a kind of card for people.
func kindWord(k downunder.Kind) string {
	if w, ok := kindWords[k]; ok {
		return w
	}
	return "?"
}

// colourName names a colour: the seat's name, with two routes "Blue 1/2".
func (s *Screen) colourName(c int) string {
	if c < 0 {
		return lang.T("the frame")
	}
	if s.two {
		return s.SeatName(c/2) + " " + strconv.Itoa(c%2+1)
	}
	return s.SeatName(c)
}

// rotations is how many ways a card kind can be turned.
func rotations(k downunder.Kind) int {
	switch k {
	case downunder.Straight:
		return 2
	case downunder.Curve, downunder.Terminal:
		return 4
	}
	return 1
}

// The Down Under part of the play screen (play.Part).

func (s *Screen) Animation() play.Animation { return &s.anim }

func (s *Screen) OnPrepare(in *ui.Input) {
	s.arrange()
	s.stepView(in)
	if s.handReplay != s.Replaying() {
		s.modelFor = -1 // the viewer took the screen over: a lower hand
		s.refresh()
	}
	s.layoutButtons()
	s.gestures(in)
}

// onOver: B or Show board hides the end panel to look at the routes.
func (s *Screen) OnOver(in *ui.Input) (bool, bool) {
	s.refresh()
	if s.boardBtn.Clicked(in) || in.Key(ebiten.KeyB) {
		s.SetEndAside(!s.EndAside())
		return true, false
	}
	return false, true
}

func (s *Screen) OnTurn(*ui.Input) bool { return false }

func (s *Screen) OnRemember() {}

func (s *Screen) OnPlayed(ev []rules.Event) {
	s.animate(ev, s.seatFrom(s.state().ToMove()))
}

func (s *Screen) OnReset() { s.afterUndo() }

func (s *Screen) OnIdle(*ui.Input) { s.refresh() }

func (s *Screen) OnHuman(in *ui.Input) { s.humanInput(in) }

func (s *Screen) OnDone() {}

// OnLanguage makes the texts the screen keeps again in the new language:
// the options line, the routes' lines, the hand's header.
func (s *Screen) OnLanguage() {
	s.optSummary = s.optionSummary()
	s.modelFor = -1
	s.refresh()
}

func (s *Screen) afterUndo() {
	s.sel = -1
	s.modelFor = -1
	s.anim.Finish()
	s.refresh()
}

// seatFrom is where a computer's card comes from: its row in the panel.
func (s *Screen) seatFrom(seat int) [2]float32 {
	return [2]float32{s.g.seats.X + 26, s.g.seats.Y + float32(seat)*s.g.rowH + s.g.rowH/2}
}

// handFrom is where a person's card comes from: the hand.
func (s *Screen) handFrom() [2]float32 {
	return [2]float32{float32(s.g.hand.CX()), s.g.hand.Y + 60}
}

func (s *Screen) layoutButtons() {
	s.arrange()
	g := &s.g
	s.passBtn = ui.Button{Label: "Pass", Disabled: !s.mustPass(), Primary: s.mustPass()}
	over := s.state().ToMove() == rules.Nobody
	// While the board is shown, Results in the shared row brings the end
	// panel back (one Results, not two).
	s.boardBtn = ui.Button{Label: "Show board", Disabled: !over || s.EndAside()}
	s.turnBtn = ui.Button{Label: "Turn", Disabled: s.sel < 0 || over || s.loop || s.handSeat != s.state().ToMove()}
	if a := g.actions; a.W > 0 {
		// Show board's words take the most room.
		w := (a.W - 20) * 0.3
		var c ui.Rect
		c, a = a.CutLeft(w)
		c.Button(&s.passBtn)
		_, a = a.CutLeft(10)
		c, a = a.CutLeft(w)
		c.Button(&s.turnBtn)
		_, a = a.CutLeft(10)
		a.Button(&s.boardBtn)
		ui.SameLabelSize(&s.passBtn, &s.turnBtn, &s.boardBtn)
	}
	s.LayoutButtonsIn(g.shared)
	// Fit, at the table's top right, while the player has zoomed.
	b := g.board
	s.fitBtn = ui.Button{Label: "Fit", X: int(b.Right()) - 78, Y: int(b.Y) + 8, W: 70, H: 44}
}

// animate turns the events of a move into animation steps and refreshes
// the model (the board then hides the cards still to come in).
func (s *Screen) animate(ev []rules.Event, from [2]float32) {
	s.refresh()
	steps := dusteps.FromEvents(ev)
	looks, note := s.duLooks(ev, steps, from)
	if note != "" {
		s.Say(false, "%s", note)
	}
	s.stepLooks = looks
	s.anim.Start(steps, s.App.Settings().Ticks)
}

// Status tells tests what the screen offers.
func (s *Screen) Status() string {
	st := s.state()
	sel := "-"
	if s.sel >= 0 && s.sel < len(s.tiles) {
		t := s.tiles[s.sel].card
		sel = kindWord(t.Kind)
		if a := sprites.AnimalName(int(t.Animal)); a != "" {
			sel += ":" + a
		}
	}
	n := 0
	for _, m := range s.place {
		if int(m.R) == s.rot || m.Kind == downunder.Billabong {
			n++
		}
	}
	focus := -1
	if t := s.focus.Focused(); t != nil {
		focus = t.ID
	}
	return fmt.Sprintf("toMove=%d;moves=%d;selected=%s;rot=%d;choices=%d;busy=%v;cell=%d;focus=%d", st.ToMove(), len(s.Match.History()), sel, s.rot, n, s.anim.Busy(), s.lay.cell, focus)
}

// bannerText says whose turn it is and what to do.
func (s *Screen) bannerText() (string, string) {
	st := s.state()
	to := st.ToMove()
	flags := 0
	if s.mustPass() {
		flags |= 1
	}
	if s.loop {
		flags |= 2
	}
	if s.pend {
		flags |= 4
	}
	if s.touch {
		flags |= 8
	}
	key := [5]int{len(s.Match.History()), to, s.sel, s.rot, flags}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to, flags&1 != 0) })
}

// words are the banner's words for the decision of seat to.
func (s *Screen) words(st *downunder.State, to int, mustPass bool) (string, string) {
	if !s.Human(to) {
		return s.ThinkingWords(to)
	}
	name := s.SeatName(to)
	title, sub := fmt.Sprintf(lang.T("%s to move"), name), ""
	switch {
	case mustPass:
		sub = "none of your cards fits anywhere: press Pass"
	case s.pend:
		title = fmt.Sprintf(lang.T("%s: one more card!"), s.SeatName(to))
		sub = "billabong: lay an extra card out of its far side"
	case s.loop:
		title = fmt.Sprintf(lang.T("%s: reopen your loop"), s.SeatName(to))
		sub = "click one of your ringed curves to turn it"
		if s.touch {
			sub = "tap one of your ringed curves to turn it"
		}
	case st.FirstRound() && s.entrance && len(st.Cells()) == 0:
		title = fmt.Sprintf(lang.T("%s: first card"), s.SeatName(to))
		sub = "lay the terminal, your entrance, on (0,0)"
	case st.FirstRound() && s.entrance:
		title = fmt.Sprintf(lang.T("%s: first card"), s.SeatName(to))
		sub = "lay the terminal: your route's entrance"
	case st.FirstRound() && len(st.Cells()) == 0:
		title = fmt.Sprintf(lang.T("%s: first card"), s.SeatName(to))
		sub = "pick a card: the first one goes in the middle (0,0)"
		if s.sel >= 0 { // picked: what next, not what was done
			sub = ui.ByHand("click the middle cell (0,0) to lay it", "tap the middle cell (0,0) to lay it")
		}
	case st.FirstRound():
		title = fmt.Sprintf(lang.T("%s: first card"), s.SeatName(to))
		sub = "pick a card, then any cell around the cards"
		if s.sel >= 0 {
			sub = ui.ByHand("click a bright cell next to the cards", "tap a bright cell next to the cards")
		}
	case s.sel < 0 && s.touch:
		sub = "tap a card in your hand"
	case s.sel < 0:
		sub = "pick a card from your hand (keys 1–9)"
	case s.touch:
		sub = "tap a bright cell · Turn turns the card"
	default:
		sub = "click a bright cell · R, wheel or click the card turns it"
	}
	if s.two && s.Human(to) && !st.FirstRound() {
		if p := st.Played(); len(p) == 1 {
			title = fmt.Sprintf(lang.T("%s: your other colour"), name) // in the title: the line under it is full
		}
	}
	return title, sub
}

// stepSound is the sound of step i as it begins (no step makes one as it
// ends).
func (s *Screen) StepSound(i int, ending bool) string {
	if ending || i >= len(s.anim.Steps()) {
		return ""
	}
	switch s.anim.Steps()[i].Kind {
	case dusteps.Lay, dusteps.Turn:
		return assets.SoundTile
	case dusteps.Pond:
		return assets.SoundLand
	}
	return ""
}

// CellSize is the side of a board cell as the view shows it now (layout
// metrics).
func (s *Screen) CellSize() float64 { return float64(s.lay.cell) }

// Relayout places the controls again for a new screen size (play.Play
// calls it even while the hosting panel stands over the screen).
func (s *Screen) Relayout() {
	s.arrange()
	s.layoutButtons()
}
