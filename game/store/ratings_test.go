package store

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
)

// Landmarks are set, replaced by a newer fit, and listed highest first,
// then by ID; another game's landmarks are its own.
func TestSetLandmarks(t *testing.T) {
	s := open(t, t.TempDir())
	require.NoError(t, s.SetLandmarks("shengji", map[string]rating.Rating{
		"ai:greedy": {R: 1500, RD: 50, Vol: 0.06},
		"ai:expert": {R: 1700, RD: 50, Vol: 0.06},
		"ai:simple": {R: 1500, RD: 60, Vol: 0.06},
	}))
	require.NoError(t, s.SetLandmarks("shengji", map[string]rating.Rating{"ai:expert": {R: 1750, RD: 30, Vol: 0.06}}))
	require.NoError(t, s.SetLandmarks("yahtzee", map[string]rating.Rating{"ai:optimal": {R: 1600, RD: 30, Vol: 0.06}}))
	board, err := s.Leaderboard("shengji")
	require.NoError(t, err)
	var ids []string
	for _, st := range board {
		ids = append(ids, st.Player)
		assert.True(t, st.Landmark, st.Player)
		assert.Zero(t, st.Games, st.Player)
		assert.True(t, st.Last.IsZero(), st.Player)
	}
	assert.Equal(t, []string{"ai:expert", "ai:greedy", "ai:simple"}, ids)
	assert.Equal(t, rating.Rating{R: 1750, RD: 30, Vol: 0.06}, board[0].Rating, "the newer fit")
}

// A landmark that is not a strength is refused, naming it, and nothing
// of the call is kept.
func TestSetLandmarksRefuses(t *testing.T) {
	for name, bad := range map[string]map[string]rating.Rating{
		"no ID":        {"": rating.New()},
		"no deviation": {"ai:expert": {R: 1500, RD: 0, Vol: 0.06}},
		"not a number": {"ai:expert": {R: math.NaN(), RD: 30, Vol: 0.06}},
		"infinite":     {"ai:expert": {R: 1500, RD: math.Inf(1), Vol: 0.06}},
	} {
		t.Run(name, func(t *testing.T) {
			s := open(t, t.TempDir())
			bad["ai:rule"] = rating.New()
			require.Error(t, s.SetLandmarks("doudizhu", bad))
			board, err := s.Leaderboard("doudizhu")
			require.NoError(t, err)
			assert.Empty(t, board)
		})
	}
	s := open(t, t.TempDir())
	require.Error(t, s.SetLandmarks("", map[string]rating.Rating{"ai:rule": rating.New()}))
}
