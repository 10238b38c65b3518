//go:build linux || darwin

package review

import (
	"syscall"
	"time"
)

// cpuTime is the processor time this process has used (user and system),
// on every core: a review's cost on a machine shared with others, where
// wall time says little.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
