package scenes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/sprites"
)

// PlayScreen opens the play screen of one game. Each game's screen lives in
// its own package (scenes/billabong, scenes/downunder, scenes/crossing),
// which imports this one; the program that assembles the game
// (scenes/launch) hands the App their table in Options.Plays, in menu
// order, so this package never imports them.
type PlayScreen struct {
	Game string
	Open func(a *App, m *rules.Match) Scene
}

// openPlay opens the play screen of m's game.
func openPlay(a *App, m *rules.Match) (Scene, error) {
	p, err := playFor(a.plays, m.Setup().Game)
	if err != nil {
		return nil, err
	}
	return p.Open(a, m), nil
}

// playFor finds game's play screen in plays.
func playFor(plays []PlayScreen, game string) (PlayScreen, error) {
	for _, p := range plays {
		if p.Game == game {
			return p, nil
		}
	}
	return PlayScreen{}, fmt.Errorf("no play screen for %s", game)
}

// seatKinds are the choices for a seat, in the order a click cycles them.
// "" is a closed seat.
func seatKinds() []string {
	k := []string{"human"}
	for _, l := range ai.Levels {
		k = append(k, "bot:"+l.Name)
	}
	if canHost {
		k = append(k, lanKind)
	}
	return append(k, "")
}

func kindLabel(kind string) string {
	switch {
	case kind == "human":
		return "Person"
	case kind == "":
		return "—  closed"
	case kind == lanKind:
		return "LAN player"
	}
	if l, ok := ai.LevelOf(strings.TrimPrefix(kind, "bot:")); ok {
		return fmt.Sprintf(T("Computer · %s"), T(l.Label))
	}
	return kind
}

// NewGame is the screen where the game, the seats and the options are
// chosen. What was chosen last time is remembered (newgame.json).
type NewGame struct {
	app     *App
	game    *rules.Game
	kinds   []string
	names   []string
	options []string // values by the game's option specs
	shuffle bool
	editing int // the seat whose name is being typed, or -1
	problem string
	// hoverOpt is the option under the pointer, whose whole help is shown.
	hoverOpt int

	gameBtns []Button
	nameBtns []Button
	seatBtns []Button
	optBtns  []Button
	shufBtn  Button
	start    Button
	back     Button
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
func NewNewGame(a *App, game string) *NewGame {
	s := &NewGame{app: a, editing: -1, hoverOpt: -1}
	mem := s.recall()
	if game == "" {
		game = mem.Game
	}
	name := ""
	if len(a.plays) > 0 {
		name = a.plays[0].Game
	}
	for _, p := range a.plays {
		if p.Game == game {
			name = game
		}
	}
	s.pick(name, mem)
	return s
}

func (s *NewGame) recall() newGameMemory {
	var mem newGameMemory
	if s.app.store != nil {
		if data, err := s.app.store.Read(newGameName); err == nil {
			if json.Unmarshal(data, &mem) != nil {
				mem = newGameMemory{} // a bad file only loses the defaults
			}
		}
	}
	return mem
}

func (s *NewGame) remember() {
	if s.app.store == nil {
		return
	}
	mem := s.recall()
	mem.Game, mem.Kinds, mem.Names, mem.Shuffle = s.game.Name, s.kinds, s.names, s.shuffle
	if mem.Options == nil {
		mem.Options = map[string]string{}
	}
	for i, o := range s.game.Options {
		mem.Options[s.game.Name+"."+o.Key] = s.options[i]
	}
	if data, err := json.MarshalIndent(mem, "", "  "); err == nil {
		s.app.store.Write(newGameName, data)
	}
}

func (s *NewGame) pick(name string, mem newGameMemory) {
	g, err := rules.Lookup(name)
	if err != nil {
		return
	}
	s.game = g
	s.problem = ""
	s.kinds = make([]string, g.MaxPlayers)
	s.names = make([]string, g.MaxPlayers)
	s.kinds[0], s.kinds[1] = "human", "bot:"+ai.DefaultLevel
	for i := range s.names {
		s.names[i] = T(DefaultSeatName(i))
		if i < len(mem.Names) && mem.Names[i] != "" {
			s.names[i] = T(mem.Names[i]) // a colour's name in the player's language
		}
		if i < len(mem.Kinds) && validKind(mem.Kinds[i]) && (i >= g.MinPlayers || mem.Kinds[i] != "") {
			s.kinds[i] = mem.Kinds[i]
		}
	}
	s.shuffle = mem.Shuffle
	s.options = make([]string, len(g.Options))
	for i, o := range g.Options {
		s.options[i] = o.Default
		if v, ok := mem.Options[g.Name+"."+o.Key]; ok && o.Check(v) == nil {
			s.options[i] = v
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
	for _, k := range s.kinds {
		if k != "" {
			n++
		}
	}
	return n
}

// optionRow is the height of one option's row: roomy when there are few.
func (s *NewGame) optionRow() int {
	if len(s.game.Options) > 6 {
		return 46
	}
	return 84
}

func (s *NewGame) layout() {
	s.gameBtns = s.gameBtns[:0]
	for i, p := range s.app.plays {
		g, _ := rules.Lookup(p.Game)
		s.gameBtns = append(s.gameBtns, Button{Label: g.Title, X: 80 + i*250, Y: 100, W: 230, H: 48, On: g == s.game})
	}
	s.seatBtns, s.nameBtns = s.seatBtns[:0], s.nameBtns[:0]
	for i := range s.kinds {
		y := 226 + i*58
		s.nameBtns = append(s.nameBtns, Button{X: 126, Y: y, W: 170, H: 44, Disabled: s.kinds[i] == ""})
		s.seatBtns = append(s.seatBtns, Button{Label: kindLabel(s.kinds[i]), X: 310, Y: y, W: 260, H: 44})
	}
	s.shufBtn = Button{Label: "Seat order: as listed", X: 80, Y: 226 + len(s.kinds)*58 + 8, W: 300, H: 40}
	if s.shuffle {
		s.shufBtn.Label = "Seat order: shuffled"
	}
	s.optBtns = s.optBtns[:0]
	y := 226
	for i, o := range s.game.Options {
		b := Button{Label: s.optionLabel(i), X: 620, Y: y, W: 140, H: 38, Disabled: !o.AppliesTo(s.players())}
		if o.Bool() {
			b.On = s.options[i] == "on" && !b.Disabled
		}
		s.optBtns = append(s.optBtns, b)
		y += s.optionRow()
	}
	s.start = Button{Label: "Start", X: ScreenW - 300, Y: ScreenH - 110, W: 220, H: 56, Primary: true}
	s.back = Button{Label: "Back", X: 80, Y: ScreenH - 106, W: 160, H: 48}
}

func (s *NewGame) optionLabel(i int) string {
	o := s.game.Options[i]
	if o.Bool() {
		if s.options[i] == "on" {
			return "on"
		}
		return "off"
	}
	return s.options[i]
}

// Update implements Scene.
func (s *NewGame) Update(in *Input) {
	s.layout()
	if s.editing >= 0 && s.typeName(in) {
		return
	}
	s.hoverOpt = -1
	for i := range s.optBtns {
		b := s.optBtns[i]
		if in.Y >= b.Y && in.Y < b.Y+s.optionRow() && in.X >= b.X && in.X < ScreenW-60 {
			s.hoverOpt = i
		}
	}
	for i, b := range s.gameBtns {
		if b.Clicked(in) {
			s.remember()
			s.pick(s.app.plays[i].Game, s.recall())
			return
		}
	}
	for i := range s.nameBtns {
		if s.nameBtns[i].Clicked(in) {
			s.editing = i
			return
		}
	}
	kinds := seatKinds()
	for i := range s.seatBtns {
		b := &s.seatBtns[i]
		// A click takes the next kind; a right click, the wheel up or a
		// Shift-click the one before, as the options do.
		back := !b.Disabled && b.Contains(in.X, in.Y) && (in.RightPressed || in.Wheel != 0)
		if !b.Clicked(in) && !back {
			continue
		}
		step := 1
		if in.RightPressed || in.Wheel > 0 || in.Shift {
			step = len(kinds) - 1
		}
		j := 0
		for k, kind := range kinds {
			if kind == s.kinds[i] {
				j = k
			}
		}
		next := kinds[(j+step)%len(kinds)]
		if next == "" && i < s.game.MinPlayers {
			next = kinds[(j+2*step)%len(kinds)] // a seat the game needs stays open
		}
		s.kinds[i] = next
		s.problem = ""
		return
	}
	for i := range s.optBtns {
		b := &s.optBtns[i]
		back := !b.Disabled && b.Contains(in.X, in.Y) && (in.RightPressed || in.Wheel != 0)
		if b.Clicked(in) || back {
			o := s.game.Options[i]
			step := 1
			if in.RightPressed || in.Wheel > 0 {
				step = len(o.Choices) - 1
			}
			for k, c := range o.Choices {
				if c == s.options[i] {
					s.options[i] = o.Choices[(k+step)%len(o.Choices)]
					break
				}
			}
			s.problem = ""
			return
		}
	}
	switch {
	case s.shufBtn.Clicked(in):
		s.shuffle = !s.shuffle
	case s.start.Clicked(in), in.Key(ebiten.KeyEnter):
		s.begin()
	case s.back.Clicked(in), in.Key(ebiten.KeyEscape):
		s.app.Switch(NewTitle(s.app))
	}
}

// typeName edits the name of the seat being renamed; it reports whether it
// used the input.
func (s *NewGame) typeName(in *Input) bool {
	name := []rune(s.names[s.editing])
	for _, r := range in.Chars {
		if len(name) < 16 && r >= ' ' {
			name = append(name, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(name) > 0 {
		name = name[:len(name)-1]
	}
	s.names[s.editing] = string(name)
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyEscape) || in.Key(ebiten.KeyTab) || (in.Pressed && !s.nameBtns[s.editing].Contains(in.X, in.Y)) {
		if strings.TrimSpace(s.names[s.editing]) == "" {
			s.names[s.editing] = T(DefaultSeatName(s.editing))
		}
		s.editing = -1
		return !in.Pressed
	}
	return true
}

// setup is the match setup the screen describes.
func (s *NewGame) setup() rules.Setup {
	st := rules.Setup{Game: s.game.Name, Seed: uint64(s.app.Now())}
	for i, k := range s.kinds {
		if k != "" {
			st.Seats = append(st.Seats, rules.SeatInfo{Name: s.names[i], Kind: k})
		}
	}
	if s.shuffle {
		r := rand.New(rand.NewPCG(st.Seed, 77))
		r.Shuffle(len(st.Seats), func(i, j int) { st.Seats[i], st.Seats[j] = st.Seats[j], st.Seats[i] })
	}
	for i, o := range s.game.Options {
		if s.options[i] != o.Default && o.AppliesTo(len(st.Seats)) {
			st.Options = append(st.Options, rules.Option{Key: o.Key, Value: s.options[i]})
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
		var sc Scene
		sc, err = guardSaved(s.app, func() (Scene, error) { return hostGame(s.app, setup) }, func() Scene { return s })
		if err == nil {
			s.app.Switch(sc)
			return
		}
	} else if err == nil {
		s.remember()
		var sc Scene
		sc, err = guardSaved(s.app, func() (Scene, error) { return openPlay(s.app, m) }, func() Scene { return s })
		if err == nil {
			s.app.Switch(sc)
			return
		}
	}
	// Some combinations of options do not go together: say which.
	s.problem = TrErr(err)
}

// hosted reports whether a seat is open to players on the LAN.
func (s *NewGame) hosted() bool {
	for _, k := range s.kinds {
		if k == lanKind {
			return true
		}
	}
	return false
}

// Draw implements Scene.
func (s *NewGame) Draw(dst *ebiten.Image) {
	s.layout()
	dst.Fill(sprites.Sky)
	Panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	sprites.Text(dst, "New game", 34, true, 80, 64, sprites.Ink, sprites.Left)
	for i := range s.gameBtns {
		s.gameBtns[i].Draw(dst)
	}
	sprites.Text(dst, fmt.Sprintf(T("%d–%d players"), s.game.MinPlayers, s.game.MaxPlayers), 18, false, 80+float64(len(s.gameBtns))*250+10, 124, sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "Seats: click a name or a kind to change it (right-click: back)", 17, true, 80, 196, sprites.Ink, sprites.Left)
	seat := 0
	pal := s.app.Settings.Palette()
	for i, b := range s.seatBtns {
		y := float32(b.Y + b.H/2)
		if s.kinds[i] != "" {
			l := pal.Players[seat]
			sprites.FillShape(dst, l.Shape, 100, y, 15, l.Fill)
			sprites.StrokeShape(dst, l.Shape, 100, y, 15, 2, l.Dark)
			nb := s.nameBtns[i]
			nb.On = s.editing == i
			nb.Label = s.names[i]
			if s.editing == i && s.app.Tick()/20%2 == 0 {
				nb.Label += "|"
			}
			nb.Draw(dst)
			seat++
		} else {
			sprites.Text(dst, "(empty seat)", 17, false, 136, float64(y), sprites.InkSoft, sprites.Left)
		}
		s.seatBtns[i].Draw(dst)
	}
	s.shufBtn.Draw(dst)
	if len(s.game.Options) > 0 {
		sprites.Text(dst, "Options (click; right-click or wheel goes back)", 17, true, 620, 196, sprites.Ink, sprites.Left)
	} else {
		sprites.Text(dst, "This game has no options: its rules are played as they are.", 17, false, 620, 196, sprites.InkSoft, sprites.Left)
	}
	compact := s.optionRow() < 84
	for i, o := range s.game.Options {
		b := s.optBtns[i]
		s.optBtns[i].Draw(dst)
		clr := sprites.Ink
		if b.Disabled {
			clr = sprites.InkSoft
		}
		size := 19
		if compact {
			size = 17
		}
		sprites.Text(dst, o.Label, size, true, float64(b.X+b.W+16), float64(b.Y+10), clr, sprites.Left)
		help := s.optionHelp(i)
		lines := sprites.Wrap(help, 15, false, 400)
		max := 3
		if compact {
			max = 1
			if len(lines) > 1 {
				lines[0] += " …"
			}
		}
		for k, line := range lines {
			if k < max {
				sprites.Text(dst, line, 15, false, float64(b.X+b.W+16), float64(b.Y+31+k*18), sprites.InkSoft, sprites.Left)
			}
		}
	}
	// The full explanation of the option under the pointer (the list may
	// show only its first line).
	if s.hoverOpt >= 0 && s.hoverOpt < len(s.game.Options) && compact {
		o := s.game.Options[s.hoverOpt]
		sprites.RoundRect(dst, 80, 540, 500, 130, 10, sprites.PaperDark)
		sprites.Text(dst, o.Label, 17, true, 96, 558, sprites.Ink, sprites.Left)
		for k, line := range sprites.Wrap(o.Help, 15, false, 468) {
			if k < 5 {
				sprites.Text(dst, line, 15, false, 96, float64(582+k*19), sprites.InkSoft, sprites.Left)
			}
		}
	} else if compact {
		// The list shows each explanation's first line: say where the rest is.
		sprites.RoundRectLine(dst, 80, 540, 500, 130, 10, 1.5, sprites.PaperDark)
		for k, line := range sprites.Wrap(T("The options' explanations are cut short here: point at an option (or its button) to read all of it in this box."), 15, false, 468) {
			sprites.Text(dst, line, 15, false, 96, float64(572+k*19), sprites.InkSoft, sprites.Left)
		}
	}
	if s.problem != "" {
		for i, line := range sprites.Wrap(s.problem, 17, true, 560) {
			sprites.Text(dst, line, 17, true, 280, float64(ScreenH-96+i*22), sprites.Bad, sprites.Left)
		}
	}
	s.start.Draw(dst)
	s.back.Draw(dst)
}

// optionHelp is what option i's line says: its help, and for how many
// players it is when it does not apply to the seats chosen.
func (s *NewGame) optionHelp(i int) string {
	o := s.game.Options[i]
	if s.optBtns[i].Disabled {
		return fmt.Sprintf(T("(for %s players) %s"), playersText(o), T(o.Help))
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
