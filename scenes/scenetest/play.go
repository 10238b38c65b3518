package scenetest

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// Status is the app's status line ("scene=…;toMove=…;…"), read on the loop.
func Status(a *scenes.App) string {
	var s string
	OnLoop(func() { s = a.Status() })
	return s
}

// Press presses keys on the app's current tick and runs n ticks.
func Press(a *scenes.App, script *ui.Script, n int, keys ...ebiten.Key) {
	var tick int
	OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick, Keys: keys})
	RunTicks(a, n)
}

// FocusID is the id of the focused choice in the screen's status, or "".
func FocusID(a *scenes.App) string {
	st := Status(a)
	i := strings.Index(st, "focus=")
	if i < 0 {
		return ""
	}
	return st[i+len("focus="):]
}

// KeyboardGame plays a whole game from the keyboard only: seat 0 a
// person, the others the computer. It waits for the person's turn (the
// screen idle), presses Tab when nothing is focused, now and then an
// arrow, and Enter. Each round runs in one game-loop job: a job costs a
// frame.
func KeyboardGame(t *testing.T, a *scenes.App, script *ui.Script, m *rules.Match) (presses int) {
	t.Helper()
	OnLoop(func() { a.Settings().AnimSpeed = 0 })
	arrows := []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowUp}
	over := false
	key := func(k ebiten.Key) {
		script.Steps = append(script.Steps[:0], ui.ScriptStep{Tick: a.Tick(), Keys: []ebiten.Key{k}})
		a.Update()
		a.Update()
	}
	for k := 0; k < 4000 && !over; k++ {
		OnLoop(func() {
			for i := 0; i < 2000; i++ {
				st := a.Status()
				if strings.HasPrefix(st, "toMove=0;") && strings.Contains(st, "busy=false") || m.State().ToMove() == rules.Nobody {
					break
				}
				a.Update()
			}
			if over = m.State().ToMove() == rules.Nobody; over {
				return
			}
			switch st := a.Status(); {
			case strings.HasSuffix(st, "focus=-1"):
				key(ebiten.KeyTab)
			case k%5 == 3:
				key(arrows[k/5%4])
			}
			key(ebiten.KeyEnter)
			presses++
		})
	}
	if !over {
		t.Fatalf("the game did not end after %d presses: %s", presses, Status(a))
	}
	return presses
}

// KeyboardWholeGame plays m to its end on open's screen by keyboard alone
// (KeyboardGame), checks the person played a real part, and saves the end.
func KeyboardWholeGame(t *testing.T, name string, m *rules.Match, open func(a *scenes.App) ui.Scene) {
	script := &ui.Script{}
	a := NewApp(script, open, nil)
	RunTicks(a, 1)
	presses := KeyboardGame(t, a, script, m)
	humans := 0
	for _, p := range m.History() {
		if p.Seat == 0 {
			humans++
		}
	}
	if humans < 5 {
		t.Errorf("the person made only %d moves", humans)
	}
	t.Logf("%s by keyboard: %d Enter presses, %d moves by the person, %d in all", name, presses, humans, len(m.History()))
	RunTicks(a, 5)
	Save(t, name+"-keyboard-end", Screenshot(a))
}

// HoverLogUntil points at each row of the play screen's move log in turn
// (an entry other than a draw or a pass) until marked, read on the loop
// after drawing, reports something marked on the board; it returns that.
func HoverLogUntil(a *scenes.App, marked func() int) int {
	Screenshot(a) // the log's place is known once drawn
	pc := a.Scene().(interface{ Core() *play.Play }).Core()
	x, top, _, h := pc.LogRect()
	n := 0
	for y := int(top) + 5; y < int(top+h) && n == 0; y += 20 {
		hovered := false
		OnLoop(func() {
			pc.TrackLogHover(&ui.Input{X: int(x) + 100, Y: y})
			text, ok := pc.HoveredLogText()
			hovered = ok && text != "draw" && text != "pass"
		})
		if !hovered {
			continue
		}
		Screenshot(a) // drawing works out the marks
		OnLoop(func() { n = marked() })
	}
	return n
}

// GreedyBots are n greedy bots, seeded 1…n.
func GreedyBots(n int) []ai.Bot {
	var bots []ai.Bot
	for i := 0; i < n; i++ {
		b, _ := ai.New("greedy", uint64(i+1))
		bots = append(bots, b)
	}
	return bots
}

// LoggedMatch is a match of game, Blue a person and Orange greedy, after
// twelve moves by greedy bots: a log to point at.
func LoggedMatch(t *testing.T, game string) *rules.Match {
	m := Match(t, game, 5, "", "human", "bot:greedy")
	if _, err := ai.PlayOut(m, GreedyBots(2), 12, Clock()); err != nil {
		t.Fatal(err)
	}
	return m
}

// hintTick is the tick by which a hint asked for early in a test must be
// ready; WaitHint runs to it, so the screenshot (the hint ghost pulses with
// the tick) does not depend on how many ticks the search took.
const hintTick = 900

// WaitHint runs the app until the hint is shown (ready reports it) and
// then on to a fixed tick.
func WaitHint(t *testing.T, a *scenes.App, ready func() bool) {
	t.Helper()
	for {
		var ok bool
		var tick int
		OnLoop(func() { ok, tick = ready(), a.Tick() })
		if tick >= hintTick {
			if !ok {
				t.Fatalf("no hint by tick %d: %s", hintTick, Status(a))
			}
			hintInStatus(t, a)
			return
		}
		if ok {
			RunTicks(a, hintTick-tick)
			hintInStatus(t, a)
			return
		}
		RunTicks(a, 1)
	}
}

// hintInStatus fails unless the status says a hint is shown (the page's
// tests wait for it there).
func hintInStatus(t *testing.T, a *scenes.App) {
	t.Helper()
	if st := Status(a); !strings.Contains(st, ";hint=shown") {
		t.Fatalf("a hint is on the board, but the status does not say so: %s", st)
	}
}
