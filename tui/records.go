package tui

import (
	"encoding/json"
	"time"
)

// Records is the player's data the lobby reads and keeps between runs:
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
	Stats(game string) ([]PlayerStats, error)
	// HighScores returns the n best scores of game, best first.
	HighScores(game string, n int) ([]HighScore, error)
}

// logIndex is what the saved-games browser reads.
type logIndex interface {
	// Logs returns every saved game log, newest first.
	Logs() ([]LogEntry, error)
}

// setupMemory keeps the last setup each game was started with.
type setupMemory interface {
	// Remember keeps blob as the last setup of game.
	Remember(game string, blob json.RawMessage) error
	// Recall returns the last setup of game, and false when there is none.
	Recall(game string) (json.RawMessage, bool, error)
}

// gameRecorder keeps what the shell learns as games end and their logs
// are saved.
type gameRecorder interface {
	// IndexLog adds a saved log to the index (or updates its entry).
	IndexLog(e LogEntry) error
	// RecordGame keeps the results of a finished game and indexes its log.
	RecordGame(e LogEntry, results []Result) error
}

// Result is how one player did in a finished game.
type Result struct {
	Player, Name string
	Score        float64
	Won          bool
}

// PlayerStats is one player's record at one game.
type PlayerStats struct {
	Player, Name string
	Played, Won  int
	Best, Mean   float64
}

// HighScore is one game's score in a table of the best.
type HighScore struct {
	Player, Name string
	Score        float64
	Date         time.Time
	Log          string
}

// LogEntry is a saved game log in the index.
type LogEntry struct {
	Path     string
	Game     string
	Date     time.Time
	Players  []string
	Finished bool
}
