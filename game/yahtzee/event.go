package yahtzee

import (
	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// TurnStarted opens a seat's turn.
type TurnStarted struct {
	Seat  game.Seat
	Round int
}

// DiceRolled reports a roll: Dice holds all five faces after it, Rolled the
// positions thrown, Roll the roll's number in the turn (1..3).
type DiceRolled struct {
	Seat   game.Seat
	Dice   dice.Hand
	Rolled dice.Mask
	Roll   int
}

// BoxScored reports a box filled: Points is the box's score, Bonus a
// Yahtzee bonus earned with it, Joker whether the forced joker rule applied.
type BoxScored struct {
	Seat   game.Seat
	Box    yz.Box
	Dice   dice.Hand
	Points int
	Bonus  int
	Joker  bool
	Total  int // the seat's total after scoring
}

// GameOver reports the final totals and the winners (several on a tie).
type GameOver struct {
	Totals  [MaxSeats]int
	Winners []game.Seat
}

// EventName implements game.Event.
func (TurnStarted) EventName() string { return "turn_started" }

// EventName implements game.Event.
func (DiceRolled) EventName() string { return "dice_rolled" }

// EventName implements game.Event.
func (BoxScored) EventName() string { return "box_scored" }

// EventName implements game.Event.
func (GameOver) EventName() string { return "game_over" }
