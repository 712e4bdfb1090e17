package pokerdice

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// program runs the screen of seed 42 under teatest at 100x30.
func program(t *testing.T, ascii bool) *teatest.TestModel {
	t.Helper()
	return screentest.Program(t, Game, testEnv(ascii), setup(42, nil))
}

// The shared teatest helpers, under the names these tests use.
var (
	waitFor     = screentest.WaitFor
	finalScreen = screentest.Final[screenOf]
)

// The opening screen of seed 42, you against the optimal AI: you hold first.
func TestGoldenOpening(t *testing.T) {
	tm := program(t, false)
	waitFor(t, tm, "Choose holds")
	golden.RequireEqual(t, []byte(finalScreen(t, tm).View()))
}

// The same after toggling dice 1 and 3: both drawn held, die 3 focused.
func TestGoldenHolds(t *testing.T) {
	tm := program(t, false)
	waitFor(t, tm, "Choose holds")
	tm.Type("13")
	waitFor(t, tm, "HELD")
	golden.RequireEqual(t, []byte(finalScreen(t, tm).View()))
}

// The showdown of round 1 after holding nothing: both hands named, the
// winner marked, waiting for enter.
func TestGoldenShowdown(t *testing.T) {
	tm := program(t, false)
	waitFor(t, tm, "Choose holds")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Next round")
	m := finalScreen(t, tm)
	require.True(t, where(m).Holding)
	golden.RequireEqual(t, []byte(m.View()))
}

// The opening in --ascii mode: no box drawing, no CJK, no bullets; the
// dice are drawn in ASCII too.
func TestGoldenASCII(t *testing.T) {
	tm := program(t, true)
	waitFor(t, tm, "Choose holds")
	view := finalScreen(t, tm).View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	assert.Equal(t, 2*2*5, strings.Count(view, "+-------+"), "ten dice, two borders each")
	assert.Contains(t, view, "| o   o |")
	golden.RequireEqual(t, []byte(view))
}

// The skills variant at 80x24 with dice held and the tip panel open: its
// title says the figures count the opponent's face-down dice as unknown.
func TestGoldenSkillsTips(t *testing.T) {
	env := testEnv(false)
	env.Width, env.Height = 80, 24
	tm := screentest.Program(t, Game, env, setup(42, map[string]string{"skills": "on"}))
	waitFor(t, tm, "Choose holds")
	tm.Type("25t")
	waitFor(t, tm, "1. hold")
	view := finalScreen(t, tm).View()
	assert.Contains(t, view, "Odds counting their face-down dice as unknown:")
	golden.RequireEqual(t, []byte(view))
}

// Strict holds with a 3 and a 6 held: Hold & roll is dimmed and the status
// line says why.
func TestGoldenStrictHolds(t *testing.T) {
	tm := screentest.Program(t, Game, testEnv(false), setup(42, map[string]string{"rule": "strict"}))
	waitFor(t, tm, "Choose holds")
	tm.Type("12")
	waitFor(t, tm, "Strict holds: keep dice of one value only")
	golden.RequireEqual(t, []byte(finalScreen(t, tm).View()))
}
