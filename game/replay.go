package game

import (
	"encoding/json"
	"fmt"
)

// Replay rebuilds the final state of a logged game of g by starting it from
// the header's seed and config and reducing every entry in order. An entry
// the game refuses is reported with its 1-based position.
func Replay[C, S, A, V any](g Game[C, S, A, V], l Log[A]) (S, error) {
	s, err := Start(g, l.Header)
	if err != nil {
		return s, err
	}
	for i, e := range l.Entries {
		if s, _, err = g.Reduce(s, e.Seat, e.Action); err != nil {
			var zero S
			return zero, fmt.Errorf("%w: action %d (%s): %v", ErrCorruptLog, i+1, e.Seat, err)
		}
	}
	return s, nil
}

// Upgrader is a game that replays the logs of its older rules versions: it
// rewrites an old log's config into one that plays the old rules.
type Upgrader interface {
	Upgrade(version int, cfg json.RawMessage) (json.RawMessage, error)
}

// Start begins the game a log's header describes: it checks the game and
// its rules version (upgrading an older one's config where the game can)
// and starts it from the header's config and seed.
func Start[C, S, A, V any](g Game[C, S, A, V], h Header) (S, error) {
	var zero S
	if h.Game != g.Name() {
		return zero, fmt.Errorf("%w: a log of %q, not %q", ErrCorruptLog, h.Game, g.Name())
	}
	if h.Sealed != "" {
		return zero, fmt.Errorf("%w: a game still being played when it was written; it replays where the key of the games directory that wrote it is (%s)", ErrSealed, SealKeyFile)
	}
	raw := h.Config
	up, upgrades := any(g).(Upgrader)
	switch {
	case h.Version == g.Version():
	case h.Version >= 1 && h.Version < g.Version() && upgrades:
		var err error
		if raw, err = up.Upgrade(h.Version, raw); err != nil {
			return zero, fmt.Errorf("%w: rules version %d: %v", ErrCorruptLog, h.Version, err)
		}
	default:
		return zero, fmt.Errorf("%w: rules version %d, this build plays version %d", ErrCorruptLog, h.Version, g.Version())
	}
	var cfg C
	if err := json.Unmarshal(raw, &cfg); err != nil {
		return zero, fmt.Errorf("%w: config: %v", ErrCorruptLog, err)
	}
	s, err := g.New(cfg, h.Seed)
	if err != nil {
		return zero, fmt.Errorf("%w: config: %v", ErrCorruptLog, err)
	}
	return s, nil
}
