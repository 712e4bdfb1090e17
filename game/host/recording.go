package host

import (
	"errors"

	"teahouse/game"
)

// ErrRecorded is what a Recording answers to an action or a note: a saved
// game is not played.
var ErrRecorded = errors.New("a saved game takes no actions")

// Recording is a saved log as a table to watch: Watch replays it
// (Frames) and hands the watcher every step at once, so that a replay
// follows it as a screen follows a live Host.
type Recording[C, S, A, V any] struct {
	g game.Game[C, S, A, V]
	l game.Log[A]
}

// Record returns the recording of l, a log of g.
func Record[C, S, A, V any](g game.Game[C, S, A, V], l game.Log[A]) *Recording[C, S, A, V] {
	return &Recording[C, S, A, V]{g: g, l: l}
}

// Watch returns a closed watcher holding every step of the log as the eyes
// of viewers saw it (Frames). An action the game refuses is Frames' error,
// and the watcher holds the steps before it.
func (r *Recording[C, S, A, V]) Watch(viewers ...game.Seat) (*Watcher[V], error) {
	if len(viewers) == 0 {
		return nil, errors.New("watch with at least one viewer")
	}
	frames, err := Frames(r.g, r.l, viewers...)
	w := newWatcher[V](viewers)
	for _, u := range frames {
		w.push(u)
	}
	w.close()
	return w, err
}

// Act refuses: a saved game takes no actions.
func (r *Recording[C, S, A, V]) Act(game.Seat, A) error { return ErrRecorded }

// Annotate refuses: a saved game takes no notes.
func (r *Recording[C, S, A, V]) Annotate(game.Note) error { return ErrRecorded }

// Log is the log recorded.
func (r *Recording[C, S, A, V]) Log() game.Log[A] { return r.l }

// Check judges a on the view v (see game.Game.Check).
func (r *Recording[C, S, A, V]) Check(v V, a A) error { return r.g.Check(v, a) }

// Legal lists the actions v's viewer may take (see game.Game.Legal).
func (r *Recording[C, S, A, V]) Legal(v V) ([]A, bool) { return r.g.Legal(v) }
