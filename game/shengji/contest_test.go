package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// A finished game is one contest of the two partnerships: the winner
// first, level teams drawn.
func TestOutcomeContests(t *testing.T) {
	teams := [][]game.Seat{{0, 2}, {1, 3}}
	for _, c := range []struct {
		winner int
		places []int
	}{{0, []int{1, 2}}, {1, []int{2, 1}}, {-1, []int{1, 1}}} {
		s := State{phase: PhaseOver, winner: c.winner}
		assert.Equal(t, []game.Contest{{Sides: teams, Places: c.places}}, Game.Outcome(s).Contests, "winner %d", c.winner)
	}
	assert.Nil(t, Game.Outcome(State{phase: PhasePlay, winner: -1}).Contests, "not over: nothing rated")
}

// Played games of one deal: the team GameOver names is first, and a game
// that left the teams level is a draw.
func TestOutcomeContestsPlayed(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s, events := gametest.PlayOut(t, Game, Config{Deals: 1}, seed, choose)
		over, ok := events[len(events)-1].(GameOver)
		require.True(t, ok, "the last event ends the game")
		o := Game.Outcome(s)
		require.Len(t, o.Contests, 1)
		assert.Equal(t, [][]game.Seat{{0, 2}, {1, 3}}, o.Contests[0].Sides)
		assert.Equal(t, places(over.Winner), o.Contests[0].Places, "seed %d", seed)
		assert.Equal(t, over.Winner < 0, o.Contests[0].Places[0] == o.Contests[0].Places[1])
	}
}
