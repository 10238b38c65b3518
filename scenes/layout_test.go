package scenes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/lan"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// replayStore keeps a dozen games of the three kinds, for the list of
// replays.
func replayStore(t *testing.T) *ui.MemStore {
	store := ui.NewMemStore()
	games := []string{"billabong", "downunder", "crossing"}
	for i := range 12 {
		data := scenetest.Saved(t, scenetest.Match(t, games[i%3], uint64(i+1), "", "human", "bot:easy", "human"))
		store.Write(fmt.Sprintf("games/%d-%s.outback", 1767225600000+int64(i)*3600000, games[i%3]), data)
	}
	return store
}

// menuScreens are the menus and lobbies every screen size must fit.
func menuScreens(t *testing.T) []struct {
	name string
	open func(a *scenes.App) ui.Scene
	// ticks run before the screen is checked (a pause menu opens over its
	// game with Esc).
	script []ui.ScriptStep
	store  *ui.MemStore
} {
	type screen = struct {
		name   string
		open   func(a *scenes.App) ui.Scene
		script []ui.ScriptStep
		store  *ui.MemStore
	}
	s := []screen{
		{"title", func(a *scenes.App) ui.Scene { return menus.NewTitle(a) }, nil, nil},
		{"newgame-billabong", func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") }, nil, nil},
		{"newgame-downunder", func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "downunder") }, nil, nil},
		{"newgame-crossing", func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "crossing") }, nil, nil},
		{"settings", func(a *scenes.App) ui.Scene { return menus.NewSettingsScreen(a, menus.NewTitle(a)) }, nil, nil},
		{"replays", func(a *scenes.App) ui.Scene { return replay.NewReplays(a) }, nil, nil},
		{"replays-list", func(a *scenes.App) ui.Scene { return replay.NewReplays(a) }, nil, replayStore(t)},
		{"joinlink", func(a *scenes.App) ui.Scene { return lan.NewJoinLink(a) }, nil, nil},
		{"replace", func(a *scenes.App) ui.Scene {
			m := scenetest.Match(t, "billabong", 1, "", "human", "human")
			return menus.NewReplaceSaved(a, m, func() (ui.Scene, error) { return menus.NewTitle(a), nil }, func() ui.Scene { return menus.NewTitle(a) })
		}, nil, nil},
		{"pause", func(a *scenes.App) ui.Scene { return bbplay.New(a, scenetest.BillabongMatch(t, "human", "human")) },
			[]ui.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEscape}}}, nil},
	}
	for _, game := range scenes.RulesGames() {
		s = append(s, screen{"rules-" + game, func(a *scenes.App) ui.Scene { return menus.NewRulesScreen(a, game, menus.NewTitle(a)) }, nil, nil})
	}
	return s
}

// The menus and lobbies fit every screen a player holds (issue 20): at
// each of the sizes, text and tap targets a hand can use, no text off the
// screen or over other text, and a golden picture of each.
func TestMenusFitEveryScreen(t *testing.T) {
	for _, s := range menuScreens(t) {
		t.Run(s.name, func(t *testing.T) {
			if s.name == "joinlink" {
				t.Skip("the join screens are laid out on their own branch (fit-lan)")
			}
			a := newTestApp(&ui.Script{Steps: s.script}, s.open)
			if s.store != nil {
				a = scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{Steps: s.script}, Store: s.store, Now: scenetest.Clock, Start: s.open})
			}
			scenetest.RunTicks(a, 40)
			for _, size := range scenetest.Sizes {
				// A frame at the new size first, as the window gives one
				// when it is resized.
				scenetest.OnLoop(func() { a.Layout(size.W, size.H) })
				scenetest.RunTicks(a, 1)
				scenetest.CheckLayout(t, a, s.name, size, true)
				if size.Name != "desk" {
					scenetest.Golden(t, "fit-"+s.name+"-"+size.Name, scenetest.Screenshot(a))
				} else if testing.Verbose() {
					// The desktop's own goldens are the screens' tests';
					// this one is for a person to look at beside the others.
					scenetest.Save(t, "fit-"+s.name+"-desk", scenetest.Screenshot(a))
				}
			}
			scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
		})
	}
}

// menuButton is the middle of the button of the current menu screen whose
// label starts with label, where it is now.
func menuButton(t testing.TB, a *scenes.App, label string) (x, y int) {
	t.Helper()
	var bs []ui.Button
	scenetest.OnLoop(func() { bs = menus.MenuButtons(a.Scene()) })
	for _, b := range bs {
		if strings.HasPrefix(b.Label, label) {
			return b.X + b.W/2, b.Y + b.H/2
		}
	}
	t.Fatalf("%s has no button %q", a.SceneName(), label)
	return 0, 0
}

// clickMenu clicks the current menu screen's button labelled label.
func clickMenu(t testing.TB, a *scenes.App, script *ui.Script, label string) {
	t.Helper()
	x, y := menuButton(t, a, label)
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Click: true, X: x, Y: y})
	scenetest.RunTicks(a, 3)
}

// inputs is a source of input made tick by tick (a finger's drag, which a
// Script cannot describe).
type inputs struct{ next []ui.Input }

func (s *inputs) Read(_ int, in *ui.Input) {
	*in = ui.Input{X: -1, Y: -1, Touch: true}
	if len(s.next) > 0 {
		*in, s.next = s.next[0], s.next[1:]
	}
}

// drag is a finger put down at (x, y0), moved to (x, y1) and lifted.
func drag(x, y0, y1 int) []ui.Input {
	out := []ui.Input{{X: x, Y: y0, Pressed: true, Down: true, Touch: true}}
	for k := 1; k <= 10; k++ {
		out = append(out, ui.Input{X: x, Y: y0 + (y1-y0)*k/10, Down: true, Touch: true})
	}
	return append(out, ui.Input{X: x, Y: y1, Released: true, Touch: true})
}

// tap is a finger put down at (x, y) and lifted.
func tap(x, y int) []ui.Input {
	return []ui.Input{{X: x, Y: y, Pressed: true, Down: true, Touch: true}, {X: x, Y: y, Released: true, Touch: true}}
}

// On a phone New game scrolls under a finger: a drag moves the list and
// changes nothing it passes over; a tap still changes what it lands on;
// turning the phone keeps every choice.
func TestNewGameScrollsOnAPhone(t *testing.T) {
	src := &inputs{}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: src, Now: scenetest.Clock,
		Start: func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "downunder") }})
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	s := a.Scene().(*menus.NewGame)
	var kinds, opts []string
	scenetest.OnLoop(func() { kinds, opts = scenes.SeatKinds(s), scenes.OptionValues(s) })
	// Drag up over the seats' buttons.
	x, y := menuButton(t, a, "Computer")
	src.next = drag(x, y, y-300)
	scenetest.RunTicks(a, len(src.next)+2)
	var off float32
	var kinds2, opts2 []string
	scenetest.OnLoop(func() { off, kinds2, opts2 = menus.ScrollOff(s), scenes.SeatKinds(s), scenes.OptionValues(s) })
	if off < 250 {
		t.Errorf("a drag of 300 scrolled the list by %.0f", off)
	}
	if !slices.Equal(kinds, kinds2) || !slices.Equal(opts, opts2) {
		t.Errorf("a drag changed the seats %q → %q or the options %q → %q", kinds, kinds2, opts, opts2)
	}
	// A tap on the first option's button (now in view) changes it.
	x, y = menuButton(t, a, opts[0])
	if y < 100 || y > 740 {
		t.Fatalf("the first option's button is out of view after the drag (y %d)", y)
	}
	src.next = tap(x, y)
	scenetest.RunTicks(a, 4)
	scenetest.OnLoop(func() { opts2 = scenes.OptionValues(s) })
	if opts2[0] == opts[0] {
		t.Errorf("a tap on the option %q left it as it was", opts[0])
	}
	// Turned sideways and back: the same screen and choices.
	scenetest.OnLoop(func() { a.Layout(844, 390) })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { a.Layout(390, 844) })
	scenetest.RunTicks(a, 2)
	var opts3 []string
	scenetest.OnLoop(func() { opts3 = scenes.OptionValues(s) })
	if a.Scene() != ui.Scene(s) || !slices.Equal(opts2, opts3) {
		t.Errorf("turning the phone lost the choices: %q → %q", opts2, opts3)
	}
}

// The rules scroll with the wheel on a phone, and a new page starts at its
// top.
func TestRulesScrollWithTheWheel(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewRulesScreen(a, "billabong", menus.NewTitle(a)) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 2)
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick() + 1, X: 200, Y: 500, Wheel: -1}, ui.ScriptStep{Tick: a.Tick() + 2, Wheel: -1})
	scenetest.RunTicks(a, 4)
	if off := menus.ScrollOff(a.Scene()); off < 100 {
		t.Errorf("two turns of the wheel scrolled the rules by %.0f", off)
	}
	clickMenu(t, a, script, "Down Under")
	if a.SceneName() != "rules:downunder" || menus.ScrollOff(a.Scene()) != 0 {
		t.Errorf("the tab opened %q scrolled by %.0f", a.SceneName(), menus.ScrollOff(a.Scene()))
	}
}
