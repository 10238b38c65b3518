package downunder

import (
	"strings"
	"testing"

	"outback/ai"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// The Down Under screen in German: a refusal, and the end of a game with
// special scoring.
func TestGermanDownUnder(t *testing.T) {
	defer lang.SetLanguage(lang.English)

	m := duHumanTurn(t, "human", "bot:greedy")
	script := &ui.Script{}
	a := germanApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 1)
	i := tileOf(t, a, downunder.Straight, 0)
	x, y := tilePoint(a, i)
	cx, cy := cellPoint(a, 0, 0) // the first card lies there
	duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
	duDo(a, script, ui.ScriptStep{Click: true, X: cx, Y: cy}, 3)
	var msg string
	scenetest.OnLoop(func() { msg = duScene(a).Msg })
	if !strings.Contains(msg, "das Feld ist besetzt") {
		t.Errorf("message %q does not say in German that the cell is taken", msg)
	}
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-downunder", scenetest.Screenshot(a))

	// The end of a game with special scoring: the routes, animals, dingo.
	em := duMatch(t, "special=on", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(em, scenetest.GreedyBots(2), 500, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a = germanApp(nil, func(a *scenes.App) ui.Scene { return New(a, em) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-downunder-end", scenetest.Screenshot(a))
}
