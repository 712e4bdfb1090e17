package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// The optimal player follows the advisor's first choice.
func TestOptimalFollowsTheAdvisor(t *testing.T) {
	tb := sharedTable(t)
	p, err := New("optimal", tb)
	require.NoError(t, err)
	card, _, err := yz.Card{}.Fill(dice.Hand{3, 3, 3, 1, 2}, yz.Threes)
	require.NoError(t, err)
	for _, d := range []dice.Hand{{6, 6, 6, 2, 3}, {1, 2, 3, 4, 6}, {3, 5, 3, 5, 1}, {1, 2, 3, 4, 5}, {4, 4, 4, 4, 4}} {
		for used := 1; used <= 3; used++ {
			a := p.Decide(view(card, d, used))
			if used < 3 {
				if best := Holds(tb, card, d, 3-used, 1)[0].Hold; best != dice.FullMask {
					assert.Equal(t, gy.Roll(best), a, "%v with %d rolls used", d, used)
					continue
				}
			}
			assert.Equal(t, gy.ScoreBox(Boxes(tb, card, d)[0].Box), a, "%v with %d rolls used", d, used)
		}
	}
}

func TestOptimalPlays(t *testing.T) {
	p, err := New("optimal", sharedTable(t))
	require.NoError(t, err)
	assert.Equal(t, gy.Roll(0b00111), p.Decide(view(yz.Card{}, dice.Hand{6, 6, 6, 2, 3}, 1)))
	assert.Equal(t, gy.ScoreBox(yz.LargeStraight), p.Decide(view(yz.Card{}, dice.Hand{1, 2, 3, 4, 5}, 1)))
	assert.Equal(t, gy.ScoreBox(yz.Yahtzee), p.Decide(view(yz.Card{}, dice.Hand{2, 2, 2, 2, 2}, 2)))
	// Off the table (an unreachable card) it still plays legally.
	odd := view(yz.Card{Filled: 1, Scores: [yz.NumBoxes]int{7}}, dice.Hand{6, 6, 6, 2, 3}, 1)
	a := p.Decide(odd)
	assert.NoError(t, odd.Check(a))
	assert.Equal(t, greedyPlayer{}.Decide(odd), a)
}
