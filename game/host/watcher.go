package host

import (
	"sync"

	"teahouse/game"
)

// Update is one step of a table as a watcher sees it: the action that was
// applied (or the opening, Seq 0), and for each of the watcher's viewers
// the events redacted for it and its view afterwards.
type Update[V any] struct {
	// Seq is the number of actions applied so far.
	Seq int
	// Actor is the seat that acted, NoSeat for the opening.
	Actor game.Seat
	// Waiting are the seats that may act now.
	Waiting []game.Seat
	// Outcome is how the game stands.
	Outcome game.Outcome
	// Notes are what the table said with this step.
	Notes []game.Note
	// Players are who sit in the seats now (a seat changes hands by
	// Reseat).
	Players []game.Player
	// Sights has one entry per viewer of the watcher, in the order given
	// to Watch.
	Sights []Sight[V]
}

// Sight is what one viewer sees of an update.
type Sight[V any] struct {
	Viewer game.Seat
	Events []game.Event
	View   V
}

// Watcher receives a table's updates for one or more viewers (a person's
// seat, every seat of a hot-seat table, a spectator). Updates queue up
// without bound, so the host never waits for a slow watcher.
type Watcher[V any] struct {
	viewers []game.Seat
	mu      sync.Mutex
	pending []Update[V]
	closed  bool
	ready   chan struct{}
}

func newWatcher[V any](viewers []game.Seat) *Watcher[V] {
	return &Watcher[V]{viewers: viewers, ready: make(chan struct{}, 1)}
}

// Take returns the updates waiting, oldest first, and whether the table is
// still open.
func (w *Watcher[V]) Take() ([]Update[V], bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	ups := w.pending
	w.pending = nil
	return ups, !w.closed
}

// Next waits for updates (or the table's end) and takes them.
func (w *Watcher[V]) Next() ([]Update[V], bool) {
	<-w.ready
	return w.Take()
}

func (w *Watcher[V]) push(u Update[V]) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	w.pending = append(w.pending, u)
	select {
	case w.ready <- struct{}{}:
	default:
	}
}

func (w *Watcher[V]) close() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.closed {
		w.closed = true
		close(w.ready)
	}
}
