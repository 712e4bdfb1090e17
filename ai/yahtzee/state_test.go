package yahtzee

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func TestStateOf(t *testing.T) {
	assert.Equal(t, Fresh, StateOf(yz.Card{}))
	c, _, err := yz.Card{}.Fill(dice.Hand{6, 6, 6, 6, 6}, yz.Yahtzee)
	require.NoError(t, err)
	c, _, err = c.Fill(dice.Hand{6, 6, 6, 6, 6}, yz.Sixes)
	require.NoError(t, err)
	assert.Equal(t, State{Open: allBoxes &^ (1<<yz.Yahtzee | 1<<yz.Sixes), Upper: 30, Y50: true}, StateOf(c))

	scratched, _, err := yz.Card{}.Fill(dice.Hand{1, 2, 3, 4, 6}, yz.Yahtzee)
	require.NoError(t, err)
	assert.False(t, StateOf(scratched).Y50)

	rich := yz.Card{Filled: upperBoxes, Scores: [yz.NumBoxes]int{5, 10, 15, 20, 25, 30}}
	assert.Equal(t, 63, StateOf(rich).Upper, "the upper total is capped at 63")
}

func TestReachable(t *testing.T) {
	tests := []struct {
		name string
		s    State
		want bool
	}{
		{"fresh", Fresh, true},
		{"fresh with points", State{Open: allBoxes, Upper: 3}, false},
		{"aces filled: 0..5", State{Open: allBoxes &^ 1, Upper: 5}, true},
		{"aces filled: not 6", State{Open: allBoxes &^ 1, Upper: 6}, false},
		{"twos filled: even only", State{Open: allBoxes &^ 2, Upper: 7}, false},
		{"twos filled: 8", State{Open: allBoxes &^ 2, Upper: 8}, true},
		{"sixes and fives: 63 is 63 or more", State{Open: allBoxes &^ (1<<yz.Fives | 1<<yz.Sixes), Upper: 63}, false},
		{"all upper: 63", State{Open: lowerBoxes, Upper: 63}, true},
		{"y50 needs the Yahtzee box filled", State{Open: allBoxes, Y50: true}, false},
		{"y50 with the box filled", State{Open: allBoxes &^ yahtzeeBit, Y50: true}, true},
		{"box 13 does not exist", State{Open: 1 << 13}, false},
		{"negative upper", State{Open: allBoxes, Upper: -1}, false},
		{"over 63", State{Open: 0, Upper: 64}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.s.Reachable())
		})
	}
}

func TestBonusOpen(t *testing.T) {
	assert.True(t, bonusOpen(allBoxes, 0))
	assert.False(t, bonusOpen(lowerBoxes, 62), "no upper box left")
	assert.False(t, bonusOpen(allBoxes, 63), "already earned")
	assert.True(t, bonusOpen(1<<yz.Sixes, 33), "five sixes make 63")
	assert.False(t, bonusOpen(1<<yz.Sixes, 32))
	assert.Equal(t, 105, upperLeft(allBoxes))
}

// CardOf builds a card in the state asked for, for every reachable state of
// a random sample of open sets.
func TestCardOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		open := uint16(rng.IntN(allBoxes + 1))
		for u := range yz.UpperBonusAt + 1 {
			for _, y := range []bool{false, true} {
				s := State{Open: open, Upper: u, Y50: y}
				c, err := CardOf(s)
				if !s.Reachable() {
					assert.ErrorIs(t, err, ErrUnreachable)
					continue
				}
				require.NoError(t, err)
				require.Equal(t, s, StateOf(c))
				for b := range yz.Sixes + 1 {
					assert.Zero(t, c.Scores[b]%b.Face())
					assert.LessOrEqual(t, c.Scores[b], 5*b.Face())
				}
			}
		}
	}
}
