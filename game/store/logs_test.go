package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The index lists saved logs, the latest first; indexing a path again
// updates its entry (a game left, then finished from a replay of it, say).
func TestLogs(t *testing.T) {
	s := open(t, "")
	left := LogEntry{Path: "/g/blackjack-1.jsonl", Game: "blackjack", Date: now, Players: []string{"ann"}}
	done := LogEntry{Path: "/g/yahtzee-2.jsonl", Game: "yahtzee", Date: now.AddDate(0, 0, 1), Players: []string{"ann", "AI (optimal)"}, Finished: true}
	require.NoError(t, s.IndexLog(left))
	require.NoError(t, s.IndexLog(done))
	logs, err := s.Logs()
	require.NoError(t, err)
	assert.Equal(t, []LogEntry{done, left}, logs)

	left.Finished, left.Date = true, now.AddDate(0, 0, 2)
	require.NoError(t, s.IndexLog(left))
	logs, err = s.Logs()
	require.NoError(t, err)
	assert.Equal(t, []LogEntry{left, done}, logs)
}

// An entry needs a path and a game; no players is an empty list.
func TestIndexLogRefused(t *testing.T) {
	s := open(t, "")
	assert.Error(t, s.IndexLog(LogEntry{Game: "yahtzee"}))
	assert.Error(t, s.IndexLog(LogEntry{Path: "x"}))
	require.NoError(t, s.IndexLog(LogEntry{Path: "x", Game: "yahtzee", Date: now}))
	logs, err := s.Logs()
	require.NoError(t, err)
	require.Len(t, logs, 1)
	assert.Equal(t, []string{}, logs[0].Players)
}
