package ui

// Rect is a region of the screen in logical units. Screens are laid out
// by cutting the screen's Rect into regions (a board, a panel, a row of
// buttons), so one description fits every size and shape of screen.
type Rect struct{ X, Y, W, H float32 }

// ScreenRect is the whole screen.
func ScreenRect() Rect { return Rect{0, 0, float32(ViewW), float32(ViewH)} }

// Inset is r with d taken off every side.
func (r Rect) Inset(d float32) Rect { return r.InsetXY(d, d) }

// InsetXY is r with dx taken off the left and right, dy off the top and
// bottom.
func (r Rect) InsetXY(dx, dy float32) Rect {
	r.X, r.Y, r.W, r.H = r.X+dx, r.Y+dy, max(0, r.W-2*dx), max(0, r.H-2*dy)
	return r
}

// CutTop splits h units (at most all of r) off r's top.
func (r Rect) CutTop(h float32) (top, rest Rect) {
	h = min(max(h, 0), r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom splits h units off r's bottom.
func (r Rect) CutBottom(h float32) (bottom, rest Rect) {
	h = min(max(h, 0), r.H)
	return Rect{r.X, r.Y + r.H - h, r.W, h}, Rect{r.X, r.Y, r.W, r.H - h}
}

// CutLeft splits w units off r's left.
func (r Rect) CutLeft(w float32) (left, rest Rect) {
	w = min(max(w, 0), r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// CutRight splits w units off r's right.
func (r Rect) CutRight(w float32) (right, rest Rect) {
	w = min(max(w, 0), r.W)
	return Rect{r.X + r.W - w, r.Y, w, r.H}, Rect{r.X, r.Y, r.W - w, r.H}
}

// Centered is a w×h region (at most r's size) in r's middle.
func (r Rect) Centered(w, h float32) Rect {
	w, h = min(w, r.W), min(h, r.H)
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}

// Columns splits r into n columns gap apart.
func (r Rect) Columns(n int, gap float32) []Rect {
	if n < 1 {
		return nil
	}
	w := (r.W - gap*float32(n-1)) / float32(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float32(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Contains reports whether the point (x, y) is in r.
func (r Rect) Contains(x, y int) bool {
	fx, fy := float32(x), float32(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.W > 0 && r.H > 0 && o.W > 0 && o.H > 0 && r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom()
}

// CX and CY are r's middle.
func (r Rect) CX() float64 { return float64(r.X + r.W/2) }
func (r Rect) CY() float64 { return float64(r.Y + r.H/2) }

// Right and Bottom are r's far edges.
func (r Rect) Right() float32  { return r.X + r.W }
func (r Rect) Bottom() float32 { return r.Y + r.H }

// Button places b on r (rounded to whole units).
func (r Rect) Button(b *Button) {
	b.X, b.Y, b.W, b.H = int(r.X+0.5), int(r.Y+0.5), int(r.W+0.5), int(r.H+0.5)
}
