package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// A new setup opens with each game's own defaults, the ones the command
// line uses too: the players of Game.DefaultPlayers, Game.Rounds and the
// normal speed.
func TestSetupOpensWithTheGamesDefaults(t *testing.T) {
	for _, g := range Games() {
		t.Run(g.ID, func(t *testing.T) {
			s, err := newSetupForm(g, nil).setup()
			require.NoError(t, err)
			assert.Equal(t, g.DefaultPlayers(), s.Players)
			if len(g.RoundChoices) > 0 {
				assert.Equal(t, g.Rounds, s.Rounds)
			}
			assert.Equal(t, game.Normal, s.Speed)
		})
	}
}
