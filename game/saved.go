package game

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
)

// ReadSaved reads a saved log (the file's bytes; name labels errors),
// keeping the lines before a last line that cannot be read (a log cut
// short by a crash): the string says what was left out. A line longer than a log line may be is an error wherever it is: a crash
// leaves a line shorter than it was going to be, not longer.
func ReadSaved[A any](data []byte, name, gameName string) (Log[A], string, error) {
	l, err := ReadLog[A](bytes.NewReader(data), name, gameName)
	if err == nil {
		return l, "", nil
	}
	lines := bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n"))
	if len(lines) < 2 || !errors.Is(err, ErrCorruptLog) || errors.Is(err, ErrLongLine) {
		return l, "", err
	}
	head := bytes.Join(lines[:len(lines)-1], []byte("\n"))
	l2, err2 := ReadLog[A](bytes.NewReader(head), name, gameName)
	if err2 != nil {
		return l, "", err // the damage is not just the last line
	}
	return l2, fmt.Sprintf("The last line of %s could not be read (%v) and is left out.", filepath.Base(name), err), nil
}

// OutcomeOf replays a saved log of g (the file's bytes; name labels
// errors) to its last action and returns how the game stands there: over
// or not, and each seat's result. It reads the log as ReadSaved does; a log
// ReadSaved refuses is refused here too, with an error wrapping
// ErrCorruptLog.
func OutcomeOf[C, S, A, V any](g Game[C, S, A, V], data []byte, name string) (Outcome, error) {
	l, _, err := ReadSaved[A](data, name, g.Name())
	if err != nil {
		return Outcome{}, err
	}
	s, err := Replay(g, l)
	if err != nil {
		return Outcome{}, fmt.Errorf("%s: %w", name, err)
	}
	return g.Outcome(s), nil
}
