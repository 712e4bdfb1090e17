package yahtzee

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// midTurn plays seed 42, you against the optimal AI, to your first roll
// (3 6 5 3 6), holds the two sixes and opens the advisor; it returns the
// screen drawn then. The screen is driven by messages, with no clock.
func midTurn(t *testing.T, env screen.Env) string {
	t.Helper()
	m := start(t, env, setup(42))
	require.Contains(t, m.View(), "Your turn")
	m = press(t, m, "r")
	require.Contains(t, m.View(), "Roll 1 of 3")
	m = press(t, m, "2", "5", "t")
	view := m.View()
	require.Contains(t, view, "your hold")
	m = press(t, m, "r")
	require.Equal(t, gy.Roll(0b10010), entries(t, m)[1].Action, "the sixes were held")
	return view
}

// The 100x30 screen of two players mid-turn: the card with what the dice
// would score in your open boxes, two sixes held, the roll counter and the
// advisor with the best holds and every box's expected final score.
func TestGoldenMidTurn(t *testing.T) {
	golden.RequireEqual(t, []byte(midTurn(t, testEnv(false))))
}

// The same in --ascii mode: nothing but ASCII.
func TestGoldenASCII(t *testing.T) {
	view := midTurn(t, testEnv(true))
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	golden.RequireEqual(t, []byte(view))
}

// Six players at 80x24: short box names, seats named in the header's
// legend, small dice.
func TestGoldenSixPlayers80x24(t *testing.T) {
	m := start(t, sized(80, 24, false), setup(7, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	require.Contains(t, m.View(), "Your turn")
	m = press(t, m, "r")
	require.Contains(t, m.View(), "Roll 1 of 3")
	m = press(t, m, "t") // the advisor needs the strategy table: it is in
	require.Contains(t, m.View(), "Best holds")
	view := press(t, m, "t", "1").View()
	require.Contains(t, view, "HLD")
	assert.Contains(t, view, "F.house", "short box names")
	assert.Contains(t, view, "P2 optimal", "computers named by level in the legend")
	golden.RequireEqual(t, []byte(view))
}

// Six players at 80x24 keep all three buttons (without their keys, which
// the footer names) and the advisor's figures whole on their lines.
func TestGoldenSixPlayersKeepTheAdvisorButton(t *testing.T) {
	m := start(t, sized(80, 24, false), setup(7, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	m = press(t, m, "r", "t")
	view := m.View()
	assert.Contains(t, view, "[ Advisor ]")
	for _, line := range strings.Split(view, "\n") {
		if strings.Contains(line, "│ ") && strings.ContainsAny(line, "0123456789") && strings.Contains(line, ".") {
			assert.Regexp(t, `(\d+\.\d|[^\d.]) │$`, line, "a figure is never cut at the panel's edge")
		}
	}
}

// The end of a six-player game at 80x24: the turn line names the winner
// whole, in a shorter form.
func TestGoldenSixPlayersGameOver80x24(t *testing.T) {
	m := start(t, sized(80, 24, false), setup(7, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	m, _ = playUntilOver(t, m)
	view := m.View()
	assert.Regexp(t, `Game over: (You win|AI \w+ wins|P\d wins) with \d+\.`, flatten(view))
	assert.NotContains(t, view, "wins …")
	golden.RequireEqual(t, []byte(view))
}

// A large screen, 160x48: the card widens, the advisor's box does not
// stretch beyond advisorMaxW.
func TestGoldenLarge160x48(t *testing.T) {
	m := start(t, sized(160, 48, false), setup(42))
	m = press(t, m, "r", "t")
	view := m.View()
	r, ok := screentest.FindText(view, "Advisor ─")
	if !ok {
		r, ok = screentest.FindText(view, "│ Advisor")
	}
	require.True(t, ok, view)
	line := []rune(strings.Split(ansi.Strip(view), "\n")[r.Y-1])
	width := strings.Count(string(line), "─") + 2
	assert.LessOrEqual(t, width, advisorMaxW, "the advisor's box")
	golden.RequireEqual(t, []byte(view))
}
