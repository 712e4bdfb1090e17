package tui

import (
	"encoding/json"

	"teahouse/game"
	"teahouse/game/store"
)

// Records is the player's data the lobby reads and keeps between runs
// (a *store.Store):
// statistics of finished games, the index of saved game logs and the last
// setup of each game. A nil Records keeps nothing: the statistics and the
// saved games say there is nothing to show, and the setup screen starts
// from the defaults.
type Records interface {
	statsSource
	logIndex
	setupMemory
	gameRecorder
}

// statsSource is what the statistics screen reads.
type statsSource interface {
	// Stats returns the results of every player of game.
	Stats(game string) ([]store.PlayerStats, error)
	// HighScores returns the n best scores of game, best first.
	HighScores(game string, n int) ([]store.HighScore, error)
}

// logIndex is what the saved-games browser reads.
type logIndex interface {
	// Logs returns every saved game log, newest first.
	Logs() ([]store.LogEntry, error)
}

// setupMemory keeps the last setup each player started each game with.
type setupMemory interface {
	// Remember keeps blob as the last setup player started game with.
	Remember(player, game string, blob json.RawMessage) error
	// Recall returns the last setup player started game with, and false
	// when there is none.
	Recall(player, game string) (json.RawMessage, bool, error)
}

// gameRecorder keeps what the shell learns as games end and their logs
// are saved.
type gameRecorder interface {
	// IndexLog adds a saved log to the index (or updates its entry).
	IndexLog(e store.LogEntry) error
	// RecordGame keeps the results of a finished game, indexes its log
	// and rates its players by its contests (game.Outcome's).
	RecordGame(e store.LogEntry, results []store.Result, contests []game.Contest) error
}

// The store is the shell's records.
var _ Records = (*store.Store)(nil)
