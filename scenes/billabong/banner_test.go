package billabong

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Every line the banner may say (each string in Screen.words) fits it on a
// phone, upright and held sideways, in English and German: held sideways
// the German placement line was cut ("Feld im markierten Bereich
// antippen (4 von 5 gesetzt)" is 287 units wide at 12, the banner has
// 276).
func TestBannerLinesFitAPhone(t *testing.T) {
	m := scenetest.Match(t, "billabong", 5, "", "human", "human")
	a := newTestApp(&ui.Script{}, func(a *scenes.App) ui.Scene { return New(a, m) })
	title := func(l string) bool { return strings.HasPrefix(l, "%s to ") }
	scenetest.BannerLinesFitAPhone(t, a, func() ui.Rect { return a.Scene().(*Screen).banner },
		scenetest.FuncStrings(t, "screen.go", "words", 10), "Orange", title)
}
