package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
	"teahouse/game/store"
)

// The landmarks are set in the store game by game, and the embedded
// file's are set as the program opens the store.
func TestSetLandmarks(t *testing.T) {
	st, err := store.Open(t.TempDir())
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	require.NoError(t, seedLandmarks(st))
	mark := rating.Rating{R: 1650, RD: 35, Vol: 0.06}
	require.NoError(t, setLandmarks(st, map[string]map[string]rating.Rating{"doudizhu": {"ai:rule": mark}, "shengji": {"ai:greedy": mark}}))
	for _, g := range []string{"doudizhu", "shengji"} {
		board, err := st.Leaderboard(g)
		require.NoError(t, err)
		require.Len(t, board, 1, g)
		assert.True(t, board[0].Landmark)
		assert.Equal(t, mark, board[0].Rating)
	}
	err = setLandmarks(st, map[string]map[string]rating.Rating{"yahtzee": {"ai:optimal": {R: 1500}}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "yahtzee")
}
