package blackjack

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// program runs the screen of s under teatest at the environment's size.
func program(t *testing.T, env screen.Env, s screen.Setup) *teatest.TestModel {
	t.Helper()
	return screentest.Program(t, Game, env, s)
}

// The shared teatest helpers, under the names these tests use.
var (
	waitFor     = screentest.WaitFor
	finalScreen = screentest.Final[model]
)

// The first round of seed 259 at 100x30, you and the basic AI: you hold 7♣
// 4♦ against the dealer's 4♦ with the hole card face down, the hint open.
func TestGoldenBeforeTheReveal(t *testing.T) {
	tm := program(t, testEnv(false), setup(seedDouble))
	waitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Your turn: 11 against a 4")
	tm.Type("t")
	waitFor(t, tm, "Basic strategy: double")
	m := finalScreen(t, tm)
	require.True(t, m.board.dealer.HoleDown)
	golden.RequireEqual(t, []byte(m.View()))
}

// The same round after you double: the AI stands, the dealer turns the K♠
// over and draws; the results stay on the table while the next bets open.
func TestGoldenAfterTheReveal(t *testing.T) {
	tm := program(t, testEnv(false), setup(seedDouble))
	waitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Your turn: 11 against a 4")
	tm.Type("d")
	waitFor(t, tm, "Round 2")
	m := finalScreen(t, tm)
	require.Equal(t, gb.PhaseBetting, m.view().Phase)
	assert.Contains(t, m.View(), "lost 20")
	golden.RequireEqual(t, []byte(m.View()))
}

// Seed 226: you split 8♣ 8♣ against a 9; the first hand has drawn its
// second card and is marked as the one being played.
func TestGoldenSplit(t *testing.T) {
	tm := program(t, testEnv(false), setup(seedSplit))
	waitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Your turn: 16 against a 9")
	tm.Type("p")
	waitFor(t, tm, "hand 1 of 2")
	m := finalScreen(t, tm)
	require.Equal(t, 2, m.board.spots[0].NHands)
	golden.RequireEqual(t, []byte(m.View()))
}

// --ascii: the first golden's round in plain ASCII, suits as letters.
func TestGoldenASCII(t *testing.T) {
	tm := program(t, testEnv(true), setup(seedDouble))
	waitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Your turn: 11 against a 4")
	m := finalScreen(t, tm)
	view := m.View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	assert.Contains(t, view, "|  C  |", "the 7 of clubs")
	golden.RequireEqual(t, []byte(view))
}
