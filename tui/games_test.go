package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/game/catalog"
)

// Every game of the catalog has its screens, in the catalog's order; a
// game without screens is named.
func TestGamesHaveScreens(t *testing.T) {
	games, err := GamesOf(ai.Games)
	require.NoError(t, err)
	require.Len(t, games, len(ai.Games))
	for i, g := range games {
		assert.Equal(t, ai.Games[i].Info(), g.Info)
		assert.NotNil(t, g.New, g.Name)
		assert.NotNil(t, g.Replay, g.Name)
		assert.NotNil(t, g.Share, g.Name)
	}
	_, err = GamesOf(catalog.List{fakeEntry{info: fakeInfo("chess", "Chess", 2, 2, 2)}})
	assert.ErrorContains(t, err, `"chess" has no screens`)
}
