package yahtzee

import (
	"teahouse/rules/dice"

	gy "teahouse/game/yahtzee"
)

// optimalPlayer plays the solitaire optimum from the table: every hold and
// box maximises the expected final score of its own card. It does not look
// at the other players' cards.
type optimalPlayer struct{ t *Table }

// Decide rolls, holds or scores. On a card no game reaches (which the
// reducer never produces) it plays as the greedy player.
func (p optimalPlayer) Decide(v gy.View) gy.Action {
	if !toMove(v) {
		return refused
	}
	if v.RollsUsed == 0 || !v.Dice.Valid() {
		return gy.Roll(0) // the first roll (or a reroll of dice that are not dice)
	}
	card := v.Cards[v.Viewer]
	if v.RollsUsed < gy.RollsPerTurn {
		var hs [1 << dice.HandSize]HoldAdvice
		n, ok := p.t.holds(card, v.Dice, gy.RollsPerTurn-v.RollsUsed, &hs)
		if !ok {
			return greedyPlayer{}.Decide(v)
		}
		if h := bestOf(hs[:n]).Hold; h != dice.FullMask {
			return gy.Roll(h)
		}
	}
	b, ok := p.t.bestBox(card, v.Dice)
	if !ok {
		return greedyPlayer{}.Decide(v)
	}
	return gy.ScoreBox(b)
}
