package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/game/rating"
	"teahouse/game/store"
)

// The embedded file's landmarks are set as the program opens the store,
// and landmarks are set in the store game by game.
func TestSetLandmarks(t *testing.T) {
	st, err := store.Open(t.TempDir())
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	require.NoError(t, seedLandmarks(st))
	marks, err := ai.Landmarks()
	require.NoError(t, err)
	for g, levels := range marks {
		board, err := st.Leaderboard(g)
		require.NoError(t, err)
		require.Len(t, board, len(levels), g)
		for _, row := range board {
			assert.True(t, row.Landmark, "%s %s", g, row.Player)
			assert.Equal(t, levels[row.Player], row.Rating, "%s %s", g, row.Player)
		}
	}
	mark := rating.Rating{R: 1650, RD: 35, Vol: 0.06}
	require.NoError(t, setLandmarks(st, map[string]map[string]rating.Rating{"doudizhu": {"ai:rule": mark}, "shengji": {"ai:greedy": mark}}))
	for _, g := range []string{"doudizhu", "shengji"} {
		board, err := st.Leaderboard(g)
		require.NoError(t, err)
		i := -1
		for k, row := range board {
			if row.Player == "ai:rule" && g == "doudizhu" || row.Player == "ai:greedy" && g == "shengji" {
				i = k
			}
		}
		require.GreaterOrEqual(t, i, 0, g)
		assert.True(t, board[i].Landmark)
		assert.Equal(t, mark, board[i].Rating)
	}
	err = setLandmarks(st, map[string]map[string]rating.Rating{"yahtzee": {"ai:optimal": {R: 1500}}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "yahtzee")
}
