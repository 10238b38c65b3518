package billabong

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// A finger places a kangaroo in two taps: the first shows it where it
// would stand, the second places it; a mouse click places it at once.
func TestTouchPlacementShowsFirst(t *testing.T) {
	tap := func(tick, r, c int) scenes.ScriptStep {
		st := clickSquare(tick, r, c)
		st.Touch = true
		return st
	}
	script := &scenes.Script{Steps: []scenes.ScriptStep{tap(2, 9, 9), tap(30, 9, 9)}}
	a := newTestApp(script, func(a *scenes.App) scenes.Scene { return New(a, scenetest.BillabongMatch(t, "human", "human")) })
	scenetest.RunTicks(a, 10)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=0") {
		t.Fatalf("one tap placed a kangaroo: %q", st)
	}
	scenetest.Golden(t, "billabong-touch-preview", scenetest.Screenshot(a))
	scenetest.RunTicks(a, 30)
	if st := scenetest.Status(a); !strings.Contains(st, "moves=1") {
		t.Fatalf("the second tap did not place it: %q", st)
	}
}
