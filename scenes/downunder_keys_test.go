package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
)

// press gives the app a key press (with Shift for Shift+Tab) on its next
// tick, then runs n ticks.
func press(a *App, script *Script, n int, keys ...ebiten.Key) {
	var tick int
	onLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ScriptStep{Tick: tick, Keys: keys})
	runTicks(a, n)
}

// focusID is the id of the focused choice in the screen's status, or -1.
func focusID(a *App) string {
	st := status(a)
	i := strings.Index(st, "focus=")
	if i < 0 {
		return ""
	}
	return st[i+len("focus="):]
}

// keyboardGame plays a whole game from the keyboard only: seat 0 a
// person, the others the computer. It waits for the person's turn (the
// screen idle), presses Tab when nothing is focused, now and then an
// arrow, and Enter. Each round runs in one game-loop job: a job costs a
// frame.
func keyboardGame(t *testing.T, a *App, script *Script, m *rules.Match) (presses int) {
	t.Helper()
	onLoop(func() { a.Settings.AnimSpeed = 0 })
	arrows := []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowUp}
	over := false
	key := func(k ebiten.Key) {
		script.Steps = append(script.Steps[:0], ScriptStep{Tick: a.Tick(), Keys: []ebiten.Key{k}})
		a.Update()
		a.Update()
	}
	for k := 0; k < 4000 && !over; k++ {
		onLoop(func() {
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
		t.Fatalf("the game did not end after %d presses: %s", presses, status(a))
	}
	return presses
}

func TestDownUnderKeyboardGame(t *testing.T) {
	m := duMatch(t, "", "human", "bot:greedy")
	keyboardWholeGame(t, "downunder", m, func(a *App) Scene { return NewDownUnderPlay(a, m) })
}

// keyboardWholeGame plays m to its end on open's screen by keyboard alone
// (keyboardGame), checks the person played a real part, and saves the end.
func keyboardWholeGame(t *testing.T, name string, m *rules.Match, open func(a *App) Scene) {
	script := &Script{}
	a := newTestApp(script, open)
	runTicks(a, 1)
	presses := keyboardGame(t, a, script, m)
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
	runTicks(a, 5)
	save(t, name+"-keyboard-end", screenshot(a))
}

func TestDownUnderFocusKeys(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &Script{}
	a := duStart(t, m, script)
	if f := focusID(a); f != "-1" {
		t.Fatalf("focus shown before any key: %s", f)
	}
	press(a, script, 2, ebiten.KeyTab)
	first := focusID(a)
	if first == "-1" {
		t.Fatalf("Tab focused nothing: %s", status(a))
	}
	press(a, script, 2, ebiten.KeyTab)
	second := focusID(a)
	press(a, script, 2, ebiten.KeyShift, ebiten.KeyTab)
	if f := focusID(a); f != first || second == first {
		t.Errorf("Tab, Tab, Shift+Tab: %s, %s, %s", first, second, f)
	}
	press(a, script, 2, ebiten.KeyEnter)
	st := status(a)
	if strings.Contains(st, "selected=-") {
		t.Fatalf("Enter on a card did not pick it: %s", st)
	}
	var onCell bool
	onLoop(func() { _, _, onCell = duScene(a).focusCell() })
	if !onCell {
		t.Fatalf("after picking a card the focus is not on a cell: %s", st)
	}
	cellFocus := focusID(a)
	press(a, script, 2, ebiten.KeyArrowRight)
	if f := focusID(a); f == cellFocus {
		t.Errorf("Right did not move the focus from %s", f)
	}
	press(a, script, 2, ebiten.KeyArrowLeft)
	if f := focusID(a); f != cellFocus {
		t.Errorf("Right, Left: focus on %s, want %s", f, cellFocus)
	}
	press(a, script, 2, ebiten.KeyArrowRight)
	golden(t, "downunder-focus", screenshot(a))
	press(a, script, 2, ebiten.KeyBackspace)
	if st := status(a); !strings.Contains(st, "selected=-") {
		t.Errorf("Backspace did not put the card back: %s", st)
	}
	// A click hides the focus.
	script.Steps = append(script.Steps, ScriptStep{Tick: a.Tick(), Click: true, X: 1000, Y: 20})
	runTicks(a, 2)
	if f := focusID(a); f != "-1" {
		t.Errorf("the focus stays shown after a click: %s", f)
	}
}

func TestDownUnderHintGhost(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &Script{}
	a := duStart(t, m, script)
	press(a, script, 2, ebiten.KeyH)
	for i := 0; i < 600; i++ {
		var ok bool
		onLoop(func() { ok = duScene(a).Hint() != nil })
		if ok {
			break
		}
		runTicks(a, 1)
	}
	var h duHint
	onLoop(func() { h = *duScene(a).refreshHint() })
	if !h.ok {
		t.Fatalf("no hint: %s", status(a))
	}
	// The hinted card is marked in the hand too.
	if h.kind != downunder.Pass && h.kind != downunder.Turn && h.tile < 0 {
		t.Errorf("the hint's card (%v) is not found in the hand", h.kind)
	}
	golden(t, "downunder-hint", screenshot(a))
}
