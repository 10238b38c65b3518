package downunder

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	dusteps "outback/scenes/downunder/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

var (
	duEarth      = color.RGBA{0x5e, 0x33, 0x18, 0xff}
	duEarthCell  = color.RGBA{0x4f, 0x2b, 0x14, 0xff} // beyond the area: darker than the ground round it
	duAreaCell   = color.RGBA{0x86, 0x52, 0x2a, 0xff}
	duCoordInk   = color.RGBA{0xd9, 0xb0, 0x80, 0xff}
	duTileNums   = [9]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
	duAllStubs   = uint8(0 | 1<<2 | 2<<4 | 3<<6)
	duShadow     = color.RGBA{0, 0, 0, 70}
	duWhiteSoft  = sprites.WithAlpha(sprites.White, 0xee)
	duBannerDone = sprites.PaperDark
	// duVeil lies over a hand card that cannot be played now: paper at
	// 56%, premultiplied as every colour drawn (a colour whose red, green
	// or blue exceeds its alpha adds light, and blanks the card white).
	duVeil = sprites.WithAlpha(sprites.PaperDark, 0x90)
)

// Draw implements Scene.
func (s *Screen) Draw(dst *ebiten.Image) {
	s.arrange()
	// Rect, not Fill: Fill boxes the colour in an interface (an allocation).
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), sprites.Sky)
	s.drawBoardBG(dst)
	run, f := s.anim.Running()
	// The cards and what marks them, kept within the board (while the
	// view waits to grow, and zoomed).
	b := s.g.board
	if r := sprites.ClipRect(b.X, b.Y, b.Right(), b.Bottom()).Intersect(dst.Bounds()); s.clipOf != dst || s.clip.Bounds() != r {
		s.clip = dst.SubImage(r).(*ebiten.Image)
		s.clipOf = dst
	}
	for i := range s.cells {
		s.drawCell(s.clip, &s.cells[i])
	}
	st := s.state()
	to := st.ToMove()
	idle := !s.anim.Busy() && to >= 0 && s.Human(to) && s.modelFor == len(s.Match.History())
	if idle {
		s.drawHighlights(s.clip)
		s.drawHint(s.clip)
	}
	s.drawEnds(s.clip)
	s.drawLoggedMove(s.clip)
	if s.Zoomed() {
		s.fitBtn.Draw(dst)
	}
	s.drawZoomHint(dst)
	if run >= 0 {
		s.drawStep(dst, &s.anim.Steps()[run], &s.stepLooks[run], f)
	}
	s.drawPanel(dst)
	s.drawHand(dst, idle)
	if idle {
		s.drawFocus(dst)
	}
	if to == rules.Nobody && !s.anim.Busy() && !s.EndAside() {
		s.DrawEnd(dst, s.endDetailOf)
		if s.boardBtnShown() {
			s.DrawOverVeil(dst, &s.boardBtn)
		}
	}
}

// boardBtnShown reports whether Show board stands in the panel: once the
// game is over (its place is kept empty until then: greyed through a whole
// game, a new player could not tell what it was for), and in a replay on a
// narrow screen not at all (the viewer's buttons stand there).
func (s *Screen) boardBtnShown() bool {
	return s.state().ToMove() == rules.Nobody && (!s.Replaying() || s.Lay.Bar.W >= 640)
}

func (s *Screen) endDetailOf(seat int) string {
	if seat < len(s.details) {
		return s.details[seat]
	}
	return ""
}

// drawBoardBG draws the ground, the cells and the area's frame, cached in
// an image redrawn only when the layout (or the coordinates setting)
// changes.
func (s *Screen) drawBoardBG(dst *ebiten.Image) {
	co := s.App.Settings().Coords
	if s.bg == nil || s.bgFor != s.lay || s.bgCo != co {
		s.renderBG(co)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(s.g.board.X), float64(s.g.board.Y))
	sprites.DrawImage(dst, s.bg, &op)
}

func (s *Screen) renderBG(co bool) {
	b := s.g.board
	bw, bh := float32(int(b.W)), float32(int(b.H))
	if s.bg != nil && s.bg.Bounds().Dx() != int(bw) || s.bg != nil && s.bg.Bounds().Dy() != int(bh) {
		s.bg.Deallocate()
		s.bg = nil
	}
	if s.bg == nil {
		s.bg = sprites.NewCanvas(int(bw), int(bh))
	}
	s.bgFor, s.bgCo = s.lay, co
	img := s.bg
	img.Clear()
	l := s.lay
	C := float32(l.cell)
	sprites.RoundRect(img, 0, 0, bw, bh, 16, color.RGBA{0x3e, 0x22, 0x10, 0xff})
	sprites.RoundRect(img, 3, 3, bw-6, bh-6, 14, duEarth)
	ox, oy := l.ox-b.X, l.oy-b.Y
	for y := l.y0; y <= l.y1; y++ {
		for x := l.x0; x <= l.x1; x++ {
			clr := duAreaCell
			if l.outside(x, y) {
				clr = duEarthCell
			}
			sprites.RoundRect(img, ox+float32(x)*C+1.5, oy+float32(y)*C+1.5, C-3, C-3, C*0.08, clr)
		}
	}
	// The area's frame: one solid gold line round the cells a card can
	// still reach, from the first card on. It closes in as cards are laid
	// and ends as the area's rectangle. Early on the reachable cells fill
	// most of the view, so a thin line there read as corner ticks (issue
	// 42): the line is as bold as the fixed frame always was, and the cells
	// beyond it are darker.
	w := max(float32(3), min(float32(5), C/12))
	edge := func(x, y, wx, hy float32) { sprites.Rect(img, x, y, wx, hy, sprites.DUBorderColour) }
	for y := l.y0; y <= l.y1; y++ {
		for x := l.x0; x <= l.x1; x++ {
			if !l.reachable(x, y) {
				continue
			}
			cx, cy := ox+float32(x)*C, oy+float32(y)*C
			if !l.reachable(x, y-1) {
				edge(cx-w/2, cy-w/2, C+w, w)
			}
			if !l.reachable(x, y+1) {
				edge(cx-w/2, cy+C-w/2, C+w, w)
			}
			if !l.reachable(x-1, y) {
				edge(cx-w/2, cy-w/2, w, C+w)
			}
			if !l.reachable(x+1, y) {
				edge(cx+C-w/2, cy-w/2, w, C+w)
			}
		}
	}
	if size := coordSize(l); co && size > 0 {
		// Coordinates wherever a cell has room for them (coordSize: a
		// phone's first table has cells of 33, 20 held sideways, 15 on a
		// small phone mid-game; from 36, then 30, then 24, the Coords
		// button did nothing there; zoomed in, smaller tables show them
		// too).
		// Along the first row and column in view: zoomed in, the table's
		// own first ones lie outside it, and no coordinate showed.
		vx0 := max(l.x0, int(math.Ceil(float64(-ox/C))))
		vy0 := max(l.y0, int(math.Ceil(float64(-oy/C))))
		for x := vx0; x <= l.x1; x++ {
			sprites.Text(img, strconv.Itoa(x), size, true, float64(ox+(float32(x)+0.5)*C), float64(oy+float32(vy0)*C+float32(size)), duCoordInk, sprites.Center)
		}
		for y := vy0 + 1; y <= l.y1; y++ {
			sprites.Text(img, strconv.Itoa(y), size, true, float64(ox+float32(vx0)*C+float32(size)), float64(oy+(float32(y)+0.5)*C), duCoordInk, sprites.Center)
		}
	}
}

// coordSize is the size of the coordinates' text on l's cells, or 0 where
// none fits: 12 or 13 units where a cell holds the table's widest
// coordinate with a little room each side (neighbours in the first row must
// not run together), else 9 units, the least text the game draws (an
// upright small phone's table, mid-game, has cells of 15: Coords was lit
// and none showed; a helper's play-test).
func coordSize(l duLayout) int {
	widest := "−" + strconv.Itoa(max(-l.x0, l.x1, -l.y0, l.y1))
	for _, size := range [...]int{max(12, min(13, l.cell/5)), 9} {
		if l.cell >= int(math.Ceil(sprites.TextWidth(widest, size, true)))+4 {
			return size
		}
	}
	return 0
}

// drawCell draws the cards of one cell, leaving out those an animation
// has still to lay, and turning a curve being turned.
func (s *Screen) drawCell(dst *ebiten.Image, c *duCell) {
	px, py := s.cellXY(c.x, c.y)
	if c.full {
		j, pend := s.anim.PendingAt(c.x, c.y, false, 0)
		if !pend {
			s.faces.Draw(dst, c.face, px, py, 0, 1, 1)
			return
		}
		st := &s.anim.Steps()[j]
		if st.Kind != dusteps.Turn {
			return
		}
		e := 0.0
		if i, f := s.anim.Running(); i == j {
			e = tween.EaseInOut(f)
		}
		angle := float32(-(1 - e) * float64(st.Dir) * math.Pi / 2)
		lift := float32(math.Sin(e*math.Pi)) * 0.12
		s.faces.Draw(dst, c.face, px, py, angle, 1+lift, 1)
		return
	}
	for i := 0; i < c.nHalf; i++ {
		h := c.halves[i]
		if _, pend := s.anim.PendingAt(c.x, c.y, true, int(h.Rot)); pend {
			continue
		}
		s.faces.Draw(dst, h, px, py, 0, 1, 1)
	}
}

// sideOffset is the unit step toward side sd.
func sideOffset(sd downunder.Side) (float32, float32) {
	switch sd {
	case downunder.N:
		return 0, -1
	case downunder.E:
		return 1, 0
	case downunder.S:
		return 0, 1
	}
	return -1, 0
}

// endRadius is the radius of a route end's disc on cells of C units.
func endRadius(C float32) float32 {
	switch {
	case C >= 40:
		return max(min(14, C*0.19), 11.5) // room for the length in 12 units
	case C < 30:
		// A phone's small cells: 9 units covered most of a card's half
		// and its animal's letter; the disc only marks the end there.
		return max(5, C*0.3)
	}
	return 9
}

// endCentre is the centre of the disc of a route end at side sd of the
// card at (px, py), on cells of C units, for a disc of radius r: beyond
// the card's edge by 0.6 of the disc, over the empty cell the route would
// go on into, so that it covers at most 0.4·r and an eighth of a cell
// of the card: centred on the edge it covered the animal's badge that
// sits near it (a straight's, on the grey path; a helper's play-test).
func endCentre(px, py, C, r float32, sd downunder.Side) (float32, float32) {
	dx, dy := sideOffset(sd)
	out := C/2 + max(0.6*r, r-C/8)
	return px + C/2 + dx*out, py + C/2 + dy*out
}

// drawEnds marks each open end of a route with the route's length.
func (s *Screen) drawEnds(dst *ebiten.Image) {
	C := float32(s.lay.cell)
	r := endRadius(C)
	for i := range s.routes {
		rt := &s.routes[i]
		if rt.view.Status != downunder.StatusOpen {
			continue
		}
		lk := s.colourLook(rt.colour)
		for _, e := range rt.ends {
			px, py := s.cellXY(e.X, e.Y)
			cx, cy := endCentre(px, py, C, r, e.Side)
			sprites.Disc(dst, cx, cy+1.5, r, duShadow)
			sprites.Disc(dst, cx, cy, r, lk.Dark)
			sprites.Disc(dst, cx, cy, r-2, lk.Fill)
			if n := int(r * 1.05); n >= 12 {
				sprites.Text(dst, rt.length, n, true, float64(cx), float64(cy), sprites.White, sprites.Center)
			}
		}
	}
}

// drawHighlights shows where the selected card may go (bright as turned
// now, a dot where it fits turned another way), the curves that reopen a
// loop, the extra card's cell, and a ghost of the card under the pointer.
func (s *Screen) drawHighlights(dst *ebiten.Image) {
	st := s.state()
	to := st.ToMove()
	C := float32(s.lay.cell)
	lk := s.Looks[to]
	pulse := uint8(150 + 80*math.Sin(float64(s.App.PulseTick())*0.12))
	if s.loop {
		for _, m := range s.legal {
			if m.Kind != downunder.Turn {
				continue
			}
			px, py := s.cellXY(int(m.X), int(m.Y))
			sprites.RoundRectLine(dst, px+2, py+2, C-4, C-4, C*0.12, 4, sprites.WithAlpha(sprites.Highlight, pulse))
		}
		return
	}
	if s.pend {
		px, py := s.cellXY(s.pending.ToX, s.pending.ToY)
		sprites.RoundRectLine(dst, px+2, py+2, C-4, C-4, C*0.12, 4, sprites.WithAlpha(sprites.Highlight, pulse))
	}
	if s.sel < 0 {
		return
	}
	t := s.tiles[s.sel]
	if t.card.Colour >= 0 {
		lk = s.colourLook(t.card.Colour)
	}
	for _, m := range s.place {
		px, py := s.cellXY(int(m.X), int(m.Y))
		if int(m.R) != s.rot && m.Kind != downunder.Billabong {
			if s.fitsAsTurned(int(m.X), int(m.Y)) {
				continue
			}
			sprites.Disc(dst, px+C/2, py+C/2, max(3, C*0.07), sprites.WithAlpha(sprites.Highlight, 200))
			continue
		}
		x, y, w, h := px, py, C, C
		if m.Kind == downunder.Terminal {
			switch downunder.Side(m.R) {
			case downunder.N:
				h = C / 2
			case downunder.S:
				y, h = py+C/2, C/2
			case downunder.E:
				x, w = px+C/2, C/2
			case downunder.W:
				w = C / 2
			}
		}
		// A bright cell on the dark table, ringed in the player's colour:
		// obvious in every palette.
		sprites.RoundRect(dst, x+3, y+3, w-6, h-6, C*0.1, sprites.WithAlpha(sprites.Highlight, 190))
		sprites.RoundRectLine(dst, x+3, y+3, w-6, h-6, C*0.1, 4, sprites.WithAlpha(lk.Dark, 255))
		sprites.RoundRectLine(dst, x+6, y+6, w-12, h-12, C*0.08, 2.5, sprites.WithAlpha(lk.Fill, pulse))
	}
	if !s.hoverOn || t.card.Kind == downunder.Billabong {
		return
	}
	for _, m := range s.place {
		if int(m.X) == s.hoverX && int(m.Y) == s.hoverY && int(m.R) == s.rot {
			px, py := s.cellXY(s.hoverX, s.hoverY)
			s.faces.Draw(dst, s.tileFace(t, s.rot), px, py, 0, 1, 0.85)
			return
		}
	}
}

// fitsAsTurned reports whether the selected card fits (x, y) as turned now.
func (s *Screen) fitsAsTurned(x, y int) bool {
	for _, m := range s.place {
		if int(m.X) == x && int(m.Y) == y && int(m.R) == s.rot {
			return true
		}
	}
	return false
}

// tileFace is the face of a hand card turned r.
func (s *Screen) tileFace(t duTile, r int) sprites.DUFace {
	if t.card.Kind == downunder.Billabong {
		return sprites.DUFace{Kind: sprites.DUBillabong, Owner: -1, Wire: duAllStubs, Trace: -1, Traces: [4]int8{-1, -1, -1, -1}}
	}
	return sprites.DUFace{Kind: t.card.Kind, Owner: int8(t.card.Colour), Rot: uint8(r), Animal: t.card.Animal, Trace: -1}
}

// drawStep draws the card a running step moves.
func (s *Screen) drawStep(dst *ebiten.Image, st *dusteps.Step, l *duLook, f float64) {
	C := float32(s.lay.cell)
	px, py := s.cellXY(st.X, st.Y)
	switch st.Kind {
	case dusteps.Lay:
		p := tween.EaseInOut(math.Min(1, f/0.7))
		x := float32(tween.Lerp(float64(l.from[0]-C/2), float64(px), p))
		y := float32(tween.Lerp(float64(l.from[1]-C/2), float64(py), p))
		scale := float32(1.25 - 0.25*p)
		if f > 0.7 {
			scale = float32(1 + 0.25*(1-tween.EaseOutBack((f-0.7)/0.3)))
		}
		if !st.Half {
			lift := 8 * (scale - 1) / 0.25
			sprites.RoundRect(dst, x+lift+C*(1-scale)/2, y+lift+C*(1-scale)/2, C*scale, C*scale, C*0.1, duShadow)
		}
		s.faces.Draw(dst, l.face, x, y, 0, scale, 1)
	case dusteps.Pond:
		drop := math.Min(1, f/0.25)
		scale := float32(1 + 0.8*(1-tween.EaseOutBack(drop)))
		s.faces.Draw(dst, l.face, px, py, 0, scale, float32(math.Min(1, drop*1.5)))
		if f > 0.2 {
			for k := 0; k < 2; k++ {
				g := math.Mod((f-0.2)/0.8*2+float64(k)*0.5, 1)
				a := uint8(200 * (1 - g))
				sprites.Ring(dst, px+C/2, py+C/2, C*(0.3+0.9*float32(g)), 3, sprites.WithAlpha(sprites.WaterLight, a))
			}
		}
		s.drawNote(dst, l.lines, px+C/2, py, py+C)
	case dusteps.Owed:
		a := uint8(255 * math.Sin(f*math.Pi))
		sprites.RoundRectLine(dst, px+2, py+2, C-4, C-4, C*0.12, 5, sprites.WithAlpha(sprites.Highlight, a))
	case dusteps.Turn:
		a := uint8(200 * math.Sin(f*math.Pi))
		sprites.RoundRectLine(dst, px-2, py-2, C+4, C+4, C*0.12, 4, sprites.WithAlpha(sprites.Highlight, a))
	}
}

// duNoteW is the width of a note over the board.
const duNoteW = 470

// noteW is the width of a note over the board: at most the screen's.
func (s *Screen) noteW() float32 {
	return min(duNoteW, float32(ui.ViewW)-2*play.Margin())
}

// drawNote is a short label by a cell of the board (a billabong's case):
// below the cell in the upper half of the board, above it in the lower.
func (s *Screen) drawNote(dst *ebiten.Image, lines []string, cx, top, bottom float32) {
	w := float32(duNoteW)
	b := s.g.board
	w = s.noteW()
	h := float32(16 + 22*len(lines))
	x := max(min(max(cx-w/2, b.X+6), b.Right()-w-6), play.Margin())
	y := bottom + 10
	if bottom > float32(b.CY()) {
		y = top - 10 - h
	}
	sprites.RoundRect(dst, x, y+3, w, h, 10, duShadow)
	sprites.RoundRect(dst, x, y, w, h, 10, sprites.Paper)
	sprites.RoundRectLine(dst, x, y, w, h, 10, 2, sprites.WaterDeep)
	for i, l := range lines {
		sprites.Text(dst, l, 16, true, float64(x+w/2), float64(y+19+float32(i)*22), sprites.Ink, sprites.Center)
	}
}

// captionTile is the hand tile the hand's caption describes (-1 none): the
// card under the pointer, else the card picked, else the one the keyboard
// is on.
func (s *Screen) captionTile() int {
	label := s.hoverTile
	if label < 0 {
		label = s.sel
	}
	if label < 0 {
		label = s.focusTile()
	}
	if label >= len(s.tiles) {
		return -1
	}
	return label
}

// overWords say, once the game is over, how to switch between the results
// and the board.
func (s *Screen) overWords() string {
	if s.EndAside() {
		return "B or Results: back to the results"
	}
	return "B or Show board: look at the routes"
}

// drawHand draws the hand's strip: under the board, or in the panel.
func (s *Screen) drawHand(dst *ebiten.Image, idle bool) {
	h := s.g.hand
	if s.Lay.Tall {
		sprites.RoundRect(dst, h.X, h.Y, h.W, h.H, 10, sprites.PaperDark)
	} else {
		ui.Panel(dst, h.X, h.Y, h.W, h.H)
	}
	// One line, within the strip: smaller (to 12) or shortened on a
	// narrow phone, where the German heading is longer than the strip.
	head, size := sprites.Fit(s.handHead, 15, 12, true, float64(h.W-28))
	sprites.Text(dst, head, size, true, float64(h.X+14), float64(h.Y+16), sprites.Ink, sprites.Left)
	if label := s.captionTile(); label >= 0 && idle {
		l := s.tiles[label].label
		if sprites.TextWidth(s.handHead, 15, true)+sprites.TextWidth(l, 15, false)+40 <= float64(h.W) {
			sprites.Text(dst, l, 15, false, float64(h.Right()-14), float64(h.Y+16), sprites.InkSoft, sprites.Right)
		}
	}
	mine := s.handSeat == s.state().ToMove()
	hinted := -1
	if idle && mine {
		if h := s.refreshHint(); h.ok {
			hinted = h.tile
		}
	}
	for i := range s.tiles {
		t := &s.tiles[i]
		x, y, sz := float32(t.x), float32(t.y), float32(t.sz)
		r := 0
		if t.card.Kind == downunder.Terminal {
			r = 2
		}
		selected := i == s.sel && idle
		if selected {
			y -= 5
			r = s.rot
			sprites.RoundRect(dst, x-5, y-5, sz+10, sz+10, 10, sprites.Ochre)
		} else if i == s.hoverTile && idle {
			sprites.RoundRect(dst, x-4, y-4, sz+8, sz+8, 10, sprites.Highlight)
		}
		if i == hinted && !selected {
			// The hint's card, pulsing green like its ghost on the table.
			sprites.RoundRectLine(dst, x-5, y-5, sz+10, sz+10, 10, 3.5, sprites.WithAlpha(sprites.Good, s.HintPulse()))
		}
		sprites.RoundRect(dst, x, y, sz, sz, 8, sprites.PaperDark)
		fx, fy := x, y
		if t.card.Kind == downunder.Terminal {
			// Centre the half card in its slot.
			dx, dy := sideOffset(downunder.Side(r))
			fx -= dx * sz / 4
			fy -= dy * sz / 4
		}
		s.handFaces.Draw(dst, s.tileFace(*t, r), fx, fy, 0, 1, 1)
		if mine && !t.legal {
			sprites.RoundRect(dst, x, y, sz, sz, 8, duVeil)
		}
		// Count and number key (a key picks a card: none in a replay).
		sprites.RoundRect(dst, x+sz-24, y-6, 28, 18, 8, sprites.Ink)
		sprites.Text(dst, t.count, 13, true, float64(x+sz-10), float64(y+3), sprites.White, sprites.Center)
		if i < len(duTileNums) && sz >= 40 && !s.touch && !s.Replaying() {
			sprites.Text(dst, duTileNums[i], 12, true, float64(x+7), float64(y+8), sprites.InkSoft, sprites.Center)
		}
		if mine && idle {
			// Veiled cards too: a tap on one says why it cannot be laid.
			sprites.NoteTap(t.label, float64(x), float64(y), float64(sz), float64(sz), true)
		}
	}
}

// drawPanel draws the side panel: title, banner, the seats with their
// routes and scores, the message, the buttons and the move log.
func (s *Screen) drawPanel(dst *ebiten.Image) {
	st := s.state()
	g := &s.g
	p := g.panel
	ui.Panel(dst, p.X, p.Y, p.W, p.H)
	if g.head.H > 8 {
		play.PanelHead(dst, g.head, "Down Under", s.optSummary)
	}
	title, sub := "", ""
	if st := s.state(); st.ToMove() >= 0 {
		title, sub = s.bannerText()
	}
	over := s.overWords()
	if g.banner.W < 420 {
		over = ""
	}
	b := g.banner
	s.DrawBanner(dst, b.X, b.Y, b.W, s.state().ToMove(), title, sub, over)
	rh := g.rowH
	px, pw := g.seats.X, g.seats.W
	for seat := 0; seat < st.Players(); seat++ {
		y := g.seats.Y + float32(seat)*rh
		l := s.Looks[seat]
		if seat == st.ToMove() {
			sprites.RoundRect(dst, px, y+2, pw, rh-4, 10, l.Light)
		}
		top := y + 18 // the name's line
		if g.rows == 1 {
			top = y + rh/2
		}
		sprites.FillShape(dst, l.Shape, px+24, top, 13, l.Fill)
		sprites.StrokeShape(dst, l.Shape, px+24, top, 13, 2, l.Dark)
		sprites.Text(dst, s.SeatName(seat), 20, true, float64(px)+46, float64(top)-1, sprites.Ink, sprites.Left)
		nw := float64(s.nameWidth(seat))
		scoreW := float32(0)
		if seat < len(s.scores) {
			scoreW = s.scoreW[seat]
		}
		if g.rows == 2 {
			kind := s.KindText(seat)
			if px+56+float32(nw+sprites.TextWidth(kind, 13, false)) < px+pw-scoreW-24 {
				sprites.Text(dst, kind, 13, false, float64(px)+56+nw, float64(top), sprites.InkSoft, sprites.Left)
			}
		}
		if seat < len(s.scores) {
			sprites.Text(dst, s.scores[seat], 24, true, float64(px+pw-14), float64(top), sprites.Ink, sprites.Right)
			if s.special && s.dingo[seat] {
				dx := float64(px + pw - 24 - scoreW)
				if g.rows == 2 || dx-sprites.TextWidth("dingo in hand", 12, true) > float64(px)+56+nw {
					sprites.Text(dst, "dingo in hand", 12, true, dx, float64(top)+1, sprites.Bad, sprites.Right)
				}
			}
		}
		k := 0
		for i := range s.routes {
			rt := &s.routes[i]
			if rt.seat != seat {
				continue
			}
			// Under the name, within the highlight of the seat to move
			// (at 40 its lower half stood out of it).
			rx := px + 14
			yy := y + 37 + float32(k)*20
			if g.badgeLine {
				yy = y + 37 + float32(k)*40
			}
			if g.rows == 1 {
				// On the name's line, after the name (one route each).
				rx, yy = px+46+float32(nw)+14, top
			}
			k++
			lk := s.colourLook(rt.colour)
			sprites.RoundRect(dst, rx, yy-5, 22, 10, 4, lk.Dark)
			sprites.RoundRect(dst, rx+1, yy-4, 20, 8, 3, lk.Fill)
			// The route's length and state, or its length alone where the
			// row has no room for both (a long state beside the score).
			for _, line := range [2]string{rt.line, rt.short} {
				if float32(sprites.TextWidth(line, 14, false))+rx+30 < px+pw-scoreW-20 {
					sprites.Text(dst, line, 14, false, float64(rx+30), float64(yy), sprites.Ink, sprites.Left)
					break
				}
			}
			if !s.special {
				continue
			}
			bx := px + 200
			if g.badgeLine {
				bx, yy = px+44, yy+20
			}
			for a := 1; a < 6; a++ {
				sprites.AnimalBadge(dst, bx, yy, 9, a)
				sprites.Text(dst, rt.counts[a], 13, true, float64(bx+11), float64(yy), sprites.Ink, sprites.Left)
				bx += 32
			}
			sprites.Text(dst, rt.bonus, 13, true, float64(bx+4), float64(yy), sprites.Good, sprites.Left)
			sprites.Text(dst, rt.penalty, 13, true, float64(bx+36), float64(yy), sprites.Bad, sprites.Left)
		}
	}
	if !s.Replaying() {
		s.passBtn.Draw(dst) // nobody passes in a replay
		s.turnBtn.Draw(dst)
	}
	if s.boardBtnShown() {
		s.boardBtn.Draw(dst)
	}
	s.DrawButtons(dst)
	s.DrawMessageAndLog(dst, g.message)
}

// nameWidth is measured once per seat.
func (s *Screen) nameWidth(seat int) float32 {
	if s.widthsLang != lang.Gen {
		s.widths, s.widthsLang = s.widths[:0], lang.Gen
	}
	for len(s.widths) <= seat {
		i := len(s.widths)
		s.widths = append(s.widths, [2]float32{
			float32(sprites.TextWidth(s.SeatName(i), 20, true)),
			float32(sprites.TextWidth(s.Kinds[i], 13, false)),
		})
	}
	return s.widths[seat][0]
}
