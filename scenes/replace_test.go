package scenes_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/launch"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// An unfinished game behind Continue is never replaced unasked: a quick
// start (command line, page link) or New game asks first, and Back or
// Continue keep it.
func TestNewGameAsksBeforeReplacingTheSavedGame(t *testing.T) {
	store := ui.NewMemStore()
	quick := scenes.QuickStart{Game: "billabong", Seats: "human,human", Seed: 3}
	start, err := quick.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	// a first game, three moves in.
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{Steps: []ui.ScriptStep{clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10)}}, Store: store, Now: scenetest.Clock, Start: start})
	scenetest.RunTicks(a, 90)
	saved := bytes.Clone(store.Files[scenes.AutosaveName])
	if saved == nil {
		t.Fatal("no autosave after three moves")
	}

	// The same link again: the question, not a new game.
	b := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{Steps: []ui.ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEscape}}}}, Store: store, Now: scenetest.Clock, Start: start})
	scenetest.RunTicks(b, 1)
	if b.SceneName() != "replace-saved" {
		t.Fatalf("a new game opened over the saved one: scene %q", b.SceneName())
	}
	scenetest.Golden(t, "replace-saved", scenetest.Screenshot(b))
	scenetest.RunTicks(b, 40)
	if b.SceneName() != "title" || !bytes.Equal(store.Files[scenes.AutosaveName], saved) {
		t.Fatalf("Back: scene %q, autosave kept %v", b.SceneName(), bytes.Equal(store.Files[scenes.AutosaveName], saved))
	}

	// Continue the saved game from the question: the same game, move 4.
	c := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{Steps: []ui.ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyC}}}}, Store: store, Now: scenetest.Clock, Start: start})
	scenetest.RunTicks(c, 40)
	if c.SceneName() != "play:billabong" || !bytes.Equal(store.Files[scenes.AutosaveName], saved) {
		t.Fatalf("Continue: scene %q", c.SceneName())
	}

	// Start the new game: only now does the new game replace the old
	// (on its first move).
	d := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{Steps: []ui.ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEnter}}, clickSquare(50, 9, 9)}}, Store: store, Now: scenetest.Clock, Start: start})
	scenetest.RunTicks(d, 80)
	if d.SceneName() != "play:billabong" || bytes.Equal(store.Files[scenes.AutosaveName], saved) {
		t.Fatalf("Start the new game: scene %q, autosave replaced %v", d.SceneName(), !bytes.Equal(store.Files[scenes.AutosaveName], saved))
	}
}

// The question names the saved game's turn, not the moves of its history
// (issue 42): a game of Outback Crossing nobody has moved in yet, only
// chance's set-up, was "at move 8".
func TestReplaceSavedNamesTheTurn(t *testing.T) {
	m := scenetest.Match(t, "crossing", 5, "", "human", "human")
	for m.State().ToMove() == rules.Chance {
		if _, _, err := m.PlayChance(scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
	if len(m.History()) == 0 {
		t.Fatal("the set-up made no chance moves")
	}
	store := ui.NewMemStore()
	store.Files[scenes.AutosaveName] = scenetest.Saved(t, m)
	quick := scenes.QuickStart{Game: "billabong", Seats: "human,human", Seed: 3}
	start, err := quick.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{}, Store: store, Now: scenetest.Clock, Start: start})
	scenetest.RunTicks(a, 1)
	if a.SceneName() != "replace-saved" {
		t.Fatalf("scene %q, want the question", a.SceneName())
	}
	texts, _ := scenetest.Drawn(a)
	var all []string
	for _, b := range texts {
		all = append(all, b.S)
	}
	said := strings.ReplaceAll(strings.Join(all, " "), "\u00a0", " ")
	if !strings.Contains(said, "turn 1") || strings.Contains(said, "move ") {
		t.Errorf("the question says %q: want the game at turn 1", said)
	}
}

// The list of replays counts a game's turns (issue 42, item 9): an
// Outback Crossing game of two turns was "10 moves" with the set-up's
// deals and the tile drawn.
func TestReplaysCountTurns(t *testing.T) {
	m := scenetest.Match(t, "crossing", 5, "", "human", "human")
	chance := func() {
		for m.State().ToMove() == rules.Chance {
			if _, _, err := m.PlayChance(scenetest.Clock()); err != nil {
				t.Fatal(err)
			}
		}
	}
	play := func(mv rules.Move) {
		if _, err := m.Play(mv, scenetest.Clock()); err != nil {
			t.Fatal(err)
		}
	}
	chance()
	for turn := 0; turn < 2; turn++ {
		play(m.State().Legal(nil)[0])
		chance()
		if m.State().ToMove() == turn {
			play(m.State().Legal(nil)[0]) // the drawn tile placed
		}
	}
	store := ui.NewMemStore()
	store.Write("games/1767225600000-crossing.outback", scenetest.Saved(t, m))
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: &ui.Script{}, Store: store, Now: scenetest.Clock,
		Start: func(a *scenes.App) ui.Scene { return replay.NewReplays(a) }})
	scenetest.RunTicks(a, 2)
	texts, _ := scenetest.Drawn(a)
	var said []string
	for _, b := range texts {
		said = append(said, b.S)
	}
	all := strings.Join(said, " | ")
	if !strings.Contains(all, "2 turns, not finished") {
		t.Errorf("the list says %q of a game of 2 turns in %d moves", all, len(m.History()))
	}
}
