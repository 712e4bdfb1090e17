package pokerdice

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
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

// Esc with the tip panel open closes the panel and does nothing else: the
// holds chosen stay, the game is not left, and enter then rolls them.
func TestInputEscClosesTheTipOnly(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	m = press(t, m, "1", "3", "t")
	require.Contains(t, m.View(), "Exact odds")
	m, out := driveKeys(t, m, "esc")
	assert.Empty(t, out, "esc did not leave the game")
	assert.NotContains(t, m.View(), "Exact odds", "the tip panel is closed")
	assert.Equal(t, 2, strings.Count(m.View(), "HELD"), "the holds chosen stay")
	assert.Empty(t, entries(t, m), "closing acted on nothing")
	m = press(t, m, "enter")
	es := entries(t, m)
	require.NotEmpty(t, es)
	assert.Equal(t, gp.Hold(0b00101), es[0].Action)
}

// While the help page hides the table, enter and the dice keys do
// nothing; esc closes the help and does nothing else.
func TestInputHelpHidesTheTableFromKeys(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	m = press(t, m, "1", "?", "2", "enter")
	assert.Empty(t, entries(t, m), "nothing rolled unseen")
	m, out := driveKeys(t, m, "esc")
	assert.Empty(t, out)
	assert.Equal(t, 1, strings.Count(m.View(), "HELD"), "only die 1, held before the help")
	m = press(t, m, "enter")
	require.NotEmpty(t, entries(t, m))
	assert.Equal(t, gp.Hold(0b00001), entries(t, m)[0].Action)
}

// Under strict holds, a hold of two values dims Hold & roll and the status
// line says why before enter is pressed; the footer leaves enter out.
func TestInputStrictHoldsExplained(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"rule": "strict"}))
	const why = "Strict holds: keep dice of one value only"
	assert.NotContains(t, m.View(), why)
	m = press(t, m, "1", "2") // a 3 and a 6
	assert.Contains(t, m.View(), why)
	assert.Contains(t, m.View(), "( enter Hold & roll )", "dimmed")
	assert.NotContains(t, footer(m), "enter hold & roll")
	m = press(t, m, "2")
	assert.NotContains(t, m.View(), why)
	assert.Contains(t, footer(m), "enter hold & roll")
}

// footer is the last line of the screen.
func footer(m screenOf) string {
	lines := strings.Split(m.View(), "\n")
	return lines[len(lines)-1]
}

// wide is an environment wide enough for every footer to be whole.
func wide() screen.Env {
	env := testEnv(true)
	env.Width, env.Height = 240, 30
	return env
}

// The footer lists only the keys that do something now.
func TestInputFooterListsWhatIsPossible(t *testing.T) {
	m := start(t, wide(), setup(42, map[string]string{"skills": "on"}))
	f := footer(m)
	for _, k := range []string{"space toggle die", "1-5 toggle die", "enter hold & roll", "p peek", "d double"} {
		assert.Contains(t, f, k)
	}
	for _, k := range []string{"f force", "r relock", "s stand"} {
		assert.NotContains(t, f, k, "holding first, before the reroll")
	}

	m = press(t, m, "p")
	f = footer(m)
	assert.Contains(t, f, "space pick die")
	assert.Contains(t, f, "1-5 pick die")
	assert.Contains(t, f, "enter pick die")
	assert.NotContains(t, f, "d double", "choosing a target")
	m = press(t, m, "esc")

	for step := 0; gp.Game.View(truth(t, m), 0).Phase != gp.PhaseRelock; step++ {
		require.Less(t, step, 50, "no relock turn reached")
		m = press(t, m, "enter") // hold nothing, or go on from a showdown
	}
	require.True(t, where(m).MyTurn)
	f = footer(m)
	assert.Contains(t, f, "r relock")
	assert.Contains(t, f, "s stand")
	for _, k := range []string{"enter", "toggle die", "p peek", "d double"} {
		assert.NotContains(t, f, k, "after the reroll, before r or s")
	}
	m = press(t, m, "r")
	f = footer(m)
	assert.Contains(t, f, "enter relock & roll")
	assert.Contains(t, f, "space toggle die")
}
