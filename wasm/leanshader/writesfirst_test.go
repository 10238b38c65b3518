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

// A Crossing game's first frame, drawn natively with the lean copy, is the
// picture Ebitengine as it comes draws, pixel for pixel, in less than half
// the draw calls (the writes of its new stamps and glyphs no longer come
// between its draws). Ebitengine prints each frame's commands when built
// with the tag ebitenginedebug.
func TestWritesFirstMergesAFirstFramesDraws(t *testing.T) {
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil && os.Getenv("DISPLAY") == "" {
		t.Skip("no display, and no xvfb-run to make one")
	}
	mods := t.TempDir()
	if err := writeModFile(mods); err != nil {
		t.Fatal(err)
	}
	draw := func(modFile string) (int, image.Image) {
		t.Helper()
		png := filepath.Join(t.TempDir(), "frame.png")
		args := []string{"run", "-tags", "ebitenginedebug"}
		if modFile != "" {
			args = append(args, "-modfile", modFile)
		}
		args = append(args, "./wasm/leanshader/testdata/firstframe", png)
		cmd := exec.Command("go", args...)
		if os.Getenv("DISPLAY") == "" {
			cmd = exec.Command(xvfb, append([]string{"-a", "go"}, args...)...)
		}
		cmd.Dir = "../.."
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return firstFrameDraws(t, string(out)), readPNG(t, png)
	}
	stock, stockImg := draw("")
	lean, leanImg := draw(filepath.Join(mods, "go.mod"))
	t.Logf("the first frame's draw calls: %d as Ebitengine comes, %d lean", stock, lean)
	if lean == 0 || lean*2 > stock {
		t.Errorf("the lean copy makes %d draw calls in the first frame, Ebitengine as it comes %d: want at most half", lean, stock)
	}
	if a, b := rgba(stockImg), rgba(leanImg); a.Rect != b.Rect || !bytes.Equal(a.Pix, b.Pix) {
		t.Error("the lean copy's first frame is not Ebitengine's, pixel for pixel")
	}
}

func rgba(img image.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}

// firstFrameDraws counts the draw calls Ebitengine printed for the frame
// after the program's marker.
func firstFrameDraws(t *testing.T, out string) int {
	t.Helper()
	_, after, ok := strings.Cut(out, "outback-firstframe: draw\n")
	if !ok {
		t.Fatalf("no marker in:\n%s", out)
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
