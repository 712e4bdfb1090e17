package store

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// now is the fixed time of the tests' stores.
var now = time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)

// open opens a store in dir (a new directory when dir is "") and closes it
// at the end of the test.
func open(t *testing.T, dir string) *Store {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	s, err := OpenWith(dir, Options{Now: func() time.Time { return now }})
	require.NoError(t, err)
	t.Cleanup(func() { assert.NoError(t, s.Close()) })
	return s
}

// The database is one file in the data directory, in WAL mode, with a
// busy timeout, and of the newest schema.
func TestOpen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "not yet there")
	s := open(t, dir)
	assert.Equal(t, filepath.Join(dir, FileName), s.Path())
	assert.FileExists(t, s.Path())

	var mode string
	require.NoError(t, s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode))
	assert.Equal(t, "wal", mode)
	var busy int64
	require.NoError(t, s.db.QueryRow(`PRAGMA busy_timeout`).Scan(&busy))
	assert.Equal(t, busyTimeout.Milliseconds(), busy)
	v, err := version(s.db)
	require.NoError(t, err)
	assert.Equal(t, len(migrations), v)
}

// A data directory whose name has characters a URI gives meaning to is
// still just a directory.
func TestOpenOddPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "what? 100% #1 &more")
	s := open(t, dir)
	assert.FileExists(t, filepath.Join(dir, FileName))
	require.NoError(t, s.Remember("local:ann", "yahtzee", []byte(`{}`)))
	entries, err := os.ReadDir(filepath.Dir(dir))
	require.NoError(t, err)
	require.Len(t, entries, 1, "nothing beside the data directory")
}

// A file that is not a database is refused with its name, and left as it
// was.
func TestOpenNotADatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	junk := []byte("these are not the pages of a database, though they are long enough to look like a header.....")
	require.NoError(t, os.WriteFile(path, junk, 0o644))
	_, err := Open(dir)
	require.Error(t, err)
	assert.Contains(t, err.Error(), path)
	data, rerr := os.ReadFile(path)
	require.NoError(t, rerr)
	assert.Equal(t, junk, data)
}

// No data directory, no store.
func TestOpenNoDirectory(t *testing.T) {
	_, err := Open("")
	assert.Error(t, err)
}

// A directory that cannot be created is said.
func TestOpenUnwritable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "file"), nil, 0o644))
	_, err := Open(filepath.Join(dir, "file", "data"))
	assert.Error(t, err)
}

// Stamps keep the nanoseconds, come back in UTC and sort as text.
func TestStamp(t *testing.T) {
	early := time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("x", 3600))
	later := early.Add(time.Nanosecond * 10)
	got, err := unstamp(stamp(later))
	require.NoError(t, err)
	assert.True(t, got.Equal(later))
	assert.Equal(t, time.UTC, got.Location())
	assert.Less(t, stamp(early), stamp(later))
}
