package scenes

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/sprites"
)

// Pause is the menu over a game in progress: resume, restart, rules,
// settings, quit to the title screen. Esc resumes.
type Pause struct {
	app   *App
	under Scene
	pc    *Play
	btns  []Button
	// standIn is the seat each button lets the computer play for (the
	// hosting window, for players who lost their connection), -1 for the
	// menu's own buttons.
	standIn []int
	lan     bool // a LAN game: it goes on for the others meanwhile
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
func NewPause(a *App, under Scene, pc *Play) *Pause {
	lan := a.lan != nil && a.lan.match == pc.Match
	p := &Pause{app: a, under: under, pc: pc, lan: lan}
	add := func(label string, seat int) {
		w := 280
		if seat >= 0 {
			w = 380 // "Computer plays for …" is longer
		}
		p.btns = append(p.btns, Button{Label: label, X: ScreenW/2 - w/2, Y: 250 + len(p.btns)*64, W: w, H: 50, Primary: len(p.btns) == 0})
		p.standIn = append(p.standIn, seat)
	}
	for _, l := range pauseLabels {
		if l == "Restart" && (pc.replay != nil || lan) {
			continue
		}
		add(l, -1)
	}
	if lan && a.hosted != nil {
		for _, s := range pc.lanAway {
			add(fmt.Sprintf(T("Computer plays for %s"), pc.SeatName(s)), s)
		}
	}
	if lan && a.hosted != nil {
		add(hostingLabel, -1)
	}
	if lan && canHost && a.lan.hostGone() {
		add(hostItLabel, -1)
	}
	return p
}

// Name implements Named.
func (p *Pause) Name() string { return "pause" }

// Update implements Scene.
func (p *Pause) Update(in *Input) {
	choice := ""
	for i := range p.btns {
		if !p.btns[i].Clicked(in) {
			continue
		}
		if s := p.standIn[i]; s >= 0 && p.app.hosted != nil {
			if err := p.app.hosted.GiveToComputer(s, ai.DefaultLevel); err != nil {
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
			p.pc.Looks[i] = p.app.Settings.Palette().Players[i]
		}
		p.app.SwitchNow(p.under)
	case "Restart":
		setup := p.pc.Match.Setup()
		setup.Seed = uint64(p.app.Now())
		m, err := rules.NewMatch(setup, p.app.Now())
		if err == nil {
			var sc Scene
			if sc, err = openPlay(p.app, m); err == nil {
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
		p.pc.hostPanel.open = true
		p.app.SwitchNow(p.under)
	case hostItLabel:
		sc, err := carryOn(p.app, p.pc)
		if err != nil {
			p.pc.Say(true, "%v", err)
			p.app.SwitchNow(p.under)
			return
		}
		p.app.Switch(sc)
	}
}

// Draw implements Scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	p.pc.followLanguage() // the language may have changed in the settings
	p.under.Draw(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0xa0})
	w, h := float32(380), float32(140+len(p.btns)*64)
	if slices.ContainsFunc(p.standIn, func(s int) bool { return s >= 0 }) {
		w = 440
	}
	Panel(dst, ScreenW/2-w/2, 160, w, h)
	title, note := p.heading()
	if note == "" {
		sprites.Text(dst, title, 34, true, ScreenW/2, 204, sprites.Ink, sprites.Center)
	} else {
		sprites.Text(dst, title, 30, true, ScreenW/2, 194, sprites.Ink, sprites.Center)
		sprites.Text(dst, note, 15, false, ScreenW/2, 227, sprites.InkSoft, sprites.Center)
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
