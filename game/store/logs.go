package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"time"
)

// LogEntry is a saved game log in the index the saved-games browser reads.
type LogEntry struct {
	// Path is the log file.
	Path string
	// Game is the game's ID, such as "yahtzee".
	Game string
	// Date is when the log was saved.
	Date time.Time
	// Players are the seats' labels in seat order ("ann", "AI (optimal)").
	Players []string
	// Finished is true when the game reached its end, false for a game
	// left before it.
	Finished bool
}

// IndexLog adds a saved log to the index, or updates its entry when the
// path is there already.
func (s *Store) IndexLog(e LogEntry) error {
	return s.change(func(tx *sql.Tx) error { return indexLog(tx, e) })
}

func indexLog(tx *sql.Tx, e LogEntry) error {
	if e.Path == "" || e.Game == "" {
		return fmt.Errorf("a log entry needs a path and a game, not %q and %q", e.Path, e.Game)
	}
	players, err := json.Marshal(nonNil(e.Players))
	if err != nil {
		return err
	}
	_, err = tx.Exec(`INSERT INTO logs (path, game, date, players, finished) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (path) DO UPDATE SET game = excluded.game, date = excluded.date, players = excluded.players, finished = excluded.finished`,
		e.Path, e.Game, stamp(e.Date), string(players), e.Finished)
	return err
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Logs returns the index of saved logs, the latest first (of one date, by
// path). A log file deleted since it was saved is still listed: the
// browser says so when it cannot open it.
func (s *Store) Logs() ([]LogEntry, error) {
	rows, err := s.db.Query(`SELECT path, game, date, players, finished FROM logs ORDER BY date DESC, path`)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []LogEntry
	for rows.Next() {
		var e LogEntry
		var date, players string
		if err := rows.Scan(&e.Path, &e.Game, &date, &players, &e.Finished); err != nil {
			return nil, s.wrap(err)
		}
		if e.Date, err = unstamp(date); err != nil {
			return nil, s.wrap(fmt.Errorf("log %s: date %q: %w", e.Path, date, err))
		}
		if err := json.Unmarshal([]byte(players), &e.Players); err != nil {
			return nil, s.wrap(fmt.Errorf("log %s: players: %w", e.Path, err))
		}
		out = append(out, e)
	}
	return out, s.wrap(rows.Err())
}
