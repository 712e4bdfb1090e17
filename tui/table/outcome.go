package table

import (
	"fmt"

	"teahouse/game"
)

// Outcome replays a saved log of g (the file's bytes; name labels errors)
// to its last action and returns how the game stands there: over or not,
// and each seat's result. It reads the log as Replay does, keeping the
// lines before a last line that cannot be read; a log Replay refuses is
// refused here too, with an error wrapping game.ErrCorruptLog.
func Outcome[C, S, A, V any](g game.Game[C, S, A, V], data []byte, name string) (game.Outcome, error) {
	l, _, err := readLog[A](data, name, g.Name())
	if err != nil {
		return game.Outcome{}, err
	}
	s, err := game.Replay(g, l)
	if err != nil {
		return game.Outcome{}, fmt.Errorf("%s: %w", name, err)
	}
	return g.Outcome(s), nil
}

// OutcomeOf returns Outcome for g's logs, as screen.Game.Outcome wants it.
func OutcomeOf[C, S, A, V any](g game.Game[C, S, A, V]) func(data []byte, name string) (game.Outcome, error) {
	return func(data []byte, name string) (game.Outcome, error) { return Outcome(g, data, name) }
}
