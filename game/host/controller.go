package host

import (
	"context"
	"errors"

	"teahouse/game"
)

// ErrClosing, wrapped in a controller's error, says that the controller
// was ended with the whole process (a signal), not that it failed: the
// game stops there, as when its context is cancelled, and no fallback
// takes the seat.
var ErrClosing = errors.New("ended by teahouse")

// Controller makes the decisions of one seat: a computer player, or a
// program speaking JSON. The host asks it only when its seat is waiting,
// one decision at a time, and checks what it answers.
type Controller[V, A any] interface {
	// Decide returns the seat's action in the position d describes. An
	// error (a program that crashed or timed out) makes the host hand the
	// seat to its fallback, but one wrapping ErrClosing.
	Decide(ctx context.Context, d Decision[V, A]) (A, error)
}

// Func is a Controller of a player that decides from the view alone.
type Func[V, A any] func(v V) A

// Decide calls f with the seat's view.
func (f Func[V, A]) Decide(_ context.Context, d Decision[V, A]) (A, error) { return f(d.View), nil }

// Decision is what a controller is asked: its seat's view, and on request
// the legal actions and the events its seat has seen since it last decided.
type Decision[V, A any] struct {
	// Game is the game's name.
	Game string
	// Seat is the seat deciding.
	Seat game.Seat
	// Round counts the games of a run from 0 (a live table is game 0).
	Round int
	// First is true for the seat's first decision of this game: a
	// controller that remembers what it saw starts afresh.
	First bool
	// View is what the seat may know now.
	View V

	rules referee[V, A]
	raw   []game.Event // unredacted
}

// referee is what a decision asks of its game.
type referee[V, A any] interface {
	Legal(v V) ([]A, bool)
	Redact(e game.Event, viewer game.Seat) game.Event
}

// Legal lists the seat's legal actions; complete is false where the game
// gives a sample (see game.Game.Legal).
func (d Decision[V, A]) Legal() (actions []A, complete bool) { return d.rules.Legal(d.View) }

// Events returns the events the seat has seen, redacted for it, since its
// last decision (since the game began, for the first). Each event is
// handed over once: a controller that remembers what it saw reads them at
// every decision, even one whose answer comes too late to be played.
func (d Decision[V, A]) Events() []game.Event {
	out := make([]game.Event, len(d.raw))
	for i, e := range d.raw {
		out[i] = d.rules.Redact(e, d.Seat)
	}
	return out
}

// Sitter is who sits in a seat and how its decisions are made.
type Sitter[V, A any] struct {
	// Player is who sits there.
	Player game.Player
	// Controller decides for the seat; nil for a person, who acts through
	// Host.Act.
	Controller Controller[V, A]
	// Fallback takes the seat over, for the rest of the game, when
	// Controller fails or answers an illegal action; nil falls back on the
	// first legal action, decision by decision.
	Fallback Controller[V, A]
}
