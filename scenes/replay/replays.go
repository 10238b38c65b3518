package replay

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// replayEntry is one finished game in the list.
type replayEntry struct {
	name string
	rec  *rules.Record
	err  error
	line string // game, players, date
	res  string // result
}

// Replays lists the finished games kept in the store, newest first.
type Replays struct {
	app     App
	entries []replayEntry
	Rows    []ui.Button
	Back    ui.Button
	Open    ui.Button
	notice  string

	Scroll ui.Scroll
	head   ui.Rect
	// lines are each row's lines of text (its game and players, then its
	// result), wrapped to the row; hint is where the line about dropping
	// a file goes and the notice, under the list.
	lines [][2][]string
	hint  ui.Rect
}

// NewReplays reads the list of finished games.
func NewReplays(a App) *Replays {
	r := &Replays{app: a}
	if a.Store() == nil {
		return r
	}
	names, err := a.Store().List("games/")
	if err != nil {
		r.notice = lang.TrErr(err)
	}
	sort.Sort(sort.Reverse(sort.StringSlice(names)))
	for _, n := range names {
		e := replayEntry{name: n}
		data, err := a.Store().Read(n)
		if err == nil {
			e.rec, err = rules.DecodeRecord(data)
		}
		e.err = err
		if err != nil {
			e.line = strings.TrimPrefix(n, "games/")
			e.res = fmt.Sprintf(lang.T("cannot be read: %s"), lang.TrErr(err))
		} else {
			e.line, e.res = describeRecord(e.rec)
		}
		r.entries = append(r.entries, e)
	}
	return r
}

// describeRecord is a record's line in the list: game, players, date; and
// its result.
func describeRecord(rec *rules.Record) (string, string) {
	title := rec.Game
	if g, err := rules.Lookup(rec.Game); err == nil {
		title = g.Title
	}
	var names []string
	for _, s := range rec.Seats {
		names = append(names, lang.T(s.Name))
	}
	// No break within the date, nor between a rank, its name and score
	// (a phone's row broke "26 / Nov 2026" and "Blue / (19)").
	when := strings.ReplaceAll(time.UnixMilli(rec.Started).Local().Format(lang.T("2 Jan 2006 15:04")), " ", "\u00a0")
	line := fmt.Sprintf("%s · %s · %s", title, strings.Join(names, ", "), when)
	// The players' turns: chance's moves (deals, draws) are steps of the
	// replay, not turns anyone played.
	turns := play.RecordTurns(rec)
	res := fmt.Sprintf(lang.T("%d turns, not finished"), turns)
	if rec.Result != nil {
		var parts []string
		for rank := 1; rank <= len(rec.Seats); rank++ {
			for seat, r := range rec.Result.Ranks {
				if r == rank && seat < len(rec.Seats) {
					p := fmt.Sprintf("%s\u00a0%s", play.Ordinal(r), lang.T(rec.Seats[seat].Name))
					if len(rec.Result.Scores) > seat {
						p += fmt.Sprintf("\u00a0(%d)", rec.Result.Scores[seat])
					}
					parts = append(parts, p)
				}
			}
		}
		res = fmt.Sprintf(lang.T("%d turns · %s"), turns, strings.Join(parts, ", "))
	}
	return line, res
}

// Name implements Named.
func (r *Replays) Name() string { return "replays" }

// The list fills the screen between its heading and its buttons, and
// scrolls (a finger drags it, the wheel turns it). A row's words wrap on a
// narrow screen.
func (r *Replays) Layout() {
	head, barR, body := ui.MenuFrame(380)
	r.head = head
	r.Back = ui.Button{Label: "Back"}
	back, rest := barR.CutLeft(min(160, barR.W/2))
	back.Button(&r.Back)
	r.Open = ui.Button{Label: "Open file…", Disabled: !canShare}
	_, rest = rest.CutLeft(20)
	open, rest := rest.CutLeft(min(200, rest.W))
	open.Button(&r.Open)
	// The hint about dropping a file (where there is no Open file…) and
	// the notice: beside the buttons, or above them on a narrow screen.
	hintW := float32(sprites.TextWidth("Drop a replay file on the window to watch it.", 16, false))
	if r.notice != "" {
		hintW = max(hintW, float32(sprites.TextWidth(r.notice, 16, true)))
	}
	switch {
	case canShare && r.notice == "":
		r.hint = ui.Rect{}
	case !canShare && barR.W-back.W-20 >= hintW:
		r.hint = ui.Rect{X: back.Right() + 30, Y: barR.Y, W: barR.W - back.W - 30, H: barR.H}
	case canShare && rest.W-20 >= hintW:
		r.hint = ui.Rect{X: rest.X + 20, Y: barR.Y, W: rest.W - 20, H: barR.H}
	default:
		n := len(sprites.Wrap("Drop a replay file on the window to watch it.", 16, false, float64(body.W)))
		if r.notice != "" {
			n += len(sprites.Wrap(r.notice, 16, true, float64(body.W)))
		}
		r.hint, body = body.CutBottom(float32(n) * 20)
		_, body = body.CutBottom(8)
	}
	if !ui.Narrow() && !ui.LowScreen() {
		_, body = body.CutTop(10)
	}
	w := body.W - 14 // room for the scroll bar
	r.Rows, r.lines = r.Rows[:0], r.lines[:0]
	y := body.Y - r.Scroll.Off
	top := y
	for _, e := range r.entries {
		lines := [2][]string{sprites.Wrap(e.line, 19, true, float64(w-36)), sprites.Wrap(e.res, 16, false, float64(w-36))}
		h := max(54, 14+float32(len(lines[0]))*22+float32(len(lines[1]))*19)
		b := ui.Button{Disabled: e.err != nil, Name: e.line}
		ui.Rect{X: body.X, Y: y, W: w, H: h}.Button(&b)
		r.Rows, r.lines = append(r.Rows, b), append(r.lines, lines)
		y += h + 8
	}
	off := r.Scroll.Off
	r.Scroll.Set(body, y-top)
	if r.Scroll.Off != off {
		r.Layout()
	}
}

// Update implements Scene.
func (r *Replays) Update(in *ui.Input) {
	r.Layout()
	cin := r.Scroll.Input(in)
	in = &cin
	inView := r.Scroll.View.Contains(in.X, in.Y)
	for i := range r.Rows {
		if inView && r.Rows[i].Clicked(in) {
			v, err := NewViewer(r.app, r.entries[i].rec)
			if err != nil {
				r.notice = lang.TrErr(err)
				return
			}
			r.app.Switch(v)
			return
		}
	}
	switch {
	case r.Open.Clicked(in):
		chooseFile()
	case r.Back.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(r.app.Title())
	case r.Scroll.Wheel(in), r.Scroll.Keys(in):
	}
}

// Draw implements Scene.
func (r *Replays) Draw(dst *ebiten.Image) {
	r.Layout()
	ui.DrawSheet(dst)
	ui.DrawHeading(dst, "Replays", r.head)
	v := r.Scroll.View
	if len(r.entries) == 0 {
		for i, l := range sprites.Wrap("No finished games yet: every game you finish is kept here, to watch again.", 20, false, float64(v.W)) {
			sprites.Text(dst, l, 20, false, float64(v.X), float64(v.Y)+30+float64(i*26), sprites.InkSoft, sprites.Left)
		}
	}
	list := r.Scroll.Clip(dst)
	for i := range r.Rows {
		b := &r.Rows[i]
		if !r.Scroll.Visible(float32(b.Y), float32(b.H)) {
			continue
		}
		e := r.entries[i]
		b.Draw(list)
		clr := sprites.Ink
		if e.err != nil {
			clr = sprites.Bad
		}
		y := float32(b.Y) + 17
		for _, l := range r.lines[i][0] {
			if r.Scroll.Visible(y-9, 18) {
				sprites.Text(list, l, 19, true, float64(b.X+18), float64(y), clr, sprites.Left)
			}
			y += 22
		}
		for _, l := range r.lines[i][1] {
			if r.Scroll.Visible(y-8, 16) {
				sprites.Text(list, l, 16, false, float64(b.X+18), float64(y), sprites.InkSoft, sprites.Left)
			}
			y += 19
		}
	}
	r.Scroll.DrawMore(dst, sprites.Paper)
	r.Back.Draw(dst)
	if canShare {
		r.Open.Draw(dst)
	}
	// The notice and the hint about dropping a file.
	h := r.hint
	var lines []string
	bad := 0
	if r.notice != "" {
		lines = sprites.Wrap(r.notice, 16, true, float64(h.W))
		bad = len(lines)
	}
	if !canShare {
		lines = append(lines, sprites.Wrap("Drop a replay file on the window to watch it.", 16, false, float64(h.W))...)
	}
	y := h.CY() - float64(len(lines)-1)*10
	for i, l := range lines {
		if i < bad {
			sprites.Text(dst, l, 16, true, float64(h.X), y, sprites.Bad, sprites.Left)
		} else {
			sprites.Text(dst, l, 16, false, float64(h.X), y, sprites.InkSoft, sprites.Left)
		}
		y += 20
	}
}

// Resting: the screen's picture changes only through input (rest.go).
func (r *Replays) Resting() bool { return true }
