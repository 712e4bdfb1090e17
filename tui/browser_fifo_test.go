//go:build unix

package tui

import (
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A FIFO named like a log in the games directory, which nobody writes,
// holds up neither the screen nor the list: the other saved games are
// listed, and the FIFO is named as not a regular file.
func TestBrowserPassesOverAFIFO(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	require.NoError(t, os.MkdirAll(games, 0o700))
	data, err := os.ReadFile(savedFinished.Path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(games, filepath.Base(savedFinished.Path)), data, 0o600))
	fifo := filepath.Join(games, "pokerdice-20260101-230000-9.jsonl")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	a := resize(storeApp(t, dir), 100, 30)

	a = browse(t, a, key("g"))
	require.Equal(t, modeBrowser, a.mode)
	require.Len(t, a.browser.entries, 2)
	v := statsView(a)
	assert.Regexp(t, `2026-01-01 20:15\s+Risk Choice.*finished`, v)
	assert.Contains(t, v, "AI (optimal) wins: ann 1 point, AI (optimal) 2 points")
	assert.Regexp(t, `cannot be replayed\s+.*\n.*not a regular file`, v)

	at := slices.IndexFunc(a.browser.entries, func(e browserEntry) bool { return e.Path == fifo })
	require.GreaterOrEqual(t, at, 0, "the FIFO is listed")
	a = browse(t, a, key("home"))
	for range at {
		a = browse(t, a, key("down"))
	}
	a = browse(t, a, key("enter"), key("w"))
	assert.Equal(t, modeBrowser, a.mode, "neither a replay nor a page of it")
	assert.Equal(t, "not a regular file", a.status)
}
