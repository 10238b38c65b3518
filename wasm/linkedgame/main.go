//go:build js

// Command linkedgame is the empty Ebitengine program (package empty) with
// the whole game linked in but never run: its build is the game's size,
// and its packages are initialised, but it draws what the empty program
// draws. Beside the empty program it shows how much of the game's wait
// for its first frame is only the size of its build — downloaded,
// unpacked and compiled before any of the game's code runs
// (BenchmarkFirstFrame's linked-unrun).
package main

import (
	"os"

	"outback/scenes/launch"
	"outback/wasm/emptygame/empty"
)

func main() {
	// Never true (a page's program has one argument), but the linker
	// cannot know: the game stays in the build.
	if len(os.Args) > 1<<20 {
		launch.Run(os.Args)
	}
	empty.Run()
}
