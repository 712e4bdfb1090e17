package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// Digits toggle dice, enter holds them: the logged action is the hold.
func TestInputDigitsHoldDice(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	m = press(t, m, "2", "5", "5", "3", "enter")
	es := entries(t, m)
	require.NotEmpty(t, es)
	assert.Equal(t, gp.Hold(0b00110), es[0].Action, "dice 2 and 3 held; 5 toggled twice")
}

// A click on a die holds it and a click on the button rolls.
func TestInputClicks(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	require.True(t, where(m).MyTurn)
	m = clickText(t, m, "Hold & roll")
	es := entries(t, m)
	require.NotEmpty(t, es)
	assert.Equal(t, gp.Hold(0), es[0].Action)
}

// A refused action says why, in the status line, and changes nothing.
func TestInputRefusalsSayWhy(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"rule": "strict"}))
	m = press(t, m, "1", "2", "enter")
	assert.Contains(t, flatten(m.View()), "Strict holds: keep dice of one value only")
	assert.Empty(t, entries(t, m), "nothing was played")

	m = press(t, m, "p")
	assert.Contains(t, flatten(m.View()), "Skills are off in this match")
	assert.Empty(t, entries(t, m))
}

// Peek picks an opponent die in the skills variant; esc cancels it first.
func TestInputPeekAndEsc(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}))
	m = press(t, m, "p")
	assert.Contains(t, m.View(), "Peek: pick an opponent die")
	m = press(t, m, "esc")
	assert.Contains(t, m.View(), "Choose holds", "esc closes the peek, not the game")
	m = press(t, m, "p", "3")
	es := entries(t, m)
	require.Len(t, es, 1)
	assert.Equal(t, gp.Peek(2), es[0].Action)
	assert.Equal(t, dice.Mask(0b00100), gp.Game.View(truth(t, m), 0).Opponent().Known)
}
