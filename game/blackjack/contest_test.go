package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// Blackjack is played against the house: a finished table rates nobody.
func TestOutcomeNoContests(t *testing.T) {
	s, _ := gametest.PlayOut(t, Game, Config{Seats: 3, Rounds: 2}, 7, nil)
	o := Game.Outcome(s)
	require.True(t, o.Over)
	assert.Nil(t, o.Contests)
}
