package doudizhu

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Seed 7 at the bidding: you bid first, the bottom cards face down.
func TestGoldenBidding(t *testing.T) {
	screentest.Goldens(t, func(t *testing.T, env screen.Env) screenOf {
		m := start(t, env, setup(seed7))
		require.True(t, where(m).MyTurn)
		return m
	}, "bid 3")
}

// Seed 7 after you bid 3: the landlord's 20 cards, the bottom cards face
// up, 3 3 selected by typing.
func TestGoldenLandlordHand(t *testing.T) {
	screentest.Goldens(t, func(t *testing.T, env screen.Env) screenOf {
		m := press(t, start(t, env, setup(seed7)), "3", "3", "3")
		require.True(t, where(m).MyTurn)
		assert.Contains(t, screentest.LineWith(m.View(), "20 cards"), "pair of 3s", "the selection is read")
		return m
	}, "20 cards")
}

// Seed 7 played out by the hint: the result held until enter, every hand
// shown, the multiplier written out.
func TestGoldenResult(t *testing.T) {
	screentest.Goldens(t, func(t *testing.T, env screen.Env) screenOf {
		m := press(t, start(t, env, setup(seed7)), "3")
		m = playOut(t, m)
		require.True(t, where(m).Holding)
		view := m.View()
		assert.Contains(t, screentest.Flatten(view), fmt.Sprintf("You %+d", truth(t, m).Scores()[0]))
		assert.True(t, strings.Contains(view, "Result") || strings.Contains(view, "Next deal"))
		return m
	}, "bid 3")
}

// --ascii: the landlord's hand at 80x24 in plain ASCII.
func TestGoldenASCII(t *testing.T) {
	m := press(t, start(t, screentest.Sized(80, 24, true), setup(seed7)), "3", "3", "3")
	view := m.View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	assert.Contains(t, view, "landlord")
	golden.RequireEqual(t, []byte(view))
}

// --ascii writes the multiplier with x: the stake, the buttons, the log.
func TestASCIITimes(t *testing.T) {
	m := press(t, start(t, screentest.Sized(80, 24, true), setup(seed7, "show-cards", "on")), "3")
	require.Contains(t, m.View(), "Show x2")
	m = press(t, m, "s")
	for _, r := range m.View() {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen:\n%s", r, m.View())
	}
	assert.Contains(t, m.View(), "Base 3 x 2 = 6")
	m = press(t, m, "?")
	for _, r := range strings.ReplaceAll(strings.ReplaceAll(m.View(), "地主", ""), "明牌", "") {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII help", r)
	}
}
