package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
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

var volumeLabels = [...]string{"0 (silent)", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}

// settingsY is the top of settings row i.
func settingsY(i int) int { return 120 + i*82 }

type settingRow struct {
	label, help string
}

var settingRows = []settingRow{
	{"Animation speed", "how fast pieces hop, slide and flip (off: moves appear at once)"},
	{"Board coordinates", "letters and numbers round the board, as in the move list"},
	{"Colours", "every player colour also has its own shape, so nothing depends on colour alone"},
	{"Fullscreen", "also F11 at any time"},
	{"Sound", "short sounds for hops, landings, tiles, cards and the end of a game"},
	{"Volume", "click for louder, right-click or wheel for softer"},
	{"Language", "the language of every screen"},
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
	language := "English"
	if st.Language == German {
		language = "Deutsch"
	}
	labels := []string{speedNames[st.AnimSpeed], onOff(st.Coords), palette, onOff(ebiten.IsFullscreen()), onOff(st.Sound), volumeLabels[st.Volume], language}
	s.rows = s.rows[:0]
	for i, l := range labels {
		s.rows = append(s.rows, Button{Label: l, X: 520, Y: settingsY(i), W: 240, H: 46,
			Disabled: (i == 3 && runtime.GOOS == "js") || (i == 5 && !st.Sound)})
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
	case s.rows[4].Clicked(in):
		st.Sound = !st.Sound
		s.app.sfx(assets.SoundClick)
	case s.rows[5].Clicked(in):
		st.Volume = (st.Volume + 1) % 11
		s.app.sfx(assets.SoundTile)
	case s.rows[6].Clicked(in), in.Key(ebiten.KeyL):
		if st.Language == German {
			st.Language = English
		} else {
			st.Language = German
		}
		SetLanguage(st.Language)
	case !s.rows[5].Disabled && s.rows[5].Contains(in.X, in.Y) && (in.RightPressed || in.Wheel != 0):
		if in.Wheel < 0 {
			st.Volume = min(10, st.Volume+1)
		} else {
			st.Volume = max(0, st.Volume-1)
		}
		s.app.sfx(assets.SoundTile)
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
	Panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	sprites.Text(dst, "Settings", 36, true, 80, 80, sprites.Ink, sprites.Left)
	for i, r := range settingRows {
		y := float64(settingsY(i))
		sprites.Text(dst, r.label, 22, true, 80, y+16, sprites.Ink, sprites.Left)
		for k, line := range sprites.Wrap(r.help, 16, false, 400) {
			if k < 2 {
				sprites.Text(dst, line, 16, false, 80, y+40+float64(k)*19, sprites.InkSoft, sprites.Left)
			}
		}
		s.rows[i].Draw(dst)
	}
	// The palette, as the players will see it.
	for i, l := range s.app.Settings.Palette().Players {
		x, y := float32(800+i*62), float32(settingsY(2)+24)
		sprites.Token(dst, x, y, 20, sprites.TokenStyle{Look: l, Racing: true})
	}
	s.back.Draw(dst)
}
