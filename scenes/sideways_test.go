package scenes_test

import (
	"strings"
	"testing"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// A small phone held sideways (640×360, 667×375) gives the board the room
// the panel can spare: the panel narrows from 360 to 300 units where the
// board is cut short by its width. At 640×360 Crossing's cells were 16 CSS
// px and Billabong's squares 16 (a helper's play-test, issue 42). Crossing
// now has a finger's cells there; Billabong's 16 columns would need a
// panel of 250 for 22, and get 19 to 21.
func TestSidewaysSmallPhonesGiveTheBoardRoom(t *testing.T) {
	least := map[string]float64{"billabong": 19, "crossing": scenetest.MinCellPx}
	for _, game := range []string{"billabong", "crossing"} {
		for _, s := range []scenetest.Size{{Name: "640x360", W: 640, H: 360}, {Name: "667x375", W: 667, H: 375}} {
			m := scenetest.Match(t, game, 7, "", "human", "medium")
			if _, err := ai.PlayOut(m, scenetest.GreedyBots(2), 12, scenetest.Clock()); err != nil {
				t.Fatal(err)
			}
			var open func(a *scenes.App, m *rules.Match) ui.Scene
			for _, p := range launch.Plays {
				if p.Game == game {
					open = p.Open
				}
			}
			a := scenetest.NewApp(nil, func(a *scenes.App) ui.Scene { return open(a, m) }, launch.Plays)
			scenetest.RunTicks(a, 2)
			scenetest.Resize(t, a, s.W, s.H)
			scenetest.RunTicks(a, 3)
			var lm scenes.LayoutMetrics
			scenetest.OnLoop(func() { lm = a.LayoutMetrics(float64(s.W), float64(s.H)) })
			if lm.MinCellPx < least[game] {
				t.Errorf("%s at %s: board cells of %.1f CSS px, want %.0f or more", game, s.Name, lm.MinCellPx, least[game])
			}
			for _, p := range scenetest.LayoutProblems(a, s.W, s.H, false) {
				if !strings.HasPrefix(p, "tap target") { // 40 units: the shared row in a panel of 300
					t.Errorf("%s at %s: %s", game, s.Name, p)
				}
			}
		}
	}
}
