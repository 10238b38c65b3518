package crossing

import (
	"strings"
	"testing"

	"outback/ai"
	"outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// The Outback Crossing screen in German: mid-game, handed over, the end.
func TestGermanCrossing(t *testing.T) {
	defer lang.SetLanguage(lang.English)

	// Outback Crossing mid-game, the pointer on a claimed rim spot.
	cm := crMidGame(t, "human", "bot:greedy", "bot:greedy")
	st := cm.State().(*crossing.State)
	sp := crossing.NoSpot
	for s := crossing.Spot(0); s < crossing.NumSpots; s++ {
		if st.Owner(s) >= 0 {
			sp = s
			break
		}
	}
	r, c := sp.RimPos()
	hx, hy := crGeom().Center(r, c)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, X: int(hx), Y: int(hy)}}}
	a := germanApp(script, func(a *scenes.App) ui.Scene { return New(a, cm) })
	scenetest.RunTicks(a, 4)
	scenetest.Golden(t, "de-crossing", scenetest.Screenshot(a))
	// Three seats have column headings over them, in German too, at
	// every size ("ReservePunkte" on a phone held sideways).
	for _, size := range scenetest.Sizes {
		scenetest.CheckLayout(t, a, "de-crossing", size, true)
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })

	// The screen handed to Blue, whose reserve is hidden from the others.
	hm := crMatch(t, 11, "human", "human", "bot:greedy")
	crChance(t, hm)
	a = germanApp(nil, func(a *scenes.App) ui.Scene { return New(a, hm) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-crossing-handover", scenetest.Screenshot(a))

	ce := crMatch(t, 3, "bot:greedy", "bot:greedy", "bot:greedy")
	if done, err := ai.PlayOut(ce, scenetest.GreedyBots(3), 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a = germanApp(nil, func(a *scenes.App) ui.Scene { return New(a, ce) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-crossing-end", scenetest.Screenshot(a))
}

// In German the log's deals read alike, open or face down ("teilt aus 0
// Dingo", "teilt aus 1 (verdeckt)"), not two wordings side by side.
func TestGermanDealsReadAlike(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	m := crMatch(t, 11, "human", "bot:greedy")
	crChance(t, m)
	a := germanApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 3)
	sc := a.Scene().(*Screen)
	open, hidden := 0, 0
	scenetest.OnLoop(func() {
		verb := lang.NotationText("deal") + " "
		for i, p := range m.History() {
			mv, ok := p.Move.(crossing.Move)
			if !ok || mv.Kind() != crossing.OpDeal {
				continue
			}
			text := sc.Log[i].Text
			if !strings.HasPrefix(text, verb) {
				t.Errorf("log entry %d says %q: a deal begins %q", i+1, text, verb)
			}
			if strings.Contains(text, "verdeckt") {
				hidden++
			} else {
				open++
			}
		}
	})
	if open == 0 || hidden == 0 {
		t.Errorf("%d open and %d hidden deals in the log: want both", open, hidden)
	}
}

// In German the east rim is O (Ost): the board's labels, the log and the
// path box say O3, NO and SO, never E3, NE or SE.
func TestGermanEastRimIsO(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	m := crMidGame(t, "human", "bot:greedy", "bot:greedy", "bot:greedy")
	r, c := crossing.Spot(0).RimPos()
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		if sp.String() == "E3" {
			r, c = sp.RimPos()
		}
	}
	hx, hy := crGeom().Center(r, c)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, X: int(hx), Y: int(hy)}}}
	a := germanApp(script, func(a *scenes.App) ui.Scene { return New(a, m) })
	scenetest.RunTicks(a, 4)
	texts, _ := scenetest.Drawn(a)
	var all []string
	for _, b := range texts {
		all = append(all, b.S)
	}
	joined := " " + strings.Join(all, " | ") + " "
	// The log's "Marker O3 NO" is crMidGame's Orange's "shift E3 NE".
	for _, want := range []string{" O3 ", " NO ", " SO ", "W3–O3", "Marker O3 NO"} {
		if !strings.Contains(joined, want) {
			t.Errorf("%q not drawn in German; drawn: %s", want, joined)
		}
	}
	for _, not := range []string{"E3", " NE ", " SE ", "–E"} {
		if strings.Contains(joined, not) {
			t.Errorf("%q drawn in German: %s", not, joined)
		}
	}
}

// Every line the banner may say (each string in Screen.words) fits it on a
// phone, upright and held sideways, in English and German: German
// "einen deiner Marker antippen, dann ein freies Randfeld" was cut upright
// (a helper's play-test).
func TestBannerLinesFitAPhone(t *testing.T) {
	_, a, _ := phoneGame(t)
	title := func(l string) bool {
		return strings.HasPrefix(l, "%s ") || l == "Pass to %s" || l == "Setting up" || l == "Dealing reserves"
	}
	scenetest.BannerLinesFitAPhone(t, a, func() ui.Rect { return crScene(a).g.banner },
		scenetest.FuncStrings(t, "draw.go", "words", 30), "NW", title)
}
