package downunder

import (
	"testing"

	"outback/rules/downunder"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// The first time the area's frame shows, the message says what it is, and
// only then: the gold frame was explained only in the rules (a helper's
// play-test).
func TestAreaFrameIsExplained(t *testing.T) {
	const frame = "The gold frame is the edge of the area: no card may be laid beyond it."
	m := duMatch(t, "", "human", "human")
	fixed := func() bool { ar := m.State().(*downunder.State).Area(); return ar.FixedX || ar.FixedY }
	a := duStart(t, m, &ui.Script{})
	said := func() string {
		var msg string
		scenetest.OnLoop(func() { msg = duScene(a).Msg })
		return msg
	}
	for k := 0; k < 200 && !fixed(); k++ {
		if said() == frame {
			t.Fatalf("after %d moves the frame is explained before it shows", k)
		}
		scenetest.OnLoop(func() { duGreedy(t, m, 1) })
		scenetest.RunTicks(a, 1)
	}
	if !fixed() {
		t.Fatal("the area's border never became fixed: the test wants a game where it does")
	}
	scenetest.RunTicks(a, 1)
	if got := said(); got != frame {
		t.Fatalf("when the frame first shows, the message is %q", got)
	}
	// Once: another move later, it is not said again.
	scenetest.OnLoop(func() { duScene(a).Msg = "" })
	scenetest.OnLoop(func() { duGreedy(t, m, 1) })
	scenetest.RunTicks(a, 2)
	if got := said(); got == frame {
		t.Error("the frame is explained again a move later")
	}
}
