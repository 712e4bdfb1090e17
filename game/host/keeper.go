package host

import "teahouse/game"

// A Keeper keeps something of a table beyond it, such as Blackjack's
// bankrolls: a fold over the table's public events and who sits in the
// seats, run by the host rather than by a screen, so that what it keeps
// does not depend on who watches or when a screen closes.
//
// Keep is called once, on a goroutine of its own, as the table opens. It
// reads the table's steps from f until the table closes (Next reports it
// closed) and returns once it has kept the last; Close waits for it. Say
// writes a sentence in the table's log and tells every screen (a note, as
// Host.Note): how a keeper reports what it could not keep.
type Keeper interface {
	Keep(f Follow, say func(text string))
}

// Follow is the table as a Keeper reads it: its steps, from the opening.
type Follow interface {
	// Next waits for steps (or the table's end) and takes them, oldest
	// first; open is false once the table has closed and nothing more
	// will come.
	Next() (steps []Step, open bool)
}

// Step is one update of a table as a Keeper sees it.
type Step struct {
	// Seq is the number of actions applied so far.
	Seq int
	// Events are the step's events as a spectator sees them.
	Events []game.Event
	// Players are who sit in the seats.
	Players []game.Player
}

// follow reads a spectator's watcher as a Follow.
type follow[V any] struct{ w *Watcher[V] }

func (f follow[V]) Next() ([]Step, bool) {
	ups, open := f.w.Next()
	steps := make([]Step, len(ups))
	for i, u := range ups {
		steps[i] = Step{Seq: u.Seq, Events: u.Sights[0].Events, Players: u.Players}
	}
	return steps, open
}

// keep starts k on a spectator's watcher of the table, from its opening.
func (h *Host[C, S, A, V]) keep(l *hostLoop[C, S, A, V], k Keeper) {
	w := newWatcher[V]([]game.Seat{game.Spectator})
	l.watchers = append(l.watchers, w)
	w.push(l.update(w, game.NoSeat, nil, nil))
	say := func(text string) { _ = h.Note(game.NoSeat, text) }
	h.keepers.Add(1)
	go func() {
		defer h.keepers.Done()
		k.Keep(follow[V]{w}, say)
	}()
}
