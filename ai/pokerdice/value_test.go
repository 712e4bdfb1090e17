package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// TestHoldsEveryHand compares the distinct holds of all 7776 rolls with a
// brute-force list: the same masks (the leftmost of each multiset) in the
// same order, under both rules.
func TestHoldsEveryHand(t *testing.T) {
	tb := tables()
	var h dice.Hand
	for n := range 7776 {
		for i, k := 0, n; i < dice.HandSize; i, k = i+1, k/dice.Sides {
			h[i] = k%dice.Sides + 1
		}
		for _, rule := range []pd.HoldRule{pd.Free, pd.Strict} {
			var c [maxHolds]candidate
			got := c[:tb.holds(h, rule, &c)]
			want := bruteHolds(h, rule)
			require.Len(t, got, len(want), "%v %s", h, rule)
			for i, m := range want {
				require.Equal(t, m, got[i].mask, "%v %s", h, rule)
				require.Equal(t, tb.keptOf[maskKey(h, m)], got[i].kept)
			}
		}
	}
}

func TestBeliefOf(t *testing.T) {
	tb := tables()
	b, ok := tb.beliefOf(secondView(hand("12345"), hand("55123"), 0b00011, pd.Free))
	require.True(t, ok)
	assert.False(t, b.respond)
	assert.Equal(t, tb.keptOf[2*faceKey(5)], b.theirs, "the opponent keeps its two 5s")

	forced := secondView(hand("12345"), hand("55123"), 0b00011, pd.Free)
	forced.Players[0].Forced = 0b00001
	b, _ = tb.beliefOf(forced)
	assert.Equal(t, tb.keptOf[faceKey(5)], b.theirs, "a forced die rerolls")

	b, _ = tb.beliefOf(hidden(secondView(hand("12345"), hand("55123"), 0b00011, pd.Free), 0b00010))
	assert.Equal(t, tb.keptOf[faceKey(5)], b.theirs, "an unseen held die counts as rerolled")

	b, ok = tb.beliefOf(hidden(firstView(hand("12345"), hand("55123"), pd.Strict), 0b00100))
	require.True(t, ok)
	assert.True(t, b.respond)
	assert.Equal(t, 4, b.unseen)
	assert.Equal(t, faceKey(1), b.known)
	assert.Equal(t, pd.Strict, b.rule)

	relock := hidden(secondView(hand("12345"), hand("55123"), 0b00011, pd.Free), 0b10001)
	relock.Phase = gp.PhaseRelock
	b, _ = tb.beliefOf(relock)
	assert.Equal(t, tb.keptOf[faceKey(5)+faceKey(3)], b.theirs, "after the reroll: the faces in sight")
}
