package scenetest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// FuncStrings are the string literals in the function fn of the Go file
// (of the test's package): a test that checks every line a function may
// say reads them from its source, so a line added later is checked too.
// It fails the test where fn has fewer than least.
func FuncStrings(t *testing.T, file, fn string, least int) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, d := range f.Decls {
		if decl, ok := d.(*ast.FuncDecl); ok && decl.Name.Name == fn {
			ast.Inspect(decl.Body, func(n ast.Node) bool {
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
	if len(words) < least {
		t.Fatalf("%s in %s has %d strings: not the function the test reads", fn, file, len(words))
	}
	return words
}

// BannerLinesFitAPhone lays a out for a phone, upright and held sideways,
// and checks lines there (BannerLinesFit) against the room the turn
// banner's words have: banner is where the screen puts it, and
// Play.DrawBanner writes after a seat's shape (54 units) and keeps 10
// from its right edge.
func BannerLinesFitAPhone(t *testing.T, a *scenes.App, banner func() ui.Rect, lines []string, fill string, title func(string) bool) {
	t.Helper()
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	for _, size := range []Size{{Name: "phone", W: 390, H: 844}, {Name: "phone-wide", W: 844, H: 390}} {
		Resize(t, a, size.W, size.H)
		RunTicks(a, 2)
		var room float64
		OnLoop(func() { room = float64(banner().W - 54 - 10) })
		BannerLinesFit(t, size.Name, lines, room, fill, title)
	}
}

// BannerLinesFit fails the test for each line, in English and German,
// wider than room at the least size the turn banner shrinks it to: 12
// units, or 17 in bold where title says the line is a title. Each verb %s
// stands for fill (a name the game puts there), %d for a digit.
func BannerLinesFit(t *testing.T, where string, lines []string, room float64, fill string, title func(string) bool) {
	t.Helper()
	defer lang.SetLanguage(lang.English)
	for _, language := range []string{lang.English, lang.German} {
		lang.SetLanguage(language)
		for _, l := range lines {
			s := strings.ReplaceAll(strings.ReplaceAll(lang.T(l), "%d", "4"), "%s", lang.T(fill))
			px, bold := 12, false
			if title(l) {
				px, bold = 17, true
			}
			if w := sprites.TextWidth(s, px, bold); w > room {
				t.Errorf("%s, %s: %q is %.0f wide at %d, the banner has %.0f", where, language, s, w, px, room)
			}
		}
	}
}
