package downunder

import (
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
)

// Every line the banner may say (each string in Screen.words) fits it on a
// phone, upright and held sideways, in English and German. The first
// card's line was cut held sideways ("…next to the cards (also dia…"),
// and a second colour's line on both.
func TestBannerLinesFitAPhone(t *testing.T) {
	defer scenes.SetScreenSize(scenes.ScreenW, scenes.ScreenH)
	lines := scenetest.FuncStrings(t, "screen.go", "words", 15)
	// The titles are the lines with a name in them.
	title := func(l string) bool { return strings.Contains(l, "%s") }
	m := duMatch(t, "", "human", "human")
	for _, size := range []scenetest.Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		a := duStart(t, m, &scenes.Script{})
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		var room float64
		scenetest.OnLoop(func() { room = float64(duScene(a).g.banner.W - 54 - 10) })
		scenetest.BannerLinesFit(t, size.Name, lines, room, "Orange", title)
	}
}
