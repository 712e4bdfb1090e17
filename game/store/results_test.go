package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// game records one finished yahtzee game of ann and the optimal AI.
func game(t *testing.T, s *Store, log string, day int, ann, ai float64) {
	t.Helper()
	require.NoError(t, s.RecordGame(LogEntry{Path: log, Game: "yahtzee", Date: now.AddDate(0, 0, day), Players: []string{"ann", "AI (optimal)"}},
		[]Result{{Player: "local:ann", Name: "ann", Score: ann, Won: ann >= ai}, {Player: "ai:optimal", Name: "AI (optimal)", Score: ai, Won: ai >= ann}}))
}

// Statistics count each player's games and wins, with the best and the
// mean score, per game.
func TestStats(t *testing.T) {
	s := open(t, "")
	game(t, s, "a.jsonl", 0, 200, 250)
	game(t, s, "b.jsonl", 1, 260, 240)
	game(t, s, "c.jsonl", 2, 230, 230)
	require.NoError(t, s.RecordGame(LogEntry{Path: "p.jsonl", Game: "pokerdice", Date: now},
		[]Result{{Player: "local:ann", Name: "ann", Score: 3, Won: true}}))

	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	assert.Equal(t, []PlayerStats{
		{Player: "ai:optimal", Name: "AI (optimal)", Played: 3, Won: 2, Best: 250, Mean: (250 + 240 + 230) / 3.0},
		{Player: "local:ann", Name: "ann", Played: 3, Won: 2, Best: 260, Mean: (200 + 260 + 230) / 3.0},
	}, stats)
	none, err := s.Stats("blackjack")
	require.NoError(t, err)
	assert.Empty(t, none)
}

// A player's name in the statistics is the latest they were shown with.
func TestStatsLatestName(t *testing.T) {
	s := open(t, "")
	require.NoError(t, s.RecordGame(LogEntry{Path: "1", Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "Ann", Score: 1}}))
	require.NoError(t, s.RecordGame(LogEntry{Path: "2", Game: "yahtzee", Date: now.Add(time.Hour)}, []Result{{Player: "local:ann", Name: "Ann Smith", Score: 2}}))
	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	require.Len(t, stats, 1)
	assert.Equal(t, "Ann Smith", stats[0].Name)
}

// High scores are the best first, the earlier of equal scores first, as
// many as asked.
func TestHighScores(t *testing.T) {
	s := open(t, "")
	game(t, s, "a.jsonl", 0, 200, 250)
	game(t, s, "b.jsonl", 1, 260, 240)
	game(t, s, "c.jsonl", 2, 250, 230)
	top, err := s.HighScores("yahtzee", 3)
	require.NoError(t, err)
	assert.Equal(t, []HighScore{
		{Player: "local:ann", Name: "ann", Score: 260, Date: now.AddDate(0, 0, 1), Log: "b.jsonl"},
		{Player: "ai:optimal", Name: "AI (optimal)", Score: 250, Date: now, Log: "a.jsonl"},
		{Player: "local:ann", Name: "ann", Score: 250, Date: now.AddDate(0, 0, 2), Log: "c.jsonl"},
	}, top)
}

// A game is recorded once, however often its log is recorded; a game
// whose log could not be saved is recorded all the same.
func TestRecordGameOnce(t *testing.T) {
	s := open(t, "")
	game(t, s, "a.jsonl", 0, 200, 250)
	game(t, s, "a.jsonl", 0, 200, 250)
	require.NoError(t, s.RecordGame(LogEntry{Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "ann", Score: 100}}))
	require.NoError(t, s.RecordGame(LogEntry{Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "ann", Score: 100}}))
	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	require.Len(t, stats, 2)
	assert.Equal(t, PlayerStats{Player: "local:ann", Name: "ann", Played: 3, Best: 200, Mean: 400 / 3.0}, stats[0],
		"ann's logged game once, and both unlogged ones")
	assert.Equal(t, 1, stats[1].Played, "the AI's one game")
	top, err := s.HighScores("yahtzee", 10)
	require.NoError(t, err)
	assert.Empty(t, top[len(top)-1].Log)
	logs, err := s.Logs()
	require.NoError(t, err)
	assert.Len(t, logs, 1, "an unsaved game has no log to index")
	assert.True(t, logs[0].Finished)
}

// A result needs a game and a player; a refused game records nothing.
func TestRecordGameRefused(t *testing.T) {
	s := open(t, "")
	assert.Error(t, s.RecordGame(LogEntry{Path: "x"}, []Result{{Player: "local:ann"}}))
	assert.Error(t, s.RecordGame(LogEntry{Path: "x", Game: "yahtzee"}, []Result{{Player: "local:ann"}, {Name: "nobody"}}))
	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	assert.Empty(t, stats)
	logs, err := s.Logs()
	require.NoError(t, err)
	assert.Empty(t, logs, "one transaction: the log is not indexed either")
}
