package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// ErrNameTaken refuses a display name another player has kept (the same
// but for case or width).
var ErrNameTaken = errors.New("that name is taken by another player")

// FoldName is the form of a display name two names are compared in: case
// folded ("Alice" and "ALICE" are one), full-width and half-width forms
// folded ("ａｌｉｃｅ" is "alice"), as are the other compatibility forms
// (NFKC), and runs of spaces made one.
func FoldName(name string) string {
	s := norm.NFKC.String(cases.Fold().String(norm.NFKC.String(name)))
	return strings.Join(strings.Fields(s), " ")
}

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
// before. An empty name is refused, and so is a name another player has
// kept (ErrNameTaken): names are one per player, whatever their case or
// width.
func (s *Store) SetName(player, name string) error {
	if strings.TrimSpace(name) == "" {
		return s.wrap(errors.New("a display name cannot be empty"))
	}
	return s.change(func(tx *sql.Tx) error {
		if other, err := holder(tx, name, player); err != nil {
			return err
		} else if other != "" {
			return fmt.Errorf("%w: %q", ErrNameTaken, name)
		}
		_, err := tx.Exec(`INSERT INTO names (player, name, updated) VALUES (?, ?, ?)
			ON CONFLICT (player) DO UPDATE SET name = excluded.name, updated = excluded.updated`, player, name, stamp(s.now()))
		return err
	})
}

// NameTaken reports whether a player other than player (an ID) has kept
// name, or one that folds to the same (FoldName).
func (s *Store) NameTaken(player, name string) (bool, error) {
	other, err := holder(s.db, name, player)
	return other != "", s.wrap(err)
}

// holder is the ID of a player other than player whose kept name folds as
// name does, or "".
func holder(q querier, name, player string) (string, error) {
	rows, err := q.Query(`SELECT player, name FROM names WHERE player <> ?`, player)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	want := FoldName(name)
	for rows.Next() {
		var id, kept string
		if err := rows.Scan(&id, &kept); err != nil {
			return "", err
		}
		if FoldName(kept) == want {
			return id, nil
		}
	}
	return "", rows.Err()
}
