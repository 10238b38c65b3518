package lan

import (
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/ui"
	"outback/sprites"
)

// An address typed by a person — a join link, a server's address — in a
// one-line box: the join link screen's and Play online's.

// maxAddress is the longest address typed, in characters.
const maxAddress = 120

// typeAddress adds in's typed characters to text (no spaces: an address
// has none) and takes one back on Backspace; changed says whether text
// changed.
func typeAddress(text []rune, in *ui.Input) (out []rune, changed bool) {
	for _, r := range in.Chars {
		if len(text) < maxAddress && r > ' ' {
			text, changed = append(text, r), true
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(text) > 0 {
		text, changed = text[:len(text)-1], true
	}
	return text, changed
}

// drawAddressBox draws the box with text and, every other half second, a
// caret; the end of a long address shows (what was typed last).
func drawAddressBox(dst *ebiten.Image, box ui.Rect, text string, tick int) {
	sprites.NoteTarget(float64(box.W), float64(box.H))
	sprites.RoundRect(dst, box.X, box.Y, box.W, box.H, 8, sprites.Paper)
	sprites.RoundRectLine(dst, box.X, box.Y, box.W, box.H, 8, 2, sprites.Ink)
	shown := text
	if (tick/30)%2 == 0 {
		shown += "|"
	}
	for len(shown) > 1 && sprites.TextWidth(shown, 20, false) > float64(box.W)-32 {
		_, n := utf8.DecodeRuneInString(shown)
		shown = shown[n:]
	}
	sprites.Text(dst, shown, 20, false, float64(box.X)+16, box.CY(), sprites.Ink, sprites.Left)
}
