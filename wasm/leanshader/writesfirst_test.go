package main

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The queue's patches go where the pinned Ebitengine's files are as this
// knows them, and refuse a file already changed.
func TestWritesFirstPatches(t *testing.T) {
	for _, p := range []struct {
		file    string
		rewrite func([]byte) ([]byte, error)
		wants   []string
	}{
		{"internal/graphicscommand/command.go", withReads, []string{"reads []image.Rectangle\n}"}},
		{"internal/graphicscommand/commandqueue.go", writesFirst, []string{
			"last.reads = addRead(last.reads, readsOf(srcs, vertices, shader))",
			"c.reads = addRead(c.reads[:0], readsOf(srcs, vertices, shader))",
			"q.commands = enqueueWritesFirst(q.commands, command)",
		}},
	} {
		out, err := p.rewrite(ebitenFile(t, p.file))
		if err != nil {
			t.Fatalf("%s: %v", p.file, err)
		}
		for _, w := range p.wants {
			if !strings.Contains(string(out), w) {
				t.Errorf("%s: no %q", p.file, w)
			}
		}
		if _, err := p.rewrite(out); err == nil {
			t.Errorf("%s: a file already rewritten was rewritten again", p.file)
		}
	}
}

// The first frame of a game of each title, drawn natively with the lean
// copy, is the picture Ebitengine as it comes draws, pixel for pixel, in
// fewer draw calls — in all, at most two thirds — for the writes of its
// new stamps and glyphs no longer come between its draws. Ebitengine
// prints each frame's commands when built with the tag ebitenginedebug.
func TestWritesFirstMergesFirstFramesDraws(t *testing.T) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil && os.Getenv("DISPLAY") == "" {
		t.Skip("no display, and no xvfb-run to make one")
	}
	mods := t.TempDir()
	if err := writeModFile(mods); err != nil {
		t.Fatal(err)
	}
	draw := func(modFile string) (map[string]int, string) {
		t.Helper()
		dir := t.TempDir()
		args := []string{"run", "-tags", "ebitenginedebug"}
		if modFile != "" {
			args = append(args, "-modfile", modFile)
		}
		args = append(args, "./wasm/leanshader/testdata/firstframe", dir)
		cmd := exec.Command("go", args...)
		if os.Getenv("DISPLAY") == "" {
			cmd = exec.Command(xvfb, append([]string{"-a", "go"}, args...)...)
		}
		cmd.Dir = "../.."
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		draws := map[string]int{}
		for _, g := range firstFrameGames {
			draws[g] = firstFrameDraws(t, string(out), g)
		}
		return draws, dir
	}
	stock, stockDir := draw("")
	lean, leanDir := draw(filepath.Join(mods, "go.mod"))
	var stockAll, leanAll int
	for _, g := range firstFrameGames {
		t.Logf("%s's first frame: %d draw calls as Ebitengine comes, %d lean", g, stock[g], lean[g])
		stockAll, leanAll = stockAll+stock[g], leanAll+lean[g]
		if lean[g] == 0 || lean[g] >= stock[g] {
			t.Errorf("%s: the lean copy makes %d draw calls in the first frame, Ebitengine as it comes %d", g, lean[g], stock[g])
		}
		a, b := rgba(readPNG(t, filepath.Join(stockDir, g+".png"))), rgba(readPNG(t, filepath.Join(leanDir, g+".png")))
		if a.Rect != b.Rect || !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s: the lean copy's first frame is not Ebitengine's, pixel for pixel", g)
		}
	}
	if leanAll*3 > stockAll*2 {
		t.Errorf("the lean copy makes %d draw calls in the three first frames, Ebitengine as it comes %d: want at most two thirds", leanAll, stockAll)
	}
}

// firstFrameGames are the games testdata/firstframe draws, in its order.
var firstFrameGames = []string{"billabong", "downunder", "crossing"}

// firstFrameDraws counts the draw calls Ebitengine printed for the frame
// after the program's marker for game.
func firstFrameDraws(t *testing.T, out, game string) int {
	t.Helper()
	_, after, ok := strings.Cut(out, "outback-firstframe: draw "+game+"\n")
	if !ok {
		t.Fatalf("no marker for %s in:\n%s", game, out)
	}
	_, cmds, ok := strings.Cut(after, "Graphics commands:\n")
	if !ok {
		t.Fatalf("no graphics commands after the marker (built without ebitenginedebug?):\n%s", after)
	}
	if end := strings.Index(cmds, "\n----"); end >= 0 {
		cmds = cmds[:end]
	}
	return strings.Count(cmds, "draw-triangles:")
}

// rgba is img as RGBA pixels.
func rgba(img image.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}

// readPNG reads the picture in the PNG file name.
func readPNG(t *testing.T, name string) image.Image {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
