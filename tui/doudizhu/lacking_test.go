package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screentest"
)

// A chain typed with a rank the hand lacks says which rank, and keeps
// saying it to the end of the run, rather than silently selecting part of
// it; a new run starts afresh.
func TestTypedChainSaysTheRankLacking(t *testing.T) {
	m := landlord(t)
	hand := gd.Game.View(truth(t, m), 0).Mine().Counts()
	gap := -1
	for r := dz.Four; r <= dz.Jack; r++ {
		if hand[r] == 0 && hand[r-1] > 0 && hand[r+1] > 0 {
			gap = int(r)
			break
		}
	}
	require.GreaterOrEqual(t, gap, 0, "the hand has a gap between held ranks: %s", hand)
	missing := dz.Rank(gap)
	keys := []string{(missing - 1).String(), missing.String(), (missing + 1).String()}
	m = press(t, m, keys...)
	view := screentest.Flatten(m.View())
	assert.Contains(t, view, "You hold no "+missing.Name()+": the cards selected lack it.", "typed %v", keys)
	m = press(t, m, "left", (missing + 1).String())
	assert.NotContains(t, screentest.Flatten(m.View()), "the cards selected lack", "a new run starts afresh")
}
