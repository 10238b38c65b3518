package scenes_test

import (
	"strings"
	"testing"

	"outback/scenes/scenetest"
	"outback/scenes/ui"
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
	script := &ui.Script{}
	a := newTestApp(script, nil)
	scenetest.RunTicks(a, 1)
	clickMenu(t, a, script, "New game")
	scenetest.RunTicks(a, 26)
	if !strings.Contains(scenetest.Status(a), "scene=newgame") {
		t.Fatalf("after New game: %q", scenetest.Status(a))
	}
	scenetest.Golden(t, "newgame", scenetest.Screenshot(a))
	clickMenu(t, a, script, "Start")
	scenetest.RunTicks(a, 37)
	if !strings.Contains(scenetest.Status(a), "scene=play:billabong") {
		t.Fatalf("after Start: %q", scenetest.Status(a))
	}
}
