package game

// Event is something that happened in a game, such as dice rolled or a round
// scored. Screens animate and write their log from events.
type Event interface {
	// EventName is a short stable name such as "dice_rolled".
	EventName() string
}

// Rules is everything the engine core needs to know about one game. C is the
// game's config, S its state and A its action type.
type Rules[C, S, A any] struct {
	// Name identifies the game in logs and on the command line.
	Name string
	// Version is bumped whenever a change would alter the replay of an old log.
	Version int
	// New starts a game; it performs the opening automatic steps (a deal, the
	// first roll) with the seeded RNG kept in the state.
	New func(cfg C, seed uint64) (S, error)
	// Reduce applies one seat's action. It never mutates s; on error the
	// returned state is s unchanged and the error wraps a sentinel of this package.
	Reduce func(s S, seat Seat, a A) (S, []Event, error)
	// ToMove returns the seat whose action the game waits for, or false once
	// the game is over.
	ToMove func(s S) (Seat, bool)
}
