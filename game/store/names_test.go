package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A player's display name is kept by ID; a new one replaces it; an empty
// one is refused and the kept name stays.
func TestNames(t *testing.T) {
	s := open(t, "")
	_, ok, err := s.Name("ssh:SHA256:abc")
	require.NoError(t, err)
	assert.False(t, ok)

	require.NoError(t, s.SetName("ssh:SHA256:abc", "ann"))
	require.NoError(t, s.SetName("ssh:SHA256:def", "bo"))
	require.NoError(t, s.SetName("ssh:SHA256:abc", "anna"))
	assert.Error(t, s.SetName("ssh:SHA256:abc", "  "))
	name, ok, err := s.Name("ssh:SHA256:abc")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "anna", name)
}

// A version 2 database (results, no names) is brought to the version
// with names, and what it held stays.
func TestMigrateVersion2KeepsResults(t *testing.T) {
	dir := t.TempDir()
	db := rawDB(t, dir)
	require.NoError(t, migrate(db, migrations[:2]))
	_, err := db.Exec(`INSERT INTO settings (game, blob, updated) VALUES ('yahtzee', '{"players":2}', ?)`, stamp(now))
	require.NoError(t, err)
	_, err = db.Exec(`SELECT count(*) FROM names`)
	require.Error(t, err, "version 2 has no names")
	require.NoError(t, db.Close())

	s := open(t, dir)
	blob, ok, err := s.Recall("", "yahtzee")
	require.NoError(t, err)
	require.True(t, ok)
	assert.JSONEq(t, `{"players":2}`, string(blob))
	require.NoError(t, s.SetName("ssh:x", "x"))
}

// A name is one player's: another player cannot keep it, nor the same
// name in another case or width; its own player may keep it again.
func TestNamesUnique(t *testing.T) {
	s := open(t, "")
	require.NoError(t, s.SetName("ssh:alice", "Alice"))
	for _, name := range []string{"Alice", "alice", "ALICE", "ａｌｉｃｅ", "ＡＬＩＣＥ", " alice "} {
		err := s.SetName("ssh:mallory", name)
		assert.ErrorIs(t, err, ErrNameTaken, name)
		taken, err := s.NameTaken("ssh:mallory", name)
		require.NoError(t, err)
		assert.True(t, taken, name)
	}
	_, ok, err := s.Name("ssh:mallory")
	require.NoError(t, err)
	assert.False(t, ok, "a refused name is not kept")

	require.NoError(t, s.SetName("ssh:alice", "ALICE"), "her own name, in another case")
	taken, err := s.NameTaken("ssh:alice", "alice")
	require.NoError(t, err)
	assert.False(t, taken)
	require.NoError(t, s.SetName("ssh:mallory", "Alicia"))
}

// Names fold by case, width and compatibility form, and spaces.
func TestFoldName(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Alice", "alice"},
		{"ａｌｉｃｅ", "alice"},
		{"Straße", "STRASSE"},
		{"ｶﾀｶﾅ", "カタカナ"},
		{"ann  lee", "ann lee"},
		{"ann\u3000lee", "ann lee"},
	} {
		assert.Equal(t, FoldName(c.b), FoldName(c.a), "%q and %q", c.a, c.b)
	}
	assert.NotEqual(t, FoldName("alice"), FoldName("alicia"))
}
