package store

import (
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// rawDB opens the database of dir as the driver does, without migrating
// it.
func rawDB(t *testing.T, dir string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", dsn(filepath.Join(dir, FileName)))
	require.NoError(t, err)
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// The steps are numbered 1, 2, ... in order.
func TestMigrationsInOrder(t *testing.T) {
	for i, m := range migrations {
		assert.Equal(t, i+1, m.version, m.about)
		assert.NotEmpty(t, m.sql)
	}
	assert.Equal(t, len(migrations), Version)
}

// A database of an older version is brought up to date by Open, and what
// it held is still there.
func TestMigrateOldVersion(t *testing.T) {
	dir := t.TempDir()
	db := rawDB(t, dir)
	require.NoError(t, migrate(db, migrations[:1]))
	_, err := db.Exec(`INSERT INTO bankrolls (player, bankroll, rounds, updated) VALUES ('local:ann', 2031, 7, ?)`, stamp(now))
	require.NoError(t, err)
	v, err := version(db)
	require.NoError(t, err)
	require.Equal(t, 1, v)
	_, err = db.Exec(`SELECT count(*) FROM results`)
	require.Error(t, err, "version 1 has no results")
	require.NoError(t, db.Close())

	s := open(t, dir)
	v, err = version(s.db)
	require.NoError(t, err)
	assert.Equal(t, Version, v)
	r, ok, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, bj.Amount(2031), r.Bankroll)
	assert.Equal(t, 7, r.Rounds)
	require.NoError(t, s.RecordGame(LogEntry{Path: "g.jsonl", Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Score: 200}}))

	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM schema_version`).Scan(&n))
	assert.Equal(t, 1, n, "one row holds the version")
}

// Migrating an up-to-date database does nothing.
func TestMigrateTwice(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	require.NoError(t, s.Remember("yahtzee", []byte(`{"players":2}`)))
	require.NoError(t, migrate(s.db, migrations))
	blob, ok, err := s.Recall("yahtzee")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.JSONEq(t, `{"players":2}`, string(blob))
}

// A database of a newer version is refused with ErrNewer, saying both
// versions, and nothing is written to it.
func TestMigrateRefusesNewer(t *testing.T) {
	dir := t.TempDir()
	db := rawDB(t, dir)
	require.NoError(t, migrate(db, migrations))
	_, err := db.Exec(`UPDATE schema_version SET version = ?`, Version+1)
	require.NoError(t, err)
	require.NoError(t, db.Close())

	_, err = Open(dir)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrNewer), err)
	assert.Contains(t, err.Error(), FileName)
	assert.Contains(t, err.Error(), fmt.Sprintf("schema version %d, this one knows up to %d", Version+1, Version))

	db = rawDB(t, dir)
	v, err := version(db)
	require.NoError(t, err)
	assert.Equal(t, Version+1, v, "left as it was")
}

// A step that fails leaves the database at the version before it.
func TestMigrateFailedStep(t *testing.T) {
	db := rawDB(t, t.TempDir())
	broken := append(append([]migration{}, migrations...), migration{len(migrations) + 1, "broken", `CREATE TABLE logs (x)`})
	err := migrate(db, broken)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "broken")
	v, err := version(db)
	require.NoError(t, err)
	assert.Equal(t, len(migrations), v)
}
