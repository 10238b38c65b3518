package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// deps lists the packages the browser build links, built with the
// go.mod given (none: the module's own).
func deps(t *testing.T, modFile string) string {
	t.Helper()
	args := []string{"list", "-deps"}
	if modFile != "" {
		args = append(args, "-modfile", modFile)
	}
	cmd := exec.Command("go", append(args, "outback")...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// The lean build links no text/template; as Ebitengine comes, it does.
func TestLeanBuildLinksNoTextTemplate(t *testing.T) {
	dir := t.TempDir()
	if err := writeModFile(dir); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(deps(t, ""), "\ntext/template\n") {
		t.Fatal("the build links no text/template even with Ebitengine as it comes: nothing is left to take out")
	}
	if strings.Contains(deps(t, filepath.Join(dir, "go.mod")), "\ntext/template\n") {
		t.Error("the lean build still links text/template")
	}
	// Made once: a second build finds the same copy.
	first, _ := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err := writeModFile(dir); err != nil {
		t.Fatal(err)
	}
	if second, _ := os.ReadFile(filepath.Join(dir, "go.mod")); string(second) != string(first) {
		t.Errorf("a second run replaced Ebitengine otherwise:\n%s\n%s", first, second)
	}
}

const shaderGo = "package builtinshader\n\nimport (\n\t\"bytes\"\n\t\"text/template\"\n)\n\n"

func TestRewrite(t *testing.T) {
	src := shaderGo + "var tmpl = template.Must(template.New(\"tmpl\").Parse(`{{if .A}}a{{end}}`))\n\nvar _ bytes.Buffer\n"
	out, err := withoutTextTemplate([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "var tmpl = mustParseIfTemplate(`{{if .A}}a{{end}}`)\n") || strings.Contains(string(out), "template.") {
		t.Errorf("rewritten:\n%s", out)
	}
}

// A shader.go that uses text/template otherwise is refused: the lean build
// would not be Ebitengine's.
func TestRewriteRefusesWhatItDoesNotKnow(t *testing.T) {
	for name, src := range map[string]string{
		"no template": shaderGo + "var _ bytes.Buffer\n",
		"two templates": shaderGo + "var a = template.Must(template.New(\"a\").Parse(`a`))\n" +
			"var b = template.Must(template.New(\"b\").Parse(`b`))\n",
		"functions": shaderGo + "var a = template.Must(template.New(\"a\").Funcs(nil).Parse(`a`))\n",
		"another use": shaderGo + "var a = template.Must(template.New(\"a\").Parse(`a`))\n" +
			"var _ = template.HTMLEscapeString\n",
		"no import": "package builtinshader\n\nvar a = 1\n",
	} {
		if out, err := withoutTextTemplate([]byte(src)); err == nil {
			t.Errorf("%s: rewritten:\n%s", name, out)
		}
	}
}

func TestAsPackage(t *testing.T) {
	got, err := asPackage("// Package a is.\npackage a\n\nfunc f() {}\n", "b")
	if err != nil || got != "// Package a is.\npackage b\n\nfunc f() {}\n" {
		t.Errorf("got %q, %v", got, err)
	}
	if !strings.Contains(ifTemplateSource, "\npackage iftemplate\n") {
		t.Error("the embedded file is not package iftemplate")
	}
}
