package blackjack

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// Betting by mouse: + and - change the bet on the button between them,
// the deal button bets it; at the smallest and largest bets the buttons
// are dimmed.
func TestMouseBetting(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := start(t, sized(size[0], size[1], true), setup(seedDouble))
			assert.Contains(t, m.View(), "( - ) Bet 10 [ + ]", "the minimum: - is dimmed")
			m = clickZone(t, m, btnBetUp)
			m = clickZone(t, m, btnBetUp)
			m = clickZone(t, m, btnBetUp)
			assert.Equal(t, 40, m.betFor(0))
			m = clickZone(t, m, btnBetDown)
			assert.Equal(t, 30, m.betFor(0))
			assert.Contains(t, m.View(), "[ - ] Bet 30 [ + ]")
			assert.Empty(t, entries(m), "changing the bet is not an action")

			m = clickZone(t, m, btnDeal)
			require.NotEmpty(t, entries(m))
			assert.Equal(t, game.Entry[gb.Action]{Seat: 0, Action: gb.Bet(30)}, entries(m)[0])
			assert.Equal(t, gb.PhasePlay, m.view().Phase, "the AI bet and the cards are dealt")
		})
	}
}

// Playing by mouse: hit and stand buttons act for you.
func TestMouseHitAndStand(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	m = clickZone(t, m, btnHit)
	es := entries(m)
	require.Len(t, es, 3)
	assert.Equal(t, gb.Hit(), es[2].Action)
	require.True(t, m.myTurn(), "11 and a card: still yours")
	m = clickZone(t, m, btnStand)
	es = entries(m)
	assert.Equal(t, game.Entry[gb.Action]{Seat: 0, Action: gb.Stand()}, es[3])
	assert.Equal(t, gb.PhaseBetting, m.view().Phase, "the round is over")
}

// A click on a dimmed button says why the game refuses it and changes
// nothing; the hint button opens the hint.
func TestMouseRefusedButton(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	before := entries(m)
	m = clickZone(t, m, btnSplit)
	assert.Contains(t, m.status, "pair")
	assert.Contains(t, flatten(m.View()), m.status)
	assert.Equal(t, before, entries(m))
	m = clickZone(t, m, btnHint)
	assert.True(t, m.ShowTip)
}

// Insurance by mouse, and even money.
func TestMouseInsurance(t *testing.T) {
	m := dealt(t, testEnv(false), seedInsurance)
	m = clickZone(t, m, btnInsure)
	assert.Equal(t, gb.Insure(10), entries(m)[2].Action, "half the bet of 10, in half chips")
	m = dealt(t, testEnv(false), seedNatural)
	m = clickZone(t, m, btnEven)
	assert.Equal(t, gb.EvenMoney(), entries(m)[2].Action)
}

// The wheel over the log scrolls it; elsewhere it does nothing.
func TestMouseWheelScrollsTheLog(t *testing.T) {
	m := start(t, sized(80, 24, false), setup(3))
	for range 6 {
		m = press(t, m, "enter", "s", "n", "s")
	}
	require.True(t, m.Log.AtBottom())
	side := m.layout().side
	wheel := func(x, y int) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonWheelUp}
	}
	m2, _ := drive(t, m, wheel(2, side.Y+2))
	assert.True(t, m2.Log.AtBottom(), "the wheel over the table")
	m2, _ = drive(t, m, wheel(side.X+3, side.Y+3))
	assert.False(t, m2.Log.AtBottom(), "the wheel over the log")
}
