package scenes

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// An unfinished game behind Continue is never replaced unasked: a quick
// start (command line, page link) or New game asks first, and Back or
// Continue keep it.
func TestNewGameAsksBeforeReplacingTheSavedGame(t *testing.T) {
	store := NewMemStore()
	quick := QuickStart{Game: "billabong", Seats: "human,human", Seed: 3}
	start, err := quick.Start()
	if err != nil {
		t.Fatal(err)
	}
	// A first game, three moves in.
	a := NewApp(Options{Source: &Script{Steps: []ScriptStep{clickSquare(2, 9, 9), clickSquare(30, 10, 12), clickSquare(60, 12, 10)}}, Store: store, Now: fixedClock, Start: start})
	runTicks(a, 90)
	saved := bytes.Clone(store.Files[autosaveName])
	if saved == nil {
		t.Fatal("no autosave after three moves")
	}

	// The same link again: the question, not a new game.
	b := NewApp(Options{Source: &Script{Steps: []ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEscape}}}}, Store: store, Now: fixedClock, Start: start})
	runTicks(b, 1)
	if b.SceneName() != "replace-saved" {
		t.Fatalf("a new game opened over the saved one: scene %q", b.SceneName())
	}
	golden(t, "replace-saved", screenshot(b))
	runTicks(b, 40)
	if b.SceneName() != "title" || !bytes.Equal(store.Files[autosaveName], saved) {
		t.Fatalf("Back: scene %q, autosave kept %v", b.SceneName(), bytes.Equal(store.Files[autosaveName], saved))
	}

	// Continue the saved game from the question: the same game, move 4.
	c := NewApp(Options{Source: &Script{Steps: []ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyC}}}}, Store: store, Now: fixedClock, Start: start})
	runTicks(c, 40)
	if c.SceneName() != "play:billabong" || !bytes.Equal(store.Files[autosaveName], saved) {
		t.Fatalf("Continue: scene %q", c.SceneName())
	}

	// Start the new game: only now does the new game replace the old
	// (on its first move).
	d := NewApp(Options{Source: &Script{Steps: []ScriptStep{{Tick: 5, Keys: []ebiten.Key{ebiten.KeyEnter}}, clickSquare(50, 9, 9)}}, Store: store, Now: fixedClock, Start: start})
	runTicks(d, 80)
	if d.SceneName() != "play:billabong" || bytes.Equal(store.Files[autosaveName], saved) {
		t.Fatalf("Start the new game: scene %q, autosave replaced %v", d.SceneName(), !bytes.Equal(store.Files[autosaveName], saved))
	}
}
