package yahtzee

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screentest"
)

// clickZone clicks the centre of the zone id, which must be on screen.
func clickZone(t *testing.T, m model, id string) model {
	t.Helper()
	return screentest.ClickZone(t, m, m.screen(), id)
}

// A click on a die toggles exactly that die's hold, with big dice and
// small ones.
func TestMouseTogglesTheClickedDie(t *testing.T) {
	sizes := []struct {
		w, h    int
		players []game.Player
	}{
		{80, 24, []game.Player{you, aiOptimal}},
		{100, 30, []game.Player{you, aiOptimal}},
		{140, 45, []game.Player{you}},
		{80, 24, []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal}},
	}
	for _, size := range sizes {
		for d := range dice.HandSize {
			t.Run(fmt.Sprintf("%dx%d/%dp/die%d", size.w, size.h, len(size.players), d+1), func(t *testing.T) {
				m := press(t, start(t, sized(size.w, size.h, false), setup(42, size.players...)), "r")
				m = clickZone(t, m, fmt.Sprintf("%s%d", zoneDie, d))
				assert.Equal(t, dice.Mask(1)<<d, m.pending, "only die %d held", d+1)
				assert.Equal(t, d, m.focusDie)
				m = clickZone(t, m, fmt.Sprintf("%s%d", zoneDie, d))
				assert.Zero(t, m.pending)
				assert.Len(t, m.tbl.Log().Entries, 1, "holding applies nothing")
			})
		}
	}
}

// Clicks on a die's corners hit it; a click between two dice hits none; a
// release is not a click.
func TestMouseDieEdges(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42)), "r")
	r, ok := zone(m, zoneDie+"2")
	require.True(t, ok)
	at := func(x, y int, action tea.MouseAction) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: action, Button: tea.MouseButtonLeft}
	}
	m2, _ := drive(t, m, at(r.X, r.Y, tea.MouseActionPress))
	assert.Equal(t, dice.Mask(0b00100), m2.pending)
	m2, _ = drive(t, m, at(r.X+r.W-1, r.Y+r.H-1, tea.MouseActionPress))
	assert.Equal(t, dice.Mask(0b00100), m2.pending)
	m2, _ = drive(t, m, at(r.X-1, r.Y+1, tea.MouseActionPress))
	assert.Zero(t, m2.pending, "the gap between dice 2 and 3")
	m2, _ = drive(t, m, at(r.X+1, r.Y+1, tea.MouseActionRelease))
	assert.Zero(t, m2.pending)
}

// A click on a box's row scores the dice there: the table's log has that
// one ScoreBox, and the box holds what the card previewed.
func TestMouseScoresTheClickedBox(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}} {
		for _, b := range []yz.Box{yz.Threes, yz.Sixes, yz.Chance, yz.SmallStraight} {
			t.Run(fmt.Sprintf("%dx%d/%s", size[0], size[1], b), func(t *testing.T) {
				m := press(t, start(t, sized(size[0], size[1], false), setup(42)), "r")
				want, _, err := m.view().Card().Points(m.view().Dice, b)
				require.NoError(t, err)
				m = clickZone(t, m, fmt.Sprintf("%s%d", zoneBox, b))
				entries := m.tbl.Log().Entries
				require.GreaterOrEqual(t, len(entries), 2)
				assert.Equal(t, game.Entry[gy.Action]{Seat: 0, Action: gy.ScoreBox(b)}, entries[1])
				assert.Equal(t, want, m.tbl.State().Card(0).Scores[b])
			})
		}
	}
}

// A click on a row the game refuses (before rolling, or a filled box)
// shows the game's reason and changes nothing.
func TestMouseRefusedBox(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = clickZone(t, m, zoneBox+"12")
	assert.Equal(t, "Roll before you score", m.status)
	assert.Empty(t, m.tbl.Log().Entries)

	m = press(t, m, "r")
	m = clickZone(t, m, zoneBox+"12") // Chance
	m = press(t, m, "r")
	before := m.tbl.Log().Entries
	m = clickZone(t, m, zoneBox+"12")
	assert.Contains(t, m.status, "Chance holds")
	assert.Contains(t, flatten(m.View()), "Chance holds")
	assert.Equal(t, before, m.tbl.Log().Entries)
}

// The buttons: Roll rolls the held dice, Advisor opens the advisor, Score
// scores the focused box.
func TestMouseButtons(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	m = clickZone(t, m, btnRoll)
	require.Len(t, m.tbl.Log().Entries, 1)
	m = clickZone(t, m, zoneDie+"1")
	m = clickZone(t, m, btnRoll)
	assert.Equal(t, gy.Roll(0b00010), m.tbl.Log().Entries[1].Action)
	m = clickZone(t, m, btnTip)
	assert.True(t, m.ShowTip)
	focus := m.focusBox
	m = clickZone(t, m, btnScore)
	assert.Equal(t, gy.ScoreBox(focus), m.tbl.Log().Entries[2].Action)
	assert.Equal(t, 2, m.board.round)
}

// The wheel over the log scrolls it; elsewhere it does nothing.
func TestMouseWheelScrollsTheLog(t *testing.T) {
	m := start(t, sized(80, 24, false), setup(42))
	for range 4 { // a few turns fill the log
		m = press(t, m, "r", "r", "enter")
	}
	require.True(t, m.Log.AtBottom())
	l := m.layout()
	wheel := func(x, y int) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonWheelUp}
	}
	m2, _ := drive(t, m, wheel(l.card.X+2, l.card.Y+2))
	assert.True(t, m2.Log.AtBottom(), "the wheel over the card")
	m2, _ = drive(t, m, wheel(l.log.X+3, l.log.Y+3))
	assert.False(t, m2.Log.AtBottom(), "the wheel over the log")
}
