package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// Wizard of Odds, Blackjack Appendix 9, "Expected return of game" for
// composition-dependent play off the top (dealer peeks, split to four hands
// except aces, one card to split aces, double any two, 3:2), pages
// 1ds17r4, 1dh17r4, 2dh17r4, 5ds17r4, 5dh17r4. The splitting approximation
// is the same as ours ("only considered how many hands the player had
// already split"), so the figures agree to about 0.0003%.
var wizardAppendix9 = []struct {
	decks    int
	h17, das bool
	ev       float64
}{
	{1, false, true, 0.001839},
	{1, false, false, 0.000423},
	{1, true, true, -0.000072},
	{1, true, false, -0.001513},
	{2, true, true, -0.003797},
	{2, true, false, -0.005252},
	{5, false, true, -0.003804},
	{5, false, false, -0.005225},
	{5, true, true, -0.005918},
	{5, true, false, -0.007366},
}

func TestOptimalEVMatchesWizardAppendix9(t *testing.T) {
	for i, w := range wizardAppendix9 {
		if short() && i >= 2 {
			break // each multi-deck one takes seconds; make test runs them without -short and -race
		}
		r := rulesWith(w.decks, w.h17)
		r.DAS = w.das
		ev, err := OptimalEV(r)
		require.NoError(t, err)
		assert.InDelta(t, w.ev, ev, 5e-6, "%d decks h17=%v das=%v", w.decks, w.h17, w.das)
	}
}

// Playing the chart is never better than playing every hand
// composition-dependently, and only slightly worse.
func TestChartEVBelowOptimal(t *testing.T) {
	for _, r := range []bj.Rules{rulesWith(1, false), rulesWith(6, true)} {
		if short() && r.Decks == 6 {
			continue
		}
		c, err := ChartFor(r)
		require.NoError(t, err)
		opt, err := OptimalEV(r)
		require.NoError(t, err)
		ch := ChartEV(c)
		assert.LessOrEqual(t, ch, opt+1e-12)
		assert.Less(t, opt-ch, 0.0006, "basic strategy gives up little: %d decks", r.Decks)
	}
}

// 6:5 costs exactly 0.3 of a bet on every player natural that is not
// pushed, about 1.4% of the house edge.
func TestPayoutSixToFive(t *testing.T) {
	r := rulesWith(1, false)
	a, err := OptimalEV(r)
	require.NoError(t, err)
	r.Payout = bj.SixToFive
	b, err := OptimalEV(r)
	require.NoError(t, err)
	// Natural: 4·16/(52·51)·2 ordered, times no dealer natural.
	pNat := 2 * 4.0 / 52 * 16 / 51
	assert.InDelta(t, 0.3*pNat*(1-0.03), a-b, 0.0015)
	assert.InDelta(t, 0.0139, a-b, 0.001)

	_, err = OptimalEV(bj.Rules{})
	assert.ErrorIs(t, err, bj.ErrRules)
}
