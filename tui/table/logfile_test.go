package table_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

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

// A program seat's standard error file is kept when the program wrote to
// it, and removed when the table closes if it wrote nothing: an empty
// file beside the log says nothing.
func TestAProgramsEmptyStderrFileIsRemoved(t *testing.T) {
	for _, tc := range []struct {
		name, command, said string
	}{
		{"silent", "cat", ""},
		{"writes", `sh -c 'echo said by the program >&2; exec cat'`, "said by the program"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			env := screentest.Env(true)
			env.GamesDir = dir
			prog := game.Player{ID: "exec:p", Kind: game.Program, Command: tc.command}
			m, err := table.Open(env, spec, 0, seed42, []game.Player{you, prog}, runner{}, table.Options{Speed: game.Instant})
			require.NoError(t, err)
			m, _ = drive(t, m, screentest.Run(m.Init())...)
			m = press(t, m, "1") // the program is asked
			logs, err := filepath.Glob(filepath.Join(dir, "race-*.jsonl"))
			require.NoError(t, err)
			require.Len(t, logs, 1)
			stderr := strings.TrimSuffix(logs[0], ".jsonl") + ".P2.stderr"
			require.FileExists(t, stderr, "created as the program starts")
			if tc.said != "" { // what the program writes reaches the file before the table closes
				require.Eventually(t, func() bool {
					data, _ := os.ReadFile(stderr)
					return strings.Contains(string(data), tc.said)
				}, time.Minute, 10*time.Millisecond)
			}
			m.Close()
			if tc.said == "" {
				assert.NoFileExists(t, stderr)
				return
			}
			data, err := os.ReadFile(stderr)
			require.NoError(t, err)
			assert.Contains(t, string(data), tc.said)
		})
	}
}
