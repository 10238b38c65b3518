package scenes_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestRulesScreens(t *testing.T) {
	for i, game := range scenes.RulesGames() {
		a := newTestApp(nil, func(a *scenes.App) ui.Scene { return menus.NewRulesScreen(a, game, menus.NewTitle(a)) })
		scenetest.RunTicks(a, 60)
		if a.SceneName() != "rules:"+game {
			t.Fatalf("page %d: scene %q", i, a.SceneName())
		}
		scenetest.Golden(t, "rules-"+game, scenetest.Screenshot(a))
	}
}

func TestHighContrastPalette(t *testing.T) {
	store := ui.NewMemStore()
	// Title → Settings → Colours → Back → New game → Start.
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyS}},
		{Tick: 30, Click: true, X: 640, Y: scenes.SettingsY(2) + 23},
		{Tick: 40, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 70, Keys: []ebiten.Key{ebiten.KeyN}},
		{Tick: 100, Keys: []ebiten.Key{ebiten.KeyEnter}},
	}}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: script, Store: store, Now: scenetest.Clock})
	scenetest.RunTicks(a, 35)
	scenetest.Golden(t, "settings-contrast", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 100)
	if !a.Settings().HighContrast || !strings.Contains(string(store.Files[scenes.SettingsName]), `"highContrast": true`) {
		t.Fatalf("high contrast not set and saved: %+v %s", a.Settings(), store.Files[scenes.SettingsName])
	}
	if a.SceneName() != "play:billabong" {
		t.Fatalf("scene %q", a.SceneName())
	}
	scenetest.Golden(t, "billabong-contrast", scenetest.Screenshot(a))
}

func TestPauseMenu(t *testing.T) {
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 8, Keys: []ebiten.Key{ebiten.KeyEscape}},
	}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return bbplay.New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 4)
	if a.SceneName() != "pause" {
		t.Fatalf("Esc opened %q", a.SceneName())
	}
	// A game at this window waits while its menu is open.
	if title, note := a.Scene().(*menus.Pause).Heading(); title != "Paused" || note != "" {
		t.Errorf("a local game's menu is titled %q, %q", title, note)
	}
	scenetest.RunTicks(a, 2)
	if a.SceneName() != "play:billabong" {
		t.Fatalf("Esc again should resume: %q", a.SceneName())
	}
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "pause", scenetest.Screenshot(a))
	clickMenu(t, a, script, "Rules")
	scenetest.RunTicks(a, 27)
	if a.SceneName() != "rules:billabong" {
		t.Fatalf("Rules from the pause menu opened %q", a.SceneName())
	}
}
