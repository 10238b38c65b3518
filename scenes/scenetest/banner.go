package scenetest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"outback/scenes"
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

// BannerLinesFit fails the test for each line, in English and German,
// wider than room at the least size the turn banner shrinks it to: 12
// units, or 17 in bold where title says the line is a title. Each verb %s
// stands for fill (a name the game puts there), %d for a digit.
func BannerLinesFit(t *testing.T, where string, lines []string, room float64, fill string, title func(string) bool) {
	t.Helper()
	defer scenes.SetLanguage(scenes.English)
	for _, lang := range []string{scenes.English, scenes.German} {
		scenes.SetLanguage(lang)
		for _, l := range lines {
			s := strings.ReplaceAll(strings.ReplaceAll(scenes.T(l), "%d", "4"), "%s", scenes.T(fill))
			px, bold := 12, false
			if title(l) {
				px, bold = 17, true
			}
			if w := sprites.TextWidth(s, px, bold); w > room {
				t.Errorf("%s, %s: %q is %.0f wide at %d, the banner has %.0f", where, lang, s, w, px, room)
			}
		}
	}
}
