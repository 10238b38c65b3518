// Command leanshader writes a go.mod that builds the browser version with a
// lean copy of Ebitengine (go build -modfile DIR/go.mod):
//
//	go run ./wasm/leanshader DIR    # writes DIR/go.mod and DIR/go.sum
//
// The copy differs from Ebitengine in six places, each made only where
// the file is exactly as leanshader knows it (else it stops with an error:
// a new Ebitengine is then built as it comes, or this is taught):
//
//   - No text/template. Ebitengine makes its built-in shaders' source with
//     one template (internal/builtinshader). text/template calls methods by
//     name through reflect, so a program that links it keeps every exported
//     method of every type it has: that was 3.5 MB of the build's 17. The
//     template is parsed with package iftemplate instead, which writes the
//     same shaders byte for byte (TestEbitengineTemplate).
//   - The built-in shaders compiled when the copy is made. Ebitengine
//     compiles them from Kage source (through go/parser and its checks) in
//     an init, before anything else runs: about a tenth of a second of a
//     browser's wait for the first frame. irgen (added to the copy, where
//     it may import Ebitengine's internal packages) writes them as Go
//     source, and checks what it wrote against the sources before the copy
//     is used (patches.go, generate.go).
//   - The built-in shaders translated to GLSL when the copy is made (by
//     irgen too): the first frame's flush translated them, writing every
//     constant through math/big and fmt (patches.go).
//   - No flush before a texture write that follows a draw (patches.go).
//   - A texture write goes ahead of the queued draws that do not touch
//     what it writes, so the draws of a first frame, which makes its
//     stamps and glyphs as it draws, merge (writesfirst.go).
//   - No go/build: the file that uses it, for the debug build's log, is
//     left to that build (patches.go).
//
// The go.mod is the module's own with a replace of Ebitengine by the copy,
// made once, in the user's cache: Go refuses a build overlay on files in
// the module cache. Only scripts/wasm-build.sh uses it.
package main

import (
	"crypto/sha256"
	_ "embed"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// ifTemplateSource is the file added to Ebitengine's builtinshader
// package, under that package's name.
//
//go:embed iftemplate/iftemplate.go
var ifTemplateSource string

const (
	ebitenModule  = "github.com/hajimehoshi/ebiten/v2"
	builtinShader = ebitenModule + "/internal/builtinshader"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./wasm/leanshader DIR")
		os.Exit(2)
	}
	if err := writeModFile(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "leanshader:", err)
		os.Exit(1)
	}
}

// writeModFile writes DIR/go.mod and DIR/go.sum: the module's own, and a
// replace of Ebitengine by its lean copy (made once, in the user's cache).
func writeModFile(dir string) error {
	moduleDir, version, err := ebitenModuleDir()
	if err != nil {
		return err
	}
	patched := map[string][]byte{}
	for _, p := range []struct {
		file    string
		rewrite func([]byte) ([]byte, error)
	}{
		{"internal/builtinshader/shader.go", withoutTextTemplate},
		{"internal/graphicsdriver/opengl/image.go", withoutFlushBeforeWrite},
		{"internal/restorable/shader.go", precompiledInit},
		{"internal/graphicsdriver/opengl/shader.go", translatedAtBuild},
		{"internal/graphicscommand/command.go", withReads},
		{"internal/graphicscommand/commandqueue.go", writesFirst},
		{"internal/debug/caller.go", callerOnlyInDebug},
	} {
		path := filepath.Join(moduleDir, filepath.FromSlash(p.file))
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if patched[p.file], err = p.rewrite(src); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	added, err := asPackage(ifTemplateSource, "builtinshader")
	if err != nil {
		return err
	}
	patched["internal/builtinshader/zz_outback_iftemplate.go"] = []byte(added)
	patched["internal/graphicscommand/zz_outback_writesfirst.go"] = []byte(writesFirstSource)
	patched["internal/debug/zz_outback_caller.go"] = []byte(callerStubSource)
	irgen, err := irgenFiles()
	if err != nil {
		return err
	}
	maps.Copy(patched, irgen)
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return err
	}
	modFile := strings.TrimSpace(string(gomod))
	sumFile := strings.TrimSuffix(modFile, ".mod") + ".sum"
	copyDir, err := leanCopy(moduleDir, version, patched, func(dir string) error {
		return writeBuiltinIR(dir, modFile, sumFile)
	})
	if err != nil {
		return err
	}
	return writeReplacingModFile(dir, modFile, sumFile, copyDir)
}

// ebitenModuleDir is the folder and version of the Ebitengine the module
// requires.
func ebitenModuleDir() (dir, version string, err error) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}\n{{.Module.Version}}", builtinShader).Output()
	if err != nil {
		return "", "", fmt.Errorf("finding %s: %w", builtinShader, err)
	}
	pkgDir, version, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	if filepath.Base(filepath.Dir(pkgDir)) != "internal" {
		return "", "", fmt.Errorf("%s is not in Ebitengine's internal folder", pkgDir)
	}
	return filepath.Dir(filepath.Dir(pkgDir)), version, nil
}

// withoutTextTemplate rewrites Ebitengine's shader.go: its one template,
// template.Must(template.New(name).Parse(source)), becomes
// mustParseIfTemplate(source), and the import of text/template goes.
func withoutTextTemplate(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	type edit struct {
		from, to token.Pos
		text     string
	}
	var edits []edit
	for _, imp := range f.Imports {
		if imp.Path.Value == `"text/template"` && imp.Name == nil {
			edits = append(edits, edit{imp.Pos(), imp.End(), ""})
		}
	}
	if len(edits) != 1 {
		return nil, errors.New(`no plain import of "text/template"`)
	}
	uses, calls := 0, 0
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && isIdent(sel.X, "template") {
			uses++
		}
		if lit, ok := templateMustParse(n); ok {
			calls++
			text := "mustParseIfTemplate(" + string(src[fset.Position(lit.Pos()).Offset:fset.Position(lit.End()).Offset]) + ")"
			edits = append(edits, edit{n.Pos(), n.End(), text})
		}
		return true
	})
	// template.Must, template.New and nothing else.
	if calls != 1 || uses != 2 {
		return nil, fmt.Errorf("text/template is used otherwise than in one template.Must(template.New(…).Parse(`…`)) (%d such calls, %d uses)", calls, uses)
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
	out := append([]byte(nil), src...)
	for _, e := range edits {
		from, to := fset.Position(e.from).Offset, fset.Position(e.to).Offset
		out = append(out[:from], append([]byte(e.text), out[to:]...)...)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "shader.go", out, 0); err != nil {
		return nil, fmt.Errorf("the rewritten file does not parse: %w", err)
	}
	return out, nil
}

// templateMustParse reports whether n is
// template.Must(template.New(…).Parse(<string literal>)), and its literal.
func templateMustParse(n ast.Node) (*ast.BasicLit, bool) {
	must, ok := n.(*ast.CallExpr)
	if !ok || !isSelector(must.Fun, "template", "Must") || len(must.Args) != 1 {
		return nil, false
	}
	parse, ok := must.Args[0].(*ast.CallExpr)
	if !ok || len(parse.Args) != 1 {
		return nil, false
	}
	sel, ok := parse.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Parse" {
		return nil, false
	}
	newCall, ok := sel.X.(*ast.CallExpr)
	if !ok || !isSelector(newCall.Fun, "template", "New") {
		return nil, false
	}
	lit, ok := parse.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil, false
	}
	return lit, true
}

func isSelector(e ast.Expr, pkg, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && isIdent(sel.X, pkg) && sel.Sel.Name == name
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// asPackage gives a Go file's source under another package name.
func asPackage(src, name string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	clause := "\npackage " + f.Name.Name + "\n"
	if strings.Count(src, clause) != 1 {
		return "", fmt.Errorf("the package clause %q is not found once", strings.TrimSpace(clause))
	}
	return strings.Replace(src, clause, "\npackage "+name+"\n", 1), nil
}

// leanCopy returns the folder of a copy of Ebitengine's module (version
// as given) with the patched files in it, made once and kept in the
// user's cache under a name that says what is in it: the build cache
// then knows its packages from one build to the next. The examples and
// tests are left out.
func leanCopy(moduleDir, version string, patched map[string][]byte, generate func(dir string) error) (string, error) {
	names := make([]string, 0, len(patched))
	for name := range patched {
		names = append(names, name)
	}
	sort.Strings(names)
	h := sha256.New()
	fmt.Fprintf(h, "%s\n", version)
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(patched[name]))
		h.Write(patched[name])
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir() // no home: the copy is made again after a reboot
	}
	parent := filepath.Join(cache, "outback")
	dir := filepath.Join(parent, fmt.Sprintf("ebiten-%s-lean-%x", version, h.Sum(nil)[:6]))
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(parent, ".partial-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	err = filepath.WalkDir(moduleDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(moduleDir, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			if rel != "." && (d.Name() == "examples" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(tmp, rel), 0o755)
		}
		if !d.Type().IsRegular() || strings.HasSuffix(d.Name(), "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(tmp, rel), data, 0o644)
	})
	if err != nil {
		return "", err
	}
	for _, name := range names {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(tmp, filepath.FromSlash(name))), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(tmp, filepath.FromSlash(name)), patched[name], 0o644); err != nil {
			return "", err
		}
	}
	if err := generate(tmp); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		// Another build made it meanwhile.
		if _, statErr := os.Stat(filepath.Join(dir, "go.mod")); statErr == nil {
			return dir, nil
		}
		return "", err
	}
	return dir, nil
}
