package game

import (
	"fmt"
	"time"
)

// Speed is how fast computer seats act and animations play, so a person can
// follow them.
type Speed string

// The speeds, slowest first.
const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
)

// Speeds lists every speed, slowest first.
var Speeds = []Speed{Slow, Normal, Fast, Instant}

// Delay is the pause before each paced step (an AI decision, one held die
// appearing, one animation frame batch). Instant has none.
func (s Speed) Delay() time.Duration {
	switch s {
	case Slow:
		return 1200 * time.Millisecond
	case Fast:
		return 250 * time.Millisecond
	case Instant:
		return 0
	default:
		return 600 * time.Millisecond
	}
}

// ParseSpeed reads slow, normal, fast or instant.
func ParseSpeed(s string) (Speed, error) {
	for _, v := range Speeds {
		if string(v) == s {
			return v, nil
		}
	}
	return Normal, fmt.Errorf("%q: want slow, normal, fast or instant", s)
}
