package sprites

import (
	"bytes"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"outback/assets"
)

var (
	regularSource *text.GoTextFaceSource
	boldSource    *text.GoTextFaceSource
	faces         [2][289]*text.GoTextFace
)

func init() {
	var err error
	if regularSource, err = text.NewGoTextFaceSource(bytes.NewReader(assets.Regular)); err != nil {
		panic("sprites: embedded font: " + err.Error())
	}
	if boldSource, err = text.NewGoTextFaceSource(bytes.NewReader(assets.Bold)); err != nil {
		panic("sprites: embedded font: " + err.Error())
	}
}

// Face is the UI font at a pixel size (8..288), cached so drawing text
// allocates no faces per frame.
func Face(size int, bold bool) *text.GoTextFace {
	if size < 8 {
		size = 8
	}
	if size > 288 {
		size = 288
	}
	b := 0
	src := regularSource
	if bold {
		b, src = 1, boldSource
	}
	if faces[b][size] == nil {
		faces[b][size] = &text.GoTextFace{Source: src, Size: float64(size)}
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
	if recordBoxes && s != "" {
		noteBox(dst, s, size, bold, x, y, align)
	}
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

// Fit is s at the largest size from size down to least that fits in w,
// shortened with an ellipsis if even least is too wide: a line that must
// stay one line (a banner, a name) on a narrow screen.
func Fit(s string, size, least int, bold bool, w float64) (string, int) {
	s = tr(s)
	for ; size > least; size-- {
		if TextWidth(s, size, bold) <= w {
			return s, size
		}
	}
	if TextWidth(s, size, bold) <= w {
		return s, size
	}
	r := []rune(s)
	for len(r) > 1 && TextWidth(string(r)+"…", size, bold) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…", size
}
