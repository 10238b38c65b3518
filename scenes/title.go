package scenes

import (
	"fmt"
	"image/color"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/sprites"
)

// Title is the first screen.
type Title struct {
	app      *App
	newBtn   Button
	contBtn  Button
	replBtn  Button
	setBtn   Button
	rulesBtn Button
	quitBtn  Button
	joinBtn  Button
	canJoin  bool
	// lanBtn continues a LAN game this window was cut off from.
	lanBtn     Button
	lanSession *lanSession
	lanTitle   string // the game's title
	lanGen     int    // the language the button's label is in
	saved      *rules.Match
	about      string // what Continue resumes
	aboutGen   int    // the language it is in (langGen)
	notice     string
}

// NewTitle makes the title screen.
func NewTitle(a *App) *Title {
	t := &Title{app: a}
	var err error
	if t.saved, err = a.savedGame(); err != nil {
		t.notice = TrErr(err)
	}
	y := 400
	if t.saved != nil {
		y = 360
		g := t.saved.Game()
		t.about, t.aboutGen = t.savedText(), LangGen
		t.contBtn = Button{Label: fmt.Sprintf(T("Continue %s"), g.Title), X: ScreenW/2 - 160, Y: y, W: 320, H: 56, Primary: true}
		y += 72
	}
	t.newBtn = Button{Label: "New game", X: ScreenW/2 - 160, Y: y, W: 320, H: 56, Primary: t.saved == nil}
	t.replBtn = Button{Label: "Replays", X: ScreenW/2 - 160, Y: y + 72, W: 155, H: 48}
	t.rulesBtn = Button{Label: "Rules", X: ScreenW/2 + 5, Y: y + 72, W: 155, H: 48}
	t.setBtn = Button{Label: "Settings", X: ScreenW/2 - 160, Y: y + 132, W: 155, H: 48}
	t.quitBtn = Button{Label: "Quit", X: ScreenW/2 + 5, Y: y + 132, W: 155, H: 48, Disabled: runtime.GOOS == "js"}
	// A page joins the host it came from by its link; the window types one.
	t.canJoin = runtime.GOOS != "js"
	t.joinBtn = Button{Label: "Join a LAN game", X: ScreenW/2 - 160, Y: y + 192, W: 320, H: 48}
	if m, s := a.cutOffLANGame(); m != nil && t.canJoin {
		t.lanSession, t.lanTitle, t.lanGen = s, m.Game().Title, LangGen
		t.lanBtn = Button{Label: fmt.Sprintf(T("Continue the LAN game of %s"), t.lanTitle), X: ScreenW/2 - 200, Y: y + 252, W: 400, H: 48}
	}
	return t
}

// Name implements Named.
func (t *Title) Name() string { return "title" }

// Update implements Scene.
func (t *Title) Update(in *Input) {
	if t.saved != nil && t.aboutGen != LangGen {
		t.about, t.aboutGen = t.savedText(), LangGen // the language changed
		t.contBtn.Label = fmt.Sprintf(T("Continue %s"), t.saved.Game().Title)
	}
	if t.lanSession != nil && t.lanGen != LangGen {
		t.lanBtn.Label, t.lanGen = fmt.Sprintf(T("Continue the LAN game of %s"), t.lanTitle), LangGen
	}
	if t.saved != nil && (t.contBtn.Clicked(in) || in.Key(ebiten.KeyC)) {
		if sc, err := openPlay(t.app, t.saved); err == nil {
			t.app.Switch(sc)
		} else {
			t.notice = TrErr(err)
		}
		return
	}
	switch {
	case t.newBtn.Clicked(in), in.Key(ebiten.KeyN), in.Key(ebiten.KeyEnter) && t.saved == nil:
		t.app.Switch(NewNewGame(t.app, ""))
	case t.replBtn.Clicked(in), in.Key(ebiten.KeyR):
		t.app.Switch(NewReplays(t.app))
	case t.rulesBtn.Clicked(in):
		t.app.Switch(NewRulesScreen(t.app, "", t))
	case t.setBtn.Clicked(in), in.Key(ebiten.KeyS):
		t.app.Switch(NewSettingsScreen(t.app, t))
	case t.quitBtn.Clicked(in), in.Key(ebiten.KeyQ) && runtime.GOOS != "js":
		t.app.quit = true
	case t.canJoin && (t.joinBtn.Clicked(in) || in.Key(ebiten.KeyJ)):
		t.app.Switch(NewJoinLink(t.app))
	case t.lanSession != nil && (t.lanBtn.Clicked(in) || in.Key(ebiten.KeyL)):
		t.app.Switch(rejoinCutOff(t.app, t.lanSession))
	}
}

// Draw implements Scene.
func (t *Title) Draw(dst *ebiten.Image) {
	drawNight(dst)
	sprites.Text(dst, "OUTBACK", 96, true, ScreenW/2+3, 183, color.RGBA{0, 0, 0, 120}, sprites.Center)
	sprites.Text(dst, "OUTBACK", 96, true, ScreenW/2, 180, sprites.Paper, sprites.Center)
	sprites.Text(dst, "Billabong  ·  Down Under  ·  Outback Crossing", 26, false, ScreenW/2, 262, sprites.SandA, sprites.Center)
	sprites.Text(dst, "three games from the Australian bush", 20, false, ScreenW/2, 300, color.RGBA{0xc8, 0xb8, 0x98, 0xff}, sprites.Center)
	if t.saved != nil {
		t.contBtn.Draw(dst)
		sprites.Text(dst, t.about, 16, false, ScreenW/2, float64(t.contBtn.Y-18), sprites.SandA, sprites.Center)
	}
	if t.notice != "" {
		for i, line := range sprites.Wrap(t.notice, 16, false, 700) {
			sprites.Text(dst, line, 16, false, ScreenW/2, float64(352+i*20), color.RGBA{0xff, 0xb4, 0xa8, 0xff}, sprites.Center)
		}
	}
	t.newBtn.Draw(dst)
	t.replBtn.Draw(dst)
	t.rulesBtn.Draw(dst)
	t.setBtn.Draw(dst)
	t.quitBtn.Draw(dst)
	if t.canJoin {
		t.joinBtn.Draw(dst)
	}
	if t.lanSession != nil {
		t.lanBtn.Draw(dst)
	}
}

// savedText describes the game Continue resumes.
func (t *Title) savedText() string { return savedSummary(t.saved) }

// savedSummary names a saved game's players and the move it is at.
func savedSummary(m *rules.Match) string {
	var names []string
	for _, s := range m.Setup().Seats {
		names = append(names, T(s.Name))
	}
	return fmt.Sprintf(T("%s · move %d"), strings.Join(names, ", "), len(m.History())+1)
}

// nightBackdrop is the title's backdrop, painted once (its stars and hills
// are many shapes rasterised on the CPU: painting them each frame would
// cost a core).
var nightBackdrop *ebiten.Image

// drawNight draws the night backdrop (title, join screens).
func drawNight(dst *ebiten.Image) {
	if nightBackdrop == nil {
		nightBackdrop = sprites.NewCanvas(ScreenW, ScreenH)
		drawOutbackNight(nightBackdrop)
	}
	sprites.DrawImage(dst, nightBackdrop, &ebiten.DrawImageOptions{})
}

// drawOutbackNight paints the title backdrop: a night sky with stars (at
// fixed places: the picture is the same every time), red earth, and a mob
// of kangaroos on the horizon.
func drawOutbackNight(dst *ebiten.Image) {
	dst.Fill(sprites.Sky)
	seed := uint32(12345)
	for i := 0; i < 140; i++ {
		seed = seed*1664525 + 1013904223
		x := float32(seed % ScreenW)
		seed = seed*1664525 + 1013904223
		y := float32(seed % (ScreenH - 200))
		seed = seed*1664525 + 1013904223
		r := 0.6 + float32(seed%100)/90
		sprites.Disc(dst, x, y, r, color.RGBA{0xff, 0xf6, 0xe0, uint8(120 + seed%120)})
	}
	sprites.Disc(dst, 1090, 120, 46, color.RGBA{0xfb, 0xf1, 0xd6, 0xff})
	sprites.Disc(dst, 1072, 110, 42, sprites.Sky)
	horizon := float32(ScreenH - 170)
	sprites.Ellipse(dst, 300, horizon+10, 420, 60, color.RGBA{0x6e, 0x2c, 0x0c, 0xff})
	sprites.Ellipse(dst, 1050, horizon+20, 360, 80, color.RGBA{0x7a, 0x33, 0x10, 0xff})
	sprites.Rect(dst, 0, horizon, ScreenW, ScreenH-horizon, color.RGBA{0x8a, 0x3b, 0x12, 0xff})
	sprites.Rect(dst, 0, horizon, ScreenW, 4, color.RGBA{0xc8, 0x64, 0x1e, 0xff})
	for i, k := range [][3]float32{{180, 0, 70}, {260, 8, 50}, {1000, 4, 64}, {1080, 10, 44}, {640, 2, 40}} {
		sprites.Kangaroo(dst, k[0], horizon-k[2]*0.36+k[1], k[2], i%2 == 1, 1, color.RGBA{0x1c, 0x10, 0x08, 0xff})
	}
	// A billabong on the plain.
	sprites.Ellipse(dst, 640, ScreenH-70, 220, 34, sprites.WaterDeep)
	sprites.Ellipse(dst, 640, ScreenH-72, 204, 28, sprites.Water)
}

// NoticeStart opens the title screen with a message (for problems found
// before the window opened, such as a damaged replay link).
func NoticeStart(msg string) func(a *App) Scene {
	return func(a *App) Scene {
		t := NewTitle(a)
		t.notice = msg
		return t
	}
}
