package yahtzee

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
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

// midTurn plays seed 42, you against the optimal AI, to your first roll
// (3 6 5 3 6), holds the two sixes and opens the advisor.
func midTurn(t *testing.T, env screen.Env) model {
	t.Helper()
	tm := program(t, env, setup(42))
	waitFor(t, tm, "Your turn")
	tm.Type("r")
	waitFor(t, tm, "Roll 1 of 3")
	tm.Type("25t")
	waitFor(t, tm, "your hold")
	m := finalScreen(t, tm)
	require.Equal(t, dice.Mask(0b10010), m.pending)
	return m
}

// The 100x30 screen of two players mid-turn: the card with what the dice
// would score in your open boxes, two sixes held, the roll counter and the
// advisor with the best holds and every box's expected final score.
func TestGoldenMidTurn(t *testing.T) {
	m := midTurn(t, testEnv(false))
	golden.RequireEqual(t, []byte(m.View()))
}

// The same in --ascii mode: nothing but ASCII.
func TestGoldenASCII(t *testing.T) {
	view := midTurn(t, testEnv(true)).View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	golden.RequireEqual(t, []byte(view))
}

// Six players at 80x24: short box names, seats named in the header's
// legend, small dice.
func TestGoldenSixPlayers80x24(t *testing.T) {
	env := sized(80, 24, false)
	tm := program(t, env, setup(7, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	waitFor(t, tm, "Your turn")
	tm.Type("r")
	waitFor(t, tm, "Roll 1 of 3")
	tm.Type("t") // the advisor needs the strategy table: it is in
	waitFor(t, tm, "Best holds")
	tm.Type("t1")
	waitFor(t, tm, "HLD")
	m := finalScreen(t, tm)
	require.True(t, m.strat.ready())
	assert.True(t, m.layout().small)
	golden.RequireEqual(t, []byte(m.View()))
}
