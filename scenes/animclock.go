package scenes

import "outback/sprites/tween"

// animClock is the part every play screen's animation shares: a seekable
// timeline of steps and the tick it is at. Each game's animation embeds it
// and adds its own steps and model.
type animClock struct {
	tl tween.Timeline
	t  int
}

func (c *animClock) busy() bool { return c.t < c.tl.Total() }

func (c *animClock) advance() { c.t++ }

func (c *animClock) finish() { c.t = c.tl.Total() }

// progress is the tick and the length of the running animation, (0, 0)
// when nothing runs (the replay viewer's timeline).
func (c *animClock) progress() (int, int) {
	if !c.busy() {
		return 0, 0
	}
	return c.t, c.tl.Total()
}

// seek moves a running animation to tick t (kept inside it).
func (c *animClock) seek(t int) {
	c.t = max(0, min(t, c.tl.Total()-1))
}

// step is the index of the running step, or -1.
func (c *animClock) step() int {
	if !c.busy() {
		return -1
	}
	i, _, _ := c.tl.Locate(c.t)
	return i
}
