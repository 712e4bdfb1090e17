package yahtzee

import (
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"

	gy "teahouse/game/yahtzee"
)

// greedyPlayer is the per-turn player of the seed: it holds for the highest
// expected raw box score of this turn (by DP over the rolls left, among the
// open boxes the joker rule allows) and scores the dice in the box that
// scores most now, ignoring the upper bonus, the Yahtzee bonus and every
// later turn. Ties go to the first box in card order and to the hold of the
// lowest mask (the leftmost dice).
type greedyPlayer struct{}

// Decide rolls, holds or scores.
func (greedyPlayer) Decide(v gy.View) gy.Action {
	if !toMove(v) {
		return refused
	}
	card := v.Cards[v.Viewer]
	if v.RollsUsed == 0 || !v.Dice.Valid() {
		return gy.Roll(0) // the first roll (or a reroll of dice that are not dice)
	}
	if v.RollsUsed < gy.RollsPerTurn {
		if h := greedyHold(card, v.Dice, gy.RollsPerTurn-v.RollsUsed); h != dice.FullMask {
			return gy.Roll(h)
		}
	}
	return gy.ScoreBox(greedyBox(card, v.Dice))
}

// greedyHold returns the hold of d with the highest expected best raw box
// score at the end of the turn.
func greedyHold(card yz.Card, d dice.Hand, rollsLeft int) dice.Mask {
	tn := getTurn(0)
	defer putTurn(tn)
	open := allBoxes &^ card.Filled
	var sc successors // no future: every box is worth its points alone
	for b := range sc.upper {
		for c := range dice.HandSize + 1 {
			sc.upper[b][c] = float64(c * (b + 1))
		}
	}
	y50 := card.Scores[yz.Yahtzee] == yz.YahtzeeScore
	tn.finals(open, y50, &sc)
	var hs [1 << dice.HandSize]HoldAdvice
	n := tn.rankHolds(d, rollsLeft, 0, &hs)
	return bestOf(hs[:n]).Hold
}

// greedyBox returns the allowed box in which d scores most (the Yahtzee
// bonus, which every allowed box earns alike, left out); the first such box
// in card order on a tie.
func greedyBox(card yz.Card, d dice.Hand) yz.Box {
	best, bestPts := yz.Box(0), -1
	for _, b := range card.Allowed(d) {
		if p, _, _ := card.Points(d, b); p > bestPts {
			best, bestPts = b, p
		}
	}
	return best
}
