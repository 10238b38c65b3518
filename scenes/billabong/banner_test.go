package billabong

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// Every line the banner may say (each string in Screen.words) fits it on a
// phone, upright and held sideways, in English and German: held sideways
// the German placement line was cut ("Feld im markierten Bereich
// antippen (4 von 5 gesetzt)" is 287 units wide at 12, the banner has
// 276).
func TestBannerLinesFitAPhone(t *testing.T) {
	defer scenes.SetScreenSize(scenes.ScreenW, scenes.ScreenH)
	lines := scenetest.FuncStrings(t, "screen.go", "words", 10)
	title := func(l string) bool { return strings.HasPrefix(l, "%s to ") }
	m := scenetest.Match(t, "billabong", 5, "", "human", "human")
	for _, size := range []scenetest.Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		a := newTestApp(&scenes.Script{}, func(a *scenes.App) scenes.Scene { return New(a, m) })
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		var room float64
		scenetest.OnLoop(func() { room = float64(a.Scene().(*Screen).banner.W - 54 - 10) })
		scenetest.BannerLinesFit(t, size.Name, lines, room, "Orange", title)
	}
}
