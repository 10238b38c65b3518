package main

import (
	"bytes"
	"fmt"
)

// The fifth change: a texture write goes before the draws queued ahead of
// it that neither draw into its image nor read what it writes.
//
// Why: a first frame makes its stamps and glyphs as it draws, so its
// queue alternates — draw, write a new stamp, draw from it, write a
// glyph… — and a write between two draws keeps Ebitengine from merging
// them: Crossing's first frame flushed 97 draw calls where the same
// picture a frame later takes 16. Each call costs a WebGL program switch
// and its uniforms, a large part of a first frame's render in a browser.
// Moved ahead, the writes leave the draws side by side to merge.
//
// It is safe: a draw moved behind a write reads no pixel the write
// changes (its source rectangle, from its vertices, widened a pixel for
// filtering, misses every written region) and does not draw into the
// written image; anything else in the queue (a new image, a read, a
// disposal) stops the move.

// writesFirstField is the draw command's last field, after which the
// patch adds what it reads.
const writesFirstField = "\tfirstCaller string\n}\n"

// writesFirstMerge is where a draw joins the last draw command, and
// writesFirstNew where it makes a command of its own.
const (
	writesFirstMerge = "\t\t\t\tlast.setVertices(q.lastVertices(len(vertices) + last.numVertices()))\n"
	writesFirstNew   = "\tc.firstCaller = \"\"\n"
	writesFirstQueue = "func (q *commandQueue) Enqueue(command command) {\n\t// TODO: If dst is the screen, reorder the command to be the last.\n\tq.commands = append(q.commands, command)\n}\n"
)

// withReads adds to graphicscommand's command.go the rectangle a draw
// command reads from its first source.
func withReads(src []byte) ([]byte, error) {
	if bytes.Count(src, []byte("type drawTrianglesCommand struct {\n")) != 1 || bytes.Count(src, []byte(writesFirstField)) != 1 {
		return nil, fmt.Errorf("the draw command is not as leanshader knows it")
	}
	return bytes.Replace(src, []byte(writesFirstField), []byte("\tfirstCaller string\n\n\t// reads is what its draws sample of srcs[0] (Outback's browser build).\n\treads []image.Rectangle\n}\n"), 1), nil
}

// writesFirst makes graphicscommand's queue note what each draw reads and
// put a write before the draws it may go ahead of.
func writesFirst(src []byte) ([]byte, error) {
	for _, s := range []string{writesFirstMerge, writesFirstNew, writesFirstQueue} {
		if bytes.Count(src, []byte(s)) != 1 {
			return nil, fmt.Errorf("the command queue is not as leanshader knows it: %q", s)
		}
	}
	src = bytes.Replace(src, []byte(writesFirstMerge), []byte(writesFirstMerge+"\t\t\t\tlast.reads = addRead(last.reads, readsOf(srcs, vertices, shader))\n"), 1)
	src = bytes.Replace(src, []byte(writesFirstNew), []byte(writesFirstNew+"\tc.reads = addRead(c.reads[:0], readsOf(srcs, vertices, shader))\n"), 1)
	src = bytes.Replace(src, []byte(writesFirstQueue), []byte("func (q *commandQueue) Enqueue(command command) {\n\t// Outback's browser build: a write goes ahead of the draws it may.\n\tq.commands = enqueueWritesFirst(q.commands, command)\n}\n"), 1)
	return src, nil
}

// writesFirstSource is the file the change adds to graphicscommand.
const writesFirstSource = `// Code added by Outback's wasm/leanshader (its browser build). DO NOT EDIT.

package graphicscommand

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// everything stands for a draw that may read any pixel of its sources.
var everything = image.Rect(math.MinInt32/2, math.MinInt32/2, math.MaxInt32/2, math.MaxInt32/2)

// readsOf is the rectangle of srcs[0] a draw samples: its vertices' source
// positions, widened by a pixel for a filter other than the nearest. A
// shader in texels, or more than one source, may read anything.
func readsOf(srcs [graphics.ShaderSrcImageCount]*Image, vertices []float32, shader *Shader) image.Rectangle {
	if srcs[0] == nil {
		return image.Rectangle{}
	}
	for _, s := range srcs[1:] {
		if s != nil {
			return everything
		}
	}
	if shader.ir.Unit != shaderir.Pixels || len(vertices) < graphics.VertexFloatCount {
		return everything
	}
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for i := 0; i+3 < len(vertices); i += graphics.VertexFloatCount {
		x, y := vertices[i+2], vertices[i+3]
		minX, maxX = min(minX, x), max(maxX, x)
		minY, maxY = min(minY, y), max(maxY, y)
	}
	if !(minX >= -1<<24 && maxX <= 1<<24 && minY >= -1<<24 && maxY <= 1<<24) {
		return everything // NaN, or out of any texture
	}
	// Filtered, a sample reads the pixels around it; the nearest filter
	// reads only the one under it, inside the vertices' rectangle.
	pad := 1
	if shader.name == "nearest" {
		pad = 0
	}
	return image.Rect(int(math.Floor(float64(minX)))-pad, int(math.Floor(float64(minY)))-pad,
		int(math.Ceil(float64(maxX)))+pad, int(math.Ceil(float64(maxY)))+pad)
}

// maxReads is the most rectangles a command keeps: beyond, they become
// one, which contains them all.
const maxReads = 64

// addRead adds r to what a command reads: one rectangle for each draw
// merged into it (one rectangle around them all would cover new stamps
// between them on the atlas, and stop every write).
func addRead(reads []image.Rectangle, r image.Rectangle) []image.Rectangle {
	if r.Empty() {
		return reads
	}
	if n := len(reads); n > 0 && r.In(reads[n-1]) {
		return reads
	}
	if len(reads) >= maxReads {
		all := r
		for _, q := range reads {
			all = all.Union(q)
		}
		return append(reads[:0], all)
	}
	return append(reads, r)
}

// enqueueWritesFirst appends c to commands; a write goes before the draws
// at the queue's end that neither draw into its image nor read what it
// writes, so that the draws around it can merge.
func enqueueWritesFirst(commands []command, c command) []command {
	w, ok := c.(*writePixelsCommand)
	if !ok {
		return append(commands, c)
	}
	at := len(commands)
	for ; at > 0; at-- {
		d, ok := commands[at-1].(*drawTrianglesCommand)
		if !ok || d.dst == w.dst || !writeMisses(w, d) {
			break
		}
	}
	commands = append(commands, nil)
	copy(commands[at+1:], commands[at:])
	commands[at] = w
	return commands
}

// writeMisses reports whether d reads nothing w writes.
func writeMisses(w *writePixelsCommand, d *drawTrianglesCommand) bool {
	for i, s := range d.srcs {
		if s != w.dst {
			continue
		}
		if i > 0 {
			return false
		}
		for _, a := range w.args {
			for _, r := range d.reads {
				if a.region.Overlaps(r) {
					return false
				}
			}
		}
	}
	return true
}
`
