//go:build js

// Command emptygame is the smallest Ebitengine program that draws a frame
// in the browser (package empty). The first-frame benchmark loads it
// beside the game, so the figures say how much of the wait is the game's
// own and how much any Ebitengine program pays on the same machine and
// browser. With "?rest" in its address it rests instead — it keeps its
// screen and draws it once — the floor the page's idle benchmark reads
// the game against.
package main

import "outback/wasm/emptygame/empty"

func main() { empty.Run() }
