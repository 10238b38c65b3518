package sprites

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"outback/assets"
)

// TestTheFontsDoNotKern checks what the text layout relies on (advance):
// no pair of glyphs of either embedded font is kerned, so a line's width
// is the sum of its glyphs' advances.
func TestTheFontsDoNotKern(t *testing.T) {
	for name, data := range map[string][]byte{"regular": assets.Regular, "bold": assets.Bold} {
		f, err := sfnt.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		n := f.NumGlyphs()
		if n < 200 {
			t.Fatalf("%s: only %d glyphs", name, n)
		}
		ppem := fixed.Int26_6(f.UnitsPerEm())
		for x0 := 0; x0 < n; x0++ {
			for x1 := 0; x1 < n; x1++ {
				k, err := f.Kern(&b, sfnt.GlyphIndex(x0), sfnt.GlyphIndex(x1), ppem, font.HintingNone)
				if err != nil && err != sfnt.ErrNotFound {
					t.Fatalf("%s: kerning glyphs %d and %d: %v", name, x0, x1, err)
				}
				if k != 0 {
					t.Fatalf("%s: glyphs %d and %d are kerned by %v", name, x0, x1, k)
				}
			}
		}
	}
}
