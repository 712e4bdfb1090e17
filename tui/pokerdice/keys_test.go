package pokerdice

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// Digits and space toggle dice, the arrows move the focus, and enter holds
// exactly the toggled dice: the table's log has that one Hold.
func TestKeysHoldExactlyTheToggledDice(t *testing.T) {
	tm := program(t, false)
	waitFor(t, tm, "Choose holds")
	tm.Type("1") // die 1 on
	for _, k := range []tea.KeyType{tea.KeyRight, tea.KeyRight} {
		tm.Send(tea.KeyMsg{Type: k})
	}
	tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}) // die 3 on
	tm.Type("554")                                              // die 5 on and off, die 4 on
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Next round") // the AI held and the round was scored
	m := finalScreen(t, tm)

	entries := m.tbl.Log().Entries
	require.NotEmpty(t, entries)
	assert.Equal(t, game.Entry[gp.Action]{Seat: 0, Action: gp.Hold(0b01101)}, entries[0])
	assert.Equal(t, game.Seat(1), entries[1].Seat, "then the AI held")
}

func TestKeysTable(t *testing.T) {
	tests := []struct {
		name    string
		keys    []string
		pending dice.Mask
		focus   int
	}{
		{"digits toggle", []string{"2", "5"}, 0b10010, 4},
		{"a digit twice toggles back", []string{"3", "3"}, 0, 2},
		{"space toggles the focused die", []string{"space"}, 0b00001, 0},
		{"left wraps to the last die", []string{"left", "space"}, 0b10000, 4},
		{"h and l move too", []string{"l", "l", "h", "space"}, 0b00010, 1},
		{"keys typed together count one by one", []string{"14"}, 0b01001, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := press(t, start(t, testEnv(false), setup(42, nil)), tc.keys...)
			assert.Equal(t, tc.pending, m.pending)
			assert.Equal(t, tc.focus, m.focus)
			assert.Empty(t, m.tbl.Log().Entries, "toggling applies nothing")
		})
	}
}

// esc closes the tip panel first and only then asks to leave.
func TestKeysEscape(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42, nil)), "t")
	require.True(t, m.ShowTip)
	m, out := drive(t, m, keys("esc")...)
	assert.False(t, m.ShowTip)
	assert.Empty(t, out)
	_, out = drive(t, m, keys("esc")...)
	assert.Len(t, out, 1)
}

// The tip panel lists the best holds with exact chances.
func TestKeysTip(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42, nil)), "t")
	require.Len(t, m.tips, numTips)
	assert.Contains(t, m.View(), "1. hold 3 6 3 6 · win 56.1% (draw 1.2%)")
	assert.Regexp(t, `3\. hold [1-6 ]+ · win \d+\.\d% \(draw \d+\.\d%\)`, m.View())
}

// ? opens the full help, which explains every skill.
func TestKeysHelp(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42, map[string]string{"skills": "on"})), "?")
	v := m.View()
	for _, k := range gp.Skills {
		assert.Contains(t, flatten(v), k.Help())
	}
	assert.Contains(t, v, "focus left")
	m = press(t, m, "?")
	assert.Contains(t, m.View(), "Choose holds")
}
