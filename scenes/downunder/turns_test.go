package downunder

import (
	"testing"

	"outback/ai"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// The move log numbers a seat's turns when its rivals are done and it lays
// turn after turn alone (issue 42, item 9): each card is a turn of its
// own, and only a card the turn owes (a billabong's extra card) goes on
// with it.
func TestLogNumbersTurnsPlayedAlone(t *testing.T) {
	m := duMatch(t, "special=on", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(m, scenetest.GreedyBots(2), 500, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 2)
	h := m.History()
	st := m.Initial()
	alone := 0
	scenetest.OnLoop(func() {
		log := duScene(a).Log
		for i, p := range h {
			before := st.(*downunder.State)
			_, owed := before.Pending()
			if i > 0 && p.Seat >= 0 && h[i-1].Seat == p.Seat && !owed && len(before.Played()) == 0 {
				alone++
				if log[i].Number() == "" {
					t.Errorf("move %d (%s) is a turn of its own, laid alone, and has no number", i+1, log[i].Text)
				}
			}
			if _, err := st.Apply(p.Move); err != nil {
				t.Fatal(err)
			}
		}
	})
	if alone == 0 {
		t.Fatal("no seat laid turn after turn alone: the test wants a game where one does")
	}
}
