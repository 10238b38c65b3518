package sprites

import (
	"image/color"
	"testing"
)

func TestContrastOfKnownPairs(t *testing.T) {
	if c := Contrast(color.RGBA{0, 0, 0, 255}, White); c < 20.9 || c > 21.1 {
		t.Errorf("black on white: %.2f, want 21", c)
	}
	if c := Contrast(White, White); c != 1 {
		t.Errorf("white on white: %.2f, want 1", c)
	}
}

// Every palette passes WCAG 1.4.11 (3:1 for graphics): a player's pieces,
// tiles and routes are outlined in its dark shade, which must stand out on
// every ground they are drawn on; Down Under's second route must stand out
// from the card and from the seat's first route.
func TestPalettesPassWCAGForGraphics(t *testing.T) {
	grounds := map[string]color.RGBA{"sand": SandA, "sand (dark)": SandB, "paper": Paper, "panel": PaperDark, "card": DUTile}
	for _, p := range []Palette{Default, HighContrast} {
		for _, l := range p.Players {
			for name, g := range grounds {
				if c := Contrast(l.Dark, g); c < 3 {
					t.Errorf("%s %s: outline on %s %.2f:1", p.Name, l.Name, name, c)
				}
			}
			second := l.SecondRoute()
			if c := Contrast(second.Fill, DUTile); c < 3 {
				t.Errorf("%s %s: second route on the card %.2f:1", p.Name, l.Name, c)
			}
			if c := Contrast(second.Fill, l.Fill); c < 3 {
				t.Errorf("%s %s: second route against the first %.2f:1", p.Name, l.Name, c)
			}
			// The old second colour, the pale shade, failed on the card.
			if c := Contrast(l.Light, DUTile); c >= 3 {
				t.Logf("%s %s: the pale shade would pass (%.2f:1)", p.Name, l.Name, c)
			}
		}
	}
}
