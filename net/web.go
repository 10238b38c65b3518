//go:build !js

package net

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WebBuild finds the browser build a host serves to browsers that open its
// join link: dir if given, else the web folder beside this program, else
// the project's wasm/build (made by make wasm). It returns nil and no
// error when there is none: the host still plays with desktop peers.
func WebBuild(dir string) (fs.FS, error) {
	has := func(d string) bool {
		_, err := os.Stat(filepath.Join(d, "outback.wasm"))
		return err == nil
	}
	if dir != "" {
		if !has(dir) {
			return nil, fmt.Errorf("%s: no outback.wasm there (make wasm builds it into wasm/build)", dir)
		}
		return os.DirFS(dir), nil
	}
	var candidates []string
	if exe, err := os.Executable(); err == nil {
		candidates = append(candidates, filepath.Join(filepath.Dir(exe), "web"))
	}
	for _, d := range append(candidates, filepath.Join("wasm", "build")) {
		if has(d) {
			return os.DirFS(d), nil
		}
	}
	return nil, nil
}
