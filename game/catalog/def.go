package catalog

import (
	"teahouse/game"
)

// Def is one game's definition, declared once in its game/<g> package.
// C, S, A and V are the game's config, state, action and view.
type Def[C, S, A, V any] struct {
	// Game is the game's engine.
	Game game.Game[C, S, A, V]
	// Title is the lobby's name for the game; Blurb one line about it.
	Title, Blurb string
	// Teams says who partners whom, for a game of teams ("P1+P3 against
	// P2+P4"); empty for a game where each seat plays for itself.
	Teams string
	// Unrated, for a game whose results are not rated, says why, as the
	// end of a sentence ("played against the house"); empty for a game
	// whose finished games move its players' ratings.
	Unrated string
	// Seats is the number of seats a table has by default; MinSeats and
	// MaxSeats bound it for a game played by more or fewer (zero: Seats).
	Seats, MinSeats, MaxSeats int
	// Fields are the game's options, in the order the setup screen shows
	// them.
	Fields game.Fields[C]
	// Seated, when set, puts the number of seats into a config (a game
	// whose table size is part of its config, such as Blackjack's).
	Seated func(c *C, seats int)
	// Tally counts and reports a run of the game without a screen (see
	// Run); nil for a game that is not run so.
	Tally *Tally[C, S, A]
}

// SeatRange returns the fewest and the most seats the game can be played
// with: MinSeats and MaxSeats, each defaulting to Seats.
func (d Def[C, S, A, V]) SeatRange() (lo, hi int) {
	lo, hi = d.Seats, d.Seats
	if d.MinSeats > 0 {
		lo = d.MinSeats
	}
	if d.MaxSeats > 0 {
		hi = d.MaxSeats
	}
	return min(lo, hi), max(lo, hi)
}

// Config reads settings into the config of a table of seats seats and
// checks it as the game would start it: the error is a sentence for the
// player, and nothing has started.
func (d Def[C, S, A, V]) Config(s game.Settings, seats int) (C, error) {
	c, err := d.Fields.Config(s)
	if err != nil {
		return c, err
	}
	if lo, hi := d.SeatRange(); seats < lo || seats > hi {
		var zero C
		if lo == hi {
			return zero, game.Refuse(game.ErrBadOption, "%s needs %d players, not %d", d.Game.Name(), lo, seats)
		}
		return zero, game.Refuse(game.ErrBadOption, "%s needs %d to %d players, not %d", d.Game.Name(), lo, hi, seats)
	}
	if d.Seated != nil {
		d.Seated(&c, seats)
	}
	if _, err := d.Game.New(c, 0); err != nil {
		var zero C
		return zero, game.Refuse(game.ErrBadOption, "%s", game.Reason(err))
	}
	return c, nil
}
