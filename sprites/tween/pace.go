package tween

// Pace runs animations on the clock rather than by the frames drawn. A
// timeline counts ticks of a sixtieth of a second, and a device that keeps
// up updates sixty times a second: one tick an update, the smoothest
// motion. A slow device (a phone drawing in software, a busy machine, a
// page at 3–6 frames a second) updates far less often, and a hop counted
// in updates lasted ten or twenty times its length. Pace moves a timeline
// one tick an update while the clock agrees to within PaceSlack ticks,
// and otherwise as far as the clock says, skipping the frames the device
// could not draw; it never runs more than PaceSlack ahead of the clock
// (an update called twice in a frame).
//
// The clock is read in ticks (sixtieths of a second since any start). A
// clock that counts updates (the tests') makes Pace one tick an update,
// exactly as before.
type Pace struct {
	at int
}

// PaceSlack is how far (ticks) the timeline may be from the clock before
// it follows the clock.
const PaceSlack = 2

// Sync sets the pace to the clock's reading now, while nothing moves: an
// animation that starts next is timed from here.
func (p *Pace) Sync(now int) { p.at = now }

// Due is how many ticks a timeline moves on at the clock's reading now: 1
// while the clock keeps up, more when it ran ahead (a slow frame), 0 when
// the timeline is PaceSlack ahead of it.
func (p *Pace) Due(now int) int {
	a := min(max(p.at+1, now-PaceSlack), now+PaceSlack)
	if a <= p.at {
		return 0
	}
	d := a - p.at
	p.at = a
	return d
}
