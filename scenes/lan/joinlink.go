package lan

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// JoinLink is where a desktop player joins a LAN game: from the list of
// games announced on the LAN, or by typing the join link a host shows (its
// page address, or just HOST:PORT and the code).
type JoinLink struct {
	app     App
	Text    []rune
	problem string

	// finder hears the LAN's announcements (nil where it cannot: listErr
	// says why); found is what it heard, as buttons.
	finder  play.LANFinder
	listErr error
	found   []net.Found
	Rows    []ui.Button

	joinBtn, backBtn ui.Button
	// sc scrolls the panel's content on a screen too short for it; box is
	// the link's text box.
	sc  ui.Scroller
	box ui.Rect
}

// maxListed is how many announced games the list shows.
const maxListed = 4

// NewJoinLink makes the screen and starts listening for games on the LAN.
func NewJoinLink(a App) *JoinLink {
	j := &JoinLink{app: a}
	j.joinBtn = ui.Button{Label: "Join", Primary: true}
	j.backBtn = ui.Button{Label: "Back"}
	j.finder, j.listErr = a.Discover()
	return j
}

// Name implements Named.
func (j *JoinLink) Name() string { return "join-link" }

// Status implements the tests' status line.
func (j *JoinLink) Status() string {
	return fmt.Sprintf("link=%s;found=%d", string(j.Text), len(j.found))
}

// Update implements Scene.
func (j *JoinLink) Update(in *ui.Input) {
	j.listGames()
	// A phone types in the page's input over the text box (a tap there
	// opens its keyboard).
	text, changed, enter, escape, _ := ui.PageTyped()
	if changed {
		j.Text, j.problem = ui.Typed(text, maxAddress, false), ""
	}
	j.Layout(nil)
	j.sc.ShowField(j.box, string(j.Text), "url")
	in = j.sc.Input(in)
	if text, changed := typeAddress(j.Text, in); changed {
		j.Text, j.problem = text, ""
	}
	for i := range j.Rows {
		if j.Rows[i].Clicked(in) {
			g := j.found[i]
			j.leave(NewJoin(j.app, g.Link, g.Free == 0))
			return
		}
	}
	switch {
	case j.joinBtn.Clicked(in), in.Key(ebiten.KeyEnter), enter:
		link, err := net.TypedLink(string(j.Text))
		if err != nil {
			j.problem = err.Error()
			return
		}
		j.leave(NewJoin(j.app, link, false))
	case j.backBtn.Clicked(in), in.Key(ebiten.KeyEscape), escape:
		j.leave(j.app.Title())
	}
}

// listGames refreshes the list of announced games (a game not heard for a
// few seconds leaves it).
func (j *JoinLink) listGames() {
	// Announcements come once a second: looking a few times a second is
	// plenty.
	if j.finder == nil || (len(j.Rows) > 0 && j.app.Tick()%15 != 0) {
		return
	}
	j.found = j.finder.Games()
	if len(j.found) > maxListed {
		j.found = j.found[:maxListed]
	}
	j.Rows = j.Rows[:0]
	for range j.found {
		j.Rows = append(j.Rows, ui.Button{})
	}
}

// leave stops listening and opens next.
func (j *JoinLink) leave(next ui.Scene) {
	ui.PageFieldHide()
	if j.finder != nil {
		j.finder.Close()
		j.finder = nil
	}
	j.app.Switch(next)
}

// gameLine says what a listed game is, for its button.
func gameLine(g net.Found) string {
	title := g.Game
	if gm, err := rules.Lookup(g.Game); err == nil {
		title = lang.T(gm.Title)
	}
	host := g.Host
	if host == "" {
		host = hostOf(g.Link)
	}
	switch {
	case g.Started:
		return fmt.Sprintf(lang.T("%s · %s · playing (watch)"), title, host)
	case g.Free == 0:
		return fmt.Sprintf(lang.T("%s · %s · full (watch)"), title, host)
	}
	return fmt.Sprintf(lang.T("%s · %s · %d of %d seats free"), title, host, g.Free, g.Seats)
}

// Draw implements Scene.
func (j *JoinLink) Draw(dst *ebiten.Image) {
	ui.DrawNight(dst)
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x90})
	j.Layout(dst)
}

// The join link screen's panel and its parts in the wide arrangement.
const (
	joinLinkW = 660
	linkBoxW  = 580 // the list and the text box
)

// Layout places the screen's parts for the screen's size and, given dst,
// draws them (the panel's content scrolls on a screen too short for it).
func (j *JoinLink) Layout(dst *ebiten.Image) {
	pw := float32(joinLinkW)
	if ui.PanelSideBySide() {
		pw = ui.PanelSideW
	}
	ui.ScrollPanel(dst, pw, joinBtnW, &j.sc, j.content, &j.joinBtn, &j.backBtn)
}

// content lays out (and, given dst, draws) the panel's content down f:
// the games heard on the LAN, then the text box for a typed link.
func (j *JoinLink) content(f *ui.Flow, dst *ebiten.Image) {
	sc := &j.sc
	put := func(b ui.TextBlock) {
		if dst != nil {
			b.Draw(dst, sc)
		}
	}
	put(f.Text(lang.T("Join a game on the LAN"), ui.PanelTitleSize(), true, sprites.Ink, sprites.Center))
	f.Skip(20)
	// On a low wide screen the list stands left of the text box.
	list, typing := f, f
	if ui.PanelSideBySide() {
		f.Skip(-8)
		list, typing = f.Split((f.W-24)/2, 24)
		defer f.Join(list, typing)
	}
	j.listContent(list, dst, put)
	if !ui.PanelSideBySide() {
		f.Skip(24)
	}
	j.typingContent(typing, dst, put)
}

// listContent lays out (and, given dst, draws) the games heard on the LAN
// down f.
func (j *JoinLink) listContent(f *ui.Flow, dst *ebiten.Image, put func(ui.TextBlock)) {
	sc := &j.sc
	put(f.Text(lang.T("Games on this network"), 19, true, sprites.Ink, sprites.Center))
	f.Skip(12)
	w := min(f.W, linkBoxW)
	x := f.X + (f.W-w)/2
	switch {
	case j.listErr != nil:
		put(f.Text(lang.TrErr(j.listErr), 16, false, sprites.InkSoft, sprites.Center))
	case len(j.found) == 0:
		put(f.Text(lang.T("Looking for games… (a game hosted from the window appears here)"), 16, false, sprites.InkSoft, sprites.Center))
	}
	// A game's line on one row where it fits, else its title above the
	// rest.
	for i := range j.Rows {
		line := gameLine(j.found[i])
		title, rest, _ := strings.Cut(line, " · ")
		one := sprites.TextWidth(line, 20, true) <= float64(w)-24
		h := float32(ui.PanelRowH)
		if !one {
			h = 64
		}
		r := f.Take(h)
		r.X, r.W = x, w
		b := &j.Rows[i]
		b.Label = ""
		if one {
			b.Label = line
		}
		sc.Place(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H}, b)
		f.Skip(8)
		if dst == nil || b.X <= -10000 {
			continue
		}
		b.Draw(dst)
		if !one {
			sprites.Text(dst, ui.FitText(title, 18, true, float64(w)-24), 18, true, r.CX(), r.CY()-11, sprites.Ink, sprites.Center)
			sprites.Text(dst, ui.FitText(rest, 15, false, float64(w)-24), 15, false, r.CX(), r.CY()+12, sprites.InkSoft, sprites.Center)
		}
	}
}

// typingContent lays out (and, given dst, draws) the text box for a typed
// link down f.
func (j *JoinLink) typingContent(f *ui.Flow, dst *ebiten.Image, put func(ui.TextBlock)) {
	sc := &j.sc
	w := min(f.W, linkBoxW)
	x := f.X + (f.W-w)/2
	put(f.Text(lang.T("Or type the join link the host shows, for example 192.168.1.20:8467/?join=QKRWTF, and press Enter."), 17, false, sprites.InkSoft, sprites.Center))
	f.Skip(8)
	r := f.Take(ui.PanelBtnH)
	j.box = ui.Rect{X: x, Y: r.Y, W: w, H: r.H}
	if dst != nil && sc.ShowsY(r.CY()) {
		drawAddressBox(dst, j.box, string(j.Text), j.app.Tick())
	}
	if j.problem != "" {
		f.Skip(10)
		put(f.Text(lang.TrErr(errText(j.problem)), 15, false, sprites.Bad, sprites.Center))
	}
}

type errText string

func (e errText) Error() string { return string(e) }
