//go:build unix

package game_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// within runs f and fails the test if it has not returned in a time no
// healthy run comes near: a read that waits for a FIFO's writer never does.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(gametest.Patience(t)):
		t.Fatal("still waiting: the read blocks")
	}
}

// Only regular files are read: a FIFO, which would wait for a writer, and
// a directory are refused at once; a symbolic link to a log is followed.
func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "log.jsonl")
	require.NoError(t, os.WriteFile(log, []byte("{}\n"), 0o600))
	link := filepath.Join(dir, "link.jsonl")
	require.NoError(t, os.Symlink(log, link))
	fifo := filepath.Join(dir, "fifo.jsonl")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	sub := filepath.Join(dir, "sub.jsonl")
	require.NoError(t, os.Mkdir(sub, 0o700))

	for _, path := range []string{log, link} {
		data, err := game.ReadRegular(path)
		require.NoError(t, err, path)
		assert.Equal(t, "{}\n", string(data))
	}
	for _, path := range []string{fifo, sub} {
		within(t, func() {
			_, err := game.ReadRegular(path)
			assert.ErrorIs(t, err, game.ErrNotRegular, path)
			assert.EqualError(t, err, "open "+path+": not a regular file")
		})
	}
	_, err := game.ReadRegular(filepath.Join(dir, "missing.jsonl"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// A FIFO in the place of the games directory's seal key is refused at
// once, by a game starting its log and by a replay unsealing one: it
// froze the screen that started a game, which no signal could end.
func TestSealKeyIsReadFromARegularFileOnly(t *testing.T) {
	l, _ := playOut(t)
	good := t.TempDir()
	f, err := game.CreateLogFile(good, l.Header)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	data, err := os.ReadFile(f.Path())
	require.NoError(t, err)

	dir := t.TempDir()
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, game.SealKeyFile), 0o600))
	within(t, func() {
		_, err := game.CreateLogFile(dir, l.Header)
		assert.ErrorIs(t, err, game.ErrNotRegular)
	})
	within(t, func() {
		_, err := game.UnsealLog(data, "x.jsonl", dir)
		assert.ErrorIs(t, err, game.ErrNotRegular)
	})
}
