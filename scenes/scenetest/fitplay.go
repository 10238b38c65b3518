package scenetest

import (
	"testing"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
)

// FitPlayScreen checks a game's play screen at every size (issue 20): a
// game at its largest table in the middle, the same game over, and its
// replay paused half way; with goldens fit-<game>-<moment>-<size> (the
// desktop size aside: the screen's own tests keep that one); the move log
// must be in the panel, or a tap away (its Moves button). cells is
// false for a board that zooms (its cells are checked by its own test).
func FitPlayScreen(t *testing.T, plays []scenes.PlayScreen, game string, seats int, cells bool) {
	t.Helper()
	kinds := make([]string, seats)
	for i := range kinds {
		kinds[i] = "human"
	}
	mid := Match(t, game, 7, "", kinds...)
	if _, err := ai.PlayOut(mid, GreedyBots(seats), 24, Clock()); err != nil {
		t.Fatal(err)
	}
	over := Match(t, game, 7, "", kinds...)
	if done, err := ai.PlayOut(over, GreedyBots(seats), 5000, Clock()); err != nil || !done {
		t.Fatalf("the greedy game did not end: %v", err)
	}
	rec, err := over.Record()
	if err != nil {
		t.Fatal(err)
	}
	var open func(a *scenes.App, m *rules.Match) scenes.Scene
	for _, p := range plays {
		if p.Game == game {
			open = p.Open
		}
	}
	moments := []struct {
		name string
		open func(a *scenes.App) scenes.Scene
	}{
		{"mid", func(a *scenes.App) scenes.Scene { return open(a, mid) }},
		{"over", func(a *scenes.App) scenes.Scene { return open(a, over) }},
		{"replay", func(a *scenes.App) scenes.Scene {
			v, err := scenes.NewViewer(a, rec)
			if err != nil {
				t.Fatal(err)
			}
			v.SeekTo(len(rec.Moves) / 2)
			return v
		}},
	}
	for _, m := range moments {
		a := NewApp(nil, m.open, plays)
		RunTicks(a, 3)
		for _, s := range Sizes {
			RunTicks(a, 1)
			CheckLayout(t, a, game+" "+m.name, s, cells)
			if m.name != "over" { // over, the results stand over the panel's log
				if rows, button := LogShown(a); rows < 2 && !button {
					t.Errorf("%s %s at %s: the panel shows %d moves of the log and no Moves button", game, m.name, s.Name, rows)
				}
			}
			if s.Name != "desk" {
				Golden(t, "fit-"+game+"-"+m.name+"-"+s.Name, Screenshot(a))
			}
		}
		OnLoop(func() { a.Layout(scenes.ScreenW, scenes.ScreenH) })
	}
}
