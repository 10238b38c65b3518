package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

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
}

var pauseLabels = []string{"Resume", "Restart", "Rules", "Settings", "Quit to title"}

// NewPause opens the menu over scene under, whose core is pc. A replay
// has nothing to restart: its menu leaves Restart out.
func NewPause(a *App, under Scene, pc *Play) *Pause {
	p := &Pause{app: a, under: under, pc: pc}
	for _, l := range pauseLabels {
		if l == "Restart" && pc.replay != nil {
			continue
		}
		p.btns = append(p.btns, Button{Label: l, X: ScreenW/2 - 140, Y: 250 + len(p.btns)*64, W: 280, H: 50, Primary: len(p.btns) == 0})
	}
	return p
}

// Name implements Named.
func (p *Pause) Name() string { return "pause" }

// Update implements Scene.
func (p *Pause) Update(in *Input) {
	choice := ""
	for i := range p.btns {
		if p.btns[i].Clicked(in) {
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
	}
}

// Draw implements Scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	p.under.Draw(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0xa0})
	Panel(dst, ScreenW/2-190, 160, 380, 460)
	sprites.Text(dst, "Paused", 34, true, ScreenW/2, 204, sprites.Ink, sprites.Center)
	for i := range p.btns {
		p.btns[i].Draw(dst)
	}
}
