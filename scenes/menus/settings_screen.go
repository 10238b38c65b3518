package menus

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// SettingsScreen changes the player's preferences; every change is saved
// at once.
type SettingsScreen struct {
	app    App
	prev   ui.Scene
	rows   []ui.Button
	back   ui.Button
	scroll ui.Scroll
	head   ui.Rect
}

var speedNames = [...]string{"Off", "Slow", "Normal", "Fast"}

var volumeLabels = [...]string{"0 (silent)", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}

// SettingsY is the top of settings row i's button (the list scrolled to
// its top).
func SettingsY(i int) int {
	_, _, body := ui.MenuFrame(160)
	return int(settingsPlace(body, i, 0).button.Y + 0.5)
}

// settingPlace is where a row of the settings goes: its label's line, its
// explanation's lines (help: the first one's middle), its button, and the
// row's bottom.
type settingPlace struct {
	label  ui.Rect
	help   []string
	helpY  float32
	button ui.Rect
	bottom float32
}

// settingsWide reports whether a row's button stands beside its words (else
// under them).
func settingsWide(body ui.Rect) bool { return body.W >= 700 }

// settingsPlace places row i of the list in body, the list scrolled by off.
// Beside each other: the label and its explanation left, the button right
// of them, rows 82 apart. Under each other on a narrow screen: the label,
// the whole explanation, then the button.
func settingsPlace(body ui.Rect, i int, off float32) settingPlace {
	y := body.Y - off
	var p settingPlace
	for k := 0; k <= i; k++ {
		r := settingRows[k]
		if settingsWide(body) {
			y += 14
			p = settingPlace{label: ui.Rect{X: body.X, Y: y, W: 400, H: 32}, helpY: y + 40}
			p.help = sprites.Wrap(r.words(), 16, false, 400)
			p.help = p.help[:min(2, len(p.help))]
			p.button = ui.Rect{X: body.X + 440, Y: y, W: 240, H: 46}
			p.bottom = y + 68
			if k == 2 && !paletteBeside(p.button, body) {
				p.bottom += 54 // the palette under the button
			}
		} else {
			w := body.W - 14 // room for the scroll bar
			p = settingPlace{label: ui.Rect{X: body.X, Y: y, W: w, H: 26}, helpY: y + 36}
			p.help = sprites.Wrap(r.words(), 16, false, float64(w))
			by := p.helpY - 10 + float32(len(p.help))*19 + 6
			p.button = ui.Rect{X: body.X, Y: by, W: min(240, w), H: 46}
			p.bottom = by + 46 + 22
			if k == 2 && !paletteBeside(p.button, body) {
				p.bottom += 54 // the palette under the button
			}
		}
		y = p.bottom
	}
	return p
}

type settingRow struct {
	label, help string
}

// words is the row's help for the hand in use (settingTapHelp) and the
// place the game runs in.
func (r settingRow) words() string {
	if r.label == "Fullscreen" && runtime.GOOS == "js" {
		// A page cannot make itself full screen from a game's frame (a
		// browser allows it only in answer to an input event it handles
		// itself): the row's button is off, and the help says where to go.
		return "in a browser: full screen is in the browser's menu"
	}
	if tap, ok := settingTapHelp[r.label]; ok {
		return ui.ByHand(r.help, tap)
	}
	return r.help
}

// settingTapHelp is the help, for a finger, of the rows whose help speaks
// of the mouse.
var settingTapHelp = map[string]string{
	"Volume": "tap for louder; after the loudest it starts again at 0",
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
func NewSettingsScreen(a App, prev ui.Scene) *SettingsScreen {
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
	st := s.app.Settings()
	palette := "Colour-blind safe"
	if st.HighContrast {
		palette = "High contrast"
	}
	language := "English"
	if st.Language == lang.German {
		language = "Deutsch"
	}
	labels := []string{speedNames[st.AnimSpeed], onOff(st.Coords), palette, onOff(ebiten.IsFullscreen()), onOff(st.Sound), volumeLabels[st.Volume], language}
	head, barR, body := ui.MenuFrame(160)
	s.head = head
	s.scroll.Set(body, settingsPlace(body, len(settingRows)-1, 0).bottom-body.Y)
	s.rows = s.rows[:0]
	for i, l := range labels {
		b := ui.Button{Label: l, Disabled: (i == 3 && runtime.GOOS == "js") || (i == 5 && !st.Sound)}
		settingsPlace(body, i, s.scroll.Off).button.Button(&b)
		s.rows = append(s.rows, b)
	}
	s.back = ui.Button{Label: "Back"}
	back, _ := barR.CutLeft(min(160, barR.W))
	back.Button(&s.back)
}

// Update implements Scene.
func (s *SettingsScreen) Update(in *ui.Input) {
	s.layout()
	cin := s.scroll.Input(in)
	in = &cin
	if !s.scroll.View.Contains(in.X, in.Y) {
		// The rows scrolled out of the view cannot be clicked there.
		out := ui.Input{X: -1, Y: -1}
		for i := range s.rows {
			s.rows[i].Clicked(&out)
		}
		if in.Pressed && s.back.Clicked(in) {
			s.app.Switch(s.prev)
		}
		if !in.Key(ebiten.KeyEscape) && !in.Key(ebiten.KeyL) {
			s.scroll.Keys(in)
			return
		}
	}
	st := s.app.Settings()
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
		s.app.Sfx(assets.SoundClick)
	case s.rows[5].Clicked(in):
		st.Volume = (st.Volume + 1) % 11
		s.app.Sfx(assets.SoundTile)
	case s.rows[6].Clicked(in), in.Key(ebiten.KeyL):
		if st.Language == lang.German {
			st.Language = lang.English
		} else {
			st.Language = lang.German
		}
		lang.SetLanguage(st.Language)
	case !s.rows[5].Disabled && s.rows[5].Contains(in.X, in.Y) && (in.RightPressed || in.Wheel != 0):
		if in.Wheel < 0 {
			st.Volume = min(10, st.Volume+1)
		} else {
			st.Volume = max(0, st.Volume-1)
		}
		s.app.Sfx(assets.SoundTile)
	case s.back.Clicked(in), in.Key(ebiten.KeyEscape):
		changed = false
		s.app.Switch(s.prev)
	default:
		changed = false
		if !s.scroll.Wheel(in) {
			s.scroll.Keys(in)
		}
	}
	if changed {
		s.app.SaveSettings()
	}
}

// Draw implements Scene.
func (s *SettingsScreen) Draw(dst *ebiten.Image) {
	s.layout()
	ui.DrawSheet(dst)
	ui.DrawHeading(dst, "Settings", s.head)
	body := s.scroll.View
	list := s.scroll.Clip(dst)
	for i, r := range settingRows {
		p := settingsPlace(body, i, s.scroll.Off)
		if s.scroll.Visible(p.label.Y, 22) {
			sprites.Text(list, r.label, 22, true, float64(p.label.X), float64(p.label.Y)+16, sprites.Ink, sprites.Left)
		}
		for k, line := range p.help {
			y := p.helpY + float32(k)*19
			if s.scroll.Visible(y-8, 16) {
				sprites.Text(list, line, 16, false, float64(p.label.X), float64(y), sprites.InkSoft, sprites.Left)
			}
		}
		if s.scroll.Visible(p.button.Y, p.button.H) {
			s.rows[i].Draw(list)
		}
		if i == 2 {
			// The palette, as the players will see it.
			b := p.button
			n := float32(len(s.app.Settings().Palette().Players))
			x, pitch := b.Right()+40, float32(62)
			if !paletteBeside(b, body) {
				// Under the button, when there is no room beside it.
				x, pitch = b.X+24, min(62, (body.W-14-48)/(n-1))
				b.Y += b.H + 10
			}
			y := b.Y + 23
			if s.scroll.Visible(y-22, 44) {
				for k, l := range s.app.Settings().Palette().Players {
					sprites.Token(list, x+float32(k)*pitch, y, 20, sprites.TokenStyle{Look: l, Racing: true})
				}
			}
		}
	}
	s.scroll.DrawMore(dst, sprites.Paper)
	s.back.Draw(dst)
}

// paletteBeside reports whether the palette's tokens fit beside the
// Colours button b.
func paletteBeside(b, body ui.Rect) bool {
	return b.Right()+40+float32(len(sprites.Default.Players))*62 <= body.Right()-14
}

// Resting: the screen's picture changes only through input (rest.go).
func (s *SettingsScreen) Resting() bool { return true }
