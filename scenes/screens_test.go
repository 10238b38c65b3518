package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestRulesScreens(t *testing.T) {
	for i, p := range rulesPages {
		a := newTestApp(nil, func(a *App) Scene { return NewRulesScreen(a, p.game, NewTitle(a)) })
		runTicks(a, 60)
		if a.SceneName() != "rules:"+p.game {
			t.Fatalf("page %d: scene %q", i, a.SceneName())
		}
		golden(t, "rules-"+p.game, screenshot(a))
	}
}

func TestHighContrastPalette(t *testing.T) {
	store := NewMemStore()
	// Title → Settings → Colours → Back → New game → Start.
	script := &Script{Steps: []ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyS}},
		{Tick: 30, Click: true, X: 640, Y: settingsY(2) + 23},
		{Tick: 40, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 70, Keys: []ebiten.Key{ebiten.KeyN}},
		{Tick: 100, Keys: []ebiten.Key{ebiten.KeyEnter}},
	}}
	a := NewApp(Options{Source: script, Store: store, Now: fixedClock})
	runTicks(a, 35)
	golden(t, "settings-contrast", screenshot(a))
	runTicks(a, 100)
	if !a.Settings.HighContrast || !strings.Contains(string(store.Files[settingsName]), `"highContrast": true`) {
		t.Fatalf("high contrast not set and saved: %+v %s", a.Settings, store.Files[settingsName])
	}
	if a.SceneName() != "play:billabong" {
		t.Fatalf("scene %q", a.SceneName())
	}
	golden(t, "billabong-contrast", screenshot(a))
}

func TestPauseMenu(t *testing.T) {
	script := &Script{Steps: []ScriptStep{
		{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 8, Keys: []ebiten.Key{ebiten.KeyEscape}},
		{Tick: 10, Click: true, X: ScreenW / 2, Y: 250 + 2*64 + 25}, // Rules
	}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, mustMatch(t, "human", "human")) })
	runTicks(a, 4)
	if a.SceneName() != "pause" {
		t.Fatalf("Esc opened %q", a.SceneName())
	}
	runTicks(a, 2)
	if a.SceneName() != "play:billabong" {
		t.Fatalf("Esc again should resume: %q", a.SceneName())
	}
	runTicks(a, 3)
	golden(t, "pause", screenshot(a))
	runTicks(a, 30)
	if a.SceneName() != "rules:billabong" {
		t.Fatalf("Rules from the pause menu opened %q", a.SceneName())
	}
}
