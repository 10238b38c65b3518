package main

import (
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// irgen's two files, added to the copy as package main in
// internal/zzoutback/irgen: there it may import Ebitengine's internal
// packages, which Outback's own packages may not (their build line keeps
// them out of Outback's build).
var (
	//go:embed irgen/main.go
	irgenMain string
	//go:embed irgen/check.go
	irgenCheck string
)

const irgenPackage = ebitenModule + "/internal/zzoutback/irgen"

// irgenFiles are irgen's files as the copy has them: main.go in every
// build of the package, check.go only with -tags outbackircheck.
func irgenFiles() (map[string][]byte, error) {
	const ignore = "//go:build ignore\n"
	if !strings.HasPrefix(irgenMain, ignore) || !strings.HasPrefix(irgenCheck, ignore) {
		return nil, fmt.Errorf("irgen's files do not start with %q", strings.TrimSpace(ignore))
	}
	return map[string][]byte{
		"internal/zzoutback/irgen/main.go":  []byte(strings.TrimPrefix(irgenMain, ignore)),
		"internal/zzoutback/irgen/check.go": []byte("//go:build outbackircheck\n" + strings.TrimPrefix(irgenCheck, ignore)),
	}, nil
}

// writeBuiltinIR runs irgen in the copy being made (copyDir) to write the
// built-in shaders, compiled, into it, then runs it again to check that
// what it wrote is what the sources compile to. modFile and sumFile are
// the module's own: irgen is built with them and a replace of Ebitengine
// by the copy.
func writeBuiltinIR(copyDir, modFile, sumFile string) error {
	tmp, err := os.MkdirTemp("", "leanshader-irgen-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := writeReplacingModFile(tmp, modFile, sumFile, copyDir); err != nil {
		return err
	}
	run := func(args ...string) ([]byte, error) {
		cmd := exec.Command("go", append([]string{"run", "-modfile", filepath.Join(tmp, "go.mod")}, args...)...)
		cmd.Dir = filepath.Dir(modFile)
		// irgen runs here, whatever the build it serves is for.
		cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=", "GOFLAGS=")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go run %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
		return out, nil
	}
	src, err := run(irgenPackage)
	if err != nil {
		return err
	}
	dir := filepath.Join(copyDir, "internal", "zzoutback", "builtinir")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "builtinir.go"), src, 0o644); err != nil {
		return err
	}
	_, err = run("-tags", "outbackircheck", irgenPackage, "-check")
	return err
}

// writeReplacingModFile writes dir/go.mod and dir/go.sum: the module's
// own, and a replace of Ebitengine by ebitenDir.
func writeReplacingModFile(dir, modFile, sumFile, ebitenDir string) error {
	mod, err := os.ReadFile(modFile)
	if err != nil {
		return err
	}
	if strings.Contains(string(mod), "replace "+ebitenModule) {
		return fmt.Errorf("%s already replaces %s", modFile, ebitenModule)
	}
	sum, err := os.ReadFile(sumFile)
	if err != nil {
		return err
	}
	mod = append(mod, "\nreplace "+ebitenModule+" => "+ebitenDir+"\n"...)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), mod, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
}
