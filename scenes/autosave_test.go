package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestContinueAfterRestart(t *testing.T) {
	store := NewMemStore()
	script := &Script{Steps: []ScriptStep{clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10)}}
	a := NewApp(Options{Source: script, Store: store, Now: fixedClock, Start: func(a *App) Scene {
		return NewBillabongPlay(a, mustMatch(t, "human", "human"))
	}})
	runTicks(a, 90)
	var want uint64
	onLoop(func() { want = a.Scene().(*BillabongPlay).Match.State().Hash() })
	if _, ok := store.Files[autosaveName]; !ok {
		t.Fatal("no autosave after three moves")
	}

	// The window closes; a new one starts on the title screen.
	script2 := &Script{Steps: []ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyC}}}}
	b := NewApp(Options{Source: script2, Store: store, Now: fixedClock})
	runTicks(b, 1)
	if title, ok := b.Scene().(*Title); !ok || title.saved == nil {
		t.Fatal("the title screen does not offer Continue")
	}
	golden(t, "title-continue", screenshot(b))
	runTicks(b, 30)
	sc, ok := b.Scene().(*BillabongPlay)
	if !ok {
		t.Fatalf("Continue opened %q", b.SceneName())
	}
	var got uint64
	var moves int
	onLoop(func() { got, moves = sc.Match.State().Hash(), len(sc.Match.History()) })
	if got != want || moves != 3 {
		t.Fatalf("resumed game differs: %d moves, hash %x want %x", moves, got, want)
	}
}

func TestDamagedAutosaveIsKeptAside(t *testing.T) {
	store := NewMemStore()
	store.Files[autosaveName] = []byte("\x85this is not a record")
	a := NewApp(Options{Store: store, Source: &Script{}, Now: fixedClock})
	runTicks(a, 1)
	title := a.Scene().(*Title)
	if title.saved != nil || !strings.Contains(title.notice, "could not be read") {
		t.Fatalf("notice %q", title.notice)
	}
	if _, ok := store.Files[autosaveName]; ok {
		t.Error("the damaged autosave is still in place")
	}
	kept := false
	for name := range store.Files {
		kept = kept || strings.HasPrefix(name, "damaged/autosave-")
	}
	if !kept {
		t.Errorf("the damaged autosave was not kept aside: %v", store.Files)
	}
}

func TestFinishedGameLeavesTheAutosave(t *testing.T) {
	store := NewMemStore()
	a := NewApp(Options{Store: store, Source: &Script{}, Now: fixedClock})
	m := mustMatch(t, "bot:greedy", "bot:greedy")
	onLoop(func() {
		pc := NewPlay(a, m)
		for m.State().ToMove() >= 0 {
			pc.step()
			a.tick += botPause + 1
		}
	})
	if _, ok := store.Files[autosaveName]; ok {
		t.Error("a finished game is still offered for Continue")
	}
	names, _ := store.List("games/")
	if len(names) != 1 {
		t.Errorf("finished games: %v", names)
	}
}

func TestSettingsPersistAndSurviveDamage(t *testing.T) {
	store := NewMemStore()
	a := NewApp(Options{Store: store, Source: &Script{}, Now: fixedClock})
	a.Settings.Coords = false
	a.Settings.AnimSpeed = 3
	a.saveSettings()
	b := NewApp(Options{Store: store, Source: &Script{}, Now: fixedClock})
	if b.Settings.Coords || b.Settings.AnimSpeed != 3 {
		t.Fatalf("settings not restored: %+v", b.Settings)
	}
	store.Files[settingsName] = []byte(`{"version":1,"animSpeed":9}`)
	c := NewApp(Options{Store: store, Source: &Script{}, Now: fixedClock})
	if c.Settings.AnimSpeed != 2 || !c.Settings.Coords {
		t.Errorf("bad settings were used: %+v", c.Settings)
	}
	if n := c.Scene().(*Title).notice; !strings.Contains(n, "animSpeed 9") {
		t.Errorf("notice %q does not name the bad value", n)
	}
	if _, ok := store.Files[settingsName]; ok {
		t.Error("the bad settings file was not moved aside")
	}
}
