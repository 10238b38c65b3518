package downunder

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// One card (and one billabong) is said in the singular, in English and in
// German: "Blue's hand · 1 card", not "1 cards". The billabongs are said
// to be shared: they are the table's, not the hand's.
func TestDownUnderHandCountsOne(t *testing.T) {
	m := duMatch(t, "size=13x13", "human", "human")
	// Play until the seat to move holds a single card.
	for {
		st := m.State()
		if st.ToMove() == rules.Chance {
			if _, _, err := m.PlayChance(scenetest.Clock()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if st.ToMove() < 0 {
			t.Fatal("the game ended before a hand was down to one card")
		}
		if handTotal(m, st.ToMove()) == 1 {
			break
		}
		duGreedy(t, m, 1)
	}
	for _, c := range []struct {
		open              func(*ui.Script, func(*scenes.App) ui.Scene) *scenes.App
		want, not, shared string
	}{
		{newTestApp, " · 1 card · ", "1 cards", " shared billabong"},
		{germanApp, " · 1 Karte · ", "1 Karten", " gemeinsame"},
	} {
		a := c.open(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.RunTicks(a, 2)
		var head string
		scenetest.OnLoop(func() { head = duScene(a).handHead })
		if !strings.Contains(head, c.want) || strings.Contains(head, c.not) || !strings.Contains(head, c.shared) {
			t.Errorf("hand caption %q, want %q and %q", head, c.want, c.shared)
		}
	}
}

// The hand's caption describes the card picked, not the one the keyboard
// focus happens to rest on.
func TestDownUnderCaptionNamesSelected(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	script := &ui.Script{}
	a := duStart(t, m, script)
	scenetest.Press(a, script, 2, ebiten.KeyTab)
	var focus, sel, caption int
	scenetest.OnLoop(func() { focus = duScene(a).focusTile() })
	if focus < 0 {
		t.Fatalf("Tab focused no card: %s", scenetest.Status(a))
	}
	// Pick another card by its number key; the focus stays where it was.
	key := ebiten.KeyDigit2
	if focus == 1 {
		key = ebiten.KeyDigit1
	}
	scenetest.Press(a, script, 2, key)
	scenetest.OnLoop(func() {
		s := duScene(a)
		sel, focus, caption = s.sel, s.focusTile(), s.captionTile()
	})
	if sel < 0 {
		t.Fatalf("the number key picked no card: %s", scenetest.Status(a))
	}
	if caption != sel {
		t.Errorf("the caption describes card %d (focus %d), want the picked card %d", caption, focus, sel)
	}
}

// After B shows the board, the prompt says how to go back to the results.
func TestDownUnderPromptAfterShowBoard(t *testing.T) {
	m := duMatch(t, "", "human", "human")
	duGreedy(t, m, 500)
	if m.State().ToMove() != rules.Nobody {
		t.Fatal("the greedy game did not end")
	}
	script := &ui.Script{}
	a := duStart(t, m, script)
	scenetest.RunTicks(a, 2)
	var words string
	scenetest.OnLoop(func() { words = duScene(a).overWords() })
	if !strings.Contains(words, "Show board") {
		t.Errorf("at the results the prompt says %q", words)
	}
	scenetest.Press(a, script, 2, ebiten.KeyB)
	scenetest.OnLoop(func() { words = duScene(a).overWords() })
	if strings.Contains(words, "Show board") || !strings.Contains(words, "Results") {
		t.Errorf("with the board shown the prompt says %q", words)
	}
}

func handTotal(m *rules.Match, seat int) int {
	n := 0
	for _, hc := range m.State().(*downunder.State).Hand(seat) {
		n += hc.Count
	}
	return n
}

// The hand's heading stays on its strip at every size, in English and in
// German (longer): smaller or shortened, never past the strip's edge.
func TestDownUnderHandHeadFitsItsStrip(t *testing.T) {
	m := duHumanTurn(t, "human", "bot:greedy")
	for _, open := range []func(*ui.Script, func(*scenes.App) ui.Scene) *scenes.App{newTestApp, germanApp} {
		a := open(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
		for _, size := range scenetest.Sizes {
			scenetest.Resize(t, a, size.W, size.H)
			scenetest.RunTicks(a, 2)
			texts, _ := scenetest.Drawn(a)
			var head string
			var strip ui.Rect
			scenetest.OnLoop(func() { head, strip = duScene(a).handHead, duScene(a).g.hand })
			cut := strings.SplitN(head, " · ", 2)[0]
			found := false
			for _, b := range texts {
				if strings.HasPrefix(b.S, cut) {
					found = true
					if r := b.X + b.W; r > float64(strip.Right()) {
						t.Errorf("%s: the heading %q ends at %.0f, past its strip's %.0f", size.Name, b.S, r, strip.Right())
					}
				}
			}
			if !found {
				t.Errorf("%s: no heading starting %q drawn", size.Name, cut)
			}
		}
	}
}

// The log says a move in words ("curve 0,0 · rabbit"), in German too, not
// in the notation's code ("C 0,0 r3 rabbit").
func TestDownUnderLogInWords(t *testing.T) {
	m := duMatch(t, "size=13x13", "human", "human")
	for len(m.History()) < 14 && m.State().ToMove() != rules.Nobody {
		if m.State().ToMove() == rules.Chance {
			if _, _, err := m.PlayChance(scenetest.Clock()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		duGreedy(t, m, 1)
	}
	for _, c := range []struct {
		open  func(*ui.Script, func(*scenes.App) ui.Scene) *scenes.App
		words []string
	}{
		{newTestApp, []string{"curve", "straight", "terminal"}},
		{germanApp, []string{"Kurve", "Gerade", "Endstück"}},
	} {
		a := c.open(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
		scenetest.RunTicks(a, 2)
		var log []string
		scenetest.OnLoop(func() { log = a.LogTexts() })
		worded := 0
		for _, e := range log {
			for _, code := range []string{"C ", "S ", "T ", " r0", " r1", " r2", " r3"} {
				if strings.Contains(e, code) {
					t.Errorf("the log says %q: the notation's code", e)
				}
			}
			for _, w := range c.words {
				if strings.HasPrefix(e, w+" ") {
					worded++
				}
			}
		}
		if worded < 6 {
			t.Errorf("only %d of the log's entries in words: %q", worded, log)
		}
	}
}
