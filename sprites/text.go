package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"outback/assets"
)

// The fonts are drawn through golang.org/x/image/font (text.GoXFace), not
// Ebitengine's shaping text.GoTextFace: the Go fonts have no GSUB, GPOS or
// kern table, so shaping them (HarfBuzz, bidi, script segmentation) places
// every glyph just where its advance does, and the look is the same (the
// golden screenshots hold). What it spares is the start: go-text parsed
// both fonts whole at package initialisation, and the first text drawn ran
// the shaper's code, in a browser each function compiled on its first call
// (about 0.5 MB of WebAssembly before the first frame, and 2.6 MB less in
// the build). sfnt reads a font's tables lazily: a font is parsed when a
// face of it is first asked for.
var (
	fonts [2]*opentype.Font
	faces [2][289]*text.GoXFace
)

// Face is the UI font at a pixel size (8..288), cached so drawing text
// allocates no faces per frame.
func Face(size int, bold bool) *text.GoXFace {
	if size < 8 {
		size = 8
	}
	if size > 288 {
		size = 288
	}
	b := 0
	if bold {
		b = 1
	}
	if faces[b][size] == nil {
		if fonts[b] == nil {
			data := assets.Regular
			if bold {
				data = assets.Bold
			}
			f, err := opentype.Parse(data)
			if err != nil {
				panic("sprites: embedded font: " + err.Error())
			}
			fonts[b] = f
		}
		f, err := opentype.NewFace(fonts[b], &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic("sprites: embedded font: " + err.Error())
		}
		faces[b][size] = text.NewGoXFace(f)
	}
	return faces[b][size]
}

// Align is where text is anchored horizontally.
type Align int

// Text anchors.
const (
	Left Align = iota
	Center
	Right
)

var textOp text.DrawOptions

// Translate, when set, gives the text to show for an English string (the
// client sets it for the player's language). Every string drawn goes
// through it, so static labels need no code at their call sites; it must
// return its argument when it has no translation, and allocate nothing.
var Translate func(string) string

func tr(s string) string {
	if Translate == nil {
		return s
	}
	return Translate(s)
}

// Text draws one line of text with its vertical middle at y.
func Text(dst *ebiten.Image, s string, size int, bold bool, x, y float64, clr color.RGBA, align Align) {
	noteText(size)
	s = tr(s)
	textOp.GeoM.Reset()
	textOp.ColorScale.Reset()
	textOp.GeoM.Translate(x*k, y*k)
	tint(&textOp.ColorScale, clr)
	textOp.PrimaryAlign = text.Align(align)
	textOp.SecondaryAlign = text.AlignCenter
	textOp.LineSpacing = float64(size) * 1.3 * k
	text.Draw(dst, s, Face(int(math.Round(float64(size)*k)), bold), &textOp)
}

// TextWidth is the advance of s in pixels.
func TextWidth(s string, size int, bold bool) float64 {
	return text.Advance(tr(s), Face(size, bold))
}

// Wrap breaks s into lines no wider than w pixels.
func Wrap(s string, size int, bold bool, w float64) []string {
	s = tr(s)
	var lines []string
	line := ""
	word := ""
	flush := func() {
		if word == "" {
			return
		}
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && TextWidth(try, size, bold) > w {
			lines = append(lines, line)
			line = word
		} else {
			line = try
		}
		word = ""
	}
	for _, r := range s {
		switch r {
		case ' ':
			flush()
		case '\n':
			flush()
			lines = append(lines, line)
			line = ""
		default:
			word += string(r)
		}
	}
	flush()
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Pill draws a short label in white on a rounded patch of clr, centred on
// (cx, cy): the words of a mark on the board (a review's better move).
func Pill(dst *ebiten.Image, s string, cx, cy float32, clr color.RGBA) {
	w := float32(TextWidth(s, 14, true)) + 16
	RoundRect(dst, cx-w/2, cy-12, w, 24, 12, clr)
	Text(dst, s, 14, true, float64(cx), float64(cy), White, Center)
}
