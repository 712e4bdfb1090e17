package shengji

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gs "teahouse/game/shengji"
)

// An ai:greedy seat gets a computer that plays the whole game legally
// beside three others; an unknown level is refused.
func TestRosterSeatsGreedy(t *testing.T) {
	p, err := game.ParseSeat("ai:greedy", Levels)
	require.NoError(t, err)
	s, err := Roster.Sitter(p, bot.Options{})
	require.NoError(t, err)
	require.NotNil(t, s.Controller)
	assert.Nil(t, s.Fallback, "the weakest level needs no fallback")
	seats := []host.Sitter[gs.View, gs.Action]{s, s, s, s}
	g, err := host.Play(context.Background(), gs.Game, gs.Config{Deals: 2}, 3, seats, host.PlayOptions{})
	require.NoError(t, err)
	assert.True(t, gs.Game.Outcome(g.State).Over)

	_, err = Roster.Sitter(game.Player{Kind: game.AI, Level: "genius"}, bot.Options{})
	assert.ErrorIs(t, err, ErrUnknownLevel)
}
