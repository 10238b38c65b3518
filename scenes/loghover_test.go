package scenes

import (
	"testing"

	"outback/ai"
	"outback/rules"
)

// In Down Under and Outback Crossing too, pointing at a move in the log
// marks where it happened.
func TestLogHoverOtherGames(t *testing.T) {
	for _, game := range []string{"downunder", "crossing"} {
		t.Run(game, func(t *testing.T) {
			setup := rules.Setup{Game: game, Seed: 5, Seats: []rules.SeatInfo{{Name: "Blue", Kind: "human"}, {Name: "Orange", Kind: "bot:greedy"}}}
			m, err := rules.NewMatch(setup, fixedClock())
			if err != nil {
				t.Fatal(err)
			}
			// Twelve moves by greedy bots for both seats.
			b0, _ := ai.New("greedy", 1)
			b1, _ := ai.New("greedy", 2)
			ai.PlayOut(m, []ai.Bot{b0, b1}, 12, fixedClock())
			a := newTestApp(nil, nil)
			var sc Scene
			onLoop(func() { sc, _ = openPlay(a, m); a.SwitchNow(sc) })
			runTicks(a, 2)
			screenshot(a) // the log's place is known once drawn
			pc := sc.(replayable).core()
			var marked int
			for y := int(pc.logY) + 5; y < int(pc.logY+pc.logH) && marked == 0; y += 20 {
				hovered := false
				onLoop(func() {
					pc.trackLogHover(&Input{X: int(pc.logX) + 100, Y: y})
					text, ok := pc.HoveredLogText()
					hovered = ok && text != "draw" && text != "pass"
				})
				if !hovered {
					continue
				}
				screenshot(a) // drawing works out the marks
				onLoop(func() {
					switch s := sc.(type) {
					case *DownUnderPlay:
						marked = len(s.logMarks.cells)
					case *CrossingPlay:
						marked = len(s.logMarks.cells) + len(s.logMarks.spots)
					}
				})
			}
			if marked == 0 {
				t.Error("no log entry marked anything on the board")
			}
		})
	}
}
