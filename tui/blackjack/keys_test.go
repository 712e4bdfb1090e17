package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
)

// Up/down and +/- step the bet through the ladder, within the table's
// limits and the bankroll; enter bets it.
func TestKeysBet(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	m = press(t, m, "up", "+", "=")
	assert.Equal(t, 40, m.betFor(0))
	m = press(t, m, "down", "-")
	assert.Equal(t, 20, m.betFor(0))
	m = press(t, m, "-", "-", "down")
	assert.Equal(t, 10, m.betFor(0), "never below the minimum")
	for range 40 {
		m = press(t, m, "up")
	}
	assert.Equal(t, 500, m.betFor(0), "never above the maximum")
	m = press(t, m, "down")
	assert.Equal(t, 400, m.betFor(0))
	m = press(t, m, "enter")
	assert.Equal(t, gb.Bet(400), entries(m)[0].Action)
	assert.Contains(t, flatten(m.View()), "You bet 400.")
}

// Every action has its letter.
func TestKeysActions(t *testing.T) {
	tests := []struct {
		name string
		seed uint64
		keys []string
		want gb.Action
	}{
		{"hit", seedDouble, []string{"h"}, gb.Hit()},
		{"stand", seedDouble, []string{"s"}, gb.Stand()},
		{"double", seedDouble, []string{"d"}, gb.Double()},
		{"split", seedSplit, []string{"p"}, gb.Split()},
		{"insure", seedInsurance, []string{"i"}, gb.Insure(10)},
		{"decline", seedInsurance, []string{"n"}, gb.Decline()},
		{"even money", seedNatural, []string{"e"}, gb.EvenMoney()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := dealt(t, testEnv(false), tc.seed)
			m = press(t, m, tc.keys...)
			es := entries(m)
			require.Greater(t, len(es), 2)
			assert.Equal(t, tc.want, es[2].Action)
		})
	}
}

// x sits out; the AI plays its round alone and the betting comes back.
func TestKeysSitOut(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	m = press(t, m, "x")
	assert.Equal(t, gb.SitOut(), entries(m)[0].Action)
	assert.Equal(t, 2, m.view().Round)
	assert.True(t, m.myTurn())
}

// t toggles the hint, c the count, ? the help; esc closes them, then asks
// the shell to leave.
func TestKeysToggles(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	m = press(t, m, "t")
	assert.True(t, m.ShowTip)
	m = press(t, m, "c")
	assert.True(t, m.showCount)
	assert.Contains(t, m.View(), "Hi-Lo +2 · true +0.3", "7 4 Q 5 4 seen")
	m = press(t, m, "?")
	assert.True(t, m.ShowHelp)
	assert.Contains(t, flatten(m.View()), "How to play")
	m = press(t, m, "esc")
	assert.False(t, m.ShowHelp)
	m = press(t, m, "esc")
	assert.False(t, m.ShowTip)
	_, out := drive(t, m, keys("esc")...)
	require.Len(t, out, 1)
	assert.Equal(t, screen.Leave{}, out[0])
}

// Keys typed faster than the terminal is read arrive in one message and
// are handled one at a time.
func TestKeysTogether(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	m = press(t, m, "++")
	assert.Equal(t, 30, m.betFor(0))
}
