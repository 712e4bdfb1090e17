package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// Pressing what the game refuses shows the game's reason in the status
// line and changes nothing at the table (its log is unchanged).
func TestIllegalActionsShowTheReason(t *testing.T) {
	tests := []struct {
		name   string
		seed   uint64
		deal   bool
		key    string
		reason string
	}{
		{"split a non-pair", seedDouble, true, "p", "You can only split a pair"},
		{"surrender at a table without it", seedDouble, true, "r", "surrender"},
		{"insure with no ace", seedDouble, true, "i", "Insurance is offered only when the dealer shows an ace"},
		{"even money without a blackjack", seedInsurance, true, "e", "Even money is only for a blackjack"},
		{"hit before the deal", seedDouble, false, "h", "You can only hit while playing your hand"},
		{"stand before the deal", seedDouble, false, "s", "You can only stand while playing your hand"},
		{"a new bankroll with chips", seedDouble, false, "b", "You still have 1000 chips"},
		{"decline with nothing offered", seedDouble, true, "n", "Insurance is offered only"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := start(t, testEnv(false), setup(tc.seed))
			if tc.deal {
				m = press(t, m, "enter")
			}
			before := entries(m)
			m = press(t, m, tc.key)
			assert.Contains(t, m.status, tc.reason)
			assert.Contains(t, flatten(m.View()), m.status, "the reason is on screen")
			assert.Equal(t, before, entries(m), "the table log is unchanged")
		})
	}
}

// Acting out of turn: while the AI is to bet, your keys are refused with
// whose turn it is, and the table is unchanged.
func TestIllegalOutOfTurn(t *testing.T) {
	s := setup(seedDouble, aiBasic, you)
	s.Speed = game.Normal
	scr, err := Game.New(testEnv(false), s)
	require.NoError(t, err)
	m := scr.(model)
	m, _ = drive(t, m) // nothing: the clock has not been kicked
	next, _ := m.Update(m.clock.Kick()())
	m = next.(model)
	require.Equal(t, beatThink, m.beat.kind, "the AI thinks about its bet")
	m = press(t, m, "enter")
	assert.Equal(t, "It is P1's turn to bet", m.status)
	assert.Empty(t, entries(m))
	m = press(t, m, "h")
	assert.Equal(t, "It is P1's turn to bet", m.status)
	assert.Contains(t, flatten(m.View()), m.status)
	assert.Empty(t, entries(m))
}

// Buttons the game would refuse are drawn dimmed: ( ) instead of [ ].
func TestIllegalButtonsAreDimmed(t *testing.T) {
	m := dealt(t, testEnv(true), seedDouble)
	view := m.View()
	assert.Contains(t, view, "[ h Hit ]")
	assert.Contains(t, view, "[ d Double ]")
	assert.Contains(t, view, "( p Split )")
	assert.Contains(t, view, "( r Surrender )")
	m = dealt(t, testEnv(true), seedSplit)
	assert.Contains(t, m.View(), "[ p Split ]")
}
