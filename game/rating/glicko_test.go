package rating

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A new player is 1500 ± 350 with a volatility of 0.06, and the interval
// is ± 1.96 deviations.
func TestNew(t *testing.T) {
	r := New()
	assert.Equal(t, Rating{R: 1500, RD: 350, Vol: 0.06}, r)
	lo, hi := Rating{R: 1600, RD: 50, Vol: 0.06}.Interval()
	assert.InDelta(t, 1502, lo, 1e-9)
	assert.InDelta(t, 1698, hi, 1e-9)
}

// Glickman's worked example: a 1500/200 player beats a 1400/30, loses to
// a 1550/100 and to a 1700/300.
func TestUpdatePaperExample(t *testing.T) {
	got := Update(Rating{R: 1500, RD: 200, Vol: 0.06}, []Game{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	})
	assert.InDelta(t, 1464.06, got.R, 0.01)
	assert.InDelta(t, 151.52, got.RD, 0.01)
	assert.InDelta(t, 0.05999, got.Vol, 0.00001)
}

// Hand-made periods.
func TestUpdate(t *testing.T) {
	equal := Rating{R: 1500, RD: 100, Vol: 0.06}
	for _, c := range []struct {
		name  string
		r     Rating
		games []Game
		check func(t *testing.T, got Rating)
	}{
		{"no games: only the deviation grows", equal, nil, func(t *testing.T, got Rating) {
			assert.Equal(t, 1500.0, got.R)
			assert.Equal(t, 0.06, got.Vol)
			assert.InDelta(t, 100.54, got.RD, 0.01) // 173.7178 × sqrt(0.57565² + 0.06²)
			assert.Greater(t, got.RD, 100.0)
		}},
		{"no games: never above 350", Rating{R: 1500, RD: 349.9, Vol: 0.06}, nil, func(t *testing.T, got Rating) {
			assert.Equal(t, 350.0, got.RD)
		}},
		{"a draw against an equal moves nothing but the deviation, down", equal, []Game{{Opponent: equal, Score: 0.5}}, func(t *testing.T, got Rating) {
			assert.InDelta(t, 1500, got.R, 1e-9)
			assert.Less(t, got.RD, 100.0)
		}},
		{"a win against an equal", equal, []Game{{Opponent: equal, Score: 1}}, func(t *testing.T, got Rating) {
			assert.Greater(t, got.R, 1500.0)
			assert.Less(t, got.RD, 100.0)
		}},
		{"a loss to a much weaker player costs more than to an equal", equal, []Game{{Opponent: Rating{R: 1200, RD: 100, Vol: 0.06}, Score: 0}}, func(t *testing.T, got Rating) {
			byEqual := Update(equal, []Game{{Opponent: equal, Score: 0}})
			assert.Less(t, got.R, byEqual.R)
		}},
		{"a new player against a new player, never above 350", New(), []Game{{Opponent: New(), Score: 0}}, func(t *testing.T, got Rating) {
			assert.Less(t, got.R, 1500.0)
			assert.LessOrEqual(t, got.RD, 350.0)
		}},
	} {
		t.Run(c.name, func(t *testing.T) { c.check(t, Update(c.r, c.games)) })
	}
}
