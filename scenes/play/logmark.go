package play

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai/review"
	"outback/sprites"
)

// Severity colours of a review's marks, and their glyphs in the move list.
var (
	MarkColours = [...]color.RGBA{review.Inaccuracy: {0xc9, 0x9a, 0x06, 0xff}, review.Mistake: sprites.Ochre, review.Blunder: sprites.Bad}
	markGlyphs  = [...]string{review.Inaccuracy: "?!", review.Mistake: "?", review.Blunder: "??"}
)

// drawLogMark draws a review's mark at the end of a move list row.
func drawLogMark(dst *ebiten.Image, mark uint8, x, y float64) {
	if mark == 0 || int(mark) >= len(markGlyphs) {
		return
	}
	sprites.Text(dst, markGlyphs[mark], 15, true, x, y, MarkColours[mark], sprites.Right)
}
