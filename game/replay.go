package game

import (
	"encoding/json"
	"fmt"
)

// Replay rebuilds the final state of a logged game by starting it from the
// header's seed and config and reducing every entry in order. An entry the
// rules refuse is reported with its 1-based position.
func Replay[C, S, A any](r Rules[C, S, A], l Log[A]) (S, error) {
	var zero S
	if l.Header.Game != r.Name {
		return zero, fmt.Errorf("%w: a log of %q, not %q", ErrCorruptLog, l.Header.Game, r.Name)
	}
	if l.Header.Version != r.Version {
		return zero, fmt.Errorf("%w: rules version %d, this build plays version %d", ErrCorruptLog, l.Header.Version, r.Version)
	}
	var cfg C
	if err := json.Unmarshal(l.Header.Config, &cfg); err != nil {
		return zero, fmt.Errorf("%w: config: %v", ErrCorruptLog, err)
	}
	s, err := r.New(cfg, l.Header.Seed)
	if err != nil {
		return zero, fmt.Errorf("%w: config: %v", ErrCorruptLog, err)
	}
	for i, e := range l.Entries {
		if s, _, err = r.Reduce(s, e.Seat, e.Action); err != nil {
			return zero, fmt.Errorf("%w: action %d (%s): %v", ErrCorruptLog, i+1, e.Seat, err)
		}
	}
	return s, nil
}
