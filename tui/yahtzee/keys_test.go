package yahtzee

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// Digits and space toggle holds, the arrows move the focus, r rolls the
// dice not held and enter scores the focused box: the table's log has
// exactly those actions.
func TestKeysPlayATurn(t *testing.T) {
	tm := program(t, testEnv(false), setup(42, you))
	waitFor(t, tm, "Your turn")
	tm.Type("r")
	waitFor(t, tm, "Roll 1 of 3")
	tm.Type("1")   // die 1 held
	tm.Type("ll ") // focus on die 3 and hold it
	tm.Type("554") // die 5 on and off, die 4 on
	tm.Type("r")   // roll 2 and 5
	waitFor(t, tm, "Roll 2 of 3")
	tm.Type("kk") // up twice from Aces: Lg. straight... Chance, Yahtzee
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Round 2 of 13")
	m := finalScreen(t, tm)

	assert.Equal(t, []game.Entry[gy.Action]{
		{Seat: 0, Action: gy.Roll(0)},
		{Seat: 0, Action: gy.Roll(0b01101)},
		{Seat: 0, Action: gy.ScoreBox(yz.Yahtzee)},
	}, m.tbl.Log().Entries)
}

func TestKeysTable(t *testing.T) {
	tests := []struct {
		name    string
		keys    []string
		pending dice.Mask
		die     int
		box     yz.Box
	}{
		{"digits hold", []string{"2", "5"}, 0b10010, 4, yz.Ones},
		{"a digit twice lets go", []string{"3", "3"}, 0, 2, yz.Ones},
		{"space holds the focused die", []string{"space"}, 0b00001, 0, yz.Ones},
		{"left wraps to the last die", []string{"left", "space"}, 0b10000, 4, yz.Ones},
		{"h and l move too", []string{"l", "l", "h", "space"}, 0b00010, 1, yz.Ones},
		{"keys typed together count one by one", []string{"14"}, 0b01001, 3, yz.Ones},
		{"down moves to the next box", []string{"down", "j"}, 0, 0, yz.Threes},
		{"up wraps to Chance", []string{"up"}, 0, 0, yz.Chance},
		{"k moves up", []string{"down", "k"}, 0, 0, yz.Ones},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := press(t, start(t, testEnv(false), setup(42)), "r")
			m = press(t, m, tc.keys...)
			assert.Equal(t, tc.pending, m.pending)
			assert.Equal(t, tc.die, m.focusDie)
			assert.Equal(t, tc.box, m.focusBox)
			assert.Len(t, m.tbl.Log().Entries, 1, "only the roll was applied")
		})
	}
}

// The box focus passes over filled boxes.
func TestKeysBoxFocusSkipsFilledBoxes(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = press(t, m, "r", "down", "enter") // Twos filled
	require.True(t, m.tbl.State().Card(0).IsFilled(yz.Twos))
	m = press(t, m, "r", "up") // from Threes up: past Twos to Aces
	assert.Equal(t, yz.Ones, m.focusBox)
	m = press(t, m, "down")
	assert.Equal(t, yz.Threes, m.focusBox)
}

// The holds of a roll stay held for the next one, and a new turn starts
// with none.
func TestKeysHoldsLastTheTurn(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = press(t, m, "r", "2", "5", "r")
	assert.Equal(t, dice.Mask(0b10010), m.pending)
	m = press(t, m, "r")
	assert.Equal(t, gy.Roll(0b10010), m.tbl.Log().Entries[2].Action)
	m = press(t, m, "enter", "r")
	assert.Zero(t, m.pending)
}

// esc closes the help, then the advisor, and only then asks to leave.
func TestKeysEscape(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42)), "t", "?")
	require.True(t, m.ShowTip)
	require.True(t, m.ShowHelp)
	m, out := drive(t, m, keys("esc")...)
	assert.False(t, m.ShowHelp)
	assert.True(t, m.ShowTip)
	m, out = drive(t, m, keys("esc")...)
	assert.False(t, m.ShowTip)
	assert.Empty(t, out)
	_, out = drive(t, m, keys("esc")...)
	assert.Len(t, out, 1)
}

// ? opens the rules, with the joker rule, and closes them again.
func TestKeysHelp(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42)), "?")
	v := flatten(m.View())
	assert.Contains(t, v, "How to play")
	assert.Contains(t, v, "a Yahtzee must go in its upper box if open")
	assert.Contains(t, v, "box up")
	m = press(t, m, "?")
	assert.Contains(t, m.View(), "Your turn")
}
