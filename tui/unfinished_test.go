package tui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// A log left as it was written while its game was played (a program
// killed) is listed among the saved games as unfinished and replays up
// to its last line, its seed unsealed with the games directory's key.
func TestALogLeftUnfinishedIsListedAndReplays(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "webpage", "pokerdice.jsonl"))
	require.NoError(t, err)
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	h, err := game.ReadHeader(bytes.NewReader(data), "pokerdice.jsonl")
	require.NoError(t, err)
	f, err := game.CreateLogFile(filepath.Join(dir, "games"), h)
	require.NoError(t, err)
	for _, line := range lines[1:4] {
		require.NoError(t, f.Add(json.RawMessage(line)))
	}
	require.NoError(t, f.Close()) // as a killed program leaves it

	a := browse(t, storeApp(t, dir), key("g"))
	require.Equal(t, modeBrowser, a.mode)
	require.Len(t, a.browser.entries, 1)
	e := a.browser.entries[0]
	assert.Equal(t, f.Path(), e.Path)
	assert.Empty(t, e.problem)
	assert.False(t, e.Finished, "listed as unfinished")

	a = send(a, key("enter"))
	require.Equal(t, modeGame, a.mode, a.status)
	r, err := ReadReplay(f.Path())
	require.NoError(t, err)
	l, err := game.ReadLog[json.RawMessage](bytes.NewReader(r.Data), r.Name, "pokerdice")
	require.NoError(t, err)
	assert.Equal(t, h.Seed, l.Header.Seed, "unsealed")
	assert.Len(t, l.Entries, 3)
}

// The log of a game still being played (at a table of the same server,
// or in another terminal) is listed among the saved games but does not
// replay: its seed stays sealed until the game is over.
func TestALogStillPlayedDoesNotReplay(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "webpage", "pokerdice.jsonl"))
	require.NoError(t, err)
	h, err := game.ReadHeader(bytes.NewReader(data), "pokerdice.jsonl")
	require.NoError(t, err)
	f, err := game.CreateLogFile(filepath.Join(dir, "games"), h)
	require.NoError(t, err)
	t.Cleanup(func() { _ = f.Close() })

	a := browse(t, storeApp(t, dir), key("g"))
	require.Len(t, a.browser.entries, 1)
	assert.Contains(t, a.browser.entries[0].problem, "still being played")
	a = send(a, key("enter"))
	assert.Equal(t, modeBrowser, a.mode, "no replay")
}
