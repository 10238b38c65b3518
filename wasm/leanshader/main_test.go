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

// The lean build links no text/template and no go/build; as Ebitengine
// comes, it links both.
func TestLeanBuildLinksNoTextTemplate(t *testing.T) {
	dir := t.TempDir()
	if err := writeModFile(dir); err != nil {
		t.Fatal(err)
	}
	stock, lean := deps(t, ""), deps(t, filepath.Join(dir, "go.mod"))
	for _, pkg := range []string{"text/template", "go/build"} {
		if !strings.Contains(stock, "\n"+pkg+"\n") {
			t.Fatalf("the build links no %s even with Ebitengine as it comes: nothing is left to take out", pkg)
		}
		if strings.Contains(lean, "\n"+pkg+"\n") {
			t.Errorf("the lean build still links %s", pkg)
		}
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

// ebitenFile is a file of the Ebitengine the module requires, as it comes.
func ebitenFile(t *testing.T, name string) []byte {
	t.Helper()
	moduleDir, _, err := ebitenModuleDir()
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(moduleDir, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// The lean copy's restorable package takes the built-in shaders from
// builtinir, compiles none, and imports nothing it no longer uses (the
// rewritten file is formatted, so it was parsed).
func TestPrecompiledInit(t *testing.T) {
	src := ebitenFile(t, "internal/restorable/shader.go")
	out, err := precompiledInit(src)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{`"` + builtinIRPackage + `"`, "builtinir.Nearest()", "builtinir.Linear()", "builtinir.Clear()"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %s in:\n%s", want, s)
		}
	}
	for _, gone := range []string{"CompileShader", "errgroup", `"fmt"`, "internal/builtinshader", "internal/graphics\""} {
		if strings.Contains(s, gone) {
			t.Errorf("%s is still in:\n%s", gone, s)
		}
	}
	// What it does not know, it refuses.
	for name, changed := range map[string]string{
		"a fourth shader": strings.Replace(string(src), "func init() {", "var _, _ = graphics.CompileShader(nil)\n\nfunc init() {", 1),
		"another name":    strings.Replace(string(src), `NewShader(clearIR, "clear")`, `NewShader(clearIR, "clean")`, 1),
		"no init":         strings.Replace(string(src), "func init() {", "func setup() {", 1),
	} {
		if changed == string(src) {
			t.Fatalf("%s: the test's change did not apply", name)
		}
		if _, err := precompiledInit([]byte(changed)); err == nil {
			t.Errorf("%s: rewritten", name)
		}
	}
}

func TestWithoutFlushBeforeWrite(t *testing.T) {
	src := ebitenFile(t, "internal/graphicsdriver/opengl/image.go")
	out, err := withoutFlushBeforeWrite(src)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "ctx.Flush()") {
		t.Errorf("a flush is left:\n%s", out)
	}
	if _, err := withoutFlushBeforeWrite(out); err == nil {
		t.Error("a file without the flush was rewritten")
	}
}

// The lean copy's opengl driver takes the built-in shaders' GLSL from
// builtinir and translates any other shader as before.
func TestTranslatedAtBuild(t *testing.T) {
	src := ebitenFile(t, "internal/graphicsdriver/opengl/shader.go")
	out, err := translatedAtBuild(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"` + builtinIRPackage + `"`, "builtinir.GLSL(s.ir,", "if !ok {\n\t\tvssrc, fssrc = glsl.Compile(", `"` + ebitenModule + `/internal/shaderir/glsl"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("no %s in:\n%s", want, out)
		}
	}
	if _, err := translatedAtBuild(out); err == nil {
		t.Error("a file already rewritten was rewritten again")
	}
}

// The copy the module file points at has the shaders compiled (irgen
// wrote them and checked them against the sources while making it) and
// no flush; irgen's check tells a changed program. The copy is made anew
// in a cache of the test's own.
func TestLeanCopyHasTheShadersCompiled(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	if err := writeModFile(dir); err != nil {
		t.Fatal(err)
	}
	mod, _ := os.ReadFile(filepath.Join(dir, "go.mod"))
	_, copyDir, ok := strings.Cut(string(mod), "replace "+ebitenModule+" => ")
	if !ok {
		t.Fatalf("no replace in:\n%s", mod)
	}
	copyDir = strings.TrimSpace(copyDir)
	ir, err := os.ReadFile(filepath.Join(copyDir, "internal", "zzoutback", "builtinir", "builtinir.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, fn := range []string{"func Nearest() *shaderir.Program", "func Linear() *shaderir.Program", "func Clear() *shaderir.Program"} {
		if !strings.Contains(string(ir), fn) {
			t.Errorf("builtinir has no %s", fn)
		}
	}
	restorable, _ := os.ReadFile(filepath.Join(copyDir, "internal", "restorable", "shader.go"))
	if strings.Contains(string(restorable), "CompileShader") {
		t.Error("the copy's restorable package still compiles shaders")
	}
	image, _ := os.ReadFile(filepath.Join(copyDir, "internal", "graphicsdriver", "opengl", "image.go"))
	if strings.Contains(string(image), "ctx.Flush()") {
		t.Error("the copy's opengl driver still flushes before a write")
	}
	shader, _ := os.ReadFile(filepath.Join(copyDir, "internal", "graphicsdriver", "opengl", "shader.go"))
	if !strings.Contains(string(shader), "builtinir.GLSL(") {
		t.Error("the copy's opengl driver translates the built-in shaders to GLSL itself")
	}
	// A constant changed in the compiled program, or a number in its GLSL:
	// the check says so.
	irFile := filepath.Join(copyDir, "internal", "zzoutback", "builtinir", "builtinir.go")
	for _, c := range []struct{ from, to, says string }{
		{"constant.MakeFloat64(1)", "constant.MakeFloat64(1.5)", "not what its source compiles to"},
		{"vec4(A0, 0.0, 1.0)", "vec4(A0, 0.0, 2.0)", "GLSL (version 0) is not what glsl.Compile writes"},
	} {
		changed := strings.Replace(string(ir), c.from, c.to, 1)
		if changed == string(ir) {
			t.Fatalf("no %s in builtinir to change", c.from)
		}
		if err := os.WriteFile(irFile, []byte(changed), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("go", "run", "-modfile", filepath.Join(dir, "go.mod"), "-tags", "outbackircheck", irgenPackage, "-check")
		cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=")
		if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), c.says) {
			t.Errorf("irgen -check with %s changed to %s: %v\n%s", c.from, c.to, err, out)
		}
	}
}

// FirstCaller's file is left to the debug build, where it is used; the
// patch refuses a file it has made already.
func TestCallerOnlyInDebug(t *testing.T) {
	out, err := callerOnlyInDebug(ebitenFile(t, "internal/debug/caller.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "//go:build ebitenginedebug || ebitendebug\n\npackage debug\n") {
		t.Errorf("no build constraint before the package clause:\n%s", out)
	}
	if _, err := callerOnlyInDebug(out); err == nil {
		t.Error("a file already rewritten was rewritten again")
	}
}
