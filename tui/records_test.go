package tui

import (
	"encoding/json"
	"errors"
	"time"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
)

// fakeRecords is a Records in memory.
type fakeRecords struct {
	stats   map[string][]store.PlayerStats
	high    map[string][]store.HighScore
	logs    []store.LogEntry
	logsErr error
	setups  map[string]json.RawMessage // by setupKey
	failSet error                      // what Remember returns, if set
	failRec error                      // what IndexLog and RecordGame return, if set
	indexed []store.LogEntry
	results map[string][]store.Result // by log path
	rated   map[string][]game.Contest // the contests recorded, by log path
}

func (f *fakeRecords) IndexLog(e store.LogEntry) error {
	if f.failRec != nil {
		return f.failRec
	}
	f.indexed = append(f.indexed, e)
	return nil
}

func (f *fakeRecords) RecordGame(e store.LogEntry, results []store.Result, contests []game.Contest) error {
	if err := f.IndexLog(e); err != nil {
		return err
	}
	if f.results == nil {
		f.results = map[string][]store.Result{}
	}
	f.results[e.Path] = append(f.results[e.Path], results...)
	if f.rated == nil {
		f.rated = map[string][]game.Contest{}
	}
	f.rated[e.Path] = append(f.rated[e.Path], contests...)
	return nil
}

func (f *fakeRecords) Stats(game string) ([]store.PlayerStats, error) { return f.stats[game], nil }

func (f *fakeRecords) HighScores(game string, n int) ([]store.HighScore, error) {
	h := f.high[game]
	return h[:min(n, len(h))], nil
}

func (f *fakeRecords) Logs() ([]store.LogEntry, error) { return f.logs, f.logsErr }

// setupKey is where fakeRecords keeps player's setup of game.
func setupKey(player, game string) string { return player + " " + game }

// localSetup is the key of the setup of game of the person at this
// keyboard, as a test app with no login names them.
func localSetup(game string) string {
	return setupKey(screen.LocalID(screen.LocalLogin()), game)
}

func (f *fakeRecords) Remember(player, game string, blob json.RawMessage) error {
	if f.failSet != nil {
		return f.failSet
	}
	if !json.Valid(blob) {
		return errors.New("not JSON")
	}
	if f.setups == nil {
		f.setups = map[string]json.RawMessage{}
	}
	f.setups[setupKey(player, game)] = blob
	return nil
}

func (f *fakeRecords) Recall(player, game string) (json.RawMessage, bool, error) {
	b, ok := f.setups[setupKey(player, game)]
	return b, ok, nil
}

// day is a date of the fake records, at noon UTC.
func day(d int) time.Time { return time.Date(2026, 1, d, 12, 0, 0, 0, time.UTC) }
