package game_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// writeAsItGoes writes l's header and its entries (notes in their place)
// through a LogFile in dir, as a table does, and returns it unfinished.
func writeAsItGoes(t *testing.T, dir string, l game.Log[int]) *game.LogFile {
	t.Helper()
	f, err := game.CreateLogFile(dir, l.Header)
	require.NoError(t, err)
	notes := l.Notes
	for i, e := range l.Entries {
		for len(notes) > 0 && notes[0].At <= i {
			require.NoError(t, f.Add(notes[0]))
			notes = notes[1:]
		}
		require.NoError(t, f.Add(e))
	}
	require.NoError(t, f.Sync())
	return f
}

// A log written as the game goes holds no seed in the clear, in its name
// or its lines, and cannot be replayed without its games directory's key;
// with it, it replays to the same game. Finished, it is the log SaveLog
// writes, the seed in the clear.
func TestLogFileSealsTheSeedUntilFinished(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	l, _ := playOut(t)
	l.Header.Seed = 8_765_432_109_876 // a seed to look for
	seed := strconv.FormatUint(l.Header.Seed, 10)
	final, err := game.Replay(counterGame{}, l)
	require.NoError(t, err)
	f := writeAsItGoes(t, dir, l)
	t.Cleanup(func() { _ = f.Close() })
	assert.Equal(t, "counter-19700101-000000.jsonl", filepath.Base(f.Path()))

	data, err := os.ReadFile(f.Path())
	require.NoError(t, err)
	assert.NotContains(t, string(data), seed, "no seed in the clear while the game is played")
	for _, name := range []string{f.Path(), filepath.Join(dir, game.SealKeyFile)} {
		fi, err := os.Stat(name)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), name)
	}
	fi, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), fi.Mode().Perm(), "the games directory is the player's own")

	read, err := game.ReadLog[int](bytes.NewReader(data), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries, read.Entries)
	assert.Zero(t, read.Header.Seed)
	_, err = game.Replay(counterGame{}, read)
	require.ErrorIs(t, err, game.ErrSealed, "the deal cannot be rebuilt without the key")
	_, err = game.UnsealLog(data, f.Path(), t.TempDir())
	require.ErrorIs(t, err, game.ErrSealed, "another directory has no key")
	other := t.TempDir()
	_, err = game.LoadSealKey(other, true)
	require.NoError(t, err)
	_, err = game.UnsealLog(data, f.Path(), other)
	require.ErrorIs(t, err, game.ErrSealed, "nor does another key open it")

	plain, err := game.UnsealLog(data, f.Path(), dir)
	require.NoError(t, err)
	unsealed, err := game.ReadLog[int](bytes.NewReader(plain), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Header.Seed, unsealed.Header.Seed)
	s, err := game.Replay(counterGame{}, unsealed)
	require.NoError(t, err)
	assert.Equal(t, final, s)

	require.NoError(t, game.FinishLog(f, l))
	require.NoError(t, f.Add(game.Entry[int]{Seat: 0, Action: 1}), "a finished log takes no more lines")
	data, err = os.ReadFile(f.Path())
	require.NoError(t, err)
	var want bytes.Buffer
	require.NoError(t, l.Write(&want))
	assert.Equal(t, want.String(), string(data), "finished: the whole log, seed in the clear")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "the log and the key; no temporary file")
}

// Old logs, their seed in the header, replay as they did.
func TestUnsealLogLeavesAPlainLog(t *testing.T) {
	l, _ := playOut(t)
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	out, err := game.UnsealLog(buf.Bytes(), "old.jsonl", t.TempDir())
	require.NoError(t, err)
	assert.Equal(t, buf.Bytes(), out)
}

// Two games started in one second get two files.
func TestLogFileNamesDoNotCollide(t *testing.T) {
	dir := t.TempDir()
	l, _ := playOut(t)
	a, err := game.CreateLogFile(dir, l.Header)
	require.NoError(t, err)
	b, err := game.CreateLogFile(dir, l.Header)
	require.NoError(t, err)
	assert.NotEqual(t, a.Path(), b.Path())
	require.NoError(t, a.Close())
	require.NoError(t, b.Close())
}

// A stale temporary file of an interrupted save takes the place of a log
// that holds less, is removed where the log holds as much, and is left
// alone while a save may still be writing it.
func TestTidyLogsRecoversOrRemovesStaleTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	l, _ := playOut(t)
	var whole bytes.Buffer
	require.NoError(t, l.Write(&whole))
	lines := strings.SplitAfter(whole.String(), "\n")
	old := time.Now().Add(-time.Hour)
	put := func(name, data string, at time.Time) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(data), 0o600))
		require.NoError(t, os.Chtimes(p, at, at))
		return p
	}
	// a: the log has 2 lines, the save was cut in its last line
	put("a-1.jsonl", strings.Join(lines[:2], ""), old)
	cut := strings.Join(lines[:4], "") + `{"seat":0,"act`
	put(".a-1-123.tmp", cut, old)
	// b: the log is whole already
	put("b-1.jsonl", whole.String(), old)
	put(".b-1-456.tmp", strings.Join(lines[:3], ""), old)
	// c: no log at all
	put(".c-1-789.tmp", whole.String(), old)
	// d: not a log (a web page)
	put(".d-1-000.tmp", "<html>", old)
	// e: being written now
	fresh := put(".e-1-111.tmp", whole.String(), time.Now())

	said, err := game.TidyLogs(dir)
	require.NoError(t, err)
	assert.Len(t, said, 4)
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		return string(b)
	}
	assert.Equal(t, strings.Join(lines[:4], ""), read("a-1.jsonl"), "recovered up to its last whole line")
	assert.Equal(t, whole.String(), read("b-1.jsonl"), "kept")
	assert.Equal(t, whole.String(), read("c-1.jsonl"), "recovered")
	left, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	require.NoError(t, err)
	assert.Equal(t, []string{fresh}, left)
}

// BenchmarkLogFileAdd measures one action written as the game goes (a
// sync a second at most), and BenchmarkLogFileAddSync one written and
// synced, as when the table waits for a person.
func BenchmarkLogFileAdd(b *testing.B) {
	for _, synced := range []bool{false, true} {
		name := "add"
		if synced {
			name = "add+sync"
		}
		b.Run(name, func(b *testing.B) {
			l, _ := playOut(b)
			f, err := game.CreateLogFile(b.TempDir(), l.Header)
			require.NoError(b, err)
			defer f.Close()
			e := game.Entry[int]{Seat: 0, Action: 3}
			for b.Loop() {
				require.NoError(b, f.Add(e))
				if synced {
					require.NoError(b, f.Sync())
				}
			}
		})
	}
}

// The log of a game still being played is refused to a replay while its
// program holds it; once the program is gone (its file closed, as a kill
// leaves it), it replays.
func TestALogIsNotUnsealedWhileItsGameIsPlayed(t *testing.T) {
	dir := t.TempDir()
	l, _ := playOut(t)
	f := writeAsItGoes(t, dir, l)
	_, err := game.ReadLogFile(f.Path())
	require.ErrorIs(t, err, game.ErrPlaying)
	require.NoError(t, f.Close())
	data, err := game.ReadLogFile(f.Path())
	require.NoError(t, err)
	read, err := game.ReadLog[int](bytes.NewReader(data), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Header.Seed, read.Header.Seed)
}
