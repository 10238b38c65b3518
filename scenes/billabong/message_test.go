package billabong

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Held sideways, the panel's message has 46 units under the seats: two
// lines of it fit there, and a hint shows whole. It was cut to one line
// ("Hint: m14–e14–e4 · your chances with it…", a helper's play-test).
func TestHintWholeHeldSideways(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	m := scenetest.Match(t, "billabong", 5, "", "human", "bot:greedy")
	a := newTestApp(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 844, 390)
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() {
		a.Scene().(*Screen).Say(false, "Hint: %s · your chances with it: about %d%%", "m14–e14–e4", 53)
	})
	texts, _ := scenetest.Drawn(a)
	var said []string
	for _, tb := range texts {
		if strings.Contains(tb.S, "m14") || strings.Contains(tb.S, "53%") {
			said = append(said, tb.S)
		}
	}
	if joined := strings.Join(said, " "); !strings.HasSuffix(joined, "about 53%") || strings.Contains(joined, "…") {
		t.Errorf("held sideways the hint reads %q", said)
	}
}
