package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/tui/screentest"
)

// At 80x24 the help (?) and every key of the full key help fit: nothing
// is cut with an ellipsis, and the page says how to scroll and close it.
func TestHelpFitsAt80x24(t *testing.T) {
	for _, variant := range [][]string{nil, {"bidding", "rob"}} {
		m := press(t, start(t, screentest.Sized(80, 24, false), setup(seed7, variant...)), "?")
		view := m.View()
		screentest.RequireSize(t, view, 80, 24, "help")
		assert.NotContains(t, view, "…", "%v", variant)
		for _, want := range []string{"? or esc closes the help", "pgup/pgdn scroll", "esc back", "q   quit", "c     tracker"} {
			assert.Contains(t, view, want, "%v", variant)
		}
		m = press(t, m, "end")
		assert.Contains(t, screentest.Flatten(m.View()), "twice a peasant's share", "%v: the page's end", variant)
	}
}
