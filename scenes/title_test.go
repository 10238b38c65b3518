package scenes_test

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

func TestTitleScreen(t *testing.T) {
	a := newTestApp(nil, nil)
	scenetest.RunTicks(a, 3)
	if !strings.Contains(scenetest.Status(a), "scene=title") {
		t.Fatalf("status %q", scenetest.Status(a))
	}
	scenetest.Golden(t, "title", scenetest.Screenshot(a))
}

func TestTitleToNewGameToPlay(t *testing.T) {
	script := &scenes.Script{Steps: []scenes.ScriptStep{
		{Tick: 2, Click: true, X: scenes.ScreenW / 2, Y: 448},                    // New game
		{Tick: 40, Click: true, X: scenes.ScreenW - 190, Y: scenes.ScreenH - 82}, // Start
	}}
	a := newTestApp(script, nil)
	scenetest.RunTicks(a, 30)
	if !strings.Contains(scenetest.Status(a), "scene=newgame") {
		t.Fatalf("after New game: %q", scenetest.Status(a))
	}
	scenetest.Golden(t, "newgame", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 40)
	if !strings.Contains(scenetest.Status(a), "scene=play:billabong") {
		t.Fatalf("after Start: %q", scenetest.Status(a))
	}
}
