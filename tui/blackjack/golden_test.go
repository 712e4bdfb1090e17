package blackjack

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
)

// The default renderer is colour-free too: the screen draws with its
// theme's, and the goldens are plain text.
func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// dealtProgram runs seed's table of you and the basic AI under teatest at
// 100x30 and bets the minimum: it waits for your first decision.
func dealtProgram(t *testing.T, ascii bool, seed uint64, turn string) *teatest.TestModel {
	t.Helper()
	tm := screentest.Program(t, Game, testEnv(ascii), setup(seed))
	screentest.WaitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	screentest.WaitFor(t, tm, turn)
	return tm
}

// final quits the program and returns its last screen.
func final(t *testing.T, tm *teatest.TestModel) screenOf { return screentest.Final[screenOf](t, tm) }

// The first round of seed 259: you hold 7♣ 4♦ against the dealer's 4♦ with
// the hole card face down, the hint open.
func TestGoldenBeforeTheReveal(t *testing.T) {
	tm := dealtProgram(t, false, seedDouble, "Your turn: 11 against a 4")
	tm.Type("t")
	screentest.WaitFor(t, tm, "Basic strategy: double")
	m := final(t, tm)
	assert.Contains(t, dealerRow(t, m.View()), cardBack(false))
	golden.RequireEqual(t, []byte(m.View()))
}

// The same round after you double: the AI stands, the dealer turns the K♠
// over and draws; the results stay on the table while the next bets open.
func TestGoldenAfterTheReveal(t *testing.T) {
	tm := dealtProgram(t, false, seedDouble, "Your turn: 11 against a 4")
	tm.Type("d")
	screentest.WaitFor(t, tm, "Your turn: bet 10")
	m := final(t, tm)
	assert.Contains(t, m.View(), "lost 20")
	golden.RequireEqual(t, []byte(m.View()))
}

// Seed 226: you split 8♣ 8♣ against a 9; the first hand has drawn its
// second card and is marked as the one being played.
func TestGoldenSplit(t *testing.T) {
	tm := dealtProgram(t, false, seedSplit, "Your turn: 16 against a 9")
	tm.Type("p")
	screentest.WaitFor(t, tm, "hand 1 of 2")
	m := final(t, tm)
	require.True(t, where(m).MyTurn)
	golden.RequireEqual(t, []byte(m.View()))
}

// --ascii: the first golden's round in plain ASCII, suits as letters.
func TestGoldenASCII(t *testing.T) {
	m := final(t, dealtProgram(t, true, seedDouble, "Your turn: 11 against a 4"))
	view := m.View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	assert.Contains(t, view, "|  C  |", "the 7 of clubs")
	golden.RequireEqual(t, []byte(view))
}

// Five seats at the smallest size, round 1's results on the table as the
// bets of round 2 open: every seat, card, result and bankroll whole.
func TestGoldenFiveSeats80x24(t *testing.T) {
	five := []game.Player{you, aiBasic, aiCounter, aiBasic, aiCounter}
	tm := screentest.Program(t, Game, sized(80, 24, false), setup(7, five...))
	screentest.WaitFor(t, tm, "enter deals")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	screentest.WaitFor(t, tm, "Your turn: 14 against a 3")
	tm.Type("s")
	screentest.WaitFor(t, tm, "Your turn: bet 10")
	m := final(t, tm)
	view := m.View()
	requireSize(t, view, 80, 24, "")
	for _, word := range []string{"You", "P2 basic", "P3 counter", "P4 basic", "P5 counter", "Round 1"} {
		assert.Contains(t, view, word)
	}
	golden.RequireEqual(t, []byte(view))
}
