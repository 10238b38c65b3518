package crossing

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/crossing"
	crsteps "outback/scenes/crossing/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

// crSky is the background, boxed once (boxing a colour allocates).
var crSky color.Color = sprites.Sky

// crInfo is the score box of the path under the pointer (or picked), built
// only when the path or the position changes.
type crInfo struct {
	key   [5]int
	title string
	ends  [2]crInfoEnd
}

type crInfoEnd struct {
	spot  crossing.Spot
	owner int
	head  string
	score string
	lines []string
}

// crEndRow is one line of the end screen's breakdown.
type crEndRow struct {
	seat   int
	header bool
	spot   crossing.Spot
	cells  [crossing.Size]crossing.Tile
	label  string
	// lines are a path's label wrapped to end before its tiles (wrapEnd):
	// "Diagonale e1–a5 · NO Beutelteufel" ran under them.
	lines  []string
	words  string
	detail []string // the score's words, wrapped to fit (wrapEnd)
	pts    string
}

// crDetailW and crDetailSize are the width and size of a path's score
// words beside its tiles (crBreakdownW wide); a narrower box puts them
// under the path's name.
const (
	crDetailW    = 158
	crDetailSize = 12
	crBreakdownW = 548
)

// height is the row's height in the breakdown.
func (r *crEndRow) height(narrow bool) float32 {
	more := max(0, len(r.lines)-1) // the label's lines past its first
	switch {
	case r.header:
		return 36
	case narrow && r.spot != crossing.NoSpot:
		return float32(24 + 15*more + 15*len(r.detail))
	case len(r.detail) > 1 || more > 0:
		return float32(8 + 15*max(len(r.detail), 1+more))
	}
	return 27
}

// crLabelX is where a path's label starts in the breakdown, from its
// box's left; crTilesX where its tiles start in a wide box.
const (
	crLabelX = 46
	crTilesX = 218
)

// crTilesAt is where a path's tiles start and how far apart they are, in
// a breakdown box w wide (narrow: at its right, before the points).
func crTilesAt(w float32, narrow bool) (x, step float32) {
	if narrow {
		return w - 60 - 5*19, 19
	}
	return crTilesX, 23
}

func (s *Screen) cellXY(c crossing.Cell) (float32, float32) {
	return s.board.Center(c.Row(), c.Col())
}

func (s *Screen) spotXY(sp crossing.Spot) (float32, float32) {
	r, c := sp.RimPos()
	return s.board.Center(r, c)
}

// tileKind maps a tile to the sprite kind (Hidden is a face-down tile).
func tileKind(t crossing.Tile) int {
	if t == crossing.Hidden {
		return sprites.CrossingBack
	}
	if t >= crossing.NoTile {
		return -1
	}
	return int(t)
}

// speciesWord is a species' name for text.
func speciesWord(t crossing.Tile) string {
	if t == crossing.Devil {
		return "devil"
	}
	return t.String()
}

// speciesPlural is the word for more than one of a species.
var speciesPlural = map[string]string{"kangaroo": "kangaroos", "wombat": "wombats", "echidna": "echidnas",
	"platypus": "platypuses", "dingo": "dingos", "devil": "devils"}

// drawMarker draws seat's marker on a spot of the given animal: the
// player's shape in their colour, the spot's animal on it in white.
func (s *Screen) drawMarker(dst *ebiten.Image, seat int, animal crossing.Tile, x, y, r, lift float32) {
	l := s.Looks[seat]
	sprites.Ellipse(dst, x, y+r*0.85, r*0.9, r*0.3, color.RGBA{0, 0, 0, 70})
	y -= lift
	// From 10 units the spot's animal stands on the marker: a phone held
	// sideways has markers of 12–13, which hid it.
	if r >= 10 {
		sprites.FillShape(dst, l.Shape, x, y, r+4, l.Dark)
		sprites.FillShape(dst, l.Shape, x, y, r+2.5, sprites.White)
	}
	sprites.FillShape(dst, l.Shape, x, y, r, l.Fill)
	sprites.StrokeShape(dst, l.Shape, x, y, r, 1.5, l.Dark)
	if r >= 10 {
		dy := float32(0)
		if l.Shape == sprites.Triangle {
			dy = r * 0.22
		}
		sprites.CrossingIcon(dst, tileKind(animal), x, y+dy, int(r*1.15), sprites.White)
	}
}

// frame sets the model shown to this tick of the animation (or to the view
// when idle) and returns the running step and its fraction.
func (s *Screen) frame() (int, float64) {
	if s.anim.Busy() {
		return s.anim.Frame(&s.show)
	}
	s.show.Fill(s.view)
	return -1, 1
}

// Draw implements Scene.
func (s *Screen) Draw(dst *ebiten.Image) {
	s.arrange()
	dst.Fill(crSky)
	s.board.Draw(dst, s.App.Settings().Coords)
	st := s.state()
	run, frac := s.frame()
	m := &s.show
	var step crsteps.Step
	hideCell1, hideCell2, hideSpot, hideReserve, hideDrawn := -1, -1, -1, -1, false
	if run >= 0 {
		step = s.anim.Steps()[run]
		switch step.Kind {
		case crsteps.Flip, crsteps.Discard, crsteps.Place, crsteps.Keep:
			hideDrawn = true
		case crsteps.Reserve:
			hideReserve = step.Seat
		case crsteps.Swap:
			hideCell1, hideCell2 = step.A, step.B
		case crsteps.Move, crsteps.Remove:
			hideCell1 = step.A
		case crsteps.Shift:
			hideSpot = step.A
		}
	}
	idle := run < 0 && s.handover < 0 && s.Human(st.ToMove()) && s.legalFor == len(s.Match.History())
	s.drawPathTint(dst)
	if idle {
		s.drawCellChoices(dst)
	}
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		t := m.Board[c]
		if t == crossing.NoTile || int(c) == hideCell1 || int(c) == hideCell2 {
			continue
		}
		x, y := s.cellXY(c)
		sprites.CrossingTile(dst, tileKind(t), x, y, s.tileSz(), 1, 1, 1, 0)
	}
	if idle {
		s.drawTileChoices(dst)
	}
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		if o := int(m.Owner[sp]); o >= 0 && int(sp) != hideSpot {
			x, y := s.spotXY(sp)
			s.drawMarker(dst, o, sp.Animal(), x, y, s.g.markerR, 0)
		}
	}
	if idle {
		s.drawSpotChoices(dst)
		s.drawGhost(dst)
		s.drawArmed(dst)
	}
	if idle && !s.Replaying() {
		s.drawOthersMoves(dst, st.ToMove())
	}
	if s.handover < 0 {
		s.drawLoggedMove(dst)
	}
	if s.g.caption {
		cx := float64(s.board.X + s.board.Size()/2)
		sprites.Text(dst, crCaption[0], 15, false, cx, float64(s.g.captionY), sprites.SandA, sprites.Center)
		sprites.Text(dst, crCaption[1], 15, false, cx, float64(s.g.captionY)+20, sprites.SandA, sprites.Center)
	}
	s.drawPanel(dst, m, hideReserve)
	s.drawColumn(dst, m, hideDrawn, idle)
	if idle {
		s.drawHint(dst)
		s.drawFocus(dst)
	}
	if run >= 0 {
		s.drawStep(dst, m, step, frac)
	}
	if s.handover >= 0 {
		s.drawHandover(dst)
	}
	if st.ToMove() == rules.Nobody && run < 0 && !s.EndAside() {
		if !s.paths {
			s.DrawEnd(dst, func(seat int) string { return fmt.Sprintf(lang.T("%s points"), s.totalText[seat]) })
			if !s.Replaying() { // a replay's B does it: no button
				s.DrawOverVeil(dst, &s.boardBtn)
			}
		}
		if s.paths || s.besideResults() {
			s.drawBreakdown(dst)
		}
		if r := s.breakdownRect(); s.paths || r.Bottom() > s.g.shared.Y-8 && r.Right() > s.g.panel.X {
			// The buttons stay on top of the results where they meet.
			s.boardBtn.Draw(dst)
			s.DrawButtons(dst)
		}
	}
}

// drawPathTint tints the cells of the path under the pointer (or picked).
func (s *Screen) drawPathTint(dst *ebiten.Image) {
	sp := s.infoPathSpot()
	if sp == crossing.NoSpot {
		return
	}
	clr := sprites.WithAlpha(sprites.Highlight, 150)
	for _, c := range sp.Path().Cells() {
		x, y := s.cellXY(c)
		sprites.RoundRect(dst, x-s.g.cell/2+1, y-s.g.cell/2+1, s.g.cell-2, s.g.cell-2, 10, clr)
	}
	for _, e := range sp.Path().Spots() {
		x, y := s.spotXY(e)
		s.spotRing(dst, x, y, 4, 3, sprites.Highlight)
	}
}

func (s *Screen) infoPathSpot() crossing.Spot {
	if s.hoverSpot != crossing.NoSpot {
		return s.hoverSpot
	}
	return s.infoSpot
}

func (s *Screen) cellBox(c crossing.Cell) (float32, float32) {
	x, y := s.cellXY(c)
	return x - s.g.cell/2, y - s.g.cell/2
}

// drawCellChoices marks the empty cells a tile may go to.
func (s *Screen) drawCellChoices(dst *ebiten.Image) {
	st := s.state()
	d := st.Drawn()
	picked := st.Phase() == crossing.PhaseTurn && s.selReserve
	if !picked && (st.Phase() != crossing.PhaseDrawn || !(d.IsAnimal() || d == crossing.MoveAction && s.selCell >= 0)) {
		return
	}
	clr := sprites.WithAlpha(sprites.Good, 55)
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if st.At(c) == crossing.NoTile {
			x, y := s.cellBox(c)
			sprites.RoundRect(dst, x+6, y+6, s.g.cell-12, s.g.cell-12, 8, clr)
		}
	}
}

// drawTileChoices rings the tiles an action may take, and the picked one.
func (s *Screen) drawTileChoices(dst *ebiten.Image) {
	st := s.state()
	if st.Phase() != crossing.PhaseDrawn {
		return
	}
	var clr color.RGBA
	switch st.Drawn() {
	case crossing.SwapAction, crossing.MoveAction:
		clr = sprites.Highlight
	case crossing.RemoveAction:
		clr = sprites.Bad
	default:
		return
	}
	pulse := uint8(150 + 100*math.Abs(math.Sin(float64(s.App.PulseTick())/12)))
	for c := crossing.Cell(0); c < crossing.NumCells; c++ {
		if st.At(c) == crossing.NoTile {
			continue
		}
		x, y := s.cellBox(c)
		if c == s.selCell {
			sprites.RoundRectLine(dst, x+2, y+2, s.g.cell-4, s.g.cell-4, 12, 5, sprites.Ink)
			continue
		}
		sprites.RoundRectLine(dst, x+3, y+3, s.g.cell-6, s.g.cell-6, 11, 3, sprites.WithAlpha(clr, pulse))
	}
}

// drawSpotChoices rings the rim spots a claim or a marker move may take.
func (s *Screen) drawSpotChoices(dst *ebiten.Image) {
	st := s.state()
	seat := st.ToMove()
	l := s.Looks[seat]
	pulse := uint8(170 + 85*math.Abs(math.Sin(float64(s.App.PulseTick())/12)))
	// The rings keep to the band of spots where it is narrow (a phone):
	// at full size they covered the rim's labels and touched each other.
	rim := s.board.Rim
	rad := s.board.SpotRadius() + min(5, rim*0.1)
	ringW, whiteAt := min(4, rim*0.08), min(3, rim*0.06)
	shift := st.Phase() == crossing.PhaseDrawn && st.Drawn() == crossing.ShiftAction
	for _, mv := range s.legal {
		m, ok := mv.(crossing.Move)
		if !ok {
			continue
		}
		var sp crossing.Spot
		switch {
		case m.Kind() == crossing.OpClaim:
			sp = crossing.Spot(m.A)
		case m.Kind() == crossing.OpShift && shift && s.selSpot != crossing.NoSpot && crossing.Spot(m.A) == s.selSpot:
			sp = crossing.Spot(m.B)
		default:
			continue
		}
		x, y := s.spotXY(sp)
		sprites.Ring(dst, x, y, rad, ringW, sprites.WithAlpha(l.Fill, pulse))
		sprites.Ring(dst, x, y, rad+whiteAt, 1.5, sprites.WithAlpha(sprites.White, pulse))
	}
	if shift {
		for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
			if st.Owner(sp) != seat {
				continue
			}
			x, y := s.spotXY(sp)
			if sp == s.selSpot {
				sprites.Ring(dst, x, y, rad+2, 4, sprites.Ink)
			} else {
				sprites.Ring(dst, x, y, rad+2, 3, sprites.WithAlpha(sprites.Highlight, pulse))
			}
		}
	}
}

// drawGhost shows the tile the person would lay on the hovered empty cell.
func (s *Screen) drawGhost(dst *ebiten.Image) {
	st := s.state()
	c := s.hoverCell
	if c < 0 || st.At(c) != crossing.NoTile {
		return
	}
	t := crossing.NoTile
	switch {
	case st.Phase() == crossing.PhaseDrawn && st.Drawn().IsAnimal():
		t = st.Drawn()
	case st.Phase() == crossing.PhaseDrawn && st.Drawn() == crossing.MoveAction && s.selCell >= 0:
		t = st.At(s.selCell)
	case st.Phase() == crossing.PhaseTurn:
		t = st.Reserve(st.ToMove())
	}
	if t.IsAnimal() {
		x, y := s.cellXY(c)
		sprites.CrossingTile(dst, tileKind(t), x, y, s.tileSz(), 1, 1, 0.55, 0)
	}
}

// drawArmed marks the place a finger tapped once: a second tap plays the
// move there (the tile it would lay is its ghost; a marker to place shows
// faint on its spot).
func (s *Screen) drawArmed(dst *ebiten.Image) {
	if !s.touch || !s.armedNow() {
		return
	}
	if c := s.armed.cell; c >= 0 {
		x, y := s.cellBox(c)
		sprites.RoundRectLine(dst, x+2, y+2, s.g.cell-4, s.g.cell-4, 12, 4, sprites.Ink)
		return
	}
	x, y := s.spotXY(s.armed.spot)
	if seat := s.state().ToMove(); seat >= 0 && s.state().Owner(s.armed.spot) < 0 {
		l := s.Looks[seat]
		sprites.FillShape(dst, l.Shape, x, y, s.g.markerR, sprites.WithAlpha(l.Fill, 150))
	}
	s.spotRing(dst, x, y, 8, 4, sprites.Ink)
}

// headGap is the least room between two column headings over the seats.
const headGap = 8

// drawColumn draws the supply, the drawn tile and the path score box.
func (s *Screen) drawColumn(dst *ebiten.Image, m *crsteps.Model, hideDrawn, idle bool) {
	st := s.state()
	g := &s.g
	sz := int(g.colTile)
	cx, cy := g.supply[0], g.supply[1]
	t := g.colTile
	if g.column {
		sprites.Text(dst, "Supply", 18, true, float64(cx), float64(cy-t/2-20), sprites.Paper, sprites.Center)
		sprites.Text(dst, "Drawn tile", 18, true, float64(g.drawn[0]), float64(g.drawn[1]-t/2-20), sprites.Paper, sprites.Center)
	}
	if idle && st.Phase() == crossing.PhaseTurn && m.Supply > 0 {
		sprites.RoundRect(dst, cx-t/2-8, cy-t/2-12, t+14, t+18, 14, sprites.WithAlpha(sprites.Highlight, 120))
	}
	layers := min(m.Supply, 3)
	for i := layers - 1; i >= 0; i-- {
		sprites.CrossingTile(dst, sprites.CrossingBack, cx-float32(i*3), cy-float32(i*3), sz, 1, 1, 1, 0)
	}
	if m.Supply == 0 {
		sprites.RoundRectLine(dst, cx-t/2, cy-t/2, t, t, 10, 2, sprites.WithAlpha(sprites.Paper, 120))
	}
	if g.column {
		sprites.Text(dst, s.supplyText, 14, false, float64(cx), float64(cy+t/2+12), sprites.SandA, sprites.Center)
	} else if m.Supply > 0 {
		// The count on the stack.
		w := float32(sprites.TextWidth(s.supplyCount, 13, true)) + 12
		sprites.RoundRect(dst, cx+t/2-w+4, cy-t/2-8, w, 20, 8, sprites.Ink)
		sprites.Text(dst, s.supplyCount, 13, true, float64(cx+t/2-w/2+4), float64(cy-t/2+2), sprites.White, sprites.Center)
	}
	if idle && st.Phase() == crossing.PhaseTurn && m.Supply > 0 {
		b := s.supplyBox()
		sprites.NoteTap(lang.T("Supply"), float64(b.X), float64(b.Y), float64(b.W), float64(b.H), true)
	}
	over := st.ToMove() == rules.Nobody
	if !s.Replaying() && !over {
		s.drawBtn.Draw(dst)
	}
	dx, dy := g.drawn[0], g.drawn[1]
	slot := sprites.WithAlpha(sprites.Paper, 90) // on the sky
	if s.Lay.Tall {
		slot = sprites.WithAlpha(sprites.InkSoft, 90) // on the panel
	}
	sprites.RoundRectLine(dst, dx-t/2-3, dy-t/2-3, t+6, t+6, 12, 2, slot)
	if m.Drawn != crossing.NoTile && !hideDrawn {
		k := tileKind(m.Drawn)
		if !m.DrawnUp {
			k = sprites.CrossingBack
		}
		sprites.CrossingTile(dst, k, dx, dy, sz, 1, 1, 1, 0)
	}
	if !s.Replaying() && !over {
		s.keepBtn.Draw(dst)
	}
	if over && s.g.actions.W == 0 && !s.Replaying() && !s.EndAside() {
		s.boardBtn.Draw(dst) // with the board shown, Results brings them back
	}
	if g.info.W > 0 {
		s.drawInfo(dst, g.info)
	} else if s.info.title != "" && s.handover < 0 {
		s.drawInfo(dst, g.infoOver)
	}
}

// drawInfo draws the score box of the hovered or picked path in r.
func (s *Screen) drawInfo(dst *ebiten.Image, r ui.Rect) {
	x, y, w, h := r.X, r.Y, r.W, r.H
	if s.g.info.W == 0 {
		// Over the seats: a card of its own.
		ui.Panel(dst, x-4, y-2, w+8, h+4)
		sprites.Cover(dst, float64(x-4), float64(y-2), float64(w+8), float64(h+4))
	}
	sprites.RoundRect(dst, x, y, w, h, 10, sprites.WithAlpha(sprites.Paper, 235))
	in := &s.info
	if in.title == "" {
		help := crInfoHelp
		if s.touch {
			help = crInfoTapHelp
		}
		sprites.Text(dst, "Path scores", 15, true, float64(x+10), float64(y+16), sprites.Ink, sprites.Left)
		for i, line := range help {
			if ly := y + 40 + float32(i)*18; ly < y+h-6 {
				sprites.Text(dst, line, 13, false, float64(x+10), float64(ly), sprites.InkSoft, sprites.Left)
			}
		}
		return
	}
	sprites.Text(dst, in.title, 15, true, float64(x+10), float64(y+16), sprites.Ink, sprites.Left)
	yy := y + 40
	for _, e := range in.ends {
		kind := tileKind(e.spot.Animal())
		ground, _ := sprites.CrossingColor(kind)
		if e.owner >= 0 {
			s.drawMarker(dst, e.owner, e.spot.Animal(), x+20, yy, 11, 0)
		} else {
			sprites.Disc(dst, x+20, yy, 11, ground)
			sprites.CrossingIcon(dst, kind, x+20, yy, 15, sprites.Ink)
		}
		sprites.Text(dst, e.head, 13, true, float64(x+38), float64(yy), sprites.Ink, sprites.Left)
		sprites.Text(dst, e.score, 16, true, float64(x+w-10), float64(yy), sprites.Ink, sprites.Right)
		yy += 20
		for _, line := range e.lines {
			sprites.Text(dst, line, 12, false, float64(x+38), float64(yy), sprites.InkSoft, sprites.Left)
			yy += 16
		}
		yy += 8
	}
	// A finger's first tap on a spot shows this card; the card says what
	// the second does (the banner's message is under the card on a phone).
	if s.touch && s.armedNow() && s.armed.spot == s.infoSpot && s.state().Owner(s.armed.spot) < 0 {
		// What the second tap does: a claim, or a marker moved there
		// (on two lines where its words need them).
		lines := sprites.Wrap(fmt.Sprintf(lang.T(s.again), spotName(s.armed.spot)), 13, true, float64(w-20))
		if top := y + h - 14 - 18*float32(len(lines)-1); yy+8 <= top {
			for i, line := range lines {
				sprites.Text(dst, line, 13, true, float64(x+10), float64(top+18*float32(i)), sprites.Ink, sprites.Left)
			}
		}
	}
}

var crCaption = [2]string{"Claim rows, columns and diagonals with your markers;",
	"sets of the same animal score, doubled for your marker's animal."}

// crInfoTapHelp is the help on a touch screen.
var crInfoTapHelp = []string{
	"Tap a rim spot to see what its",
	"path scores now; tap it again",
	"to claim it.",
}

var crInfoHelp = []string{
	"Point at a rim spot to see",
	"what its path scores now.",
	"Sets of the same animal score;",
	"the marker's animal counts",
	"double; five different: 60.",
	"A devil alone scores 10.",
}

// refreshInfo rebuilds the score box when its path or the position changes.
func (s *Screen) refreshInfo() {
	sp := s.infoPathSpot()
	key := [5]int{int(sp), len(s.Match.History()), s.viewer, lang.Gen, int(s.selSpot)}
	if key == s.info.key {
		return
	}
	s.info = crInfo{key: key}
	if sp == crossing.NoSpot {
		return
	}
	st := s.state()
	p := sp.Path()
	ends := p.Spots()
	s.info.title = capitalise(lang.TrArg(p)) + " · " + spotName(ends[0]) + "–" + spotName(ends[1])
	for i, e := range ends {
		ie := crInfoEnd{spot: e, owner: st.Owner(e)}
		ie.head = spotName(e) + " " + lang.T(speciesWord(e.Animal()))
		ps, ok := st.ScoreSpot(e)
		if !ok {
			ie.head = fmt.Sprintf(lang.T("%s: free"), ie.head)
			// What the person to move would score by claiming it now, or
			// by moving the marker being moved there.
			to := st.ToMove()
			move, lead := crossing.Claim(e), "if you claim it now:"
			if s.selSpot != crossing.NoSpot {
				move, lead = crossing.Shift(s.selSpot, e), "if your marker moves here:"
			}
			switch {
			case s.Human(to) && s.isLegalNow(move):
				cl := st.Clone().(*crossing.State)
				if _, err := cl.Apply(move); err == nil {
					if ps, ok = cl.ScoreSpot(e); ok {
						ie.score = fmt.Sprint(ps.Points)
						ie.lines = append([]string{lang.T(lead)}, scoreLines(ps)...)
					}
				}
			case s.Human(to) && st.Phase() == crossing.PhaseTurn:
				// Free, but not for this player: say why.
				ie.lines = sprites.Wrap(s.whyNotClaim(to, e), 13, false, 170)
			}
		} else {
			ie.head = spotName(e) + " " + s.SeatName(ie.owner)
			ie.score = fmt.Sprint(ps.Points)
			ie.lines = scoreLines(ps)
		}
		s.info.ends[i] = ie
	}
}

func (s *Screen) isLegalNow(mv crossing.Move) bool {
	s.refreshLegal()
	return s.isLegal(mv)
}

func capitalise(t string) string {
	if t == "" {
		return t
	}
	return strings.ToUpper(t[:1]) + t[1:]
}

// scoreLines explains a path score in a few short lines.
func scoreLines(ps crossing.PathScore) []string {
	var out []string
	if ps.FiveDifferent {
		out = append(out, lang.T("five different animals: 60"))
	} else {
		for _, g := range ps.Groups {
			if g.Points == 0 {
				continue
			}
			format := "%d %s: %d"
			if g.Doubled {
				format = "%d %s: %d (doubled)"
			}
			word := speciesWord(g.Species)
			if p, ok := speciesPlural[word]; ok && g.Count > 1 {
				word = p // "3 dingos: 80", not "3 dingo"
			}
			line := fmt.Sprintf(lang.T(format), g.Count, lang.T(word), g.Points)
			out = append(out, line)
		}
		if len(out) == 0 {
			out = append(out, lang.T("no set yet"))
		}
	}
	if ps.Joker != crossing.NoTile {
		out = append(out, fmt.Sprintf(lang.T("joker counts as %s"), lang.T(speciesWord(ps.Joker))))
	}
	return out
}

// drawPanel draws the side panel: the turn banner, the players with their
// markers, reserves and scores, the message, the buttons and the log.
func (s *Screen) drawPanel(dst *ebiten.Image, m *crsteps.Model, hideReserve int) {
	st := s.state()
	g := &s.g
	p := g.panel
	ui.Panel(dst, p.X, p.Y, p.W, p.H)
	if g.head.H > 8 {
		play.PanelHead(dst, g.head, "Outback Crossing", "")
	}
	bannerSeat, title, sub := st.ToMove(), "", ""
	if bannerSeat == rules.Chance {
		bannerSeat = st.Seat()
	}
	if st.ToMove() != rules.Nobody {
		title, sub = s.bannerText()
	}
	over := "B or Show board: look at the board"
	if s.EndAside() {
		over = "B or Results: back to the results"
	}
	if g.banner.W < 420 {
		over = ""
	}
	b := g.banner
	s.DrawBanner(dst, b.X, b.Y, b.W, bannerSeat, title, sub, over)
	per := st.MarkersPerPlayer()
	row := play.SeatRow{X: g.seats.X, W: g.seats.W, H: g.rowH, Inset: 2, NameSize: 19, KindSize: 13, NameY: 18, KindY: 38}
	mx, _ := s.markerXY(0, 0)
	row.NameEnd = mx - g.seats.X - 9 - 8 // clear of the markers' shapes
	switch {
	case g.compact:
		row.NameSize, row.NameY, row.KindY, row.OneLine, row.KindEnd = 18, float64(g.rowH/2), float64(g.rowH/2+1), true, mx-g.seats.X-14
	case g.rowH < 52:
		row.NameY, row.KindY = 15, 33
	}
	sw := float32(18) // a marker's shape
	if g.rowH < 40 {
		sw = 12
	}
	for seat := 0; seat < st.Players(); seat++ {
		y := g.seats.Y + float32(seat)*g.rowH
		l := s.Looks[seat]
		row.Y = y
		s.DrawSeatRow(dst, seat, row, seat == st.ToMove() || seat == st.Seat() && st.ToMove() == rules.Chance)
		placed := m.MarkersPlaced(seat)
		for k := 0; k < per; k++ {
			x, yy := s.markerXY(seat, k)
			if k < per-placed {
				sprites.FillShape(dst, l.Shape, x, yy, sw/2-1, l.Fill)
				sprites.StrokeShape(dst, l.Shape, x, yy, sw/2-1, 1.5, l.Dark)
			} else {
				sprites.StrokeShape(dst, l.Shape, x, yy, sw/2-1, 1.5, sprites.WithAlpha(sprites.InkSoft, 110))
			}
		}
		rx, ry := s.reserveXY(seat)
		sm := g.small
		if t := m.Reserve[seat]; t != crossing.NoTile && seat != hideReserve {
			if s.selReserve && seat == st.ToMove() {
				sprites.RoundRect(dst, rx-sm/2-4, ry-sm/2-4, sm+8, sm+8, 8, sprites.Ochre)
			}
			sprites.CrossingTile(dst, tileKind(t), rx, ry, int(sm), 1, 1, 1, 0)
			if s.reserveTappable(seat) {
				h := float64(s.reserveReach())
				sprites.NoteTap(lang.T("reserve"), float64(rx)-h, float64(ry)-h, 2*h, 2*h, true)
			}
		} else {
			sprites.RoundRectLine(dst, rx-sm/2, ry-sm/2, sm, sm, 6, 1.5, sprites.WithAlpha(sprites.InkSoft, 90))
		}
		// Three digits at 22 came within a unit of the reserve: smaller
		// where they would come within 6 of it (a helper's play-test),
		// never cut (Fit's size, the whole text).
		_, size := sprites.Fit(s.totalText[seat], 22, 16, true, float64(g.seats.Right()-12-(rx+sm/2)-6))
		sprites.Text(dst, s.totalText[seat], size, true, float64(g.seats.Right()-12), float64(y+g.rowH/2), sprites.Ink, sprites.Right)
	}
	if h := g.headers; h.H > 0 {
		hy := float64(h.Y + 8)
		rx, _ := s.reserveXY(0)
		// Each heading over its column, but never run into the next one:
		// German's "Reserve" and "Punkte" are wider than their columns.
		right := float64(g.seats.Right() - 12)
		half := func(head string) float64 { return sprites.TextWidth(head, 12, false) / 2 }
		pointsLeft := right - 2*half("points")
		reserveX := min(float64(rx), pointsLeft-headGap-half("reserve"))
		markersX := min(float64(mx)+float64(per-1)*float64(s.markerGap())/2, reserveX-half("reserve")-headGap-half("markers"))
		sprites.Text(dst, "markers", 12, false, markersX, hy, sprites.InkSoft, sprites.Center)
		sprites.Text(dst, "reserve", 12, false, reserveX, hy, sprites.InkSoft, sprites.Center)
		sprites.Text(dst, "points", 12, false, right, hy, sprites.InkSoft, sprites.Right)
	}
	msg := g.message
	logTop := float32(0)
	if s.LogInPanel() && s.MessageRoom(msg.W) > msg.H {
		// A message longer than its room (two lines where the log has
		// the rest) takes the log's first rows while it is said.
		msg.H = s.MessageRoom(msg.W)
		logTop = msg.Bottom()
	}
	if g.info.W == 0 && s.info.title != "" && s.handover < 0 {
		logTop = max(logTop, g.infoOver.Bottom()+4) // the path's card stands over it
	}
	if !s.LogInPanel() {
		// The log's place is free (Moves opens it), and so, until the
		// game is over, is Show board's row: the message takes them (its
		// words were cut to one line over an empty panel).
		bottom := g.log.Bottom()
		if st.ToMove() != rules.Nobody && !s.Replaying() && g.actions.W > 0 {
			bottom = g.actions.Bottom()
		}
		msg.H = max(msg.H, bottom-msg.Y)
	}
	if st.ToMove() == rules.Nobody && g.actions.W > 0 && msg.Bottom() > g.actions.Y-4 {
		msg.W -= 160
	}
	s.DrawMessageIn(dst, msg)
	if st.ToMove() == rules.Nobody && g.actions.W > 0 && !s.Replaying() && !s.EndAside() {
		s.boardBtn.Draw(dst) // with the board shown, Results brings them back
	}
	s.DrawButtons(dst)
	s.DrawPanelLogFrom(dst, logTop)
}

// reserveTappable reports whether a click on seat's reserve picks it.
func (s *Screen) reserveTappable(seat int) bool {
	st := s.state()
	return seat == st.ToMove() && s.Human(seat) && s.handover < 0 && st.Phase() == crossing.PhaseTurn && !s.anim.Busy()
}

// bannerText is rebuilt only when the situation changes.
func (s *Screen) bannerText() (string, string) {
	st := s.state()
	to := st.ToMove()
	sel := int(s.selCell)*100 + int(s.selSpot)
	if s.selReserve {
		sel = -1000
	}
	key := [5]int{len(s.Match.History()), to, sel, s.handover, s.viewer}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to) })
}

// words are the banner's words for the decision at hand.
func (s *Screen) words(st *crossing.State, to int) (string, string) {
	title, sub := "", ""
	switch {
	case s.handover >= 0:
		title, sub = fmt.Sprintf(lang.T("Pass to %s"), s.SeatName(s.handover)), ui.ByHand("their tiles stay hidden until they click", "their tiles stay hidden until they tap")
	case to == rules.Chance && st.Phase() == crossing.PhaseSetup:
		title, sub = "Setting up", "four animals are laid on the board"
	case to == rules.Chance && st.Phase() == crossing.PhaseDeal:
		title, sub = "Dealing reserves", "each player gets one face-down animal"
	case to == rules.Chance:
		title, sub = fmt.Sprintf(lang.T("%s draws"), s.SeatName(st.Seat())), "a tile comes off the supply"
	case !s.Human(to):
		title = fmt.Sprintf(lang.T("%s to play"), s.SeatName(to))
		sub = s.WaitWords(to)
		if st.Phase() == crossing.PhaseDrawn && st.Drawn().IsAction() {
			sub = fmt.Sprintf(lang.T("the computer carries out %s"), lang.T(actionName(st.Drawn())))
		}
	case st.Phase() == crossing.PhaseTurn:
		title = fmt.Sprintf(lang.T("%s to play"), s.SeatName(to))
		if s.selReserve {
			sub = ui.ByHand("now click an empty cell for your reserve", "now tap an empty cell for your reserve")
		} else {
			// No claim offered once the seat's markers are all on the rim.
			claim, reserve := st.MarkersLeft(to) > 0, st.Reserve(to) != crossing.NoTile
			switch {
			case claim && reserve:
				sub = "claim a free spot · draw · or lay your reserve"
			case reserve:
				sub = "draw, or lay your reserve"
			case claim:
				sub = ui.ByHand("claim a free spot, or draw (click the supply)", "claim a free spot, or draw (tap the supply)")
			default:
				sub = ui.ByHand("draw a tile (click the supply)", "draw a tile (tap the supply)")
			}
		}
	default:
		d := st.Drawn()
		// "the Swap tile": an action tile's label alone ("Blue drew
		// Swap") read as a verb.
		title = fmt.Sprintf(lang.T("%s drew the %s tile"), s.SeatName(to), lang.T(actionName(d)))
		switch d {
		case crossing.SwapAction:
			sub = ui.ByHand("click two tiles to exchange them", "tap two tiles to exchange them")
			if s.selCell >= 0 {
				sub = fmt.Sprintf(lang.T(ui.ByHand("now click the tile to swap with %s", "now tap the tile to swap with %s")), s.selCell)
			}
		case crossing.MoveAction:
			sub = ui.ByHand("click a tile, then an empty cell", "tap a tile, then an empty cell")
			if s.selCell >= 0 {
				sub = fmt.Sprintf(lang.T(ui.ByHand("now click where the tile on %s goes", "now tap where the tile on %s goes")), s.selCell)
			}
		case crossing.RemoveAction:
			sub = ui.ByHand("click a tile to take it out of the game", "tap a tile to take it out of the game")
		case crossing.ShiftAction:
			sub = ui.ByHand("click one of your markers, then a free spot", "tap one of your markers, then a free spot")
			if s.selSpot != crossing.NoSpot {
				sub = fmt.Sprintf(lang.T(ui.ByHand("now click a free spot for the marker on %s", "now tap a free spot for the marker on %s")), spotName(s.selSpot))
			}
		case crossing.ClaimAction:
			sub = "you must claim a free spot now"
		default:
			format := "%s drew a %s"
			if d == crossing.Echidna {
				format = "%s drew an %s" // the only animal said with a vowel first
			}
			title = fmt.Sprintf(lang.T(format), s.SeatName(to), lang.T(speciesWord(d)))
			if st.Reserve(to) == crossing.NoTile {
				sub = ui.ByHand("click an empty cell to lay it, or Keep it", "tap an empty cell to lay it, or Keep it")
			} else {
				sub = ui.ByHand("click an empty cell to lay it", "tap an empty cell to lay it")
			}
		}
	}
	return title, sub
}

// drawStep draws what a running step moves.
func (s *Screen) drawStep(dst *ebiten.Image, m *crsteps.Model, st crsteps.Step, f float64) {
	e := tween.EaseInOut(f)
	arc := float32(math.Sin(math.Pi * f))
	fly := func(kind int, x0, y0, x1, y1, s0, s1, height float32, flipMid bool, back int) {
		x := x0 + (x1-x0)*float32(e)
		y := y0 + (y1-y0)*float32(e)
		sc := s0 + (s1-s0)*float32(e)
		flip := float32(1)
		if flipMid {
			flip = float32(math.Abs(math.Cos(math.Pi * f)))
			if f < 0.5 {
				kind = back
			}
		}
		sprites.CrossingTile(dst, kind, x, y, s.tileSz(), sc, flip, 1, arc*height)
	}
	small := s.g.small / s.g.tile
	col := s.g.colTile / s.g.tile // the supply's and drawn tile's size on a cell's
	sx, sy := s.g.supply[0], s.g.supply[1]
	dx, dy := s.g.drawn[0], s.g.drawn[1]
	switch st.Kind {
	case crsteps.Setup:
		x, y := s.cellXY(crossing.Cell(st.A))
		lift := float32((1 - tween.EaseOutBack(f)) * 70)
		sprites.CrossingTile(dst, tileKind(st.Tile), x, y, s.tileSz(), 1, 1, float32(min(1, f*3)), lift)
	case crsteps.Deal:
		x1, y1 := s.reserveXY(st.Seat)
		fly(sprites.CrossingBack, sx, sy, x1, y1, col, small, 60, false, 0)
	case crsteps.Draw:
		fly(sprites.CrossingBack, sx, sy, dx, dy, col, col, 30, false, 0)
	case crsteps.Flip:
		kind := tileKind(st.Tile)
		if f < 0.5 {
			kind = sprites.CrossingBack
		}
		flip := float32(math.Abs(math.Cos(math.Pi * f)))
		sprites.CrossingTile(dst, kind, dx, dy, int(s.g.colTile), 1.0+0.12*arc, flip, 1, 16*arc)
	case crsteps.Discard:
		kind := tileKind(st.Tile)
		if f < 0.6 {
			shake := float32(0)
			if f > 0.1 && f < 0.4 {
				shake = float32(math.Sin(f*70)) * 5
			}
			t := s.g.colTile
			sprites.CrossingTile(dst, kind, dx+shake, dy, int(t), 1, 1, 1, 0)
			sprites.CrossingIcon(dst, sprites.CrRemove, dx+shake, dy, int(t*0.84), sprites.WithAlpha(sprites.Bad, 230))
			ty := s.discardTagY(dy, t)
			sprites.RoundRect(dst, dx-62, ty, 124, 24, 8, sprites.Bad)
			sprites.Text(dst, "cannot be used", 14, true, float64(dx), float64(ty+12), sprites.White, sprites.Center)
			return
		}
		g := float32((f - 0.6) / 0.4)
		sprites.CrossingTile(dst, kind, dx+g*60, dy+g*g*220, int(s.g.colTile), 1-0.4*g, 1, 1-g, 0)
	case crsteps.Place:
		x1, y1 := s.cellXY(crossing.Cell(st.A))
		fly(tileKind(st.Tile), dx, dy, x1, y1, col, 1, 50, !m.DrawnUp, sprites.CrossingBack)
	case crsteps.Keep:
		x1, y1 := s.reserveXY(st.Seat)
		kind := tileKind(st.Tile)
		if !m.DrawnUp {
			kind = sprites.CrossingBack
		}
		fly(kind, dx, dy, x1, y1, col, small, 50, false, 0)
	case crsteps.Reserve:
		x0, y0 := s.reserveXY(st.Seat)
		x1, y1 := s.cellXY(crossing.Cell(st.A))
		fly(tileKind(st.Tile), x0, y0, x1, y1, small, 1, 60, m.Reserve[st.Seat] == crossing.Hidden, sprites.CrossingBack)
	case crsteps.Claim:
		placed := m.MarkersPlaced(st.Seat)
		x0, y0 := s.markerXY(st.Seat, s.state().MarkersPerPlayer()-placed-1)
		x1, y1 := s.spotXY(crossing.Spot(st.A))
		x := x0 + (x1-x0)*float32(e)
		y := y0 + (y1-y0)*float32(e)
		r := 7 + (s.g.markerR-7)*float32(e)
		s.drawMarker(dst, st.Seat, crossing.Spot(st.A).Animal(), x, y, r, arc*70)
	case crsteps.Swap:
		xa, ya := s.cellXY(crossing.Cell(st.A))
		xb, yb := s.cellXY(crossing.Cell(st.B))
		fly(tileKind(st.Tile2), xb, yb, xa, ya, 1, 1, 30, false, 0)
		fly(tileKind(st.Tile), xa, ya, xb, yb, 1, 1, 60, false, 0)
	case crsteps.Move:
		xa, ya := s.cellXY(crossing.Cell(st.A))
		xb, yb := s.cellXY(crossing.Cell(st.B))
		fly(tileKind(st.Tile), xa, ya, xb, yb, 1, 1, 50, false, 0)
	case crsteps.Remove:
		x, y := s.cellXY(crossing.Cell(st.A))
		g := float32(e)
		sprites.CrossingTile(dst, tileKind(st.Tile), x, y, s.tileSz(), 1-0.4*g, 1, 1-g, 50*g)
		if f < 0.5 {
			sprites.CrossingIcon(dst, sprites.CrRemove, x, y-50*g, 56, sprites.WithAlpha(sprites.Bad, uint8(220*(1-2*f))))
		}
	case crsteps.Shift:
		xa, ya := s.spotXY(crossing.Spot(st.A))
		xb, yb := s.spotXY(crossing.Spot(st.B))
		x := xa + (xb-xa)*float32(e)
		y := ya + (yb-ya)*float32(e)
		s.drawMarker(dst, st.Seat, crossing.Spot(st.B).Animal(), x, y, s.g.markerR, arc*80)
	}
}

// handoverBox is the card that asks for the screen to be passed on: over
// the board.
func (s *Screen) handoverBox() ui.Rect {
	b := s.Lay.Board
	w := min(460, float32(ui.ViewW)-2*play.Margin())
	return ui.Rect{X: floor(min(max(float32(b.CX())-w/2, play.Margin()), float32(ui.ViewW)-play.Margin()-w)), Y: floor(float32(b.CY()) - 110), W: w, H: 220}
}

// drawHandover covers the table until the next person takes the screen.
func (s *Screen) drawHandover(dst *ebiten.Image) {
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0, 0, 0, 110})
	r := s.handoverBox()
	x, y, w, h := r.X, r.Y, r.W, r.H
	ui.Panel(dst, x, y, w, h)
	sprites.Cover(dst, float64(x), float64(y), float64(w), float64(h))
	l := s.Looks[s.handover]
	sprites.FillShape(dst, l.Shape, x+50, y+54, 22, l.Fill)
	sprites.StrokeShape(dst, l.Shape, x+50, y+54, 22, 2.5, l.Dark)
	size := 32
	for size > 20 && sprites.TextWidth(s.handoverText[0], size, true) > float64(w-100) {
		size -= 2
	}
	sprites.Text(dst, s.handoverText[0], size, true, x64(x+86), x64(y+54), sprites.Ink, sprites.Left)
	lines := sprites.Wrap(lang.T("Your reserve is private: the others look away.")+" "+lang.T(s.handoverTap()), 16, false, float64(w-32))
	for i, line := range lines {
		if i < 2 {
			sprites.Text(dst, line, 16, false, x64(x+w/2), x64(y+100+float32(i)*24), sprites.InkSoft, sprites.Center)
		}
	}
	s.handBtn.Draw(dst)
}

// handoverTap says how to take the screen.
func (s *Screen) handoverTap() string {
	if s.touch {
		return "Tap when you have the screen."
	}
	return "Click when you have the screen (Enter)."
}

func x64(v float32) float64 { return float64(v) }

// endRows builds the end screen's breakdown once.
func (s *Screen) endRows() []crEndRow {
	st := s.state()
	bd := st.Breakdown()
	var rows []crEndRow
	for rank := 1; rank <= st.Players(); rank++ {
		for _, ss := range bd {
			if st.Outcome().Ranks[ss.Seat] != rank {
				continue
			}
			rows = append(rows, crEndRow{seat: ss.Seat, header: true, label: s.SeatName(ss.Seat), pts: fmt.Sprint(ss.Total)})
			for _, ps := range ss.Paths {
				r := crEndRow{seat: ss.Seat, spot: ps.Spot, pts: fmt.Sprint(ps.Points),
					label: lang.TrArg(ps.Path) + " · " + spotName(ps.Spot) + " " + lang.T(speciesWord(ps.Marker))}
				for i, c := range ps.Path.Cells() {
					r.cells[i] = st.At(c)
				}
				r.words = strings.Join(scoreLines(ps), " · ")
				rows = append(rows, r)
			}
			if left := st.MarkersLeft(ss.Seat); left > 0 {
				rows = append(rows, crEndRow{seat: ss.Seat, spot: crossing.NoSpot, label: fmt.Sprintf(lang.T("%d marker(s) never placed"), left)})
			}
		}
	}
	return rows
}

// wrapEnd wraps every path's score words for a box w wide.
func (s *Screen) wrapEnd(w float32) {
	if s.endW == w {
		return
	}
	s.endW = w
	dw := float32(crDetailW)
	narrow := w < crBreakdownW
	if narrow {
		dw = w - crLabelX - 20
	}
	tx, _ := crTilesAt(w, narrow)
	for i := range s.end {
		r := &s.end[i]
		if r.words != "" {
			r.detail = sprites.Wrap(r.words, crDetailSize, false, float64(dw))
		}
		if !r.header && r.spot != crossing.NoSpot {
			r.lines = sprites.Wrap(r.label, 12, true, float64(tx-crLabelX-6))
		}
	}
}

// crLogKeep is the room every path's score leaves the move log under it
// where it can: the log's heading and four moves.
const crLogKeep = 30 + 4*20 + 10

// besideResults reports whether every path's score stands beside the
// results (else it takes their place: Paths).
func (s *Screen) besideResults() bool {
	e := s.EndPanelBox()
	return float32(ui.ViewW)-e.Right()-2*play.Margin() >= crBreakdownW
}

// breakdownRect is where every path's score stands: beside the end
// panel, above the panel's buttons; or, where there is no room beside
// it, over the board and the panel, above their buttons. It shows the
// seats from pathsFrom that fit (rows first to last); more says some
// are left for a tap.
func (s *Screen) breakdownRect() ui.Rect {
	r, _, _, _ := s.breakdownRows()
	return r
}

func (s *Screen) breakdownRows() (r ui.Rect, first, last int, more bool) {
	m := play.Margin()
	g := &s.g
	var area ui.Rect
	switch {
	case s.besideResults():
		e := s.EndPanelBox()
		area = ui.Rect{X: e.Right() + m, Y: m, W: crBreakdownW, H: g.shared.Y - 8 - m}
		if a := g.actions; a.W > 0 && !s.Replaying() {
			area.H = a.Y - 8 - m
		}
	case s.Lay.Tall:
		w := min(crBreakdownW, float32(ui.ViewW)-2*m)
		bottom := g.shared.Y
		if s.boardBtn.W > 0 {
			bottom = min(bottom, float32(s.boardBtn.Y))
		}
		area = ui.Rect{X: floor((float32(ui.ViewW) - w) / 2), Y: m, W: w, H: bottom - 8 - m}
	default:
		area = g.panel.InsetXY(4, 0)
		area.H = g.shared.Y - 8 - area.Y
	}
	s.wrapEnd(area.W)
	narrow := area.W < crBreakdownW
	// The seats from pathsFrom, as many whole ones as fit (at least one).
	// pad: the room under the last row (drawBreakdown keeps 4 units
	// free there; without it the last seat's last path was left out).
	const head, foot, pad = 56, 24, 6
	h := float32(head + pad)
	first, last = -1, len(s.end)
	block := -1
	for i := 0; i < len(s.end); {
		j := i + 1
		for j < len(s.end) && !s.end[j].header {
			j++
		}
		block++
		bh := float32(0)
		for k := i; k < j; k++ {
			bh += s.end[k].height(narrow)
		}
		switch {
		case block < s.pathsFrom:
		case first < 0:
			first, h = i, h+bh
		case h+bh+foot > area.H:
			last, more = i, true
		default:
			h += bh
		}
		if more {
			break
		}
		i = j
	}
	if first < 0 {
		first = 0
	}
	if more || s.pathsFrom > 0 {
		h += foot // "click for the others"
	}
	h = min(h, area.H)
	y := area.Y + (area.H-h)/2
	if s.besideResults() {
		y = max(area.Y, min(float32(ui.ViewH)/2-h/2, area.Bottom()-h))
		// Over the panel, as high as it must to leave the move log a few
		// moves under it, where it can (else Moves opens the log:
		// CoverLog).
		if keep := g.log.Bottom() - crLogKeep - h; keep >= area.Y {
			y = min(y, keep)
		}
	}
	return ui.Rect{X: area.X, Y: floor(y), W: area.W, H: h}, first, last, more
}

// onBreakdown reports whether (x, y) is on every path's score.
func (s *Screen) onBreakdown(px, py int) bool {
	if s.end == nil || !s.paths && !s.besideResults() {
		return false
	}
	return s.breakdownRect().Contains(px, py)
}

// tapBreakdown shows the next seats' paths, or, once all were shown,
// the board.
func (s *Screen) tapBreakdown() {
	if _, _, _, more := s.breakdownRows(); more {
		s.pathsFrom++
		return
	}
	s.pathsFrom, s.paths = 0, false
	s.SetEndAside(true)
}

// drawBreakdown draws every claimed path's score beside the end panel.
func (s *Screen) drawBreakdown(dst *ebiten.Image) {
	r, first, last, more := s.breakdownRows()
	x, y, w, h := r.X, r.Y, r.W, r.H
	narrow := w < crBreakdownW
	ui.Panel(dst, x, y, w, h)
	sprites.Cover(dst, float64(x), float64(y), float64(w), float64(h))
	sprites.Text(dst, "Every path's score", 22, true, x64(x+20), x64(y+28), sprites.Ink, sprites.Left)
	yy := y + 56
	for _, r := range s.end[first:last] {
		l := s.Looks[r.seat]
		if r.header {
			yy += 6
			sprites.RoundRect(dst, x+10, yy, w-20, 28, 8, l.Light)
			sprites.FillShape(dst, l.Shape, x+28, yy+14, 10, l.Fill)
			sprites.StrokeShape(dst, l.Shape, x+28, yy+14, 10, 1.5, l.Dark)
			sprites.Text(dst, r.label, 17, true, x64(x+46), x64(yy+14), sprites.Ink, sprites.Left)
			sprites.Text(dst, r.pts, 18, true, x64(x+w-20), x64(yy+14), sprites.Ink, sprites.Right)
			yy += 30
			continue
		}
		rh := r.height(narrow)
		if yy+rh > y+h-4 || (more || s.pathsFrom > 0) && yy+rh > y+h-24 {
			break
		}
		cy := yy + float32(int(rh/2))
		lines := float32(max(1, len(r.lines)))
		if narrow {
			cy = yy + 12 + (lines-1)*15/2 // beside the label's lines
		}
		if r.spot == crossing.NoSpot {
			sprites.Text(dst, r.label, 13, false, x64(x+crLabelX), x64(cy), sprites.InkSoft, sprites.Left)
			yy += rh
			continue
		}
		s.drawMarker(dst, r.seat, r.spot.Animal(), x+28, cy, 10, 0)
		for i, line := range r.lines {
			ly := cy + float32(i)*15 - (lines-1)*15/2
			sprites.Text(dst, line, 12, true, x64(x+crLabelX), x64(ly), sprites.Ink, sprites.Left)
		}
		tx, ts := crTilesAt(w, narrow)
		tx += x
		for i, t := range r.cells {
			if k := tileKind(t); k >= 0 {
				sprites.CrossingTile(dst, k, tx+float32(i)*ts, cy, int(ts)-1, 1, 1, 1, 0)
			}
		}
		for i, line := range r.detail {
			ly := yy + rh/2 + float32(i)*15 - float32(len(r.detail)-1)*15/2
			lx := x + 338
			if narrow {
				ly, lx = yy+28+(lines-1)*15+float32(i)*15, x+crLabelX
			}
			sprites.Text(dst, line, crDetailSize, false, x64(lx), x64(ly), sprites.InkSoft, sprites.Left)
		}
		sprites.Text(dst, r.pts, 16, true, x64(x+w-20), x64(cy), sprites.Ink, sprites.Right)
		yy += rh
	}
	if more || s.pathsFrom > 0 {
		hint := "Click for the other players"
		switch {
		case !more && s.touch:
			hint = "Tap to see the board"
		case !more:
			hint = "Click to see the board"
		case s.touch:
			hint = "Tap for the other players"
		}
		sprites.Text(dst, hint, 13, false, x64(x+w/2), x64(y+h-14), sprites.InkSoft, sprites.Center)
	}
}

// discardTagY is the top of the "cannot be used" tag of a discarded tile
// at height dy, t units tall: under the tile, or over it where the shared
// buttons stand close under it (a phone's deck row: it covered Moves and
// Coords).
func (s *Screen) discardTagY(dy, t float32) float32 {
	y := dy + t/2 - 6
	if sh := s.g.shared; sh.W > 0 && y+24 > sh.Y && y < sh.Bottom() {
		y = dy - t/2 - 18
	}
	return y
}
