package play

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/ui"
	"outback/sprites"
)

// The move log over the screen, the same for every game. A panel too
// short for the log (a phone, a tablet, six players at the table) has a
// Moves button in its shared row instead; it opens the whole log on a
// sheet over the screen: the moves in a list that a finger drags and the
// wheel turns, closed by Close, a tap beside the sheet, Escape or L. A tap
// on a move closes the sheet and marks that move on the board, as a tap on
// a move of the panel's log does; in a replay it shows the board after
// that move, as a click in the replay's list does. L opens the sheet at
// any size.

// logSheet is the sheet's state on a play screen.
type logSheet struct {
	Open   bool
	scroll ui.Scroll
	close  ui.Button
	// sheet is the paper, head the heading's row, how the line that says
	// what a tap on a move does (empty where there is no room), list the
	// moves' region (the scroll's view), for the screen's size
	// (layoutLogSheet).
	sheet, head, how, list ui.Rect
	// hover is the row under the mouse (-1: none).
	hover int
	// seen is how many moves the list showed when last laid out: a move
	// made while the sheet is open scrolls into view if the list was at
	// its end.
	seen int
}

// logRowH is the height of a move's row on the sheet: a finger's target.
const logRowH = 44

// logMinH is the least room for the panel's log: its heading and two
// moves (DrawLog's rows). A panel with less has the Moves button.
const logMinH = 30 + 2*20 + 4

// LogMinH is the least room the panel's move log takes: its heading and
// two moves.
const LogMinH = logMinH

// PlaceLog says where the panel keeps the move log: what its rows leave
// (the screen's arrange). Where that holds too few moves, the shared row
// gets a Moves button that opens the log over the screen.
func (pc *Play) PlaceLog(r ui.Rect) { pc.logArea = r }

// MsgTwoLines and msgOneLine are the room of a message's two lines and of
// its one (DrawMessageIn).
const (
	MsgTwoLines = 50
	msgOneLine  = 30
)

// PlaceMessageAndLog cuts the message's room, up to full (three lines),
// off the top of p and places the move log in the rest (PlaceLog). Where
// that leaves the log less than its least room and two lines, or one,
// would leave it enough, the message gets those, and a longer one takes
// the log's first rows while it is said (DrawMessageAndLog): a phone's
// panel showed a blank room for a message and no log.
func (pc *Play) PlaceMessageAndLog(p ui.Rect, full float32) (msg ui.Rect) {
	h := min(p.H, full)
	for _, fewer := range [...]float32{MsgTwoLines, msgOneLine} {
		if p.H-h < LogMinH && p.H-fewer >= LogMinH {
			h = fewer
		}
	}
	msg, p = p.CutTop(h)
	pc.PlaceLog(p)
	return msg
}

// DrawMessageAndLog draws the message in msg (PlaceMessageAndLog) and the
// panel's log under it: a message longer than its room takes the log's
// first rows while it is said; where the panel has no log (and no card
// stands over its place), the message has the log's place too.
func (pc *Play) DrawMessageAndLog(dst *ebiten.Image, msg ui.Rect) {
	top := float32(0)
	switch need := pc.MessageRoom(msg.W); {
	case !pc.LogInPanel() && pc.logCover.W == 0 && pc.ReviewCover.W == 0:
		msg.H = max(msg.H, pc.logArea.Bottom()-msg.Y)
	case need > msg.H:
		msg.H = need
		top = msg.Bottom()
	}
	pc.DrawMessageIn(dst, msg)
	pc.DrawPanelLogFrom(dst, top)
}

// CoverLog says what stands over the panel now, drawn after it (a game's
// card of results), or nothing (an empty Rect): the log keeps to the
// part of its place that the card leaves, and where that holds too few
// moves the shared row gets the Moves button, as on a panel without room.
func (pc *Play) CoverLog(r ui.Rect) { pc.logCover = r }

// logView is the part of the log's place in view: all of it, or what the
// cards over it leave (CoverLog; the replay's review card).
func (pc *Play) logView() ui.Rect {
	return uncovered(uncovered(pc.logArea, pc.logCover), pc.ReviewCover)
}

// uncovered is the larger part of l above or under c (all of l where c
// does not cover it).
func uncovered(l, c ui.Rect) ui.Rect {
	if !l.Overlaps(c) {
		return l
	}
	above, _ := l.CutTop(c.Y - l.Y - 6)
	_, below := l.CutTop(c.Bottom() - l.Y + 6)
	if below.H > above.H {
		return below
	}
	return above
}

// LogInPanel reports whether the panel shows the move log (PlaceLog,
// CoverLog); else Moves opens it, and its place is free.
func (pc *Play) LogInPanel() bool { return pc.logView().H >= logMinH }

// logFewRows: a panel's log of fewer rows shows only the last few moves
// (a phone's), and the shared row keeps Moves to see them all (the panel's
// rows do not scroll; a finger's tap on one marks its move).
const logFewRows = 5

// panelLogRows is how many moves the panel's log shows (DrawLog's rows).
func (pc *Play) panelLogRows() int { return max(0, int((pc.logView().H-4-30)/20)) }

// DrawPanelLogFrom draws the panel's move log below top (a long message
// over its first rows), as long as its heading and a move fit there.
func (pc *Play) DrawPanelLogFrom(dst *ebiten.Image, top float32) {
	l := pc.logView()
	if top > l.Y {
		l.H -= top - l.Y
		l.Y = top
	}
	if !pc.LogInPanel() || l.H < 30+20+4 {
		pc.logW, pc.logH = 0, 0 // no rows to point at
		return
	}
	pc.DrawLog(dst, float64(l.X), float64(l.Y), float64(l.W), float64(l.H)-4)
}

// logEntries are the moves the log lists, and the one on the board in a
// replay (the last one played otherwise).
func (pc *Play) logEntries() ([]logEntry, int) {
	if pc.Replay != nil {
		return pc.Replay.Log, len(pc.Log) - 1
	}
	return pc.Log, len(pc.Log) - 1
}

// openLogSheet opens the sheet with the move on the board in view: the
// last one, or a replay's current move.
func (pc *Play) openLogSheet() {
	ls := &pc.Sheet
	ls.Open, ls.hover = true, -1
	pc.layoutLogSheet()
	_, current := pc.logEntries()
	ls.scroll.Off = ls.scroll.Max()
	if pc.Replay != nil {
		ls.scroll.Off = 0
		ls.scroll.Show(float32(current-2)*logRowH, 5*logRowH)
	}
}

// layoutLogSheet lays the sheet out for the screen as it is: a paper
// sheet as tall as the list needs (at most the screen's height), 560
// units wide at most, centred; its heading at the top and Close at the
// bottom, or beside the heading on a screen held sideways.
func (pc *Play) layoutLogSheet() {
	ls := &pc.Sheet
	entries, _ := pc.logEntries()
	m, pad, padY := float32(30), float32(24), float32(16)
	if ui.Compact() {
		m, pad, padY = 6, 14, 10
	}
	room := ui.ScreenRect().Inset(m)
	hs := float32(ui.HeadingSize())
	closeH := float32(48)
	if ui.Compact() {
		closeH = 44
	}
	// The sheet's parts other than the list, top to bottom.
	chrome := 2*padY + hs + 10 + 24 + 6 + 10 + closeH
	if ui.LowScreen() {
		chrome = 2*padY + 44 + 8
	}
	content := max(float32(len(entries)), 3) * logRowH
	ls.sheet = room.Centered(min(room.W, 560), min(room.H, chrome+content))
	inner := ls.sheet.InsetXY(pad, padY)
	var closeR, rest ui.Rect
	ls.how = ui.Rect{}
	if ui.LowScreen() {
		// Close and the words beside the heading, where they fit.
		ls.head, rest = inner.CutTop(44)
		closeR, ls.head = ls.head.CutRight(min(160, ls.head.W*0.4))
		_, ls.how = ls.head.CutLeft(float32(sprites.TextWidth("Moves", ui.HeadingSize(), true)) + 16)
		if float32(sprites.TextWidth(pc.logSheetHow(), 12, false))+12 > ls.how.W {
			ls.how = ui.Rect{}
		}
		_, rest = rest.CutTop(8)
	} else {
		ls.head, rest = inner.CutTop(hs + 10)
		ls.how, rest = rest.CutTop(24)
		_, rest = rest.CutTop(6)
		closeR, rest = rest.CutBottom(closeH)
		_, rest = rest.CutBottom(10)
		closeR = closeR.Centered(min(240, closeR.W), closeH)
	}
	ls.list = rest
	ls.close.Label, ls.close.Primary = "Close", true // its hover stays
	closeR.Button(&ls.close)
	end := ls.scroll.Off >= ls.scroll.Max()-0.5
	ls.scroll.Set(ls.list, float32(len(entries))*logRowH)
	if len(entries) != ls.seen && end && pc.Replay == nil {
		ls.scroll.Off = ls.scroll.Max() // a new move at the end comes into view
	}
	ls.seen = len(entries)
}

// logSheetHow says what a tap on a move does.
func (pc *Play) logSheetHow() string {
	switch {
	case pc.Replay != nil && ui.Touching():
		return "Tap a move to see the board after it."
	case pc.Replay != nil:
		return "Click a move to see the board after it."
	case ui.Touching():
		return "Tap a move to mark it on the board."
	}
	return "Click a move to mark it on the board."
}

// LogSheetInput handles the Moves button and L, and the open sheet; it
// reports whether the input was used (the open sheet takes it all) and
// the index of the move tapped on the sheet (-1: none).
func (pc *Play) LogSheetInput(in *ui.Input) (pick int, used bool) {
	ls := &pc.Sheet
	pick = -1
	if !ls.Open {
		if pc.logBtn.Clicked(in) || in.Key(ebiten.KeyL) {
			pc.openLogSheet()
			return pick, true
		}
		return pick, false
	}
	if _, asked := pc.UndoQuestion(); asked {
		ls.Open = false // another player's question comes first
		return pick, false
	}
	pc.layoutLogSheet()
	cinV := ls.scroll.Input(in)
	cin := &cinV
	ls.scroll.Wheel(in)
	ls.scroll.Keys(in)
	entries, _ := pc.logEntries()
	ls.hover = -1
	if !in.Touch && !ls.scroll.Dragging() {
		ls.hover = ls.rowAt(in.X, in.Y, len(entries))
	}
	switch {
	case ls.close.Clicked(cin), in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyL):
		ls.Open = false
	case cin.Pressed && !ls.sheet.Contains(cin.X, cin.Y):
		ls.Open = false // a tap beside the sheet
	case cin.Pressed:
		if i := ls.rowAt(cin.X, cin.Y, len(entries)); i >= 0 {
			pick, ls.Open = i, false
		}
	}
	return pick, true
}

// rowAt is the move whose row is at (x, y) on the sheet, or -1.
func (ls *logSheet) rowAt(x, y, n int) int {
	if !ls.list.Contains(x, y) {
		return -1
	}
	i := int((float32(y) - ls.scroll.Y(0)) / logRowH)
	if i < 0 || i >= n {
		return -1
	}
	return i
}

// logSheetDim darkens the screen under the sheet.
var logSheetDim = color.RGBA{0x10, 0x0c, 0x08, 0x90}

// DrawLogSheet draws the open sheet over the screen.
func (pc *Play) DrawLogSheet(dst *ebiten.Image) {
	ls := &pc.Sheet
	if !ls.Open {
		return
	}
	pc.layoutLogSheet()
	sprites.ResetTaps() // the controls under the sheet cannot be tapped
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), logSheetDim)
	s := ls.sheet
	ui.Panel(dst, s.X, s.Y, s.W, s.H)
	sprites.Cover(dst, float64(s.X), float64(s.Y), float64(s.W), float64(s.H)) // the words under it are hidden
	ui.DrawHeading(dst, "Moves", ls.head)
	if h := ls.how; h.W > 0 {
		how, size := sprites.Fit(pc.logSheetHow(), 14, 12, false, float64(h.W))
		sprites.Text(dst, how, size, false, float64(h.X), h.CY(), sprites.InkSoft, sprites.Left)
	}
	entries, current := pc.logEntries()
	if len(entries) == 0 {
		sprites.Text(dst, "No moves yet.", 17, false, float64(ls.list.X)+10, float64(ls.list.Y)+logRowH/2, sprites.InkSoft, sprites.Left)
	}
	clip := ls.scroll.Clip(dst)
	x, w := float64(ls.list.X), float64(ls.list.W)
	if ls.scroll.Scrolls() {
		w -= 12 // the scroll bar's room
	}
	pc.shownRows = [2]int{}
	for i := range entries {
		top := ls.scroll.Y(float32(i) * logRowH)
		if !ls.scroll.Visible(top, logRowH) {
			continue
		}
		if pc.shownRows[1] == 0 {
			pc.shownRows[0] = i
		}
		pc.shownRows[1] = i + 1
		e := &entries[i]
		if top >= ls.list.Y-0.5 && top+logRowH <= ls.list.Bottom()+0.5 {
			sprites.NoteTap(e.Text, x, float64(top), w, logRowH, true) // a row cut by the edge is no target to offer
		}
		switch {
		case pc.Replay != nil && i == current:
			sprites.RoundRect(clip, float32(x), top+2, float32(w), logRowH-4, 6, sprites.Highlight)
		case i == ls.hover:
			sprites.RoundRect(clip, float32(x), top+2, float32(w), logRowH-4, 6, sprites.PaperDark)
		}
		if i == pc.HoverLog {
			sprites.RoundRectLine(clip, float32(x), top+2, float32(w), logRowH-4, 6, 1.5, sprites.Ochre)
		}
		if i < len(entries)-1 {
			sprites.Rect(clip, float32(x)+8, top+logRowH-0.5, float32(w)-16, 1, sprites.WithAlpha(sprites.PaperDark, 200))
		}
		pc.drawLogRow(clip, e, x, float64(top)+logRowH/2, w, 17, true)
	}
	ls.scroll.DrawMore(dst, sprites.Paper)
	ls.close.Draw(dst)
}
