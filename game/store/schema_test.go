package store

import (
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
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
	require.NoError(t, s.RecordGame(LogEntry{Path: "g.jsonl", Game: "yahtzee", Date: now}, []Result{{Player: "local:ann", Score: 200}}, nil))

	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM schema_version`).Scan(&n))
	assert.Equal(t, 1, n, "one row holds the version")
}

// Migrating an up-to-date database does nothing.
func TestMigrateTwice(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	require.NoError(t, s.Remember("local:ann", "yahtzee", []byte(`{"players":2}`)))
	require.NoError(t, migrate(s.db, migrations))
	blob, ok, err := s.Recall("local:ann", "yahtzee")
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

// A version 3 database is brought to one result per seat and setups per
// player: its results and its setup are kept (the setup under no player,
// recalled by nobody: whose it was is not known), and a game's two
// computers of one level are then two results.
func TestMigrateVersion3(t *testing.T) {
	dir := t.TempDir()
	db := rawDB(t, dir)
	require.NoError(t, migrate(db, migrations[:3]))
	_, err := db.Exec(`INSERT INTO results (game, player, name, score, won, date, log) VALUES
		('doudizhu', 'ai:expert', 'AI (expert)', 1, 1, ?, 'old.jsonl')`, stamp(now))
	require.NoError(t, err)
	_, err = db.Exec(`INSERT INTO settings (game, blob, updated) VALUES ('pokerdice', '{"seat-1":"Open"}', ?)`, stamp(now))
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s := open(t, dir)
	stats, err := s.Stats("doudizhu")
	require.NoError(t, err)
	assert.Equal(t, []PlayerStats{{Player: "ai:expert", Name: "AI (expert)", Played: 1, Won: 1, Best: 1, Mean: 1}}, stats)
	top, err := s.HighScores("doudizhu", 1)
	require.NoError(t, err)
	assert.Equal(t, -1, top[0].Seat, "the seat of an old result is not known")
	blob, ok, err := s.Recall("", "pokerdice")
	require.NoError(t, err)
	require.True(t, ok, "kept")
	assert.JSONEq(t, `{"seat-1":"Open"}`, string(blob))
	_, ok, err = s.Recall("ssh:SHA256:new", "pokerdice")
	require.NoError(t, err)
	assert.False(t, ok, "nobody's default")

	require.NoError(t, s.RecordGame(LogEntry{Path: "new.jsonl", Game: "doudizhu", Date: now}, []Result{
		{Player: "ai:expert", Seat: 1, Name: "AI (expert)", Score: -1},
		{Player: "ai:expert", Seat: 2, Name: "AI (expert)", Score: -1},
	}, nil))
	stats, err = s.Stats("doudizhu")
	require.NoError(t, err)
	assert.Equal(t, 3, stats[0].Played)
}

// A version 4 database is brought to ratings: what it held is kept, and
// nobody is rated by the games before (no contest of theirs was kept).
func TestMigrateVersion4(t *testing.T) {
	dir := t.TempDir()
	db := rawDB(t, dir)
	require.NoError(t, migrate(db, migrations[:4]))
	_, err := db.Exec(`INSERT INTO results (game, player, seat, name, score, won, date, log) VALUES
		('doudizhu', 'local:ann', 0, 'ann', 2, 1, ?, 'old.jsonl')`, stamp(now))
	require.NoError(t, err)
	_, err = db.Exec(`INSERT INTO settings (player, game, blob, updated) VALUES ('local:ann', 'pokerdice', '{"seat-1":"Open"}', ?)`, stamp(now))
	require.NoError(t, err)
	require.NoError(t, db.Close())

	s := open(t, dir)
	v, err := version(s.db)
	require.NoError(t, err)
	assert.Equal(t, 5, v)
	stats, err := s.Stats("doudizhu")
	require.NoError(t, err)
	assert.Equal(t, []PlayerStats{{Player: "local:ann", Name: "ann", Played: 1, Won: 1, Best: 2, Mean: 2}}, stats)
	blob, ok, err := s.Recall("local:ann", "pokerdice")
	require.NoError(t, err)
	require.True(t, ok)
	assert.JSONEq(t, `{"seat-1":"Open"}`, string(blob))
	board, err := s.Leaderboard("doudizhu")
	require.NoError(t, err)
	assert.Empty(t, board, "the games before ratings rate nobody")

	require.NoError(t, s.SetLandmarks("doudizhu", map[string]rating.Rating{"ai:expert": {R: 1800, RD: 40, Vol: 0.06}}))
	board, err = s.Leaderboard("doudizhu")
	require.NoError(t, err)
	assert.Equal(t, []Standing{{Player: "ai:expert", Name: "ai:expert", Rating: rating.Rating{R: 1800, RD: 40, Vol: 0.06}, Landmark: true}}, board)
}
