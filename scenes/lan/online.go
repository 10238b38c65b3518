//go:build !js

package lan

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/net"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/ui"
)

// Online is the window's way to an Outback server (outback-cli serve):
// the server's address (remembered), the tables this player sits at (My
// games, with whose turn it is), the public tables with a free seat and
// the games to watch, and a table of one's own to start — what the
// server's page offers in a browser. Every table opens in the join screen
// by its link, as a LAN game does. (online_draw.go lays it out.)
type Online struct {
	app     App
	Addr    []rune
	base    string // the server looked at ("" none yet)
	problem string
	loading bool
	results chan onlineResult

	Rows []onlineRow

	// The table to start: the game, its players, each other seat's kind
	// (0 a person, then the computer levels), public or not.
	games                          []*rules.Game
	game, players                  int
	kinds                          []int
	public                         bool
	GameBtn, PlayersBtn, PublicBtn ui.Button
	SeatBtns                       []ui.Button

	// Created is the link of the table just started (its share view).
	Created string
	qr      *ebiten.Image

	StartBtn, BackBtn ui.Button
	sc                ui.Scroller
	box               ui.Rect
}

// onlineRow is a table in a list, as a button.
type onlineRow struct {
	Section     string // mineRows, openRows, watchRows
	Line, Sub   string
	Link        string
	Watch, Turn bool
	Btn         ui.Button
}

type onlineResult struct {
	base string
	rows []onlineRow
	link string // a table created
	err  error
}

// The lists' sections.
const (
	mineRows  = "mine"
	openRows  = "open"
	watchRows = "watch"
)

// onlineWait is how long the screen waits for the server.
const onlineWait = 10 * time.Second

// NewOnline opens the screen on the server this window used last.
func NewOnline(a App) ui.Scene {
	o := &Online{app: a, games: rules.Games(), players: 2, public: true}
	o.StartBtn = ui.Button{Label: "Start a table", Primary: true}
	o.BackBtn = ui.Button{Label: "Back"}
	o.fitSeats()
	if addr := a.ServerAddr(); addr != "" {
		o.Addr = []rune(addr)
		o.look()
	}
	return o
}

// Name implements Named.
func (o *Online) Name() string { return "online" }

// Status implements the tests' status line.
func (o *Online) Status() string {
	var rows []string
	for _, r := range o.Rows {
		rows = append(rows, r.Section+":"+r.Line)
	}
	return fmt.Sprintf("online=%s;loading=%v;rows=%s;created=%s;problem=%s", o.base, o.loading, strings.Join(rows, "|"), o.Created, o.problem)
}

// fitSeats keeps the players within the game's and a kind for each seat
// but this player's.
func (o *Online) fitSeats() {
	g := o.games[o.game]
	o.players = min(max(o.players, g.MinPlayers), g.MaxPlayers)
	for len(o.kinds) < o.players-1 {
		o.kinds = append(o.kinds, 0)
	}
	o.kinds = o.kinds[:o.players-1]
	o.SeatBtns = make([]ui.Button, len(o.kinds))
}

// seats are the table's seats as the API names them: this player's, then
// the others'.
func (o *Online) seats() []string {
	out := []string{net.LANSeat}
	for _, k := range o.kinds {
		if k == 0 {
			out = append(out, net.LANSeat)
		} else {
			out = append(out, ai.Levels[k-1].Name)
		}
	}
	return out
}

// look asks the server typed for its tables and this player's, in the
// background.
func (o *Online) look() {
	base, err := net.ServerAddress(string(o.Addr))
	if err != nil {
		o.problem = err.Error()
		return
	}
	o.problem, o.loading = "", true
	o.results = make(chan onlineResult, 1)
	seats := o.app.KeptSeats()
	go func(out chan onlineResult) {
		ctx, cancel := context.WithTimeout(context.Background(), onlineWait)
		defer cancel()
		out <- fetchOnline(ctx, base, seats)
	}(o.results)
}

// start creates the table in the background.
func (o *Online) start() {
	if o.base == "" {
		o.look()
		return
	}
	req := net.TableRequest{Game: o.games[o.game].Name, Seats: o.seats(), Public: o.public}
	base := o.base
	o.problem, o.loading = "", true
	o.results = make(chan onlineResult, 1)
	go func(out chan onlineResult) {
		ctx, cancel := context.WithTimeout(context.Background(), onlineWait)
		defer cancel()
		link, err := net.CreateTable(ctx, base, req)
		out <- onlineResult{base: base, link: link, err: err}
	}(o.results)
}

// fetchOnline reads the server's lists and this player's tables there.
func fetchOnline(ctx context.Context, base string, seats []KeptSeat) onlineResult {
	lists, err := net.ListTables(ctx, base)
	if err != nil {
		return onlineResult{err: err}
	}
	res := onlineResult{base: base}
	for _, s := range seats {
		if !strings.HasPrefix(s.Link, base+"/") {
			continue
		}
		t, err := net.GetTable(ctx, base, s.Code)
		if err != nil {
			continue // gone (expired long ago, or another server's data)
		}
		res.rows = append(res.rows, mineRow(t, s.Seat))
	}
	for _, t := range lists.Open {
		res.rows = append(res.rows, onlineRow{Section: openRows, Line: tableLine(t), Sub: freeLine(t), Link: t.Link})
	}
	for _, t := range lists.Watch {
		res.rows = append(res.rows, onlineRow{Section: watchRows, Line: tableLine(t), Sub: fmt.Sprintf(lang.T("%d moves"), t.Moves), Link: t.Link, Watch: true})
	}
	return res
}

// tableLine names a table: its game and its seats.
func tableLine(t net.TableInfo) string {
	var names []string
	for _, s := range t.Seats {
		if s.Taken {
			names = append(names, s.Name)
		} else {
			names = append(names, lang.T("a free seat"))
		}
	}
	return t.Title + " · " + strings.Join(names, ", ")
}

func freeLine(t net.TableInfo) string {
	if t.Free == 1 {
		return lang.T("1 free seat")
	}
	return fmt.Sprintf(lang.T("%d free seats"), t.Free)
}

// mineRow is a table this player sits at (seat counted from 0): whose
// turn it is, or how it ended.
func mineRow(t net.TableInfo, seat int) onlineRow {
	r := onlineRow{Section: mineRows, Line: tableLine(t), Link: t.Link}
	switch {
	case t.Over:
		var won []string
		for i, rank := range t.Ranks {
			if rank == 1 && i < len(t.Seats) {
				won = append(won, t.Seats[i].Name)
			}
		}
		r.Sub = lang.T("over")
		if len(won) > 0 {
			r.Sub = fmt.Sprintf(lang.T("over: %s won"), strings.Join(won, lang.T(" and ")))
		}
	case !t.Started:
		r.Sub = fmt.Sprintf(lang.T("waiting for %d more"), t.Free)
	case t.ToMove == seat+1:
		r.Sub, r.Turn = lang.T("your turn"), true
	case t.ToMove > 0 && t.ToMove <= len(t.Seats):
		r.Sub = fmt.Sprintf(lang.T("%s to move"), t.Seats[t.ToMove-1].Name)
	}
	return r
}

// Update implements Scene.
func (o *Online) Update(in *ui.Input) {
	o.poll()
	text, changed, enter, escape, _ := ui.PageTyped()
	if changed {
		o.Addr, o.problem = ui.Typed(text, maxAddress, false), ""
	}
	o.Layout(nil)
	in = o.sc.Input(in)
	if o.Created == "" {
		if text, changed := typeAddress(o.Addr, in); changed {
			o.Addr, o.problem = text, ""
		}
	}
	switch {
	case o.BackBtn.Clicked(in), in.Key(ebiten.KeyEscape), escape:
		if o.Created != "" {
			o.Created, o.qr = "", nil // back to the lists
			o.look()
			return
		}
		o.leave(o.app.Title())
		return
	case o.Created != "" && (o.StartBtn.Clicked(in) || in.Key(ebiten.KeyEnter) || enter):
		o.leave(NewJoin(o.app, o.Created, false))
		return
	case o.Created != "":
		return
	case in.Key(ebiten.KeyEnter), enter:
		o.look()
		return
	case o.StartBtn.Clicked(in):
		o.start()
		return
	}
	for i := range o.Rows {
		if o.Rows[i].Btn.Clicked(in) {
			o.leave(NewJoin(o.app, o.Rows[i].Link, o.Rows[i].Watch))
			return
		}
	}
	levels := len(ai.Levels) + 1
	switch {
	case o.GameBtn.Clicked(in):
		o.game = (o.game + 1) % len(o.games)
		o.fitSeats()
	case o.PlayersBtn.Clicked(in):
		g := o.games[o.game]
		o.players++
		if o.players > g.MaxPlayers {
			o.players = g.MinPlayers
		}
		o.fitSeats()
	case o.PublicBtn.Clicked(in):
		o.public = !o.public
	}
	for i := range o.SeatBtns {
		if o.SeatBtns[i].Clicked(in) {
			o.kinds[i] = (o.kinds[i] + 1) % levels
		}
	}
	// The lists are kept fresh while the screen is open.
	if o.base != "" && !o.loading && o.app.Tick()%(10*60) == 0 {
		o.look()
	}
}

// poll takes the background work's answer, if it has come.
func (o *Online) poll() {
	if o.results == nil {
		return
	}
	select {
	case r := <-o.results:
		o.results, o.loading = nil, false
		switch {
		case r.err != nil:
			o.problem = r.err.Error()
		case r.link != "":
			o.Created = r.link
			o.qr = QRImage(QRCode(r.link))
		default:
			o.base, o.Rows = r.base, r.rows
			o.app.SetServerAddr(string(o.Addr))
		}
	default:
	}
}

// leave opens next.
func (o *Online) leave(next ui.Scene) {
	ui.PageFieldHide()
	o.app.Switch(next)
}
