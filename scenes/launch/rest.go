package launch

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// A window or page at rest sleeps until something happens. Skipping Draw
// (scenes/rest.go) leaves Ebitengine's own sixty frames a second — events
// polled, our Update run, the kept picture presented — which alone cost
// more of a core than a still game should, and a phone's battery. At rest
// the program switches to Ebitengine's FPSModeVsyncOffMinimum (deprecated
// since v2.5 in favour of SetScreenClearedEveryFrame, which only saves the
// drawing; it is still the one way to sleep): the window's loop waits for
// input instead of polling, and a page's animation frames skip the update.
// A mouse move, a key, a touch or a resize wakes it at once, and the first
// update that sees a change switches back to the display's full rate. What
// changes without input — a computer's move finishing, the heartbeat — is
// looked at by a wake-up twice a second; a LAN message and typing in a
// page's input wake it at once (wakeUp, scenes.Options.Wake).

// restWake is how often a window at rest looks for changes that come
// without input. Each look costs a frame of Ebitengine's (the kept
// picture presented again): ten a second cost about 1% of a core here,
// one a second 0.2%.
const restWake = 500 * time.Millisecond

// wakeUp asks for a frame now (from any goroutine).
func wakeUp() { ebiten.ScheduleFrame() }

var restWaker chan struct{}

// onRest switches the window between waiting and the display's rate.
func onRest(resting bool) {
	if resting {
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		if restWaker == nil {
			restWaker = make(chan struct{})
			go wake(restWaker)
		}
		return
	}
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	if restWaker != nil {
		close(restWaker)
		restWaker = nil
	}
}

// wake schedules a frame every restWake until stop closes.
func wake(stop chan struct{}) {
	t := time.NewTicker(restWake)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			ebiten.ScheduleFrame()
		}
	}
}
