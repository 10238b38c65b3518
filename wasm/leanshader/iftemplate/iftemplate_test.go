package iftemplate

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"text/template"
)

type filter int
type address int

// shaderData has the fields of the data Ebitengine's builtinshader gives
// its template.
type shaderData struct {
	Filter, FilterNearest, FilterLinear, FilterPixelated      filter
	Address, AddressUnsafe, AddressClampToZero, AddressRepeat address
	UseColorM                                                 bool
}

// everyShaderData is every data Ebitengine gives its template: three
// filters, three addresses, with and without a colour matrix.
func everyShaderData() []shaderData {
	var all []shaderData
	for f := filter(0); f < 3; f++ {
		for a := address(0); a < 3; a++ {
			for _, m := range []bool{false, true} {
				all = append(all, shaderData{f, 0, 1, 2, a, 0, 1, 2, m})
			}
		}
	}
	return all
}

// sameAsTextTemplate fails the test where src with data comes out of
// this package other than out of text/template.
func sameAsTextTemplate(t *testing.T, name, src string, data any) {
	t.Helper()
	var want, got bytes.Buffer
	if err := template.Must(template.New(name).Parse(src)).Execute(&want, data); err != nil {
		t.Fatal(err)
	}
	if err := mustParseIfTemplate(src).Execute(&got, data); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got.String() != want.String() {
		t.Errorf("%s with %+v:\ngot  %q\nwant %q", name, data, got.String(), want.String())
	}
}

func TestSameAsTextTemplate(t *testing.T) {
	templates := map[string]string{
		"text only":    "a\n{b}\n",
		"empty":        "",
		"if":           "a{{if .UseColorM}}colour{{end}}b",
		"if else":      "{{if .UseColorM}}m{{else}}n{{end}}\n",
		"else if":      "{{if eq .Filter .FilterNearest}}N{{else if eq .Filter .FilterLinear}}L{{else}}P{{end}}",
		"else if only": "x{{if eq .Address .AddressUnsafe}}U{{else if eq .Address .AddressRepeat}}R{{end}}y",
		"nested": "{{if eq .Filter .FilterNearest}}\n{{if eq .Address .AddressUnsafe}}u{{else}}{{if .UseColorM}}m{{end}}c{{end}}\n" +
			"{{else}}{{if eq .Address .AddressRepeat}}r{{end}}l{{end}}end",
		"int truth": "{{if .Filter}}some filter{{else}}nearest{{end}}",
	}
	for name, src := range templates {
		for _, d := range everyShaderData() {
			sameAsTextTemplate(t, name, src, d)
			sameAsTextTemplate(t, name+" (pointer)", src, &d)
		}
	}
}

// Ebitengine's own template (the module's version) comes out the same
// for every data Ebitengine gives it.
func TestEbitengineTemplate(t *testing.T) {
	src := ebitengineTemplate(t)
	if !strings.Contains(src, "{{else if eq .Address .AddressClampToZero}}") {
		t.Fatalf("this is not the template of Ebitengine's built-in shaders:\n%s", src)
	}
	for _, d := range everyShaderData() {
		sameAsTextTemplate(t, "builtinshader", src, d)
	}
}

// ebitengineTemplate reads the template source that Ebitengine's
// builtinshader parses.
func ebitengineTemplate(t *testing.T) string {
	t.Helper()
	dir, err := exec.Command("go", "list", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2/internal/builtinshader").Output()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(strings.TrimSpace(string(dir)), "shader.go")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Parse" {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				found = append(found, s)
			}
		}
		return true
	})
	if len(found) != 1 {
		t.Fatalf("%s parses %d templates, not one", file, len(found))
	}
	return found[0]
}

func TestWhatIsNotReadIsRefused(t *testing.T) {
	for _, src := range []string{
		"{{if .A}}a", // no end
		"a{{end}}",   // no if
		"{{else}}",   // no if
		"{{if .A}}{{else}}{{else}}{{end}}",
		"{{if .A}}{{else}}{{else if .B}}{{end}}",
		"{{.A}}",                    // printing a field
		"{{range .A}}{{end}}",       // other actions
		"{{ if .A }}{{end}}",        // spaces inside the braces
		"{{- if .A}}{{end}}",        // trim marks
		"{{if not .A}}{{end}}",      // other functions
		"{{if eq .A .B .C}}{{end}}", // eq of three
		"{{if .A.B}}{{end}}",        // a field's field
		"{{if eq .A 1}}{{end}}",     // constants
		"{{if .A}",                  // no }}
	} {
		if _, err := parseIfTemplate(src); err == nil {
			t.Errorf("%q parsed", src)
		}
	}
}

func TestExecuteErrors(t *testing.T) {
	tmpl := mustParseIfTemplate("{{if eq .Filter .Missing}}x{{end}}")
	if err := tmpl.Execute(&bytes.Buffer{}, shaderData{}); err == nil || !strings.Contains(err.Error(), "Missing") {
		t.Errorf("a missing field: %v", err)
	}
	if err := mustParseIfTemplate("{{if .A}}{{end}}").Execute(&bytes.Buffer{}, 3); err == nil {
		t.Error("data that is not a struct was taken")
	}
	mixed := struct {
		A int
		B string
	}{}
	if err := mustParseIfTemplate("{{if eq .A .B}}{{end}}").Execute(&bytes.Buffer{}, mixed); err == nil {
		t.Error("an int and a string were compared")
	}
	defer func() {
		if recover() == nil {
			t.Error("mustParseIfTemplate took a template it does not read")
		}
	}()
	mustParseIfTemplate("{{range .A}}{{end}}")
}
