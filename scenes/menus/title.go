package menus

import (
	"fmt"
	"image/color"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
	"outback/sprites"
)

// Title is the first screen.
type Title struct {
	app      App
	newBtn   ui.Button
	contBtn  ui.Button
	replBtn  ui.Button
	setBtn   ui.Button
	rulesBtn ui.Button
	quitBtn  ui.Button
	// canQuit: a window can be closed from its title; a page is closed by
	// its browser, and a Quit there would be a button that never works.
	canQuit bool
	joinBtn ui.Button
	canJoin bool
	// onlineBtn opens Play online (a server's tables; a window only: a
	// page is served by the server, whose lobby it came from).
	onlineBtn ui.Button
	// lanBtn continues a LAN game this window was cut off from.
	lanBtn ui.Button
	// rejoin opens the join screen that finds that game again (nil: none).
	rejoin   func() ui.Scene
	lanTitle string // the game's title
	lanGen   int    // the language the button's label is in
	saved    *rules.Match
	about    string // what Continue resumes
	aboutGen int    // the language it is in (langGen)
	notice   string

	sized ui.Sized
	// Where the heading goes and its sizes; side: beside the buttons;
	// noteTop: the top of the notice and the saved game's line.
	head    ui.Rect
	look    titleLook
	side    bool
	noteTop float32
	noteW   float32
}

// NewTitle makes the title screen.
func NewTitle(a App) *Title {
	t := &Title{app: a}
	var err error
	if t.saved, err = a.SavedGame(); err != nil {
		t.notice = lang.TrErr(err)
	}
	if t.saved != nil {
		g := t.saved.Game()
		t.about, t.aboutGen = t.savedText(), lang.Gen
		t.contBtn = ui.Button{Label: fmt.Sprintf(lang.T("Continue %s"), g.Title), Primary: true}
	}
	t.newBtn = ui.Button{Label: "New game", Primary: t.saved == nil}
	t.replBtn = ui.Button{Label: "Replays"}
	t.rulesBtn = ui.Button{Label: "Rules"}
	t.setBtn = ui.Button{Label: "Settings"}
	t.quitBtn = ui.Button{Label: "Quit"}
	t.canQuit = runtime.GOOS != "js"
	// A page joins the host it came from by its link; the window types one.
	t.canJoin = runtime.GOOS != "js"
	t.joinBtn = ui.Button{Label: "Join a LAN game"}
	t.onlineBtn = ui.Button{Label: "Play online"}
	if m, rejoin := a.CutOffLANGame(); m != nil && t.canJoin {
		t.rejoin, t.lanTitle, t.lanGen = rejoin, m.Game().Title, lang.Gen
		t.lanBtn = ui.Button{Label: fmt.Sprintf(lang.T("Continue the LAN game of %s"), t.lanTitle)}
	}
	t.layout()
	return t
}

// The title's parts: the name and its two lines (the heading), the notice,
// the line about the saved game and the column of buttons. On a screen
// tall enough they stand in one column in the middle; on a low one (a
// phone held sideways) the heading stands left of the buttons.

// titleLook is the heading's sizes, for the room it has.
type titleLook struct {
	name, games, tag int // text sizes
	h                float32
}

func newTitleLook(w float32) titleLook {
	l := titleLook{name: 96, games: 26, tag: 20}
	if fit := int((w - 24) / 5.1); fit < l.name {
		l.name = max(48, fit) // "OUTBACK" is about five times its size wide
	}
	for l.games > 15 && sprites.TextWidth("Billabong  ·  Down Under  ·  Outback Crossing", l.games, false) > float64(w-16) {
		l.games--
	}
	for l.tag > 14 && sprites.TextWidth("three games from the Australian bush", l.tag, false) > float64(w-16) {
		l.tag--
	}
	l.h = float32(l.name) + float32(l.games)*1.9 + float32(l.tag)*1.9
	return l
}

// titleRows are the rows of buttons, top to bottom.
func (t *Title) titleRows() [][]*ui.Button {
	var rows [][]*ui.Button
	if t.saved != nil {
		rows = append(rows, []*ui.Button{&t.contBtn})
	}
	rows = append(rows, []*ui.Button{&t.newBtn}, []*ui.Button{&t.replBtn, &t.rulesBtn})
	if t.canQuit {
		rows = append(rows, []*ui.Button{&t.setBtn, &t.quitBtn})
	} else {
		rows = append(rows, []*ui.Button{&t.setBtn})
	}
	if t.canJoin {
		rows = append(rows, []*ui.Button{&t.joinBtn}, []*ui.Button{&t.onlineBtn})
	}
	if t.rejoin != nil {
		rows = append(rows, []*ui.Button{&t.lanBtn})
	}
	return rows
}

// titleColumn is the height of the buttons' column (with the line about
// the saved game and the notice) when low is set (tight gaps) or not.
func (t *Title) titleColumn(w float32, low bool) float32 {
	h := float32(0)
	for i, row := range t.titleRows() {
		bh, gap := t.rowSize(row, low)
		h += bh
		if i > 0 {
			h += gap
		}
	}
	return h + t.aboveButtons(w)
}

// rowSize is a row's height and the gap above it.
func (t *Title) rowSize(row []*ui.Button, low bool) (h, gap float32) {
	big := row[0] == &t.contBtn || row[0] == &t.newBtn
	switch {
	case low && big:
		return 50, 10
	case low:
		return 44, 8
	case big:
		return 56, 16
	}
	return 48, 12
}

// aboveButtons is the room the notice and the saved game's line take
// above the buttons.
func (t *Title) aboveButtons(w float32) float32 {
	h := float32(0)
	if t.notice != "" {
		h += float32(len(sprites.Wrap(t.notice, 16, false, float64(min(700, w-24)))))*20 + 8
	}
	t.noteW = min(700, w-24)
	if t.saved != nil {
		h += 26
	}
	return h
}

// layout places the heading and the buttons for the screen's size.
func (t *Title) layout() {
	scr := ui.ScreenRect()
	colW := min(float32(320), scr.W-32)
	look := newTitleLook(scr.W)
	gap := float32(28)
	t.side = false
	colH := t.titleColumn(scr.W, false)
	if look.h+gap+colH > scr.H-40 {
		colH = t.titleColumn(scr.W, true)
		if look.h+16+colH > scr.H-24 && scr.W >= 600 {
			t.side = true // a low screen: the heading left, the buttons right
		}
		gap = 16
	}
	var col ui.Rect
	if t.side {
		left, right := scr.CutLeft(scr.W / 2)
		look = newTitleLook(left.W)
		t.head = left.Centered(left.W, look.h)
		colH = t.titleColumn(right.W, true)
		col = right.Centered(colW, colH)
	} else {
		block := scr.Centered(scr.W, min(scr.H, look.h+gap+colH))
		// A little above the middle, as a picture's subject stands.
		block.Y = max(12, block.Y-min(block.Y/3, 40))
		t.head, block = block.CutTop(look.h)
		_, block = block.CutTop(gap)
		col = block.Centered(colW, colH)
		col.Y = block.Y
	}
	t.look = look
	t.noteTop = col.Y
	_, col = col.CutTop(t.aboveButtons(scr.W))
	low := t.side || gap < 28
	for i, row := range t.titleRows() {
		h, g := t.rowSize(row, low)
		if i > 0 {
			_, col = col.CutTop(g)
		}
		var r ui.Rect
		r, col = col.CutTop(h)
		if row[0] == &t.lanBtn {
			r = r.Centered(min(r.W+80, scr.W-32), r.H) // its label is long
			r.Y = col.Y - h
		}
		for k, c := range r.Columns(len(row), 10) {
			c.Button(row[k])
		}
	}
}

// Name implements Named.
func (t *Title) Name() string { return "title" }

// Update implements Scene.
func (t *Title) Update(in *ui.Input) {
	if t.saved != nil && t.aboutGen != lang.Gen {
		t.about, t.aboutGen = t.savedText(), lang.Gen // the language changed
		t.contBtn.Label = fmt.Sprintf(lang.T("Continue %s"), t.saved.Game().Title)
	}
	if t.rejoin != nil && t.lanGen != lang.Gen {
		t.lanBtn.Label, t.lanGen = fmt.Sprintf(lang.T("Continue the LAN game of %s"), t.lanTitle), lang.Gen
	}
	if t.sized.Stale() {
		t.layout()
	}
	if t.saved != nil && (t.contBtn.Clicked(in) || in.Key(ebiten.KeyC)) {
		if sc, err := t.app.OpenPlay(t.saved); err == nil {
			t.app.Switch(sc)
		} else {
			t.notice = lang.TrErr(err)
		}
		return
	}
	switch {
	case t.newBtn.Clicked(in), in.Key(ebiten.KeyN), in.Key(ebiten.KeyEnter) && t.saved == nil:
		t.app.Switch(NewNewGame(t.app, ""))
	case t.replBtn.Clicked(in), in.Key(ebiten.KeyR):
		t.app.Switch(replay.NewReplays(t.app))
	case t.rulesBtn.Clicked(in):
		game := "" // the first page, or the game Continue goes back to
		if t.saved != nil {
			game = t.saved.Setup().Game
		}
		t.app.Switch(NewRulesScreen(t.app, game, t))
	case t.setBtn.Clicked(in), in.Key(ebiten.KeyS):
		t.app.Switch(NewSettingsScreen(t.app, t))
	case t.canQuit && (t.quitBtn.Clicked(in) || in.Key(ebiten.KeyQ)):
		t.app.Quit()
	case t.canJoin && (t.joinBtn.Clicked(in) || in.Key(ebiten.KeyJ)):
		t.app.Switch(lan.NewJoinLink(t.app))
	case t.canJoin && (t.onlineBtn.Clicked(in) || in.Key(ebiten.KeyO)):
		t.app.Switch(lan.NewOnline(t.app))
	case t.rejoin != nil && (t.lanBtn.Clicked(in) || in.Key(ebiten.KeyL)):
		t.app.Switch(t.rejoin())
	}
}

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image) {
	if t.sized.Stale() {
		t.layout()
	}
	ui.DrawNight(dst)
	l, h := t.look, t.head
	cx := h.CX()
	nameY := float64(h.Y) + float64(l.name)/2
	gamesY := nameY + float64(l.name)/2 + float64(l.games)*1.1
	tagY := gamesY + float64(l.games)*0.7 + float64(l.tag)*1.2
	sprites.Text(dst, "OUTBACK", l.name, true, cx+3, nameY+3, color.RGBA{0, 0, 0, 120}, sprites.Center)
	sprites.Text(dst, "OUTBACK", l.name, true, cx, nameY, sprites.Paper, sprites.Center)
	sprites.Text(dst, "Billabong  ·  Down Under  ·  Outback Crossing", l.games, false, cx, gamesY, sprites.SandA, sprites.Center)
	sprites.Text(dst, "three games from the Australian bush", l.tag, false, cx, tagY, color.RGBA{0xc8, 0xb8, 0x98, 0xff}, sprites.Center)
	colX := float64(t.newBtn.X + t.newBtn.W/2)
	y := float64(t.noteTop)
	if t.notice != "" {
		for _, line := range sprites.Wrap(t.notice, 16, false, float64(t.noteW)) {
			sprites.Text(dst, line, 16, false, colX, y+10, color.RGBA{0xff, 0xb4, 0xa8, 0xff}, sprites.Center)
			y += 20
		}
		y += 8
	}
	if t.saved != nil {
		t.contBtn.Draw(dst)
		sprites.Text(dst, t.about, 16, false, colX, float64(t.contBtn.Y-14), sprites.SandA, sprites.Center)
	}
	t.newBtn.Draw(dst)
	t.replBtn.Draw(dst)
	t.rulesBtn.Draw(dst)
	t.setBtn.Draw(dst)
	if t.canQuit {
		t.quitBtn.Draw(dst)
	}
	if t.canJoin {
		t.joinBtn.Draw(dst)
		t.onlineBtn.Draw(dst)
	}
	if t.rejoin != nil {
		t.lanBtn.Draw(dst)
	}
}

// savedText describes the game Continue resumes.
func (t *Title) savedText() string { return savedSummary(t.saved) }

// savedSummary names a saved game's players and the turn it is at.
func savedSummary(m *rules.Match) string {
	var names []string
	for _, s := range m.Setup().Seats {
		names = append(names, lang.T(s.Name))
	}
	// By the players' turns: a game of Outback Crossing nobody has moved
	// in yet was at "move 8" (chance's seven moves of the set-up).
	return fmt.Sprintf(lang.T("%s · turn %d"), strings.Join(names, ", "), play.TurnNow(m))
}

// Resting: the title rests once its night sky is drawn (rest.go).
func (t *Title) Resting() bool { return !ui.NightToCome() }

// TitleWithNotice is the title screen with a message on it.
func TitleWithNotice(a App, msg string) *Title {
	t := NewTitle(a)
	t.notice = msg
	return t
}

// HasSaved reports whether the title offers an unfinished game.
func (t *Title) HasSaved() bool { return t.saved != nil }

// Notice is the title's notice line.
func (t *Title) Notice() string { return t.notice }

// SetNotice puts msg on the title's notice line.
func (t *Title) SetNotice(msg string) { t.notice = msg }
