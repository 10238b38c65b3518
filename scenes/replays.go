package scenes

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
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
	app     *App
	entries []replayEntry
	first   int
	rows    []Button
	back    Button
	up, dn  Button
	open    Button
	notice  string
}

const replayRows = 9

// NewReplays reads the list of finished games.
func NewReplays(a *App) *Replays {
	r := &Replays{app: a}
	if a.store == nil {
		return r
	}
	names, err := a.store.List("games/")
	if err != nil {
		r.notice = TrErr(err)
	}
	sort.Sort(sort.Reverse(sort.StringSlice(names)))
	for _, n := range names {
		e := replayEntry{name: n}
		data, err := a.store.Read(n)
		if err == nil {
			e.rec, err = rules.DecodeRecord(data)
		}
		e.err = err
		if err != nil {
			e.line = strings.TrimPrefix(n, "games/")
			e.res = fmt.Sprintf(T("cannot be read: %s"), TrErr(err))
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
		names = append(names, T(s.Name))
	}
	when := time.UnixMilli(rec.Started).Local().Format(T("2 Jan 2006 15:04"))
	line := fmt.Sprintf("%s · %s · %s", title, strings.Join(names, ", "), when)
	res := fmt.Sprintf(T("%d moves, not finished"), len(rec.Moves))
	if rec.Result != nil {
		var parts []string
		for rank := 1; rank <= len(rec.Seats); rank++ {
			for seat, r := range rec.Result.Ranks {
				if r == rank && seat < len(rec.Seats) {
					p := fmt.Sprintf("%s %s", ordinal(r), T(rec.Seats[seat].Name))
					if len(rec.Result.Scores) > seat {
						p += fmt.Sprintf(" (%d)", rec.Result.Scores[seat])
					}
					parts = append(parts, p)
				}
			}
		}
		res = fmt.Sprintf(T("%d moves · %s"), len(rec.Moves), strings.Join(parts, ", "))
	}
	return line, res
}

// Name implements Named.
func (r *Replays) Name() string { return "replays" }

func (r *Replays) layout() {
	r.rows = r.rows[:0]
	for i := 0; i < replayRows && r.first+i < len(r.entries); i++ {
		r.rows = append(r.rows, Button{X: 80, Y: 140 + i*62, W: ScreenW - 160, H: 54, Disabled: r.entries[r.first+i].err != nil})
	}
	r.back = Button{Label: "Back", X: 80, Y: ScreenH - 96, W: 160, H: 48}
	r.open = Button{Label: "Open file…", X: 260, Y: ScreenH - 96, W: 200, H: 48, Disabled: !canShare}
	r.up = Button{Label: "▲", X: ScreenW - 200, Y: ScreenH - 96, W: 54, H: 48, Disabled: r.first == 0}
	r.dn = Button{Label: "▼", X: ScreenW - 134, Y: ScreenH - 96, W: 54, H: 48, Disabled: r.first+replayRows >= len(r.entries)}
}

// Update implements Scene.
func (r *Replays) Update(in *Input) {
	r.layout()
	for i := range r.rows {
		if r.rows[i].Clicked(in) {
			v, err := NewViewer(r.app, r.entries[r.first+i].rec)
			if err != nil {
				r.notice = TrErr(err)
				return
			}
			r.app.Switch(v)
			return
		}
	}
	switch {
	case r.open.Clicked(in):
		chooseFile()
	case r.back.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(NewTitle(r.app))
	case r.up.Clicked(in), in.Wheel > 0 && r.first > 0:
		r.first -= replayRows
		if r.first < 0 {
			r.first = 0
		}
	case r.dn.Clicked(in), in.Wheel < 0 && r.first+replayRows < len(r.entries):
		r.first += replayRows
	}
}

// Draw implements Scene.
func (r *Replays) Draw(dst *ebiten.Image) {
	r.layout()
	dst.Fill(sprites.Sky)
	Panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	sprites.Text(dst, "Replays", 36, true, 80, 80, sprites.Ink, sprites.Left)
	if len(r.entries) == 0 {
		sprites.Text(dst, "No finished games yet: every game you finish is kept here, to watch again.", 20, false, 80, 160, sprites.InkSoft, sprites.Left)
	}
	for i := range r.rows {
		b := &r.rows[i]
		e := r.entries[r.first+i]
		b.Draw(dst)
		clr := sprites.Ink
		if e.err != nil {
			clr = sprites.Bad
		}
		sprites.Text(dst, e.line, 19, true, float64(b.X+18), float64(b.Y+17), clr, sprites.Left)
		sprites.Text(dst, e.res, 16, false, float64(b.X+18), float64(b.Y+39), sprites.InkSoft, sprites.Left)
	}
	if r.notice != "" {
		sprites.Text(dst, r.notice, 16, true, 480, float64(ScreenH-72), sprites.Bad, sprites.Left)
	}
	r.back.Draw(dst)
	if canShare {
		r.open.Draw(dst)
	} else {
		sprites.Text(dst, "Drop a replay file on the window to watch it.", 16, false, 270, float64(ScreenH-72), sprites.InkSoft, sprites.Left)
	}
	if len(r.entries) > replayRows {
		r.up.Draw(dst)
		r.dn.Draw(dst)
	}
}
