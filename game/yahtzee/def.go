package yahtzee

import (
	"teahouse/game/catalog"
)

// Def is Yahtzee in the game catalog: one to six seats, and no options (a
// game is 13 rounds; the screen lets people take back a score).
var Def = catalog.Def[Config, State, Action, View]{
	Game:     Game,
	Title:    "Yahtzee",
	Blurb:    "Score 13 boxes with five dice; an optimal AI and an exact advisor.",
	Seats:    2,
	MinSeats: 1,
	MaxSeats: MaxSeats,
	Seated:   func(c *Config, seats int) { c.Seats = seats },
	Tally:    Tally,
}
