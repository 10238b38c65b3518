package downunder

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/sprites"
)

// Every line the banner may say (each string in Screen.words, read from
// its source, so a new line is checked too) fits it on a phone, upright
// and held sideways, in English and German: a line under the player's
// name at 12 units, a title (with the longest colour's name) at 17, the
// least the banner shrinks them to. The first card's line was cut held
// sideways ("…next to the cards (also dia…"), and a second colour's line
// on both.
func TestBannerLinesFitAPhone(t *testing.T) {
	defer scenes.SetLanguage(scenes.English)
	defer scenes.SetScreenSize(scenes.ScreenW, scenes.ScreenH)
	lines := bannerWords(t)
	m := duMatch(t, "", "human", "human")
	for _, size := range []scenetest.Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		a := duStart(t, m, &scenes.Script{})
		scenetest.Resize(t, a, size.W, size.H)
		scenetest.RunTicks(a, 2)
		var room float64
		scenetest.OnLoop(func() { room = float64(duScene(a).g.banner.W - 54 - 10) })
		for _, lang := range []string{scenes.English, scenes.German} {
			scenes.SetLanguage(lang)
			for _, l := range lines {
				s, px, bold := scenes.T(l), 12, false
				if strings.Contains(l, "%s") {
					s, px, bold = fmt.Sprintf(s, scenes.T("Orange")), 17, true
				}
				if w := sprites.TextWidth(s, px, bold); w > room {
					t.Errorf("%s, %s: %q is %.0f wide at %d, the banner has %.0f", size.Name, lang, s, w, px, room)
				}
			}
		}
		scenes.SetLanguage(scenes.English)
	}
}

// bannerWords are the strings in Screen.words.
func bannerWords(t *testing.T) []string {
	f, err := parser.ParseFile(token.NewFileSet(), "screen.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "words" {
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					words = append(words, s)
				}
				return true
			})
		}
	}
	if len(words) < 15 {
		t.Fatalf("Screen.words has %d strings: not the function this test reads", len(words))
	}
	return words
}
