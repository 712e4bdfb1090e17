package store

import (
	"database/sql"
	"errors"
	"strings"
)

// Name returns the display name kept for player (an ID), and false when
// none is kept.
func (s *Store) Name(player string) (string, bool, error) {
	var name string
	err := s.db.QueryRow(`SELECT name FROM names WHERE player = ?`, player).Scan(&name)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", false, nil
	case err != nil:
		return "", false, s.wrap(err)
	}
	return name, true, nil
}

// SetName keeps name as player's display name, in place of the one kept
// before. An empty name is refused.
func (s *Store) SetName(player, name string) error {
	if strings.TrimSpace(name) == "" {
		return s.wrap(errors.New("a display name cannot be empty"))
	}
	return s.change(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO names (player, name, updated) VALUES (?, ?, ?)
			ON CONFLICT (player) DO UPDATE SET name = excluded.name, updated = excluded.updated`, player, name, stamp(s.now()))
		return err
	})
}
