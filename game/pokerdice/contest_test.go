package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// A finished match is one contest of the two seats, the match winner
// first; a match not over rates nothing.
func TestOutcomeContests(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s, _ := gametest.PlayOut(t, Game, Config{}, seed, nil)
		o := Game.Outcome(s)
		require.True(t, o.Over)
		require.Len(t, o.Winners, 1)
		places := []int{2, 2}
		places[o.Winners[0]] = 1
		assert.Equal(t, []game.Contest{{Sides: [][]game.Seat{{0}, {1}}, Places: places}}, o.Contests, "seed %d", seed)
	}
	s, err := Game.New(Config{}, 1)
	require.NoError(t, err)
	assert.Nil(t, Game.Outcome(s).Contests)
}
