// Command firstframe draws the first frame of an Outback Crossing game
// (two seats, as a link opens it) into an image, writes the image as a PNG
// to the file named by its argument, and quits. Built with the tag
// ebitenginedebug, Ebitengine prints each frame's graphics commands: the
// leanshader test counts the draw calls of this first frame, built with
// the lean copy and with Ebitengine as it comes, and compares the images.
package main

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	_ "outback/rules/crossing"
	"outback/scenes"
	"outback/scenes/crossing"
	"outback/scenes/launch"
)

// The marker before the frame whose commands the test counts.
const marker = "outback-firstframe: draw"

type game struct {
	app   *scenes.App
	img   *ebiten.Image
	frame int
	out   string
	err   error
}

func (g *game) Update() error {
	g.frame++
	switch g.frame {
	case 1:
		g.app.Update()
	case 3:
		// Two frames later the first is flushed and its commands printed.
		pix := image.NewRGBA(g.img.Bounds())
		g.img.ReadPixels(pix.Pix)
		g.err = writePNG(g.out, pix)
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	if g.frame == 1 {
		fmt.Fprintln(os.Stderr, marker)
		g.app.Draw(g.img)
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
		fmt.Fprintln(os.Stderr, "usage: firstframe OUT.png")
		os.Exit(2)
	}
	setup := rules.Setup{Game: "crossing", Seed: 7, Seats: []rules.SeatInfo{{Name: "Blue", Kind: "human"}, {Name: "Orange", Kind: "bot:greedy"}}}
	m, err := rules.NewMatch(setup, 1767225600000)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// Silent, keeping nothing (no Store), and on loopback should it
	// ever look for LAN games.
	app := scenes.NewApp(scenes.Options{Silent: true, Now: func() int64 { return 1767225600000 }, Plays: launch.Plays,
		LANAddr: "127.0.0.1:0", AnnounceAddr: "127.0.0.1:9", DiscoverAddr: "127.0.0.1:9",
		Start: func(a *scenes.App) scenes.Scene { return crossing.New(a, m) }})
	w, h := app.Layout(800, 600)
	g := &game{app: app, img: ebiten.NewImage(w, h), out: os.Args[1]}
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
