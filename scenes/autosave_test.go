package scenes_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes"
	bbplay "outback/scenes/billabong"
	crplay "outback/scenes/crossing"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/play"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

func TestContinueAfterRestart(t *testing.T) {
	store := ui.NewMemStore()
	script := &ui.Script{Steps: []ui.ScriptStep{clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10)}}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: script, Store: store, Now: scenetest.Clock, Start: func(a *scenes.App) ui.Scene {
		return bbplay.New(a, scenetest.BillabongMatch(t, "human", "human"))
	}})
	scenetest.RunTicks(a, 90)
	var want uint64
	scenetest.OnLoop(func() { want = a.Scene().(*bbplay.Screen).Match.State().Hash() })
	if _, ok := store.Files[scenes.AutosaveName]; !ok {
		t.Fatal("no autosave after three moves")
	}

	// The window closes; a new one starts on the title screen.
	script2 := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyC}}}}
	b := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: script2, Store: store, Now: scenetest.Clock})
	scenetest.RunTicks(b, 1)
	if title, ok := b.Scene().(*menus.Title); !ok || !title.HasSaved() {
		t.Fatal("the title screen does not offer Continue")
	}
	scenetest.Golden(t, "title-continue", scenetest.Screenshot(b))
	scenetest.RunTicks(b, 30)
	sc, ok := b.Scene().(*bbplay.Screen)
	if !ok {
		t.Fatalf("Continue opened %q", b.SceneName())
	}
	var got uint64
	var moves int
	scenetest.OnLoop(func() { got, moves = sc.Match.State().Hash(), len(sc.Match.History()) })
	if got != want || moves != 3 {
		t.Fatalf("resumed game differs: %d moves, hash %x want %x", moves, got, want)
	}
}

func TestDamagedAutosaveIsKeptAside(t *testing.T) {
	store := ui.NewMemStore()
	store.Files[scenes.AutosaveName] = []byte("\x85this is not a record")
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock})
	scenetest.RunTicks(a, 1)
	title := a.Scene().(*menus.Title)
	if title.HasSaved() || !strings.Contains(title.Notice(), "could not be read") {
		t.Fatalf("notice %q", title.Notice())
	}
	if _, ok := store.Files[scenes.AutosaveName]; ok {
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
	store := ui.NewMemStore()
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock})
	m := scenetest.BillabongMatch(t, "bot:greedy", "bot:greedy")
	scenetest.OnLoop(func() {
		pc := play.NewPlay(a, m)
		for m.State().ToMove() >= 0 {
			scenes.StepAfterPause(pc)
		}
	})
	if _, ok := store.Files[scenes.AutosaveName]; ok {
		t.Error("a finished game is still offered for Continue")
	}
	names, _ := store.List("games/")
	if len(names) != 1 {
		t.Errorf("finished games: %v", names)
	}
}

func TestSettingsPersistAndSurviveDamage(t *testing.T) {
	store := ui.NewMemStore()
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock})
	a.Settings().Coords = false
	a.Settings().AnimSpeed = 3
	a.SaveSettings()
	b := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock})
	if b.Settings().Coords || b.Settings().AnimSpeed != 3 {
		t.Fatalf("settings not restored: %+v", b.Settings())
	}
	store.Files[scenes.SettingsName] = []byte(`{"version":1,"animSpeed":9}`)
	c := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock})
	if c.Settings().AnimSpeed != 2 || !c.Settings().Coords {
		t.Errorf("bad settings were used: %+v", c.Settings())
	}
	if n := c.Scene().(*menus.Title).Notice(); !strings.Contains(n, "animSpeed 9") {
		t.Errorf("notice %q does not name the bad value", n)
	}
	if _, ok := store.Files[scenes.SettingsName]; ok {
		t.Error("the bad settings file was not moved aside")
	}
}

// A link to a game saves it only after the first frame is drawn, at the
// next update: the first frame comes sooner (FirstFrameFirst). The game's
// opening chance moves are in that save.
func TestFirstAutosaveWaitsForTheFirstFrame(t *testing.T) {
	var undo func()
	scenetest.OnLoop(func() { undo = scenes.ForgetFrames() })
	defer undo()
	start, err := scenes.QuickStart{Game: "crossing", Seats: "human,human", Seed: 3}.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	store := ui.NewMemStore()
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{}, Store: store, Now: scenetest.Clock, Start: start})
	var screen *ebiten.Image
	scenetest.OnLoop(func() {
		screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH)
		a.Update()
	})
	if _, ok := store.Files[scenes.AutosaveName]; ok {
		t.Fatal("the game was saved before its first frame")
	}
	scenetest.OnLoop(func() {
		a.Draw(screen)
		a.Update()
	})
	data, ok := store.Files[scenes.AutosaveName]
	if !ok {
		t.Fatal("no autosave in the update after the first frame")
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var moves int
	scenetest.OnLoop(func() { moves = len(a.Scene().(*crplay.Screen).Match.History()) })
	if len(rec.Moves) == 0 || len(rec.Moves) != moves {
		t.Errorf("the autosave has %d moves, the game %d (its opening deal at least)", len(rec.Moves), moves)
	}
}

// With a saved game, the title's Rules open on that game's page (they
// opened on Billabong's after a Down Under game).
func TestRulesOpenOnTheSavedGame(t *testing.T) {
	store := ui.NewMemStore()
	store.Files[scenes.AutosaveName] = scenetest.Saved(t, scenetest.Match(t, "downunder", 5, "", "human", "human"))
	script := &ui.Script{}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: script, Store: store, Now: scenetest.Clock})
	scenetest.RunTicks(a, 2)
	scenetest.TapLabel(t, a, script, "Rules")
	scenetest.RunTicks(a, 30)
	if got := a.SceneName(); got != "rules:downunder" {
		t.Errorf("Rules with a saved Down Under game opened %q", got)
	}
}
