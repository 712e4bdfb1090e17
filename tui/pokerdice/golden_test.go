package pokerdice

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
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

// The opening in --ascii mode: no box drawing, no CJK, no bullets.
func TestGoldenASCII(t *testing.T) {
	tm := program(t, true)
	waitFor(t, tm, "Choose holds")
	view := finalScreen(t, tm).View()
	for _, r := range view {
		require.Less(t, r, rune(128), "non-ASCII %q in the ASCII screen", r)
	}
	golden.RequireEqual(t, []byte(view))
}
