// Package launch starts the Outback game: it reads the command line (or, in
// the browser, the page address), sets up the window and runs the scenes.
// The root package main is only its entry point, so the same start-up
// serves the desktop window and the GOOS=js browser build.
package launch

import (
	"encoding/base64"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	_ "outback/rules/games"
	"outback/scenes"
	"outback/scenes/ui"
	"outback/sprites"
)

// Run runs the game with the command line's arguments and returns the exit
// status. In the browser it never returns (the page keeps the runtime).
func Run(args []string) int {
	args, err := windowArgs(args, os.Stdout)
	if err == errHelpShown {
		return 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "outback:", err)
		return 2
	}
	opts, err := options(args)
	if err != nil {
		fmt.Fprintln(os.Stderr, "outback:", err)
		return 2
	}
	sprites.SetScale(pixelScale())
	ui.FirstFrameFirst = true // the first frame comes sooner (ui.DrawNight, the first autosave)
	ebiten.SetWindowTitle("Outback")
	ebiten.SetWindowSize(ui.ScreenW, ui.ScreenH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// A still picture is kept, not drawn again (scenes/rest.go).
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(scenes.NewApp(opts)); err != nil {
		fmt.Fprintln(os.Stderr, "outback:", err)
		return 1
	}
	keepAlive()
	return 0
}

// options reads the command line (or, in the browser, the page address).
func options(args []string) (scenes.Options, error) {
	// Animations run on the clock (tween.Pace): a slow phone's frames skip
	// ahead rather than play a hop ten times its length.
	began := time.Now()
	o := scenes.Options{Plays: Plays, Clock: func() time.Duration { return time.Since(began) }}
	f, err := parseFlags(pageArgs(args))
	if err != nil {
		return o, err
	}
	q, replay, join := f.quick, &f.replay, &f.join
	if *replay != "" {
		data, err := os.ReadFile(*replay)
		if err != nil {
			return o, err
		}
		start, err := scenes.ViewerStart(data)
		if err != nil {
			return o, fmt.Errorf("%s: %v", *replay, err)
		}
		o.Start = start
	}
	if *join != "" {
		if err := net.CheckLink(*join); err != nil {
			return o, err
		}
		o.Start = scenes.JoinStart(*join)
		if f.watch {
			o.Start = scenes.WatchStart(*join)
		}
	}
	if replayLink != "" {
		start, err := linkedReplay(replayLink)
		if err != nil {
			// A page cannot print to a terminal: say it on the title screen.
			start = scenes.NoticeStart("The replay link is damaged: " + err.Error())
		}
		o.Start = start
	}
	if q.Game != "" {
		start, err := q.Start(Plays)
		if err != nil {
			return o, err
		}
		o.Start = start
	}
	o.OnFrame = onFrame
	o.OnRest, o.Wake = onRest, wakeUp
	o.TouchScreen = touchScreen()
	store, err := defaultStore()
	if err != nil {
		fmt.Fprintln(os.Stderr, "outback: games will not be saved:", err)
	}
	o.Store = store
	return o, nil
}

// flags are the window's command-line flags (in the browser, the page
// address's query turned into flags by pageArgs: the same path).
type flags struct {
	quick        scenes.QuickStart
	replay, join string
	watch        bool
}

// parseFlags reads the flags. Without -seed a quick start's seed comes from
// the clock, so that each game so started is a new deal.
func parseFlags(args []string) (flags, error) {
	var f flags
	fs := flag.NewFlagSet("outback", flag.ContinueOnError)
	q := &f.quick
	fs.StringVar(&q.Game, "game", "", "open a new game of this game at once")
	fs.StringVar(&q.Seats, "seats", "", "with -game: seat kinds, e.g. human,greedy")
	fs.Uint64Var(&q.Seed, "seed", 0, "with -game: the seed (default: from the clock, a new deal each time)")
	fs.StringVar(&q.Options, "options", "", "with -game: options key=value,...")
	fs.StringVar(&f.replay, "replay", "", "open the replay viewer on a Record file")
	fs.StringVar(&f.join, "join", "", "join the LAN game of this join link (http://HOST:PORT/?join=CODE)")
	fs.BoolVar(&f.watch, "watch", false, "with -join: watch the game")
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("unexpected %q after the flags ('outback help' shows the usage)", fs.Arg(0))
	}
	seeded := false
	var orphans []string
	fs.Visit(func(fl *flag.Flag) {
		seeded = seeded || fl.Name == "seed"
		if fl.Name == "seats" || fl.Name == "seed" || fl.Name == "options" {
			orphans = append(orphans, "-"+fl.Name)
		}
	})
	if q.Game == "" && len(orphans) > 0 {
		return f, fmt.Errorf("%s only applies with -game: name the game too, e.g. outback -game billabong %s", strings.Join(orphans, ", "), strings.Join(args, " "))
	}
	if f.watch && f.join == "" {
		return f, fmt.Errorf("-watch only applies with -join: give the game's link too, e.g. outback -join http://HOST:PORT/?join=CODE -watch")
	}
	q.ClockSeed = !seeded
	return f, nil
}

// linkedReplay opens the viewer on a Record carried in a link.
func linkedReplay(b64 string) (func(a *scenes.App) ui.Scene, error) {
	data, err := base64.RawURLEncoding.DecodeString(b64)
	if err != nil {
		return nil, err
	}
	return scenes.ViewerStart(data)
}

// pixelScale is how many screen pixels a logical unit gets on this display.
func pixelScale() float64 {
	d := 1.0
	if m := ebiten.Monitor(); m != nil {
		d = m.DeviceScaleFactor()
	}
	return pixelScaleFor(d)
}

// pixelScaleFor is the pixels a unit for a display density d: d rounded
// up to whole pixels (so lines stay crisp), at most maxPixelScale.
func pixelScaleFor(d float64) float64 {
	return math.Max(1, math.Min(maxPixelScale, math.Ceil(d-0.01)))
}

// maxPixelScale bounds the screen buffer (4× is 5120×3200): no display a
// person holds has more density than that.
const maxPixelScale = 4
