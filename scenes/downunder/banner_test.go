package downunder

import (
	"strings"
	"testing"

	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Every line the banner may say (each string in Screen.words) fits it on a
// phone, upright and held sideways, in English and German. The first
// card's line was cut held sideways ("…next to the cards (also dia…"),
// and a second colour's line on both.
func TestBannerLinesFitAPhone(t *testing.T) {
	a := duStart(t, duMatch(t, "", "human", "human"), &ui.Script{})
	// The titles are the lines with a name in them.
	title := func(l string) bool { return strings.Contains(l, "%s") }
	scenetest.BannerLinesFitAPhone(t, a, func() ui.Rect { return duScene(a).g.banner },
		scenetest.FuncStrings(t, "screen.go", "words", 15), "Orange", title)
}
