package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Remember keeps blob, a JSON value, as game's last setup, in place of
// the one kept before.
func (s *Store) Remember(game string, blob json.RawMessage) error {
	if !json.Valid(blob) {
		return s.wrap(fmt.Errorf("the setup of %s to remember is not JSON", game))
	}
	return s.change(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO settings (game, blob, updated) VALUES (?, ?, ?)
			ON CONFLICT (game) DO UPDATE SET blob = excluded.blob, updated = excluded.updated`, game, string(blob), stamp(s.now()))
		return err
	})
}

// Recall returns the setup last remembered for game, and false when there
// is none.
func (s *Store) Recall(game string) (json.RawMessage, bool, error) {
	var blob string
	err := s.db.QueryRow(`SELECT blob FROM settings WHERE game = ?`, game).Scan(&blob)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, false, nil
	case err != nil:
		return nil, false, s.wrap(err)
	}
	return json.RawMessage(blob), true, nil
}
