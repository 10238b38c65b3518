package downunder

import (
	"outback/rules/downunder"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// The board region's natural shape (a desktop's), and the largest cell
// the view fits the table with.
const (
	duBoardW0, duBoardH0 = 760, 636
	duMaxCell            = 92
)

// duGeo is where everything stands for the screen's size (arrange).
type duGeo struct {
	board ui.Rect // the table's region
	hand  ui.Rect // the hand's strip: under the board, or in the panel
	// handTile is a hand card's side; handPer how many stand in a row.
	handTile, handPer int
	// The panel's regions, top to bottom.
	panel, head, banner, seats ui.Rect
	message, actions, shared   ui.Rect
	rowH                       float32
	// rows: 2 a seat's name and kind over its routes, 1 on one line with
	// its first route (a short panel); badgeLine: special scoring's
	// animals under each route (a narrow panel).
	rows      int
	badgeLine bool
	replay    bool // laid out for a replay (a smaller hand)
	tall      bool // the board over the panel (a phone held upright)
}

// routesPer is how many routes each seat plays.
func (s *Screen) routesPer() int {
	if s.two {
		return 2
	}
	return 1
}

// seatRowH is a seat's row height with lines rows (1 or 2).
func (s *Screen) seatRowH(lines int, badgeLine bool) float32 {
	r := float32(s.routesPer())
	per := float32(20)
	if badgeLine {
		per = 40
	}
	if lines == 1 && !s.two && !badgeLine {
		return 34
	}
	return 26 + per*r
}

// arrange lays the screen out for its size, once per size (and again
// when a replay takes the screen over): the table as large as it fits,
// the hand under it (beside the panel) or in the panel (under the board),
// the panel's rows.
func (s *Screen) arrange() {
	replay := s.Replaying()
	if !s.sized.Stale() && replay == s.g.replay && s.g.board.W > 0 {
		return
	}
	g := &s.g
	*g = duGeo{replay: replay}
	n := float32(s.state().Players())
	short := ui.Narrow() || ui.ViewH < 500
	headH := play.PanelHeadH(play.PanelMaxW, "Down Under", s.optSummary)
	if short {
		headH = 0
	}
	const gap = 6
	// Under a board the panel holds (as cut below): its heading, the
	// banner, the seats on one line each, two lines of message (a hint
	// and its chances, a refusal and what to do: one line cut them), the
	// hand, the actions (a replay's spare row), the shared buttons.
	hand := s.handHeight(float32(ui.ViewW)-2*play.Margin()-20, replay)
	need := 8 + headH + 60 + gap + n*s.seatRowH(1, s.special && ui.Narrow()) + gap + play.MsgTwoLines + gap + hand + gap + 44 + gap + 44 + 8
	l := s.ArrangePlay(duBoardW0, duBoardH0, need)
	m := play.Margin()
	g.panel, g.tall = l.Panel, l.Tall
	var p ui.Rect
	g.head, p = play.PanelTop(l.Panel, headH > 0, "Down Under", s.optSummary)
	if l.Tall {
		g.board = l.Board
	} else {
		g.hand, g.board = l.Board.CutBottom(s.handHeight(l.Board.W, replay))
		_, g.board = g.board.CutBottom(m)
		if replay {
			// The hand stays over the viewer's bar.
			g.hand.Y -= 2
		}
	}
	g.banner, p = p.CutTop(60)
	_, p = p.CutTop(gap)
	g.shared, p = p.CutBottom(44)
	_, p = p.CutBottom(gap)
	g.actions, p = p.CutBottom(44)
	_, p = p.CutBottom(gap)
	if l.Tall {
		g.hand, p = p.CutBottom(s.handHeight(p.W, replay))
		_, p = p.CutBottom(gap)
	}
	// Seats as tall as the rest allows.
	g.badgeLine = s.special && p.W < 420
	g.rows = 2
	g.rowH = min(s.seatRowH(2, g.badgeLine)+20, 96)
	// The message keeps two lines (a hint and its chances): at 360×640 and
	// 375×667 seats of two rows left it under one, and no message, hint or
	// refusal showed at all (a helper's play-test).
	switch free := p.H - gap - play.MsgTwoLines; {
	case free < n*s.seatRowH(2, g.badgeLine) && !s.two:
		// One line each: the name and the route. Two routes each keep
		// their lines under the name (one line has room for one).
		g.rows, g.rowH = 1, s.seatRowH(1, g.badgeLine)
	case free < n*g.rowH+80:
		g.rowH = s.seatRowH(2, g.badgeLine)
	}
	g.seats, p = p.CutTop(n * g.rowH)
	_, p = p.CutTop(gap)
	g.message = s.PlaceMessageAndLog(p, 72)
	s.Lay.Spare = g.actions
	s.layoutHand()
	// The table's view, fitted to the new region at once.
	s.fit, s.lay, s.viewTo, s.viewT = duLayout{}, duLayout{}, duLayout{}, 0
	s.computeLayout()
}

// handHeight is the height of the hand's strip w wide: its heading and
// as many rows of cards as its cards may need.
// handTop is where the hand's first row of cards starts in its strip,
// under the heading: room for a card's count badge and a picked card's
// frame, which stand above the card (at 30 they ran into the heading).
const handTop = 36

func (s *Screen) handHeight(w float32, replay bool) float32 {
	tile, rows := s.handGrid(w, replay)
	return float32(handTop + rows*(tile+8) + 4)
}

// handGrid is the side of a hand card in a strip w wide and how many
// rows of them it keeps room for: ten kinds at most (the terminal, four
// straights and five curves: a full hand at the start, which a replay's
// strip on a phone held sideways cut to one row of nine); with two
// routes one colour a row.
func (s *Screen) handGrid(w float32, replay bool) (tile, rows int) {
	tile = 64
	if replay {
		tile = 40
	}
	kinds, lines := 10, 1
	if s.two {
		kinds, lines, tile = 10, 2, min(tile, 52)
	}
	for tile > 44 && float32(kinds*(tile+10)) > w-16 {
		tile -= 2
	}
	rowsAt := func(tile int) int {
		per := max(1, int((w-16)/float32(tile+10)))
		return lines * ((kinds + per - 1) / per)
	}
	rows = rowsAt(tile)
	if replay {
		// Nothing in a replay's hand is tapped: its cards may be smaller
		// (to 30) where that saves a row, which the board gets.
		for t := tile - 2; t >= 30; t -= 2 {
			if r := rowsAt(t); r < rows {
				tile, rows = t, r
			}
		}
	}
	return tile, rows
}

// layoutHand places the hand's cards in their strip.
func (s *Screen) layoutHand() {
	g := &s.g
	if g.hand.W == 0 {
		return
	}
	sz, _ := s.handGrid(g.hand.W, g.replay)
	g.handTile = sz
	g.handPer = max(1, int((g.hand.W-16)/float32(sz+10)))
	rows := 1
	if s.two {
		rows = 2
	}
	x0, y0 := int(g.hand.X)+8, int(g.hand.Y)+handTop
	line := 0
	for r := 0; r < rows; r++ {
		k := 0
		for i := range s.tiles {
			t := &s.tiles[i]
			if rows == 2 && (t.card.Colour%2 != r) && t.card.Kind != downunder.Billabong {
				continue
			}
			if k == g.handPer {
				k, line = 0, line+1
			}
			t.sz = sz
			t.x = x0 + k*(sz+10)
			t.y = y0 + line*(sz+8)
			k++
		}
		line++
	}
	s.handFaces.SetCell(sz)
}
