package yahtzee

import (
	"fmt"
	"slices"

	"teahouse/game"
)

// MaxSeats is the largest table.
const MaxSeats = 6

// Rounds is the number of turns each player takes: one per box.
const Rounds = 13

// RollsPerTurn is the number of rolls a player may make in a turn.
const RollsPerTurn = 3

// Config sets up a game.
type Config struct {
	// Seats is the number of players, 1 to 6; 0 means 1 (solitaire).
	Seats int `json:"seats"`
	// Undo lists the seats that may take back their last score until the
	// next roll by anyone (people: a computer never needs to); none by
	// default.
	Undo []game.Seat `json:"undo,omitempty"`
}

func (c Config) withDefaults() (Config, error) {
	if c.Seats == 0 {
		c.Seats = 1
	}
	if c.Seats < 1 || c.Seats > MaxSeats {
		return c, fmt.Errorf("seats %d: want 1 to %d", c.Seats, MaxSeats)
	}
	for i, s := range c.Undo {
		if s < 0 || int(s) >= c.Seats || slices.Contains(c.Undo[:i], s) {
			return c, fmt.Errorf("undo seat %s: want each seat of the table once at most", s)
		}
	}
	return c, nil
}

// mayUndo reports whether seat s may take back its scores.
func (c Config) mayUndo(s game.Seat) bool { return slices.Contains(c.Undo, s) }
