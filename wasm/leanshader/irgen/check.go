//go:build ignore

package main

// This file is only in a build with -tags outbackircheck (leanshader sets
// the build line in its copy): irgen -check compares builtinir with the
// sources, and builtinir is only there once irgen has written it.

import (
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/zzoutback/builtinir"
)

func init() {
	precompiled = []func() *shaderir.Program{builtinir.Nearest, builtinir.Linear, builtinir.Clear}
	builtinGLSL = builtinir.GLSL
}
