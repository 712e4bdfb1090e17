package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dz "teahouse/rules/doudizhu"
)

// chiSquare14 is the 0.1% critical value of the chi-square distribution
// with 14 degrees of freedom (15 ranks): a fair deal exceeds it once in a
// thousand runs.
const chiSquare14 = 36.123

// Over 10,000 seeded deals every seat receives every rank as often as a
// fair shuffle gives it: the chi-square statistic of each seat's counts
// of the 15 ranks against 17 × (4 or 1)/54 per deal stays below the 0.1%
// critical value, and so do the bottom cards'.
func TestTheShuffleIsFair(t *testing.T) {
	const deals = 10_000
	var got [Seats + 1][dz.NumRanks]float64
	for seed := range uint64(deals) {
		s, err := Game.New(Config{}, seed)
		require.NoError(t, err)
		for i := range Seats {
			c := s.hands[i].Counts()
			for r := range dz.NumRanks {
				got[i][r] += float64(c[r])
			}
		}
		c := s.bottom.Counts()
		for r := range dz.NumRanks {
			got[Seats][r] += float64(c[r])
		}
	}
	for i, counts := range got {
		size := float64(HandSize)
		if i == Seats {
			size = BottomSize
		}
		chi := 0.0
		for r, o := range counts {
			e := deals * size * float64(dz.Pack[r]) / 54
			chi += (o - e) * (o - e) / e
		}
		t.Logf("seat %d: chi-square %.2f (df 14)", i+1, chi)
		assert.Less(t, chi, chiSquare14, "seat %d (4 is the bottom)", i+1)
	}
}
