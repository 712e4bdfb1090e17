package game

// Event is something that happened in a game, such as dice rolled or a
// trick won. Screens animate and write their log from events; a viewer only
// ever sees events through the game's Redact.
type Event interface {
	// EventName is a short stable name such as "dice_rolled"; programs
	// playing a seat read it as the event's "type".
	EventName() string
}

// Game is the whole contract between one game and the engine. The table
// host, the screen driver, the simulators, replay and the generic tests
// work on any game through it alone. C is the game's config, S its
// authoritative state, A its action and V the view of one viewer.
//
// S and V are plain values: Reduce never mutates its input, and a view
// holds only what its viewer may know.
type Game[C, S, A, V any] interface {
	// Name identifies the game in logs and on the command line.
	Name() string
	// Version is bumped whenever a change would alter the replay of an
	// old log.
	Version() int
	// New starts a game; it performs the opening automatic steps (a deal,
	// the first roll) with the seeded RNG kept in the state. A bad config
	// is an error in words a player understands.
	New(cfg C, seed uint64) (S, error)
	// Seats is the number of seats at the table.
	Seats(s S) int
	// Reduce applies one seat's action. On error the returned state is s
	// unchanged and the error is a *Refusal (see Illegal).
	Reduce(s S, seat Seat, a A) (S, []Event, error)
	// Waiting lists every seat that may act now: first the seat whose turn
	// it is, then, in seat order, any that may act out of turn (a rebuy
	// between rounds). It is empty once the game is over; callers never
	// modify it.
	Waiting(s S) []Seat
	// View is what viewer may know of s: a seat's own view, Spectator's
	// public one, or Omniscient's, which shows every face (a replay's
	// audience, a table without a person).
	View(s S, viewer Seat) V
	// Apply moves v by e, an event as v's viewer sees it (redacted for
	// it): applying the events of a step to the view before it gives the
	// view after it. It never modifies v. Screens, programs and pages hold
	// a view and move it so, as events are shown.
	Apply(v V, e Event) V
	// Redact returns e as viewer may see it. It never modifies e, and a
	// redacted event redacted again for a viewer who knows no more (a
	// spectator) is what that viewer would get from e.
	Redact(e Event, viewer Seat) Event
	// Legal lists the actions v's viewer may take now, judged on the view
	// alone. complete is false where the game cannot list them all (a bet
	// of any amount): the list is then a sample and Check decides.
	Legal(v V) (actions []A, complete bool)
	// Check reports whether v's viewer may take a now, judged on the view
	// alone: nil, or the *Refusal that Reduce would return.
	Check(v V, a A) error
	// Outcome says whether the game is over and how it ended.
	Outcome(s S) Outcome
}

// Outcome is how a game ended, in the game's own words: no screen words,
// no player names.
type Outcome struct {
	// Over is true once the game has ended; the rest is meaningful then.
	Over bool `json:"over"`
	// Winners are the seats that won: one, several on a tie, a whole team;
	// empty for a drawn game.
	Winners []Seat `json:"winners"`
	// Teams groups the seats that play together; nil when every seat plays
	// for itself.
	Teams [][]Seat `json:"teams,omitempty"`
	// Seats has one result per seat, in seat order.
	Seats []SeatResult `json:"seats"`
	// Contests are the game's contests for ratings, set once Over: who
	// played against whom and the places they finished in. Nil: the game
	// rates nobody (Blackjack, played against the house; a game of one
	// side).
	Contests []Contest `json:"contests,omitempty"`
}

// SeatResult is one seat's result.
type SeatResult struct {
	// Score is the game's measure of the result: match points, a final
	// total, chips won or lost.
	Score float64 `json:"score"`
	// Line says the result in a few words without the seat's name, such
	// as "3 rounds won" or "254 points"; a screen puts the name before it.
	Line string `json:"line"`
}

// Won reports whether seat is among the winners.
func (o Outcome) Won(seat Seat) bool {
	for _, w := range o.Winners {
		if w == seat {
			return true
		}
	}
	return false
}

// Scores returns each seat's score, in seat order.
func (o Outcome) Scores() []float64 {
	out := make([]float64, len(o.Seats))
	for i, r := range o.Seats {
		out[i] = r.Score
	}
	return out
}

// RedactAll returns events as viewer may see them, each redacted by g.
func RedactAll[C, S, A, V any](g Game[C, S, A, V], events []Event, viewer Seat) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		out[i] = g.Redact(e, viewer)
	}
	return out
}
