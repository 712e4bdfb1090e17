//go:build !unix

package shengji

import "time"

// cpuTime is the CPU time the process has spent: not measured here.
func cpuTime() (time.Duration, bool) { return 0, false }
