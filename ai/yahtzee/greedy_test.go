package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"

	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// view returns seat 0's view of a solitaire turn.
func view(card yz.Card, d dice.Hand, rollsUsed int) gy.View {
	return gy.View{Viewer: 0, Config: gy.Config{Seats: 1}, Round: 1, Turn: 0, RollsUsed: rollsUsed,
		Dice: d, Cards: [gy.MaxSeats]yz.Card{card}}
}

func TestGreedyPlays(t *testing.T) {
	p := greedyPlayer{}
	tests := []struct {
		name      string
		card      yz.Card
		dice      dice.Hand
		rollsUsed int
		want      gy.Action
	}{
		{"first roll", yz.Card{}, dice.Hand{}, 0, gy.Roll(0)},
		{"a large straight is scored at once", yz.Card{}, dice.Hand{5, 4, 3, 2, 1}, 1, gy.ScoreBox(yz.LargeStraight)},
		{"a Yahtzee is scored at once", yz.Card{}, dice.Hand{2, 2, 2, 2, 2}, 1, gy.ScoreBox(yz.Yahtzee)},
		{"three of a kind: keep them", yz.Card{}, dice.Hand{6, 6, 2, 6, 3}, 1, gy.Roll(0b01011)},
		{"the best score after the last roll", yz.Card{}, dice.Hand{1, 2, 3, 4, 6}, 3, gy.ScoreBox(yz.SmallStraight)},
		{"ties: the first box in card order", yz.Card{Filled: allBoxes &^ (1<<yz.FullHouse | 1<<yz.LargeStraight)},
			dice.Hand{1, 1, 2, 3, 6}, 3, gy.ScoreBox(yz.FullHouse)},
		{"the joker rule forces the face box", yz.Card{Filled: 1 << yz.Yahtzee, Scores: [yz.NumBoxes]int{yz.Yahtzee: 50}},
			dice.Hand{1, 1, 1, 1, 1}, 3, gy.ScoreBox(yz.Ones)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := view(tt.card, tt.dice, tt.rollsUsed)
			a := p.Decide(v)
			assert.Equal(t, tt.want, a)
			assert.NoError(t, v.Check(a))
		})
	}
}

// greedyHold maximises this turn's expected best raw score only: with
// Chance the only open box it keeps the high dice.
func TestGreedyHoldIgnoresTheFuture(t *testing.T) {
	card := yz.Card{Filled: allBoxes &^ (1 << yz.Chance)}
	d := dice.Hand{6, 1, 5, 2, 4}
	assert.Equal(t, dice.Mask(0b10101), greedyHold(card, d, 1), "one roll left: keep 6, 5, 4, each above the 3.5 of a reroll")
	assert.Equal(t, dice.Mask(0b00101), greedyHold(card, d, 2), "with two rolls left keep 6 and 5: a die with two rolls to go is worth 4⅔")
}
