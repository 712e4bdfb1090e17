package rating_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
)

// expected is A's win probability over a player rated d below it.
func expected(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// binomialSE is the standard error of a proportion wp over n deals.
func binomialSE(wp float64, n int) float64 { return math.Sqrt(wp * (1 - wp) / float64(n)) }

func TestFitRatings(t *testing.T) {
	tests := []struct {
		name    string
		players int
		pairs   []rating.Pair
		want    []float64
		within  float64
	}{
		{"two players at 0.76 are about 200 apart", 2,
			[]rating.Pair{{A: 0, B: 1, WP: 0.76, SE: binomialSE(0.76, 400), Deals: 400}},
			[]float64{1600, 1400}, 1},
		{"three consistent players", 3,
			[]rating.Pair{
				{A: 0, B: 1, WP: expected(100), SE: 0.02, Deals: 500},
				{A: 1, B: 2, WP: expected(150), SE: 0.03, Deals: 300},
				{A: 0, B: 2, WP: expected(250), SE: 0.01, Deals: 900},
			},
			[]float64{1500 + 350.0/3, 1500 + 50.0/3, 1500 - 400.0/3}, 1e-6},
		{"a pair's order does not matter", 3,
			[]rating.Pair{
				{A: 1, B: 0, WP: 1 - expected(100), SE: 0.02, Deals: 500},
				{A: 2, B: 1, WP: 1 - expected(150), SE: 0.03, Deals: 300},
				{A: 2, B: 0, WP: 1 - expected(250), SE: 0.01, Deals: 900},
			},
			[]float64{1500 + 350.0/3, 1500 + 50.0/3, 1500 - 400.0/3}, 1e-6},
		{"a pair at wp 1 is moved by half a deal", 2,
			[]rating.Pair{{A: 0, B: 1, WP: 1, SE: 0, Deals: 10}},
			[]float64{1500 + 200*math.Log10(0.95/0.05), 1500 - 200*math.Log10(0.95/0.05)}, 1e-6},
		{"one deal says nothing of the difference", 2,
			[]rating.Pair{{A: 0, B: 1, WP: 1, SE: 0, Deals: 1}},
			[]float64{1500, 1500}, 1e-6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := rating.Fit(tt.players, tt.pairs)
			require.NoError(t, err)
			require.Len(t, f.Ratings, tt.players)
			mean := 0.0
			for i, r := range f.Ratings {
				assert.InDelta(t, tt.want[i], r, tt.within, "player %d", i)
				mean += r / float64(tt.players)
				lo, hi := f.Interval(i)
				assert.True(t, lo < r && r < hi && !math.IsNaN(lo) && !math.IsInf(hi, 0), "interval %v %v of %v", lo, hi, r)
			}
			assert.InDelta(t, rating.Mean, mean, 1e-6)
		})
	}
}

func TestFitTwoPlayersIntervalIsTheDeltaMethods(t *testing.T) {
	se := 0.02
	f, err := rating.Fit(2, []rating.Pair{{A: 0, B: 1, WP: 0.76, SE: se, Deals: 400}})
	require.NoError(t, err)
	// The difference's SE by the delta method; each rating carries half of it.
	diffSE := se / (0.76 * 0.24 * math.Ln10 / 400)
	assert.InDelta(t, diffSE, f.DiffSE(0, 1), 1e-6)
	lo, hi := f.Interval(0)
	assert.InDelta(t, 1.96*diffSE/2, (hi-lo)/2, 1e-6)
	assert.True(t, f.Significant(0, 1))
}

func TestFitIntervalsShrinkWithMoreDeals(t *testing.T) {
	var widths []float64
	for _, n := range []int{50, 200, 800} {
		wp := 0.6
		f, err := rating.Fit(3, []rating.Pair{
			{A: 0, B: 1, WP: wp, SE: binomialSE(wp, n), Deals: n},
			{A: 1, B: 2, WP: wp, SE: binomialSE(wp, n), Deals: n},
			{A: 0, B: 2, WP: expected(2 * 400 * math.Log10(wp/(1-wp))), SE: binomialSE(wp, n), Deals: n},
		})
		require.NoError(t, err)
		lo, hi := f.Interval(1)
		widths = append(widths, hi-lo)
	}
	for i := 1; i < len(widths); i++ {
		// Four times the deals halve the standard errors.
		assert.InDelta(t, widths[i-1]/2, widths[i], 1e-6, "widths %v", widths)
	}
}

func TestFitSignificance(t *testing.T) {
	tests := []struct {
		name  string
		wp    float64
		deals int
		want  bool
	}{
		{"a close pair over few deals", 0.52, 100, false},
		{"a close pair over many deals", 0.52, 40000, true},
		{"a clear pair", 0.7, 200, true},
		{"an even pair", 0.5, 100000, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := rating.Fit(2, []rating.Pair{{A: 0, B: 1, WP: tt.wp, SE: binomialSE(tt.wp, tt.deals), Deals: tt.deals}})
			require.NoError(t, err)
			assert.Equal(t, tt.want, f.Significant(0, 1))
			assert.Equal(t, tt.want, f.Significant(1, 0))
		})
	}
}

func TestFitRefusals(t *testing.T) {
	good := rating.Pair{A: 0, B: 1, WP: 0.6, SE: 0.05, Deals: 100}
	tests := []struct {
		name    string
		players int
		pairs   []rating.Pair
	}{
		{"one player", 1, nil},
		{"no pairs", 2, nil},
		{"a player joined to nobody", 3, []rating.Pair{good}},
		{"two groups apart", 4, []rating.Pair{good, {A: 2, B: 3, WP: 0.5, SE: 0.05, Deals: 100}}},
		{"a player out of range", 2, []rating.Pair{{A: 0, B: 2, WP: 0.6, SE: 0.05, Deals: 100}}},
		{"a player against itself", 2, []rating.Pair{good, {A: 1, B: 1, WP: 0.6, SE: 0.05, Deals: 100}}},
		{"no deals", 2, []rating.Pair{{A: 0, B: 1, WP: 0.6, SE: 0.05}}},
		{"a proportion above 1", 2, []rating.Pair{{A: 0, B: 1, WP: 1.2, SE: 0.05, Deals: 100}}},
		{"a proportion not a number", 2, []rating.Pair{{A: 0, B: 1, WP: math.NaN(), SE: 0.05, Deals: 100}}},
		{"a negative error", 2, []rating.Pair{{A: 0, B: 1, WP: 0.6, SE: -1, Deals: 100}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rating.Fit(tt.players, tt.pairs)
			require.ErrorIs(t, err, rating.ErrFit)
		})
	}
}
