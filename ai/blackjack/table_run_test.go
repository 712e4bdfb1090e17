package blackjack

import (
	"context"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/catalog"
	bj "teahouse/rules/blackjack"
)

// entry is Blackjack in the catalog, as ai.Games joins it.
var entry = catalog.OfTable(gb.Def, func(c gb.Config) bot.Roster[gb.View, gb.Action] { return Roster(c.Rules) })

// runTables runs tables of the catalog's Blackjack.
func runTables(t testing.TB, run catalog.Run) gb.RunReport {
	t.Helper()
	rep, err := entry.Simulate(context.Background(), run)
	require.NoError(t, err)
	return rep.(gb.RunReport)
}

// rich are the settings of a table whose seats never run out of chips.
func rich(rounds int) game.Settings {
	return game.Settings{"rounds": game.Itoa(rounds), "bankroll": game.Itoa(gb.MaxBankroll)}
}

func TestRunTablesRefuses(t *testing.T) {
	basic := []game.Player{{Kind: game.AI, Level: "basic"}}
	for name, run := range map[string]catalog.Run{
		"negative games": {Games: -1, Seats: basic},
		"no seats":       {Games: 1, Seats: []game.Player{}},
		"six seats":      {Games: 1, Seats: make([]game.Player, 6)},
		"unknown level":  {Games: 1, Seats: []game.Player{{Kind: game.AI, Level: "psychic"}}},
		"person":         {Games: 1, Seats: []game.Player{{Kind: game.Human}}},
	} {
		_, err := entry.Simulate(context.Background(), run)
		assert.Error(t, err, name)
	}
	res := runTables(t, catalog.Run{Seats: basic})
	assert.Zero(t, res.Rounds)
	require.Len(t, res.Seats, 1)
	assert.Zero(t, res.Seats[0].EV)
}

// Every seat bets every round at a rich table, flat bettors one unit; a
// run is the same for the same seed and differs for another.
func TestRunTablesSeats(t *testing.T) {
	seats := []game.Player{{Kind: game.AI, Level: "basic"}, {Kind: game.AI, Level: "counter"}, {Kind: game.AI, Level: "basic"}}
	run := catalog.Run{Games: 5, Seed: 9, Seats: seats, Settings: rich(500)}
	res := runTables(t, run)
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

	assert.Equal(t, res, runTables(t, run))
	run.Seed++
	assert.NotEqual(t, res.Seats[0].Net, runTables(t, run).Seats[0].Net)
}

// Played on the reducer, basic strategy must have the exact off-the-top
// value ChartEV computes, within the standard error (the cut-card effect,
// 0.02% at six decks, is far below it), as the dedicated engine does.
func TestRunTablesMatchChartEV(t *testing.T) {
	tables := 400
	if short() {
		tables = 20
	}
	r := bj.Default()
	c, err := ChartFor(r)
	require.NoError(t, err)
	exact := ChartEV(c)
	res := runTables(t, catalog.Run{Games: tables, Seed: 5, Seats: []game.Player{{Kind: game.AI, Level: "basic"}}, Settings: rich(1000)})
	s := res.Seats[0]
	t.Logf("table %+.4f%% ± %.4f%%, exact %+.4f%%", 100*s.EV, 100*s.StdErr, 100*exact)
	assert.Less(t, math.Abs(s.EV-exact), 4*s.StdErr)
}
