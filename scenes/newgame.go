package scenes

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/sprites"
)

// playScreen opens the play screen of one game.
type playScreen struct {
	game string
	open func(a *App, m *rules.Match) Scene
}

// playScreens are the games that have a play screen; each play screen's
// file registers itself with registerPlayScreen.
var playScreens []playScreen

// registerPlayScreen adds a game's play screen, keeping the menu in the
// rules registry's order.
func registerPlayScreen(game string, open func(a *App, m *rules.Match) Scene) {
	playScreens = append(playScreens, playScreen{game, open})
	order := func(name string) int {
		for i, g := range rules.Games() {
			if g.Name == name {
				return i
			}
		}
		return len(rules.Games())
	}
	sort.SliceStable(playScreens, func(i, j int) bool { return order(playScreens[i].game) < order(playScreens[j].game) })
}

// openPlay opens the play screen of m's game.
func openPlay(a *App, m *rules.Match) (Scene, error) {
	for _, p := range playScreens {
		if p.game == m.Setup().Game {
			return p.open(a, m), nil
		}
	}
	return nil, fmt.Errorf("no play screen for %s", m.Setup().Game)
}

// seatKinds are the choices for a seat, in the order a click cycles them.
// "" is a closed seat.
func seatKinds() []string {
	k := []string{"human"}
	for _, l := range ai.Levels {
		k = append(k, "bot:"+l.Name)
	}
	return append(k, "")
}

func kindLabel(kind string) string {
	switch {
	case kind == "human":
		return "Person"
	case kind == "":
		return "—  closed"
	}
	for _, l := range ai.Levels {
		if "bot:"+l.Name == kind {
			return "Computer · " + l.Label
		}
	}
	return kind
}

// NewGame is the screen where the game, the seats and the options are chosen.
type NewGame struct {
	app     *App
	game    *rules.Game
	kinds   []string
	options []string // values by the game's option specs

	gameBtns []Button
	seatBtns []Button
	optBtns  []Button
	start    Button
	back     Button
}

// NewNewGame makes the screen; game preselects a game ("" for the first).
func NewNewGame(a *App, game string) *NewGame {
	s := &NewGame{app: a}
	name := playScreens[0].game
	for _, p := range playScreens {
		if p.game == game {
			name = game
		}
	}
	s.pick(name)
	return s
}

func (s *NewGame) pick(name string) {
	g, err := rules.Lookup(name)
	if err != nil {
		return
	}
	s.game = g
	s.kinds = make([]string, g.MaxPlayers)
	s.kinds[0] = "human"
	s.kinds[1] = "bot:greedy"
	s.options = make([]string, len(g.Options))
	for i, o := range g.Options {
		s.options[i] = o.Default
	}
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

func (s *NewGame) layout() {
	s.gameBtns = s.gameBtns[:0]
	for i, p := range playScreens {
		g, _ := rules.Lookup(p.game)
		s.gameBtns = append(s.gameBtns, Button{Label: g.Title, X: 80 + i*250, Y: 120, W: 230, H: 48, On: g == s.game})
	}
	s.seatBtns = s.seatBtns[:0]
	for i := range s.kinds {
		s.seatBtns = append(s.seatBtns, Button{Label: kindLabel(s.kinds[i]), X: 300, Y: 246 + i*60, W: 280, H: 44})
	}
	s.optBtns = s.optBtns[:0]
	y := 246
	for i, o := range s.game.Options {
		b := Button{Label: s.optionLabel(i), X: 640, Y: y, W: 150, H: 40, Disabled: !o.AppliesTo(s.players())}
		if o.Bool() {
			b.On = s.options[i] == "on" && !b.Disabled
		}
		s.optBtns = append(s.optBtns, b)
		y += 84
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
	for i, b := range s.gameBtns {
		if b.Clicked(in) {
			s.pick(playScreens[i].game)
			return
		}
	}
	kinds := seatKinds()
	for i := range s.seatBtns {
		if !s.seatBtns[i].Clicked(in) {
			continue
		}
		j := 0
		for k, kind := range kinds {
			if kind == s.kinds[i] {
				j = k
			}
		}
		next := kinds[(j+1)%len(kinds)]
		if next == "" && i < s.game.MinPlayers {
			next = kinds[0]
		}
		s.kinds[i] = next
		return
	}
	for i := range s.optBtns {
		if s.optBtns[i].Clicked(in) {
			o := s.game.Options[i]
			for k, c := range o.Choices {
				if c == s.options[i] {
					s.options[i] = o.Choices[(k+1)%len(o.Choices)]
					break
				}
			}
			return
		}
	}
	switch {
	case s.start.Clicked(in), in.Key(ebiten.KeyEnter):
		s.begin()
	case s.back.Clicked(in), in.Key(ebiten.KeyEscape):
		s.app.Switch(NewTitle(s.app))
	}
}

// setup is the match setup the screen describes.
func (s *NewGame) setup() rules.Setup {
	st := rules.Setup{Game: s.game.Name, Seed: uint64(s.app.Now())}
	for i, k := range s.kinds {
		if k == "" {
			continue
		}
		_ = i
		st.Seats = append(st.Seats, rules.SeatInfo{Name: seatName(len(st.Seats)), Kind: k})
	}
	for i, o := range s.game.Options {
		if s.options[i] != o.Default && o.AppliesTo(len(st.Seats)) {
			st.Options = append(st.Options, rules.Option{Key: o.Key, Value: s.options[i]})
		}
	}
	return st
}

func (s *NewGame) begin() {
	m, err := rules.NewMatch(s.setup(), s.app.Now())
	if err == nil {
		var sc Scene
		if sc, err = openPlay(s.app, m); err == nil {
			s.app.Switch(sc)
			return
		}
	}
	_ = err // the screen only offers valid setups
}

// Draw implements Scene.
func (s *NewGame) Draw(dst *ebiten.Image) {
	s.layout()
	dst.Fill(sprites.Sky)
	panel(dst, 40, 30, ScreenW-80, ScreenH-60)
	sprites.Text(dst, "New game", 36, true, 80, 74, sprites.Ink, sprites.Left)
	for i := range s.gameBtns {
		s.gameBtns[i].Draw(dst)
	}
	sprites.Text(dst, fmt.Sprintf("%s · %d–%d players", s.game.Title, s.game.MinPlayers, s.game.MaxPlayers), 18, false, 80+float64(len(s.gameBtns))*250+20, 144, sprites.InkSoft, sprites.Left)
	sprites.Text(dst, "Seats (click to change)", 20, true, 80, 214, sprites.Ink, sprites.Left)
	seat := 0
	for i, b := range s.seatBtns {
		l := sprites.Default.Players[i]
		y := float32(b.Y + b.H/2)
		if s.kinds[i] != "" {
			l = sprites.Default.Players[seat]
			sprites.FillShape(dst, l.Shape, 104, y, 16, l.Fill)
			sprites.StrokeShape(dst, l.Shape, 104, y, 16, 2, l.Dark)
			sprites.Text(dst, seatName(seat), 22, true, 134, float64(y), sprites.Ink, sprites.Left)
			seat++
		} else {
			sprites.Text(dst, "(empty seat)", 18, false, 134, float64(y), sprites.InkSoft, sprites.Left)
		}
		s.seatBtns[i].Draw(dst)
	}
	sprites.Text(dst, "Options", 20, true, 640, 214, sprites.Ink, sprites.Left)
	for i, o := range s.game.Options {
		b := s.optBtns[i]
		s.optBtns[i].Draw(dst)
		clr := sprites.Ink
		if b.Disabled {
			clr = sprites.InkSoft
		}
		sprites.Text(dst, o.Label, 20, true, float64(b.X+b.W+18), float64(b.Y+12), clr, sprites.Left)
		help := o.Help
		if b.Disabled {
			help = fmt.Sprintf("(for %s players) %s", playersText(o), help)
		}
		for k, line := range sprites.Wrap(help, 16, false, 380) {
			if k < 3 {
				sprites.Text(dst, line, 16, false, float64(b.X+b.W+18), float64(b.Y+34+k*19), sprites.InkSoft, sprites.Left)
			}
		}
	}
	s.start.Draw(dst)
	s.back.Draw(dst)
}

func playersText(o rules.OptionSpec) string {
	switch {
	case o.MinPlayers > 0 && o.MaxPlayers > 0:
		return fmt.Sprintf("%d–%d", o.MinPlayers, o.MaxPlayers)
	case o.MinPlayers > 0:
		return fmt.Sprintf("%d+", o.MinPlayers)
	}
	return fmt.Sprintf("≤%d", o.MaxPlayers)
}

// seatName is the default name of a seat: its colour.
func seatName(seat int) string {
	n := sprites.Default.Players[seat].Name
	return strings.ToUpper(n[:1]) + n[1:]
}
