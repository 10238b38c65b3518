package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	"outback/rules"
	"outback/sprites"
)

// JoinLink is where a desktop player joins a LAN game: from the list of
// games announced on the LAN, or by typing the join link a host shows (its
// page address, or just HOST:PORT and the code).
type JoinLink struct {
	app     *App
	text    []rune
	problem string

	// finder hears the LAN's announcements (nil where it cannot: listErr
	// says why); found is what it heard, as buttons.
	finder  lanFinder
	listErr error
	found   []net.Found
	rows    []Button

	joinBtn, backBtn Button
}

// maxListed is how many announced games the list shows.
const maxListed = 4

// NewJoinLink makes the screen and starts listening for games on the LAN.
func NewJoinLink(a *App) *JoinLink {
	j := &JoinLink{app: a}
	x := ScreenW/2 - 170
	j.joinBtn = Button{Label: "Join", X: x, Y: 606, W: 340, H: 52, Primary: true}
	j.backBtn = Button{Label: "Back", X: x, Y: 668, W: 340, H: 52}
	j.finder, j.listErr = discover(a)
	return j
}

// Name implements Named.
func (j *JoinLink) Name() string { return "join-link" }

// Status implements the tests' status line.
func (j *JoinLink) Status() string {
	return fmt.Sprintf("link=%s;found=%d", string(j.text), len(j.found))
}

// Update implements Scene.
func (j *JoinLink) Update(in *Input) {
	j.listGames()
	for _, r := range in.Chars {
		if len(j.text) < 120 && r > ' ' {
			j.text = append(j.text, r)
			j.problem = ""
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(j.text) > 0 {
		j.text = j.text[:len(j.text)-1]
	}
	for i := range j.rows {
		if j.rows[i].Clicked(in) {
			g := j.found[i]
			j.leave(newJoin(j.app, g.Link, g.Free == 0))
			return
		}
	}
	switch {
	case j.joinBtn.Clicked(in), in.Key(ebiten.KeyEnter):
		link, err := net.TypedLink(string(j.text))
		if err != nil {
			j.problem = err.Error()
			return
		}
		j.leave(newJoin(j.app, link, false))
	case j.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		j.leave(NewTitle(j.app))
	}
}

// listGames refreshes the list of announced games (a game not heard for a
// few seconds leaves it).
func (j *JoinLink) listGames() {
	// Announcements come once a second: looking a few times a second is
	// plenty.
	if j.finder == nil || (len(j.rows) > 0 && j.app.Tick()%15 != 0) {
		return
	}
	j.found = j.finder.Games()
	if len(j.found) > maxListed {
		j.found = j.found[:maxListed]
	}
	j.rows = j.rows[:0]
	for i := range j.found {
		j.rows = append(j.rows, Button{Label: gameLine(j.found[i]), X: ScreenW/2 - 290, Y: 262 + i*54, W: 580, H: 46})
	}
}

// leave stops listening and opens next.
func (j *JoinLink) leave(next Scene) {
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
		title = T(gm.Title)
	}
	host := g.Host
	if host == "" {
		host = hostOf(g.Link)
	}
	switch {
	case g.Started:
		return fmt.Sprintf(T("%s · %s · playing (watch)"), title, host)
	case g.Free == 0:
		return fmt.Sprintf(T("%s · %s · full (watch)"), title, host)
	}
	return fmt.Sprintf(T("%s · %s · %d of %d seats free"), title, host, g.Free, g.Seats)
}

// Draw implements Scene.
func (j *JoinLink) Draw(dst *ebiten.Image) {
	drawNight(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0x90})
	Panel(dst, ScreenW/2-330, 110, 660, 630)
	sprites.Text(dst, T("Join a game on the LAN"), 30, true, ScreenW/2, 150, sprites.Ink, sprites.Center)
	sprites.Text(dst, T("Games on this network"), 19, true, ScreenW/2, 206, sprites.Ink, sprites.Center)
	switch {
	case j.listErr != nil:
		j.drawWrapped(dst, TrErr(j.listErr), 16, 240, sprites.InkSoft)
	case len(j.found) == 0:
		sprites.Text(dst, T("Looking for games… (a game hosted from the window appears here)"), 16, false, ScreenW/2, 240, sprites.InkSoft, sprites.Center)
	}
	for i := range j.rows {
		j.rows[i].Draw(dst)
	}
	y := j.drawWrapped(dst, T("Or type the join link the host shows, for example 192.168.1.20:8467/?join=QKRWTF, and press Enter."), 17, 486, sprites.InkSoft)
	box := float32(ScreenW/2 - 290)
	top := float32(y + 4)
	sprites.RoundRect(dst, box, top, 580, 48, 8, sprites.Paper)
	sprites.RoundRectLine(dst, box, top, 580, 48, 8, 2, sprites.Ink)
	shown := string(j.text)
	if (j.app.Tick()/30)%2 == 0 {
		shown += "|"
	}
	sprites.Text(dst, shown, 20, false, float64(box)+16, float64(top)+24, sprites.Ink, sprites.Left)
	if j.problem != "" {
		j.drawWrapped(dst, TrErr(errText(j.problem)), 15, float64(top)+66, sprites.Bad)
	}
	j.joinBtn.Draw(dst)
	j.backBtn.Draw(dst)
}

// drawWrapped draws s centred in the panel's width from y and returns the
// y below it.
func (j *JoinLink) drawWrapped(dst *ebiten.Image, s string, size int, y float64, c color.RGBA) float64 {
	for _, w := range sprites.Wrap(s, size, false, 580) {
		sprites.Text(dst, w, size, false, ScreenW/2, y, c, sprites.Center)
		y += float64(size) + 7
	}
	return y
}

type errText string

func (e errText) Error() string { return string(e) }
