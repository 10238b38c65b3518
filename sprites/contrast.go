package sprites

import (
	"image/color"
	"math"
)

// Contrast is the WCAG 2 contrast ratio of two colours, 1 to 21. Graphics a
// player must tell apart (WCAG 1.4.11) need at least 3.
func Contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is WCAG's relative luminance of an sRGB colour.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// SecondRoute is the look of a seat's second route in Down Under's
// two-routes variant: a deep shade of the seat's colour, dark enough to
// stand out at 3:1 both from the card it is drawn on and from the seat's
// first route (the pale shade it used to be vanished on the cards).
func (l Look) SecondRoute() Look {
	shade := l.Fill
	for k := 100; k >= 0; k -= 2 {
		shade = color.RGBA{uint8(int(l.Fill.R) * k / 100), uint8(int(l.Fill.G) * k / 100), uint8(int(l.Fill.B) * k / 100), 0xff}
		if Contrast(shade, l.Fill) >= 3 && Contrast(shade, DUTile) >= 3 {
			break
		}
	}
	return Look{Fill: shade, Dark: l.Dark, Light: l.Light, Shape: l.Shape, Name: l.Name}
}
