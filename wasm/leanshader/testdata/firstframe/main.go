// Command firstframe draws the first frame of a game of each title (two
// seats, as a link opens it), each in a frame of its own, into images,
// writes them as PNGs to the folder its argument names (billabong.png…),
// and quits. Built with the tag ebitenginedebug, Ebitengine prints each
// frame's graphics commands: the leanshader test counts each first frame's
// draw calls, built with the lean copy and with Ebitengine as it comes,
// and compares the pictures.
package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/launch"
	"outback/scenes/ui"
)

// marker is printed before the frame that draws a game's first frame,
// followed by the game's name.
const marker = "outback-firstframe: draw "

var games = []string{"billabong", "downunder", "crossing"}

type game struct {
	apps []*scenes.App
	imgs []*ebiten.Image
	// updated and drawn count the apps updated and drawn: one app a
	// frame, the next only once the last is drawn (Ebitengine may run
	// two updates before a draw). after counts updates once all are.
	updated, drawn, after int
	dir                   string
	err                   error
}

func (g *game) Update() error {
	switch {
	case g.drawn < len(g.apps):
		if g.updated == g.drawn {
			g.apps[g.updated].Update()
			g.updated++
		}
	case g.after < 2:
		// The last frame is flushed, and its commands printed, by the
		// time two more frames have run.
		g.after++
	default:
		for i, img := range g.imgs {
			pix := image.NewRGBA(img.Bounds())
			img.ReadPixels(pix.Pix)
			if err := writePNG(filepath.Join(g.dir, games[i]+".png"), pix); err != nil {
				g.err = err
			}
		}
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	if i := g.drawn; i < g.updated {
		fmt.Fprintln(os.Stderr, marker+games[i])
		g.apps[i].Draw(g.imgs[i])
		g.drawn++
	}
}

func (g *game) Layout(int, int) (int, int) { return 320, 200 }

func writePNG(name string, img image.Image) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: firstframe OUTDIR")
		os.Exit(2)
	}
	g := &game{dir: os.Args[1]}
	for _, name := range games {
		setup := rules.Setup{Game: name, Seed: 7, Seats: []rules.SeatInfo{{Name: "Blue", Kind: "human"}, {Name: "Orange", Kind: "bot:greedy"}}}
		m, err := rules.NewMatch(setup, 1767225600000)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var open func(*scenes.App, *rules.Match) ui.Scene
		for _, p := range launch.Plays {
			if p.Game == name {
				open = p.Open
			}
		}
		// Silent, keeping nothing (no Store), and on loopback should it
		// ever look for LAN games.
		app := scenes.NewApp(scenes.Options{Silent: true, Now: func() int64 { return 1767225600000 }, Plays: launch.Plays,
			LANAddr: "127.0.0.1:0", AnnounceAddr: "127.0.0.1:9", DiscoverAddr: "127.0.0.1:9",
			Start: func(a *scenes.App) ui.Scene { return open(a, m) }})
		w, h := app.Layout(800, 600)
		g.apps = append(g.apps, app)
		g.imgs = append(g.imgs, ebiten.NewImage(w, h))
	}
	ebiten.SetWindowSize(320, 200)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if g.err != nil {
		fmt.Fprintln(os.Stderr, g.err)
		os.Exit(1)
	}
}
