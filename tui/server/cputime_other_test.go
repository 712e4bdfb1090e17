//go:build !unix

package server_test

import "time"

// cpuTime is 0: the process's CPU time is not read here.
func cpuTime() time.Duration { return 0 }
