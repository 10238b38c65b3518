package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
)

// SettingsScreen changes the player's preferences; every change is saved
// at once.
type SettingsScreen struct {
	app  *App
	prev Scene
	rows []Button
	back Button
}

var speedNames = [...]string{"Off", "Slow", "Normal", "Fast"}

type settingRow struct {
	label, help string
}

var settingRows = []settingRow{
	{"Animation speed", "how fast pieces hop, slide and flip (off: moves appear at once)"},
	{"Board coordinates", "letters and numbers round the board, as in the move list"},
	{"Colours", "every player colour also has its own shape, so nothing depends on colour alone"},
	{"Fullscreen", "also F11 at any time"},
}

// NewSettingsScreen opens the settings; Back returns to prev.
func NewSettingsScreen(a *App, prev Scene) *SettingsScreen {
	return &SettingsScreen{app: a, prev: prev}
}

// Name implements Named.
func (s *SettingsScreen) Name() string { return "settings" }

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func (s *SettingsScreen) layout() {
	st := s.app.Settings
	palette := "Colour-blind safe"
	if st.HighContrast {
		palette = "High contrast"
	}
	labels := []string{speedNames[st.AnimSpeed], onOff(st.Coords), palette, onOff(ebiten.IsFullscreen())}
	s.rows = s.rows[:0]
	for i, l := range labels {
		s.rows = append(s.rows, Button{Label: l, X: 520, Y: 150 + i*110, W: 240, H: 48, Disabled: i == 3 && runtime.GOOS == "js"})
	}
	s.back = Button{Label: "Back", X: 80, Y: ScreenH - 106, W: 160, H: 48}
}

// Update implements Scene.
func (s *SettingsScreen) Update(in *Input) {
	s.layout()
	st := &s.app.Settings
	changed := true
	switch {
	case s.rows[0].Clicked(in):
		st.AnimSpeed = (st.AnimSpeed + 1) % len(speedNames)
	case s.rows[1].Clicked(in):
		st.Coords = !st.Coords
	case s.rows[2].Clicked(in):
		st.HighContrast = !st.HighContrast
	case s.rows[3].Clicked(in):
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	case s.back.Clicked(in), in.Key(ebiten.KeyEscape):
		changed = false
		s.app.Switch(s.prev)
	default:
		changed = false
	}
	if changed {
		s.app.saveSettings()
	}
}

// Draw implements Scene.
func (s *SettingsScreen) Draw(dst *ebiten.Image) {
	s.layout()
	dst.Fill(sprites.Sky)
	panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	sprites.Text(dst, "Settings", 36, true, 80, 80, sprites.Ink, sprites.Left)
	for i, r := range settingRows {
		y := float64(150 + i*110)
		sprites.Text(dst, r.label, 22, true, 80, y+16, sprites.Ink, sprites.Left)
		for k, line := range sprites.Wrap(r.help, 16, false, 400) {
			sprites.Text(dst, line, 16, false, 80, y+42+float64(k)*20, sprites.InkSoft, sprites.Left)
		}
		s.rows[i].Draw(dst)
	}
	// The palette, as the players will see it.
	for i, l := range s.app.Settings.Palette().Players {
		x, y := float32(800+i*62), float32(150+2*110+24)
		sprites.Token(dst, x, y, 20, sprites.TokenStyle{Look: l, Racing: true})
	}
	s.back.Draw(dst)
}
