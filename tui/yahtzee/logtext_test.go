package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
)

func TestLogLines(t *testing.T) {
	m := start(t, testEnv(false), setup(42))
	seen := board{dice: dice.Hand{3, 6, 5, 3, 6}}
	seen.cards[0].Scores[yz.Sixes] = 30
	seen.cards[0].Scores[yz.Fives] = 25
	seen.cards[0].Filled = 1<<yz.Sixes | 1<<yz.Fives
	tests := []struct {
		name string
		e    game.Event
		want []string
	}{
		{"a round starts with P1's turn", gy.TurnStarted{Seat: 0, Round: 3}, []string{"── Round 3 ──"}},
		{"another seat's turn says nothing", gy.TurnStarted{Seat: 1, Round: 3}, nil},
		{"the first roll", gy.DiceRolled{Seat: 0, Dice: dice.Hand{3, 6, 5, 3, 6}, Rolled: dice.FullMask, Roll: 1}, []string{"You roll 3 6 5 3 6"}},
		{"a reroll keeping dice", gy.DiceRolled{Seat: 1, Dice: dice.Hand{3, 6, 6, 3, 6}, Rolled: 0b00100, Roll: 2},
			[]string{"AI (optimal) keeps 3 6 3 6, rerolls: 3 6 6 3 6"}},
		{"a reroll of all", gy.DiceRolled{Seat: 0, Dice: dice.Hand{1, 2, 3, 4, 5}, Rolled: dice.FullMask, Roll: 3}, []string{"You reroll all: 1 2 3 4 5"}},
		{"a box", gy.BoxScored{Seat: 1, Box: yz.FullHouse, Points: 25}, []string{"AI (optimal) scores 25 in Full house."}},
		{"the upper bonus", gy.BoxScored{Seat: 0, Box: yz.Fours, Points: 8}, []string{"You score 8 in Fours.", "  Upper bonus +35 (63 in the upper section)."}},
		{"a joker with its bonus", gy.BoxScored{Seat: 0, Box: yz.LargeStraight, Points: 40, Bonus: 100, Joker: true},
			[]string{"You score 40 in Lg. straight (joker).", "  Yahtzee bonus +100!"}},
		{"the end", gy.GameOver{Totals: [gy.MaxSeats]int{201, 240}, Winners: []game.Seat{1}}, []string{"Game over: AI (optimal) wins with 240."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := seen
			if tc.name == "the upper bonus" {
				s.cards[0].Scores[yz.Sixes], s.cards[0].Scores[yz.Fives] = 30, 25
			}
			assert.Equal(t, tc.want, m.describe(tc.e, s))
		})
	}
}

func TestLogResultWords(t *testing.T) {
	m := start(t, testEnv(false), setup(1, you, aiOptimal, aiGreedy))
	assert.Equal(t, "You and AI (greedy) share the win with 230",
		m.resultWords([gy.MaxSeats]int{230, 200, 230}, []game.Seat{0, 2}))
	solo := start(t, testEnv(false), setup(1, you))
	assert.Equal(t, "You score 231", solo.resultWords([gy.MaxSeats]int{231}, []game.Seat{0}))
}

// Equal totals share a place, and the next place is skipped.
func TestLogRanking(t *testing.T) {
	got := ranking([]int{200, 250, 200, 180})
	assert.Equal(t, []placing{{1, 1, 250}, {2, 0, 200}, {2, 2, 200}, {4, 3, 180}}, got)
}

// The names of the seats, and a hot seat's players by seat.
func TestLogNames(t *testing.T) {
	m := start(t, testEnv(false), setup(1, aiOptimal, aiOptimal))
	assert.Equal(t, screen.Names{"P1 AI (optimal)", "P2 AI (optimal)"}, m.names)
	assert.Equal(t, "P2 AI (optimal) keeps 6, rerolls: 6 1 1 1 1",
		m.describe(gy.DiceRolled{Seat: 1, Dice: dice.Hand{6, 1, 1, 1, 1}, Rolled: 0b11110, Roll: 2}, board{dice: dice.Hand{6, 2, 2, 2, 2}})[0])
}
