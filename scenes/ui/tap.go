package ui

// TapPoint is a place to tap: a control's or a board square's box, in
// logical units; a finger taps its centre.
type TapPoint struct {
	Label      string
	X, Y, W, H float64
}

// Center is where a finger taps.
func (t TapPoint) Center() (x, y float64) { return t.X + t.W/2, t.Y + t.H/2 }

// TapAt is a tap on a w×h box centred on (cx, cy).
func TapAt(label string, cx, cy, w, h float64) TapPoint {
	return TapPoint{Label: label, X: cx - w/2, Y: cy - h/2, W: w, H: h}
}

// ButtonTap is a tap on button b.
func ButtonTap(b *Button) TapPoint {
	return TapPoint{Label: b.Label, X: float64(b.X), Y: float64(b.Y), W: float64(b.W), H: float64(b.H)}
}
