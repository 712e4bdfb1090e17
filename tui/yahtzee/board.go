package yahtzee

import (
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// board is what the card and the dice show: the game as a View pictures
// it, then moved along by events as they play out, so a roll can tumble
// and a scored box can flash after the state has passed the dice on.
type board struct {
	round     int
	turn      game.Seat
	rollsUsed int
	dice      dice.Hand // 0 for a die not rolled this turn
	held      dice.Mask // the dice the last roll kept
	cards     [gy.MaxSeats]yz.Card
	over      bool
	winners   []game.Seat

	scoredSeat game.Seat // the box filled last, for the flash
	scoredBox  yz.Box
}

// boardOf pictures the game as v shows it.
func boardOf(v gy.View) board {
	return board{round: v.Round, turn: v.Turn, rollsUsed: v.RollsUsed, dice: v.Dice, cards: v.Cards, over: v.Over, winners: v.Winners}
}

// apply moves the picture along by one event.
func (b board) apply(e game.Event) board {
	switch e := e.(type) {
	case gy.TurnStarted:
		b.round, b.turn, b.rollsUsed, b.dice, b.held = e.Round, e.Seat, 0, dice.Hand{}, 0
	case gy.DiceRolled:
		b.turn, b.dice, b.rollsUsed = e.Seat, e.Dice, e.Roll
		b.held = dice.FullMask &^ e.Rolled
	case gy.BoxScored:
		c := b.cards[e.Seat]
		c.Filled |= 1 << e.Box
		c.Scores[e.Box] = e.Points
		c.Bonuses += e.Bonus / yz.YahtzeeBonus
		b.cards[e.Seat] = c
		b.dice, b.held, b.scoredSeat, b.scoredBox = e.Dice, 0, e.Seat, e.Box
	case gy.ScoreTakenBack:
		c := b.cards[e.Seat]
		c.Filled &^= 1 << e.Box
		c.Scores[e.Box] = 0
		c.Bonuses -= e.Bonus / yz.YahtzeeBonus
		b.cards[e.Seat] = c
		b.round, b.turn, b.rollsUsed, b.dice, b.held = e.Round, e.Seat, e.Roll, e.Dice, 0
	case gy.GameOver:
		b.over, b.winners = true, e.Winners
	}
	return b
}

// card is the card of the seat whose turn the board shows.
func (b board) card() yz.Card { return b.cards[b.turn] }
