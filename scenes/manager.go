package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/ui"
	"outback/sprites"
)

// fadeTicks is the length of each half of a transition.
const fadeTicks = 10

// manager shows one scene and fades between scenes: the current one fades
// out, the next replaces it and fades in. Switching again while fading out
// only changes the destination; while fading in, it fades back out from
// where it is. Input is not given to scenes during a fade.
type manager struct {
	cur, next ui.Scene
	// phase counts down: fadeTicks..1 fading out, 0 idle; fadeIn counts
	// down while the new scene fades in.
	out, in int
}

func (m *manager) switchTo(s ui.Scene) {
	m.next = s
	switch {
	case m.out > 0:
		// Already fading out: keep going, to the new destination.
	case m.in > 0:
		m.out = fadeTicks - m.in + 1
		m.in = 0
	default:
		m.out = fadeTicks
	}
}

func (m *manager) update(in *ui.Input) {
	switch {
	case m.out > 0:
		m.out--
		if m.out == 0 {
			leaving(m.cur, m.next)
			m.cur, m.next = m.next, nil
			m.in = fadeTicks
		}
	case m.in > 0:
		m.in--
		m.cur.Update(in)
	default:
		m.cur.Update(in)
	}
}

func (m *manager) draw(dst *ebiten.Image) {
	m.cur.Draw(dst)
	var a int
	switch {
	case m.out > 0:
		a = 255 * (fadeTicks - m.out) / fadeTicks
	case m.in > 0:
		a = 255 * m.in / fadeTicks
	}
	if a > 0 {
		sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), sprites.WithAlpha(color.RGBA{0x10, 0x0c, 0x08, 0xff}, uint8(a)))
	}
}

// leaver is a scene that stops work of its own (a review's workers) when
// another scene takes its place; it takes it up again if it comes back.
type leaver interface{ SceneLeft() }

func leaving(old, next ui.Scene) {
	if l, ok := old.(leaver); ok && old != next {
		l.SceneLeft()
	}
}
