package net

import (
	"fmt"
	"io"
	"sync"
	"time"

	"outback/rules"
)

// hostLog writes one line per event for whoever runs the host (the command
// line's stderr), at most logBurst lines at once and logRate a second after
// that: a flood of refusals must not become a flood of output. Lines held
// back are counted and the count is told with the next line written.
type hostLog struct {
	mu      sync.Mutex
	w       io.Writer // nil: silent
	now     func() time.Time
	tokens  float64
	last    time.Time
	skipped int
}

const (
	logBurst = 20
	logRate  = 5
)

func newHostLog(w io.Writer) *hostLog {
	return &hostLog{w: w, now: time.Now, tokens: logBurst}
}

func (l *hostLog) printf(format string, a ...any) {
	if l == nil || l.w == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if !l.last.IsZero() {
		l.tokens = min(logBurst, l.tokens+now.Sub(l.last).Seconds()*logRate)
	}
	l.last = now
	if l.tokens < 1 {
		l.skipped++
		return
	}
	l.tokens--
	l.flushLocked(now)
	fmt.Fprintf(l.w, "%s host: %s\n", now.Format("15:04:05"), rules.Printable(fmt.Sprintf(format, a...)))
}

// flush says how many lines were held back, if any (the host closing).
func (l *hostLog) flush() {
	if l == nil || l.w == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.flushLocked(l.now())
}

func (l *hostLog) flushLocked(now time.Time) {
	if l.skipped > 0 {
		fmt.Fprintf(l.w, "%s host: (%d lines held back: too many at once)\n", now.Format("15:04:05"), l.skipped)
		l.skipped = 0
	}
}
