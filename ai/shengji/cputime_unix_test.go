//go:build unix

package shengji

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has spent, user and system, or
// false when the system does not say.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
