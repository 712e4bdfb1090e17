package blackjack

import (
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// The default renderer is colour-free too: the screen draws with its
// theme's, and the goldens are plain text.
func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// dealtScreen starts seed's table of you and the basic AI at 100x30 and
// bets the minimum: the screen waits for your first decision, which it
// names as turn says. The screen is driven by messages, with no clock.
func dealtScreen(t *testing.T, ascii bool, seed uint64, turn string) screenOf {
	t.Helper()
	m := start(t, testEnv(ascii), setup(seed))
	require.Contains(t, m.View(), "enter deals")
	m = press(t, m, "enter")
	require.Contains(t, m.View(), turn)
	return m
}

// The first round of seed 259: you hold 7♣ 4♦ against the dealer's 4♦ with
// the hole card face down, the hint open.
func TestGoldenBeforeTheReveal(t *testing.T) {
	m := press(t, dealtScreen(t, false, seedDouble, "Your turn: 11 against a 4"), "t")
	assert.Contains(t, m.View(), "Basic strategy: double")
	assert.Contains(t, dealerRow(t, m.View()), cardBack(false))
	golden.RequireEqual(t, []byte(m.View()))
}

// The same round after you double: the AI stands, the dealer turns the K♠
// over and draws; the results stay on the table while the next bets open.
func TestGoldenAfterTheReveal(t *testing.T) {
	m := press(t, dealtScreen(t, false, seedDouble, "Your turn: 11 against a 4"), "d")
	assert.Contains(t, m.View(), "Your turn: bet 10")
	assert.Contains(t, m.View(), "lost 20")
	golden.RequireEqual(t, []byte(m.View()))
}

// Seed 226: you split 8♣ 8♣ against a 9; the first hand has drawn its
// second card and is marked as the one being played.
func TestGoldenSplit(t *testing.T) {
	m := press(t, dealtScreen(t, false, seedSplit, "Your turn: 16 against a 9"), "p")
	assert.Contains(t, m.View(), "hand 1 of 2")
	require.True(t, where(m).MyTurn)
	golden.RequireEqual(t, []byte(m.View()))
}

// --ascii: the first golden's round in plain ASCII, suits as letters.
func TestGoldenASCII(t *testing.T) {
	view := dealtScreen(t, true, seedDouble, "Your turn: 11 against a 4").View()
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
	m := press(t, start(t, sized(80, 24, false), setup(7, five...)), "enter")
	require.Contains(t, m.View(), "Your turn: 14 against a 3")
	view := press(t, m, "s").View()
	require.Contains(t, view, "Your turn: bet 10")
	requireSize(t, view, 80, 24, "")
	for _, word := range []string{"You", "P2 basic", "P3 counter", "P4 basic", "P5 counter", "Round 1"} {
		assert.Contains(t, view, word)
	}
	golden.RequireEqual(t, []byte(view))
}
