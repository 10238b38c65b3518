package main

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// The browser build's other changes to Ebitengine, each made only
// where the file is exactly as this knows it (else leanshader stops with
// an error, as for the template).

// flushBeforeWrite is the opengl driver's flush before a texture write
// that follows a draw, there for some Android drivers (Ebitengine's
// #211). A browser keeps the order of WebGL's calls without it, and each
// flush hands the GPU process what is queued: a first frame that makes
// its stamps and glyphs between its draws paid it 88 times in Down
// Under's (11 ms in calls alone, more in the GPU process's work).
const flushBeforeWrite = `	if i.graphics.drawCalled {
		i.graphics.context.ctx.Flush()
	}
`

// withoutFlushBeforeWrite removes the flush from opengl's image.go.
func withoutFlushBeforeWrite(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(flushBeforeWrite)) != 1 {
		return nil, errors.New("the flush before a texture write is not there as leanshader knows it")
	}
	return bytes.Replace(src, []byte(flushBeforeWrite),
		[]byte("\t// Outback's browser build: no flush (WebGL keeps the order of its calls).\n"), 1), nil
}

// compiledAtInit are the statements of restorable's init that compile the
// built-in shaders and make them, in irgen's order (Nearest, Linear,
// Clear).
var compiledAtInit = []string{
	`graphics.CompileShader([]byte(builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe, false)))`,
	`graphics.CompileShader([]byte(builtinshader.ShaderSource(builtinshader.FilterLinear, builtinshader.AddressUnsafe, false)))`,
	`graphics.CompileShader([]byte(builtinshader.ClearShaderSource))`,
	`NearestFilterShader = NewShader(nearestIR, "nearest")`,
	`LinearFilterShader = NewShader(linearIR, "linear")`,
	`clearShader = NewShader(clearIR, "clear")`,
}

// builtinIRPackage is the package irgen writes, in the copy.
const builtinIRPackage = ebitenModule + "/internal/zzoutback/builtinir"

// precompiledInit rewrites restorable's shader.go: its init takes the
// shaders from builtinir instead of compiling them, and the imports only
// that init used go.
func precompiledInit(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var init *ast.FuncDecl
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "init" && fd.Recv == nil {
			if init != nil {
				return nil, errors.New("two init functions")
			}
			init = fd
		}
	}
	if init == nil {
		return nil, errors.New("no init function")
	}
	from, to := fset.Position(init.Pos()).Offset, fset.Position(init.End()).Offset
	body := string(src[from:to])
	for _, s := range compiledAtInit {
		if strings.Count(body, s) != 1 {
			return nil, fmt.Errorf("the init does not have %s once", s)
		}
	}
	if n := bytes.Count(src, []byte("CompileShader(")); n != 3 {
		return nil, fmt.Errorf("%d shaders compiled, not the 3 leanshader knows", n)
	}
	out := append([]byte(nil), src[:from]...)
	out = append(out, `func init() {
	// Outback's browser build: compiled when the build was made (irgen).
	NearestFilterShader = NewShader(builtinir.Nearest(), "nearest")
	LinearFilterShader = NewShader(builtinir.Linear(), "linear")
	clearShader = NewShader(builtinir.Clear(), "clear")
}`...)
	out = append(out, src[to:]...)
	return withImportsUsed(out, builtinIRPackage)
}

// withImportsUsed drops the imports src no longer uses and adds add.
func withImportsUsed(src []byte, add string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "shader.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	type cut struct{ from, to int }
	var cuts []cut
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		if name != "_" && !used[name] {
			cuts = append(cuts, cut{fset.Position(imp.Pos()).Offset, fset.Position(imp.End()).Offset})
		}
	}
	out := append([]byte(nil), src...)
	for i := len(cuts) - 1; i >= 0; i-- {
		out = append(out[:cuts[i].from], out[cuts[i].to:]...)
	}
	imp := []byte("import (\n")
	at := bytes.Index(out, imp)
	if at < 0 {
		return nil, errors.New("no import block")
	}
	at += len(imp)
	out = append(out[:at], append([]byte("\t"+strconv.Quote(add)+"\n"), out[at:]...)...)
	formatted, err := format.Source(out)
	if err != nil {
		return nil, fmt.Errorf("the rewritten file does not parse: %w", err)
	}
	return formatted, nil
}

// translatedOnUse is the opengl driver's translation of a shader to GLSL,
// done when the shader is first sent to the GPU.
const translatedOnUse = "\tvssrc, fssrc := glsl.Compile(s.ir, s.graphics.context.glslVersion())\n"

// translatedAtBuild rewrites opengl's shader.go: the built-in shaders'
// GLSL comes from builtinir (irgen wrote it when the copy was made); any
// other shader is translated as before.
func translatedAtBuild(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(translatedOnUse)) != 1 {
		return nil, errors.New("the translation to GLSL is not there as leanshader knows it")
	}
	out := bytes.Replace(src, []byte(translatedOnUse), []byte(`	// Outback's browser build: the built-in shaders' GLSL was written
	// when the build was made (irgen).
	vssrc, fssrc, ok := builtinir.GLSL(s.ir, s.graphics.context.glslVersion())
	if !ok {
		vssrc, fssrc = glsl.Compile(s.ir, s.graphics.context.glslVersion())
	}
`), 1)
	return withImportsUsed(out, builtinIRPackage)
}

// callerPackageClause is where caller.go, Ebitengine's FirstCaller,
// starts: it imports go/build to find Ebitengine's own folder.
const callerPackageClause = "\npackage debug\n\nimport (\n\t\"go/build\"\n"

// callerOnlyInDebug makes internal/debug's caller.go a file of the debug
// build alone (ebitenginedebug), where FirstCaller names the caller of
// each logged command. Every other build calls FirstCaller only under
// `if debug.IsDebug`, a constant false, but linked go/build for it — and
// with it go/doc, and inits that read the environment before the first
// frame (internal/buildcfg's alone 5 ms in a browser). callerStubSource
// stands in for it.
func callerOnlyInDebug(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte(callerPackageClause)) != 1 || bytes.Contains(src, []byte("//go:build")) {
		return nil, errors.New("caller.go is not as leanshader knows it")
	}
	return bytes.Replace(src, []byte(callerPackageClause),
		[]byte("\n//go:build ebitenginedebug || ebitendebug\n"+callerPackageClause), 1), nil
}

// callerStubSource is FirstCaller outside the debug build, added to
// internal/debug.
const callerStubSource = `// Code added by Outback's wasm/leanshader (its browser build). DO NOT EDIT.

//go:build !ebitenginedebug && !ebitendebug

package debug

type CallerType int

const (
	CallerTypeNone CallerType = iota
	CallerTypeRegular
	CallerTypeInternal
)

// FirstCaller is called only when IsDebug, which is false in this build.
func FirstCaller() (file string, line int, callerType CallerType) {
	return "", 0, CallerTypeNone
}
`
