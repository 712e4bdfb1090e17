package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// writeLedger writes a bankroll file into the data directory dir and
// returns its path.
func writeLedger(t *testing.T, dir, content string) string {
	t.Helper()
	path := filepath.Join(dir, LedgerFile)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

// unchanged asserts that the file at path still holds content.
func unchanged(t *testing.T, path, content string) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, content, string(data), "the file is left as it was")
}

// imports counts the imports the store has recorded.
func imports(t *testing.T, s *Store) int {
	t.Helper()
	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM imports`).Scan(&n))
	return n
}

// A version 2 file (by player ID) is imported once, as it is; the file is
// left alone, and changing it afterwards imports nothing.
func TestImportVersion2(t *testing.T) {
	dir := t.TempDir()
	v2 := `{"version":2,"players":{"local:ann":{"bankroll":1015.5,"rounds":3,"hands":4,"won":2,"lost":1,"pushed":1,` +
		`"blackjacks":1,"surrenders":0,"new_bankrolls":1,"net":15.5,"biggest_win":30,"biggest_loss":-20,"updated":"2025-06-07T08:09:10Z"},` +
		`"local:bob":{"bankroll":70}}}`
	path := writeLedger(t, dir, v2)
	s := open(t, dir)
	got, err := s.ImportBankrolls(dir, nil)
	require.NoError(t, err)
	assert.Equal(t, Imported{Path: path, Players: 2}, got)
	unchanged(t, path, v2)

	recs, err := s.Bankrolls()
	require.NoError(t, err)
	assert.Equal(t, map[string]Record{
		"local:ann": {Bankroll: bj.Amount(2031), Rounds: 3, Hands: 4, Won: 2, Lost: 1, Pushed: 1, Blackjacks: 1, NewBankrolls: 1,
			Net: bj.Amount(31), BiggestWin: bj.Chips(30), BiggestLoss: bj.Chips(-20), Updated: time.Date(2025, 6, 7, 8, 9, 10, 0, time.UTC)},
		"local:bob": {Bankroll: bj.Chips(70), Updated: time.Time{}},
	}, recs)

	writeLedger(t, dir, `{"version":2,"players":{"local:ann":{"bankroll":5}}}`)
	again, err := s.ImportBankrolls(dir, nil)
	require.NoError(t, err)
	assert.Equal(t, Imported{}, again, "imported once")
	r, _, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.Equal(t, bj.Amount(2031), r.Bankroll)
	assert.Equal(t, 1, imports(t, s))
}

// A version 1 file (by display name) is imported with each name turned
// into an ID; two names of one person are both kept.
func TestImportVersion1(t *testing.T) {
	dir := t.TempDir()
	v1 := `{"version":1,"players":{"You":{"bankroll":412.5,"rounds":3,"hands":3,"won":2,"lost":1,"net":-587.5,"biggest_loss":-600},` +
		`"Player 2":{"bankroll":2000},"ann":{"bankroll":70}}}`
	path := writeLedger(t, dir, v1)
	s := open(t, dir)
	idOf := func(name string) string {
		switch name {
		case "You", "ann":
			return "local:ann"
		case "Player 2":
			return "" // keeps the name
		}
		return "local:" + name
	}
	got, err := s.ImportBankrolls(dir, idOf)
	require.NoError(t, err)
	assert.Equal(t, Imported{Path: path, Players: 3, Upgraded: []string{
		"Player 2 is now Player 2.", "You is now local:ann.", "ann is now local:ann (was ann).",
	}}, got)
	unchanged(t, path, v1)
	recs, err := s.Bankrolls()
	require.NoError(t, err)
	assert.Equal(t, bj.Amount(825), recs["local:ann"].Bankroll)
	assert.Equal(t, 3, recs["local:ann"].Rounds)
	assert.Equal(t, bj.Chips(2000), recs["Player 2"].Bankroll)
	assert.Equal(t, bj.Chips(70), recs["local:ann (was ann)"].Bankroll)
}

// A player the database has already keeps the database's record; the
// import says so, and the file still has the other.
func TestImportKeepsTheDatabasesRecord(t *testing.T) {
	dir := t.TempDir()
	v2 := `{"version":2,"players":{"local:ann":{"bankroll":5},"local:bob":{"bankroll":7}}}`
	path := writeLedger(t, dir, v2)
	s := open(t, dir)
	_, err := s.SitDown("local:ann", bj.Chips(1000))
	require.NoError(t, err)
	got, err := s.ImportBankrolls(dir, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, got.Players)
	require.Len(t, got.Kept, 1)
	assert.Contains(t, got.Kept[0], "local:ann")
	assert.Contains(t, got.Kept[0], path)
	r, _, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.Equal(t, bj.Chips(1000), r.Bankroll)
}

// No file, nothing to import, and nothing recorded: a file that comes
// later is imported then.
func TestImportNoFile(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	got, err := s.ImportBankrolls(dir, nil)
	require.NoError(t, err)
	assert.Equal(t, Imported{}, got)
	assert.Zero(t, imports(t, s))
}

// A corrupt file is reported and set aside, never lost; it is not recorded
// as imported, and the store works on.
func TestImportCorrupt(t *testing.T) {
	for name, content := range map[string]string{
		"not JSON":          `{"version":2,`,
		"a bad amount":      `{"version":2,"players":{"local:ann":{"bankroll":"lots"}}}`,
		"no version":        `{"players":{}}`,
		"impossible counts": `{"version":2,"players":{"local:ann":{"bankroll":1,"hands":2,"won":1}}}`,
		"a negative bank":   `{"version":2,"players":{"local:ann":{"bankroll":-1}}}`,
		"a nameless player": `{"version":1,"players":{"":{"bankroll":1}}}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := writeLedger(t, dir, content)
			s := open(t, dir)
			_, err := s.ImportBankrolls(dir, nil)
			var corrupt *CorruptError
			require.True(t, errors.As(err, &corrupt), "%v", err)
			assert.True(t, errors.Is(err, ErrCorrupt))
			assert.Equal(t, path, corrupt.Path)
			assert.Equal(t, path+".corrupt-20260102-030405", corrupt.SetAside)
			assert.Contains(t, err.Error(), path)
			unchanged(t, corrupt.SetAside, content)
			assert.NoFileExists(t, path)
			assert.Zero(t, imports(t, s))

			_, err = s.SitDown("local:ann", bj.Chips(10))
			require.NoError(t, err, "the store works on")
			again, err := s.ImportBankrolls(dir, nil)
			require.NoError(t, err, "reported once")
			assert.Equal(t, Imported{}, again)
		})
	}
}

// Setting aside never takes a name already there.
func TestImportCorruptTwice(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	first := writeLedger(t, dir, "junk one")
	_, err := s.ImportBankrolls(dir, nil)
	require.Error(t, err)
	writeLedger(t, dir, "junk two")
	_, err = s.ImportBankrolls(dir, nil)
	var corrupt *CorruptError
	require.True(t, errors.As(err, &corrupt))
	assert.Equal(t, first+".corrupt-20260102-030405-2", corrupt.SetAside)
	unchanged(t, first+".corrupt-20260102-030405", "junk one")
	unchanged(t, corrupt.SetAside, "junk two")
}

// A file of a newer teahouse is left where it is and reported.
func TestImportNewer(t *testing.T) {
	dir := t.TempDir()
	content := `{"version":3,"players":{}}`
	path := writeLedger(t, dir, content)
	s := open(t, dir)
	_, err := s.ImportBankrolls(dir, nil)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrNewer), err)
	assert.Contains(t, err.Error(), path)
	unchanged(t, path, content)
	assert.Zero(t, imports(t, s))
}

// A file that cannot be read is reported and left alone.
func TestImportUnreadable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, LedgerFile), 0o755))
	s := open(t, dir)
	_, err := s.ImportBankrolls(dir, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), LedgerFile)
	assert.DirExists(t, filepath.Join(dir, LedgerFile))
}
