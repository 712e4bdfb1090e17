package ui

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
)

// Scrolled up, the log's title says more lines are below; scrolled back
// to the bottom (or told to follow, at a new deal) it follows new lines
// again and the mark is gone.
func TestLogPanelMarksMoreBelowAndFollowsAgain(t *testing.T) {
	th := newTestTheme(t, true)
	p := NewLogPanel(th, "Log").SetSize(30, 8).Append(numbered(30)...)
	assert.NotContains(t, p.View(), "more below")
	up := update(t, p, pgUp)
	assert.Contains(t, ansi.Strip(up.View()), "more below (end)")
	up = up.Append("newest")
	assert.NotContains(t, up.View(), "newest", "scrolled up, the log stays put")
	assert.Contains(t, ansi.Strip(up.View()), "more below")

	down := update(t, up, pgDown, pgDown)
	assert.NotContains(t, down.View(), "more below")
	down = down.Append("newer still")
	assert.Contains(t, down.View(), "newer still", "at the bottom again, it follows")

	followed := up.Follow().Append("next deal")
	assert.Contains(t, followed.View(), "next deal", "told to follow, it follows")
	assert.NotContains(t, followed.View(), "more below")

	narrow := update(t, NewLogPanel(th, "Log").SetSize(12, 8).Append(numbered(30)...), pgUp)
	assert.Contains(t, ansi.Strip(narrow.View()), "more", "a narrow panel marks it shorter")
}
