package menus

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// Pause is the menu over a game in progress: resume, restart, rules,
// settings, quit to the title screen. Esc resumes.
type Pause struct {
	app   App
	under ui.Scene
	pc    *play.Play
	btns  []ui.Button
	// standIn is the seat each button lets the computer play for (the
	// hosting window, for players who lost their connection), -1 for the
	// menu's own buttons.
	standIn []int
	lan     bool // a LAN game: it goes on for the others meanwhile

	sized ui.Sized
	// panel is the menu's panel.
	panel ui.Rect
	// pic is the game under the menu as last drawn, for this size of
	// screen and language (a picture: the game under the menu is not
	// updated while it is open).
	pic        *ebiten.Image
	picW, picH int
	picK       float64
	picLang    int
	tick       int // the tick of the last Update
}

var pauseLabels = []string{"Resume", "Restart", "Rules", "Settings", "Quit to title"}

// hostItLabel is the menu's way on when a LAN game's host has gone away.
const hostItLabel = "Host this game"

// hostingLabel opens the hosting window's panel: link, code, QR, who is
// away.
const hostingLabel = "Link and join code"

// NewPause opens the menu over scene under, whose core is pc. A replay
// and a LAN game have nothing to restart: their menu leaves Restart out.
// The window that hosts a LAN game can let the computer play for a player
// who lost their connection.
func NewPause(a App, under ui.Scene, pc *play.Play) *Pause {
	lan := a.LAN().Game != nil && a.LAN().Game.Match == pc.Match
	p := &Pause{app: a, under: under, pc: pc, lan: lan}
	add := func(label string, seat int) {
		p.btns = append(p.btns, ui.Button{Label: label, Primary: len(p.btns) == 0})
		p.standIn = append(p.standIn, seat)
	}
	for _, l := range pauseLabels {
		if l == "Restart" && (pc.Replay != nil || lan) {
			continue
		}
		add(l, -1)
	}
	if lan && a.LAN().Hosted != nil {
		for _, s := range pc.LANAway {
			add(fmt.Sprintf(lang.T("Computer plays for %s"), pc.SeatName(s)), s)
		}
	}
	if lan && a.LAN().Hosted != nil {
		add(hostingLabel, -1)
	}
	if lan && play.CanHost && a.LAN().Game.HostGone() {
		add(hostItLabel, -1)
	}
	p.layout()
	return p
}

// layout places the panel and its buttons in the middle of the screen: one
// column of buttons, roomy where the screen is high enough; two columns on
// a screen too low for one (a phone held sideways).
func (p *Pause) layout() {
	_, note := p.heading()
	scr := ui.ScreenRect().Inset(8)
	w := float32(280)
	pw := float32(380)
	if slices.ContainsFunc(p.standIn, func(s int) bool { return s >= 0 }) {
		w, pw = 380, 440 // "Computer plays for …" is longer
	}
	headH := float32(90)
	if note != "" && ui.Compact() {
		headH = 100
	}
	n := len(p.btns)
	pitch, bh := float32(64), float32(50)
	cols := 1
	if headH+float32(n)*pitch+50 > scr.H {
		pitch, bh, headH = 52, 44, headH-14
		if headH+float32(n)*pitch+12 > scr.H && scr.W >= 2*pw {
			cols = 2
		}
	}
	rows := (n + cols - 1) / cols
	// Below the buttons the panel keeps the room it always had on a
	// desktop, less on a low screen.
	margin := float32(64)
	if pitch < 64 {
		margin = 20
	}
	ph := headH + float32(rows-1)*pitch + bh + margin
	pw = min(pw*float32(cols)-float32(cols-1)*60, scr.W)
	w = min(w, pw-32)
	p.panel = scr.Centered(pw, ph)
	if pitch == 64 {
		p.panel.Y = max(scr.Y, p.panel.Y-10)
	}
	_, body := p.panel.CutTop(headH)
	for i := range p.btns {
		c, r := i/rows, i%rows
		x := p.panel.X + (p.panel.W/float32(cols))*(float32(c)+0.5) - w/2
		ui.Rect{X: x, Y: body.Y + float32(r)*pitch, W: w, H: bh}.Button(&p.btns[i])
	}
}

// Name implements Named.
func (p *Pause) Name() string { return "pause" }

// Update implements Scene.
func (p *Pause) Update(in *ui.Input) {
	if p.sized.Stale() {
		p.layout()
	}
	if t := p.app.Tick(); t != p.tick+1 && p.pic != nil {
		// Back from the rules or the settings: the game is drawn anew
		// (its language or colours may have changed).
		p.pic.Deallocate()
		p.pic = nil
	}
	p.tick = p.app.Tick()
	p.snapshot()
	choice := ""
	for i := range p.btns {
		if !p.btns[i].Clicked(in) {
			continue
		}
		if s := p.standIn[i]; s >= 0 && p.app.LAN().Hosted != nil {
			if err := p.app.LAN().Hosted.GiveToComputer(s, ai.DefaultLevel); err != nil {
				p.pc.Say(true, "%v", err)
			}
			choice = "Resume"
		} else {
			choice = p.btns[i].Label
		}
	}
	if in.Key(ebiten.KeyEscape) {
		choice = "Resume"
	}
	switch choice {
	case "Resume":
		// The colours may have changed in the settings.
		for i := range p.pc.Looks {
			p.pc.Looks[i] = p.app.Settings().Palette().Players[i]
		}
		p.app.SwitchNow(p.under)
	case "Restart":
		setup := p.pc.Match.Setup()
		setup.Seed = uint64(p.app.Now())
		m, err := rules.NewMatch(setup, p.app.Now())
		if err == nil {
			var sc ui.Scene
			if sc, err = p.app.OpenPlay(m); err == nil {
				p.app.Switch(sc)
			}
		}
	case "Rules":
		p.app.Switch(NewRulesScreen(p.app, p.pc.Match.Setup().Game, p))
	case "Settings":
		p.app.Switch(NewSettingsScreen(p.app, p))
	case "Quit to title":
		p.app.Switch(NewTitle(p.app))
	case hostingLabel:
		p.pc.HostPanel.Open = true
		p.app.SwitchNow(p.under)
	case hostItLabel:
		sc, err := p.app.CarryOn(p.pc)
		if err != nil {
			p.pc.Say(true, "%v", err)
			p.app.SwitchNow(p.under)
			return
		}
		p.app.Switch(sc)
	}
}

// The game under the menu is drawn once into a picture (and again when
// the screen's size or the language changes), in Update: the menu over it
// is laid out, and its text checked, as a screen of its own.

// picFits reports whether the picture is of the screen as it is.
func (p *Pause) picFits() bool {
	return p.pic != nil && p.picW == ui.ViewW && p.picH == ui.ViewH && p.picK == sprites.Scale() && p.picLang == lang.Gen
}

// snapshot draws the game under the menu into the picture, when there is
// none yet for this size of screen and language.
func (p *Pause) snapshot() {
	if p.picFits() {
		return
	}
	if p.pic != nil {
		p.pic.Deallocate()
	}
	p.picW, p.picH, p.picK, p.picLang = ui.ViewW, ui.ViewH, sprites.Scale(), lang.Gen
	p.pic = sprites.NewCanvas(ui.ViewW, ui.ViewH) // drawn into: off the atlas
	p.drawUnder(p.pic)
}

// drawUnder draws the game under the menu.
func (p *Pause) drawUnder(dst *ebiten.Image) {
	p.pc.FollowLanguage() // the language may have changed in the settings
	p.under.Draw(dst)
}

// Draw implements Scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	if p.sized.Stale() {
		p.layout()
	}
	if p.picFits() {
		sprites.DrawImage(dst, p.pic, &ebiten.DrawImageOptions{})
	} else {
		p.drawUnder(dst) // the screen changed since the last tick
	}
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0xa0})
	r := p.panel
	ui.Panel(dst, r.X, r.Y, r.W, r.H)
	cx := r.CX()
	title, note := p.heading()
	if note == "" {
		sprites.Text(dst, title, 34, true, cx, float64(r.Y)+44, sprites.Ink, sprites.Center)
	} else {
		lines := sprites.Wrap(note, 15, false, float64(r.W-24))
		sprites.Text(dst, title, 30, true, cx, float64(r.Y)+34, sprites.Ink, sprites.Center)
		for i, l := range lines {
			sprites.Text(dst, l, 15, false, cx, float64(r.Y)+67+float64(i)*18, sprites.InkSoft, sprites.Center)
		}
	}
	for i := range p.btns {
		p.btns[i].Draw(dst)
	}
}

// heading is the menu's title and the line under it: a local game waits
// while the menu is open; a LAN game goes on for the others.
func (p *Pause) heading() (title, note string) {
	if p.lan {
		return "Game menu", "The game goes on for the others meanwhile."
	}
	return "Paused", ""
}

// Resting: the screen's picture changes only through input (rest.go).
func (p *Pause) Resting() bool { return true }

// Buttons are the menu's buttons.
func (p *Pause) Buttons() []ui.Button { return p.btns }

// Heading is the menu's title and the line under it.
func (p *Pause) Heading() (string, string) { return p.heading() }
