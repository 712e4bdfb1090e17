package main

import (
	"bytes"
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
