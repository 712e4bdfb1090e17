package yahtzee

import (
	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// TurnStarted opens a seat's turn.
type TurnStarted struct {
	Seat  game.Seat `json:"seat"`
	Round int       `json:"round"`
}

// DiceRolled reports a roll: Dice holds all five faces after it, Rolled the
// positions thrown, Roll the roll's number in the turn (1..3).
type DiceRolled struct {
	Seat   game.Seat `json:"seat"`
	Dice   dice.Hand `json:"dice"`
	Rolled dice.Mask `json:"rolled"`
	Roll   int       `json:"roll"`
}

// BoxScored reports a box filled: Points is the box's score, Bonus a
// Yahtzee bonus earned with it, Joker whether the forced joker rule applied.
type BoxScored struct {
	Seat   game.Seat `json:"seat"`
	Box    yz.Box    `json:"box"`
	Dice   dice.Hand `json:"dice"`
	Points int       `json:"points"`
	Bonus  int       `json:"bonus"`
	Joker  bool      `json:"joker"`
	Total  int       `json:"total"` // the seat's total after scoring
}

// ScoreTakenBack reports a score taken back: Box is open again, Points
// and Bonus are what it had scored, and the turn is back where it was,
// Dice after roll Roll of round Round, with the seat's total Total.
type ScoreTakenBack struct {
	Seat   game.Seat `json:"seat"`
	Box    yz.Box    `json:"box"`
	Points int       `json:"points"`
	Bonus  int       `json:"bonus"`
	Dice   dice.Hand `json:"dice"`
	Roll   int       `json:"roll"`
	Round  int       `json:"round"`
	Total  int       `json:"total"`
}

// GameOver reports the final totals and the winners (several on a tie).
type GameOver struct {
	Totals  [MaxSeats]int `json:"totals"`
	Winners []game.Seat   `json:"winners"`
}

// EventName implements game.Event.
func (TurnStarted) EventName() string { return "turn_started" }

// EventName implements game.Event.
func (DiceRolled) EventName() string { return "dice_rolled" }

// EventName implements game.Event.
func (BoxScored) EventName() string { return "box_scored" }

// EventName implements game.Event.
func (ScoreTakenBack) EventName() string { return "score_taken_back" }

// EventName implements game.Event.
func (GameOver) EventName() string { return "game_over" }
