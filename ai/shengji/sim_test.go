package shengji

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/catalog"
	gs "teahouse/game/shengji"
)

// entry is Shengji in the catalog, as ai.Games joins it.
var entry = catalog.Of(gs.Def, Roster)

// The greedy player against itself: the two games of a deal are the same
// game with the teams' names swapped, so no deal favours either side and
// A's level change is nothing.
func TestRunGreedyAgainstItself(t *testing.T) {
	greedy := game.Player{Kind: game.AI, Level: "greedy"}
	run := catalog.Run{Games: 80, Seed: 7, A: greedy, B: greedy}
	rep, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	res := rep.(gs.RunReport)
	assert.Equal(t, 40, res.Deals)
	assert.Equal(t, 80, res.Games)
	assert.Zero(t, res.ABetter)
	assert.Zero(t, res.BBetter)
	assert.Zero(t, res.ALevelDelta)
	assert.Positive(t, res.AttackerPoints)
	again, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	assert.Equal(t, res, again, "same seed, same result")

	run.Settings = game.Settings{"tractors": "off", "kitty-multiplier": "double"}
	other, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	assert.Equal(t, 80, other.(gs.RunReport).Games)
}

func TestRunRefuses(t *testing.T) {
	greedy := game.Player{Kind: game.AI, Level: "greedy"}
	_, err := entry.Simulate(context.Background(), catalog.Run{Games: -2, A: greedy, B: greedy})
	assert.ErrorIs(t, err, catalog.ErrBadRun)
	_, err = entry.Simulate(context.Background(), catalog.Run{Games: 2, A: greedy, B: game.Player{Kind: game.AI, Level: "genius"}})
	assert.ErrorIs(t, err, ErrUnknownLevel)
}

// A mixed team plays its levels a seat each.
func TestRunMixedTeam(t *testing.T) {
	mixed := game.Player{Kind: game.AI, Level: Mixed}
	rep, err := entry.Simulate(context.Background(), catalog.Run{Games: 2, Seed: 1, A: mixed, B: game.Player{Kind: game.AI, Level: "greedy"}})
	require.NoError(t, err)
	assert.Equal(t, Mixed, rep.(gs.RunReport).A)
}
