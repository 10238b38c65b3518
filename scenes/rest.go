package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/play"
)

// A still picture is not drawn again. Ebitengine calls Draw sixty times a
// second; a board waiting for a person's move, the title or a lobby would
// burn a good part of a core (and a phone's battery) drawing the same
// picture. The screen is kept between frames (SetScreenClearedEveryFrame
// is off), and Draw returns at once while nothing has changed: no input,
// no animation, no fade, and the scene's state (its status line) the same.
//
// A scene says it can rest by implementing rester; one that does not is
// drawn every frame, as before — a missed change can only cost power,
// never show a stale picture.

// rester is a scene whose picture changes only through input, its status
// line, or while it reports it is not resting (an animation, a computer
// thinking).
type rester interface {
	Resting() bool
}

// heartbeat is how often a resting picture is drawn anyway (ticks), a
// last guard against a change no signal caught. Each costs a whole frame
// (under software GL a good part of a second's rest budget), so it is rare.
const heartbeat = 3600

// settle is how long the picture keeps moving after its last change
// (ticks): pulsing targets and hints pulse for a while, then hold still
// (PulseTick) and the screen rests.
const settle = 120

// restState is what the App knows to decide whether to draw.
type restState struct {
	dirty      bool
	lastChange int // the tick of the last change
	sig        string
	lastX      int
	lastY      int
	sinceDraw  int
	lastScreen *ebiten.Image
	// draws and Skips count frames drawn and frames left as they were
	// (tests and the idle benchmark read them).
	draws, skips int
	// settled: nothing has changed for settle ticks (told to OnRest).
	settled bool
}

// noteTick decides, after an update, whether the next frame must be drawn.
func (a *App) noteTick() {
	r := &a.rest
	in := &a.in
	active := in.Pressed || in.Released || in.Down || in.RightPressed || in.Wheel != 0 ||
		len(in.Keys) > 0 || len(in.Chars) > 0 || in.X != r.lastX || in.Y != r.lastY
	r.lastX, r.lastY = in.X, in.Y
	// The first tick makes no signature: the picture is far from settled
	// then, and the status line's words (every scene's, code a browser
	// compiles when it first runs) would hold the first frame back.
	sig := r.sig
	if a.tick > 1 {
		sig = a.restSignature()
	}
	switch {
	case active, a.scenes.out > 0, a.scenes.in > 0, a.scenes.next != nil, sig != r.sig, !a.sceneResting():
		r.lastChange = a.tick
	}
	r.sig = sig
	settled := a.tick-r.lastChange >= settle
	if !settled {
		r.dirty = true
	}
	if settled != r.settled {
		r.settled = settled
		if a.onRest != nil {
			a.onRest(settled)
		}
	}
	r.sinceDraw++
	if r.sinceDraw >= heartbeat {
		r.dirty = true
	}
}

// PulseTick is the clock of gentle motion (a pulsing target, a hint): the
// tick while the picture is lively; once it has settled, 0 — every pulse
// then holds at its rest, the same whenever it settled.
func (a *App) PulseTick() int {
	if a.tick-a.rest.lastChange >= settle {
		return 0
	}
	return a.tick
}

// restSignature is the scene's state as far as the picture shows it: its
// status line without the tick, and the message line of a play screen.
func (a *App) restSignature() string {
	s := a.Status()
	if i := strings.IndexByte(s, ';'); i >= 0 && strings.HasPrefix(s, "tick=") {
		s = s[i+1:]
	}
	if r, ok := a.scenes.cur.(play.Replayable); ok {
		s += "|" + r.Core().RestKey()
	}
	return s
}

// sceneResting reports whether the current scene can rest now.
func (a *App) sceneResting() bool {
	r, ok := a.scenes.cur.(rester)
	return ok && r.Resting()
}

// mustDraw reports whether Draw must paint screen this frame, and notes
// that it does.
func (a *App) mustDraw(screen *ebiten.Image) bool {
	r := &a.rest
	if screen == r.lastScreen && !r.dirty {
		r.skips++
		return false
	}
	r.lastScreen, r.dirty, r.sinceDraw = screen, false, 0
	r.draws++
	return true
}

// Each screen says in its own file whether it rests (Resting): the
// screens that only change through input rest whenever nothing else moves.

// ForceDraw makes the next Draw paint the whole picture even if nothing
// changed (tests that measure a frame).
func (a *App) ForceDraw() { a.rest.dirty = true }
