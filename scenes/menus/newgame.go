package menus

import (
	"encoding/json"
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// seatKinds are the choices for a seat, in the order a click cycles them.
// "" is a closed seat.
func seatKinds() []string {
	k := []string{"human"}
	for _, l := range ai.Levels {
		k = append(k, "bot:"+l.Name)
	}
	if play.CanHost {
		k = append(k, lan.LANKind)
	}
	return append(k, "")
}

func kindLabel(kind string) string {
	switch {
	case kind == "human":
		return "Person"
	case kind == "":
		return "—  closed"
	case kind == lan.LANKind:
		return "LAN player"
	}
	if l, ok := ai.LevelOf(strings.TrimPrefix(kind, "bot:")); ok {
		return fmt.Sprintf(lang.T("Computer · %s"), lang.T(l.Label))
	}
	return kind
}

// NewGame is the screen where the game, the seats and the options are
// chosen. What was chosen last time is remembered (newgame.json).
type NewGame struct {
	app     App
	Game    *rules.Game
	Kinds   []string
	names   []string
	Options []string // values by the game's option specs
	shuffle bool
	editing int // the seat whose name is being typed, or -1
	// fields is how many of the page's inputs the screen may have laid
	// over the seats' names (layFields).
	fields  int
	problem string
	// hoverOpt is the option under the pointer, whose whole help is shown;
	// shownOpt the one last tapped (a touch screen has no pointer).
	hoverOpt, shownOpt int

	sized       ui.Sized
	arrangement int
	Scroll      ui.Scroll
	where       ngPlace

	gameBtns []ui.Button
	NameBtns []ui.Button
	SeatBtns []ui.Stepper // each seat's kind
	OptBtns  []ui.Stepper // each option's choice
	shufBtn  ui.Button
	start    ui.Button
	back     ui.Button
}

// newGameMemory is what the screen remembers between games.
type newGameMemory struct {
	Game    string            `json:"game"`
	Kinds   []string          `json:"kinds"`
	Names   []string          `json:"names"`
	Shuffle bool              `json:"shuffle"`
	Options map[string]string `json:"options"` // "game.key" → value
}

const newGameName = "newgame.json"

// NewNewGame makes the screen; game preselects a game ("" for the last one
// played, or the first).
func NewNewGame(a App, game string) *NewGame {
	s := &NewGame{app: a, editing: -1, hoverOpt: -1, shownOpt: -1}
	mem := s.recall()
	if game == "" {
		game = mem.Game
	}
	name := ""
	if games := a.Games(); len(games) > 0 {
		name = games[0]
	}
	for _, g := range a.Games() {
		if g == game {
			name = game
		}
	}
	s.pick(name, mem)
	return s
}

func (s *NewGame) recall() newGameMemory {
	var mem newGameMemory
	if s.app.Store() != nil {
		if data, err := s.app.Store().Read(newGameName); err == nil {
			if json.Unmarshal(data, &mem) != nil {
				mem = newGameMemory{} // a bad file only loses the defaults
			}
		}
	}
	return mem
}

func (s *NewGame) remember() {
	if s.app.Store() == nil {
		return
	}
	mem := s.recall()
	mem.Game, mem.Kinds, mem.Names, mem.Shuffle = s.Game.Name, s.Kinds, s.names, s.shuffle
	if mem.Options == nil {
		mem.Options = map[string]string{}
	}
	for i, o := range s.Game.Options {
		mem.Options[s.Game.Name+"."+o.Key] = s.Options[i]
	}
	if data, err := json.MarshalIndent(mem, "", "  "); err == nil {
		s.app.Store().Write(newGameName, data)
	}
}

func (s *NewGame) pick(name string, mem newGameMemory) {
	g, err := rules.Lookup(name)
	if err != nil {
		return
	}
	s.Game = g
	s.problem = ""
	s.Kinds = make([]string, g.MaxPlayers)
	s.names = make([]string, g.MaxPlayers)
	s.Kinds[0], s.Kinds[1] = "human", "bot:"+ai.DefaultLevel
	for i := range s.names {
		s.names[i] = lang.T(DefaultSeatName(i))
		if i < len(mem.Names) && mem.Names[i] != "" {
			s.names[i] = lang.T(mem.Names[i]) // a colour's name in the player's language
		}
		if i < len(mem.Kinds) && validKind(mem.Kinds[i]) && (i >= g.MinPlayers || mem.Kinds[i] != "") {
			s.Kinds[i] = mem.Kinds[i]
		}
	}
	s.shuffle = mem.Shuffle
	s.Options = make([]string, len(g.Options))
	for i, o := range g.Options {
		s.Options[i] = o.Default
		if v, ok := mem.Options[g.Name+"."+o.Key]; ok && o.Check(v) == nil {
			s.Options[i] = v
		}
	}
}

func validKind(k string) bool {
	for _, kk := range seatKinds() {
		if kk == k {
			return true
		}
	}
	return false
}

// Name implements Named.
func (s *NewGame) Name() string { return "newgame" }

func (s *NewGame) players() int {
	n := 0
	for _, k := range s.Kinds {
		if k != "" {
			n++
		}
	}
	return n
}

// The screen has three arrangements:
//
//   - a desktop (wide and high): seats left, options right, as they always
//     were; a long list of options shows each explanation's first line and
//     the whole of the one pointed at or tapped in a box under the seats;
//     the options scroll if they still do not fit;
//   - a wide screen too low for that (a phone held sideways, a small
//     window): the same two columns below the games, the whole scrolling
//     between the heading and the buttons, every explanation in full;
//   - a tall or narrow screen (a phone, a tablet upright): one column,
//     games, seats, options, every explanation in full, scrolling.
const (
	ngDesk = iota
	ngLow
	ngColumn
)

// ngArrangement is the arrangement for the screen's size.
func ngArrangement() int {
	switch {
	case ui.Tall() || ui.Narrow():
		return ngColumn
	case ui.ViewW >= 1000 && ui.ViewH >= 760:
		return ngDesk
	}
	return ngLow
}

// ngText is a line of text the layout placed.
type ngText struct {
	s     string
	size  int
	bold  bool
	x, y  float64
	clr   color.RGBA
	align sprites.Align
}

// ngPlace is where the layout put the screen's parts besides its buttons.
type ngPlace struct {
	arr      int
	heading  ngText
	texts    []ngText  // in the scrolling part, or fixed on a desktop
	optTexts []ngText  // the options' labels and explanations (scrolling)
	icons    []ui.Rect // each seat's colour shape (its middle)
	// box is the desktop's explanation box (empty: none); problem is
	// where a problem with the setup is said.
	box     ui.Rect
	problem ui.Rect
}

// ngBoxed reports whether the desktop arrangement shows only the first
// line of each explanation (many options), the whole one in the box.
func (s *NewGame) ngBoxed() bool { return len(s.Game.Options) > 6 }

func (s *NewGame) Layout() {
	if s.sized.Stale() {
		s.arrangement = ngArrangement()
	}
	// Lay out twice if the scroll's room changed the place (a resize).
	off := s.Scroll.Off
	s.place()
	if e := s.editing; e >= 0 && e < len(s.NameBtns) && ui.Touching() && s.where.arr != ngDesk {
		// The name being typed on a touch screen stays in sight: the
		// phone's keyboard, opening, makes the screen lower.
		b := s.NameBtns[e]
		s.Scroll.Show(float32(b.Y)-s.Scroll.View.Y+s.Scroll.Off, float32(b.H))
	}
	if s.Scroll.Off != off {
		s.place()
	}
}

// place lays the screen out for the current scroll.
func (s *NewGame) place() {
	p := &s.where
	*p = ngPlace{arr: s.arrangement}
	head, barR, body := ui.MenuFrame(400)
	p.heading = ngText{"New game", ui.HeadingSize(), true, float64(head.X), head.CY(), sprites.Ink, sprites.Left}
	bw := min(160, barR.W/2-8)
	back, barR := barR.CutLeft(bw)
	start, barR := barR.CutRight(min(220, max(bw, barR.W/2)))
	back.Button(&s.back)
	start.Button(&s.start)
	s.back.Label, s.start.Label, s.start.Primary = "Back", "Start", true
	p.problem = barR.InsetXY(20, 0)

	s.gameBtns = s.gameBtns[:0]
	s.NameBtns, s.SeatBtns, s.OptBtns = s.NameBtns[:0], s.SeatBtns[:0], s.OptBtns[:0]
	players := fmt.Sprintf(lang.T("%d–%d players"), s.Game.MinPlayers, s.Game.MaxPlayers)
	if p.arr == ngDesk {
		// The games, the seats and the box stand still; the options
		// scroll if they must.
		games, rest := body.CutTop(48)
		s.placeGames(games, 250, 230)
		last := s.gameBtns[len(s.gameBtns)-1]
		p.texts = append(p.texts, ngText{players, 18, false, float64(last.X+last.W) + 30, games.CY(), sprites.InkSoft, sprites.Left})
		_, rest = rest.CutTop(24)
		left, right := rest.CutLeft(490)
		_, right = right.CutLeft(50)
		lh, left := left.CutTop(30)
		p.texts = append(p.texts, s.heads(lh, true)...)
		_, left = left.CutTop(14)
		bottom := s.placeSeats(left)
		if s.ngBoxed() {
			p.box = ui.Rect{X: left.X, Y: bottom + 30, W: left.W, H: 0}
			p.box.H = float32(s.back.Y-20) - p.box.Y
		}
		rh, right := right.CutTop(30)
		p.texts = append(p.texts, s.heads(rh, false)...)
		_, right = right.CutTop(14)
		view := ui.Rect{X: right.X - 8, Y: right.Y - 4, W: right.W + 8, H: right.H + 4} // room for the hover outline
		s.Scroll.Set(view, s.placeOptions(right.X, right.W, right.Y-s.Scroll.Off, !s.ngBoxed())-right.Y+s.Scroll.Off+2)
		return
	}
	// Everything below the heading scrolls; the problem with the setup,
	// if any, stands first.
	view := body
	y := view.Y - s.Scroll.Off
	top := y
	cw := view.W - 14 // room for the scroll bar
	if s.problem != "" {
		for _, l := range sprites.Wrap(s.problem, 17, true, float64(cw)) {
			p.texts = append(p.texts, ngText{l, 17, true, float64(view.X), float64(y + 10), sprites.Bad, sprites.Left})
			y += 22
		}
		y += 10
	}
	cols := []ui.Rect{{X: view.X, W: cw}}
	if p.arr == ngLow {
		cols = ui.Rect{X: view.X, Y: 0, W: cw, H: 0}.Columns(2, 32)
	}
	// The games: in a row, or one under another on a narrow screen.
	gw := min(230, (view.W-40)/3)
	if ui.Narrow() {
		for i := range s.app.Games() {
			ui.Rect{X: view.X, Y: y, W: cw, H: 44}.Button(s.gameButton(i))
			y += 52
		}
	} else {
		s.placeGames(ui.Rect{X: view.X, Y: y, W: cw, H: 48}, gw+20, gw)
		y += 56
	}
	p.texts = append(p.texts, ngText{players, 17, false, float64(view.X), float64(y + 10), sprites.InkSoft, sprites.Left})
	y += 34
	left := cols[0]
	left.Y, left.H = y, 10000
	lines := s.headLines(true, left.W)
	p.texts = append(p.texts, s.headTexts(lines, left.X, y, true)...)
	left.Y += float32(len(lines))*21 + 10
	yl := s.placeSeats(left)
	right := cols[len(cols)-1]
	right.Y = y
	if len(cols) == 1 {
		right.Y = yl + 30
	}
	lines = s.headLines(false, right.W)
	p.texts = append(p.texts, s.headTexts(lines, right.X, right.Y, false)...)
	right.Y += float32(len(lines))*21 + 10
	yr := s.placeOptions(right.X, right.W, right.Y, true)
	s.Scroll.Set(view, max(yl, yr)-top+12)
	if s.Scroll.Off < 0.5 && s.Scroll.Scrolls() {
		// Before any scrolling the list ends above a row its edge would
		// cut (a phone's last row stood half under the fade, a 300×30
		// target): that row waits below, wholly, with the rest.
		if cut, ok := s.rowAcross(view.Bottom()); ok && cut > view.Y+view.H/2 {
			view.H = cut - 4 - view.Y
			s.Scroll.Set(view, max(yl, yr)-top+12)
		}
	}
}

// rowAcross is the top of the highest control of the scrolling list that
// stands across y (its top above, its bottom below), if any.
func (s *NewGame) rowAcross(y float32) (top float32, ok bool) {
	check := func(b *ui.Button) {
		if bt := float32(b.Y); b.W > 0 && bt < y && bt+float32(b.H) > y && (!ok || bt < top) {
			top, ok = bt, true
		}
	}
	for i := range s.gameBtns {
		check(&s.gameBtns[i])
	}
	for i := range s.NameBtns {
		check(&s.NameBtns[i])
	}
	for i := range s.SeatBtns {
		check(&s.SeatBtns[i].Button)
	}
	for i := range s.OptBtns {
		check(&s.OptBtns[i].Button)
	}
	check(&s.shufBtn)
	return top, ok
}

// placeGames places the games' buttons in a row: each w wide, pitch apart.
func (s *NewGame) placeGames(r ui.Rect, pitch, w float32) {
	for i := range s.app.Games() {
		ui.Rect{X: r.X + float32(i)*pitch, Y: r.Y, W: w, H: r.H}.Button(s.gameButton(i))
	}
}

// gameButton is game i's button (made as the layout needs it).
func (s *NewGame) gameButton(i int) *ui.Button {
	g, _ := rules.Lookup(s.app.Games()[i])
	s.gameBtns = append(s.gameBtns, ui.Button{Label: g.Title, On: g == s.Game})
	return &s.gameBtns[len(s.gameBtns)-1]
}

// heads is a column's heading on one line in r (the desktop).
func (s *NewGame) heads(r ui.Rect, seats bool) []ngText {
	return s.headTexts(s.headLines(seats, 10000), r.X, r.Y+4, seats)
}

// headLines are the seats' or the options' heading, wrapped to w.
func (s *NewGame) headLines(seats bool, w float32) []string {
	h, bold := "Seats: click a name or a kind to change it (right-click: back)", true
	if ui.Touching() {
		h = "Seats: tap a name to rename it, ‹\u00a0or\u00a0› to change a kind"
	}
	if !seats {
		switch {
		case len(s.Game.Options) > 0 && ui.Touching():
			h = "Options: tap ‹\u00a0or\u00a0› to change one"
		case len(s.Game.Options) > 0:
			h = "Options (click; right-click or wheel goes back)"
		default:
			h, bold = "This game has no options: its rules are played as they are.", false
		}
	}
	return sprites.Wrap(h, 17, bold, float64(w))
}

func (s *NewGame) headTexts(lines []string, x, y float32, seats bool) []ngText {
	bold := seats || len(s.Game.Options) > 0
	clr := sprites.Ink
	if !bold {
		clr = sprites.InkSoft
	}
	var out []ngText
	for i, l := range lines {
		out = append(out, ngText{l, 17, bold, float64(x), float64(y) + 10 + float64(i)*21, clr, sprites.Left})
	}
	return out
}

// ngKindW is the least width of a seat's kind beside its name: its ‹ and
// › ends and a computer's level between them. A narrower column (a phone)
// puts the kind under the name.
const ngKindW = 240

// placeSeats places the seats' rows and the seat order's button in r
// (from its top); it returns the bottom of what it placed. A seat's row is
// its colour's shape, its name and its kind; in a narrow column the kind
// stands under the name.
func (s *NewGame) placeSeats(r ui.Rect) float32 {
	y := r.Y
	nameW := min(170, (r.W-50)*0.4)
	under := r.W-46-nameW-14 < ngKindW
	for i := range s.Kinds {
		row := ui.Rect{X: r.X, Y: y, W: r.W, H: 44}
		icon, row := row.CutLeft(46)
		s.where.icons = append(s.where.icons, icon)
		var name, kind ui.Rect
		if under {
			row.W = min(row.W, 300)
			name, kind = row, row
			kind.Y += 50
			y += 50
		} else {
			name, row = row.CutLeft(nameW)
			_, kind = row.CutLeft(14)
			kind.W = min(kind.W, 260)
		}
		var nb ui.Button
		kb := ui.Stepper{BackTap: fmt.Sprintf("Seat %d: previous kind", i+1), NextTap: fmt.Sprintf("Seat %d: next kind", i+1)}
		name.Button(&nb)
		kind.Button(&kb.Button)
		nb.Disabled = s.Kinds[i] == ""
		kb.Label = kindLabel(s.Kinds[i])
		s.NameBtns, s.SeatBtns = append(s.NameBtns, nb), append(s.SeatBtns, kb)
		y += 58
	}
	ui.Rect{X: r.X, Y: y + 8, W: min(300, r.W), H: 44}.Button(&s.shufBtn)
	s.shufBtn.Label = "Seat order: as listed"
	if s.shuffle {
		s.shufBtn.Label = "Seat order: shuffled"
	}
	return y + 52
}

// ngOptW is the width of an option's stepper: its ‹ and › ends and the
// longest choice between them ("recommended"); ngOptTextW the least room
// for the option's name beside it. A narrower column (a phone) puts the
// name over the stepper.
const (
	ngOptW     = 220
	ngOptTextW = 140
)

// placeOptions places the options' rows at x, w wide, from y; full
// shows every explanation whole (else its first line: the desktop's box
// shows the rest). It returns the bottom of the last row. An option's
// choice is a stepper: its ‹ end takes the choice before, its › end and
// its middle the next.
func (s *NewGame) placeOptions(x, w, y float32, full bool) float32 {
	compact := !full
	few := !compact && ngArrangement() == ngDesk // the desktop's roomy rows
	bw := min(ngOptW, w)
	under := w-bw-16 < ngOptTextW
	for i, o := range s.Game.Options {
		b := ui.Stepper{BackTap: fmt.Sprintf("%s: previous choice", o.Label), NextTap: fmt.Sprintf("%s: next choice", o.Label)}
		b.Label, b.Disabled = s.optionLabel(i), !o.AppliesTo(s.players())
		if o.Bool() {
			b.On = s.Options[i] == "on" && !b.Disabled
		}
		clr := sprites.Ink
		if b.Disabled {
			clr = sprites.InkSoft
		}
		size := 19
		if compact {
			size = 17
		}
		tx, tw := x+bw+16, w-bw-16
		if under && !compact && !few {
			// The name over the stepper, the whole explanation under it.
			for _, l := range sprites.Wrap(o.Label, size, true, float64(w)) {
				s.where.optTexts = append(s.where.optTexts, ngText{l, size, true, float64(x), float64(y + 11), clr, sprites.Left})
				y += 22
			}
			y += 4
			ui.Rect{X: x, Y: y, W: bw, H: 44}.Button(&b.Button)
			s.OptBtns = append(s.OptBtns, b)
			y += 44 + 6
			for _, l := range sprites.Wrap(s.OptionHelp(i), 15, false, float64(w)) {
				s.where.optTexts = append(s.where.optTexts, ngText{l, 15, false, float64(x), float64(y) + 9, sprites.InkSoft, sprites.Left})
				y += 19
			}
			y += 16
			continue
		}
		ui.Rect{X: x, Y: y, W: bw, H: 44}.Button(&b.Button)
		s.OptBtns = append(s.OptBtns, b)
		help := sprites.Wrap(s.OptionHelp(i), 15, false, float64(tw-34))
		switch {
		case compact:
			if len(help) > 1 {
				help = []string{help[0] + " …"}
			}
			s.where.optTexts = append(s.where.optTexts, ngText{o.Label, size, true, float64(tx), float64(y + 12), clr, sprites.Left})
			for k, l := range help {
				s.where.optTexts = append(s.where.optTexts, ngText{l, 15, false, float64(tx), float64(y+33) + float64(k)*18, sprites.InkSoft, sprites.Left})
			}
			y += 47
		case few:
			// The desktop's rows: the explanation beside the button,
			// three lines at most.
			s.where.optTexts = append(s.where.optTexts, ngText{o.Label, size, true, float64(tx), float64(y + 10), clr, sprites.Left})
			help = sprites.Wrap(s.OptionHelp(i), 15, false, float64(min(tw, 400)))
			for k, l := range help[:min(3, len(help))] {
				s.where.optTexts = append(s.where.optTexts, ngText{l, 15, false, float64(tx), float64(y+31) + float64(k)*18, sprites.InkSoft, sprites.Left})
			}
			y += 84
		default:
			// The label beside the button, the whole explanation under
			// both.
			label := sprites.Wrap(o.Label, size, true, float64(tw))
			ly := y + 22 - float32(len(label)-1)*11
			for k, l := range label {
				s.where.optTexts = append(s.where.optTexts, ngText{l, size, true, float64(tx), float64(ly) + float64(k)*22, clr, sprites.Left})
			}
			y += max(44, float32(len(label))*22) + 6
			help = sprites.Wrap(s.OptionHelp(i), 15, false, float64(w))
			for _, l := range help {
				s.where.optTexts = append(s.where.optTexts, ngText{l, 15, false, float64(x), float64(y) + 9, sprites.InkSoft, sprites.Left})
				y += 19
			}
			y += 16
		}
	}
	return y
}

func (s *NewGame) optionLabel(i int) string {
	o := s.Game.Options[i]
	if o.Bool() {
		if s.Options[i] == "on" {
			return "on"
		}
		return "off"
	}
	return areaSign(s.Options[i])
}

// areaSign writes an area's value as a player reads it, "5×7": the value
// itself is typed, on a command line too, with an x.
func areaSign(v string) string {
	a, b, ok := strings.Cut(v, "x")
	if !ok || a == "" || b == "" || strings.Trim(a+b, "0123456789") != "" {
		return v
	}
	return a + "×" + b
}

// Status implements the tests' status line: the game, the seat whose
// name is being typed (-1: none) and the seats' names.
func (s *NewGame) Status() string {
	return fmt.Sprintf("game=%s;editing=%d;names=%s", s.Game.Name, s.editing, strings.Join(s.names, ","))
}

// Update implements Scene.
func (s *NewGame) Update(in *ui.Input) {
	s.Layout()
	s.followPage()
	if s.editing >= 0 && s.typeName(in) {
		return
	}
	s.layFields()
	cin := s.Scroll.Input(in)
	in = &cin
	inView := s.Scroll.View.Contains(in.X, in.Y)
	// What may be clicked where: the scrolling part only in its view.
	scrolled := func(b *ui.Button) bool { return s.where.arr != ngDesk || s.isOpt(b) }
	click := func(b *ui.Button) bool {
		if scrolled(b) && !inView {
			b.Clicked(&ui.Input{X: -1, Y: -1})
			return false
		}
		return b.Clicked(in)
	}
	on := func(b *ui.Button) bool { return !b.Disabled && b.Contains(in.X, in.Y) && (!scrolled(b) || inView) }
	s.hoverOpt = -1
	for i := range s.OptBtns {
		b := s.OptBtns[i].Button
		if inView && !in.Touch && in.Y >= b.Y-2 && in.Y < b.Y+45 && in.X >= b.X && in.X < int(s.Scroll.View.Right()) {
			s.hoverOpt = i
		}
	}
	if in.Pressed && inView {
		// A tap on an option's row shows its whole explanation (the
		// desktop's box).
		for i := range s.OptBtns {
			b := s.OptBtns[i].Button
			if in.Y >= b.Y-2 && in.Y < b.Y+45 && in.X >= b.X {
				s.shownOpt = i
			}
		}
	}
	for i := range s.gameBtns {
		if click(&s.gameBtns[i]) {
			s.remember()
			s.pick(s.app.Games()[i], s.recall())
			s.Scroll.Off, s.shownOpt = 0, -1
			ui.PageFieldHide() // laid again where the new seats' names are
			return
		}
	}
	for i := range s.NameBtns {
		if click(&s.NameBtns[i]) {
			s.editing = i
			return
		}
	}
	// A stepper's way: a click or a tap on its middle or its › end takes
	// the next choice; a click or a tap on its ‹ end, a right click, the
	// wheel up or a Shift-click the one before (0: not touched).
	stepper := func(b *ui.Stepper) int {
		back := on(&b.Button) && (in.RightPressed || in.Wheel != 0)
		dir := 0
		if click(&b.Button) {
			dir = b.Dir(in.X, in.Y)
		}
		switch {
		case dir == 0 && !back:
			return 0
		case dir < 0 || in.RightPressed || in.Wheel > 0 || in.Shift:
			return -1
		}
		return 1
	}
	kinds := seatKinds()
	for i := range s.SeatBtns {
		dir := stepper(&s.SeatBtns[i])
		if dir == 0 {
			continue
		}
		step := 1
		if dir < 0 {
			step = len(kinds) - 1
		}
		j := 0
		for k, kind := range kinds {
			if kind == s.Kinds[i] {
				j = k
			}
		}
		next := kinds[(j+step)%len(kinds)]
		if next == "" && i < s.Game.MinPlayers {
			next = kinds[(j+2*step)%len(kinds)] // a seat the game needs stays open
		}
		s.Kinds[i] = next
		s.problem = ""
		return
	}
	for i := range s.OptBtns {
		if dir := stepper(&s.OptBtns[i]); dir != 0 {
			o := s.Game.Options[i]
			step := 1
			if dir < 0 {
				step = len(o.Choices) - 1
			}
			for k, c := range o.Choices {
				if c == s.Options[i] {
					s.Options[i] = o.Choices[(k+step)%len(o.Choices)]
					break
				}
			}
			s.problem = ""
			return
		}
	}
	s.Scroll.Wheel(in)
	switch {
	case click(&s.shufBtn):
		s.shuffle = !s.shuffle
	case s.start.Clicked(in), in.Key(ebiten.KeyEnter):
		s.begin()
	case s.back.Clicked(in), in.Key(ebiten.KeyEscape):
		s.leave(NewTitle(s.app))
	default:
		s.Scroll.Keys(in)
	}
}

// isOpt reports whether b is one of the options' buttons.
func (s *NewGame) isOpt(b *ui.Button) bool {
	for i := range s.OptBtns {
		if b == &s.OptBtns[i].Button {
			return true
		}
	}
	return false
}

// leave hides the page's inputs and opens next.
func (s *NewGame) leave(next ui.Scene) {
	ui.PageFieldHide()
	s.app.Switch(next)
}

// SceneLeft takes the page's inputs away however the screen was left.
func (s *NewGame) SceneLeft() { ui.PageFieldHide() }

// typeName edits the name of the seat being renamed; it reports whether it
// used the input.
func (s *NewGame) typeName(in *ui.Input) bool {
	name := []rune(s.names[s.editing])
	// A phone types in the page's input laid over the name (a tap on the
	// name opened its keyboard).
	text, changed, enter, escape, _ := ui.PageTypedAt(s.editing)
	if changed {
		name = ui.Typed(text, 16, true)
	}
	s.names[s.editing] = string(name)
	s.layFields()
	for _, r := range in.Chars {
		if len(name) < 16 && r >= ' ' {
			name = append(name, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(name) > 0 {
		name = name[:len(name)-1]
	}
	s.names[s.editing] = string(name)
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyTab) || enter || escape || (in.Pressed && !s.NameBtns[s.editing].Contains(in.X, in.Y)) {
		s.endName()
		ui.PageFieldDone()
		return !in.Pressed
	}
	return true
}

// endName ends the typing of a seat's name: a name left empty is the
// seat's colour again.
func (s *NewGame) endName() {
	if strings.TrimSpace(s.names[s.editing]) == "" {
		s.names[s.editing] = lang.T(DefaultSeatName(s.editing))
	}
	s.editing = -1
}

// followPage follows what a finger did on the page's inputs over the
// seats' names (layFields): a tap on one gave it the focus (the phone's
// keyboard opened), and that seat's name is typed now; a finger dragged
// on one scrolls the list, as on the rest of the screen.
func (s *NewGame) followPage() {
	if d := ui.PageDragged(); d != 0 && s.where.arr != ngDesk {
		s.Scroll.By(-d)
		s.Layout()
	}
	f := ui.PageFocus()
	if f < 0 || f == s.editing || f >= len(s.NameBtns) || s.NameBtns[f].Disabled {
		return
	}
	if s.editing >= 0 {
		// From one name to another: what was typed in the first is kept.
		if text, changed, _, _, _ := ui.PageTypedAt(s.editing); changed {
			s.names[s.editing] = string(ui.Typed(text, 16, true))
		}
		s.endName()
	}
	s.editing = f
}

// layFields lays the page's inputs (a browser's: a window has none) over
// the seats' names, each the one of its seat: over the name being typed,
// and on a touch screen over every open seat's name, so that the first
// tap on any name lands on its input and the phone's keyboard opens (a
// phone opens it only for an input the finger taps). A name not wholly in
// sight has none, so that no input covers the buttons below the list.
func (s *NewGame) layFields() {
	view := s.Scroll.View
	for i := range max(s.fields, len(s.NameBtns)) {
		lay := false
		var r ui.Rect
		if i < len(s.NameBtns) {
			b := s.NameBtns[i]
			r = ui.Rect{X: float32(b.X), Y: float32(b.Y), W: float32(b.W), H: float32(b.H)}
			switch {
			case i == s.editing:
				lay = s.Scroll.Visible(r.Y, r.H)
			case ui.Touching() && !b.Disabled:
				lay = s.where.arr == ngDesk || r.Y >= view.Y && r.Bottom() <= view.Bottom()
			}
		}
		if lay {
			ui.PageFieldAt(i, r, s.names[i], "name")
		} else {
			ui.PageFieldHideAt(i)
		}
	}
	s.fields = len(s.NameBtns)
}

// setup is the match setup the screen describes.
func (s *NewGame) setup() rules.Setup {
	st := rules.Setup{Game: s.Game.Name, Seed: uint64(s.app.Now())}
	for i, k := range s.Kinds {
		if k != "" {
			st.Seats = append(st.Seats, rules.SeatInfo{Name: s.names[i], Kind: k})
		}
	}
	if s.shuffle {
		r := rand.New(rand.NewPCG(st.Seed, 77))
		r.Shuffle(len(st.Seats), func(i, j int) { st.Seats[i], st.Seats[j] = st.Seats[j], st.Seats[i] })
	}
	for i, o := range s.Game.Options {
		if s.Options[i] != o.Default && o.AppliesTo(len(st.Seats)) {
			st.Options = append(st.Options, rules.Option{Key: o.Key, Value: s.Options[i]})
		}
	}
	return st
}

func (s *NewGame) begin() {
	setup := s.setup()
	m, err := rules.NewMatch(setup, s.app.Now())
	if err == nil && s.hosted() {
		// Seats for players on the LAN: this window hosts the game.
		s.remember()
		var sc ui.Scene
		sc, err = GuardSaved(s.app, func() (ui.Scene, error) { return s.app.HostGame(setup) }, func() ui.Scene { return s })
		if err == nil {
			s.leave(sc)
			return
		}
	} else if err == nil {
		s.remember()
		var sc ui.Scene
		sc, err = GuardSaved(s.app, func() (ui.Scene, error) { return s.app.OpenPlay(m) }, func() ui.Scene { return s })
		if err == nil {
			s.leave(sc)
			return
		}
	}
	// Some combinations of options do not go together: say which.
	s.problem = lang.TrErr(err)
	s.Scroll.Off = 0 // where a small screen says it
}

// hosted reports whether a seat is open to players on the LAN.
func (s *NewGame) hosted() bool {
	for _, k := range s.Kinds {
		if k == lan.LANKind {
			return true
		}
	}
	return false
}

// Draw implements Scene.
func (s *NewGame) Draw(dst *ebiten.Image) {
	s.Layout()
	p := &s.where
	ui.DrawSheet(dst)
	p.heading.draw(dst)
	body := dst
	if p.arr != ngDesk {
		body = s.Scroll.Clip(dst)
	}
	for _, t := range p.texts {
		t.drawIn(body, &s.Scroll, p.arr != ngDesk)
	}
	for i := range s.gameBtns {
		s.drawIn(body, &s.gameBtns[i], p.arr != ngDesk)
	}
	seat := 0
	pal := s.app.Settings().Palette()
	for i := range s.SeatBtns {
		nb := s.NameBtns[i]
		if s.Kinds[i] != "" {
			icon := p.icons[i]
			if p.arr == ngDesk || s.Scroll.Visible(icon.Y, icon.H) {
				l := pal.Players[seat]
				x, y := float32(icon.CX())-2, float32(icon.CY())
				sprites.FillShape(body, l.Shape, x, y, 15, l.Fill)
				sprites.StrokeShape(body, l.Shape, x, y, 15, 2, l.Dark)
			}
			nb.On = s.editing == i
			nb.Label = s.names[i]
			if s.editing == i && s.app.Tick()/20%2 == 0 {
				nb.Label += "|"
			}
			s.drawIn(body, &nb, p.arr != ngDesk)
			seat++
		} else {
			t := ngText{"(empty seat)", 17, false, float64(nb.X + 10), float64(nb.Y + nb.H/2), sprites.InkSoft, sprites.Left}
			t.drawIn(body, &s.Scroll, p.arr != ngDesk)
		}
		if k := &s.SeatBtns[i]; p.arr == ngDesk || s.Scroll.Visible(float32(k.Y), float32(k.H)) {
			k.Draw(body)
		}
	}
	s.drawIn(body, &s.shufBtn, p.arr != ngDesk)
	opts := s.Scroll.Clip(dst)
	for i := range s.OptBtns {
		if b := &s.OptBtns[i]; s.Scroll.Visible(float32(b.Y), float32(b.H)) {
			b.Draw(opts)
		}
	}
	for _, t := range p.optTexts {
		t.drawIn(opts, &s.Scroll, true)
	}
	s.Scroll.DrawMore(dst, sprites.Paper)
	if p.box.H > 0 {
		s.drawBox(dst, p.box)
	}
	if s.problem != "" && p.arr == ngDesk {
		for i, line := range sprites.Wrap(s.problem, 17, true, float64(p.problem.W)) {
			sprites.Text(dst, line, 17, true, float64(p.problem.X), float64(p.problem.Y)+12+float64(i*22), sprites.Bad, sprites.Left)
		}
	}
	s.start.Draw(dst)
	s.back.Draw(dst)
}

// drawIn draws a button; scrolled: only if it shows in the scroll's view.
func (s *NewGame) drawIn(dst *ebiten.Image, b *ui.Button, scrolled bool) {
	if !scrolled || s.Scroll.Visible(float32(b.Y), float32(b.H)) {
		b.Draw(dst)
	}
}

// drawBox draws the desktop's box: the whole explanation of the option
// pointed at or last tapped, or where to find it.
func (s *NewGame) drawBox(dst *ebiten.Image, box ui.Rect) {
	i := s.hoverOpt
	if i < 0 {
		i = s.shownOpt
	}
	x := float64(box.X + 16)
	w := float64(box.W - 32)
	if i >= 0 && i < len(s.Game.Options) {
		o := s.Game.Options[i]
		sprites.RoundRect(dst, box.X, box.Y, box.W, box.H, 10, sprites.PaperDark)
		sprites.Text(dst, o.Label, 17, true, x, float64(box.Y+18), sprites.Ink, sprites.Left)
		lines := sprites.Wrap(o.Help, 15, false, w)
		for k, line := range lines[:min(len(lines), int(box.H-40)/19)] {
			sprites.Text(dst, line, 15, false, x, float64(box.Y+42)+float64(k*19), sprites.InkSoft, sprites.Left)
		}
		return
	}
	// The list shows each explanation's first line: say where the rest is.
	sprites.RoundRectLine(dst, box.X, box.Y, box.W, box.H, 10, 1.5, sprites.PaperDark)
	for k, line := range sprites.Wrap(lang.T("The options' explanations are cut short here: point at an option (or its button) to read all of it in this box."), 15, false, w) {
		sprites.Text(dst, line, 15, false, x, float64(box.Y+32)+float64(k*19), sprites.InkSoft, sprites.Left)
	}
}

// draw draws the line of text.
func (t ngText) draw(dst *ebiten.Image) {
	sprites.Text(dst, t.s, t.size, t.bold, t.x, t.y, t.clr, t.align)
}

// drawIn draws the line; scrolled: only if it shows in the scroll's view.
func (t ngText) drawIn(dst *ebiten.Image, sc *ui.Scroll, scrolled bool) {
	h := float32(t.size)
	if !scrolled || sc.Visible(float32(t.y)-h/2, h) {
		t.draw(dst)
	}
}

// OptionHelp is what option i's line says: its help, and for how many
// players it is when it does not apply to the seats chosen.
func (s *NewGame) OptionHelp(i int) string {
	o := s.Game.Options[i]
	if s.OptBtns[i].Disabled {
		return fmt.Sprintf(lang.T("(for %s players) %s"), playersText(o), lang.T(o.Help))
	}
	return o.Help
}

func playersText(o rules.OptionSpec) string {
	switch {
	case o.MinPlayers > 0 && o.MinPlayers == o.MaxPlayers:
		return fmt.Sprintf("%d", o.MinPlayers)
	case o.MinPlayers > 0 && o.MaxPlayers > 0:
		return fmt.Sprintf("%d–%d", o.MinPlayers, o.MaxPlayers)
	case o.MinPlayers > 0:
		return fmt.Sprintf("%d+", o.MinPlayers)
	}
	return fmt.Sprintf("≤%d", o.MaxPlayers)
}

// DefaultSeatName is the default name of a seat: its colour.
func DefaultSeatName(seat int) string {
	n := sprites.Default.Players[seat].Name
	return strings.ToUpper(n[:1]) + n[1:]
}

// Resting: New game rests unless a name's caret blinks.
func (s *NewGame) Resting() bool { return s.editing < 0 }
