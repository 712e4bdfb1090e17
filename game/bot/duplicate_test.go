package bot_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
)

// levelRoster's computers answer with their level.
var levelRoster = bot.Roster[int, string]{
	Game:   "toy",
	Levels: []string{"weak", "strong"},
	AI: func(level string) (host.Controller[int, string], error) {
		return host.Func[int, string](func(int) string { return level }), nil
	},
}

func TestDuplicateSwapsThePlayersInOddGames(t *testing.T) {
	a := game.Player{ID: "a", Kind: game.AI, Level: "strong"}
	b := game.Player{ID: "b", Kind: game.AI, Level: "weak"}
	players, seats := levelRoster.Duplicate(bot.Options{}, a, b, a, b, b)
	assert.Equal(t, []game.Player{a, b, b}, players(0))
	assert.Equal(t, []game.Player{b, a, a}, players(1))
	assert.Equal(t, []game.Player{b, a, a}, players(3))

	s, err := seats()
	require.NoError(t, err)
	require.Len(t, s, 3)
	decide := func(c host.Controller[int, string], round int) string {
		got, err := c.Decide(context.Background(), host.Decision[int, string]{Round: round})
		require.NoError(t, err)
		return got
	}
	for i, want := range [][2]string{{"strong", "weak"}, {"weak", "strong"}, {"weak", "strong"}} {
		assert.Equal(t, want[0], decide(s[i].Controller, 0), "seat %d, an even game", i)
		assert.Equal(t, want[1], decide(s[i].Controller, 1), "seat %d, an odd game", i)
		assert.Equal(t, "weak", decide(s[i].Fallback, 0), "seat %d: the weakest level takes over", i)
		assert.Equal(t, "weak", decide(s[i].Fallback, 1), "seat %d: even where the seat's own is the weakest", i)
	}
	assert.Equal(t, players(0), []game.Player{s[0].Player, s[1].Player, s[2].Player}, "the seats name the even games' players")
}

func TestDuplicateSaysWhatCannotBeSeated(t *testing.T) {
	a := game.Player{ID: "a", Kind: game.AI, Level: "strong"}
	bad := game.Player{ID: "b", Kind: "robot"}
	_, seats := levelRoster.Duplicate(bot.Options{}, a, bad, a, bad)
	_, err := seats()
	assert.ErrorContains(t, err, "robot")
}
