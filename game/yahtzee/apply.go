package yahtzee

import (
	"slices"

	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// Apply implements the view's half of the reducer: v moved by e is the
// view after it. A step's events applied in order carry the view before
// the step to the view after it. Apply never modifies v: the slices it
// changes are copies.
func (Engine) Apply(v View, e game.Event) View {
	switch e := e.(type) {
	case TurnStarted:
		v.Turn, v.Round = e.Seat, e.Round
	case DiceRolled:
		v.Turn, v.Dice, v.RollsUsed, v.Undo = e.Seat, e.Dice, e.Roll, nil
	case BoxScored:
		c := &v.Cards[e.Seat]
		c.Filled |= 1 << e.Box
		c.Scores[e.Box] = e.Points
		c.Bonuses += e.Bonus / yz.YahtzeeBonus
		v.Undo = nil
		if v.Config.mayUndo(e.Seat) {
			v.Undo = &Undoable{Seat: e.Seat, Box: e.Box}
		}
		v.nextTurn()
	case ScoreTakenBack:
		c := &v.Cards[e.Seat]
		c.Filled &^= 1 << e.Box
		c.Scores[e.Box] = 0
		c.Bonuses -= e.Bonus / yz.YahtzeeBonus
		v.Turn, v.Round, v.RollsUsed, v.Dice, v.Undo = e.Seat, e.Round, e.Roll, e.Dice, nil
	case GameOver:
		v.Over, v.Winners, v.Undo = true, slices.Clone(e.Winners), nil
	}
	return v
}

// nextTurn passes the dice to the next seat, and after the last seat to
// the first in the next round (the last round ends with GameOver).
func (v *View) nextTurn() {
	v.RollsUsed, v.Dice = 0, dice.Hand{}
	v.Turn++
	if int(v.Turn) < v.Config.Seats {
		return
	}
	v.Turn = 0
	if v.Round < Rounds {
		v.Round++
	}
}
