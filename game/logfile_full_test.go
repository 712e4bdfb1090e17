package game_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// logOnAFullDisk starts the log of a whole game l on a real 2 MB tmpfs,
// writes its first action and fills the disk; free makes room again.
func logOnAFullDisk(t *testing.T) (f *game.LogFile, l game.Log[int], free func()) {
	t.Helper()
	dir := gametest.SmallDisk(t, 2<<20)
	l, _ = playOut(t)
	f, err := game.CreateLogFile(dir, l.Header)
	require.NoError(t, err)
	t.Cleanup(func() { _ = f.Close() })
	require.NoError(t, f.Add(l.Entries[0]))
	return f, l, gametest.Fill(t, dir)
}

// On a full disk (a real 2 MB tmpfs) a log written as the game goes stops
// at its last whole line and says why; what it holds still reads, the
// final save fails without touching it, and succeeds once there is room.
func TestLogFileOnAFullDisk(t *testing.T) {
	f, l, free := logOnAFullDisk(t)
	dir := filepath.Dir(f.Path())
	big := game.Note{Seat: 0, Text: strings.Repeat("x", 64<<10)} // more than a page the disk may still have
	var failed error
	for i := 0; failed == nil; i++ {
		require.Less(t, i, 100, "a full disk fails a write")
		failed = f.Add(big)
	}
	assert.ErrorContains(t, failed, "no space left on device")
	assert.Equal(t, failed, f.Err())
	assert.Equal(t, failed, f.Add(l.Entries[1]), "nothing more is added")

	data, err := os.ReadFile(f.Path())
	require.NoError(t, err)
	require.True(t, bytes.HasSuffix(data, []byte("\n")), "cut back to its last whole line")
	for i, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		assert.True(t, json.Valid(line), "line %d is whole", i+1)
	}
	plain, err := game.UnsealLog(data, f.Path(), dir)
	require.NoError(t, err)
	read, err := game.ReadLog[int](bytes.NewReader(plain), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries[:1], read.Entries)

	require.ErrorContains(t, game.FinishLog(f, l), "no space left on device")
	again, err := os.ReadFile(f.Path())
	require.NoError(t, err)
	assert.Equal(t, data, again, "a failed save leaves the log as it was")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		assert.False(t, strings.HasSuffix(e.Name(), ".tmp"), "no temporary file left: %s", e.Name())
	}

	free()
	require.NoError(t, game.FinishLog(f, l))
	read, err = game.ReadLog[int](openLog(t, f.Path()), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries, read.Entries, "saved whole once there is room")
	assert.Equal(t, l.Header.Seed, read.Header.Seed)
}

func openLog(t *testing.T, path string) *os.File {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { _ = f.Close() })
	return f
}

// A final save that fails on a full disk (a quit the person then takes
// back) leaves the log being written as the game goes: still locked, its
// seed sealed, and taking the next lines, so a game played on is not
// lost to a kill.
func TestLogFileGoesOnAfterAFailedFinish(t *testing.T) {
	f, l, free := logOnAFullDisk(t)
	dir := filepath.Dir(f.Path())
	require.ErrorContains(t, game.FinishLog(f, l), "no space left on device")

	_, err := game.ReadLogFile(f.Path())
	require.ErrorIs(t, err, game.ErrPlaying, "still locked by the game")
	require.NoError(t, f.Add(l.Entries[1]), "a short line fits the page the log has")
	data, err := os.ReadFile(f.Path())
	require.NoError(t, err)
	plain, err := game.UnsealLog(data, f.Path(), dir)
	require.NoError(t, err)
	read, err := game.ReadLog[int](bytes.NewReader(plain), f.Path(), "counter")
	require.NoError(t, err)
	assert.Equal(t, l.Entries[:2], read.Entries, "the line after the failed save is written")

	free()
	require.NoError(t, game.FinishLog(f, l))
	_, err = game.ReadLogFile(f.Path())
	require.NoError(t, err, "finished: no longer locked")
}
