package yahtzee

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func TestTableValue(t *testing.T) {
	tb := sharedTable(t)
	assert.Equal(t, tb.FreshValue(), tb.Value(allBoxes, 0, false))
	assert.Equal(t, tb.FreshValue(), tb.StateValue(Fresh))
	assert.True(t, math.IsNaN(tb.Value(allBoxes, 5, false)), "unreachable")
	assert.True(t, math.IsNaN(tb.Value(allBoxes, 0, true)), "unreachable")
	assert.True(t, math.IsNaN(tb.Value(1<<13, 0, false)), "no such box")
	assert.Zero(t, tb.Value(0, 63, true), "nothing left to score")
	assert.Equal(t, tb.Value(lowerBoxes, 63, false), tb.Value(lowerBoxes, 90, false), "upper totals from 63 up are one")

	// Only Chance left: its expectation under the best holds, well above
	// the 17.5 of a single roll.
	chance := tb.Value(1<<yz.Chance, 0, false)
	assert.Greater(t, chance, 22.0)
	assert.Less(t, chance, 24.0)

	// The bonus is worth having: the same boxes open with it in reach, or
	// already earned, beat no bonus at all.
	open := uint16(1<<yz.Sixes | 1<<yz.Chance)
	assert.Greater(t, tb.Value(open, 33, false), tb.Value(open, 30, false))
	assert.Equal(t, tb.Value(open, 30, false), tb.Value(open, 63, false), "no bonus to win either way")
}

func TestTableExpected(t *testing.T) {
	tb := sharedTable(t)
	assert.Equal(t, tb.FreshValue(), tb.Expected(yz.Card{}))
	c, pts, err := yz.Card{}.Fill(dice.Hand{6, 6, 6, 6, 6}, yz.Yahtzee)
	require.NoError(t, err)
	assert.Equal(t, 50, pts)
	assert.InDelta(t, 50+tb.StateValue(StateOf(c)), tb.Expected(c), 1e-12)
	assert.Greater(t, tb.Expected(c), tb.FreshValue()+50, "a Yahtzee in the box also brings bonus chances")
}

// TestTableSize reports the table's memory size (target: under 16 MB).
func TestTableSize(t *testing.T) {
	tb := sharedTable(t)
	size := tb.Size()
	t.Logf("table: %d entries, %d bytes (%.1f MiB); %d states solved, the rest copied or unreachable",
		len(tb.vals), size, float64(size)/(1<<20), tb.Info().States)
	assert.Equal(t, 8<<20, size)
	assert.Less(t, size, 16_000_000)
	reachable := 0
	for _, v := range tb.vals {
		if !math.IsNaN(v) {
			reachable++
		}
	}
	t.Logf("reachable states: %d", reachable)
	assert.Greater(t, reachable, tb.Info().States)
}
