// Command outback is the Outback game: the window on the desktop and, built
// with GOOS=js GOARCH=wasm, the browser game. `go run .` opens it. It can
// open a game or a replay straight away:
//
//	outback -game billabong -seats human,greedy -seed 7
//	outback replay FILE
//
// The start-up itself is scenes/launch. The headless command line (moves,
// selfplay, replay verify, games) is cmd/outback-cli: it never links
// Ebitengine, so it runs without a display.
package main

import (
	"os"

	"outback/scenes/launch"
)

func main() { os.Exit(launch.Run(os.Args[1:])) }
