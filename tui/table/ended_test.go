package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// A game over on screen, its last position held until enter, says how it
// ended to a shell that quits there; once Finished is sent it does not.
func TestEndedWhileTheResultIsHeld(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	_, ok := m.Ended()
	assert.False(t, ok, "not over at the start")
	for step := 0; !m.Progress().Holding || !m.Progress().Over; step++ {
		require.Less(t, step, 20)
		m = press(t, m, "1")
	}
	f, ok := m.Ended()
	require.True(t, ok)
	assert.True(t, f.Outcome.Over)
	assert.Equal(t, []game.Seat{1}, f.Outcome.Winners)
	assert.Equal(t, []game.Player{you, ai}, f.Players)
	m = press(t, m, "enter")
	require.True(t, m.Progress().Done)
	_, ok = m.Ended()
	assert.False(t, ok, "the shell was told")
}
