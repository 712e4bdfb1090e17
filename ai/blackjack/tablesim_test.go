package blackjack

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

func TestSimulateTableConfig(t *testing.T) {
	basic := []game.Player{{Kind: game.AI, Level: "basic"}}
	for name, cfg := range map[string]TableSimConfig{
		"negative rounds": {Rounds: -1, Seats: basic},
		"no seats":        {Rounds: 10},
		"six seats":       {Rounds: 10, Seats: make([]game.Player, 6)},
		"unknown level":   {Rounds: 10, Seats: []game.Player{{Kind: game.AI, Level: "psychic"}}},
	} {
		_, err := SimulateTable(cfg)
		assert.ErrorIs(t, err, ErrSimConfig, name)
	}
	_, err := SimulateTable(TableSimConfig{Rounds: 10, Seats: []game.Player{{Kind: game.Human}}})
	assert.ErrorContains(t, err, "P1 is a person's seat")

	res, err := SimulateTable(TableSimConfig{Seats: basic})
	require.NoError(t, err)
	assert.Zero(t, res.Rounds)
	require.Len(t, res.Seats, 1)
	assert.Zero(t, res.Seats[0].EV)
}

// Every seat bets every round at a rich table, flat bettors one unit; a
// run is the same for the same seed and differs for another.
func TestSimulateTableSeats(t *testing.T) {
	seats := []game.Player{{Kind: game.AI, Level: "basic"}, {Kind: game.AI, Level: "counter"}, {Kind: game.AI, Level: "basic"}}
	cfg := TableSimConfig{Rounds: 2500, Seed: 9, Seats: seats}
	res, err := SimulateTable(cfg)
	require.NoError(t, err)
	assert.Equal(t, 2500, res.Rounds)
	require.Len(t, res.Seats, 3)
	for i, s := range res.Seats {
		assert.Equal(t, seats[i].Level, s.Player)
		assert.Equal(t, 2500, s.Rounds, "seat %d bets every round", i)
		assert.InDelta(t, s.Net/s.Bet, s.EV, 1e-12)
		assert.Greater(t, s.StdErr, 0.0)
	}
	assert.Equal(t, 2500.0, res.Seats[0].Bet, "basic bets the minimum")
	assert.Greater(t, res.Seats[1].Bet, 2500.0, "the counter raises its bet on a good count")
	assert.NotEqual(t, res.Seats[0].Net, res.Seats[2].Net, "two seats get different cards")
	assert.Empty(t, res.Fallbacks)

	again, err := SimulateTable(cfg)
	require.NoError(t, err)
	assert.Equal(t, res, again)
	cfg.Seed++
	other, err := SimulateTable(cfg)
	require.NoError(t, err)
	assert.NotEqual(t, res.Seats[0].Net, other.Seats[0].Net)
}

// Played on the reducer, basic strategy must have the exact off-the-top
// value ChartEV computes, within the standard error (the cut-card effect,
// 0.02% at six decks, is far below it), as the dedicated engine does.
func TestSimulateTableMatchesChartEV(t *testing.T) {
	rounds := 400_000
	if short() {
		rounds = 20_000
	}
	r := bj.Default()
	c, err := ChartFor(r)
	require.NoError(t, err)
	exact := ChartEV(c)
	res, err := SimulateTable(TableSimConfig{Rounds: rounds, Seed: 5, Rules: r, Seats: []game.Player{{Kind: game.AI, Level: "basic"}}})
	require.NoError(t, err)
	s := res.Seats[0]
	t.Logf("table %+.4f%% ± %.4f%%, exact %+.4f%%", 100*s.EV, 100*s.StdErr, 100*exact)
	assert.Less(t, math.Abs(s.EV-exact), 4*s.StdErr)
}
