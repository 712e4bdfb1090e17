package table_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// A live table writes its log as the game goes, under a name without the
// seed, and a program seat's standard error goes to a file named after
// it: no file name and no file but the finished log holds the seed, and
// the files are their owner's only.
func TestTheSeedIsInNoFileWhileTheGameIsPlayed(t *testing.T) {
	const seed = uint64(987_654_321_123)
	dir := t.TempDir()
	env := screentest.Env(true)
	env.GamesDir = dir
	prog := game.Player{ID: "exec:cat", Kind: game.Program, Command: "cat"}
	m, err := table.Open(env, spec, 0, seed, []game.Player{you, prog}, runner{}, table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	m = press(t, m, "1")

	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	var log string
	for _, f := range files {
		names = append(names, f.Name())
		path := filepath.Join(dir, f.Name())
		assert.NotContains(t, f.Name(), strconv.FormatUint(seed, 10))
		fi, err := os.Stat(path)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), f.Name())
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.NotContains(t, string(data), strconv.FormatUint(seed, 10), f.Name())
		if strings.HasSuffix(f.Name(), ".jsonl") {
			log = path
		}
	}
	require.NotEmpty(t, log, "the log is written as the game goes: %v", names)
	assert.FileExists(t, strings.TrimSuffix(log, ".jsonl")+".P2.stderr")
	l, err := game.ReadLog[int](openFile(t, log), log, "race")
	require.NoError(t, err)
	assert.NotEmpty(t, l.Entries, "the step taken is in it")
	assert.NotEmpty(t, l.Header.Sealed)

	path, err := m.SaveLog(dir)
	require.NoError(t, err)
	assert.Equal(t, log, path, "saved in its place")
	l, err = game.ReadLog[int](openFile(t, log), log, "race")
	require.NoError(t, err)
	assert.Equal(t, seed, l.Header.Seed, "saved, the seed is in the clear")
	assert.Empty(t, l.Header.Sealed)
}

func openFile(t *testing.T, path string) *os.File {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = f.Close() })
	return f
}

// A shared table (the server's) writes its log as the game goes too, its
// seed sealed; saved in its games directory, the log takes its place.
func TestASharedTableWritesItsLogAsItGoes(t *testing.T) {
	dir := t.TempDir()
	o := table.Options{Speed: game.Instant, LogDir: dir}
	tbl, err := table.Share(spec, 0, seed42, []game.Player{ai, ai}, runner{}, o)
	require.NoError(t, err)
	t.Cleanup(tbl.Close)
	w, err := tbl.Watch()
	require.NoError(t, err)
	for st, open := w.Next(); !st.Outcome.Over; st, open = w.Next() {
		require.True(t, open, "the computers play to the end")
	}
	w.Leave()

	logs, err := filepath.Glob(filepath.Join(dir, "race-*.jsonl"))
	require.NoError(t, err)
	require.Len(t, logs, 1)
	l, err := game.ReadLog[int](openFile(t, logs[0]), logs[0], "race")
	require.NoError(t, err)
	assert.NotEmpty(t, l.Header.Sealed)
	assert.Zero(t, l.Header.Seed)
	assert.NotEmpty(t, l.Entries, "written as the game went")

	path, err := tbl.SaveLog(dir)
	require.NoError(t, err)
	assert.Equal(t, logs[0], path)
	saved, err := game.ReadLog[int](openFile(t, path), path, "race")
	require.NoError(t, err)
	assert.Equal(t, seed42, saved.Header.Seed)
	assert.Equal(t, l.Entries, saved.Entries)
}
