package scenes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
	"outback/rules"
	"outback/rules/downunder"
	dusteps "outback/scenes/downunder/steps"
	"outback/sprites"
)

// Screen geometry of the Down Under play screen: the board region at the
// left, the hand under it, the side panel at the right.
const (
	duBoardX, duBoardY = 16, 14
	duBoardW, duBoardH = 760, 636
	duHandY            = 660
	duHandH            = 126
	duPanelX           = 816
	duPanelW           = 440
	duRowsY            = 146
	duRowsH            = 256
	duMaxCell          = 92
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

// DownUnderPlay is the Down Under play screen.
type DownUnderPlay struct {
	*Play
	faces     *sprites.DUFaces
	handFaces *sprites.DUFaces
	anim      dusteps.Anim
	stepLooks []duLook // how each step of anim is drawn
	logMarks  logMarks

	// The model: rebuilt from the state when the history changes.
	modelFor int
	cells    []duCell
	routes   []duRoute
	area     downunder.AreaView
	legal    []downunder.Move
	tiles    []duTile
	handSeat int
	handHead string
	pending  downunder.End
	pend     bool
	loop     bool // the person to move must turn a curve
	special  bool
	two      bool
	scores   []string // per seat, for the panel
	scoreW   []float32
	details  []string // per seat, for the end panel
	dingo    []bool

	// Layout of the board: cell size and the screen position of cell (0,0)'s
	// top-left corner; the visible cell range. Recomputed when it changes.
	lay   duLayout
	bg    *ebiten.Image
	bgFor duLayout
	bgCo  bool

	// The person's card in hand: a tile index (-1 none) and its rotation.
	sel       int
	rot       int
	place     []downunder.Move // the selected card's legal placements, every rotation
	hoverX    int
	hoverY    int
	hoverOn   bool
	hoverTile int

	optSummary string
	showBoard  bool
	widths     [][2]float32
	widthsLang int // the language widths were measured in

	passBtn, boardBtn Button

	// Keyboard play and the hint's ghost (downunder_keys.go).
	focus     KeyFocus
	hintGhost duHint
}

type duLayout struct {
	cell           int
	ox, oy         float32 // screen position of cell (0,0)'s top-left
	x0, y0, x1, y1 int     // visible cells
	fx, fy         bool    // fixed borders
	ax0, ay0       int     // area origin when fixed
	aw, ah         int
}

// NewDownUnderPlay opens the play screen on a match of Down Under.
func NewDownUnderPlay(a *App, m *rules.Match) *DownUnderPlay {
	s := &DownUnderPlay{Play: NewPlay(a, m), modelFor: -1, sel: -1, hoverTile: -1}
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
	s.Part = s
	return s
}

// Name implements Named.
func (s *DownUnderPlay) Name() string { return "play:downunder" }

func (s *DownUnderPlay) state() *downunder.State { return s.Match.State().(*downunder.State) }

// colourLook is the look of a colour (with two routes each, seat s plays
// colours 2s and 2s+1: the second in a deep shade of the seat's colour).
func (s *DownUnderPlay) colourLook(c int) sprites.Look {
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

func (s *DownUnderPlay) optionSummary() string {
	st := s.state()
	ar := st.Area()
	var parts []string
	if ar.NoLimit {
		parts = append(parts, T("no border"))
	} else {
		parts = append(parts, fmt.Sprintf(T("area %d×%d"), ar.A, ar.B))
	}
	for _, o := range s.Match.Setup().Options {
		if o.Value != "on" {
			continue
		}
		switch o.Key {
		case "special":
			parts = append(parts, T("special scoring"))
		case "oneEnd":
			parts = append(parts, T("one end"))
		case "twoRoutes":
			parts = append(parts, T("two routes"))
		case "oneCardPerTurn":
			parts = append(parts, T("one card a turn"))
		case "fixedArea":
			parts = append(parts, T("fixed area"))
		case "frame":
			parts = append(parts, T("frame"))
		}
	}
	return strings.Join(parts, " · ")
}

// refresh rebuilds the model when the history has changed.
func (s *DownUnderPlay) refresh() {
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
	for _, m := range s.legal {
		if m.Kind == downunder.Turn {
			s.loop = true
		}
	}
	s.buildHand(st)
	s.computeLayout()
	s.place = s.place[:0]
	if s.sel >= 0 {
		s.selectTile(s.sel, false)
	}
}

func (s *DownUnderPlay) buildCells(st *downunder.State) {
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

func (s *DownUnderPlay) buildRoutes(st *downunder.State) {
	s.routes = s.routes[:0]
	for c := 0; c < st.Colours(); c++ {
		v := st.Route(c)
		r := duRoute{colour: c, seat: v.Seat, view: v, ends: v.OpenEnds}
		r.length = strconv.Itoa(v.Score.Segments)
		status := TrReason(v.Status.String())
		switch {
		case v.Status == downunder.StatusNone:
			status = T("not started")
		case v.Status == downunder.StatusLoop && v.Done:
			status = T("closed loop")
		case v.Status == downunder.StatusLoop:
			status = T("loop: turn a curve")
		case v.Status == downunder.StatusOpen:
			status = T("1 open end")
			if len(v.OpenEnds) != 1 {
				status = fmt.Sprintf(T("%d open ends"), len(v.OpenEnds))
			}
			if v.Done {
				status = T("stuck")
			}
		}
		r.line = fmt.Sprintf(T("route %d · %s"), v.Score.Segments, status)
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
func (s *DownUnderPlay) endDetail(ss downunder.SeatScore, final int) string {
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
	d := fmt.Sprintf(T("route %s"), strings.Join(parts, " & "))
	if len(parts) > 1 {
		d = fmt.Sprintf(T("routes %s"), strings.Join(parts, " & "))
	}
	if len(parts) > 1 || extra {
		d += " = " + strconv.Itoa(total)
	}
	if ss.DingoInHand {
		if final != total {
			d += " → " + strconv.Itoa(final) + T(": dingo kept")
		} else {
			d += T(", dingo kept: last")
		}
	}
	return d
}

// buildHand lists the cards of the seat whose hand is shown.
func (s *DownUnderPlay) buildHand(st *downunder.State) {
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
		t := duTile{card: hc, count: "×" + strconv.Itoa(hc.Count), label: T(kindWord(hc.Kind))}
		if a := sprites.AnimalName(int(hc.Animal)); a != "" {
			t.label += " · " + T(a)
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
				count: "×" + strconv.Itoa(st.Billabongs()), label: "billabong (both routes meet, no curve left)", legal: true})
			break
		}
	}
	if s.sel >= 0 && !s.tiles[s.sel].legal {
		s.sel = -1
	}
	who := fmt.Sprintf(T("%s's hand"), s.SeatName(seat))
	if mine && s.Human(seat) {
		who = fmt.Sprintf(T("Your hand (%s)"), s.SeatName(seat))
	}
	s.handHead = fmt.Sprintf(T("%s · %d cards · %d billabongs left"), who, total, st.Billabongs())
	// Tile geometry: one row, or one row per colour with two routes each.
	rows := 1
	if s.two {
		rows = 2
	}
	per := (len(s.tiles) + rows - 1) / rows
	if s.two {
		per = 0
		for _, t := range s.tiles {
			if t.card.Colour%2 == 0 {
				per++
			}
		}
		per = max(per, len(s.tiles)-per)
	}
	sz := 64
	if rows == 2 {
		sz = 40
	}
	if per > 0 {
		sz = min(sz, (duBoardW-16)/per-10)
	}
	s.handFaces.SetCell(sz)
	i0 := 0
	for r := 0; r < rows; r++ {
		k := 0
		for i := i0; i < len(s.tiles); i++ {
			t := &s.tiles[i]
			if rows == 2 && (t.card.Colour%2 != r) && t.card.Kind != downunder.Billabong {
				continue
			}
			t.sz = sz
			t.x = duBoardX + 8 + k*(sz+10)
			t.y = duHandY + 34 - 2*(rows-1) + r*(sz+6)
			k++
		}
	}
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
func (s *DownUnderPlay) colourName(c int) string {
	if c < 0 {
		return T("the frame")
	}
	if s.two {
		return s.SeatName(c/2) + " " + strconv.Itoa(c%2+1)
	}
	return s.SeatName(c)
}

// computeLayout fits the visible cells (the area, and every card with a
// cell of margin) into the board region.
func (s *DownUnderPlay) computeLayout() {
	ar := s.area
	ox0, oy0, ox1, oy1 := 0, 0, 0, 0
	for i, c := range s.cells {
		if i == 0 {
			ox0, oy0, ox1, oy1 = c.x, c.y, c.x, c.y
			continue
		}
		ox0, oy0 = min(ox0, c.x), min(oy0, c.y)
		ox1, oy1 = max(ox1, c.x), max(oy1, c.y)
	}
	span := func(fixed bool, amin, amax, maxLen, o0, o1 int) (int, int) {
		lo, hi := o0-1, o1+1
		if ar.NoLimit {
			for hi-lo+1 < 5 {
				lo--
				if hi-lo+1 < 5 {
					hi++
				}
			}
			return lo, hi
		}
		var a0, a1 int
		if fixed {
			a0, a1 = amin-1, amin+maxLen
		} else {
			c2 := amin + amax // twice the centre of the full cards
			if ar.Empty {
				c2 = o0 + o1
			}
			l := maxLen + 2
			a0 = (c2 - (l - 1) + 1) / 2
			if c2-(l-1) < 0 {
				a0 = -((-(c2 - (l - 1)) + 1) / 2)
			}
			a1 = a0 + l - 1
		}
		return min(lo, a0), max(hi, a1)
	}
	var l duLayout
	l.x0, l.x1 = span(ar.FixedX, ar.MinX, ar.MaxX, ar.MaxW, ox0, ox1)
	l.y0, l.y1 = span(ar.FixedY, ar.MinY, ar.MaxY, ar.MaxH, oy0, oy1)
	nx, ny := l.x1-l.x0+1, l.y1-l.y0+1
	l.cell = min(duMaxCell, (duBoardW-20)/nx, (duBoardH-20)/ny)
	l.ox = float32(duBoardX) + float32(duBoardW-nx*l.cell)/2 - float32(l.x0*l.cell)
	l.oy = float32(duBoardY) + float32(duBoardH-ny*l.cell)/2 - float32(l.y0*l.cell)
	l.ox, l.oy = float32(int(l.ox)), float32(int(l.oy))
	if !ar.NoLimit && !ar.Empty {
		l.fx, l.fy = ar.FixedX, ar.FixedY
		l.ax0, l.ay0, l.aw, l.ah = ar.MinX, ar.MinY, ar.MaxW, ar.MaxH
	}
	if s.keepView(l) {
		return
	}
	if l != s.lay {
		s.lay = l
		s.faces.SetCell(l.cell)
	}
}

// keepView keeps the table still while a person at this computer is to
// move, as long as the view in place still shows everything the new one
// would need (the cards and their neighbours, the legal cells, the area's
// frame): the cell under the pointer does not move while they aim. It
// takes the new frame over and reports whether the view was kept.
func (s *DownUnderPlay) keepView(l duLayout) bool {
	old := s.lay
	to := s.state().ToMove()
	if old.cell == 0 || to < 0 || !s.Human(to) {
		return false
	}
	inside := func(x, y int) bool { return x >= old.x0 && x <= old.x1 && y >= old.y0 && y <= old.y1 }
	for _, c := range s.cells {
		if !inside(c.x-1, c.y-1) || !inside(c.x+1, c.y+1) {
			return false
		}
	}
	for _, m := range s.legal {
		if m.Kind != downunder.Pass && !inside(int(m.X), int(m.Y)) {
			return false
		}
	}
	if l.fx || l.fy {
		if (l.fx && (l.ax0 < old.x0 || l.ax0+l.aw-1 > old.x1)) || (l.fy && (l.ay0 < old.y0 || l.ay0+l.ah-1 > old.y1)) {
			return false
		}
	}
	old.fx, old.fy, old.ax0, old.ay0, old.aw, old.ah = l.fx, l.fy, l.ax0, l.ay0, l.aw, l.ah
	s.lay = old
	return true
}

// cellXY is the screen position of cell (x, y)'s top-left corner.
func (s *DownUnderPlay) cellXY(x, y int) (float32, float32) {
	return s.lay.ox + float32(x*s.lay.cell), s.lay.oy + float32(y*s.lay.cell)
}

// cellCenter is the screen centre of cell (x, y).
func (s *DownUnderPlay) cellCenter(x, y int) (int, int) {
	px, py := s.cellXY(x, y)
	return int(px) + s.lay.cell/2, int(py) + s.lay.cell/2
}

// cellAt is the cell under a screen point, ok false outside the board.
func (s *DownUnderPlay) cellAt(px, py int) (int, int, bool) {
	if px < duBoardX || py < duBoardY || px >= duBoardX+duBoardW || py >= duBoardY+duBoardH {
		return 0, 0, false
	}
	fx := (float32(px) - s.lay.ox) / float32(s.lay.cell)
	fy := (float32(py) - s.lay.oy) / float32(s.lay.cell)
	x, y := floorInt(fx), floorInt(fy)
	return x, y, x >= s.lay.x0 && x <= s.lay.x1 && y >= s.lay.y0 && y <= s.lay.y1
}

func floorInt(f float32) int {
	i := int(f)
	if float32(i) > f {
		i--
	}
	return i
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

// selectTile picks hand tile i; with pickRot the rotation becomes one
// that fits somewhere, when the current one does not.
func (s *DownUnderPlay) selectTile(i int, pickRot bool) {
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

func (s *DownUnderPlay) rotFits(r int) bool {
	for _, m := range s.place {
		if int(m.R) == r {
			return true
		}
	}
	return false
}

// turnCard turns the selected card by d quarter turns.
func (s *DownUnderPlay) turnCard(d int) {
	if s.sel < 0 {
		return
	}
	n := rotations(s.tiles[s.sel].card.Kind)
	s.rot = ((s.rot+d)%n + n) % n
}

// The Down Under part of the play screen (gamePart).

func (s *DownUnderPlay) Animation() Animation { return &s.anim }

func (s *DownUnderPlay) OnPrepare(*Input) { s.layoutButtons() }

// onOver: B or Show board hides the end panel to look at the routes.
func (s *DownUnderPlay) OnOver(in *Input) (bool, bool) {
	s.refresh()
	if s.boardBtn.Clicked(in) || in.Key(ebiten.KeyB) {
		s.showBoard = !s.showBoard
		return true, false
	}
	return false, !s.showBoard
}

func (s *DownUnderPlay) OnTurn(*Input) bool { return false }

func (s *DownUnderPlay) OnRemember() {}

func (s *DownUnderPlay) OnPlayed(ev []rules.Event) {
	s.animate(ev, s.seatFrom(s.state().ToMove()))
}

func (s *DownUnderPlay) OnReset() { s.afterUndo() }

func (s *DownUnderPlay) OnIdle(*Input) { s.refresh() }

func (s *DownUnderPlay) OnHuman(in *Input) { s.humanInput(in) }

func (s *DownUnderPlay) OnDone() {}

func (s *DownUnderPlay) afterUndo() {
	s.sel = -1
	s.modelFor = -1
	s.anim.Finish()
	s.refresh()
}

// seatFrom is where a computer's card comes from: its row in the panel.
func (s *DownUnderPlay) seatFrom(seat int) [2]float32 {
	return [2]float32{duPanelX + 26, float32(duRowsY + seat*s.rowH() + s.rowH()/2)}
}

func (s *DownUnderPlay) rowH() int {
	return min(96, duRowsH/s.state().Players())
}

func (s *DownUnderPlay) layoutButtons() {
	y := 478
	s.passBtn = Button{Label: "Pass", X: duPanelX + 10, Y: y, W: 130, H: 40, Disabled: !s.mustPass(), Primary: s.mustPass()}
	over := s.state().ToMove() == rules.Nobody
	lbl := "Show board"
	if s.showBoard {
		lbl = "Results"
	}
	s.boardBtn = Button{Label: lbl, X: duPanelX + 155, Y: y, W: 130, H: 40, Disabled: !over}
	s.layoutButtons2(y + 52)
}

func (s *DownUnderPlay) layoutButtons2(y int) { s.Play.LayoutButtons(duPanelX+10, y) }

func (s *DownUnderPlay) mustPass() bool {
	st := s.state()
	if st.ToMove() < 0 || !s.Human(st.ToMove()) || s.modelFor != len(s.Match.History()) {
		return false
	}
	return len(s.legal) == 1 && s.legal[0].Kind == downunder.Pass
}

// humanInput handles a person's clicks, wheel and keys on their turn.
func (s *DownUnderPlay) humanInput(in *Input) {
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

func (s *DownUnderPlay) clickTile(i int) {
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
func (s *DownUnderPlay) clickCell(x, y, px, py int) {
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
func (s *DownUnderPlay) tryTurn(x, y, wheel int) {
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

func (s *DownUnderPlay) playMove(mv downunder.Move, from [2]float32) {
	m := mv
	ev, err := s.PlayMove(&m)
	if err != nil {
		s.Say(true, "%v", err)
		return
	}
	s.animate(ev, from)
}

// animate turns the events of a move into animation steps and refreshes
// the model (the board then hides the cards still to come in).
func (s *DownUnderPlay) animate(ev []rules.Event, from [2]float32) {
	s.refresh()
	steps := dusteps.FromEvents(ev)
	looks, note := s.duLooks(ev, steps, from)
	if note != "" {
		s.Say(false, "%s", note)
	}
	s.stepLooks = looks
	s.anim.Start(steps, s.App.Settings.Ticks)
}

// Status tells tests what the screen offers.
func (s *DownUnderPlay) Status() string {
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
func (s *DownUnderPlay) bannerText() (string, string) {
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
	key := [5]int{len(s.Match.History()), to, s.sel, s.rot, flags}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to, flags&1 != 0) })
}

// words are the banner's words for the decision of seat to.
func (s *DownUnderPlay) words(st *downunder.State, to int, mustPass bool) (string, string) {
	if !s.Human(to) {
		return s.ThinkingWords(to)
	}
	name := s.SeatName(to)
	title, sub := fmt.Sprintf(T("%s to move"), name), ""
	switch {
	case mustPass:
		sub = "none of your cards fits anywhere: press Pass"
	case s.pend:
		title = fmt.Sprintf(T("%s: one more card!"), s.SeatName(to))
		sub = "billabong: lay an extra card out of its far side"
	case s.loop:
		title = fmt.Sprintf(T("%s: reopen your loop"), s.SeatName(to))
		sub = "click one of your ringed curves to turn it"
	case st.FirstRound() && len(st.Cells()) == 0:
		title = fmt.Sprintf(T("%s: first card"), s.SeatName(to))
		sub = "pick a card: the first one goes in the middle (0,0)"
	case st.FirstRound():
		title = fmt.Sprintf(T("%s: first card"), s.SeatName(to))
		sub = "pick a card, then a cell next to the cards (also diagonally)"
	case s.sel < 0:
		sub = "pick a card from your hand (keys 1–9)"
	default:
		sub = "click a bright cell · R, wheel or click the card turns it"
	}
	if s.two && s.Human(to) && !st.FirstRound() {
		if p := st.Played(); len(p) == 1 {
			sub = fmt.Sprintf(T("now your other colour · %s"), T(sub))
		}
	}
	return title, sub
}

// stepSound is the sound of step i as it begins (no step makes one as it
// ends).
func (s *DownUnderPlay) StepSound(i int, ending bool) string {
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
