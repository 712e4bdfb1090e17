//go:build unix

package cli

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// A FIFO named like a log is refused at once, not read: nobody writes it,
// and reading would wait for ever.
func TestReplayRefusesAFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "game.jsonl")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	for _, args := range [][]string{{"replay", fifo}, {"replay", fifo, "--html", fifo + ".html"}} {
		type ran struct {
			code   int
			errOut string
		}
		done := make(chan ran, 1)
		go func() {
			code, _, errOut := run(args...)
			done <- ran{code, errOut}
		}()
		select {
		case r := <-done:
			assert.Equal(t, 1, r.code, args)
			assert.Equal(t, "teahouse: replay: open "+fifo+": not a regular file\n", r.errOut, args)
		case <-time.After(gametest.Patience(t)):
			t.Fatalf("%v: still reading the FIFO", args)
		}
	}
}
