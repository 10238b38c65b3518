package scenes_test

import (
	"testing"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/scenetest"
)

// The menus and lobbies fit every screen a player holds (issue 20): at
// each of the sizes, text and tap targets a hand can use, no text off the
// screen or over other text, and a golden picture of each.
func TestMenusFitEveryScreen(t *testing.T) {
	screens := []struct {
		name string
		open func(a *scenes.App) scenes.Scene
	}{
		{"title", func(a *scenes.App) scenes.Scene { return scenes.NewTitle(a) }},
		{"newgame-billabong", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "billabong") }},
		{"newgame-downunder", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "downunder") }},
		{"newgame-crossing", func(a *scenes.App) scenes.Scene { return scenes.NewNewGame(a, "crossing") }},
		{"settings", func(a *scenes.App) scenes.Scene { return scenes.NewSettingsScreen(a, scenes.NewTitle(a)) }},
		{"rules-billabong", func(a *scenes.App) scenes.Scene { return scenes.NewRulesScreen(a, "billabong", scenes.NewTitle(a)) }},
		{"replays", func(a *scenes.App) scenes.Scene { return scenes.NewReplays(a) }},
		{"joinlink", func(a *scenes.App) scenes.Scene { return scenes.NewJoinLink(a) }},
		{"replace", func(a *scenes.App) scenes.Scene {
			m := scenetest.Match(t, "billabong", 1, "", "human", "human")
			return scenes.NewReplaceSaved(a, m, func() (scenes.Scene, error) { return scenes.NewTitle(a), nil }, func() scenes.Scene { return scenes.NewTitle(a) })
		}},
	}
	var _ rules.Move
	for _, s := range screens {
		a := newTestApp(nil, s.open)
		scenetest.RunTicks(a, 40)
		for _, size := range scenetest.Sizes {
			scenetest.CheckLayout(t, a, s.name, size, true)
			if size.Name != "desk" {
				scenetest.Golden(t, "fit-"+s.name+"-"+size.Name, scenetest.Screenshot(a))
			}
		}
		scenetest.OnLoop(func() { a.Layout(scenes.ScreenW, scenes.ScreenH) })
	}
}
