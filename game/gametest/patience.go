package gametest

import (
	"testing"
	"time"
)

// Patience is how long a test waits for something that will happen (a
// process to draw, a connection to be counted, a program to end): no bound
// of its own, only the time left before go test's -timeout would stop the
// whole test binary, less a tenth so that the test fails saying what it
// waited for; a day when there is no timeout. A machine loaded by other
// work (and the race detector) slows a test down but never fails one that
// would pass.
func Patience(t testing.TB) time.Duration {
	if d, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if end, ok := d.Deadline(); ok {
			return max(time.Until(end)*9/10, time.Millisecond)
		}
	}
	return 24 * time.Hour
}
