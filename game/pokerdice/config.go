package pokerdice

import (
	"fmt"

	"teahouse/game"
	pd "teahouse/rules/pokerdice"
)

// MaxRounds bounds Config.Rounds.
const MaxRounds = 99

// DefaultRounds is the match length when Config.Rounds is 0.
const DefaultRounds = 5

// Config sets up a match.
type Config struct {
	// Rounds is N in "best of N"; 0 means DefaultRounds.
	Rounds int `json:"rounds"`
	// Rule says which dice may be held; the default is pd.Free.
	Rule pd.HoldRule `json:"rule"`
	// Skills turns on the skills variant: each player may use Peek, Force,
	// Double and Relock once per match, and opponents' dice lie face down
	// until the showdown. Off by default.
	Skills bool `json:"skills"`
	// FirstStarter is the seat that holds first in round 1 (default P1); the
	// starter alternates every round.
	FirstStarter game.Seat `json:"first_starter"`
}

// withDefaults fills zero fields with their defaults and checks the rest.
func (c Config) withDefaults() (Config, error) {
	if c.Rounds == 0 {
		c.Rounds = DefaultRounds
	}
	if c.Rounds < 1 || c.Rounds > MaxRounds {
		return c, fmt.Errorf("rounds %d: want 1 to %d", c.Rounds, MaxRounds)
	}
	if c.Rule != pd.Free && c.Rule != pd.Strict {
		return c, fmt.Errorf("unknown hold rule %d", c.Rule)
	}
	if c.FirstStarter != 0 && c.FirstStarter != 1 {
		return c, fmt.Errorf("first starter %s: want P1 or P2", c.FirstStarter)
	}
	return c, nil
}
