package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	"outback/sprites"
)

// JoinLink is where a desktop player types the join link a host shows
// (its page address, or just HOST:PORT and the code) to join its game.
type JoinLink struct {
	app     *App
	text    []rune
	chars   []rune
	problem string

	joinBtn, backBtn Button
}

// NewJoinLink makes the screen.
func NewJoinLink(a *App) *JoinLink {
	j := &JoinLink{app: a}
	x := ScreenW/2 - 170
	j.joinBtn = Button{Label: "Join", X: x, Y: 480, W: 340, H: 52, Primary: true}
	j.backBtn = Button{Label: "Back", X: x, Y: 544, W: 340, H: 52}
	return j
}

// Name implements Named.
func (j *JoinLink) Name() string { return "join-link" }

// Status implements the tests' status line.
func (j *JoinLink) Status() string { return "link=" + string(j.text) }

// Update implements Scene.
func (j *JoinLink) Update(in *Input) {
	j.chars = ebiten.AppendInputChars(j.chars[:0])
	for _, r := range j.chars {
		if len(j.text) < 120 && r > ' ' {
			j.text = append(j.text, r)
			j.problem = ""
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(j.text) > 0 {
		j.text = j.text[:len(j.text)-1]
	}
	switch {
	case j.joinBtn.Clicked(in), in.Key(ebiten.KeyEnter):
		link, err := net.TypedLink(string(j.text))
		if err != nil {
			j.problem = err.Error()
			return
		}
		j.app.Switch(newJoin(j.app, link, false))
	case j.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		j.app.Switch(NewTitle(j.app))
	}
}

// Draw implements Scene.
func (j *JoinLink) Draw(dst *ebiten.Image) {
	drawOutbackNight(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0x90})
	Panel(dst, ScreenW/2-330, 170, 660, 460)
	sprites.Text(dst, T("Join a game on the LAN"), 30, true, ScreenW/2, 214, sprites.Ink, sprites.Center)
	y := 262.0
	for _, w := range sprites.Wrap(T("Type the join link the host shows, for example 192.168.1.20:8467/?join=QKRWTF, and press Enter."), 18, false, 580) {
		sprites.Text(dst, w, 18, false, ScreenW/2, y, sprites.InkSoft, sprites.Center)
		y += 25
	}
	box := float32(ScreenW/2 - 290)
	sprites.RoundRect(dst, box, 340, 580, 52, 8, sprites.Paper)
	sprites.RoundRectLine(dst, box, 340, 580, 52, 8, 2, sprites.Ink)
	shown := string(j.text)
	if (j.app.Tick()/30)%2 == 0 {
		shown += "|"
	}
	sprites.Text(dst, shown, 20, false, float64(box)+16, 366, sprites.Ink, sprites.Left)
	if j.problem != "" {
		for i, w := range sprites.Wrap(TrErr(errText(j.problem)), 16, false, 580) {
			sprites.Text(dst, w, 16, false, ScreenW/2, 420+float64(i)*20, sprites.Bad, sprites.Center)
		}
	}
	j.joinBtn.Draw(dst)
	j.backBtn.Draw(dst)
}

type errText string

func (e errText) Error() string { return string(e) }
