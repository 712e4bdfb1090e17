package server

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The idle clock is set for what is left of the idle timeout since the
// last key, not checked every quarter of the timeout (which, for long
// timeouts, came after the connection's backstop of 30 s had cut the
// session without a word).
func TestIdleClockIsSetForWhatIsLeft(t *testing.T) {
	for _, tc := range []struct{ timeout, since time.Duration }{
		{DefaultIdleTimeout, 0},
		{DefaultIdleTimeout, 10 * time.Minute},
		{DefaultIdleTimeout, 29 * time.Minute},
		{time.Second, 0},
		{2 * time.Hour, 90 * time.Minute},
	} {
		s := &session{srv: &Server{cfg: Config{IdleTimeout: tc.timeout}}, lastInput: time.Now().Add(-tc.since)}
		left := s.idleLeft()
		assert.InDelta(t, float64(tc.timeout-tc.since), float64(left), float64(time.Second), "timeout %s, idle %s", tc.timeout, tc.since)
	}
}
