package yahtzee

import "fmt"

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
}

func (c Config) withDefaults() (Config, error) {
	if c.Seats == 0 {
		c.Seats = 1
	}
	if c.Seats < 1 || c.Seats > MaxSeats {
		return c, fmt.Errorf("seats %d: want 1 to %d", c.Seats, MaxSeats)
	}
	return c, nil
}
