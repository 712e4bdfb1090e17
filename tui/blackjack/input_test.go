package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
)

// Up/down and +/- step the bet through the ladder, within the table's
// limits and the bankroll; enter bets it. Keys typed together count one by
// one.
func TestInputBetByKeys(t *testing.T) {
	m := start(t, testEnv(false), setup(seedDouble))
	m = press(t, m, "up", "+", "=")
	assert.Contains(t, m.View(), "Your turn: bet 40")
	m = press(t, m, "down", "-")
	assert.Contains(t, m.View(), "Bet 20 ")
	m = press(t, m, "-", "-", "down")
	assert.Contains(t, m.View(), "Bet 10 ", "never below the minimum")
	for range 40 {
		m = press(t, m, "up")
	}
	assert.Contains(t, m.View(), "Bet 500 ", "never above the maximum")
	m = press(t, m, "down", "++")
	assert.Contains(t, m.View(), "Bet 500 ")
	m = press(t, m, "down")
	assert.Empty(t, entries(t, m), "changing the bet is not an action")
	m = press(t, m, "enter")
	assert.Equal(t, gb.Bet(400), entries(t, m)[0].Action)
	assert.Contains(t, flatten(m.View()), "You bet 400.")
}

// Betting by mouse: + and - change the bet on the label between them, the
// deal button bets it; at the smallest bet - is dimmed.
func TestInputBetByClicks(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 50}} {
		m := start(t, sized(size[0], size[1], true), setup(seedDouble))
		assert.Contains(t, m.View(), "( - ) Bet 10 [ + ]", "the minimum: - is dimmed")
		m = clickText(t, m, "[ + ]")
		m = clickText(t, m, "[ + ]")
		m = clickText(t, m, "[ + ]")
		m = clickText(t, m, "[ - ]")
		assert.Contains(t, m.View(), "[ - ] Bet 30 [ + ]")
		assert.Empty(t, entries(t, m))
		m = clickText(t, m, "Bet ]")
		require.NotEmpty(t, entries(t, m))
		assert.Equal(t, game.Entry[gb.Action]{Seat: 0, Action: gb.Bet(30)}, entries(t, m)[0])
		assert.Equal(t, gb.PhasePlay, view(t, m, 0).Phase, "the AI bet and the cards are dealt")
	}
}

// Every action has its letter and its button.
func TestInputActions(t *testing.T) {
	tests := []struct {
		name   string
		seed   uint64
		key    string
		button string
		want   gb.Action
	}{
		{"hit", seedDouble, "h", "Hit ]", gb.Hit()},
		{"stand", seedDouble, "s", "Stand ]", gb.Stand()},
		{"double", seedDouble, "d", "Double ]", gb.Double()},
		{"split", seedSplit, "p", "Split ]", gb.Split()},
		{"insure", seedInsurance, "i", "Insure 5 ]", gb.Insure(10)},
		{"decline", seedInsurance, "n", "Decline ]", gb.Decline()},
		{"even money", seedNatural, "e", "Even money ]", gb.EvenMoney()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := press(t, dealt(t, testEnv(false), tc.seed), tc.key)
			es := entries(t, m)
			require.Greater(t, len(es), 2)
			assert.Equal(t, tc.want, es[2].Action, "by key")

			m = clickText(t, dealt(t, testEnv(false), tc.seed), tc.button)
			es = entries(t, m)
			require.Greater(t, len(es), 2)
			assert.Equal(t, tc.want, es[2].Action, "by click")
		})
	}
}

// x sits out; the AI plays its round alone and the betting comes back.
func TestInputSitOut(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(seedDouble)), "x")
	assert.Equal(t, gb.SitOut(), entries(t, m)[0].Action)
	assert.Equal(t, 2, view(t, m, 0).Round)
	assert.True(t, where(m).MyTurn)
}

// Pressing or clicking what the game refuses says the game's reason in the
// status line and changes nothing at the table; the next key clears it.
func TestInputRefusalsSayWhy(t *testing.T) {
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
		{"deal during play", seedDouble, true, "enter", "Bets are placed between rounds"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := start(t, testEnv(false), setup(tc.seed))
			if tc.deal {
				m = press(t, m, "enter")
			}
			before, screenBefore := entries(t, m), m.View()
			m = press(t, m, tc.key)
			assert.Contains(t, flatten(m.View()), tc.reason)
			assert.Equal(t, before, entries(t, m), "the table is unchanged")
			m = press(t, m, "c", "c")
			assert.Equal(t, screenBefore, m.View(), "the reason goes with the next key")
		})
	}
	m := dealt(t, testEnv(true), seedDouble)
	m = clickText(t, m, "( p Split )")
	assert.Contains(t, flatten(m.View()), "You can only split a pair")
}

// Buttons the game would refuse are drawn dimmed: ( ) instead of [ ].
func TestInputButtonsAreDimmed(t *testing.T) {
	view := dealt(t, testEnv(true), seedDouble).View()
	assert.Contains(t, view, "[ h Hit ]")
	assert.Contains(t, view, "[ d Double ]")
	assert.Contains(t, view, "( p Split )")
	assert.Contains(t, view, "( r Surrender )")
	assert.Contains(t, dealt(t, testEnv(true), seedSplit).View(), "[ p Split ]")
}

// Out of turn, while the computer before you is to bet, your keys are
// refused with whose turn it is.
func TestInputOutOfTurn(t *testing.T) {
	s := setup(seedDouble, aiBasic, you)
	s.Speed = game.Normal
	scr, err := Screens.New(testEnv(false), s)
	require.NoError(t, err)
	t.Cleanup(scr.Close)
	m := scr.(screenOf) // not started: the table waits for the computer
	m = press(t, m, "h")
	assert.Contains(t, m.View(), "It is P1's turn to bet")
	assert.Contains(t, m.View(), "AI (basic) bets…")
	assert.Empty(t, entries(t, m))
}

// t opens the hint, c the count, ? the help; esc closes them, then asks
// the shell to leave.
func TestInputToggles(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	m = press(t, m, "t")
	assert.Contains(t, m.View(), "Basic strategy")
	m = press(t, m, "c")
	assert.Contains(t, m.View(), "Hi-Lo +2 · true +0.3", "7 4 Q 5 4 seen")
	m = press(t, m, "?")
	assert.Contains(t, flatten(m.View()), "How to play")
	m = press(t, m, "esc")
	assert.NotContains(t, flatten(m.View()), "How to play")
	m = press(t, m, "esc")
	assert.NotContains(t, m.View(), "Basic strategy")
	_, out := drive(t, m, keys("esc")...)
	require.Len(t, out, 1)
	assert.Equal(t, screen.Leave{}, out[0])
}
