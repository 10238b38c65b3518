package scenes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
)

// replayStore keeps a dozen games of the three kinds, for the list of
// replays.
func replayStore(t *testing.T) *scenes.MemStore {
	store := scenes.NewMemStore()
	games := []string{"billabong", "downunder", "crossing"}
	for i := range 12 {
		m := scenetest.Match(t, games[i%3], uint64(i+1), "", "human", "bot:easy", "human")
		rec, err := m.Record()
		if err != nil {
			t.Fatal(err)
		}
		data, err := rec.Encode()
		if err != nil {
			t.Fatal(err)
		}
		store.Write(fmt.Sprintf("games/%d-%s.outback", 1767225600000+int64(i)*3600000, games[i%3]), data)
	}
	return store
}

// menuScreens are the menus and lobbies every screen size must fit.
func menuScreens(t *testing.T) []struct {
	name string
	open func(a *scenes.App) scenes.Scene
	// ticks run before the screen is checked (a pause menu opens over its
	// game with Esc).
	script []scenes.ScriptStep
	store  *scenes.MemStore
} {
	type screen = struct {
		name   string
		open   func(a *scenes.App) scenes.Scene
		script []scenes.ScriptStep
		store  *scenes.MemStore
	}
	s := []screen{
		{"title", func(a *scenes.App) scenes.Scene { return scenes.NewTitle(a) }, nil, nil},
		{"newgame-billabong", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "billabong") }, nil, nil},
		{"newgame-downunder", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "downunder") }, nil, nil},
		{"newgame-crossing", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "crossing") }, nil, nil},
		{"settings", func(a *scenes.App) scenes.Scene { return scenes.NewSettingsScreen(a, scenes.NewTitle(a)) }, nil, nil},
		{"replays", func(a *scenes.App) scenes.Scene { return scenes.NewReplays(a) }, nil, nil},
		{"replays-list", func(a *scenes.App) scenes.Scene { return scenes.NewReplays(a) }, nil, replayStore(t)},
		{"joinlink", func(a *scenes.App) scenes.Scene { return scenes.NewJoinLink(a) }, nil, nil},
		{"replace", func(a *scenes.App) scenes.Scene {
			m := scenetest.Match(t, "billabong", 1, "", "human", "human")
			return scenes.NewReplaceSaved(a, m, func() (scenes.Scene, error) { return scenes.NewTitle(a), nil }, func() scenes.Scene { return scenes.NewTitle(a) })
		}, nil, nil},
		{"pause", func(a *scenes.App) scenes.Scene { return bbplay.New(a, scenetest.BillabongMatch(t, "human", "human")) },
			[]scenes.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEscape}}}, nil},
	}
	for _, game := range scenes.RulesGames() {
		s = append(s, screen{"rules-" + game, func(a *scenes.App) scenes.Scene { return scenes.NewRulesScreen(a, game, scenes.NewTitle(a)) }, nil, nil})
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
			a := newTestApp(&scenes.Script{Steps: s.script}, s.open)
			if s.store != nil {
				a = scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &scenes.Script{Steps: s.script}, Store: s.store, Now: scenetest.Clock, Start: s.open})
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
			scenetest.OnLoop(func() { a.Layout(scenes.ScreenW, scenes.ScreenH) })
		})
	}
}

// menuButton is the middle of the button of the current menu screen whose
// label starts with label, where it is now.
func menuButton(t testing.TB, a *scenes.App, label string) (x, y int) {
	t.Helper()
	var bs []scenes.Button
	scenetest.OnLoop(func() { bs = scenes.MenuButtons(a.Scene()) })
	for _, b := range bs {
		if strings.HasPrefix(b.Label, label) {
			return b.X + b.W/2, b.Y + b.H/2
		}
	}
	t.Fatalf("%s has no button %q", a.SceneName(), label)
	return 0, 0
}

// clickMenu clicks the current menu screen's button labelled label.
func clickMenu(t testing.TB, a *scenes.App, script *scenes.Script, label string) {
	t.Helper()
	x, y := menuButton(t, a, label)
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, scenes.ScriptStep{Tick: tick + 1, Click: true, X: x, Y: y})
	scenetest.RunTicks(a, 3)
}
