package blackjack

import (
	"fmt"

	"teahouse/game"

	bj "teahouse/rules/blackjack"
)

// MaxSeats is the largest table.
const MaxSeats = 5

// Config sets up a table.
type Config struct {
	// Rules are the table's rule options; the zero value means bj.Default()
	// (6 decks, S17, DAS, double any two, no surrender, split to 4 hands,
	// no resplit of aces, 3:2, 75% penetration). A partly filled Rules must
	// be valid on its own.
	Rules bj.Rules `json:"rules"`
	// Seats is the number of players, 1 to 5; 0 means 1.
	Seats int `json:"seats"`
	// Bankroll is each seat's starting chips and the size of a rebuy; 0
	// means 1000.
	Bankroll int `json:"bankroll"`
	// Start overrides a seat's starting chips (in half-chip units, so a
	// saved bankroll of 412.5 sits down whole), up to MaxStart; 0 means
	// Bankroll. A screen sets it from each player's saved bankroll, which
	// sits down exactly as it was saved.
	Start [MaxSeats]bj.Amount `json:"start,omitzero"`
	// MinBet and MaxBet are the table limits in whole chips; 0 means 10
	// and 500.
	MinBet int `json:"min_bet"`
	MaxBet int `json:"max_bet"`
	// Rounds ends the game after that many rounds; 0 (the default) plays on
	// until the players leave.
	Rounds int `json:"rounds,omitempty"`
	// BrokeSitsOut makes a seat that cannot bet the minimum sit out at
	// once (it may still take a new bankroll out of turn), as tables did
	// before rules version 2: Upgrade sets it for their logs. By default
	// such a seat has its turn like any other, to take a new bankroll or
	// to sit the round out.
	BrokeSitsOut bool `json:"broke_sits_out,omitempty"`
}

// MaxStart is the most chips a seat may sit down with (Config.Start): a
// million billion, far above any bankroll won at a table and far below
// what an amount holds, so a bankroll never overflows however long the
// game.
const MaxStart int64 = 1_000_000_000_000_000

// Defaults of Config.
const (
	DefaultBankroll = 1000
	DefaultMinBet   = 10
	DefaultMaxBet   = 500
)

// withDefaults fills zero fields with their defaults and checks the rest.
func (c Config) withDefaults() (Config, error) {
	if c.Rules == (bj.Rules{}) {
		c.Rules = bj.Default()
	}
	if c.Seats == 0 {
		c.Seats = 1
	}
	if c.Bankroll == 0 {
		c.Bankroll = DefaultBankroll
	}
	if c.MinBet == 0 {
		c.MinBet = DefaultMinBet
	}
	if c.MaxBet == 0 {
		c.MaxBet = DefaultMaxBet
	}
	if err := c.Rules.Validate(); err != nil {
		return c, err
	}
	switch {
	case c.Seats < 1 || c.Seats > MaxSeats:
		return c, fmt.Errorf("seats %d: want 1 to %d", c.Seats, MaxSeats)
	case c.MinBet < 1:
		return c, fmt.Errorf("minimum bet %d: want at least 1 chip", c.MinBet)
	case c.MaxBet < c.MinBet:
		return c, fmt.Errorf("maximum bet %d is below the minimum %d", c.MaxBet, c.MinBet)
	case c.MaxBet > MaxBet:
		return c, fmt.Errorf("maximum bet %d: want at most %d", c.MaxBet, MaxBet)
	case c.Bankroll < c.MinBet || c.Bankroll > MaxBankroll:
		return c, fmt.Errorf("bankroll %d: want the minimum bet (%d) to %d", c.Bankroll, c.MinBet, MaxBankroll)
	case c.Rounds < 0:
		return c, fmt.Errorf("rounds %d: want 0 (no limit) or more", c.Rounds)
	}
	for i, a := range c.Start {
		if a < 0 || a > bj.Amount(2*MaxStart) {
			return c, fmt.Errorf("starting chips of %s: %s, want 0 to %d", game.Seat(i), a, MaxStart)
		}
	}
	return c, nil
}
