package pokerdice

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// click is a left press at the centre of r.
func click(r ui.Rect) tea.MouseMsg {
	return tea.MouseMsg{X: r.X + r.W/2, Y: r.Y + r.H/2, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

// clickZone clicks the centre of the zone id, which must be on screen.
func clickZone(t *testing.T, m model, id string) model {
	t.Helper()
	return screentest.ClickZone(t, m, m.screen(), id)
}

// A click on one of your dice toggles exactly that die, at every size.
func TestMouseTogglesTheClickedDie(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}, {140, 45}} {
		for d := range dice.HandSize {
			t.Run(fmt.Sprintf("%dx%d/die%d", size[0], size[1], d+1), func(t *testing.T) {
				env := testEnv(false)
				env.Width, env.Height = size[0], size[1]
				m := start(t, env, setup(42, nil))
				m = clickZone(t, m, fmt.Sprintf("%s%d", zoneMine, d))
				assert.Equal(t, dice.Mask(1)<<d, m.pending, "only die %d toggled", d+1)
				assert.Equal(t, d, m.focus)
				m = clickZone(t, m, fmt.Sprintf("%s%d", zoneMine, d))
				assert.Zero(t, m.pending)
			})
		}
	}
}

// Clicks on the corners of a die hit it too; a click between dice hits none.
func TestMouseDieEdges(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil))
	r, ok := zone(m, zoneMine+"2")
	require.True(t, ok)
	m2, _ := drive(t, m, tea.MouseMsg{X: r.X, Y: r.Y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	assert.Equal(t, dice.Mask(0b00100), m2.pending)
	m2, _ = drive(t, m, tea.MouseMsg{X: r.X + r.W - 1, Y: r.Y + r.H - 1, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	assert.Equal(t, dice.Mask(0b00100), m2.pending)
	m2, _ = drive(t, m, tea.MouseMsg{X: r.X - 1, Y: r.Y + 1, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	assert.Zero(t, m2.pending, "the gap between dice 2 and 3")
	m2, _ = drive(t, m, tea.MouseMsg{X: r.X + 1, Y: r.Y + 1, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft})
	assert.Zero(t, m2.pending, "a release is not a click")
}

// A click on a button performs it: Tip opens the panel, the main button
// holds the toggled dice.
func TestMouseButtons(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil))
	m = clickZone(t, m, btnTip)
	assert.True(t, m.ShowTip)
	m = clickZone(t, m, zoneMine+"4")
	m = clickZone(t, m, btnRoll)
	require.NotEmpty(t, m.tbl.Log().Entries)
	assert.Equal(t, game.Entry[gp.Action]{Seat: 0, Action: gp.Hold(0b10000)}, m.tbl.Log().Entries[0])
	assert.Equal(t, beatShowdown, m.beat.kind)
	m = clickZone(t, m, btnNext)
	assert.Equal(t, 2, m.board.round)
}

// In the skills variant a click on Peek and then on an opponent die peeks.
func TestMousePeek(t *testing.T) {
	m := start(t, testEnv(false), setup(42, map[string]string{"skills": "on"}))
	m = clickZone(t, m, btnPeek)
	require.Equal(t, modePeek, m.mode)
	m = clickZone(t, m, zoneTheirs+"3")
	assert.Equal(t, []game.Entry[gp.Action]{{Seat: 0, Action: gp.Peek(3)}}, m.tbl.Log().Entries)
	assert.NotZero(t, m.board.dice[1][3], "the peeked die is face up")
	assert.Equal(t, modeHold, m.mode)
}

// The wheel over the log scrolls it; elsewhere it does nothing.
func TestMouseWheelScrollsTheLog(t *testing.T) {
	env := testEnv(false)
	env.Width, env.Height = 80, 24
	m := start(t, env, setup(42, nil))
	for range 3 { // a few rounds fill the log
		m = press(t, m, "enter", "enter")
	}
	require.True(t, m.Log.AtBottom())
	l := m.layoutRects()
	wheel := func(x, y int) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonWheelUp}
	}
	m2, _ := drive(t, m, wheel(l.Table.X+2, l.Table.Y+2))
	assert.True(t, m2.Log.AtBottom(), "the wheel over the table")
	m2, _ = drive(t, m, wheel(l.Log.X+3, l.Log.Y+3))
	assert.False(t, m2.Log.AtBottom(), "the wheel over the log")
}
