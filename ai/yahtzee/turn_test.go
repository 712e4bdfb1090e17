package yahtzee

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// lastBox returns the value of a turn in which box b is the only open one
// and nothing follows.
func lastBox(b yz.Box, y50 bool) float64 {
	tn := newTurn(theScoring(), 1)
	var sc successors // the card is full afterwards: nothing to come
	for c := range dice.HandSize + 1 {
		for f := range sc.upper {
			sc.upper[f][c] = float64(c * (f + 1))
		}
	}
	tn.finals(1<<b, y50, &sc)
	return tn.value()
}

// Turns with one box left have textbook values.
func TestTurnValueOfALastBox(t *testing.T) {
	// Chance: each die is kept from 5 up with two rolls left, from 4 up
	// with one, so each is worth 1/3·(5+6)/2 + 2/3·(1/2·5 + 1/2·3.5) = 14/3.
	assert.InDelta(t, 5*14.0/3, lastBox(yz.Chance, false), 1e-12)
	// Sixes: each die shows a six after three tries with chance 1-(5/6)^3.
	assert.InDelta(t, 6*5*(1-math.Pow(5.0/6, 3)), lastBox(yz.Sixes, false), 1e-12)
	// Yahtzee: 50 times the chance of five of a kind in three rolls,
	// 2,783,176 of 6^10 (holding the most common face).
	assert.InDelta(t, 50*2783176.0/60466176, lastBox(yz.Yahtzee, false), 1e-12)
	// Large straight: 40 times its chance in three rolls.
	ls := lastBox(yz.LargeStraight, false)
	assert.Greater(t, ls, 40*0.26)
	assert.Less(t, ls, 40*0.27)
}

// A Yahtzee as the last roll with the Yahtzee box holding 50 earns the
// bonus on top of the joker score.
func TestFinalsJokerBonus(t *testing.T) {
	l := theLattice()
	var sc successors
	for f := range sc.upper {
		for c := range dice.HandSize + 1 {
			sc.upper[f][c] = float64(c * (f + 1))
		}
	}
	open := uint16(1<<yz.Twos | 1<<yz.Chance)
	for _, y50 := range []bool{false, true} {
		bonus := 0.0
		if y50 {
			bonus = 100
		}
		tn := newTurn(theScoring(), 1)
		tn.finals(open, y50, &sc)
		assert.Equal(t, 10+bonus, tn.e[rollBase+l.rollOf(dice.Hand{2, 2, 2, 2, 2})], "forced into Twos")
		assert.Equal(t, 30+bonus, tn.e[rollBase+l.rollOf(dice.Hand{6, 6, 6, 6, 6})], "Sixes filled: any open lower box")
		assert.Equal(t, 17.0, tn.e[rollBase+l.rollOf(dice.Hand{1, 2, 3, 5, 6})], "no joker: the best box")
		greedy := newTurn(theScoring(), 0)
		greedy.finals(open, y50, &sc)
		assert.Equal(t, 30.0, greedy.e[rollBase+l.rollOf(dice.Hand{6, 6, 6, 6, 6})], "raw scores leave the bonus out")
	}
}
