package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/sprites"
	"outback/sprites/tween"
)

// rulesPage is one game's rules summary: paragraphs, and a diagram drawn
// by the program.
type rulesPage struct {
	game, title string
	paras       []string
	diagram     func(dst *ebiten.Image, x, y float32, tick int)
}

var rulesPages = []rulesPage{
	{"billabong", "Billabong", []string{
		"Each player leads five kangaroos once round the billabong, clockwise. The brook below the lake is the start and finish line.",
		"First the kangaroos are placed, one per turn, in the zone behind the line (bottom right).",
		"On your turn move one kangaroo: walk one square in any direction, or jump. A jump goes over exactly one kangaroo (any colour) in a straight line and lands as far beyond it as it stood before it: the squares between must be empty and none may be water.",
		"After a jump you may jump again, in any direction, as often as you like. While a kangaroo jumps, the black referee stands on its starting square: it can be jumped over, and no jump ends where it began.",
		"A kangaroo that crosses the line to the left is racing; crossing it again after a whole lap brings it home, and it leaves the board. Bring all five home first to win.",
	}, diagramBillabong},
	{"downunder", "Down Under", []string{
		"Each player lays cards to build one long route in their colour inside an agreed area. Every card carries two paths: one in the owner's colour and one grey.",
		"Straights have a colour path and a grey path crossing on a bridge; curves have two arcs; terminals are half cards that end a route.",
		"Your colour path must continue your route. Grey paths may extend anyone's route — often you steer an opponent. No card may join two players' routes, and full cards must stay inside the area.",
		"When a route closes into a loop, its owner turns one of their curves to open it again. Billabong cards are laid by the game where three or four routes meet.",
		"The game ends when every route is finished. The longest route wins: every path piece on it scores one. With special scoring, animal sets on your route score more.",
	}, diagramDownUnder},
	{"crossing", "Outback Crossing", []string{
		"Players fill a 5×5 board with animal tiles and claim rows, columns and diagonals with their markers. Each end of a line shows an animal on the rim.",
		"On your turn: claim a line by putting a marker on a free rim spot, play your face-down reserve tile, or draw a tile — lay it, or keep it as your reserve if you have none.",
		"Action tiles swap, move or remove tiles, move a marker, or force a claim. An action that cannot be carried out is discarded, and you draw again.",
		"When the board is full, each claimed line scores by its sets of animals: pairs 15, three 40, four 75, five 100; Tasmanian devils score even alone. Five different animals score 60. The animal under your marker scores double. The joker is whatever scores best.",
	}, diagramCrossing},
}

// RulesScreen shows the rules of the three games, one page each.
type RulesScreen struct {
	app  *App
	prev Scene
	page int
	tabs []Button
	back Button
	tick int
}

// NewRulesScreen opens the rules on game's page ("" for the first).
func NewRulesScreen(a *App, game string, prev Scene) *RulesScreen {
	r := &RulesScreen{app: a, prev: prev}
	for i, p := range rulesPages {
		if p.game == game {
			r.page = i
		}
	}
	return r
}

// Name implements Named.
func (r *RulesScreen) Name() string { return "rules:" + rulesPages[r.page].game }

func (r *RulesScreen) layout() {
	r.tabs = r.tabs[:0]
	for i, p := range rulesPages {
		r.tabs = append(r.tabs, Button{Label: p.title, X: 80 + i*250, Y: 60, W: 230, H: 46, On: i == r.page})
	}
	r.back = Button{Label: "Back", X: 80, Y: ScreenH - 96, W: 160, H: 48}
}

// Update implements Scene.
func (r *RulesScreen) Update(in *Input) {
	r.layout()
	r.tick++
	for i := range r.tabs {
		if r.tabs[i].Clicked(in) {
			r.page, r.tick = i, 0
		}
	}
	switch {
	case in.Key(ebiten.KeyRight), in.Key(ebiten.KeyTab):
		r.page, r.tick = (r.page+1)%len(rulesPages), 0
	case in.Key(ebiten.KeyLeft):
		r.page, r.tick = (r.page+len(rulesPages)-1)%len(rulesPages), 0
	case r.back.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(r.prev)
	}
}

// Draw implements Scene.
func (r *RulesScreen) Draw(dst *ebiten.Image) {
	r.layout()
	dst.Fill(sprites.Sky)
	Panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	for i := range r.tabs {
		r.tabs[i].Draw(dst)
	}
	p := rulesPages[r.page]
	y := 150.0
	for _, para := range p.paras {
		for _, line := range sprites.Wrap(para, 18, false, 640) {
			sprites.Text(dst, line, 18, false, 80, y, sprites.Ink, sprites.Left)
			y += 24
		}
		y += 12
	}
	p.diagram(dst, 780, 150, r.tick)
	r.back.Draw(dst)
}

// diagramBillabong shows a jump chain: a kangaroo hops over one kangaroo,
// then another, while the referee holds its starting square.
func diagramBillabong(dst *ebiten.Image, x, y float32, tick int) {
	const c = 52
	for row := 0; row < 5; row++ {
		for col := 0; col < 7; col++ {
			clr := sprites.SandA
			if (row+col)%2 == 1 {
				clr = sprites.SandB
			}
			sprites.Rect(dst, x+float32(col)*c, y+float32(row)*c, c, c, clr)
		}
	}
	center := func(row, col int) (float32, float32) {
		return x + (float32(col)+0.5)*c, y + (float32(row)+0.5)*c
	}
	blue, orange := sprites.Default.Players[0], sprites.Default.Players[1]
	// Pivots.
	for _, p := range [][2]int{{2, 2}, {2, 5}} {
		px, py := center(p[0], p[1])
		sprites.Token(dst, px, py, 18, sprites.TokenStyle{Look: orange, Racing: true})
	}
	// The route: (2,0) over (2,2) to (2,4)... shown as two arcs.
	t := tick % 150
	sx, sy := center(2, 0)
	mx, my := center(2, 4)
	ex, ey := center(2, 6)
	var kx, ky, lift float64
	switch {
	case t < 40:
		kx, ky = float64(sx), float64(sy)
	case t < 70:
		f := float64(t-40) / 30
		kx, lift, _ = tween.Arc(float64(sx), 0, float64(mx), 0, 40, f)
		ky = float64(sy)
		lift = -lift
	case t < 90:
		kx, ky = float64(mx), float64(my)
	case t < 110:
		f := float64(t-90) / 20
		kx, lift, _ = tween.Arc(float64(mx), 0, float64(ex), 0, 24, f)
		ky = float64(my)
		lift = -lift
	default:
		kx, ky = float64(ex), float64(ey)
	}
	if t >= 40 {
		sprites.RefereeToken(dst, sx, sy, 17)
		sprites.Line(dst, sx, sy-24, mx, my-24, 2, color.RGBA{0x6b, 0x58, 0x44, 0x80})
	}
	sprites.Token(dst, float32(kx), float32(ky), 18, sprites.TokenStyle{Look: blue, Racing: true, Lift: float32(lift)})
	sprites.Text(dst, "jump over one kangaroo, land as far beyond;", 16, false, float64(x), float64(y+5*c+24), sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "the referee (black) holds the start square", 16, false, float64(x), float64(y+5*c+46), sprites.InkSoft, sprites.Left)
}

// diagramDownUnder shows the three kinds of card in one player's colour.
func diagramDownUnder(dst *ebiten.Image, x, y float32, tick int) {
	const c = 110
	blue := sprites.Default.Players[0]
	grey := color.RGBA{0x8c, 0x8c, 0x8c, 0xff}
	card := func(cx float32, label string) {
		sprites.RoundRect(dst, cx, y, c, c, 10, sprites.SandA)
		sprites.RoundRectLine(dst, cx, y, c, c, 10, 2, sprites.Ochre)
		sprites.Text(dst, label, 16, true, float64(cx+c/2), float64(y+c+18), sprites.Ink, sprites.Center)
	}
	// Straight: colour north-south over a grey bridge east-west.
	card(x, "straight")
	sprites.Rect(dst, x, y+c/2-7, c, 14, grey)
	sprites.Rect(dst, x+c/2-10, y, 20, c, blue.Fill)
	sprites.Rect(dst, x+c/2-13, y+c/2-10, 3, 20, sprites.Ink)
	sprites.Rect(dst, x+c/2+10, y+c/2-10, 3, 20, sprites.Ink)
	// Curve: colour arc north-east, grey arc south-west.
	cx := x + c + 24
	card(cx, "curve")
	for i := 0; i <= 16; i++ {
		a := float64(i) / 16
		px, py := cx+c-float32(c/2)*float32(cosQ(a)), y+float32(c/2)*float32(sinQ(a))
		sprites.Disc(dst, px, py, 10, blue.Fill)
		qx, qy := cx+float32(c/2)*float32(cosQ(a)), y+c-float32(c/2)*float32(sinQ(a))
		sprites.Disc(dst, qx, qy, 7, grey)
	}
	// Terminal: a half card; colour stub from its front, grey bar across.
	tx := x + 2*(c+24)
	sprites.RoundRect(dst, tx, y+c/2, c, c/2, 8, sprites.SandA)
	sprites.RoundRectLine(dst, tx, y+c/2, c, c/2, 8, 2, sprites.Ochre)
	sprites.Rect(dst, tx, y+c/2+6, c, 12, grey)
	sprites.Rect(dst, tx+c/2-10, y+c/2+26, 20, c/2-26, blue.Fill)
	sprites.Disc(dst, tx+c/2, y+c/2+28, 12, blue.Fill)
	sprites.Text(dst, "terminal", 16, true, float64(tx+c/2), float64(y+c+18), sprites.Ink, sprites.Center)
	sprites.Text(dst, "colour paths continue your route;", 16, false, float64(x), float64(y+c+60), sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "grey paths belong to whoever's route they join", 16, false, float64(x), float64(y+c+82), sprites.InkSoft, sprites.Left)
}

// diagramCrossing shows a claimed row and how it scores.
func diagramCrossing(dst *ebiten.Image, x, y float32, tick int) {
	const c = 56
	letters := [5][5]string{
		{"K", "K", "K", "W", "W"},
		{"E", "D", "P", "T", "K"},
		{"W", "E", "J", "D", "P"},
		{"D", "P", "W", "K", "E"},
		{"T", "W", "E", "P", "D"},
	}
	blue := sprites.Default.Players[0]
	for r := 0; r < 5; r++ {
		for col := 0; col < 5; col++ {
			cx, cy := x+c+float32(col)*c, y+c+float32(r)*c
			clr := sprites.SandA
			if r == 0 {
				clr = blue.Light
			}
			sprites.RoundRect(dst, cx+3, cy+3, c-6, c-6, 8, clr)
			sprites.Text(dst, animalLetter(letters[r][col]), 22, true, float64(cx+c/2), float64(cy+c/2), sprites.Ink, sprites.Center)
		}
	}
	// The marker on the west end of the top row, on a kangaroo.
	mx, my := x+c/2, y+c+c/2
	sprites.FillShape(dst, blue.Shape, mx, my, 16, blue.Fill)
	sprites.StrokeShape(dst, blue.Shape, mx, my, 16, 2, blue.Dark)
	sprites.Text(dst, "K", 14, true, float64(mx), float64(my), sprites.White, sprites.Center)
	sprites.Text(dst, "K K K W W with a kangaroo marker:", 16, false, float64(x), float64(y+6*c+30), sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "three kangaroos 40, doubled: 80; two wombats 15 — 95", 16, false, float64(x), float64(y+6*c+52), sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "K kangaroo · W wombat · E echidna · P platypus", 15, false, float64(x), float64(y+6*c+80), sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "D dingo · T Tasmanian devil · J joker", 15, false, float64(x), float64(y+6*c+100), sprites.InkSoft, sprites.Left)
}

// animalLetter is the diagram's letter for an animal in the player's
// language (German: Ameisenigel, Schnabeltier, Beutelteufel); single letters
// are not in the dictionary, where they would change every lone "E" or "T".
func animalLetter(l string) string {
	if dictionary != nil {
		if g, ok := germanLetters[l]; ok {
			return g
		}
	}
	return l
}

var germanLetters = map[string]string{"E": "A", "P": "S", "T": "B"}

// cosQ and sinQ trace a quarter circle, a in [0, 1].
func cosQ(a float64) float64 { return math.Cos(a * math.Pi / 2) }
func sinQ(a float64) float64 { return math.Sin(a * math.Pi / 2) }
