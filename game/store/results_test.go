package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordYahtzee records one finished yahtzee game of ann and the optimal AI.
func recordYahtzee(t *testing.T, s *Store, log string, day int, ann, ai float64) {
	t.Helper()
	require.NoError(t, s.RecordGame(LogEntry{Path: log, Game: "yahtzee", Date: now.AddDate(0, 0, day), Players: []string{"ann", "AI (optimal)"}},
		[]Result{{Player: "local:ann", Name: "ann", Score: ann, Won: ann >= ai}, {Player: "ai:optimal", Seat: 1, Name: "AI (optimal)", Score: ai, Won: ai >= ann}}, nil))
}

// Statistics count each player's games and wins, with the best and the
// mean score, per game.
func TestStats(t *testing.T) {
	s := open(t, "")
	recordYahtzee(t, s, "a.jsonl", 0, 200, 250)
	recordYahtzee(t, s, "b.jsonl", 1, 260, 240)
	recordYahtzee(t, s, "c.jsonl", 2, 230, 230)
	require.NoError(t, s.RecordGame(LogEntry{Path: "p.jsonl", Game: "pokerdice", Date: now},
		[]Result{{Player: "local:ann", Name: "ann", Score: 3, Won: true}}, nil))

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
	require.NoError(t, s.RecordGame(LogEntry{Path: "1", Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "Ann", Score: 1}}, nil))
	require.NoError(t, s.RecordGame(LogEntry{Path: "2", Game: "yahtzee", Date: now.Add(time.Hour)}, []Result{{Player: "local:ann", Name: "Ann Smith", Score: 2}}, nil))
	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	require.Len(t, stats, 1)
	assert.Equal(t, "Ann Smith", stats[0].Name)
}

// High scores are the best first, the earlier of equal scores first, as
// many as asked.
func TestHighScores(t *testing.T) {
	s := open(t, "")
	recordYahtzee(t, s, "a.jsonl", 0, 200, 250)
	recordYahtzee(t, s, "b.jsonl", 1, 260, 240)
	recordYahtzee(t, s, "c.jsonl", 2, 250, 230)
	top, err := s.HighScores("yahtzee", 3)
	require.NoError(t, err)
	assert.Equal(t, []HighScore{
		{Player: "local:ann", Name: "ann", Score: 260, Date: now.AddDate(0, 0, 1), Log: "b.jsonl"},
		{Player: "ai:optimal", Name: "AI (optimal)", Seat: 1, Score: 250, Date: now, Log: "a.jsonl"},
		{Player: "local:ann", Name: "ann", Score: 250, Date: now.AddDate(0, 0, 2), Log: "c.jsonl"},
	}, top)
}

// A game is recorded once, however often its log is recorded; a game
// whose log could not be saved is recorded all the same.
func TestRecordGameOnce(t *testing.T) {
	s := open(t, "")
	recordYahtzee(t, s, "a.jsonl", 0, 200, 250)
	recordYahtzee(t, s, "a.jsonl", 0, 200, 250)
	require.NoError(t, s.RecordGame(LogEntry{Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "ann", Score: 100}}, nil))
	require.NoError(t, s.RecordGame(LogEntry{Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Name: "ann", Score: 100}}, nil))
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

// Two computers of one level at one table are two results, one per seat:
// the level's statistics add both up, and its scores say which seat.
func TestRecordGameOneResultPerSeat(t *testing.T) {
	s := open(t, "")
	// A Dou Dizhu deal won by the peasants P2 and P3, both the expert AI.
	require.NoError(t, s.RecordGame(LogEntry{Path: "d.jsonl", Game: "doudizhu", Date: now}, []Result{
		{Player: "local:ann", Seat: 0, Name: "ann", Score: -2},
		{Player: "ai:expert", Seat: 1, Name: "AI (expert)", Score: 1, Won: true},
		{Player: "ai:expert", Seat: 2, Name: "AI (expert)", Score: 1, Won: true},
	}, nil))
	// A deal won by the landlord P1, with the expert at P3 only.
	require.NoError(t, s.RecordGame(LogEntry{Path: "e.jsonl", Game: "doudizhu", Date: now.Add(time.Hour)}, []Result{
		{Player: "local:ann", Seat: 0, Name: "ann", Score: 4, Won: true},
		{Player: "ai:simple", Seat: 1, Name: "AI (simple)", Score: -2},
		{Player: "ai:expert", Seat: 2, Name: "AI (expert)", Score: -2},
	}, nil))
	// Recorded again: nothing changes.
	require.NoError(t, s.RecordGame(LogEntry{Path: "d.jsonl", Game: "doudizhu", Date: now}, []Result{
		{Player: "ai:expert", Seat: 1, Name: "AI (expert)", Score: 1, Won: true},
		{Player: "ai:expert", Seat: 2, Name: "AI (expert)", Score: 1, Won: true},
	}, nil))

	stats, err := s.Stats("doudizhu")
	require.NoError(t, err)
	require.Len(t, stats, 3)
	assert.Equal(t, PlayerStats{Player: "ai:expert", Name: "AI (expert)", Played: 3, Won: 2, Best: 1, Mean: 0}, stats[0])
	assert.Equal(t, PlayerStats{Player: "local:ann", Name: "ann", Played: 2, Won: 1, Best: 4, Mean: 1}, stats[1])

	top, err := s.HighScores("doudizhu", 3)
	require.NoError(t, err)
	require.Len(t, top, 3)
	assert.Equal(t, 0, top[0].Seat, "ann's 4")
	assert.Equal(t, []int{1, 2}, []int{top[1].Seat, top[2].Seat}, "each expert's 1, by seat")
}

// A result needs a game and a player; a refused game records nothing.
func TestRecordGameRefused(t *testing.T) {
	s := open(t, "")
	assert.Error(t, s.RecordGame(LogEntry{Path: "x"}, []Result{{Player: "local:ann"}}, nil))
	assert.Error(t, s.RecordGame(LogEntry{Path: "x", Game: "yahtzee"}, []Result{{Player: "local:ann"}, {Name: "nobody"}}, nil))
	assert.Error(t, s.RecordGame(LogEntry{Path: "x", Game: "yahtzee"}, []Result{{Player: "local:ann", Seat: -1}}, nil))
	stats, err := s.Stats("yahtzee")
	require.NoError(t, err)
	assert.Empty(t, stats)
	logs, err := s.Logs()
	require.NoError(t, err)
	assert.Empty(t, logs, "one transaction: the log is not indexed either")
}
