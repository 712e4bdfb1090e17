package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// A session of 3 deals is 3 contests for ratings, in order: each deal's
// landlord alone against the two peasants, the side that went out first.
func TestOutcomeContests(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		s, events := gametest.PlayOut(t, Game, Config{Deals: 3}, seed, choose)
		var want []game.Contest
		for _, e := range events {
			if d, ok := e.(DealOver); ok {
				l, won := d.Result.Landlord, d.Result.Winner == d.Result.Landlord
				c := game.Contest{Sides: [][]game.Seat{{l}, {(l + 1) % 3, (l + 2) % 3}}, Places: []int{2, 1}}
				if won {
					c.Places = []int{1, 2}
				}
				want = append(want, c)
			}
		}
		o := Game.Outcome(s)
		require.True(t, o.Over)
		require.Len(t, want, 3, "seed %d", seed)
		assert.Equal(t, want, o.Contests, "seed %d", seed)
	}
}

// Hand-made deals: seat 2 the landlord who went out, then seat 0 the
// landlord whose peasant seat 1 went out.
func TestContests(t *testing.T) {
	got := contests([]DealResult{{Landlord: 2, Winner: 2}, {Landlord: 0, Winner: 1}})
	assert.Equal(t, []game.Contest{
		{Sides: [][]game.Seat{{2}, {0, 1}}, Places: []int{1, 2}},
		{Sides: [][]game.Seat{{0}, {1, 2}}, Places: []int{2, 1}},
	}, got)
	assert.Nil(t, contests(nil))
}

// A session not over rates nothing, even after a deal.
func TestOutcomeNotOverNoContests(t *testing.T) {
	s, err := Game.New(Config{Deals: 3}, 1)
	require.NoError(t, err)
	s.history = []DealResult{{Landlord: 0, Winner: 0}}
	assert.Nil(t, Game.Outcome(s).Contests)
}
