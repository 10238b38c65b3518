package scenetest

import (
	"cmp"
	"fmt"

	"slices"
	"testing"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/replay"
	"outback/scenes/ui"
	"outback/sprites"
)

// FitPlayScreen checks a game's play screen at every size (issue 20): a
// game at its largest table in the middle, the same game over, and its
// replay paused half way; with goldens fit-<game>-<moment>-<size> (the
// desktop size aside: the screen's own tests keep that one); the move log
// must be in the panel, or a tap away (its Moves button), also where the
// results stand over it; a replay's shared buttons fill their row. cells is
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
	var open func(a *scenes.App, m *rules.Match) ui.Scene
	for _, p := range plays {
		if p.Game == game {
			open = p.Open
		}
	}
	moments := []struct {
		name string
		open func(a *scenes.App) ui.Scene
	}{
		{"mid", func(a *scenes.App) ui.Scene { return open(a, mid) }},
		{"over", func(a *scenes.App) ui.Scene { return open(a, over) }},
		{"replay", func(a *scenes.App) ui.Scene {
			v, err := replay.NewViewer(a, rec)
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
			// The panel's rows do not scroll: where they show only the
			// last few moves, Moves opens them all.
			if rows, button := LogShown(a); rows < 5 && !button {
				t.Errorf("%s %s at %s: the panel shows %d moves of the log and no Moves button", game, m.name, s.Name, rows)
			}
			if m.name == "replay" {
				// A replay has no Undo or Hint: no places kept for them.
				for _, p := range SharedRowGaps(a) {
					t.Errorf("%s replay at %s: %s", game, s.Name, p)
				}
			}
			if s.Name != "desk" {
				Golden(t, "fit-"+game+"-"+m.name+"-"+s.Name, Screenshot(a))
			}
		}
		// German's words are longer: they must fit as well (after the
		// goldens, which the ticks here would move on).
		OnLoop(func() { lang.SetLanguage(lang.German) })
		for _, s := range Sizes {
			RunTicks(a, 1)
			CheckLayout(t, a, game+" "+m.name+" in German", s, cells)
		}
		OnLoop(func() { lang.SetLanguage(lang.English) })
		OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
	}
}

// SharedRowGaps lists the blank places in the play screen's row of shared
// buttons as drawn in the frame: the buttons there (all of them enabled,
// as in a replay) must fill it from end to end, each at least as wide as
// its label asks (scenes.ButtonRow).
func SharedRowGaps(a *scenes.App) []string {
	var row ui.Rect
	var ok bool
	OnLoop(func() { row, ok = a.SharedRow() })
	if !ok {
		return []string{"no play screen"}
	}
	_, taps := Drawn(a)
	var in []ui.TapPoint
	for _, tp := range taps {
		if float32(tp.X) >= row.X-1 && float32(tp.X+tp.W) <= row.Right()+1 && float32(tp.Y) >= row.Y-1 && float32(tp.Y+tp.H) <= row.Bottom()+1 {
			in = append(in, tp)
		}
	}
	slices.SortFunc(in, func(p, q ui.TapPoint) int { return cmp.Compare(p.X, q.X) })
	if len(in) == 0 {
		return []string{fmt.Sprintf("no buttons in the shared row %v", row)}
	}
	var probs []string
	const gap = 8 // between two buttons, rounded
	if d := in[0].X - float64(row.X); d > 1 {
		probs = append(probs, fmt.Sprintf("%.0f units blank before %q", d, in[0].Label))
	}
	last := in[len(in)-1]
	if d := float64(row.Right()) - (last.X + last.W); d > 1 {
		probs = append(probs, fmt.Sprintf("%.0f units blank after %q", d, last.Label))
	}
	for i := 1; i < len(in); i++ {
		if d := in[i].X - (in[i-1].X + in[i-1].W); d > gap {
			probs = append(probs, fmt.Sprintf("%.0f units blank between %q and %q", d, in[i-1].Label, in[i].Label))
		}
	}
	for _, tp := range in {
		if need := sprites.TextWidth(tp.Label, 13, true) + 12; tp.W < need-1 {
			probs = append(probs, fmt.Sprintf("%q is %.0f wide: its label needs %.0f", tp.Label, tp.W, need))
		}
	}
	return probs
}
