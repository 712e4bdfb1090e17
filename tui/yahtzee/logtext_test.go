package yahtzee

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
)

// faceWith is a face and a view whose card totals are totals, named for
// players.
func faceWith(players []game.Player, totals ...int) (face, ctx) {
	f := newFace(newFuture(cacheDir))
	var v gy.View
	for i, t := range totals {
		v.Cards[i].Filled, v.Cards[i].Scores[yz.Chance] = 1<<yz.Chance, t
	}
	return f, ctx{Names: screen.SeatNames(players, len(players)), Players: players, View: v}
}

// Equal totals share a place, and the next place is skipped; the result
// names everyone who shares the win.
func TestLogRankingAndSharedWins(t *testing.T) {
	_, c := faceWith([]game.Player{you, aiOptimal, aiGreedy, p2}, 20, 25, 20, 18)
	assert.Equal(t, []string{"1. AI (optimal) 25", "2. You 20", "2. AI (greedy) 20", "4. Player 2 18"}, rankingLines(c, c.View))
	assert.Equal(t, "AI (optimal) wins with 25", resultWords(c, c.View, []game.Seat{1}, 0))
	assert.Equal(t, "You and AI (greedy) share the win with 20", resultWords(c, c.View, []game.Seat{0, 2}, 0))
	solo, c1 := faceWith([]game.Player{you}, 23)
	assert.Equal(t, "You score 23", resultWords(c1, c1.View, []game.Seat{0}, 0))
	assert.Equal(t, []string{"You score 23"}, solo.Summary(c1, game.Outcome{Over: true, Winners: []game.Seat{0}}), "alone: no ranking")
}

// The log says what each event did, from the table as it was before it.
func TestLogLines(t *testing.T) {
	f, c := faceWith([]game.Player{you, aiOptimal}, 0, 0)
	c.Env = testEnv(false)
	v := c.View
	v.Dice = dice.Hand{3, 6, 5, 3, 6}
	v.Cards[0].Filled |= 1<<yz.Sixes | 1<<yz.Fives
	v.Cards[0].Scores[yz.Sixes], v.Cards[0].Scores[yz.Fives] = 30, 25
	tests := []struct {
		e    game.Event
		want []string
	}{
		{gy.TurnStarted{Seat: 0, Round: 3}, []string{"── Round 3 ──"}},
		{gy.TurnStarted{Seat: 1, Round: 3}, nil},
		{gy.DiceRolled{Seat: 0, Dice: dice.Hand{3, 6, 5, 3, 6}, Rolled: dice.FullMask, Roll: 1}, []string{"You roll 3 6 5 3 6"}},
		{gy.DiceRolled{Seat: 1, Dice: dice.Hand{3, 6, 6, 3, 6}, Rolled: 0b00100, Roll: 2}, []string{"AI (optimal) keeps 3 6 3 6, rerolls: 3 6 6 3 6"}},
		{gy.DiceRolled{Seat: 0, Dice: dice.Hand{1, 2, 3, 4, 5}, Rolled: dice.FullMask, Roll: 3}, []string{"You reroll all: 1 2 3 4 5"}},
		{gy.BoxScored{Seat: 1, Box: yz.FullHouse, Points: 25}, []string{"AI (optimal) scores 25 in Full house."}},
		{gy.BoxScored{Seat: 0, Box: yz.Fours, Points: 8}, []string{"You score 8 in Fours.", "  Upper bonus +35 (63 in the upper section)."}},
		{gy.BoxScored{Seat: 0, Box: yz.LargeStraight, Points: 40, Bonus: 100, Joker: true}, []string{"You score 40 in Lg. straight (joker).", "  Yahtzee bonus +100!"}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, f.Describe(c, v, gy.Game.Apply(v, tc.e), tc.e), "%#v", tc.e)
	}
}

// Several computers of one level share a line of what they could expect,
// named by seat, so that the result of six players fits.
func TestLogExpectationsOfSeveralComputers(t *testing.T) {
	f, c := faceWith([]game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal})
	f.strat.table = tableOf(t)
	want := fmt.Sprintf("P2, P4 and P6 (optimal) each expected %.2f at the start.", f.strat.table.FreshValue())
	assert.Equal(t, []string{want, "P3 and P5 (greedy) have no exact expectation."}, f.expectLines(c))
}
