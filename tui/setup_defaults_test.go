package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// A new setup opens with each game's own defaults, the ones the command
// line uses too: the players of Info.DefaultPlayers, each option's
// default and the normal speed.
func TestSetupOpensWithTheGamesDefaults(t *testing.T) {
	for _, g := range Games() {
		t.Run(g.Name, func(t *testing.T) {
			s, err := newSetupForm(g, nil).setup()
			require.NoError(t, err)
			assert.Equal(t, g.DefaultPlayers(), s.Players)
			want, err := g.Entry.Normalize(nil, len(s.Players))
			require.NoError(t, err)
			assert.Equal(t, want, s.Options)
			assert.Equal(t, game.Normal, s.Speed)
		})
	}
}
