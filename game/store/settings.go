package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Unowned is the player of the setups kept before each player had their
// own (schema 4): a program of its own hands them to the person at its
// terminal who has none; a server, whose players all shared them, to
// nobody.
const Unowned = ""

// Remember keeps blob, a JSON value, as the last setup player (an ID)
// started game with, in place of the one they kept before. Each player
// has their own: one player's setup is never another's default.
func (s *Store) Remember(player, game string, blob json.RawMessage) error {
	if !json.Valid(blob) {
		return s.wrap(fmt.Errorf("the setup of %s to remember is not JSON", game))
	}
	if player == "" {
		return s.wrap(fmt.Errorf("the setup of %s to remember needs a player ID", game))
	}
	return s.change(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO settings (player, game, blob, updated) VALUES (?, ?, ?, ?)
			ON CONFLICT (player, game) DO UPDATE SET blob = excluded.blob, updated = excluded.updated`, player, game, string(blob), stamp(s.now()))
		return err
	})
}

// Recall returns the setup player last remembered for game, and false
// when they have none.
func (s *Store) Recall(player, game string) (json.RawMessage, bool, error) {
	var blob string
	err := s.db.QueryRow(`SELECT blob FROM settings WHERE player = ? AND game = ?`, player, game).Scan(&blob)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, false, nil
	case err != nil:
		return nil, false, s.wrap(err)
	}
	return json.RawMessage(blob), true, nil
}
