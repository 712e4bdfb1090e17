package pace

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/dice"
)

func TestClockDropsStaleSteps(t *testing.T) {
	c := NewClock(7)
	c, cmd := c.After(0)
	require.NotNil(t, cmd)
	first := cmd().(Step)
	assert.True(t, c.Wants(first))

	c, _ = c.After(time.Hour) // a new pause: the first step is stale
	assert.False(t, c.Wants(first))
	assert.True(t, c.Wants(c.due()))
	c = c.Stop()
	assert.False(t, c.Wants(first))

	other := NewClock(8)
	assert.False(t, other.Wants(c.due()), "a step of another screen")
	assert.True(t, c.Owns(7))
	assert.Equal(t, uint64(7), c.Instance())
}

func TestClockKick(t *testing.T) {
	c := NewClock(3)
	k, ok := c.Kick()().(Kick)
	require.True(t, ok)
	assert.True(t, c.Kicked(k))
	assert.False(t, NewClock(4).Kicked(k))
}

func TestShakeTouchesOnlyTheMaskedDice(t *testing.T) {
	rng := game.NewRNG(1)
	h := dice.Hand{1, 2, 3, 4, 5}
	for range 50 {
		got := Shake(&rng, h, 0b01010)
		assert.Equal(t, []int{1, 3, 5}, dice.Mask(0b10101).Faces(got))
		assert.True(t, got.Valid())
	}
	var _ tea.Msg = Step{}
}
