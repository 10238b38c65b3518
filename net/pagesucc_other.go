//go:build !js

package net

// PageSuccessors are what a browser page learned of the game's successors
// as it loaded: none outside a browser (a program learns them when it
// joins).
func PageSuccessors() []string { return nil }
