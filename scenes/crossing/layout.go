package crossing

import (
	"outback/rules"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// The board's natural size (a desktop's): the cell, the rim band of
// spots and the outer band of their names; the face of a tile on a cell,
// a marker on a spot, a reserve in a seat's row. The screen scales them
// all by one factor to fit its board region.
const (
	crCell0, crRim0, crMargin0 = 84, 62, 18
	crBoard0                   = 5*crCell0 + 2*(crRim0+crMargin0)
	crTile0, crMarker0         = 76, 24
	// crColW is the width of the column beside the board on a wide screen
	// (the supply, the drawn tile, the path's score); crColNarrow on a
	// phone held sideways (no score: it stands over the seats).
	crColW, crColNarrow = 196, 120
)

// crGeo is where everything stands for the screen's size (arrange).
type crGeo struct {
	cell, tile, markerR float32
	// The supply's stack and the drawn tile: their size and centres, and
	// the buttons by them.
	colTile          float32
	supply, drawn    [2]float32
	drawBtn, keepBtn ui.Rect
	// column: the full column beside the board, with "Supply" and "Drawn
	// tile" over them and the count under the stack (else the count
	// stands on the stack).
	column bool
	// info is the path score box; empty, the box stands over the seats
	// (infoOver) while a path is picked.
	info, infoOver ui.Rect
	caption        bool
	captionY       float32
	// The panel's regions.
	panel, head, banner, headers, seats ui.Rect
	message, actions, shared            ui.Rect
	log                                 ui.Rect // the move log's place (PlaceLog)
	rowH, small                         float32
	compact                             bool
}

// arrange lays the screen out for its size, once per size, and again when
// the game ends (Show board's row comes then).
func (s *Screen) arrange() {
	over := s.state().ToMove() == rules.Nobody
	if stale := s.sized.Stale(); !stale && over == s.arrangedOver {
		return
	}
	s.arrangedOver = over
	g := &s.g
	*g = crGeo{}
	n := float32(s.state().Players())
	replay := s.Replaying()
	headH := play.PanelHeadH(play.PanelMaxW, "Outback Crossing", "")
	if ui.Narrow() || ui.ViewH < 500 {
		headH = 0 // a phone: the board and the seats come first
	}
	// Under a board the panel holds its heading, the banner, the seats
	// (one line each), the supply and the drawn tile side by side, a
	// replay's spare row or a line of message, and the shared buttons.
	const gap = 4
	spare := float32(30)
	if replay {
		spare = 44 + gap
	}
	need := headH + 60 + gap + n*34 + gap + 60 + gap + spare + 44 + 8
	l := s.ArrangePlay(crBoard0, crBoard0, need)
	b := l.Board
	m := play.Margin()
	colW := float32(0)
	size := min(b.W, b.H)
	captionW := float32(sprites.TextWidth(crCaption[1], 15, false))
	if !l.Tall {
		colW = crColW
		if b.H < 600 {
			colW = crColNarrow
		}
		size = min(b.H, b.W-colW-m)
		g.column = colW == crColW
		if b.H-size < 48 && captionW <= size {
			if s2 := b.H - 48; s2 >= size*0.92 {
				size = s2 // the caption costs the board little
			}
		}
	}
	// The outer band keeps room for the spots' names (12 units).
	margin := max(floor(crMargin0*size/crBoard0), 20)
	k := (size - 2*margin) / (crBoard0 - 2*crMargin0)
	cell, rim := floor(crCell0*k), floor(crRim0*k)
	total := 5*cell + 2*(rim+margin)
	g.caption = !replay && captionW <= total+40 && b.H-total >= 48
	used := total
	if g.caption {
		used += 48
	}
	bx := floor(b.X + (b.W-total-colW-m)/2)
	if l.Tall {
		bx = floor(b.X + (b.W-total)/2)
	}
	by := floor(b.Y + (b.H-used)/2)
	s.board = sprites.NewCrossingBoard(bx, by, cell, rim, margin, s.spots)
	g.cell = cell
	g.tile = even(cell * crTile0 / crCell0)
	g.markerR = crMarker0 * k
	g.captionY = by + total + 16

	// The panel, top to bottom.
	g.panel = l.Panel
	var p ui.Rect
	g.head, p = play.PanelTop(l.Panel, headH > 0, "Outback Crossing", "")
	g.banner, p = p.CutTop(60)
	_, p = p.CutTop(gap)
	g.shared, p = p.CutBottom(44)
	_, p = p.CutBottom(gap)
	if replay {
		g.actions, p = p.CutBottom(44)
		_, p = p.CutBottom(gap)
	}
	var deck ui.Rect
	if l.Tall {
		deck, p = p.CutBottom(60)
		_, p = p.CutBottom(gap)
	}
	// The seats as tall as the rest allows: one line each when short,
	// with the column headings (markers, reserve, points) when not.
	g.rowH, g.compact = 52, false
	switch free := p.H - 30; {
	case free < n*44+16:
		g.rowH, g.compact = min(40, max(30, floor(free/n))), true
	case free < n*52+16+44+gap:
		g.rowH = 44
	}
	if !g.compact {
		g.headers, p = p.CutTop(16)
	}
	seats, p := p.CutTop(n * g.rowH)
	g.seats = seats
	g.small = min(36, g.rowH-8)
	_, p = p.CutTop(gap)
	// A row of its own for Show board once the game is over, where there
	// is room; else it stands where Draw stood. Until then, where the
	// row's room is what the move log lacks, the log has it; and it has
	// a line of the message too (two lines are left for it, where three
	// took the log's place: a blank part of a phone's panel).
	msgH := min(p.H, 72)
	logLacks := p.H-msgH < play.LogMinH
	if !replay && p.H >= 44+30+gap && (over || !logLacks) {
		g.actions, p = p.CutBottom(44)
		_, p = p.CutBottom(gap)
		msgH = min(p.H, 72)
	}
	if !over && p.H-msgH < play.LogMinH && p.H-play.MsgTwoLines >= play.LogMinH {
		msgH = play.MsgTwoLines
	}
	g.message, p = p.CutTop(msgH)
	g.log = p
	s.PlaceLog(p)
	s.Lay.Spare = g.actions

	// The supply and the drawn tile: a column beside the board, or side
	// by side in the panel.
	switch {
	case l.Tall:
		g.colTile = min(g.tile, 56)
		halves := deck.Columns(2, 12)
		for i, h := range halves {
			tile, btn := h.CutLeft(g.colTile + 16)
			c := [2]float32{float32(tile.CX()), float32(tile.CY())}
			btn, _ = btn.CutLeft(min(btn.W, 170))
			btn = btn.Centered(btn.W, 44)
			if i == 0 {
				g.supply, g.drawBtn = c, btn
			} else {
				g.drawn, g.keepBtn = c, btn
			}
		}
	case g.column:
		col := ui.Rect{X: bx + total + m, Y: by, W: colW, H: total}
		cx := float32(col.CX())
		g.colTile = g.tile
		g.supply = [2]float32{cx, by + 86*k}
		g.drawBtn = ui.Rect{X: col.X + 18, Y: by + 150*k, W: colW - 36, H: 44}
		g.drawn = [2]float32{cx, by + 282*k}
		g.keepBtn = ui.Rect{X: col.X + 18, Y: by + 330*k, W: colW - 36, H: 44}
		top := g.keepBtn.Bottom() + 16
		g.info = ui.Rect{X: col.X, Y: top, W: colW, H: by + total - top}
	default:
		// A narrow column: the stack, Draw, the drawn tile, Keep.
		col := ui.Rect{X: bx + total + m, Y: by, W: colW, H: total}
		cx := float32(col.CX())
		g.colTile = min(g.tile, 56)
		y := col.Y + 4
		g.supply = [2]float32{cx, y + g.colTile/2}
		y += g.colTile + 8
		g.drawBtn = ui.Rect{X: col.X + 4, Y: y, W: colW - 8, H: 44}
		y += 44 + 16
		g.drawn = [2]float32{cx, y + g.colTile/2}
		y += g.colTile + 8
		g.keepBtn = ui.Rect{X: col.X + 4, Y: y, W: colW - 8, H: 44}
	}
	if g.info.H < 150 {
		g.info = ui.Rect{}
	}
	if g.info.W == 0 {
		// The score box beside the seats on a wide panel, else over them.
		if rest := g.seats.W - 400; rest >= 200 && g.seats.H >= 150 {
			g.info = ui.Rect{X: g.seats.Right() - rest + 12, Y: g.seats.Y, W: rest - 12, H: min(g.seats.H, 200)}
			g.seats.W -= rest
		} else {
			// Over the seats' headings too (left out, "markers reserve
			// points" stood over the card, heading nothing) and down over
			// the message, which the card would cover in part: the card
			// says what a second tap does (drawInfo).
			top := g.seats.Y
			if h := g.headers; h.H > 0 && h.Bottom() <= g.seats.Y+1 {
				top = h.Y
			}
			// It reaches as far as three lines of message would, over
			// the log's first rows where the log has the rest.
			g.infoOver = ui.Rect{X: g.seats.X, Y: top, W: g.seats.W, H: max(g.seats.Bottom()-top, g.message.Y+72-top, 150)}
			// Clear of the supply under it: the card covered the count
			// standing over the stack (an upright phone).
			if stack := g.supply[1] - g.colTile/2 - 16; stack > top+150 {
				g.infoOver.H = min(g.infoOver.H, stack-top)
			}
		}
	}
}

func floor(x float32) float32 { return float32(int(x)) }

// even is x rounded down to an even number of units (a tile's face is
// drawn crisp, centred on a whole unit).
func even(x float32) float32 { return float32(int(x) &^ 1) }

// The seat row's columns, from its right: the points, the reserve, the
// markers.
func (s *Screen) reserveXY(seat int) (float32, float32) {
	g := &s.g
	return g.seats.Right() - 52 - g.small/2, g.seats.Y + float32(seat)*g.rowH + g.rowH/2
}

func (s *Screen) markerXY(seat, k int) (float32, float32) {
	g := &s.g
	per := s.state().MarkersPerPlayer()
	rx, y := s.reserveXY(seat)
	end := rx - g.small/2 - 16
	return end - float32(per-1-k)*s.markerGap(), y
}

// supplyBox is the supply's stack, which a click draws from.
func (s *Screen) supplyBox() ui.Rect {
	g := &s.g
	h := max(g.colTile+12, 44)
	return ui.Rect{X: g.supply[0] - h/2, Y: g.supply[1] - h/2, W: h, H: h}
}

// tileSz is a tile's face on a cell, in whole units.
func (s *Screen) tileSz() int { return int(s.g.tile) }

// markerGap is how far apart a seat's markers stand in its row.
func (s *Screen) markerGap() float32 {
	if s.g.compact {
		return 16
	}
	return 21
}
