package shengji

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// At 80x24 the help (?) is taller than the screen: it says how to scroll
// and close it, pgdn shows its end, pgup its start, and nothing is cut
// with an ellipsis.
func TestHelpScrollsAt80x24(t *testing.T) {
	m := ready(t, start(t, screentest.Sized(80, 24, false), setup(seedFixed, "H")))
	m = press(t, m, "?")
	view := m.View()
	screentest.RequireSize(t, view, 80, 24, "help")
	require.Contains(t, view, "pgup/pgdn scroll")
	assert.Contains(t, view, "? or esc closes the help")
	assert.Contains(t, view, "How to play")
	assert.NotContains(t, view, "with its reason", "the end is below")
	assert.Contains(t, view, "pgdn down", "the keys say what pgdn does now")
	m = press(t, m, "pgdown", "pgdown")
	view = m.View()
	assert.Contains(t, screentest.Flatten(view), "with its reason).", "the end of the page")
	assert.NotContains(t, view, "…")
	m = press(t, m, "pgup", "pgup")
	assert.Contains(t, m.View(), "How to play")
	m = press(t, m, "esc")
	assert.False(t, where(m).Help)
	assert.False(t, strings.Contains(m.View(), "pgup/pgdn scroll"))
}
