package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrNewer reports a database whose schema, or a bankroll file whose
// format, is newer than this teahouse knows: it is left alone, and nothing
// is written to it.
var ErrNewer = errors.New("written by a newer teahouse")

// migration is one step of the schema, from version-1 to version.
type migration struct {
	version int
	about   string
	sql     string
}

// migrations are the steps of the schema in order; the schema's version is
// the number of steps applied. A step, once released, is never changed:
// a change to the schema is a new step at the end.
var migrations = []migration{
	{1, "bankrolls and imports", `
CREATE TABLE bankrolls (
	player        TEXT PRIMARY KEY,
	bankroll      INTEGER NOT NULL, -- in half chips, as rules/blackjack.Amount
	rounds        INTEGER NOT NULL DEFAULT 0,
	hands         INTEGER NOT NULL DEFAULT 0,
	won           INTEGER NOT NULL DEFAULT 0,
	lost          INTEGER NOT NULL DEFAULT 0,
	pushed        INTEGER NOT NULL DEFAULT 0,
	blackjacks    INTEGER NOT NULL DEFAULT 0,
	surrenders    INTEGER NOT NULL DEFAULT 0,
	new_bankrolls INTEGER NOT NULL DEFAULT 0,
	net           INTEGER NOT NULL DEFAULT 0,
	biggest_win   INTEGER NOT NULL DEFAULT 0,
	biggest_loss  INTEGER NOT NULL DEFAULT 0,
	updated       TEXT NOT NULL
);
CREATE TABLE imports (
	source TEXT PRIMARY KEY, -- what was imported, such as blackjack/bankroll.json
	path   TEXT NOT NULL,    -- the file it was read from, left as it was
	done   TEXT NOT NULL,
	note   TEXT NOT NULL
);`},
	{2, "results, settings and the log index", `
CREATE TABLE logs (
	path     TEXT PRIMARY KEY,
	game     TEXT NOT NULL,
	date     TEXT NOT NULL,
	players  TEXT NOT NULL, -- a JSON array of the seats' labels
	finished INTEGER NOT NULL
);
CREATE INDEX logs_by_date ON logs (date);
CREATE TABLE results (
	id     INTEGER PRIMARY KEY,
	game   TEXT NOT NULL,
	player TEXT NOT NULL,
	name   TEXT NOT NULL,
	score  REAL NOT NULL,
	won    INTEGER NOT NULL,
	date   TEXT NOT NULL,
	log    TEXT, -- NULL for a game whose log was not saved
	UNIQUE (log, player)
);
CREATE INDEX results_by_game ON results (game, player);
CREATE TABLE settings (
	game    TEXT PRIMARY KEY,
	blob    TEXT NOT NULL, -- JSON, as the game's setup screen wrote it
	updated TEXT NOT NULL
);`},
	{3, "the names of players who come by SSH", `
CREATE TABLE names (
	player  TEXT PRIMARY KEY, -- the player's ID, such as ssh:SHA256:...
	name    TEXT NOT NULL,
	updated TEXT NOT NULL
);`},
	{4, "one result per seat, and setups per player", `
CREATE TABLE results_by_seat (
	id     INTEGER PRIMARY KEY,
	game   TEXT NOT NULL,
	player TEXT NOT NULL,
	seat   INTEGER, -- 0 for P1; NULL for a result recorded before seats were
	name   TEXT NOT NULL,
	score  REAL NOT NULL,
	won    INTEGER NOT NULL,
	date   TEXT NOT NULL,
	log    TEXT, -- NULL for a game whose log was not saved
	UNIQUE (log, player, seat)
);
INSERT INTO results_by_seat (id, game, player, seat, name, score, won, date, log)
	SELECT id, game, player, NULL, name, score, won, date, log FROM results;
DROP TABLE results;
ALTER TABLE results_by_seat RENAME TO results;
CREATE INDEX results_by_game ON results (game, player);
CREATE TABLE setups (
	player  TEXT NOT NULL, -- the player's ID; '' for a setup kept before setups were per player
	game    TEXT NOT NULL,
	blob    TEXT NOT NULL, -- JSON, as the game's setup screen wrote it
	updated TEXT NOT NULL,
	PRIMARY KEY (player, game)
);
INSERT INTO setups (player, game, blob, updated) SELECT '', game, blob, updated FROM settings;
DROP TABLE settings;
ALTER TABLE setups RENAME TO settings;`},
	{5, "ratings", `
CREATE TABLE ratings (
	game     TEXT NOT NULL,
	player   TEXT NOT NULL, -- the player's ID, such as local:ann, ai:expert, exec:./bot
	name     TEXT NOT NULL, -- the label last shown
	rating   REAL NOT NULL, -- Glicko-2 on the display scale (package game/rating)
	rd       REAL NOT NULL,
	vol      REAL NOT NULL,
	games    INTEGER NOT NULL DEFAULT 0, -- finished games rated
	last     TEXT, -- the last rated game's end; NULL for a landmark never played
	landmark INTEGER NOT NULL DEFAULT 0, -- 1: a computer level, fixed, never moved by a game
	PRIMARY KEY (game, player)
);`},
}

// Version is the schema version this teahouse writes.
var Version = len(migrations)

// versionTable holds the schema's version, in one row.
const versionTable = `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`

// migrate applies the steps of ms that db has not had, each in its own
// transaction with the new version, so that a program stopped halfway
// leaves a database of some version and never of none, and two programs
// opening a new database at once apply each step once.
func migrate(db *sql.DB, ms []migration) error {
	for {
		done, err := step(db, ms)
		if err != nil || done {
			return err
		}
	}
}

// step applies the next step of ms, if any, and reports whether the schema
// was up to date.
func step(db *sql.DB, ms []migration) (upToDate bool, err error) {
	tx, err := db.BeginTx(context.Background(), nil)
	if err != nil {
		return false, err
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if _, err = tx.Exec(versionTable); err != nil {
		return false, err
	}
	v, err := version(tx)
	if err != nil {
		return false, err
	}
	switch {
	case v > len(ms):
		return false, fmt.Errorf("%w: schema version %d, this one knows up to %d", ErrNewer, v, len(ms))
	case v == len(ms):
		return true, tx.Commit()
	}
	m := ms[v]
	if _, err = tx.Exec(m.sql); err != nil {
		return false, fmt.Errorf("schema version %d (%s): %w", m.version, m.about, err)
	}
	if _, err = tx.Exec(`DELETE FROM schema_version`); err != nil {
		return false, err
	}
	if _, err = tx.Exec(`INSERT INTO schema_version (version) VALUES (?)`, m.version); err != nil {
		return false, err
	}
	return false, tx.Commit()
}

// version reads the schema's version: 0 for a new database.
func version(q querier) (int, error) {
	var v int
	err := q.QueryRow(`SELECT version FROM schema_version`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// querier is what reads need of a *sql.DB or a *sql.Tx.
type querier interface {
	QueryRow(query string, args ...any) *sql.Row
	Query(query string, args ...any) (*sql.Rows, error)
}
