package billabong

import (
	"strings"
	"testing"

	"outback/ai"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// On a phone held upright four teams leave the panel room for the log's
// last two moves only: the Moves button opens it over the screen, a finger scrolls
// it, and a tap on a move marks its squares on the board.
func TestLogSheetOnAPhone(t *testing.T) {
	m := scenetest.Match(t, "billabong", 7, "", "human", "human", "human", "human")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(4), 30, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	scenetest.LogSheetByTouch(t, a, script, "billabong-log-sheet-phone", func() int {
		s := a.Scene().(*Screen)
		if _, ok := s.HoveredLogMove(); !ok {
			return 0
		}
		return len(s.logSquares)
	})
}

// On a phone held upright the panel of four teams shows the log's last
// moves under the message's room, where a blank room for three lines of
// message stood; a message of three lines takes the log's rows while it
// is said, and every line of it shows.
func TestPhoneShowsTheLastMoves(t *testing.T) {
	m := scenetest.Match(t, "billabong", 7, "", "human", "human", "human", "human")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(4), 30, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.Resize(t, a, 390, 844)
	scenetest.RunTicks(a, 3)
	if rows, button := scenetest.LogShown(a); rows < 2 || rows >= 5 || !button {
		t.Errorf("the panel shows %d moves, Moves button %v: want its last few and the button", rows, button)
	}
	const long = "A message long enough to need all of its three lines in the panel of an upright phone, which ends here."
	scenetest.OnLoop(func() { a.Scene().(*Screen).Say(false, long) })
	scenetest.RunTicks(a, 2)
	texts, _ := scenetest.Drawn(a)
	var said string
	for _, tb := range texts {
		said += tb.S + " "
	}
	if !strings.Contains(said, "ends here.") {
		t.Errorf("the message's last line is not drawn: %q", said)
	}
	if rows, _ := scenetest.LogShown(a); rows > 0 {
		t.Errorf("the log's %d rows are drawn under a message of three lines", rows)
	}
}
