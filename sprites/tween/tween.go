// Package tween is the arithmetic of animation: timelines measured in ticks,
// easing curves and hop arcs. It is pure (no ebiten), so it tests anywhere.
//
// A Timeline is a sequence of steps, each lasting a whole number of ticks.
// It is seekable: Locate(t) names the step running at tick t and how far
// through it is, so a replay can scrub to any tick and draw exactly what
// live play would have drawn there.
package tween

// Timeline is a sequence of steps played one after another.
type Timeline struct {
	durs  []int
	total int
}

// Add appends a step of d ticks (at least 1) and returns its index.
func (tl *Timeline) Add(d int) int {
	if d < 1 {
		d = 1
	}
	tl.durs = append(tl.durs, d)
	tl.total += d
	return len(tl.durs) - 1
}

// Len is the number of steps.
func (tl *Timeline) Len() int { return len(tl.durs) }

// Total is the length in ticks.
func (tl *Timeline) Total() int { return tl.total }

// Reset empties the timeline, keeping its storage.
func (tl *Timeline) Reset() {
	tl.durs = tl.durs[:0]
	tl.total = 0
}

// Locate returns the step running at tick t and the fraction of it done,
// in [0, 1]. Before the start it is step 0 at 0; at or past the end it is
// the last step at 1 (and done is true).
func (tl *Timeline) Locate(t int) (step int, frac float64, done bool) {
	if len(tl.durs) == 0 {
		return 0, 1, true
	}
	if t <= 0 {
		return 0, 0, false
	}
	for i, d := range tl.durs {
		if t < d {
			return i, float64(t) / float64(d), false
		}
		t -= d
	}
	return len(tl.durs) - 1, 1, true
}

// Start is the tick at which step i begins.
func (tl *Timeline) Start(i int) int {
	s := 0
	for j := 0; j < i && j < len(tl.durs); j++ {
		s += tl.durs[j]
	}
	return s
}

// EaseInOut is a smooth start and stop (cubic).
func EaseInOut(f float64) float64 {
	if f < 0.5 {
		return 4 * f * f * f
	}
	g := -2*f + 2
	return 1 - g*g*g/2
}

// EaseOut decelerates to the end (quadratic).
func EaseOut(f float64) float64 { return 1 - (1-f)*(1-f) }

// EaseOutBack overshoots a little and settles: for things dropped in place.
func EaseOutBack(f float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	g := f - 1
	return 1 + c3*g*g*g + c1*g*g
}

// Lerp interpolates between a and b.
func Lerp(a, b, f float64) float64 { return a + (b-a)*f }

// Arc is a hop: the point at fraction f of a parabolic jump from (x0,y0)
// to (x1,y1) rising height at its apex, and a squash factor for the body
// (1 in the air, less just before and after landing) so it reads as a hop.
func Arc(x0, y0, x1, y1, height, f float64) (x, y, squash float64) {
	e := EaseInOut(f)
	x = Lerp(x0, x1, e)
	y = Lerp(y0, y1, e) - height*4*e*(1-e)
	squash = 1
	if f < 0.12 {
		squash = 0.8 + 0.2*f/0.12
	} else if f > 0.88 {
		squash = 0.8 + 0.2*(1-f)/0.12
	}
	return x, y, squash
}

// HopHeight is a pleasing apex height for a hop of the given length.
func HopHeight(dist float64) float64 { return 14 + 0.45*dist }
