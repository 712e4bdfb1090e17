package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
)

// TestAKilledGameReplays kills a game with SIGKILL, which nothing can
// catch, once its log holds a few actions: the log written as the game
// went replays up to its last line, and holds the seed only sealed, in
// no file name either.
func TestAKilledGameReplays(t *testing.T) {
	data := t.TempDir()
	games := filepath.Join(data, "games")
	cmd, errOut := startGame(t, data)
	var log string
	var lines int
	deadline := time.Now().Add(2 * time.Minute)
	for lines < 4 { // the header and three actions
		require.True(t, time.Now().Before(deadline), "the log never grew: %s", errOut.String())
		time.Sleep(50 * time.Millisecond)
		found, err := filepath.Glob(filepath.Join(games, "pokerdice-*.jsonl"))
		require.NoError(t, err)
		if len(found) == 1 {
			log = found[0]
			b, err := os.ReadFile(log)
			require.NoError(t, err)
			lines = bytes.Count(b, []byte("\n"))
		}
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	_ = cmd.Wait()

	raw, err := os.ReadFile(log)
	require.NoError(t, err)
	plain, err := game.UnsealLog(raw, log, games)
	require.NoError(t, err)
	h, err := game.ReadHeader(bytes.NewReader(plain), log)
	require.NoError(t, err)
	seed := strconv.FormatUint(h.Seed, 10)
	assert.NotContains(t, string(raw), `"seed":`+seed, "sealed while the game was played")
	assert.Contains(t, string(raw), `"sealed_seed":`)
	names, err := os.ReadDir(games)
	require.NoError(t, err)
	for _, n := range names {
		assert.NotContains(t, n.Name(), seed)
	}

	bin, err := binary()
	require.NoError(t, err)
	page := filepath.Join(t.TempDir(), "killed.html")
	out, err := exec.Command(bin, "--data-dir", data, "replay", log, "--html", page, "--as", "all").CombinedOutput()
	require.NoError(t, err, "%s", out)
	steps := bytes.Count(bytes.TrimSpace(raw), []byte("\n"))
	assert.Contains(t, string(out), strconv.Itoa(steps)+" steps", "every action written before the kill")
	html, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(html), "Left unfinished"), "the page says the game was left unfinished")
}

// TestAFullDiskIsSaidAtExit fills the disk of the data directory (a real
// 2 MB tmpfs) during a game, then ends it with SIGTERM: the program says
// the log could not be saved, with the reason, and claims no save; the
// log written as the game went is whole up to its last line and replays
// once there is room.
func TestAFullDiskIsSaidAtExit(t *testing.T) {
	data := gametest.SmallDisk(t, 2<<20)
	cmd, errOut := startGame(t, data)
	log := waitForLog(t, filepath.Join(data, "games"), 3, errOut)
	free := gametest.Fill(t, data)
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	err := cmd.Wait()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "a failure: %s", errOut.String())
	assert.Equal(t, 128+int(syscall.SIGTERM), exit.ExitCode(), errOut.String())
	assert.Contains(t, errOut.String(), "could not save the game's log")
	assert.Contains(t, errOut.String(), "no space left on device")
	assert.NotContains(t, errOut.String(), "game log saved")

	free()
	raw, err := os.ReadFile(log)
	require.NoError(t, err)
	plain, err := game.UnsealLog(raw, log, filepath.Dir(log))
	require.NoError(t, err)
	l, err := game.ReadLog[json.RawMessage](bytes.NewReader(plain), log, "pokerdice")
	require.NoError(t, err, "the log written so far is whole")
	assert.NotEmpty(t, l.Entries)
}

// waitForLog waits for the one log of the games directory to hold lines
// lines and returns its path.
func waitForLog(t *testing.T, games string, lines int, errOut *strings.Builder) string {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		require.True(t, time.Now().Before(deadline), "the log never grew: %s", errOut.String())
		found, err := filepath.Glob(filepath.Join(games, "pokerdice-*.jsonl"))
		require.NoError(t, err)
		if len(found) == 1 {
			b, err := os.ReadFile(found[0])
			require.NoError(t, err)
			if bytes.Count(b, []byte("\n")) >= lines {
				return found[0]
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
}
