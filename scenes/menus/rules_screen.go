package menus

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

// rulesPage is one game's rules summary: paragraphs, and a diagram drawn
// by the program.
type rulesPage struct {
	Game, title string
	paras       []string
	// click and tap say how the game is played on this screen, with a
	// mouse and with a finger: the last paragraph, for the hand in use.
	click, tap string
	// diagram draws the page's diagram at x, y, at most w wide, and
	// returns its height; with dst nil it only measures.
	diagram func(d diagramPen, x, y, w float32, tick int) float32
}

// diagramPen is where a diagram draws: dst (nil: only measure), and the
// scrolling view; text outside the view is left out.
type diagramPen struct {
	dst  *ebiten.Image
	view ui.Rect
}

// text draws a line of the diagram's text, if it shows.
func (d diagramPen) text(s string, size int, bold bool, x, y float32, clr color.RGBA, align sprites.Align) {
	h := float32(size)
	if d.dst != nil && y+h/2 > d.view.Y && y-h/2 < d.view.Bottom() {
		sprites.Text(d.dst, s, size, bold, float64(x), float64(y), clr, align)
	}
}

// captions draws lines of explanation from y, each wrapped to w; it
// returns the height they take.
func (d diagramPen) captions(lines []string, size int, x, y, w, pitch float32) float32 {
	h := float32(0)
	for _, l := range lines {
		for _, line := range sprites.Wrap(l, size, false, float64(w)) {
			d.text(line, size, false, x, y+h, sprites.InkSoft, sprites.Left)
			h += pitch
		}
	}
	return h
}

var RulesPages = []rulesPage{
	{"billabong", "Billabong", []string{
		"Each player leads five kangaroos once round the billabong, clockwise. The brook below the lake is the start and finish line.",
		"First the kangaroos are placed, one per turn, in the zone behind the line (bottom right).",
		"On your turn move one kangaroo: walk one square in any direction, or jump. A jump goes over exactly one kangaroo (any colour) in a straight line and lands as far beyond it as it stood before it: the squares between must be empty and none may be water.",
		"After a jump you may jump again, in any direction, as often as you like. While a kangaroo jumps, the black referee stands on its starting square: it can be jumped over, and no jump ends where it began.",
		"A kangaroo that crosses the line to the left is racing (drawn solid; pale before it crosses); crossing it again after a whole lap brings it home, and it leaves the board. Bring all five home first to win.",
	},
		"Here: click a square in the marked zone to place a kangaroo. Later click one of your kangaroos, then the square it walks or jumps to; after a jump click where it jumps next, or Confirm (Enter) to end the move; Hop back takes a hop back.",
		"Here: tap a square in the marked zone to place a kangaroo. Later tap one of your kangaroos, then the square it walks or jumps to: the first tap shows the move, a second plays it. After a jump tap where it jumps next, or Confirm to end the move; Hop back takes a hop back.",
		diagramBillabong},
	{"downunder", "Down Under", []string{
		"Each player lays cards to build one long route in their colour inside an agreed area. Every card carries two paths: one in the owner's colour and one grey.",
		"Straights have a colour path and a grey path crossing on a bridge; curves have two arcs; terminals are half cards that end a route.",
		"Your colour path must continue your route. Grey paths may extend anyone's route — often you steer an opponent. No card may join two players' routes, and full cards must stay inside the area.",
		"When a route closes into a loop, its owner turns one of their curves to open it again. Where three or four routes meet, the game itself lays a billabong there: a waterhole card.",
		"The game ends when every route is finished. The longest route wins: every path piece on it scores one. With special scoring, animal sets on your route score more.",
	},
		"Here: pick a card from your hand (keys 1–9); R, the wheel or a click on the card turns it; click a bright cell to lay it. When your route closes into a loop, click one of your ringed curves to turn it. The gold frame on the table marks the area.",
		"Here: tap a card in your hand, then a bright cell: the first tap shows the card there and your score, a second lays it. Turn turns the card picked. Pinch or double-tap to zoom the table; Fit shows it whole. The gold frame on the table marks the area.",
		diagramDownUnder},
	{"crossing", "Outback Crossing", []string{
		"Players fill a 5×5 board with animal tiles and claim rows, columns and diagonals with their markers. Each end of a line shows an animal on the rim.",
		"On your turn: claim a line by putting a marker on a free rim spot, play your face-down reserve tile, or draw a tile — lay it, or keep it as your reserve if you have none.",
		"Action tiles swap, move or remove tiles, move a marker, or force a claim. An action that cannot be carried out is discarded, and you draw again.",
		"When the board is full, each claimed line scores by its sets of animals: pairs 15, three 40, four 75, five 100. Tasmanian devils score even alone, and more: one 10, two 25, three 50, four 90, five 125. Five different animals score 60. The animal under your marker scores double. The joker is whatever scores best.",
	},
		"Here: click the supply (D) to draw, then an empty cell to lay the tile, or Keep (K). Click a free rim spot to claim its line; point at a rim spot to see what its line scores now.",
		"Here: tap the supply to draw, then an empty cell to lay the tile, or Keep. Tap a free rim spot to claim its line. A first tap on a cell or spot shows the move and what its line scores; a second plays it.",
		diagramCrossing},
}

// RulesScreen shows the rules of the three games, one page each.
type RulesScreen struct {
	app  App
	prev ui.Scene
	page int
	tabs []ui.Button
	back ui.Button
	tick int

	scroll ui.Scroll
	// The page's text and diagram (where they go, content scrolled), and
	// the text's lines.
	text, diagram ui.Rect
	lines         [][]string
	// head is the heading's row, when the tabs are not in it.
	head ui.Rect
}

// NewRulesScreen opens the rules on game's page ("" for the first).
func NewRulesScreen(a App, game string, prev ui.Scene) *RulesScreen {
	r := &RulesScreen{app: a, prev: prev}
	for i, p := range RulesPages {
		if p.Game == game {
			r.page = i
		}
	}
	return r
}

// Name implements Named.
func (r *RulesScreen) Name() string { return "rules:" + RulesPages[r.page].Game }

// The rules' text and its diagram stand side by side where the screen is
// wide enough, the diagram under the text where not; whatever does not
// fit scrolls. The pages' tabs stand in the heading's row, or one under
// another above the page on a narrow screen.

// diagramW is the width a diagram takes beside the text.
const diagramW = 400

func (r *RulesScreen) layout() {
	head, barR, body := ui.MenuFrame(160)
	r.back = ui.Button{Label: "Back"}
	back, _ := barR.CutLeft(min(160, barR.W))
	back.Button(&r.back)
	r.tabs = r.tabs[:0]
	tabs := head
	r.head = ui.Rect{}
	if ui.Narrow() {
		r.head = head
		// The tabs one under another, above the page.
		tabs, body = body.CutTop(float32(len(RulesPages))*50 - 6)
		_, body = body.CutTop(12)
		for i, p := range RulesPages {
			r.tabs = append(r.tabs, ui.Button{Label: p.title, On: i == r.page})
			ui.Rect{X: tabs.X, Y: tabs.Y + float32(i)*50, W: tabs.W, H: 44}.Button(&r.tabs[i])
		}
	} else {
		if ui.LowScreen() {
			// Back ends the same row (menuFrame): a gap before it, as
			// between the tabs (held sideways, the last tab touched it).
			tabs.W -= 20
		}
		w := min(230, (tabs.W-float32(len(RulesPages)-1)*20)/float32(len(RulesPages)))
		for i, p := range RulesPages {
			r.tabs = append(r.tabs, ui.Button{Label: p.title, On: i == r.page})
			ui.Rect{X: tabs.X + float32(i)*(w+20), Y: tabs.Y, W: w, H: tabs.H}.Button(&r.tabs[i])
		}
	}
	if !ui.LowScreen() && !ui.Narrow() {
		_, body = body.CutTop(20)
	}
	p := RulesPages[r.page]
	cw := body.W - 14 // room for the scroll bar
	beside := cw >= 760
	tw := cw
	if beside {
		tw = min(640, cw-diagramW-40)
	}
	r.lines = r.lines[:0]
	th := float32(0)
	for i := 0; i <= len(p.paras); i++ {
		para := ui.ByHand(p.click, p.tap)
		if i < len(p.paras) {
			para = p.paras[i]
		}
		l := sprites.Wrap(para, 18, false, float64(tw))
		r.lines = append(r.lines, l)
		th += float32(len(l))*24 + 12
	}
	r.text = ui.Rect{X: body.X, Y: body.Y - r.scroll.Off, W: tw, H: th}
	dw := min(cw, diagramW)
	dh := p.diagram(diagramPen{}, 0, 0, dw, 0)
	if beside {
		r.diagram = ui.Rect{X: body.X + tw + 60, Y: r.text.Y, W: dw, H: dh}
		if tw+60+dw > cw {
			r.diagram.X = body.X + cw - dw
		}
	} else {
		r.diagram = ui.Rect{X: body.X, Y: r.text.Bottom() + 12, W: dw, H: dh}
	}
	off := r.scroll.Off
	r.scroll.Set(body, max(r.text.Bottom(), r.diagram.Bottom())-r.text.Y+12)
	if r.scroll.Off != off {
		r.layout() // the screen grew: the place changed
	}
}

// Update implements Scene.
func (r *RulesScreen) Update(in *ui.Input) {
	r.layout()
	cin := r.scroll.Input(in)
	in = &cin
	r.tick++
	for i := range r.tabs {
		if r.tabs[i].Clicked(in) && i != r.page {
			r.page, r.tick, r.scroll.Off = i, 0, 0
		}
	}
	switch {
	case in.Key(ebiten.KeyRight), in.Key(ebiten.KeyTab):
		r.page, r.tick, r.scroll.Off = (r.page+1)%len(RulesPages), 0, 0
	case in.Key(ebiten.KeyLeft):
		r.page, r.tick, r.scroll.Off = (r.page+len(RulesPages)-1)%len(RulesPages), 0, 0
	case r.back.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(r.prev)
	case r.scroll.Wheel(in), r.scroll.Keys(in):
	}
}

// Draw implements Scene.
func (r *RulesScreen) Draw(dst *ebiten.Image) {
	r.layout()
	ui.DrawSheet(dst)
	if r.head.H > 0 {
		ui.DrawHeading(dst, "Rules", r.head)
	}
	for i := range r.tabs {
		r.tabs[i].Draw(dst)
	}
	page := r.scroll.Clip(dst)
	y := r.text.Y + 12
	for _, lines := range r.lines {
		for _, line := range lines {
			if r.scroll.Visible(y-9, 18) {
				sprites.Text(page, line, 18, false, float64(r.text.X), float64(y), sprites.Ink, sprites.Left)
			}
			y += 24
		}
		y += 12
	}
	if r.scroll.Visible(r.diagram.Y, r.diagram.H) {
		RulesPages[r.page].diagram(diagramPen{page, r.scroll.View}, r.diagram.X, r.diagram.Y, r.diagram.W, r.tick)
	}
	r.scroll.DrawMore(dst, sprites.Paper)
	r.back.Draw(dst)
}

// diagramBillabong shows a jump chain: a kangaroo hops over one kangaroo,
// then another, while the referee holds its starting square.
func diagramBillabong(d diagramPen, x, y, w float32, tick int) float32 {
	c := min(52, w/7)
	k := c / 52 // the pieces' scale
	caps := []string{"jump over one kangaroo, land as far beyond;", "the referee (black) holds the start square"}
	h := 5*c + 24 + d.captions(caps, 16, x, y+5*c+24, w, 22) - 12
	dst := d.dst
	if dst == nil {
		return h
	}
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
		sprites.Token(dst, px, py, 18*k, sprites.TokenStyle{Look: orange, Racing: true})
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
		kx, lift, _ = tween.Arc(float64(sx), 0, float64(mx), 0, 40*float64(k), f)
		ky = float64(sy)
		lift = -lift
	case t < 90:
		kx, ky = float64(mx), float64(my)
	case t < 110:
		f := float64(t-90) / 20
		kx, lift, _ = tween.Arc(float64(mx), 0, float64(ex), 0, 24*float64(k), f)
		ky = float64(my)
		lift = -lift
	default:
		kx, ky = float64(ex), float64(ey)
	}
	if t >= 40 {
		sprites.RefereeToken(dst, sx, sy, 17*k)
		sprites.Line(dst, sx, sy-24*k, mx, my-24*k, 2, color.RGBA{0x6b, 0x58, 0x44, 0x80})
	}
	sprites.Token(dst, float32(kx), float32(ky), 18*k, sprites.TokenStyle{Look: blue, Racing: true, Lift: float32(lift)})
	return h
}

// diagramDownUnder shows the three kinds of card in one player's colour.
func diagramDownUnder(d diagramPen, x, y, w float32, tick int) float32 {
	c := min(110, (w-48)/3)
	k := c / 110
	caps := []string{"colour paths continue your route;", "grey paths belong to whoever's route they join"}
	h := c + 60 + d.captions(caps, 16, x, y+c+60, w, 22) - 12
	dst := d.dst
	if dst == nil {
		return h
	}
	blue := sprites.Default.Players[0]
	grey := color.RGBA{0x8c, 0x8c, 0x8c, 0xff}
	card := func(cx float32, label string) {
		sprites.RoundRect(dst, cx, y, c, c, 10*k, sprites.SandA)
		sprites.RoundRectLine(dst, cx, y, c, c, 10*k, 2, sprites.Ochre)
		d.text(label, 16, true, cx+c/2, y+c+18, sprites.Ink, sprites.Center)
	}
	// Straight: colour north-south over a grey bridge east-west.
	card(x, "straight")
	sprites.Rect(dst, x, y+c/2-7*k, c, 14*k, grey)
	sprites.Rect(dst, x+c/2-10*k, y, 20*k, c, blue.Fill)
	sprites.Rect(dst, x+c/2-13*k, y+c/2-10*k, 3*k, 20*k, sprites.Ink)
	sprites.Rect(dst, x+c/2+10*k, y+c/2-10*k, 3*k, 20*k, sprites.Ink)
	// Curve: colour arc north-east, grey arc south-west.
	cx := x + c + 24
	card(cx, "curve")
	// Cut to the card: the discs at the arcs' ends stood out past its
	// edges, where a card's bands end flat.
	arcs := sprites.Clip(dst, cx, y, cx+c, y+c)
	for i := 0; i <= 16; i++ {
		a := float64(i) / 16
		px, py := cx+c-float32(c/2)*float32(cosQ(a)), y+float32(c/2)*float32(sinQ(a))
		sprites.Disc(arcs, px, py, 10*k, blue.Fill)
		qx, qy := cx+float32(c/2)*float32(cosQ(a)), y+c-float32(c/2)*float32(sinQ(a))
		sprites.Disc(arcs, qx, qy, 7*k, grey)
	}
	// Terminal: a half card; colour stub from its front, grey bar across.
	tx := x + 2*(c+24)
	sprites.RoundRect(dst, tx, y+c/2, c, c/2, 8*k, sprites.SandA)
	sprites.RoundRectLine(dst, tx, y+c/2, c, c/2, 8*k, 2, sprites.Ochre)
	sprites.Rect(dst, tx, y+c/2+6*k, c, 12*k, grey)
	sprites.Rect(dst, tx+c/2-10*k, y+c/2+26*k, 20*k, c/2-26*k, blue.Fill)
	sprites.Disc(dst, tx+c/2, y+c/2+28*k, 12*k, blue.Fill)
	d.text("terminal", 16, true, tx+c/2, y+c+18, sprites.Ink, sprites.Center)
	return h
}

// diagramCrossing shows a claimed row and how it scores.
func diagramCrossing(d diagramPen, x, y, w float32, tick int) float32 {
	c := min(56, w/6)
	letterSize := max(14, int(22*c/56+0.5))
	caps := []string{"K K K W W with a kangaroo marker:", "three kangaroos 40, doubled: 80; two wombats 15; in all 95"}
	key := []string{"K\u00a0kangaroo · W\u00a0wombat · E\u00a0echidna · P\u00a0platypus", "D\u00a0dingo · T\u00a0Tasmanian\u00a0devil · J\u00a0joker"}
	h1 := d.captions(caps, 16, x, y+6*c+30, w, 22)
	h2 := d.captions(key, 15, x, y+6*c+36+h1, w, 20)
	h := 6*c + 36 + h1 + h2 - 10
	dst := d.dst
	if dst == nil {
		return h
	}
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
			d.text(animalLetter(letters[r][col]), letterSize, true, cx+c/2, cy+c/2, sprites.Ink, sprites.Center)
		}
	}
	// The marker on the west end of the top row, on a kangaroo.
	mx, my := x+c/2, y+c+c/2
	r := 16 * c / 56
	sprites.FillShape(dst, blue.Shape, mx, my, r, blue.Fill)
	sprites.StrokeShape(dst, blue.Shape, mx, my, r, 2, blue.Dark)
	d.text("K", 14, true, mx, my, sprites.White, sprites.Center)
	return h
}

// animalLetter is the diagram's letter for an animal in the player's
// language (German: Ameisenigel, Schnabeltier, Beutelteufel); single letters
// are not in the dictionary, where they would change every lone "E" or "T".
func animalLetter(l string) string {
	if lang.Dictionary != nil {
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

// Resting: the screen's picture changes only through input (rest.go).
func (r *RulesScreen) Resting() bool { return true }
