//go:build unix

package dataset_test

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/dataset"
	"teahouse/game/gametest"
	gp "teahouse/game/pokerdice"
)

// A FIFO among the logs is skipped as not a regular file, not read: nobody
// writes it, and reading would wait for ever.
func TestAFIFOIsSkipped(t *testing.T) {
	dir := t.TempDir()
	l := playedLog(t, 5)
	_, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	fifo := filepath.Join(dir, "fifo.jsonl")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))

	skipped := map[string]error{}
	done := make(chan dataset.Summary, 1)
	go func() {
		var out collected
		sum, err := dataset.Export(dir, []dataset.Reader{dataset.For(gp.Game)}, &out, func(file string, err error) { skipped[file] = err })
		assert.NoError(t, err)
		done <- sum
	}()
	select {
	case sum := <-done:
		assert.Equal(t, dataset.Summary{Logs: 1, Rows: len(l.Entries), Skipped: 1}, sum)
		assert.ErrorIs(t, skipped[fifo], game.ErrNotRegular)
	case <-time.After(gametest.Patience(t)):
		t.Fatal("still reading the FIFO")
	}
}
